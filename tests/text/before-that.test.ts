import { describe, expect, it } from "bun:test";
import { periodAfterThat, periodBeforeThat } from "../../src/text/before-that.ts";

describe("a period placed after the one spoken of", () => {
  for (const [said, unit] of [["and the week after?", "week"], ["a month later?", "month"], ["а неделей позже?", "week"], ["а после этого?", null]] as const) {
    it(`«${said}» is the ${unit ?? "same length"} after`, () => expect(periodAfterThat(said)).toBe(unit));
  }
  for (const said of ["is anything scheduled for the week after next?", "what do I have the day after tomorrow", "and the week before?"]) {
    it(`«${said}» places nothing after the period spoken of`, () => expect(periodAfterThat(said)).toBeUndefined());
  }
  it("«and the week before this one?» is a week before", () => expect(periodBeforeThat("and the week before this one?")).toBe("week"));
});
