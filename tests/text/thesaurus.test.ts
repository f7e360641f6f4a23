import { describe, expect, test } from "bun:test";
import { withStandardWords } from "../../src/text/colloquial.ts";
import { CONCEPT_GROUPS } from "../../src/text/thesaurus.ts";
import { conceptsOf } from "../../src/text/concepts.ts";
import { stem } from "../../src/text/tokens.ts";

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

describe("conceptsOf", () => {
  const of = (w: string) => conceptsOf(stem(w));

  test("meets forms the stemmer leaves apart through their seven-letter prefix", () => {
    expect(stem("предупреди")).not.toBe(stem("предупреждение"));
    // They meet in a group («предупреждение» also names a notice, «предупредить» also telling someone: each has more).
    expect(of("предупреди").filter((c) => of("предупреждение").includes(c)).length).toBeGreaterThan(0);
    expect(of("предупреди").length).toBeGreaterThan(0);
  });

  test("leaves a prefix out when the thesaurus gives its words different meanings", () => {
    expect(of("сотрудниками")).not.toEqual(of("сотрудничество"));
    expect(of("сотрудничали")).toEqual([]);
  });
});

describe("colloquial words (colloquial.json)", () => {
  test("each joins a group of the standard word it stands for, with a dictionary source", async () => {
    const { default: c } = await import("../../src/text/colloquial.json", { with: { type: "json" } });
    for (const e of c.words.filter((e) => CONCEPT_GROUPS.some((g) => g.includes(e.means)))) {
      expect(e.source.length).toBeGreaterThan(10);
      expect(CONCEPT_GROUPS.some((g) => g.includes(e.word) && g.includes(e.means))).toBe(true);
    }
  });
  // «днюха» means two words, «комбез» a word in no group: no group to join, so a question reads them as the standard
  // word where the documents write it (colloquial.ts) — labelled colloquial, each with its source.
  test("one whose standard word is in no group is read as it, with a label and a dictionary source", async () => {
    const { default: c } = await import("../../src/text/colloquial.json", { with: { type: "json" } });
    const apart = c.words.filter((e) => !CONCEPT_GROUPS.some((g) => g.includes(e.means)));
    expect(apart.length).toBeGreaterThan(0);
    for (const e of apart) {
      expect(e.source.length).toBeGreaterThan(10);
      expect(withStandardWords(e.word, (w) => w !== e.word)).toBe(e.means);
    }
  });
});
