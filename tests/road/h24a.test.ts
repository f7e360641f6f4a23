import { describe, expect, it } from "bun:test";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";
import { answerStateOf } from "../../src/answering/state.ts";
import { form, newChatId, person, webApp } from "../web/helpers.ts";
import { seedSamples } from "../../src/seed.ts";

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
      expect(r.answer.content).toMatch(/корма[^[]*\[\d\]/i);
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

// Walk 23b #9, #2, #6: a courier's own schedule attached in the chat (tests/fixtures/h24a/moi-smeny.txt, the walk's file).
// The shifts and the mentor were shown «не ответ, проверьте сами»; «я работаю 12-го?» got a chrysanthemum's 12 days.
const FLOWERS = resolve(import.meta.dir, "../fixtures/walk23a/docs");
async function chatWithSchedule(attach = true) {
  const { app, services } = await webApp();
  await seedSamples(services, FLOWERS);
  const p = person(app);
  const id = await newChatId(p);
  const file = new File([readFileSync(resolve(import.meta.dir, "../fixtures/h24a/moi-smeny.txt"), "utf8")], "moi-smeny.txt", { type: "text/plain" });
  if (attach) await (await p.post(`/c/${id}/messages`, form({ text: "", file }))).text();
  return async (text: string) => {
    await (await p.post(`/c/${id}/messages`, form({ text }))).text();
    return services.chats.messages(id).at(-1)!.content;
  };
}

describe("the person's own schedule attached answers their days and their mentor", () => {
  for (const q of ["это мой график на декабрь. в какие числа я работаю?", "в какие числа декабря я работаю по моему графику?"]) {
    it(`«${q}» answers the file's shift days, cited`, async () => {
      const a = await (await chatWithSchedule())(q);
      expect(answerStateOf(a)).toBe("answered");
      expect(a).toMatch(/4, 5, 8, 11, 12, 15, 18, 19 декабря[^[]*\[1\]/);
    });
  }
  // As in the walk, after the days were asked: the previous question lends its words, and «связаться» must be met.
  for (const q of ["кто мой наставник и как с ним связаться?", "как мне связаться с наставником, какой у него контакт?"]) {
    it(`«${q}» after the days question answers the mentor's line with the phone, cited`, async () => {
      const ask = await chatWithSchedule();
      await ask("это мой график на декабрь. в какие числа я работаю?");
      const a = await ask(q);
      expect(answerStateOf(a)).toBe("answered");
      expect(a).toContain("+7 927 410-88-63");
    });
  }
});

// The title holds «график» on every line: a wording whose only word left is the title's gets no line asserted.
describe("a schedule question the line itself does not meet asserts no other line", () => {
  it("«по моему графику в какие числа я выхожу?» does not answer with the mentor's line", async () => {
    const a = await (await chatWithSchedule())("по моему графику в какие числа я выхожу?");
    expect(a).not.toMatch(/Наставник[^\n]*\[1\]/);
  });
});

describe("whether the person works on a day is read from their own list of days", () => {
  it("«я работаю 12-го?» says yes with the shifts line, cited; «а 13-го я выхожу?» says no", async () => {
    const ask = await chatWithSchedule();
    const yes = await ask("я работаю 12-го?");
    expect(yes).toMatch(/^Да\. Смены: 4, 5, 8, 11, 12/);
    expect(yes).not.toMatch(/Хризантем|суток/);
    expect(await ask("а 13-го я выхожу?")).toMatch(/^Нет\. Смены: 4, 5, 8, 11, 12/);
  });
  it("«я выхожу 19 декабря?» says yes", async () => {
    expect(await (await chatWithSchedule())("я выхожу 19 декабря?")).toMatch(/^Да\. Смены:/);
  });
});

describe("a person without the file asking their shifts in a month gets no unrelated rule", () => {
  for (const q of ["какие у меня смены в декабре?", "сколько у меня смен в январе?"]) {
    it(`«${q}» asserts no vacation rule on December, and reveals no one's file`, async () => {
      const a = await (await chatWithSchedule(false))(q);
      expect(answerStateOf(a)).not.toBe("answered");
      expect(a).not.toMatch(/отпуска не предоставляются/);
      expect(a).not.toMatch(/4, 5, 8, 11/);
    });
  }
});
