import { describe, expect, it } from "bun:test";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Session 25's own fixes, found re-reading walk 24b's open defects on the dry-cleaning chain's documents.
const CLEANERS = resolve(import.meta.dir, "../fixtures/walk24a/docs");

describe("slang verbs of the «-нуть» class", () => {
  // «капнуть» is colloquial for money coming in; its future «капнет» never met the infinitive's stem.
  it("«когда зарплата капнет?» gives the pay days, not «ничего не сказано про «капнет»»", async () => {
    const r = await (await freshChats({ docs: CLEANERS }))("когда зарплата капнет?");
    expect(r.answer.content).toContain("25-го числа");
    expect(r.answer.content).not.toContain("капнет");
  });
});

describe("English questions with «get»", () => {
  // «get paid» is the get-passive: the guide says «You are paid twice a month», and «get» was the word it «did not answer».
  it("«when do we get paid?» answers from the English guide without a hedge", async () => {
    const r = await (await freshChats({ docs: CLEANERS, lang: "en" }))("when do we get paid?");
    expect(r.answer.content).toContain("an advance on the 25th and the rest on the 10th");
    expect(r.answer.content).not.toMatch(/do not answer this exactly/);
  });
});

describe("a form's designation is no figure", () => {
  // Leave-one-out on kodservice: without the leave rules, «сколько дней отпуска?» was answered with the contacts row
  // «Отпуск, больничный, справки 2-НДФЛ — HR-менеджер…», the «2» of the form's name taken for the count asked.
  it("«сколько дней отпуска мне положено?» without the leave rules is not answered with a contacts row", async () => {
    const docs = mkdtempSync(join(tmpdir(), "road-k36-"));
    cpSync(resolve(import.meta.dir, "../fixtures/pilot/kodservice/docs"), docs, { recursive: true });
    rmSync(join(docs, "otpusk-i-bolnichny.docx"));
    const ask = await freshChats({ docs });
    for (const q of ["сколько дней отпуска мне положено?", "how many vacation days do I get?"]) {
      const r = await ask(q);
      expect(answerStateOf(r.answer.content)).not.toBe("answered");
    }
    rmSync(docs, { recursive: true, force: true });
  });
});

describe("two questions joined by «и» without a count announced", () => {
  // Walk 24b: asked as one, «how long is probation and when is the advance paid?» was hedged for «probation».
  it("«сколько дней отпуска и когда зарплата?» answers both, each cited", async () => {
    const r = await (await freshChats({ docs: CLEANERS }))("сколько дней отпуска и когда зарплата?");
    expect(r.answer.content).toContain("28 календарных дней");
    expect(r.answer.content).toContain("25-го числа");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });

  it("the English pair answers the probation and the advance day", async () => {
    const r = await (await freshChats({ docs: CLEANERS, lang: "en" }))("how long is probation and when is the advance paid?");
    expect(r.answer.content).toMatch(/2 месяца|3 months/);
    expect(r.answer.content).toContain("an advance on the 25th");
  });
});

// Walk 25a: an optician chain's documents (tests/fixtures/walk25a), written and uploaded by a tester who never read the code.
const OPTICIANS = resolve(import.meta.dir, "../fixtures/walk25a/docs");

describe("a hard-wrapped instruction whose section titles sit right above their first clause", () => {
  // «2. Если клиенту…стало плохо» / «2.1. Если человек…упал,»: the title was read as the clause's first wrapped line, so
  // fire and theft were filed under the eye-splash section and «что делать при пожаре?» got «Пожар и задымление 5.1 [1]».
  it("«Что делать при пожаре?» lists the fire section's steps, the lift ban and the assembly point", async () => {
    const r = await (await freshChats({ docs: OPTICIANS }))("Что делать при пожаре?");
    expect(r.answer.content).toMatch(/^1\. Позвоните 101 или 112/);
    expect(r.answer.content).toContain("лифтом не пользуйтесь");
    expect(r.answer.content).toContain("Место сбора");
    expect(r.answer.content).not.toContain("5.1");
  });

  it("«Что делать, если клиенту стало плохо?» gives every step, from «не оставляйте одного» to the log entry", async () => {
    const r = await (await freshChats({ docs: OPTICIANS }))("Что делать, если клиенту стало плохо?");
    expect(r.answer.content).toContain("не оставляйте одного");
    expect(r.answer.content).toContain("103 или 112");
    expect(r.answer.content).toContain("журнал происшествий");
  });
});

