import { describe, expect, it } from "bun:test";
import { fragmentMatches } from "../../src/evaluation/rag.ts";

describe("a pilot set's expected section", () => {
  it("matches its fragment when copied with its number («3.1. Ежегодный отпуск»)", () => {
    const f = { docName: "hr.md", headingPath: ["Отпуска", "Ежегодный оплачиваемый отпуск"] };
    expect(fragmentMatches(f, { answerable: true, doc: "hr.md", section: "3.1. Ежегодный оплачиваемый отпуск", facts: [] })).toBe(true);
    expect(fragmentMatches(f, { answerable: true, doc: "hr.md", section: "Ежегодный оплачиваемый отпуск", facts: [] })).toBe(true);
    expect(fragmentMatches(f, { answerable: true, doc: "hr.md", section: "3.2. Учебный отпуск", facts: [] })).toBe(false);
  });
});
