import { describe, expect, it } from "bun:test";
import { monthsInRussian } from "../../src/text/months.ts";
import { rangesIn } from "../../src/text/ranges.ts";

const none = () => false;

describe("an English month is searched as the Russian one", () => {
  it("reads «march 7» and «the 7th of march» as «марта»", () => {
    expect(monthsInRussian("can i take a day off on march 7?", none)).toContain("марта 7");
    expect(monthsInRussian("is leave allowed on the 7th of march?", none)).toContain("7 марта");
  });

  it("reads «may» as a month only beside a day's number", () => {
    expect(monthsInRussian("may i take leave on may 9th?", none)).toBe("may i take leave on 9 мая?");
    expect(monthsInRussian("i may be late", none)).toBe("i may be late");
  });

  it("leaves a month the documents write in English as typed", () => {
    expect(monthsInRussian("is march 8 a day off", (w) => w.toLowerCase() === "march")).toBe("is march 8 a day off");
  });

  it("leaves a text without a month alone, ordinals too", () => {
    expect(monthsInRussian("when is pay, the 10th?", none)).toBe("when is pay, the 10th?");
  });
});

describe("two figures joined by a dash are a span", () => {
  it("reads «5–9 марта» and «28 декабря – 31 декабря» as spans", () => {
    const spans = rangesIn("В периоды 10–15 февраля, 5–9 марта и 28 декабря – 31 декабря отпуска не предоставляются").map(([lo, hi]) => [lo, hi]);
    expect(spans).toEqual([[10, 15], [5, 9], [28, 31]]);
  });

  it("reads no span in a phone number or a date", () => {
    expect(rangesIn("+7 843 200-12-01, +7 917 255-41-08")).toEqual([]);
    expect(rangesIn("2026-12-03")).toEqual([]);
  });
});
