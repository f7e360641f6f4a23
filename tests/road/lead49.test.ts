import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { chatWithFile, freshChats, sameChat } from "./helpers.ts";
import { answerStateOf } from "../../src/answering/state.ts";

// Session 49, the lead's Chromium walk. An admin uploaded a coffee roastery's staff rules with a pay table (.docx), the
// roaster's safety instruction (.pdf), the barista standards (.md), an IT memo (.txt) and the phone list (.html) to an empty
// app (tests/fixtures/lead49); a new barista asked in her own words, and attached her own shift list.
const DOCS = resolve(import.meta.dir, "../fixtures/lead49/docs");
const OWN = resolve(import.meta.dir, "../fixtures/lead49/own/moi-smeny.txt");
const asking = freshChats({ docs: DOCS });
const ask = async (q: string) => (await asking)(q);

describe("a list titled on its first line keeps one item a line", () => {
  // «Мои смены на декабрь (кофейня…)» over «8 декабря — утро, 7:00–19:00» … «17 декабря — аттестация… в 16:00»: the title
  // pairs nothing with a dash, so the lines were not read as a list, and each line opening with a figure was glued to the one
  // before: «когда у меня аттестация?» was answered with the whole file as one sentence.
  it("«когда у меня аттестация?» answers with the one line that names it", async () => {
    const chat = await chatWithFile(DOCS, OWN);
    const a = await chat("когда у меня аттестация?");
    expect(a).toContain("17 декабря");
    expect(a).toContain("16:00");
    expect(a).not.toContain("8 декабря");
  });
  it("«с кем я работаю 12 декабря?» names Настя from that day's line, without a «Да.»", async () => {
    const chat = await chatWithFile(DOCS, OWN);
    const a = await chat("с кем я работаю 12 декабря?");
    expect(a).toContain("Настя");
    expect(a).not.toContain("17 декабря");
    expect(a).not.toMatch(/^Да\./);
  });
});

describe("the person's own days, one a line, are their schedule", () => {
  // With the lines read apart, the list of days («4, 5, 8 декабря» on one line) was no longer found, and the sum hedged; glued
  // together, it had counted «17 декабря — аттестация…» as a shift and paid the senior barista's rate the attestation line names.
  it("«сколько я заработаю за декабрь если я бариста?» is 4 shifts × the barista's 3 100", async () => {
    const chat = await chatWithFile(DOCS, OWN);
    const a = await chat("сколько я заработаю за декабрь если я бариста?");
    expect(a).toContain("4 × 3100 = 12400");
  });
  it("«сколько у меня смен в декабре?» counts 4, not the attestation", async () => {
    const chat = await chatWithFile(DOCS, OWN);
    const a = await chat("сколько у меня смен в декабре?");
    expect(a).toContain("4 (смен)");
    expect(a).toContain("8 декабря");
    expect(a).not.toContain("17 декабря");
  });
  it("«я работаю 8 декабря?» is yes; «я работаю 10 декабря?» is no", async () => {
    const chat = await chatWithFile(DOCS, OWN);
    expect(await chat("я работаю 8 декабря?")).toMatch(/^Да\./);
    expect(await chat("я работаю 10 декабря?")).toMatch(/^Нет\./);
  });
});

describe("an age bound is no length of time", () => {
  // «сколько длится стажировка» asserted the roaster's «К работе… допускаются сотрудники старше 18 лет, прошедшие… стажировку
  // не менее 5 смен…»: «старше 18 лет» was read as a length, the one the question asks, over «Стажировка длится 6 смен…».
  it("«сколько длится стажировка» shows «Стажировка длится 6 смен», not the roaster's age rule", async () => {
    const r = await ask("сколько длится стажировка");
    expect(r.answer.content).toContain("Стажировка длится 6 смен");
    expect(r.answer.content).not.toContain("18 лет");
  });
  it("«сколько длится смена» still answers with the shifts of 12 hours", async () => {
    const r = await ask("сколько длится смена");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("по 12 часов");
  });
});

describe("a unit counted before the verb of lasting asks a length", () => {
  // «сколько часов длится смена бариста» was hedged beside «Бариста работают сменами по 12 часов…»: «длится» was met only by the
  // traineeship's «Стажировка длится 6 смен», as «сколько часов» did not ask a length the way «сколько длится» does.
  it("«сколько часов длится смена бариста» answers 12 hours", async () => {
    const r = await ask("сколько часов длится смена бариста");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("по 12 часов");
  });
});

describe("«не должна превышать» states the maximum", () => {
  // «какая максимальная температура в барабане» was hedged beside «Температура в барабане не должна превышать 240 °C»: not to
  // exceed a figure is at most it, as «не более» is.
  it("«какая максимальная температура в барабане» answers 240 °C", async () => {
    const r = await ask("какая максимальная температура в барабане");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("240 °C");
  });
});

describe("«как зовут…» asks who, of the company's documents too", () => {
  // «как зовут директора» was refused: «Про «зовут» ничего не сказано», beside «Утвердил генеральный директор Пётр Аркадьевич
  // Соснин». The naming verb was read as «кто» only for the person's own file.
  it("«как зовут директора» names Пётр Аркадьевич Соснин", async () => {
    const r = await ask("как зовут директора");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("Соснин");
  });
});

describe("who asks is context for the search too", () => {
  // «привет, я новая бариста, завтра первый день. во сколько приходить?» showed the IT memo's «Логин выдаёт управляющий в первый
  // день работы…» and the card terminal's rule: searched with the introduction, the opening rules («Утренняя смена приходит к
  // 7:00…») fell under the floor. Searching the question after the introduction too (the nearer passages of both kept) showed
  // the 7:00 rule, but made heldout-insurance's leave-one-out q09 («я оператор кц на смене 12 часов, сколько перерывов мне
  // положено?», its source out) answered with another document's «по графику перерывов»: taken back out.
  it.failing("«…я новая бариста, завтра первый день. во сколько приходить?» shows the morning shift's 7:00", async () => {
    const r = await ask("привет, я новая бариста, завтра первый день. во сколько приходить?");
    expect(r.answer.content).toContain("приходит к 7:00");
    expect(r.answer.content).not.toContain("Логин");
  });
});
