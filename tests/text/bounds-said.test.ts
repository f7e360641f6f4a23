import { describe, expect, it } from "bun:test";
import { rangesIn, rangeTerm, withinRange } from "../../src/text/ranges.ts";
import { temperaturesSaid } from "../../src/text/temperatures.ts";
import { halfDurationsWritten } from "../../src/text/half-durations.ts";

// A person's figure against a rule's bound, as one reads a rule to find one's case in it (walk 27a).
const within = (figure: number, kind: string | null, rule: string) => withinRange(figure, kind, rangesIn(temperaturesSaid(rule)).map(rangeTerm));

describe("bounds the documents set, figures people say", () => {
  it("a comparative is a bound: «дешевле 300 ₽» holds 150 ₽, «не меньше 300 ₽» does not bound from above", () => {
    expect(within(150, "money", "Товар дешевле 300 ₽ возвращается без возврата")).toBe(true);
    expect(within(450, "money", "Товар дешевле 300 ₽ возвращается без возврата")).toBe(false);
    expect(rangesIn("не меньше 300 ₽").some(([lo, hi]) => lo === 0 && hi === 300)).toBe(false);
  });
  it("hours and minutes are one measure: 1,5 hours (90 minutes) are more than 60 minutes", () => {
    expect(halfDurationsWritten("а если на полтора часа?")).toBe("а если на 90 минут?");
    expect(halfDurationsWritten("ждал полчаса")).toBe("ждал 30 минут");
    expect(within(2, "hour", "Опоздание больше чем на 60 минут — доставка бесплатно")).toBe(true);
    expect(within(45, "minute", "Опоздание больше чем на 60 минут — доставка бесплатно")).toBe(false);
  });
  it("a signed figure after a word of cold is a temperature; a rule's «выше минус 15 °C» is a bound in degrees", () => {
    expect(temperaturesSaid("в морозилке стало -12, что делать")).toBe("в морозилке стало −12°, что делать");
    expect(temperaturesSaid("в холодильнике 5 -3 заказа")).toBe("в холодильнике 5 -3 заказа");
    expect(rangesIn(temperaturesSaid("поднялась выше минус 15 °C"))).toEqual([[-15, Infinity, "degree"]]);
  });
});

describe("a comparative whose figure is left to the clause before", () => {
  it("«до 10 000 рублей — руководитель, свыше — финансовый директор»: «свыше» holds 15 000 ₽, not 5 000 ₽", () => {
    const rule = "Расходы до 10 000 рублей согласует непосредственный руководитель, свыше — финансовый директор.";
    expect(rangesIn(rule)).toContainEqual([10000, Infinity, "money"]);
    expect(rangesIn(rule).filter(([lo]) => lo > 0)).toEqual([[10000, Infinity, "money"]]);
  });
  it("a «свыше» with its own figure is read once, by that figure", () => {
    expect(rangesIn("до 3 лет, свыше 5 лет")).toEqual([[0, 3, "year"], [5, Infinity, "year"]]);
  });
});
