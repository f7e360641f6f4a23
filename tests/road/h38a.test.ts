import { afterAll, describe, expect, it } from "bun:test";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { answerStateOf } from "../../src/answering/state.ts";
import { freshChats } from "./helpers.ts";

// Session 38, helper A: issue 14's leave-one-out. Questions asked through the chat turn as the browser sends them, over a
// hardware shop's rules (tests/fixtures/h38a/docs) written for these tests.
const DOCS = resolve(import.meta.dir, "../fixtures/h38a/docs");
const made: string[] = [];
afterAll(() => { for (const d of made) rmSync(d, { recursive: true, force: true }); });

/** The documents without `left`, as the eval's leave-one-out asks. */
function without(left: string): string {
  const docs = mkdtempSync(join(tmpdir(), "road-h38a-"));
  made.push(docs);
  cpSync(DOCS, docs, { recursive: true });
  rmSync(join(docs, left));
  return docs;
}

describe("an initialism asked about is a noun the sentences must speak of", () => {
  // Before: with the till rules out, the training list's «Курс: Работа с ККТ» and «доступ к ККТ … блокируется» were asserted
  // for «разбил ккт что будет» (warehouse's leave-one-out had the same shape with a scanner's initialism): «ККТ» is a noun,
  // but no dictionary declines it, so the rule that the thing asked is held outside another noun's phrase never applied.
  it("«разбил ккт что будет» is answered with the till rule", async () => {
    const r = await (await freshChats({ docs: DOCS }))("разбил ккт что будет");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("объяснительную");
  });
  it("with the till rules left out, a course «Работа с ККТ» is not asserted as what happens", async () => {
    const r = await (await freshChats({ docs: without("kassa.md") }))("разбил ккт что будет");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
});

describe("a count over a period is no moment", () => {
  // Before: with the stocktaking rules out, «Две недостачи за квартал — внеплановая инвентаризация кассы» was asserted for
  // «когда у нас инвентаризация» (dental's leave-one-out had the same shape: two complaints a quarter, an unscheduled
  // attestation): «за квартал» after a count says over what span it is counted, not when anything happens.
  it("«когда у нас инвентаризация» is answered with the last Saturday of the month", async () => {
    const r = await (await freshChats({ docs: DOCS }))("когда у нас инвентаризация");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("последнюю субботу");
  });
  it("with the stocktaking rules left out, «две недостачи за квартал» is not asserted as when", async () => {
    const r = await (await freshChats({ docs: without("inventarizaciya.md") }))("когда у нас инвентаризация");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
});

describe("«вне» is a preposition as «в» is", () => {
  // Before: with the shift rules out, the pay table's «Условия — вне графика» and the time sheet's «до 3-го числа следующего
  // месяца» were asserted for «когда будет график смен на след месяц» (hotel's leave-one-out had the same shape): «вне
  // графика» says when work is done, it does not speak of a schedule.
  it("«когда будет график смен на след месяц» is answered with the 25th", async () => {
    const r = await (await freshChats({ docs: DOCS }))("когда будет график смен на след месяц");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("25-го числа");
  });
  it("with the shift rules left out, work «вне графика» is not asserted as the schedule's day", async () => {
    const r = await (await freshChats({ docs: without("smeny.md") }))("когда будет график смен на след месяц");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
});

describe("«на» with the locative says where or on what occasion", () => {
  // Before: with the delivery prices out, «Продавец предлагает заменить товар бесплатно … или вернуть 20% стоимости» under the
  // heading «Если покупатель недоволен товаром на доставке» was asserted for «доставка бесплатно от какой суммы» (walk32's
  // leave-one-out had the same shape): «на доставке» is where the customer was displeased, not what the section speaks of.
  it("«доставка бесплатно от какой суммы» is answered with the 5 000 rubles", async () => {
    const r = await (await freshChats({ docs: DOCS }))("доставка бесплатно от какой суммы");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("5 000");
  });
  it("with the delivery prices left out, a replacement «на доставке» is not asserted as the free delivery's sum", async () => {
    const r = await (await freshChats({ docs: without("dostavka.md") }))("доставка бесплатно от какой суммы");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
});

describe("the unit of a rate is no thing the question names", () => {
  // Before: with the dress rules out, the rates table's «Ставка, руб./час: 250» was asserted for «можно носить часы на
  // смене?» (bakery's leave-one-out had the same shape): «час» after the slash is the unit a sum is counted in.
  it("«можно носить часы на смене?» is answered with the dress rule", async () => {
    const r = await (await freshChats({ docs: DOCS }))("можно носить часы на смене?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("Наручные часы");
  });
  it("with the dress rules left out, a rate «руб./час» is not asserted as the rule on watches", async () => {
    const r = await (await freshChats({ docs: without("vneshniy-vid.md") }))("можно носить часы на смене?");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
  // A rate's unit holds no word of a question asking no figure: nothing else said of a watch, the question is refused, its
  // share weighed without «час».
  it("«кассиру можно носить часы?» is answered with the dress rule", async () => {
    const r = await (await freshChats({ docs: DOCS }))("кассиру можно носить часы?");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("Наручные часы");
  });
  it("with the dress rules left out, «кассиру можно носить часы?» is refused, the cashier's rate no near answer", async () => {
    const r = await (await freshChats({ docs: without("vneshniy-vid.md") }))("кассиру можно носить часы?");
    expect(answerStateOf(r.answer.content)).toBe("refused");
  });
});

describe("a table row gives its figure of the thing it is a row of", () => {
  // Before: with the stock rules out, the shift table's «Смена: Утренняя | Время: 8:00 – 15:00 | Что входит: …, приёмка
  // товара, …» was asserted for «во сколько приёмка товара» (walk33's leave-one-out had the same shape: a shift's hours for
  // the children's lunch it lists). The time is the shift's; the intake is one item of another cell.
  it("«во сколько приёмка товара» is answered with 9:00 to 11:00", async () => {
    const r = await (await freshChats({ docs: DOCS }))("во сколько приёмка товара");
    expect(answerStateOf(r.answer.content)).toBe("answered");
    expect(r.answer.content).toContain("с 9:00 до 11:00");
  });
  // Left failing: a rule keeping a row's first cell and its cells written with digits fixed this (and walk33 q27) but cut the
  // cell «Как оформить: Сообщить менеджеру кинотеатра до начала смены» that gives a «когда» without digits (session29's
  // cinema road test); keeping every cell holding the figure asked keeps «вечерняя прогулка» as a clock time. Undone.
  it.failing("with the stock rules left out, the morning shift's hours are not asserted as the intake's", async () => {
    const r = await (await freshChats({ docs: without("priemka.md") }))("во сколько приёмка товара");
    expect(answerStateOf(r.answer.content)).not.toBe("answered");
  });
});
