import { describe, expect, it } from "bun:test";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chatWithFile, freshChats } from "./helpers.ts";
import { answerStateOf } from "../../src/answering/state.ts";

// Session 47, the lead's Chromium walk. An admin uploaded a sewing factory's staff rules (a .docx with a table of extra pay
// and deductions, built by tests/fixtures/lead47/mk.py), a seamstress's safety instruction (.pdf), the quality-control rules
// (.md, a table of defects), an IT memo (.txt) and the contacts page (.html), and removed the samples; a new seamstress
// asked in her own words.
const DOCS = resolve(import.meta.dir, "../fixtures/lead47/docs");
const OWN = resolve(import.meta.dir, "../fixtures/lead47/own/moy-plan.txt");
const asking = freshChats({ docs: DOCS });
const ask = async (q: string) => (await asking)(q);

describe("pay day is asked as the salary", () => {
  // The rules say «Аванс перечисляется 15-го, окончательный расчёт — 30-го числа на карту «Мир»» under «Оплата труда»;
  // «когда зарплата?» was refused (buh@), «когда аванс» answered. Reading «оплата труда» as «зарплата» (ТК РФ ст. 129) fixed
  // both tests here and, measured through the chat, answered heldout-school's «Когда у нас зарплата?» with «Положение об
  // оплате труда утверждено директором 29 августа 2025 года» and lost heldout-pharmacy q07's second date: taken back out.
  it.failing("«когда зарплата?» gives the 15th and the 30th", async () => {
    const r = await ask("когда зарплата?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("30-го");
  });
  // «как считается зарплата у швеи» asked which of three HR skills was meant (a job offer, a vacancy, a negotiation).
  it.failing("«как считается зарплата у швеи» is answered from the rules, not asked about skills", async () => {
    const r = await ask("как считается зарплата у швеи");
    expect(r.outcome).not.toBe("clarify");
    expect(r.skill).toBeNull();
    expect(r.answer.content).toContain("сдельную оплату");
  });
});

describe("a machine's trouble stays with the documents", () => {
  // «пресс пропускает пар» entered the fitness-trainer skill («Какая цель тренировок…»); the safety rules say «если пресс
  // подтекает паром, выключите его и вызовите наладчика».
  it("«пресс пропускает пар» enters no skill and names the adjuster", async () => {
    const r = await ask("пресс пропускает пар");
    expect(r.skill).toBeNull();
    expect(r.answer.content).toContain("наладчика");
  });
});

describe("a defect named in everyday words meets the defects table", () => {
  // «если дырка на ткани» asserted «Каждое готовое изделие получает ярлык с размером, составом ткани…» (a confident wrong
  // answer) beside the row «Дыра или затяжка ткани | изделие списывается, решение принимает мастер».
  // «дырка» no document holds: the fabric named in a circumstance («на ткани») is all that is left, and asserts nothing.
  it("«если дырка на ткани» asserts no sentence that only names the fabric", async () => {
    const r = await ask("если дырка на ткани");
    if (answerStateOf(r.answer.content) === "answered") expect(r.answer.content).toContain("списывается");
    expect(answerStateOf(r.answer.content) === "answered" && r.answer.content.includes("ярлык")).toBe(false);
  });
  // «что будет если нашли два брака в партии» hedged beside «Если в выборке найдено два дефекта, проверяется вся партия».
  it("«что будет если нашли два брака в партии» says the whole batch is checked", async () => {
    const r = await ask("что будет если нашли два брака в партии");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("вся партия");
  });
  // «пятно масла на изделии что делать» read out every row of the table, the skipped stitch first.
  it("«пятно масла на изделии что делать» gives the oil stain's row alone", async () => {
    const r = await ask("пятно масла на изделии что делать");
    expect(r.answer.content).toContain("в чистку");
    expect(r.answer.content).not.toContain("Пропуск стежка");
  });
});

describe("a certificate for the kindergarten", () => {
  // «нужна справка в садик для ребёнка, где взять?» was refused beside «Справку для детского сада или школы выдают в отделе
  // кадров за один день» (садик is the spoken детский сад).
  // Reading «садик» as the documents' «детский сад» (Ожегов) answered it, and measured through the chat hedged walk33's «сколько
  // стоит садик в месяц для 4 лет» (a kindergarten's own prices: its «Сеть детских садов» then weighed as a thing asked).
  it.failing("«нужна справка в садик для ребёнка, где взять?» names the HR office", async () => {
    const r = await ask("нужна справка в садик для ребёнка, где взять?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("за один день");
  });
});

describe("whom to write to when the computer is down", () => {
  // «кому писать если не работает компьютер» answered «Флешки к компьютерам не подключать [1]. Поддержка [1].»
  // The memo's last section, «Поддержка» over one line, was read as a sentence of the section before it.
  it("«кому писать если не работает компьютер» names IT support and asserts no rule on flash drives", async () => {
    const r = await ask("кому писать если не работает компьютер");
    expect(r.answer.content).toContain("it@sev-nit.ru");
    if (answerStateOf(r.answer.content) === "answered") expect(r.answer.content).toContain("доб. 300");
    expect(r.answer.content).not.toContain("Поддержка [");
  });
});

describe("the person's own plan read whole", () => {
  // Her plan writes «05.12 пт — медосмотр в 8:00, потом юбки арт. 2207»: the answer stopped at «юбки арт [1].»; then
  // «какая норма на юбки?» in the same chat answered with the company's address.
  it("keeps the article number in her line and finds the skirts' quota", async () => {
    const send = await chatWithFile(DOCS, OWN);
    const check = await send("когда у меня медосмотр?");
    expect(check).toContain("арт. 2207");
    const quota = await send("какая норма на юбки?");
    expect(quota).toContain("55 шт");
    expect(quota).not.toContain("Текстильщиков");
  });
});

describe("a question with a time of day is no greeting", () => {
  // «если я приду в 7:45 что будет» got «Здравствуйте! Я ассистент компании…»: a chat example was near enough to take it for
  // small talk. The rules say «Пришедший позже 7:40 отмечается у мастера участка».
  it("«если я приду в 7:45 что будет» is not answered with the greeting", async () => {
    const r = await ask("если я приду в 7:45 что будет");
    expect(r.answer.content).not.toContain("Я ассистент компании");
    expect(r.d.smallTalk ?? false).toBe(false);
  });
  // Left: the clock time is not compared with the rule's «позже 7:40»; the refusal names IT (the support hours' «с 7:00»).
  it.failing("«если я приду в 7:45 что будет» says she is marked by the foreman", async () => {
    const r = await ask("если я приду в 7:45 что будет");
    expect(r.answer.content).toContain("отмечается у мастера");
  });
});

describe("left from the walk", () => {
  // spoken.ts reads «приходить на работу» as «на рабочий день», a word these rules never write («Швейный цех работает… с 7:30
  // до 16:30»): refused, «ничего не сказано про «рабочий»». Reading «рабочий» by its root «работ-» met the words but search
  // still ranked the leave section first.
  it.failing("«во сколько приходить на работу?» gives the shop's hours", async () => {
    const r = await ask("во сколько приходить на работу?");
    expect(r.answer.content).toContain("7:30");
  });
  // Asserted the quality checks on the line («Контролёр ОТК берёт на проверку каждое десятое изделие») though «пробное» is
  // the apprentice's test piece («После сдачи пробного изделия ОТК ученицу переводят в швеи 3-го разряда»), not retrieved.
  it.failing("«кто проверяет пробное изделие» names the quality department's test of the apprentice", async () => {
    const r = await ask("кто проверяет пробное изделие");
    expect(r.answer.content).toContain("пробного изделия");
  });
});

describe("a refusal names whom the first-aid kit is for", () => {
  // The admin deleted the safety instruction; «где аптечка на участке» was refused naming IT support (the IT memo's «На
  // каждом участке стоит терминал» came first), though the contacts page lists «Охрана труда | ot@sev-nit.ru».
  it("«где аптечка на участке» names labour safety, not IT", async () => {
    const dir = mkdtempSync(join(tmpdir(), "lead47-"));
    for (const f of ["pravila-fabriki.docx", "kachestvo.md", "it-pamyatka.txt", "kontakty.html"]) cpSync(join(DOCS, f), join(dir, f));
    const r = await (await freshChats({ docs: dir }))("где аптечка на участке");
    expect(r.answer.content).toContain("ot@sev-nit.ru");
    expect(r.answer.content).not.toContain("it@sev-nit.ru");
  });
});

describe("a thing no company document names is not answered with the rules' title", () => {
  // A second employee, with no plan of hers attached, asked «какая у меня норма на юбки?» and got «ООО «Северная нить», г.
  // Иваново… Утверждено 3 ноября 2026 г [1].»: «норма» met the title «Правила для работников…» through the thesaurus (норма,
  // правило), «юбки» (in no document) was dropped as a short unseen word inside «на юбки», and the title's lines asserted.
  it.failing("«какая у меня норма на юбки?» asserts no line of the rules' title", async () => {
    const r = await ask("какая у меня норма на юбки?");
    expect(answerStateOf(r.answer.content) === "answered" && r.answer.content.includes("Текстильщиков")).toBe(false);
  });
});
