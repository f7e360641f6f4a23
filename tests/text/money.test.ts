import { describe, expect, it } from "bun:test";
import { amountSaid, priceOf, statesBudget } from "../../src/text/money.ts";

describe("a budget said in English as in Russian", () => {
  for (const [said, amount] of [["what if the budget is 75k?", 75000], ["my budget is now 120 000", 120000], ["budget of 90k", 90000], ["бюджет теперь 90 тысяч", 90000]] as const) {
    it(`«${said}» is a budget of ${amount}`, () => {
      expect(priceOf(said)).toMatchObject({ amount, kind: "budget" });
      expect(statesBudget(said)).toBe(true);
    });
  }
  it("«ok and with 75k?» names its one amount", () => expect(amountSaid("ok and with 75k?")).toBe(75000));
  it("«the budget for 2027 is approved» names no price", () => expect(priceOf("the budget for 2027 is approved")).toBeNull());
});

// Walk 22b: «подбери в каталоге ноутбук, бюджет тысяч 70» found nothing («тысяч 70» read as 70 roubles).
describe("the thousands said before an approximate number", () => {
  it("reads «бюджет тысяч 70» and «до тыщ 50» as 70 000 and 50 000", () => {
    expect(priceOf("подбери в каталоге ноутбук, бюджет тысяч 70")).toMatchObject({ amount: 70000, kind: "budget" });
    expect(priceOf("наушники до тыщ 5")).toMatchObject({ amount: 5000, kind: "budget" });
  });

  it("keeps a price written the usual way and a year as they were", () => {
    expect(priceOf("бюджет 70 тысяч")?.amount).toBe(70000);
    expect(priceOf("отчёт до 2027 года")).toBeNull();
  });
});
