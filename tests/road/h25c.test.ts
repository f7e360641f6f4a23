import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { chatWithFile, freshChats } from "./helpers.ts";

// Walks of session 24: a pay question that needs a small sum over the documents' rules — shifts × a rate, hours × an
// hourly rate, a night surcharge in per cent of a stated rate, a penalty per day with a cap, overtime (the first two hours
// ×1.5, the rest ×2) — was refused or answered with the rate table. The figure is worked out in one line, the sentences it
// rests on quoted and cited; a number the sum needs and nobody wrote is asked for, never guessed.

const LAUNDRY = resolve(import.meta.dir, "../fixtures/walk24a/docs");
// A second company's pay rules, written for this test as a security firm writes them (not from any pilot set).
const GUARDS = resolve(import.meta.dir, "../fixtures/h25c/docs");
const FLOWERS = resolve(import.meta.dir, "../fixtures/walk23a/docs");
const CINEMA = resolve(import.meta.dir, "../fixtures/walk22a/docs");

const cited = (text: string) => /\[\d\]/.test(text);
const ask = async (docs: string, q: string) => (await (await freshChats({ docs }))(q)).answer.content;

describe("shifts or hours times a rate", () => {
  it("«я отработал 12 смен по 2 400, сколько получу?» is 28 800, not a skill's question", async () => {
    const a = await ask(LAUNDRY, "я отработал 12 смен по 2 400, сколько получу?");
    expect(a).toMatch(/28\s?800/);
  });
  it("«я приёмщик-кассир, сколько получу за 15 смен?» takes the rate from the table: 15 × 2400 = 36000, cited", async () => {
    const a = await ask(LAUNDRY, "я приёмщик-кассир, сколько получу за 15 смен?");
    expect(a).toMatch(/15\s*×\s*2\s?400\s*=\s*36\s?000/);
    expect(a).toMatch(/Приёмщик-кассир/);
    expect(cited(a)).toBe(true);
  });
  it("«сколько за 15 смен?» with a rate per position and none named gives no single wrong figure, names the rates", async () => {
    const a = await ask(LAUNDRY, "сколько за 15 смен?");
    expect(a).not.toMatch(/15\s*×\s*2\s?900\s*=\s*43\s?500[^;]*$/);
    expect(a).toMatch(/должност/i);
  });
  it("a guard: «отработал 10 суточных смен на посту, сколько получу?» is 10 × 3600 = 36000 (and 41000 with the 6th grade)", async () => {
    const a = await ask(GUARDS, "отработал 10 смен на посту, сколько получу?");
    expect(a).toMatch(/10\s*×\s*3\s?600\s*=\s*36\s?000/);
    expect(cited(a)).toBe(true);
  });
  it("«отработал 40 часов на мероприятиях, сколько заплатят?» is 40 × 310 = 12400", async () => {
    const a = await ask(GUARDS, "отработал 40 часов на мероприятиях, сколько заплатят?");
    expect(a).toMatch(/40\s*×\s*310\s*=\s*12\s?400/);
    expect(a).toMatch(/310 рублей в час/);
  });
  it("with no rate written anywhere, «я отработал 12 смен, сколько получу?» asks for the rate, no figure", async () => {
    const a = await ask(CINEMA, "я отработал 14 смен, сколько получу?");
    expect(a).not.toMatch(/14\s*×\s*\d+\s*=/);
  });
});

describe("a surcharge in per cent of a stated rate", () => {
  it("«сколько доплатят за ночную смену?» for the guards: 8 night hours × 150 × 50% = 600", async () => {
    const a = await ask(GUARDS, "сколько доплатят за ночную смену?");
    expect(a).toMatch(/600/);
    expect(a).toMatch(/50\s*%/);
    expect(a).toMatch(/с 22:00 до 6:00/);
    expect(cited(a)).toBe(true);
  });
  it("«сколько доплачивают за 5 ночных часов?» is 5 × 150 × 50% = 375", async () => {
    const a = await ask(GUARDS, "сколько доплачивают за 5 ночных часов?");
    expect(a).toMatch(/375/);
  });
  it("the laundry: «оператор машины химчистки, какая надбавка за ночную смену?» is 2900 × 20% = 580", async () => {
    const a = await ask(LAUNDRY, "я оператор машины химчистки, сколько надбавка за ночную смену?");
    expect(a).toMatch(/2\s?900\s*×\s*20\s*%\s*=\s*580/);
  });
});

