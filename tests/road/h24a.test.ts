import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";
import { answerStateOf } from "../../src/answering/state.ts";

// Session 24 (helper h24a): answering decisions — the known failures left by session 23's merge, fixed by general rules,
// each with wordings of the same need the walks did not use.

const VET = resolve(import.meta.dir, "../fixtures/walk19a/docs");
const HOTEL = resolve(import.meta.dir, "../fixtures/walk21a/docs");
const CINEMA = resolve(import.meta.dir, "../fixtures/walk22a/docs");

// «клиент хочет вернуть деньги за корм…» was partial: «деньги» (stem «деньг») never met the heading «Возврат денег»
// («денег»): the genitive plural inserts the vowel the other forms write as «ь» (fleeting.ts). Partial, the question went
// to the complaint skill, and the follow-up on the over-5 000 refund stayed in it (tests/road/session20).
describe("money asked in one form is held in another", () => {
  for (const q of ["клиент хочет вернуть деньги за корм, как оформить возврат?", "покупатель требует вернуть деньги за корм, как провести возврат?"]) {
    it(`«${q}» is answered from the refund table, cited`, async () => {
      const r = await (await freshChats({ docs: VET }))(q);
      expect(answerStateOf(r.answer.content)).toBe("answered");
      expect(r.answer.content).toMatch(/корма[^[]*\[\d\]/);
    });
  }
  it("the follow-up «а если возврат 8000 рублей, кто его проводит?» answers the over-5 000 rule", async () => {
    const send = await sameChat({ docs: VET });
    await send("клиент хочет вернуть деньги за корм, как оформить возврат?");
    const { m } = await send("а если возврат 8000 рублей, кто его проводит?");
    expect(answerStateOf(m.content)).toBe("answered");
    expect(m.content).toContain("свыше 5 000");
  });
});

// «…билет возвращают полностью?» was partial: a rule states the whole as «возврат 100% стоимости», never as «полностью».
describe("a whole said in words is met by 100%", () => {
  for (const q of ["до скольки минут до начала сеанса билет возвращают полностью?", "when is a ticket refunded fully?"]) {
    it(`«${q}» quotes the 100% refund deadline, answered`, async () => {
      const r = await (await freshChats({ docs: CINEMA, lang: /[a-z]/.test(q) ? "en" : "ru" }))(q);
      expect(answerStateOf(r.answer.content)).toBe("answered");
      expect(r.answer.content).toContain("возврат 100% стоимости билета");
    });
  }
});

// «к какому часу приходить на ночную смену?» was partial on «приходить» (no arriving word group: money «приходит» too).
// Coming to a period («выйти на смену») asks its start, leaving it («уйти со смены») its end, as a phase verb does.
describe("coming to a shift asks when it starts", () => {
  for (const q of ["во сколько мне заступать на ночную смену?", "к какому часу выходить на ночную смену?", "когда уходить с ночной смены?"]) {
    it(`«${q}» gets the night shift's hours, answered`, async () => {
      const r = await (await freshChats({ docs: HOTEL }))(q);
      expect(answerStateOf(r.answer.content)).toBe("answered");
      expect(r.answer.content).toMatch(/с 20:00 до 8:00/);
    });
  }
  it("«когда получка приходит?» is not read as coming to a shift (no «на» after the verb)", async () => {
    const { measureWords } = await import("../../src/text/measure-questions.ts");
    expect([...measureWords("когда получка приходит?")]).not.toContain("приходит");
    expect([...measureWords("во сколько приходить на смену?")]).toContain("приходить");
  });
});
