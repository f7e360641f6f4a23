import { expect, it } from "bun:test";

// The structural reading of pay sums (implied-pay.ts) on rule sentences written as a hotel or a rental would write them.
import { timesRate, perDayCharge } from "../../src/answering/implied-pay.ts";
const L = (text: string) => ({ text, chunk: { headingPath: [] } });
it("a span of time (before, after, within) is no count worked or late; a count is", () => {
  const lines = [L("Проживание — 3 500 рублей в сутки."), L("Штраф 500 рублей за каждый день просрочки, но не более 5 000 рублей.")];
  expect(timesRate("сколько стоит отмена за 3 дня до заезда?", lines, "ru")).toBeNull();
  expect(timesRate("гость просит побыть в номере до 3 часов дня, во сколько обойдётся?", [L("Поздний выезд — 500 рублей в час.")], "ru")).toBeNull();
  expect(timesRate("гость останется на 3 часа позже, сколько это стоит?", [L("Поздний выезд — 500 рублей в час.")], "ru")?.sums[0]).toMatch(/3 × 500 = 1500/);
  expect(timesRate("сколько стоит проживание 3 суток?", lines, "ru")?.sums[0]).toMatch(/3 × 3500 = 10500/);
  expect(perDayCharge("какой штраф, если верну через 2 дня?", lines, "ru")).toBeNull();
  expect(perDayCharge("просрочил на 12 дней, какой штраф?", lines, "ru")?.sums[0]).toMatch(/12 × 500 = 6000 руб., но не более 5000/);
});

it("a surcharge on the rate the person says: 6 night hours × 200 × 40% = 480", async () => {
  const { surcharge } = await import("../../src/answering/implied-pay.ts");
  const lines = [L("Ночные часы (с 22:00 до 6:00) оплачиваются с доплатой 40% к часовой ставке.")];
  expect(surcharge("сколько доплатят за 6 ночных часов при ставке 200 в час?", lines, "ru")?.sums[0]).toMatch(/6 × 200 × 40% = 480/);
});

it("rates in a table differ by its first column: the person is asked theirs, no figure", () => {
  const lines = [L("Объект: Склад | Смена, руб.: 2 000"), L("Объект: Офис | Смена, руб.: 2 300"), L("Объект: ТЦ | Смена, руб.: 2 500")];
  const w = timesRate("сколько получу за 10 смен?", lines, "ru");
  expect(w?.sums).toEqual([]);
  expect(w?.ask).toMatch(/по графе «Объект»/);
  expect(timesRate("сколько получу за 10 смен на складе?", lines, "ru")?.sums[0]).toMatch(/10 × 2000 = 20000/);
});
