import type { ExtractedDoc, PageBreak, Section } from "../types.ts";
import type { Block } from "./block.ts";
import { headingName } from "./heading-text.ts";

// Text longer than this before the first heading means that heading opens a section, not the document.
const MAX_TEXT_BEFORE_TITLE = 300;

/**
 * Lays blocks out as one full text (blocks separated by a blank line) and cuts it into
 * sections at headings. A heading path holds the section's headings without their numbers;
 * a single top heading at the start is the document's title: it is left out of the paths
 * of numbered sections and names the text between it and the first real section.
 */
export function assemble(input: Block[], o: { fileName: string; pages: number | null; fallbackTitle?: string }): ExtractedDoc {
  const blocks = input.map(trimBlock).filter((b) => b.text.length > 0);
  const pages = o.pages;
  const titleIndex = findTitle(blocks);
  const title = titleIndex >= 0 ? headingName(blocks[titleIndex]!.text).name : o.fallbackTitle || fileStem(o.fileName);

  const starts: number[] = [];
  let text = "";
  blocks.forEach((b, i) => {
    if (i > 0) text += "\n\n";
    starts.push(text.length);
    text += b.text;
  });
  const breaks = pageBreaks(blocks, starts);
  const pageAt = (at: number): number | null => {
    let page: number | null = breaks[0]?.page ?? null;
    for (const b of breaks) if (b.at <= at) page = b.page;
    return page;
  };

  const sections: Section[] = [];
  let stack: { level: number; name: string }[] = [];
  let open: { path: string[]; number?: string; body: number[]; after: number; kind: "preamble" | "title" | "heading" } = { path: [], body: [], after: 0, kind: "preamble" };
  const close = () => {
    // An empty preamble and a title with no text under it carry nothing to cite.
    if (open.body.length === 0 && open.kind !== "heading") return;
    const first = open.body[0], last = open.body.at(-1);
    const start = first === undefined ? open.after : starts[first]!;
    const end = last === undefined ? open.after : starts[last]! + blocks[last]!.text.length;
    const inside = breaks.filter((b) => b.at > start && b.at < end);
    sections.push({
      headingPath: open.path, text: text.slice(start, end), page: pageAt(start), start, end,
      ...(open.number ? { number: open.number } : {}), ...(inside.length ? { pageBreaks: inside } : {}),
    });
  };
  blocks.forEach((b, i) => {
    if (b.kind !== "heading") return void open.body.push(i);
    close();
    const after = starts[i]! + b.text.length;
    if (i === titleIndex) {
      stack = [];
      open = { path: [title], body: [], after, kind: "title" };
      return;
    }
    const { name, number } = headingName(b.text);
    const level = b.level ?? 1;
    while (stack.length && stack.at(-1)!.level >= level) stack.pop();
    stack.push({ level, name });
    open = { path: stack.map((s) => s.name), number, body: [], after, kind: "heading" };
  });
  close();
  if (text && !sections.some((s) => s.text)) {
    // Nothing but headings: keep the words as one section rather than lose the document.
    return { sections: [{ headingPath: [], text, page: pageAt(0), start: 0, end: text.length }], pages, title, text };
  }
  return { sections, pages, title, text };
}

function findTitle(blocks: Block[]): number {
  const first = blocks.findIndex((b) => b.kind === "heading");
  if (first < 0) return -1;
  const level = blocks[first]!.level ?? 1;
  const before = blocks.slice(0, first).reduce((n, b) => n + b.text.length, 0);
  if (before > MAX_TEXT_BEFORE_TITLE) return -1;
  const rival = blocks.some((b, i) => i > first && b.kind === "heading" && (b.level ?? 1) <= level);
  return rival ? -1 : first;
}

function pageBreaks(blocks: Block[], starts: number[]): PageBreak[] {
  const out: PageBreak[] = [];
  let current: number | null = null;
  blocks.forEach((b, i) => {
    if (b.page != null && b.page !== current) out.push({ at: starts[i]!, page: (current = b.page) });
    for (const pb of b.pageBreaks ?? []) out.push({ at: starts[i]! + pb.at, page: (current = pb.page) });
  });
  return out;
}

function trimBlock(b: Block): Block {
  const lead = b.text.length - b.text.trimStart().length;
  const text = b.text.trim();
  if (!b.pageBreaks?.length) return { ...b, text };
  const shifted = b.pageBreaks.map((p) => ({ at: Math.min(text.length, Math.max(0, p.at - lead)), page: p.page }));
  return { ...b, text, pageBreaks: shifted.filter((p) => p.at > 0) };
}

/** "docs/labour-rules.docx" → "labour-rules". */
export function fileStem(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return base.replace(/\.[^.]+$/, "") || base;
}
