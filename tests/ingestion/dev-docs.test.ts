import { describe, expect, it } from "bun:test";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { chunkSections } from "../../src/ingestion/chunk.ts";
import { extractDocument } from "../../src/ingestion/extract/index.ts";
import type { ChunkDraft, ExtractedDoc } from "../../src/ingestion/types.ts";

const DEV = resolve(import.meta.dir, "../fixtures/pilot/dev");
const fold = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

interface Question {
  id: string;
  expect: { answerable: boolean; doc?: string; section?: string; facts?: string[] };
}
const questions: Question[] = readFileSync(resolve(DEV, "questions.jsonl"), "utf8")
  .split("\n")
  .filter((l) => l.trim() && !l.startsWith("//"))
  .map((l) => JSON.parse(l));
const answerable = questions.filter((q) => q.expect.answerable);
const docNames = [...new Set(answerable.map((q) => q.expect.doc!))];

const docs = new Map<string, { doc: ExtractedDoc; chunks: ChunkDraft[] }>();
for (const name of docNames) {
  const doc = await extractDocument(name, new Uint8Array(readFileSync(resolve(DEV, "docs", name))));
  docs.set(name, { doc, chunks: chunkSections(doc.sections, { maxChars: 700 }) });
}

describe("dev pilot documents", () => {
  it.each(answerable.map((q) => [q.id, q] as const))("%s: a chunk under the expected section holds every fact", (_id, q) => {
    const { chunks } = docs.get(q.expect.doc!)!;
    const under = chunks.filter((c) => fold(c.headingPath.join(" / ")).includes(fold(q.expect.section!)));
    expect(under.length).toBeGreaterThan(0);
    const holds = under.some((c) => q.expect.facts!.every((f) => fold(c.text).includes(fold(f))));
    expect(holds).toBe(true);
  });

  it.each(docNames)("%s: every expected section is a heading of its own, without its number", (name) => {
    const { doc } = docs.get(name)!;
    const headings = new Set(doc.sections.map((s) => fold(s.headingPath.at(-1) ?? "")));
    for (const q of answerable.filter((x) => x.expect.doc === name)) expect(headings).toContain(fold(q.expect.section!));
  });

  it.each(docNames)("%s: section and chunk offsets point at the same text in the full text", (name) => {
    const { doc, chunks } = docs.get(name)!;
    for (const s of doc.sections) expect(doc.text.slice(s.start, s.end)).toBe(s.text);
    for (const c of chunks) expect(doc.text.slice(c.start, c.end)).toBe(c.text);
    expect(chunks.map((c) => c.ordinal)).toEqual(chunks.map((_, i) => i));
  });

  it("PDF sub-sections sit under their numbered parent section", () => {
    const { doc } = docs.get("health-insurance.pdf")!;
    expect(doc.sections.map((s) => s.headingPath)).toContainEqual(["Больничные", "Оплата больничного"]);
    expect(doc.title).toBe("ДМС и больничные");
  });

  it("PDF chunks know the page they start on, also across a page end", () => {
    const { chunks } = docs.get("health-insurance.pdf")!;
    const pay = chunks.find((c) => c.headingPath.at(-1) === "Оплата больничного")!;
    expect(pay.page).toBe(3);
    const pd = docs.get("personal-data.pdf")!;
    expect(pd.doc.pages).toBe(3);
    const regulator = pd.chunks.find((c) => c.headingPath.at(-1) === "Уведомление регулятора")!;
    expect(regulator.page).toBe(2);
    expect(regulator.text).toContain("72 часов — итоги");
  });

  it("the purchase limits table keeps each limit on the line of its role", () => {
    const { doc } = docs.get("purchases.docx")!;
    const limits = doc.sections.find((s) => s.headingPath.at(-1) === "Лимиты по ролям")!;
    const lead = limits.text.split("\n").find((l) => l.includes("Тимлид") && l.startsWith("Роль: Тимлид"));
    expect(lead).toContain("Лимит одной закупки: 30 000 руб.");
  });

  it("the price list table keeps every cell with its column name", () => {
    const { doc } = docs.get("price-list.html")!;
    const plans = doc.sections.find((s) => s.headingPath.at(-1) === "Тарифные планы")!;
    expect(plans.text).toContain("Тариф: Бизнес | Цена в месяц: 120 000 ₽ | Время реакции: 1 час | Часы работы: 24/7");
    expect(plans.text).toContain("Тариф: Премиум | Цена в месяц: 290 000 ₽ | Время реакции: 15 минут");
  });

  it("text before the first numbered section is kept under the document title", () => {
    const { doc } = docs.get("labour-rules.docx")!;
    expect(doc.sections[0]!.headingPath).toEqual(["Правила внутреннего трудового распорядка"]);
    expect(doc.sections[0]!.text).toContain("Действуют с 1 февраля 2025 года");
  });
});
