import { describe, expect, it } from "bun:test";
import { chunkSections } from "../../src/ingestion/chunk.ts";
import { sentences } from "../../src/ingestion/chunk-units.ts";
import type { Section } from "../../src/ingestion/types.ts";

/** A sentence of about `n` characters, numbered so every one is unique. */
const sentence = (k: number, n: number) => {
  let s = `Sentence ${k} says`;
  while (s.length < n - 1) s += " word";
  return s + ".";
};

/** A section placed at `offset` inside a full text, as an extractor would produce it. */
function section(text: string, offset = 100, extra: Partial<Section> = {}): { section: Section; full: string } {
  const full = "x".repeat(offset) + text + "\n\ntail";
  return { section: { headingPath: ["Policy", "Details"], text, page: null, start: offset, end: offset + text.length, ...extra }, full };
}

// Paragraphs of 250 and 120 characters in turn: about 3000 characters in all.
const paragraphs = Array.from({ length: 16 }, (_, i) => sentence(i, i % 2 ? 120 : 250));
const long = paragraphs.join("\n\n");

describe("chunking a long section", () => {
  const { section: s, full } = section(long);
  const chunks = chunkSections([s], { maxChars: 700 });

  it("splits a 3000-character section into pieces of about 700 characters", () => {
    expect(long.length).toBeGreaterThan(2900);
    expect(chunks.length).toBeGreaterThanOrEqual(4);
    expect(chunks.length).toBeLessThanOrEqual(7);
    for (const c of chunks.slice(0, -1)) expect(c.text.length).toBeGreaterThan(350);
  });

  it("never makes a chunk longer than 1.5 × maxChars", () => {
    for (const c of chunks) expect(c.text.length).toBeLessThanOrEqual(1050);
  });

  it("cuts only between paragraphs", () => {
    for (const c of chunks) {
      for (const p of c.text.split("\n\n")) expect(paragraphs).toContain(p);
    }
  });

  it("repeats a short last paragraph at the start of the next chunk", () => {
    let repeated = 0;
    for (let i = 0; i + 1 < chunks.length; i++) {
      const last = chunks[i]!.text.split("\n\n").at(-1)!;
      if (last.length <= 210) {
        expect(chunks[i + 1]!.text.startsWith(last)).toBe(true);
        repeated++;
      }
    }
    expect(repeated).toBeGreaterThan(0);
  });

  it("loses no paragraph", () => {
    const seen = new Set(chunks.flatMap((c) => c.text.split("\n\n")));
    expect([...seen].sort()).toEqual([...paragraphs].sort());
  });

  it("keeps offsets pointing at the real text of the document", () => {
    for (const c of chunks) expect(full.slice(c.start, c.end)).toBe(c.text);
    expect(chunks[0]!.start).toBe(100);
    expect(chunks.at(-1)!.end).toBe(100 + long.length);
  });

  it("gives every chunk its section's heading path and an order number", () => {
    expect(chunks.map((c) => c.ordinal)).toEqual(chunks.map((_, i) => i));
    for (const c of chunks) expect(c.headingPath).toEqual(["Policy", "Details"]);
  });
});

describe("chunking edge cases", () => {
  it("keeps a section that fits into one chunk whole", () => {
    const { section: s } = section("Short text.\n\nSecond paragraph.");
    expect(chunkSections([s]).map((c) => c.text)).toEqual(["Short text.\n\nSecond paragraph."]);
  });

  it("makes no chunk for an empty section and numbers the rest in document order", () => {
    const a = section("First.", 0).section;
    const empty: Section = { headingPath: ["Empty"], text: "", page: null, start: 10, end: 10 };
    const b: Section = { headingPath: ["B"], text: "Second.", page: null, start: 20, end: 27 };
    const chunks = chunkSections([a, empty, b]);
    expect(chunks.map((c) => [c.headingPath, c.ordinal])).toEqual([[["Policy", "Details"], 0], [["B"], 1]]);
  });

  it("splits one over-long paragraph at sentence ends", () => {
    const text = Array.from({ length: 12 }, (_, i) => sentence(i, 160)).join(" ");
    const chunks = chunkSections([section(text).section], { maxChars: 700 });
    expect(chunks.length).toBeGreaterThan(2);
    for (const c of chunks) {
      expect(c.text).toMatch(/^Sentence \d+/);
      expect(c.text.endsWith(".")).toBe(true);
      expect(c.text.length).toBeLessThanOrEqual(1050);
    }
  });

  it("splits a paragraph without any punctuation between words", () => {
    const text = Array.from({ length: 500 }, (_, i) => `w${i}`).join(" ");
    const { section: s, full } = section(text);
    const chunks = chunkSections([s], { maxChars: 300 });
    for (const c of chunks) {
      expect(c.text.length).toBeLessThanOrEqual(450);
      expect(full.slice(c.start, c.end)).toBe(c.text);
    }
    expect(chunks.map((c) => c.text).join(" ")).toContain("w0 w1");
  });

  it("joins a tiny last piece to the chunk before it", () => {
    const text = [sentence(1, 400), sentence(2, 280), sentence(3, 60)].join("\n\n");
    const chunks = chunkSections([section(text).section], { maxChars: 700 });
    expect(chunks.at(-1)!.text.endsWith(sentence(3, 60))).toBe(true);
    expect(chunks.at(-1)!.text.length).toBeGreaterThan(60);
  });

  it("gives a chunk the page it starts on", () => {
    const text = [sentence(1, 500), sentence(2, 500), sentence(3, 500)].join("\n\n");
    const { section: s } = section(text, 0, { page: 4, pageBreaks: [{ at: 700, page: 5 }] });
    const chunks = chunkSections([s], { maxChars: 600 });
    expect(chunks.map((c) => c.page)).toEqual(chunks.map((c) => (c.start >= 700 ? 5 : 4)));
    expect(chunks.at(-1)!.page).toBe(5);
  });

  it("does not end a sentence at an abbreviation or an initial", () => {
    const text = "Офис: ул. Летниковская, д. 10. Ответственный И. Лебедев. Звоните.";
    expect(sentences(text, { start: 0, end: text.length }).map((s) => text.slice(s.start, s.end))).toEqual([
      "Офис: ул. Летниковская, д. 10.", "Ответственный И. Лебедев.", "Звоните.",
    ]);
  });
});
