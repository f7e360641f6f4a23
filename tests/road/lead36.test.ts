import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats, sameChat, samplesWith } from "./helpers.ts";

// Session 36, the lead's Chromium walk. An admin uploaded a cleaning company's memo for its staff as a Word file
// (tests/fixtures/lead36/pamyatka-blesk.docx, written from pamyatka-blesk.source.txt by mkdocx.ts) beside the samples; a new
// employee then asked in their own words, phrasings nobody wrote code for.
const memo = () => samplesWith(resolve(import.meta.dir, "../fixtures/lead36/pamyatka-blesk.docx"));

describe("a measure asked of the memo's own subject", () => {
  // «во сколько начинается смена?» was hedged although the memo says «Смены на объектах начинаются в 8:00 и в 20:00»:
  // nearly every passage of a shift memo says «смена», so the word alone looked too common to name a subject.
  it("«во сколько начинается смена?» is answered with 8:00 and 20:00", async () => {
    const r = await (await freshChats({ docs: memo() }))("во сколько начинается смена?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("8:00");
  });
});

describe("one word of a sentence meets one word of the question", () => {
  // «можно поменяться сменами?» was answered «Бригадир смены — по телефону из графика»: «поменяться» and «смена» share
  // the thesaurus' group of changing, so one «смены» met both words.
  it("«можно поменяться сменами?» gives the swap rule, not the foreman's phone", async () => {
    const r = await (await freshChats({ docs: memo() }))("можно поменяться сменами?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("согласовал замену");
    expect(r.answer.content).not.toContain("по телефону из графика");
  });
});

describe("a follow-up about the answer just given is no request for a skill", () => {
  // «это за смену?» after «сколько стоит мойка окон» was met with «Уточните, что нужно: «проверка контрагента» или «отчёт
  // по посещаемости сайта»?»: both skills' procedures say «смена»/«изменилось»; the person asked about the rate just shown.
  it("«это за смену?» after a rate is answered from the memo, with no question between skills", async () => {
    const send = await sameChat({ docs: memo() });
    await send("сколько стоит мойка окон");
    const { m, d } = await send("это за смену?");
    expect(d.outcome).not.toBe("clarify");
    expect(m.content).toContain("5 000");
  });
});

describe("a pronoun standing for the previous question's thing", () => {
  // «до скольки он работает?» after «где склад» was answered «Не работает почта или VPN: срок реакции — 30 минут»: «он» is
  // the warehouse, and a rule that meets only «работает» says nothing of it.
  it("«до скольки он работает?» after «где склад» is not answered with another thing that works", async () => {
    const send = await sameChat({ docs: memo() });
    await send("где склад");
    const { m } = await send("до скольки он работает?");
    const asserted = answerStateOf(m.content) === "answered";
    expect(asserted ? m.content : "").not.toContain("VPN");
  });
  // The warehouse's own section is read first: its sentence holds the hours («в будние дни с 9 до 17»), not «работает».
  it("«до скольки он работает?» after «где склад» gives the warehouse's 17", async () => {
    const send = await sameChat({ docs: memo() });
    await send("где склад");
    const { m } = await send("до скольки он работает?");
    expect(answerStateOf(m.content)).toBe("answered");
    expect(m.content).toContain("до 17");
  });
});

describe("a letter to a role said before the letter noun", () => {
  // «напиши бригадиру письмо что я заболел» drafted a letter «Кому: бригадир письмо»: the letter noun after the role was
  // read as the role's complement.
  it("«напиши бригадиру письмо что я заболел» drafts a letter to the foreman that says so", async () => {
    const r = await (await freshChats({ tools: true }))("напиши бригадиру письмо что я заболел");
    const draft = r.cards.find((c) => c.result.kind === "draft")?.result;
    expect(draft?.to).toBe("бригадир");
    expect(String(draft?.body)).toContain("Я заболел");
  });
});

describe("a week named from today says when, not what about", () => {
  // «мне не выплатили за прошлую неделю кому писать» was refused «В них ничего не сказано про «прошлую»», though the memo
  // names accounting for questions on payments.
  it("«мне не выплатили за прошлую неделю кому писать» names accounting from the memo", async () => {
    const r = await (await freshChats({ docs: memo() }))("мне не выплатили за прошлую неделю кому писать");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("buh@blesk.ru");
    expect(r.answer.content).not.toContain("прошлую");
  });
});

describe("what the person said of themselves fills the nutrition skill", () => {
  // «хочу похудеть, рост 170, вес 80, мне 35, работаю сидя», then «женщина»: the skill asked «Насколько вы активны:
  // сидячая работа…?» though «работаю сидя» had said it (the adverbial participle of «сидеть», as «сижу» is).
  it("«работаю сидя» counts as a desk job, and the daily target follows the person's sex", async () => {
    const send = await sameChat();
    await send("хочу похудеть, рост 170, вес 80, мне 35, работаю сидя");
    const { m } = await send("женщина");
    expect(m.content).not.toContain("Насколько вы активны");
    const last = await send("нет");
    expect(last.m.content).toContain("ккал");
    expect(last.m.content).not.toContain("Насколько вы активны");
  });
});

describe("help preparing for an interview is work, not a calendar lookup", () => {
  // «помоги подготовиться к собеседованию с кандидатом на клинера» searched the calendar for «помоги подготовиться» and
  // showed the budget defence, an event of another kind. Passes since session 38 (h38c: a skill's own tool picked on an
  // object yields to a request for work).
  it("«помоги подготовиться к собеседованию» enters the interview skill or asks which job", async () => {
    const r = await (await freshChats({ tools: true }))("помоги подготовиться к собеседованию");
    expect(r.tools).not.toContain("calendar_search");
    expect(r.skill === "interview-questions" || r.outcome === "clarify").toBe(true);
  });
});

describe("left from the walk: words the memo says otherwise", () => {
  // Each is hedged or refused with the memo's sentence at hand: «доплачивают» is the memo's «надбавка», «ночь» its «ночная
  // смена»; «приходить» its «приезжать» (the hedge shows a rate row instead); «дорога» its «проезд». Vocabulary, not
  // grammar: left for the curated colloquial and thesaurus data.
  // Helper h37b: «доплачивать» is grouped with «надбавка» (thesaurus.ts), a question's «приходить» meets «приезжать»
  // (arrival.ts), and a road paid for is read as «проезд» (thesaurus-phrases.ts travelPaidPlainly).
  it("«сколько доплачивают за ночь?» gives the 20% night supplement", async () => {
    const r = await (await freshChats({ docs: memo() }))("сколько доплачивают за ночь?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("20%");
  });
  it("«за сколько приходить до смены» gives the 15 minutes", async () => {
    const r = await (await freshChats({ docs: memo() }))("за сколько приходить до смены");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("15 минут");
  });
  it("«дорогу до объекта оплачивают?» gives the travel compensation up to 600 rubles", async () => {
    const r = await (await freshChats({ docs: memo() }))("дорогу до объекта оплачивают?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("600");
  });
});
