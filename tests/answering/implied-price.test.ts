import { expect, it } from "bun:test";

// A price with a surcharge row, and a shift under a pay condition, on rules written as a furniture shop, a print shop
// and an IT service desk would write them (not from any pilot set's wording).
import { pricedWithSurcharge } from "../../src/answering/implied-price.ts";
import { multiplied } from "../../src/answering/pay-conditions.ts";
const L = (text: string) => ({ text, chunk: { headingPath: [] } });

it("a share «50% от стоимости заказа» (a prepayment) is no surcharge on a price", () => {
  const lines = [L("Для мебели на заказ предоплата составляет 50% от стоимости заказа."), L("Сборка бесплатна при сумме заказа от 40 000 рублей.")];
  expect(pricedWithSurcharge("сколько стоит заказ с предоплатой?", undefined, lines, "ru")).toBeNull();
});

it("a print shop's «Срочная печать | +30% к цене печати» on the row the question names", () => {
  const lines = [L("Печать визиток (100 шт.) | 900 ₽"), L("Печать листовок А5 (500 шт.) | 2 400 ₽"), L("Срочная печать (в тот же день) | +30% к цене печати")];
  expect(pricedWithSurcharge("сколько будет срочная печать листовок?", undefined, lines, "ru")?.sums[0]).toMatch(/2400 \+ 30% = 2400 \+ 720 = 3120/);
  // Two rows and no kind named: nothing is guessed.
  expect(pricedWithSurcharge("сколько стоит срочная печать?", undefined, lines, "ru")).toBeNull();
});

it("a doubled rule asked with no count and no position is left to the ordinary answer (no «напишите должность»)", () => {
  const lines = [L("Работа ночью и в выходные по вызову дежурного оплачивается в двойном размере."), L("Должность: Инженер | Ставка: 500 ₽ в час")];
  expect(multiplied("меня вызвали ночью в воскресенье, как это оплатят?", lines, "ru")).toBeNull();
  expect(multiplied("я инженер, вызвали на 3 часа в воскресенье, сколько заплатят?", lines, "ru")?.sums[0]).toMatch(/3000/);
});
