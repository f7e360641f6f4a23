/** Printed lines of a PDF page, rebuilt from pdf.js text items. */

/** The part of a pdf.js text item this module reads. */
export interface PdfTextItem {
  str: string;
  fontName: string;
  /** Font size in points (pdf.js reports the transformed height). */
  height: number;
  width: number;
  /** pdf.js transform matrix; [4] and [5] are x and y of the baseline start. */
  transform: number[];
  hasEOL: boolean;
}

/** One printed line. */
export interface PdfLine {
  text: string;
  /** Font carrying most of the line's characters. */
  font: string;
  size: number;
  x: number;
  /** Baseline height from the page bottom. */
  y: number;
  width: number;
  page: number;
  /** It begins after a column's gap on the baseline of the line before it (see pageLines): one printed line, split. */
  apart?: true;
  /**
   * The runs of text it was printed in, where there are several, each with its own start: a table's cell printed
   * too close to the next («Компенсация питания» + «450 руб. в день») is one line here, and two cells by these.
   */
  runs?: { x: number; text: string }[];
}

/**
 * Groups a page's text items into lines: a new line starts after an end-of-line mark, when
 * the baseline moves or across a column's gap; items on one line get a space between them when there is a visible gap.
 */
export function pageLines(items: PdfTextItem[], page: number): PdfLine[] {
  const lines: PdfLine[] = [];
  let parts: PdfTextItem[] = [];
  let apart = false;
  const close = (gap = false) => {
    const line = toLine(parts, page);
    if (line) lines.push(apart ? { ...line, apart: true } : line);
    parts = [];
    apart = gap && !!line;
  };
  for (const it of items) {
    const prev = parts.at(-1);
    // The last item with ink: pdf.js often sets a blank item between two words or cells.
    const inked = parts.findLast((p) => p.str.trim());
    if (prev && it.str && Math.abs(it.transform[5]! - prev.transform[5]!) > 0.5 * Math.max(prev.height, it.height, 1)) close();
    // Two ems of blank between two items on one baseline may part columns (a table's cells): each is a line of its own,
    // marked `apart`, so a table's cells can be told apart (pdf-tables.ts); outside a table the parts are one line again.
    else if (it.str.trim() && inked && it.transform[4]! - (inked.transform[4]! + inked.width) > 2 * Math.max(inked.height, it.height, 1)) close(true);
    if (it.str) parts.push(it);
    if (it.hasEOL) close();
  }
  close();
  return lines;
}

/** A currency sign (Unicode's Sc category) first in a printed item, alone or before punctuation and words. */
const SIGN_FIRST = /^\p{Sc}(?![\p{L}\d])/u;

function toLine(parts: PdfTextItem[], page: number): PdfLine | null {
  if (!parts.length) return null;
  let text = "";
  const weight = new Map<string, number>();
  let prevEnd: number | null = null;
  const runs: { x: number; text: string }[] = [];
  let inkEnd: number | null = null;
  for (const p of parts) {
    const x = p.transform[4]!;
    const gap = prevEnd === null ? 0 : x - prevEnd;
    if (prevEnd !== null && gap > 0.2 * Math.max(p.height, 1) && !/\s$/.test(text) && !/^\s/.test(p.str)) text += " ";
    // A visible gap after the last inked item starts a run of its own (pdf.js lays a blank item over the gap between
    // two cells, reaching into the next); touching items continue one.
    const inkGap = inkEnd === null ? 0 : x - inkEnd;
    // A currency sign set apart (a fallback font's glyph, «1 200 ₽», «800 ₽, срок 2 дня») ends the amount before it, never
    // starts a cell (walk 25a: «Замена винта | 150 | ₽» held no sum, and the price was hedged).
    const sign = SIGN_FIRST.test(p.str.trim());
    if (p.str.trim() && (inkEnd === null || inkGap > 0.2 * Math.max(p.height, 1) || !runs.length) && !(sign && runs.length)) runs.push({ x, text: p.str });
    else if (sign && runs.length && !/\s$/.test(runs[runs.length - 1]!.text)) runs[runs.length - 1]!.text += ` ${p.str}`;
    else if (runs.length) runs[runs.length - 1]!.text += p.str;
    if (p.str.trim()) inkEnd = x + p.width;
    text += p.str;
    prevEnd = x + p.width;
    const key = `${p.fontName}\u0000${Math.round(p.height * 2) / 2}`;
    weight.set(key, (weight.get(key) ?? 0) + p.str.trim().length);
  }
  text = text.replace(/\s+/g, " ").trim();
  if (!text) return null;
  const [font, size] = [...weight].sort((a, b) => b[1] - a[1])[0]![0].split("\u0000");
  const first = parts[0]!;
  const line: PdfLine = { text, font: font!, size: Number(size), x: first.transform[4]!, y: first.transform[5]!, width: (prevEnd ?? 0) - first.transform[4]!, page };
  return runs.length > 1 ? { ...line, runs: runs.map((r) => ({ x: r.x, text: r.text.replace(/\s+/g, " ").trim() })).filter((r) => r.text) } : line;
}

