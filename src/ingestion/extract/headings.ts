import type { Block } from "./block.ts";
import { isAllCaps, parseHeadingNumber, type HeadingNumber } from "./heading-text.ts";
import { assignLevels } from "./levels.ts";

/** A block judged to be a heading, with what made it one. */
export interface HeadingMark {
  index: number;
  num: HeadingNumber | null;
  /** Set apart by layout: other font, larger size or ALL CAPS. */
  strong: boolean;
  caps: boolean;
  size?: number;
}

/**
 * Finds headings among paragraphs of a document that has no marked-up headings (PDF, plain
 * text, a Word file typed without heading styles). Cues: a leading number ("1.", "2.3",
 * "Раздел 2"), a distinct font or larger size, ALL CAPS, and a short line without a final
 * period standing alone before body text. Numbered lines that follow each other at one depth
 * with nothing between them are a list, not headings.
 */
export function inferHeadings(blocks: Block[]): Block[] {
  const bodySize = dominantSize(blocks);
  const marks: (HeadingMark | null)[] = blocks.map((b, i) => classify(blocks, i, bodySize));
  demoteLists(marks);
  const found = marks.filter((m): m is HeadingMark => m !== null);
  const levels = assignLevels(found);
  const out = blocks.map((b) => ({ ...b }));
  found.forEach((m, k) => {
    out[m.index] = { ...out[m.index]!, kind: "heading", level: levels[k]! };
  });
  return out;
}

function classify(blocks: Block[], i: number, bodySize: number | undefined): HeadingMark | null {
  const b = blocks[i]!;
  if (b.kind === "heading") return null;
  const text = b.text.trim();
  const num = parseHeadingNumber(text);
  const size = b.cues?.size;
  const bigger = size !== undefined && bodySize !== undefined && size >= bodySize + 1;
  const caps = isAllCaps(num?.rest || text);
  const strong = Boolean(b.cues?.emphasized) || bigger || caps;
  const lines = b.cues?.lines ?? 1;
  if (lines > (strong ? 2 : 1) || !headingShape(text, num, strong)) return null;
  if (strong || num) return { index: i, num, strong, caps, size };
  // A short plain line is a heading only when it stands alone before a real paragraph.
  const next = blocks[i + 1];
  const prev = blocks[i - 1];
  const standsAlone = !prev || prev.kind === "heading" || /[.!?:;»)]$/.test(prev.text.trim());
  // The document's last section may be a line or two («Поддержка» over «Служба поддержки: it@…, доб. 300»): a paragraph
  // that ends the document is its body however short (lead's walk 47 read «Поддержка» as a sentence of the section before).
  const last = i + 2 === blocks.length;
  const bodyFollows = next?.kind === "para" && next.text.length >= (last ? 2 * text.length : Math.max(80, 2 * text.length));
  if (text.length <= 70 && text.split(/\s+/).length <= 10 && standsAlone && bodyFollows) {
    return { index: i, num, strong, caps, size };
  }
  return null;
}

function headingShape(text: string, num: HeadingNumber | null, strong: boolean): boolean {
  if (text.includes("\n") || text.length < 2 || text.length > (strong ? 150 : 120)) return false;
  const words = num ? num.rest || num.number : text;
  const firstLetter = /\p{L}/u.exec(words)?.[0];
  if (!firstLetter || firstLetter !== firstLetter.toUpperCase()) return false;
  if (/(\.{3,}|…)\s*\d+$/.test(text) || /[,;:]$/.test(text)) return false;
  if (/\.$/.test(text)) {
    // "1.2. Работник обязан соблюдать режим." is a numbered clause, not a heading.
    if (!strong) return false;
    if (/[.!?]\s+\p{Lu}/u.test(words.slice(0, -1))) return false;
  }
  return true;
}

function demoteLists(marks: (HeadingMark | null)[]): void {
  const weakNumbered = (m: HeadingMark | null | undefined) => Boolean(m && !m.strong && m.num && m.num.keywordRank === undefined);
  const drop = new Set<number>();
  for (let i = 0; i + 1 < marks.length; i++) {
    const a = marks[i], b = marks[i + 1];
    if (weakNumbered(a) && weakNumbered(b) && a!.num!.depth === b!.num!.depth) drop.add(i).add(i + 1);
  }
  for (const i of drop) marks[i] = null;
}

/** The font size that covers most characters of the paragraphs, if sizes are known. */
function dominantSize(blocks: Block[]): number | undefined {
  const weight = new Map<number, number>();
  for (const b of blocks) {
    const s = b.cues?.size;
    if (b.kind === "para" && s !== undefined) weight.set(s, (weight.get(s) ?? 0) + b.text.length);
  }
  let best: number | undefined, most = -1;
  for (const [s, w] of weight) if (w > most) { best = s; most = w; }
  return best;
}
