import { para, type Block } from "./block.ts";
import type { PdfLine } from "./pdf-lines.ts";

/** A line ending in a hyphen after a letter or digit continues the same word on the next: "НП-" + "2025". */
export const continuesWord = (text: string) => /[\p{L}\d][-‐]$/u.test(text);

const LIST_MARK = /^([•●▪◦■□✓\-*]\s|\d{1,2}\)\s|[а-яa-z]\)\s)/;

interface Layout {
  bodyFont: string;
  bodySize: number;
  /** Usual distance between two lines of one paragraph. */
  leading: number;
  /** Usual width of a full body line. */
  fullWidth: number;
}

/**
 * Joins printed lines back into paragraphs. A paragraph ends at extra vertical space, a change
 * of font or size, a short line ending a sentence, an indented first line or a list mark; it
 * runs on over a page end when the sentence does. Each paragraph carries the cues a heading
 * guess needs: other font than the body, size, number of lines.
 */
export function linesToBlocks(lines: PdfLine[]): Block[] {
  if (!lines.length) return [];
  const layout = measure(lines);
  const blocks: Block[] = [];
  let group: PdfLine[] = [];
  const close = () => {
    if (group.length) blocks.push(toBlock(group, layout));
    group = [];
  };
  lines.forEach((line, i) => {
    const prev = lines[i - 1];
    if (prev && startsParagraph(prev, line, layout)) close();
    group.push(line);
  });
  close();
  return blocks;
}

function startsParagraph(prev: PdfLine, line: PdfLine, l: Layout): boolean {
  const styleChanged = prev.font !== line.font || Math.abs(prev.size - line.size) >= 0.5;
  if (styleChanged || LIST_MARK.test(line.text)) return true;
  const endsSentence = /[.!?:;]["»)]?$/.test(prev.text);
  if (line.page !== prev.page) return endsSentence;
  const drop = prev.y - line.y;
  // Line spacing grows with the type: a title set larger and wrapped over two lines («Порядок работы с жалобами клиентов и»
  // / «возвратами») keeps its own leading, not the body's (walk 25a: the second line became a heading or a paragraph).
  if (drop <= 0 || drop > l.leading * Math.max(1, line.size / l.bodySize) * 1.35) return true;
  if (endsSentence && prev.width < l.fullWidth * 0.7) return true;
  return line.x > prev.x + line.size * 1.5 && endsSentence;
}

function toBlock(group: PdfLine[], l: Layout): Block {
  let text = "";
  const pageBreaks: { at: number; page: number }[] = [];
  group.forEach((line, i) => {
    if (i > 0) {
      if (!continuesWord(text)) text += " ";
      if (line.page !== group[i - 1]!.page) pageBreaks.push({ at: text.length, page: line.page });
    }
    text += line.text;
  });
  const first = group[0]!;
  const block = para(text, first.page, {
    emphasized: first.font !== l.bodyFont,
    size: first.size,
    lines: group.length,
  });
  if (pageBreaks.length) block.pageBreaks = pageBreaks;
  return block;
}

function measure(lines: PdfLine[]): Layout {
  const chars = new Map<string, number>();
  const sizes = new Map<number, number>();
  for (const line of lines) {
    chars.set(line.font, (chars.get(line.font) ?? 0) + line.text.length);
    sizes.set(line.size, (sizes.get(line.size) ?? 0) + line.text.length);
  }
  const bodyFont = top(chars);
  const bodySize = top(sizes);
  const body = lines.filter((l) => l.font === bodyFont && l.size === bodySize);
  const drops: number[] = [];
  for (let i = 1; i < body.length; i++) {
    const d = body[i - 1]!.y - body[i]!.y;
    if (body[i]!.page === body[i - 1]!.page && d > 0) drops.push(d);
  }
  const widths = body.map((l) => l.width).sort((a, b) => a - b);
  const usual = percentile(drops.sort((a, b) => a - b), 0.25);
  // Drops this large are gaps between one-line paragraphs, not the spacing inside a paragraph.
  const leading = usual !== undefined && usual <= bodySize * 1.8 ? usual : bodySize * 1.25;
  return {
    bodyFont,
    bodySize,
    leading,
    fullWidth: percentile(widths, 0.9) ?? 0,
  };
}

function top<K>(m: Map<K, number>): K {
  return [...m].sort((a, b) => b[1] - a[1])[0]![0];
}

function percentile(sorted: number[], q: number): number | undefined {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] : undefined;
}