const PAGE_NUMBER = /^(?:(?:стр\.?|страница|page|p\.)\s*)?[-–—]?\s*\d{1,4}\s*[-–—]?(?:\s*(?:из|of|\/)\s*\d{1,4})?$/i;

/**
 * Drops running headers and footers: page numbers at the top or bottom of a page, and lines
 * repeated at the same end of most pages (a document title or a confidentiality note).
 */
export function dropPageFurniture(pages: PdfLine[][]): PdfLine[][] {
  pages = pages.map(dropPrintStamp);
  const shape = (l: PdfLine) => l.text.replace(/\d+/g, "#").toLowerCase();
  const counts = new Map<string, number>();
  for (const lines of pages) {
    const ends = new Set([lines[0], lines.at(-1)].filter((l): l is PdfLine => Boolean(l)).map(shape));
    for (const s of ends) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  const repeated = (l: PdfLine) => pages.length >= 3 && (counts.get(shape(l)) ?? 0) >= Math.max(3, pages.length * 0.5);
  return pages.map((lines) => {
    const out = [...lines];
    // A part of a split line («более 5 лет | 32») is no page number, and neither is the line it was split from.
    const alone = (l: PdfLine | undefined, next?: PdfLine) => !!l && !l.apart && !next?.apart;
    for (let k = 0; k < 2; k++) {
      if (alone(out[0], out[1]) && (PAGE_NUMBER.test(out[0]!.text) || repeated(out[0]!))) out.shift();
      if (alone(out.at(-1)) && (PAGE_NUMBER.test(out.at(-1)!.text) || repeated(out.at(-1)!))) out.pop();
    }
    return out;
  });
}

/** «12/3/26, 6:40 AM», «03.12.2026, 06:40», «file:///…/price.html», «https://…»: what a browser prints in a page's margin. */
const PRINT_STAMP = /^(?:(?:file|https?):\/\/\S+|\d{1,2}[./]\d{1,2}[./]\d{2,4},?\s+\d{1,2}:\d{2}(?:\s?[AP]M)?)$/i;

/**
 * A page printed from a browser carries its date and title above and its address and «1/2» below, on the page's top and
 * bottom baselines. A single page has no repetition to find them by (dropPageFurniture), so a baseline at the page's edge
 * holding such a stamp, with nothing longer than a title beside it, goes whole; pdf.js may list it after the body.
 */
function dropPrintStamp(lines: PdfLine[]): PdfLine[] {
  if (lines.length < 3) return lines;
  const ys = lines.map((l) => l.y);
  const edges = [Math.max(...ys), Math.min(...ys)].filter((y) => {
    const on = lines.filter((l) => Math.abs(l.y - y) < 1);
    return on.length < lines.length && on.some((l) => PRINT_STAMP.test(l.text)) && on.every((l) => l.text.length <= 80);
  });
  return edges.length ? lines.filter((l) => !edges.some((y) => Math.abs(l.y - y) < 1)) : lines;
}
