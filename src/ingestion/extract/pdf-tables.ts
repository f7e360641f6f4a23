import { para, type Block } from "./block.ts";
import type { PdfLine } from "./pdf-lines.ts";
import { continuesWord } from "./pdf-paragraphs.ts";
import { renderTable, type TableRow } from "./table.ts";

/**
 * Tables in a PDF: pdf.js hands over each cell's printed lines one after another, column by column
 * («Превышение скорости до 20 / км/ч / Беседа с отделом безопасности / движения / …»), so read as paragraphs a row's
 * cells come apart and a penalty lands beside the wrong offence. A table is told by lines printed side by side (within
 * a line's height of each other, as a cell centred beside a taller one is); its lines are those in its columns. Rows
 * are the bands the lines form top to bottom, parted by more space than a cell's own lines keep, and each row is
 * rendered as the other formats render theirs («Нарушение: … | Последствия для водителя: …»).
 */
export type PdfPiece = PdfLine | { table: Block };

/** Lines side by side: the same page, within a line's height, apart by more than a letter. */
const beside = (a: PdfLine, b: PdfLine) => a.page === b.page && Math.abs(a.y - b.y) <= Math.max(a.size, b.size) && Math.abs(a.x - b.x) > a.size;

/** Whether line `i` has a line beside it among the next few: a table's row begins or goes on there. */
function hasNeighbour(lines: PdfLine[], i: number): boolean {
  for (let k = i + 1; k < Math.min(lines.length, i + 12); k++) if (beside(lines[i]!, lines[k]!)) return true;
  return false;
}

/** The lines of a table starting at `i`: side-by-side lines and those in their columns, on one page. */
function tableLines(lines: PdfLine[], i: number): PdfLine[] {
  const taken = [lines[i]!];
  for (let k = i + 1; k < lines.length; k++) {
    const l = lines[k]!;
    const inColumn = taken.some((t) => Math.abs(t.x - l.x) <= 2);
    if (l.page !== lines[i]!.page || !(inColumn || hasNeighbour(lines, k) || taken.some((t) => beside(t, l)))) break;
    taken.push(l);
  }
  return taken;
}

/** Rows: the lines top to bottom, a new row after a gap wider than a cell's own line spacing; cells by column. */
function rowsOf(lines: PdfLine[]): { caption: string; rows: TableRow[] } {
  const sorted = [...lines].sort((a, b) => b.y - a.y || a.x - b.x);
  const bands: PdfLine[][] = [];
  // A cell's own lines keep the table's line spacing (1.2–1.45 of the type size); rows part by more. The spacing is the
  // smallest step down one column; where it is wide, every cell is one line and each line a row.
  const step = lineStep(sorted);
  for (const l of sorted) {
    const last = bands.at(-1);
    const within = step !== null && step < 1.5 * l.size ? Math.max(1.4 * l.size, 1.2 * step) : 1.4 * l.size;
    if (last && last.at(-1)!.y - l.y <= within) last.push(l);
    else bands.push([l]);
  }
  const fonts = bands.map((b) => b[0]!.font);
  const header = bands.length > 1 && fonts[0] !== fonts[1];
  // Columns start where the body's cells do (a header cell may be centred in its column); a row with an empty cell
  // keeps each value under its own column.
  const lefts = (band: PdfLine[]) => [...new Set(band.flatMap((l) => (l.runs ?? [l]).map((r) => Math.round(r.x))))].sort((a, b) => a - b).filter((x, i, xs) => i === 0 || x - xs[i - 1]! > 2);
  const starts = bands.slice(header ? 1 : 0).map(lefts).reduce((a, b) => (b.length > a.length ? b : a), [] as number[]);
  const rows = bands.map((band, n) => {
    const cells: string[][] = starts.map(() => []);
    // A line printed across two cells is read by its runs, each in the column it starts in.
    for (const l of [...band].sort((a, b) => b.y - a.y || a.x - b.x)) {
      const pieces = l.runs && l.runs.some((r) => columnOf(starts, r.x) !== columnOf(starts, l.x)) ? l.runs : [l];
      for (const p of pieces) cells[columnOf(starts, p.x)]!.push(p.text);
    }
    // A word hyphenated at a cell's line end is one word: «Санкт-» + «Петербург».
    return { cells: cells.map((c) => c.reduce((t, w) => (!t ? w : continuesWord(t) ? t + w : `${t} ${w}`), "")), header: n === 0 && header };
  });
  // Header cells printed too close to part («№ Мероприятие») leave a column without its name: the header is then
  // a caption above rows read without names, never names put over the wrong values.
  if (header && rows[0]!.cells.some((c) => !c)) return { caption: rows[0]!.cells.filter(Boolean).join(" "), rows: rows.slice(1) };
  return { caption: "", rows };
}

/** The column a text starting at `x` stands in: the last column starting at or before it. */
const columnOf = (starts: number[], x: number) => starts.reduce((best, s, i) => (s <= x + 2 ? i : best), 0);

/** The smallest step down between two lines starting in one column (a cell's line spacing), or null. */
function lineStep(sorted: PdfLine[]): number | null {
  let step: number | null = null;
  const last = new Map<number, number>();
  for (const l of sorted) {
    const col = Math.round(l.x);
    const above = last.get(col);
    if (above !== undefined && above - l.y >= 0.8 * l.size && (step === null || above - l.y < step)) step = above - l.y;
    last.set(col, l.y);
  }
  return step;
}

export function withTables(lines: PdfLine[]): PdfPiece[] {
  const out: PdfPiece[] = [];
  let i = 0;
  while (i < lines.length) {
    const taken = hasNeighbour(lines, i) ? tableLines(lines, i) : [];
    const { caption, rows } = taken.length ? rowsOf(taken) : { caption: "", rows: [] };
    // Every row fills at least two columns, and no column is empty all the way down (a header split off alone).
    if (rows.length >= 2 && rows.every((r) => r.cells.filter(Boolean).length >= 2) && rows[0]!.cells.every((_, c) => rows.some((r) => r.cells[c]))) {
      out.push({ table: para([caption, renderTable(rows)].filter(Boolean).join("\n"), taken[0]!.page, { lines: rows.length }) });
      i += taken.length;
    } else {
      // Outside a table, a line split at a wide gap is one printed line again («Генеральный директор … И. И. Иванов»).
      const l = lines[i]!;
      const prev = out.at(-1);
      if (l.apart && prev && !("table" in prev) && prev.page === l.page && Math.abs(prev.y - l.y) <= 0.5 * l.size) {
        out[out.length - 1] = { ...prev, text: `${prev.text} ${l.text}`, width: l.x + l.width - prev.x };
      } else out.push(l);
      i++;
    }
  }
  return out;
}
