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

describe("a pilot set that names the document and no section", () => {
  // carservice c13 and warehouse w05 name a plain-text document and leave the section out (or empty): a citation of that
  // document is the expected one (FORMAT.md: the heading path «contains» the section, and an empty one is in every path);
  // it was counted wrong whatever the answer cited, so no answer to them could be cited correctly.
  it("matches a fragment of that document, and of no other", () => {
    const f = { docName: "tehnika.txt", headingPath: ["ИНСТРУКТАЖИ"] };
    expect(fragmentMatches(f, { answerable: true, doc: "tehnika.txt", facts: [] })).toBe(true);
    expect(fragmentMatches(f, { answerable: true, doc: "tehnika.txt", section: "", facts: [] })).toBe(true);
    expect(fragmentMatches(f, { answerable: true, doc: "other.txt", facts: [] })).toBe(false);
    expect(fragmentMatches(f, { answerable: false, facts: [] })).toBe(false);
  });
});
