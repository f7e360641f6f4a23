import { describe, expect, it } from "bun:test";
import { answerStateOf } from "../../src/answering/state.ts";
import { resolve } from "node:path";
import { freshChats, sameChat, samplesWith } from "./helpers.ts";

// Session 35, the lead's Chromium walk over the samples as a new employee, phrasings nobody wrote code for.

describe("a question of what time is answered only by a clock time", () => {
  // «с какого времени у нас рабочий день?» was answered with «Новый сотрудник получает ноутбук … в первый рабочий день»:
  // the words met, but the person asked for a time of day, and that sentence holds none.
  it("«привет, я новенький. с какого времени у нас рабочий день?» is not asserted from the laptop rule", async () => {
    const r = await (await freshChats())("привет, я новенький. с какого времени у нас рабочий день?");
    const asserted = answerStateOf(r.answer.content) === "answered";
    expect(asserted ? r.answer.content : "").not.toContain("ноутбук");
  });
  // The introduction's «новенький» (context) drew the laptop rule, which then outdid the schedule for holding one word more;
  // helper h36c: who asks is counted in neither (outdone.ts, extractive.ts), so the schedule's 9:30 answers.
  it("«привет, я новенький. с какого времени у нас рабочий день?» gives the working day's 9:30", async () => {
    const r = await (await freshChats())("привет, я новенький. с какого времени у нас рабочий день?");
    expect(r.answer.content).toContain("9:30");
  });
  it("«с какого времени у нас рабочий день?» gives the working day's 9:30", async () => {
    const r = await (await freshChats())("с какого времени у нас рабочий день?");
    expect(r.answer.content).toContain("9:30");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
  it("«а до скольки?» after it gives the day's end 18:30", async () => {
    const send = await sameChat();
    await send("с какого времени у нас рабочий день?");
    const { m } = await send("а до скольки?");
    expect(m.content).toContain("18:30");
  });
});

describe("a follow-up on how to apply keeps the leave", () => {
  // «как его оформить, куда писать» after «сколько дают отпуска в год» showed the very sentence as «possibly related»:
  // «Заявление подают через портал…» under «Как оформить отпуск» is the answer.
  it.failing("«как его оформить, куда писать» after a leave question is answered with the portal rule", async () => {
    const send = await sameChat();
    await send("сколько дают отпуска в год");
    const { m } = await send("как его оформить, куда писать");
    expect(answerStateOf(m.content)).toBe("answered");
    expect(m.content).toContain("портал");
  });
});

describe("colloquial names of a department reach its rules", () => {
  // «сколько ждать ответа от айтишников» was refused naming hr@: the IT service-time table answers it (reaction times).
  it.failing("«сколько ждать ответа от айтишников» is not refused with the HR contact", async () => {
    const r = await (await freshChats())("сколько ждать ответа от айтишников");
    expect(answerStateOf(r.answer.content)).not.toBe("refused");
    expect(r.answer.content).not.toContain("hr@");
  });
});

describe("a deadline asked as a date is answered by the rule's period", () => {
  // «до какого числа сдавать авансовый отчет» showed «в течение 7 рабочих дней после расхода» only as possibly related.
  it("«до какого числа сдавать авансовый отчет» is answered with the 7 working days", async () => {
    const r = await (await freshChats())("до какого числа сдавать авансовый отчет");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("7 рабочих дней");
  });
});

describe("a follow-up pointing back with «это» asks about the thing before", () => {
  // «сколько это займет» after «как получить второй монитор» was refused: «В них ничего не сказано про «займет»». The
  // monitor rule says «в течение 3 рабочих дней».
  it("«сколько это займет» after the monitor question gives the 3 working days", async () => {
    const send = await sameChat();
    await send("как получить второй монитор");
    const { m } = await send("сколько это займет");
    expect(m.content).toContain("3 рабочих дней");
    expect(answerStateOf(m.content)).toBe("answered");
  });
});

describe("a sum asked for a purpose is answered by that purpose's rule alone", () => {
  // «сколько денег дают на обучение» opened with the taxi rule («…не больше 1 200 рублей за поездку [1]») before the
  // training one: the taxi has nothing of the question but a sum.
  it("«сколько денег дают на обучение» does not open with the taxi rule", async () => {
    const r = await (await freshChats())("сколько денег дают на обучение");
    expect(r.answer.content).toContain("40 000");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).not.toContain("такси");
  });
});

// The admin uploaded tests/fixtures/lead35/office-perks.md (parking, health insurance, sport) beside the samples; an
// employee then asked about it in words of their own.
const perks = () => samplesWith(resolve(import.meta.dir, "../fixtures/lead35/office-perks.md"));

describe("questions on a document the admin just uploaded", () => {
  // «где ставить машину?» was answered with the car pass («Пропуск на машину оформляет администратор…»), which says who
  // issues a pass, not where to park («…паркуются бесплатно на подземной парковке бизнес-центра, уровень −2»).
  // Left: reading «ставить машину» as «парковка» (Ожегов: парковать — ставить автомобиль на стоянку) was undone after the
  // fresh-clone run: the hotel's «куда мне ставить машину, есть ли места для персонала?» was then answered with the
  // evacuation assembly point «…парковка со стороны ул. Поморской» (tests/road/h22c).
  it.failing("«где ставить машину?» gives the underground parking", async () => {
    const r = await (await freshChats({ docs: perks() }))("где ставить машину?");
    expect(r.answer.content).toContain("подземной парковке");
  });
  // «сколько стоит парковка для гостей» was hedged: «Про «гостей» в найденном ничего не сказано» beside «Гостевая парковка
  // — 150 рублей в час» (an adjective in -ов-/-ев- holds its noun, tokens.ts adjectiveRoot).
  it("«сколько стоит парковка для гостей» is answered with the guest rate", async () => {
    const ask = await freshChats({ docs: perks() });
    for (const q of ["сколько стоит парковка для гостей", "сколько стоит парковка гостям"]) {
      const r = await ask(q);
      expect(r.answer.content).toContain("150 рублей");
      expect(answerStateOf(r.answer.content)).toBe("answered");
    }
  });
  // Left: after «где ставить машину?» (answered with the car pass, see above) the follow-up is only hedged.
  it.failing("«а гостям сколько стоит?» after a parking question is answered with the guest rate", async () => {
    const send = await sameChat({ docs: perks() });
    await send("где ставить машину?");
    const { m } = await send("а гостям сколько стоит?");
    expect(m.content).toContain("150 рублей");
    expect(answerStateOf(m.content)).toBe("answered");
  });
  // «кому писать по страховке» showed the coverage sentence as possibly related; «Вопросы по ДМС — к Марине Ковалёвой» is it.
  it("«кому писать по страховке» names the insurance contact", async () => {
    const r = await (await freshChats({ docs: perks() }))("кому писать по страховке");
    expect(r.answer.content).toContain("Ковалёв");
    expect(answerStateOf(r.answer.content)).toBe("answered");
  });
});

describe("a reply to a letter with what to say in it", () => {
  // «ответь на последнее письмо от бухгалтерии что отчет сдам в понедельник» asked the person to choose between finding
  // letters and replying: the «что» clause's day and report were read as a search for letters.
  it("drafts the reply to the accounting letter, saying what the person said", async () => {
    const r = await (await freshChats({ tools: true }))("ответь на последнее письмо от бухгалтерии что отчет сдам в понедельник");
    expect(r.tools).toEqual(["mail_reply_draft"]);
    const body = String((r.cards[0]!.result as { body?: string }).body);
    expect(body).toContain("сдам в понедельник");
    expect(String((r.cards[0]!.result as { to?: string }).to)).toContain("buh@");
  });
  it("«найди письмо от бухгалтерии что отчет надо сдать» still searches the mail", async () => {
    const r = await (await freshChats({ tools: true }))("найди письмо от бухгалтерии что отчет надо сдать");
    expect(r.tools).toEqual(["mail_search"]);
  });
});
