import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats, samplesWith } from "./helpers.ts";

// Session 37 (h37b), issue 12: everyday words that are another part of speech or a near-synonym of the document's word.
// Asked through the chat turn as the browser sends it, over the cleaning company's memo from the lead's walk 36
// (tests/fixtures/lead36) beside the samples.
const memo = () => samplesWith(resolve(import.meta.dir, "../fixtures/lead36/pamyatka-blesk.docx"));

describe("paying on top said as a verb meets the memo's «надбавка»", () => {
  // «Ночная смена оплачивается с надбавкой 20%»: «доплачивать» is to pay on top, what «надбавка» names (thesaurus.ts). The
  // imperfective only: the noun «доплата» («какая доплата за ночь») stays apart, as heldout-school's leave-one-out needs.
  it("«доплачивают ли ночью?» gives the 20% night supplement", async () => {
    const r = await (await freshChats({ docs: memo() }))("доплачивают ли ночью?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("20%");
  });
});

describe("coming on foot or by transport is one arrival", () => {
  // «Приезжать на объект нужно за 15 минут до начала смены»: «прийти», «приходить» and «приезжать» are arriving (Ожегов:
  // прибыть — прийти, приехать куда-н.), read so on the question's side (arrival.ts).
  it("«за сколько до начала смены приходить?» gives the 15 minutes", async () => {
    const r = await (await freshChats({ docs: memo() }))("за сколько до начала смены приходить?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("15 минут");
  });
});

describe("a road paid for is the journey the rules call «проезд»", () => {
  // «Проезд до объектов за городом компенсируется по чекам, но не более 600 рублей за смену» (thesaurus-phrases.ts).
  for (const q of ["компенсируют ли дорогу?", "сколько платят за дорогу"]) {
    it(`«${q}» gives the travel compensation up to 600 rubles`, async () => {
      const r = await (await freshChats({ docs: memo() }))(q);
      expect(answerStateOf(r.answer.content)).toBe("answered");
      expect(r.answer.content).toContain("600");
    });
  }
  // The way itself, with no paying said, is no question of the fare.
  it("«дорога до объекта долгая, что делать» is not answered with the fare", async () => {
    const r = await (await freshChats({ docs: memo() }))("дорога до объекта долгая, что делать");
    expect(answerStateOf(r.answer.content) === "answered" ? r.answer.content : "").not.toContain("600");
  });
});
