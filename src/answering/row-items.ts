import { contentStems } from "../text/tokens.ts";
import { firstValue, labelledCells } from "../text/row-cells.ts";

/**
 * A table's rows are items side by side: the row asked for is the one whose first cell names the question's item.
 * «сколько стоит срочная чистка пуховика» over a price list: «Химчистка пуховика» is the row; «Чистка ковра» joins only
 * on the service's word («чистка») and names an item of its own the question does not (walk 31e quoted the carpet's
 * «срочно — не выполняется» beside the down jacket's price). A row is left out when its first cell names a word the
 * question does not say and every question word it names the leading row's first cell names too; a row naming another
 * item the question asks for («чистка пальто и пуховика») stays.
 */

// A compound's head is its last root (Русская грамматика 1980, § 386): «химчистка» names «чистка».
const names = (item: string, asked: string) => item === asked || (asked.length >= 4 && item.endsWith(asked));

interface Row { text: string; score: number }

const rowOf = (text: string) => {
  const cells = labelledCells(text);
  return cells.length >= 2 && cells.every((c) => c) ? { label: cells[0]![1]!.trim(), item: contentStems(firstValue(text)) } : null;
};

export function withoutOtherItems<T extends Row>(picked: T[], question: string): T[] {
  const asked = [...new Set(contentStems(question))];
  const rows = picked.map((p) => rowOf(p.text));
  const named = (item: string[]) => asked.filter((q) => item.some((s) => names(s, q)));
  return picked.filter((p, i) => {
    const row = rows[i];
    if (!row) return true;
    const lead = picked.map((q, k) => ({ q, row: rows[k] })).filter((x) => x.row?.label === row.label).sort((a, b) => b.q.score - a.q.score)[0]!;
    if (lead.q === p) return true;
    const leadNamed = named(lead.row!.item);
    const own = named(row.item);
    const unasked = row.item.some((s) => !asked.some((q) => names(s, q)));
    return !(leadNamed.length > 0 && unasked && own.every((q) => leadNamed.includes(q)));
  });
}
