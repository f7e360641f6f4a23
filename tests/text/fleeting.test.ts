import { describe, expect, it } from "bun:test";
import { fleetingStem } from "../../src/text/fleeting.ts";

describe("a fleeting vowel's stem", () => {
  it("the genitive plural «денег» meets «деньги», «деньгами» (the soft sign stands for the vowel)", () => {
    expect(fleetingStem("денег")).toBe(fleetingStem("деньги"));
    expect(fleetingStem("деньгами")).toBe(fleetingStem("деньги"));
    expect(fleetingStem("серёг")).toBe(fleetingStem("серьги"));
  });
  it("a nominative in «-ог» that keeps its vowel meets no other word's stem", () => {
    expect(fleetingStem("налог")).toBe("налг");
    expect(fleetingStem("налога")).toBeNull();
  });
  it("the older cases stand: «дня» and «день», «звонок»", () => {
    expect(fleetingStem("дня")).toBe(fleetingStem("день"));
    expect(fleetingStem("звонок")).toBe("звонк");
  });
});
