import { describe, expect, it } from "bun:test";
import { answerStateOf } from "../../src/answering/state.ts";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Session 36, helper C: the defects earlier walks left it.failing (tests/road/lead35), fixed by rules of the language and
// of the question's form, each tried here on a phrasing of its own besides the one the walk typed.

describe("who asks is context, not more of the question", () => {
  // «привет, я новенький. с какого времени у нас рабочий день?» was hedged with the laptop rule: «Новый сотрудник получает
  // ноутбук… в первый рабочий день» held the introduction's «новенький» beside «рабочий день» and so outdid, and joined,
  // the schedule's «с 9:30 до 18:30» (outdone.ts, extractive.ts).
  it("«добрый день, я новенькая. во сколько начинается рабочий день?» gives the 9:30, not an IT request row", async () => {
    const r = await (await freshChats())("добрый день, я новенькая. во сколько начинается рабочий день?");
    expect(r.answer.content).toContain("9:30");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).not.toContain("Срок реакции");
  });
});

describe("a deadline asked as a date is met by the rule's period", () => {
  // «до какого числа…» asks by when (a preposition of a limit before «какого числа»): a rule's «в течение 7 рабочих дней
  // после расхода» answers it as it answers «когда» (measure-questions.ts DEADLINE_DATE).
  it("«по какое число нужно сдать авансовый отчёт?» is answered with the 7 working days", async () => {
    const r = await (await freshChats())("по какое число нужно сдать авансовый отчёт?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("7 рабочих дней");
  });
  it("«какого числа зарплата?» still asks for a day of the month: the expense report's period is no answer", async () => {
    const r = await (await freshChats())("какого числа зарплата?");
    const asserted = answerStateOf(r.answer.content) === "answered";
    expect(asserted ? r.answer.content : "").not.toContain("7 рабочих дней");
  });
});

describe("a follow-up naming only the measure asks of the previous question's thing", () => {
  // «а до скольки?» after «с какого времени у нас рабочий день?» was refused for «времени» (the previous question's measure
  // word lent as a subject) and then hedged: «рабочий день» at the context's half weight fell under the subject threshold.
  it("«а во сколько заканчивается?» after «во сколько начинается рабочий день?» gives the 18:30", async () => {
    const send = await sameChat();
    await send("во сколько начинается рабочий день?");
    const { m } = await send("а во сколько заканчивается?");
    expect(m.content).toContain("18:30");
    expect(answerStateOf(m.content)).toBe("answered");
  });
});

describe("who does a thing is answered by someone named", () => {
  // «кто подписывает заявление на отпуск» was answered «Заявление подают через портал…» [1]: «подписывает», held by no
  // document, was left out as phrasing and the application met, though the sentence names no one (measure-questions.ts asksDoer).
  it("«кто визирует заявление на отпуск?» is not asserted from the application's deadline", async () => {
    const r = await (await freshChats())("кто визирует заявление на отпуск?");
    const asserted = answerStateOf(r.answer.content) === "answered";
    expect(asserted ? r.answer.content : "").not.toContain("через портал");
  });
  it("«кто согласует расходы на 15 тысяч?» still names the finance director", async () => {
    const r = await (await freshChats())("кто согласует расходы на 15 тысяч?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("финансовый директор");
  });
});

describe("«по итогам месяца» says when", () => {
  // «а процент с продаж когда?» after the pay dates showed the salary table's rows: «Процент с продаж начисляется по итогам
  // месяца…» states a moment as «по окончании месяца» does (measure-questions.ts EVENT_ANCHORED).
  it("«а когда процент с продаж?» after «когда зарплата?» gives «по итогам месяца»", async () => {
    const send = await sameChat({ docs: resolve(import.meta.dir, "../fixtures/pilot/walk32/docs") });
    await send("когда зарплата?");
    const { m } = await send("а когда процент с продаж?");
    expect(m.content).toContain("по итогам месяца");
    expect(answerStateOf(m.content)).toBe("answered");
  });
});

describe("a word the previous question lends is still asked of", () => {
  // Counting no context word as a gain dropped the fee row for «а за высшую?» after «Какая доплата за первую категорию?»
  // (heldout-school q27): «доплата» is the previous question's, and what is asked. Only the message's own aside (who
  // asks) is no gain (SalientWord.aside).
  it("«а за высшую?» after «Какая доплата за первую категорию?» gives the 25% of the salary", async () => {
    const send = await sameChat({ docs: resolve(import.meta.dir, "../fixtures/pilot/heldout-school/docs") });
    await send("Какая доплата за первую категорию?");
    const { m } = await send("а за высшую?");
    expect(m.content).toContain("25% оклада");
  });
});

describe("a hedged answer shows the passages on the thing asked of", () => {
  // «кто согласует мой отпуск?» is rightly hedged, but showed the expenses' approver as possibly related: the picker kept
  // only the sentence meeting «согласует», and no passage on the leave was there to show (answerability.ts ofTheThing).
  it("«кто согласует командировку?» shows the trip rules, not who approves expenses", async () => {
    const r = await (await freshChats())("кто согласует командировку?");
    expect(answerStateOf(r.answer.content)).toBe("partial");
    expect(r.answer.content).not.toContain("10 000");
  });
});
