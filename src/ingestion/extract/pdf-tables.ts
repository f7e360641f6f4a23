import { para, type Block } from "./block.ts";
import type { PdfLine } from "./pdf-lines.ts";
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
function rowsOf(lines: PdfLine[]): TableRow[] {
  const sorted = [...lines].sort((a, b) => b.y - a.y || a.x - b.x);
  const bands: PdfLine[][] = [];
  for (const l of sorted) {
    const last = bands.at(-1);
    if (last && last.at(-1)!.y - l.y <= 1.4 * l.size) last.push(l);
    else bands.push([l]);
  }
  const fonts = bands.map((b) => b[0]!.font);
  return bands.map((band, n) => {
    const columns: PdfLine[][] = [];
    for (const l of [...band].sort((a, b) => a.x - b.x)) {
      const c = columns.find((col) => Math.abs(col[0]!.x - l.x) <= 2);
      if (c) c.push(l);
      else columns.push([l]);
    }
    const cells = columns.map((c) => c.sort((a, b) => b.y - a.y).map((l) => l.text).join(" "));
    return { cells, header: n === 0 && bands.length > 1 && fonts[0] !== fonts[1] };
  });
}

export function withTables(lines: PdfLine[]): PdfPiece[] {
  const out: PdfPiece[] = [];
  let i = 0;
  while (i < lines.length) {
    const taken = hasNeighbour(lines, i) ? tableLines(lines, i) : [];
    const rows = taken.length ? rowsOf(taken) : [];
    if (rows.length >= 2 && rows.every((r) => r.cells.length >= 2)) {
      out.push({ table: para(renderTable(rows), taken[0]!.page, { lines: rows.length }) });
      i += taken.length;
    } else {
      out.push(lines[i]!);
      i++;
    }
  }
  return out;
}
