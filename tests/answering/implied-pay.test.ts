import { expect, it } from "bun:test";

// The structural reading of pay sums (implied-pay.ts) on rule sentences written as a hotel or a rental would write them.
import { timesRate, perDayCharge } from "../../src/answering/implied-pay.ts";
const L = (text: string) => ({ text, chunk: { headingPath: [] } });
it("a span of time (before, after, within) is no count worked or late; a count is", () => {
  const lines = [L("Проживание — 3 500 рублей в сутки."), L("Штраф 500 рублей за каждый день просрочки, но не более 5 000 рублей.")];
  expect(timesRate("сколько стоит отмена за 3 дня до заезда?", lines, "ru")).toBeNull();
  expect(timesRate("сколько стоит проживание 3 суток?", lines, "ru")?.sums[0]).toMatch(/3 × 3500 = 10500/);
  expect(perDayCharge("какой штраф, если верну через 2 дня?", lines, "ru")).toBeNull();
  expect(perDayCharge("просрочил на 12 дней, какой штраф?", lines, "ru")?.sums[0]).toMatch(/12 × 500 = 6000 руб., но не более 5000/);
});
