import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { everyday, freshChats } from "./helpers.ts";

// Session 12's reviewer read the session's diff and confirmed these by running them.

describe("a farewell is the whole message, not its first word", () => {
  it("«пока я в отпуске, кто меня замещает?» and «до завтра нужно подать заявление на отпуск?» are questions, not goodbyes", async () => {
    const send = await everyday();
    for (const q of ["пока я в отпуске, кто меня замещает?", "до завтра нужно подать заявление на отпуск?"]) {
      expect((await send(q)).answer.content).not.toContain("До встречи");
    }
    expect((await send("всего доброго!")).answer.content).toContain("До встречи");
  });
});

describe("a person's role is not looked up as a unit of the company", () => {
  it("«напиши письмо начальнику отдела…» is not addressed to whichever head of a department the documents name first", async () => {
    const send = await freshChats({ docs: resolve(import.meta.dir, "../fixtures/review12") });
    const { cards } = await send("напиши письмо начальнику отдела, что я заболел");
    expect((cards[0].result as { toKnown?: boolean }).toKnown).not.toBe(true);
  });
});

describe("what a product must have stays in its search", () => {
  it("«подбери ноутбук, мне нужен с windows 11 pro» finds the laptop with Windows 11 Pro first", async () => {
    const { cards } = await (await everyday())("подбери ноутбук, мне нужен с windows 11 pro");
    expect(JSON.stringify((cards[0].result as { cards: unknown[] }).cards[0])).toMatch(/Pro/);
  });
});

describe("the company's rules, however the question is worded", () => {
  it("«хочу купить монитор домой, компания оплачивает?» goes to the documents, not an empty product search", async () => {
    const { tools } = await (await freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk12a/docs"), tools: true }))("хочу купить монитор домой, компания оплачивает?");
    expect(tools).not.toContain("product_search");
  });

  it("«…купить подарочные карты, это вообще нормально?» and «…, нормально ли это?» get the phishing rule, not a mail search", async () => {
    const send = await freshChats({ docs: resolve(import.meta.dir, "../fixtures/walk12a/docs"), tools: true });
    for (const q of ["мне пришло письмо от директора срочно купить подарочные карты, это вообще нормально?", "мне пришло письмо от директора срочно купить подарочные карты, нормально ли это?"]) {
      expect((await send(q)).tools).not.toContain("mail_search");
    }
  });
});

describe("with no mailbox, a question about one's own letters keeps its empty answer", () => {
  it("«какие письма пришли сегодня?» says no letters, without a refusal naming HR", async () => {
    const { answer } = await (await freshChats({ docs: resolve(import.meta.dir, "../fixtures/review12") }))("какие письма пришли сегодня?");
    expect(answer.content).not.toContain("В документах компании нет ответа");
  });
});
