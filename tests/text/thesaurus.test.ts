import { describe, expect, test } from "bun:test";
import { CONCEPT_GROUPS } from "../../src/text/thesaurus.ts";

describe("CONCEPT_GROUPS", () => {
  test("has at least 350 groups", () => {
    expect(CONCEPT_GROUPS.length).toBeGreaterThanOrEqual(350);
  });

  test("every group has at least two words and at most fifteen", () => {
    for (const g of CONCEPT_GROUPS) {
      expect(g.length).toBeGreaterThanOrEqual(2);
      expect(g.length).toBeLessThanOrEqual(15);
    }
  });

  test("words are lower-case single tokens without ё", () => {
    for (const g of CONCEPT_GROUPS) {
      for (const w of g) {
        expect(w).toMatch(/^[a-zа-я0-9]+$/);
        expect(w).toBe(w.toLowerCase());
        expect(w.includes("ё")).toBe(false);
      }
    }
  });

  test("no word repeats inside a group", () => {
    for (const g of CONCEPT_GROUPS) {
      expect(new Set(g).size).toBe(g.length);
    }
  });

  test("no group is duplicated", () => {
    const keys = CONCEPT_GROUPS.map((g) => [...g].sort().join(" "));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