describe("a price list printed to PDF", () => {
  // Walk 25a: the «₽» glyph, set in a fallback font, was read as a column of its own («Замена винта | 150 | ₽»): no sum was
  // held, so the price was shown as «возможно, относится»; the title wrapped over two lines was cut to «Лис»».
  it("«сколько стоит замена винта» answers 150 ₽ without a hedge", async () => {
    const r = await (await freshChats({ docs: OPTICIANS }))("сколько стоит замена винта");
    expect(r.answer.content).toContain("150 ₽");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });

  it("a title wrapped over two lines is one heading in the citation", async () => {
    const r = await (await freshChats({ docs: OPTICIANS }))("сколько стоит замена носоупоров");
    const path = (r.answer.meta.citations as { headingPath?: string[] }[] | undefined)?.[0]?.headingPath ?? [];
    expect(r.answer.content).toContain("300 ₽");
    expect(path).toContain("Изготовление и ремонт очков");
    expect(path.some((h) => /^Лис»/.test(h))).toBe(false);
  });
});

describe("the web-search note under answers the documents gave", () => {
  // Walk 25a: «Поиск в интернете на этом сервере не настроен…» stood under a discount and a price the documents answered,
  // flagged by the seed's patterns («скидки», «сколько стоит»): noise for a person who never asked the internet.
  it("«какая скидка по карте клиента» is answered without the note; «поищи в интернете…» keeps it", async () => {
    const ask = await freshChats({ docs: OPTICIANS });
    const card = await ask("какая скидка по карте клиента");
    expect(card.answer.content).toContain("5%");
    expect(card.d.web_search).toBe(1);
    expect(card.answer.meta.webNote).toBeUndefined();
    const web = await ask("поищи в интернете, какая скидка по карте клиента у конкурентов?");
    expect(web.answer.meta.webNote).toBeTruthy();
  });
});

describe("a work situation told, a skill taken on one word of its head", () => {
  // Walk 25a: the complaint-reply skill took «клиентка…» on that word alone and drafted a letter nobody asked for; the
  // returns procedure says what to do.
  it("«клиентка хочет вернуть очки, … просто не понравились» gets the returns rule, no skill", async () => {
    const r = await (await freshChats({ docs: OPTICIANS }))("клиентка хочет вернуть очки, делали по её рецепту, просто не понравились");
    expect(r.skill).toBeNull();
    expect(r.tools).toEqual(["search_documents"]);
    expect(r.answer.content).toContain("возврату и обмену не подлежат");
  });
});

describe("emergencies told in the optician's own words", () => {
  // Walk 25a: a grab-and-run theft was refused naming the warehouse, a splash in the eye hedged, smoke answered with the
  // dress code; the safety instruction has each procedure.
  it("«мужик схватил две оправы с витрины и убежал» gets the theft steps: do not chase, the alarm, security's number", async () => {
    const r = await (await freshChats({ docs: OPTICIANS }))("мужик схватил две оправы с витрины и убежал");
    expect(r.answer.content).toContain("не преследуйте вора");
    expect(r.answer.content).toContain("640-22-19");
  });

  it("a laptop of one's own stolen in the metro is no shop theft: the equipment rule answers it", async () => {
    const r = await (await freshChats({ docs: resolve(import.meta.dir, "../fixtures/pilot/kodservice/docs") }))("ноутбук украли в метро(( что делать");
    expect(r.answer.content).toContain("в течение 2 часов сообщить системному администратору");
  });

  it("«Что делать, если украли товар с витрины?» is the same procedure, not a refusal", async () => {
    const r = await (await freshChats({ docs: OPTICIANS }))("Что делать, если украли товар с витрины?");
    expect(r.answer.content).toContain("тревожную кнопку");
  });

  it("a splash in a colleague's eye, told in Russian or English, gets «промывайте глаз проточной водой»", async () => {
    const ru = await (await freshChats({ docs: OPTICIANS }))("коллеге в лабе брызнул раствор из ультразвуковой ванны в глаз");
    expect(ru.answer.content).toContain("промывайте глаз проточной водой не менее 15 минут");
    const en = await (await freshChats({ docs: OPTICIANS, lang: "en" }))("some lens cleaning liquid splashed into my colleague's eye");
    expect(en.answer.content).toContain("промывайте глаз проточной водой");
  });

  it("«в торговом зале запахло дымом, что делаем» quotes the fire section's call, not the dress code", async () => {
    const r = await (await freshChats({ docs: OPTICIANS }))("в торговом зале запахло дымом, что делаем");
    expect(r.answer.content).toContain("101 или 112");
    expect(r.answer.content).not.toContain("рубашка цвета морской волны");
  });
});

describe("a sentence that defines the thing asked", () => {
  // Walks 25a and 25b: «какой испытательный срок?» got «…на испытательном сроке — за 3 дня» (the resignation notice) from the
  // passage ranked first; the rule «Испытательный срок для новых сотрудников — 3 месяца…» sat in the working-time section.
  it("«какой испытательный срок?» answers 3 months, 6 for salon administrators", async () => {
    const r = await (await freshChats({ docs: OPTICIANS }))("какой испытательный срок?");
    expect(r.answer.content).toContain("Испытательный срок для новых сотрудников — 3 месяца");
    expect(r.answer.content).not.toContain("предупреждает письменно");
  });
});
