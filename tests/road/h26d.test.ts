import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats, sameChat } from "./helpers.ts";

// Session 26, helper D: walk 25b met answers hedged («нет точного ответа») over the very sentence that answers, because the
// sentence says the question's word in another form. The optician chain's documents (walk 25a).
const OPTICS = resolve(import.meta.dir, "../fixtures/walk25a/docs");
// One set-up per interface language: each message still goes to a fresh chat.
let ru: ReturnType<typeof freshChats> | undefined;
let en: ReturnType<typeof freshChats> | undefined;
const ask = async (text: string) => (await (ru ??= freshChats({ docs: OPTICS })))(text);
const askEn = async (text: string) => (await (en ??= freshChats({ docs: OPTICS, lang: "en" })))(text);

describe("a word asked in another form than the document's", () => {
  // «ребёнок» and «дети» are one word (its plural is another root); walk 25b was hedged over «детям до 14 лет | 1 200 ₽».
  it("«скока стоит проверка зрения ребенку 10 лет» answers 1 200 ₽ without a hedge", async () => {
    const r = await ask("скока стоит проверка зрения ребенку 10 лет");
    expect(r.answer.content).toContain("1 200 ₽");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });

  it("«сколько стоит проверить зрение у ребёнка?» is answered from the children's row", async () => {
    const r = await ask("сколько стоит проверить зрение у ребёнка?");
    expect(r.answer.content).toContain("1 200 ₽");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });

  // «платить» and «оплачивать» (the prefixed imperfective, т → ч): «Первые три дня больничного оплачивает компания…».
  it("«а кто платит за больничный» after the sick-leave question answers who pays", async () => {
    const send = await sameChat({ docs: OPTICS });
    await send("я заболела, что делать?");
    const r = await send("а кто платит за больничный");
    expect(r.m.content).toContain("Социальный фонд");
    expect(answerStateOf(r.m.content)).toBe("answered");
  });

  it("«больничный мне заплатят?» in a fresh chat answers who pays the sick days", async () => {
    const r = await ask("больничный мне заплатят?");
    expect(r.answer.content).toContain("Социальный фонд");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });

  // English «pay» / «paid»: an irregular past the stemmer leaves apart («pai» / «paid»).
  it("«does the company pay for russian lessons?» answers from the English guide without a hedge", async () => {
    const r = await askEn("does the company pay for russian lessons?");
    expect(r.answer.content).toContain("Russian lessons are paid by the company");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });

  it("«who pays for russian lessons?» is answered too", async () => {
    const r = await askEn("who pays for russian lessons?");
    expect(r.answer.content).toContain("50% of the cost");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
});

describe("«почём» closing a short question", () => {
  // «почём» (разг. «по какой цене») closing the message is the price asked, not small talk (walk 25b got the greeting).
  it("«хамелеоны почем» gives the photochromic lenses' price", async () => {
    const r = await ask("хамелеоны почем");
    expect(r.answer.content).toContain("7 900 ₽");
    expect(r.answer.content).not.toContain("Я ассистент компании");
  });

  it("«а офисные линзы почём?» gives the office lenses' price", async () => {
    const r = await ask("а офисные линзы почём?");
    expect(r.answer.content).toContain("6 200 ₽");
  });

});

describe("a spoken word folded from a phrase", () => {
  // «испыталка» is the spoken univerbation of «испытательный срок»: walk 25b got the resignation notice «за 3 дня».
  it("«сколько длится испыталка?» gives the probation period, not the notice on probation", async () => {
    const r = await ask("сколько длится испыталка?");
    expect(r.answer.content).toContain("3 месяца");
    expect(r.answer.content).not.toContain("за 3 дня");
  });

  it("«сколько длится испытательный срок?» gives 3 months: the sentence defining it, not the one mentioning it", async () => {
    const r = await ask("сколько длится испытательный срок?");
    expect(r.answer.content).toContain("3 месяца");
    expect(r.answer.content).not.toContain("за 3 дня");
  });

  it("«у админа испыталка какая?» gives the administrators' six months", async () => {
    const r = await ask("у админа испыталка какая?");
    expect(r.answer.content).toContain("6 месяцев");
  });
});

describe("an emergency told in one's own words", () => {
  // The documents name the section «Пожар и задымление», not «пожарная тревога»: the steps answer, without a hedge.
  it("«из подсобки дым идет, в тц пахнет гарью, что делать» gives the fire section's steps", async () => {
    const r = await ask("из подсобки дым идет, в тц пахнет гарью, что делать");
    expect(r.answer.content).toContain("101 или 112");
    expect(r.answer.content).toContain("лифтом не пользуйтесь");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });

  it("«в лаборатории запахло дымом, что делать?» gives the evacuation and the assembly point", async () => {
    const r = await ask("в лаборатории запахло дымом, что делать?");
    expect(r.answer.content).toContain("Место сбора");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
});