describe("a penalty per day with a cap", () => {
  it("«опоздал с возвратом рации на 4 дня, какой штраф?» is 4 × 200 = 800", async () => {
    const a = await ask(GUARDS, "опоздал с возвратом рации на 4 дня, какой штраф?");
    expect(a).toMatch(/4\s*×\s*200\s*=\s*800/);
    expect(cited(a)).toBe(true);
  });
  it("15 days late is capped: 15 × 200 = 3000, but not more than 2000", async () => {
    const a = await ask(GUARDS, "сдал рацию с опозданием на 15 дней, сколько штраф?");
    expect(a).toMatch(/3\s?000/);
    expect(a).toMatch(/2\s?000/);
    expect(a).not.toMatch(/штраф[^.]*: 3\s?000 руб/);
  });
  it("the laundry's 3% a day of the service's cost: «заказ задержали на 5 дней, какая неустойка?» is 15% of the cost, cost asked", async () => {
    const a = await ask(LAUNDRY, "заказ задержали на 5 дней, какая неустойка?");
    expect(a).toMatch(/5\s*×\s*3\s*%\s*=\s*15\s*%/);
    expect(a).toMatch(/стоимост/);
  });
  it("with the cost said: «химчистку за 1 800 задержали на 4 дня, сколько неустойка?» is 1800 × 12% = 216", async () => {
    const a = await ask(LAUNDRY, "химчистку за 1 800 руб. задержали на 4 дня, сколько неустойка?");
    expect(a).toMatch(/216/);
  });
});

describe("overtime: the first two hours ×1.5, the rest ×2", () => {
  it("the guards' rule with the rate said: «переработал 3 часа, ставка 300 в час, сколько доплатят?» is 2 × 1.5 × 300 + 1 × 2 × 300 = 1500", async () => {
    const a = await ask(GUARDS, "переработал 3 часа сверхурочно, ставка 310 в час, сколько должны доплатить?");
    expect(a).toMatch(/1\s?550/);
    expect(a).toMatch(/1[.,]5/);
    expect(a).toMatch(/152/);
  });
  it("the laundry's rule, the hourly rate a twelfth of the shift: ironer, 3 hours over is 2 × 1.5 × 216.67 + 2 × 216.67 ≈ 1083", async () => {
    const a = await ask(LAUNDRY, "я гладильщик, переработал 3 часа сверх смены, сколько доплатят?");
    expect(a).toMatch(/1\s?083/);
  });
  it("with no overtime rule in the documents, the Labour Code's art. 152 is named and the sum worked out", async () => {
    const a = await ask(FLOWERS, "переработал 4 часа сверхурочно, ставка 200 рублей в час, сколько должны заплатить за переработку?");
    expect(a).toMatch(/1\s?400/);
    expect(a).toMatch(/152/);
  });
});

// The person's own schedule attached in the chat (tests/fixtures/h25c/grafik-dekabr.txt, a laundry receptionist's month).
const chatWithSchedule = (attach = true) =>
  chatWithFile(LAUNDRY, attach ? resolve(import.meta.dir, "../fixtures/h25c/grafik-dekabr.txt") : null);

describe("the person's own schedule", () => {
  it("«20 декабря работаю?» leads with «Нет» and the shifts line, then the meeting line that day", async () => {
    const a = await (await chatWithSchedule())("20 декабря работаю?");
    expect(a).toMatch(/^Нет\. Рабочие смены: 1, 2, 5/);
    expect(a).toMatch(/собрание/);
  });
  it("«21 декабря я работаю?» says yes", async () => {
    expect(await (await chatWithSchedule())("21 декабря я работаю?")).toMatch(/^Да\. Рабочие смены/);
  });
  it("«сколько у меня смен в декабре?» counts them: 16, the line cited", async () => {
    const a = await (await chatWithSchedule())("сколько у меня смен в декабре?");
    expect(a).toMatch(/16/);
    expect(a).toMatch(/Рабочие смены: 1, 2, 5[^[]*\[1\]/);
  });
  it("without a file, «какие у меня смены?» says no schedule is attached, then the company's shift rules — no pay rates", async () => {
    const a = await (await chatWithSchedule(false))("какие у меня смены?");
    expect(a).toMatch(/графика в этом чате нет/);
    expect(a).toMatch(/публикуется/);
    expect(a).not.toMatch(/2 400|2 900/);
  });
});
