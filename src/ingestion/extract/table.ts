import { squash } from "./normalize.ts";
import { withoutAsides } from "../../text/asides.ts";

/** One table row as read from HTML, DOCX or Markdown. */
export interface TableRow {
  cells: string[];
  /** Every cell is a header cell (`th`, a Markdown header row). */
  header: boolean;
  /** The first cell is a header cell and the rest are data: a row label. */
  rowLabel?: boolean;
}

/**
 * Turns a table into readable lines, one per row, each value named by its column header:
 * "Роль: Тимлид | Лимит одной закупки: 30 000 руб.". A row then stays meaningful on its own
 * when a long table is split between chunks, and a number never loses the row it belongs to.
 */
export function renderTable(input: TableRow[]): string {
  const rows = input
    .map((r) => ({ ...r, cells: r.cells.map(squash) }))
    .filter((r) => r.cells.some((c) => c.length > 0));
  if (rows.length && !rows.some((r) => r.header) && firstRowIsHeader(rows)) rows[0] = { ...rows[0]!, header: true };

  const lines: string[] = [];
  let labels: string[] | null = null;
  let previousWasHeader = false;
  for (const r of rows) {
    if (r.header) {
      // Two header rows in a row describe the same columns from two angles: keep both words.
      labels = previousWasHeader && labels ? r.cells.map((c, i) => [labels![i], c].filter(Boolean).join(" / ")) : r.cells;
      previousWasHeader = true;
      continue;
    }
    previousWasHeader = false;
    lines.push(renderRow(r, labels));
  }
  if (lines.length === 0 && labels) lines.push(labels.filter(Boolean).join(" | "));
  return lines.filter(Boolean).join("\n");
}

function renderRow(r: TableRow, labels: string[] | null): string {
  const filled = r.cells.filter(Boolean);
  if (filled.length === 1) return filled[0]!;
  if (!labels && r.rowLabel) return `${r.cells[0]}: ${r.cells.slice(1).filter(Boolean).join(" | ")}`;
  return r.cells
    .map((c, i) => (!c ? "" : labels?.[i] && labels[i] !== c ? `${labels[i]}: ${c}` : c))
    .filter(Boolean)
    .join(" | ");
}

// Word tables rarely mark their header row; a first row of short wordy cells over rows with figures is one.
// A figure in a label's parenthesis qualifies the label, it is no datum: «Оплата за смену (21 день), ₽» heads the column of
// pay per shift (a camp's pay table had its rows read as «Старший вожатый | 62 000», the pay and its unit lost).
function firstRowIsHeader(rows: TableRow[]): boolean {
  const [first, ...rest] = rows;
  if (!first || rest.length === 0 || first.cells.length < 2) return false;
  const wordy = first.cells.every((c) => c.length > 0 && c.length <= 40 && !/\d/.test(withoutAsides(c)));
  return wordy && rest.some((r) => r.cells.some((c) => /\d/.test(c)));
}
