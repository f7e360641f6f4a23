import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats } from "./helpers.ts";

// Session 25, helper E: whom a refusal names, and what an English question gets over Russian documents.
const CLEANERS = resolve(import.meta.dir, "../fixtures/walk24a/docs");
// A bakery chain's contacts table («ИТ: кассы, терминалы…», «Служба безопасности: охрана точек…») and its till rules,
// which say nothing of a robbery.
const BAKERY = resolve(import.meta.dir, "../fixtures/h25e/docs");

const EMAIL = /[\w.-]+@[\w.-]+\w/g;
const named = (text: string) => text.match(EMAIL) ?? [];

// Issue 14 point 4 (walk 24a): a refusal named the wrong owner — a price question HR, a robbery IT, a burn HR or
// accounting — though the contacts table says whose each matter is.
describe("the contact a refusal names is the owner of the question's matter", () => {
  it("a burn at work goes to labour safety, whose row names accidents at work (a burn is one: ТК РФ ст. 227)", async () => {
    const r = await (await freshChats({ docs: CLEANERS }))("получил ожог на смене, дадут ли страховку?");
    expect(r.answer.content).toMatch(/нет (точного )?ответа/);
    expect(named(r.answer.content)).toEqual(["ot@chistygorod.ru"]);
  });

  it("a price the list does not hold goes to the chain's manager, who sets prices, not to HR", async () => {
    const ask = await freshChats({ docs: CLEANERS });
    for (const q of ["сколько стоит чистка кожаного дивана?", "почём у нас чистка штор с подкладкой?"]) {
      const r = await ask(q);
      expect(r.answer.content).toMatch(/нет (точного )?ответа/);
      expect(named(r.answer.content)).toEqual(["director@chistygorod.ru"]);
    }
  });

  it("a robbery goes to security, not to IT because the till was named", async () => {
    const ask = await freshChats({ docs: BAKERY });
    // What to do now: the rules hold no robbery section, so first aid's general step (h25b), then whom to tell.
    const now = await ask("ночью точку ограбили, кассу вскрыли — что теперь делать?");
    expect(now.answer.content).toContain("102 или 112");
    expect(named(now.answer.content)).toEqual(["security@hlebdvor.ru"]);
    // A consequence asked: the rules do not say, and their refusal names the guards.
    const paid = await ask("нас ограбили прямо в смену, забрали выручку из кассы, возместят ли это кассиру?");
    expect(paid.answer.content).toMatch(/нет (точного )?ответа/);
    expect(named(paid.answer.content)).toEqual(["security@hlebdvor.ru"]);
  });

  it("a burn at the oven goes to labour safety in another company's table too", async () => {
    const r = await (await freshChats({ docs: BAKERY }))("обжёгся о печь, положена ли компенсация?");
    expect(named(r.answer.content)).toEqual(["ot@hlebdvor.ru"]);
  });

  it("an English refusal about a burn names labour safety as well", async () => {
    const r = await (await freshChats({ docs: CLEANERS, lang: "en" }))("I got burned by the press at work, will insurance pay?");
    expect(r.answer.content).toContain("Ask for details: ot@chistygorod.ru.");
  });
});

// Issue 12 (walk 24a): the safety instruction numbers a section's steps under its own number («3.1. Отключите пресс…»,
// «3.2. …»); the English guide's one line on burns («cool the burn under running water») stood for the section, since
// only steps numbered «1.», «2.» were read as a procedure — and the English answer left out calling 103 for a large burn
// and telling the safety officer within the hour.
describe("an English question whose guide line sums up a procedure numbered «3.1.», «3.2.»", () => {
  it("«what do I do if I get burned by the press?» gets the burn section's steps in order", async () => {
    const r = await (await freshChats({ docs: CLEANERS, lang: "en" }))("what do I do if I get burned by the press?");
    expect(r.answer.content).toMatch(/^1\. Отключите пресс или утюг от сети[^\n]*\n2\. Охлаждайте место ожога/);
    expect(r.answer.content).toMatch(/103/);
    expect(r.answer.content).toMatch(/в течение 1 часа/);
  });
});
