import { renderTable, type TableRow } from "./table.ts";

/**
 * A table typed in plain text with its columns aligned by spaces, its header ruled off by runs of dashes (the layout of
 * Pandoc's «simple tables», of `psql` and of tables printed to text):
 *
 *   Приоритет      Пример                                          Срок решения
 *   -------------  ----------------------------------------------  -------------------
 *   Высокий        не работает компьютер сотрудника                4 часа
 *
 * Read line by line it was prose: the rule was quoted as «------------- ----» and «Высокий не работает компьютер
 * сотрудника 4 часа» lost the column that says the 4 hours are the time to fix it. Here it is a table, each value
 * named by its column (table.ts): «Приоритет: Высокий | Пример: … | Срок решения: 4 часа».
 */

/** A rule line: two or more runs of dashes separated by spaces. */
const RULE = /^\s*-{3,}(?:\s+-{3,})+\s*$/;

/** The [start, end) columns of each dash run of a rule line. */
function columnsOf(rule: string): [number, number][] {
  return [...rule.matchAll(/-{3,}/g)].map((m) => [m.index!, m.index! + m[0].length]);
}

/** A line cut at the columns: each cell is the text that starts within its column (a long cell may overrun to the next gap). */
function cells(line: string, cols: [number, number][]): string[] {
  const starts = cols.map(([s], i) => (i === 0 ? 0 : s));
  return starts.map((s, i) => line.slice(s, starts[i + 1] ?? line.length).trim());
}

/** Whether a row's text sits in the columns: no word crosses a column's start. */
function aligned(line: string, cols: [number, number][]): boolean {
  return cols.slice(1).every(([s]) => s >= line.length || line[s - 1] === " " || line[s - 1] === undefined);
}

/**
 * The lines as a table, when the second is a rule under the first (the header) and the rest are rows aligned with the
 * rule's columns; null otherwise.
 */
export function textTable(lines: string[]): string | null {
  const [header, rule, ...rows] = lines;
  if (!header?.trim() || !rule || !RULE.test(rule) || !rows.length) return null;
  const cols = columnsOf(rule);
  if (!aligned(header, cols) || !rows.every((l) => aligned(l, cols))) return null;
  return renderTable([{ cells: cells(header, cols), header: true }, ...rows.map((l) => ({ cells: cells(l, cols), header: false }))]);
}

/**
 * The text with each such table (a header line, its rule, the rows up to a blank line) replaced by its rendered rows as a
 * paragraph of its own whose first line is `mark`: read before the spaces that align the columns are squashed.
 */
export function withTextTables(text: string, mark: string): string {
  const lines = text.split(/\r?\n/);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() && RULE.test(lines[i + 1] ?? "")) {
      let end = i + 2;
      while (end < lines.length && lines[end]!.trim()) end++;
      const table = textTable(lines.slice(i, end));
      if (table) {
        out.push("", mark, ...table.split("\n"), "");
        i = end - 1;
        continue;
      }
    }
    out.push(lines[i]!);
  }
  return out.join("\n");
}
