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
