import { describe, expect, it } from "bun:test";
import { outsideTimeAccusatives } from "../../src/text/time-accusative.ts";

describe("a span of time in the accusative is a circumstance of the question", () => {
  it("leaves «первые ночи», «всю неделю», «каждый день» out", () => {
    expect(outsideTimeAccusatives("а с кем мне работать первые ночи?")).not.toContain("ночи");
    expect(outsideTimeAccusatives("кто дежурит всю неделю")).not.toContain("неделю");
    expect(outsideTimeAccusatives("что есть каждый день")).not.toContain("день");
  });

  it("keeps a span named as the thing: «сколько длится ночь», «ночные смены»", () => {
    expect(outsideTimeAccusatives("сколько длится ночь")).toContain("ночь");
    expect(outsideTimeAccusatives("какие у меня ночные смены?")).toContain("ночные");
  });
});
