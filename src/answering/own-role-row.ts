import { labelledCells } from "../text/row-cells.ts";
import type { StoredChunk } from "../retrieval/types.ts";
import { isStopword, words } from "../text/tokens.ts";
import { condition, overlap } from "./pay-words.ts";
import { linesOf } from "./implied-sum.ts";

/**
 * The row of a table by whom that names the person's own role (walk 28a R47: «какую компенсацию я как кассир могу дать
 * сам» was answered with the shift manager's «компенсацию до 1 000 рублей» — a cashier following it gives away more than
 * allowed; the table's row «Кто: Кассир, сотрудник бара | Что может дать гостю без согласования: Бесплатный малый попкорн
 * или напиток 0,5 л» is theirs). Only when the person says their role («я как кассир», «я кассир», «as a cashier»), a
 * table's first column says whom each row is for («Кто», «Должность», «Роль»), one row names that role, and the question's
 * other words meet the table (its heading or its columns): the row is quoted and cited.
 */
export interface RoleRow { text: string; chunks: StoredChunk[] }

/** «я как кассир», «я кассир», «я же кассир», «as a cashier», «I'm a cashier»: the word after is the person's role. */
const SELF_ROLE = /(?:^|[^\p{L}])(?:я\s+(?:же\s+)?(?:как\s+|работаю\s+)?|as\s+an?\s+|i'?m\s+an?\s+|i\s+am\s+an?\s+)(\p{L}{4,})(?:\s+(\p{L}+))?/giu;
/** A first column saying whom a row is for. */
const WHO_HEAD = /^(?:кто|должност\p{L}*|роль|who|position|role)$/iu;

export function ownRoleRow(question: string, chunks: () => StoredChunk[], lang: "ru" | "en"): RoleRow | null {
  const said = [...question.matchAll(SELF_ROLE)].filter((m) => !isStopword(m[1]!.toLowerCase()));
  if (!said.length) return null;
  const roles = said.map((m) => m[1]!);
  const role = condition(roles.join(" "));
  // The word after tells two rows of one trade apart («менеджер смены», «менеджер кинотеатра»).
  const phrase = condition(said.map((m) => `${m[1]} ${m[2] ?? ""}`).join(" "));
  if (!role.size) return null;
  const rest = words(question).filter((w) => !roles.some((r) => r.toLowerCase() === w));
  const rows = linesOf(chunks()).flatMap((line) => {
    const cells = labelledCells(line.text);
    if (cells.length < 2 || !cells.every(Boolean) || !WHO_HEAD.test(cells[0]![1]!.trim())) return [];
    return [{ line, who: cells[0]![2]!.trim(), cells: cells.slice(1).map((c) => ({ head: c![1]!.trim(), value: c![2]!.trim() })) }];
  });
  // The table asked about: the question's other words meet its heading or its columns, beyond the role itself (a rates
  // table names the cashier too); the one meeting most, with several rows by whom (another row's role is what a wrong
  // answer would give: the shift manager's).
  // Two of the question's words at least: one shared group alone («вернуть» and «Компенсации») is another matter.
  const others = rest.map(condition).filter((t) => t.size && !overlap(t, role));
  const scored = rows.filter((r) => overlap(role, condition(r.who)) > 0 && rows.filter((x) => x.line.chunk === r.line.chunk).length >= 2)
    .map((r) => { const about = condition(`${r.line.chunk.headingPath.join(" ")} ${r.cells.map((c) => c.head).join(" ")}`); return { r, s: others.filter((t) => overlap(t, about) > 0).length }; })
    .filter((x) => x.s >= 2).map((x) => ({ ...x, p: overlap(phrase, condition(x.r.who)) })).sort((a, b) => b.s - a.s || b.p - a.p);
  if (!scored.length || (scored[1] && scored[1].s === scored[0]!.s && scored[1].p === scored[0]!.p)) return null;
  const row = scored[0]!.r;
  const told = row.cells.map((c) => `${c.head.replace(/^\p{Lu}/u, (x) => x.toLowerCase())} — ${c.value}`).join("; ");
  const lead = lang === "en" ? "For your role" : "Для вашей должности";
  return { text: `${lead} (${row.who}): ${told} [1].`, chunks: [row.line.chunk] };
}
