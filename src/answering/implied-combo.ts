import { plainFigures } from "../text/figures.ts";
import { num, type PayLine, shown, type Worked } from "./implied-pay.ts";
import { fleetingStem } from "../text/fleeting.ts";
import { words } from "../text/tokens.ts";
import { condition, overlap } from "./pay-words.ts";
import { type Row, rowsIn } from "./implied-rows.ts";

/**
 * What a set («комбо») saves against its parts bought one by one (walk 28a R68: «сколько сэкономит гость если купит
 * семейное комбо вместо всего по отдельности» was refused though «Комбо «Семейный»: большой попкорн + 2 напитка 1 л + 2
 * хот-дога классических | 1 190» and each part's row are in the list): each part of the set's name («2 напитка 1 л») is
 * its count × the row of its table it names (its volume too when the rows differ by it); every part must be found, or
 * nothing is worked out.
 */

/** The question asks what is saved: «сэкономит», «экономия», «выгоднее», «save». */
const ASKS_SAVING = /(?<![\p{L}])(?:сэконом\p{L}*|эконом\p{L}*|выгод\p{L}*|save[sd]?|saving\p{L}*)(?![\p{L}])/iu;
/** «2 напитка 1 л»: a count before the part, a volume after it. */
const PART = /^(?:(\d+)\s+)?(.+?)(?:\s+(\d+(?:[.,]\d+)?)\s*(л|мл|г|кг))?$/u;

/** A part's or a row's terms, the nominative's fleeting vowel dropped too («напиток» meets «2 напитка»: fleeting.ts). */
const termsOf = (text: string) => new Set([...condition(text), ...words(text).flatMap((w) => fleetingStem(w) ?? [])]);

export function comboSaving<L extends PayLine>(question: string, lines: L[], lang: "ru" | "en"): Worked<L> | null {
  if (!ASKS_SAVING.test(question)) return null;
  const { rows } = rowsIn(lines);
  const asked = condition(question);
  // The set the question names by most of its name («семейное комбо» — «Комбо «Семейный»»), one alone.
  const sets = rows.filter((r) => !r.plus && r.label.includes(" + ")).map((r) => ({ r, s: overlap(asked, condition(r.label.split(":")[0]!)) }))
    .filter((x) => x.s > 0).sort((a, b) => b.s - a.s);
  if (!sets.length || sets[1]?.s === sets[0]!.s) return null;
  const set = sets[0]!.r;
  const singles = rows.filter((r) => r.table === set.table && !r.plus && !r.label.includes(" + "));
  const parts = set.label.slice(set.label.indexOf(":") + 1).split(" + ").map((p) => PART.exec(plainFigures(p.trim()))!);
  const found: { n: number; row: Row<L> }[] = [];
  for (const p of parts) {
    const own = termsOf(p[2]!);
    const scored = singles.map((r) => ({ r, s: overlap(own, termsOf(r.label)) })).filter((x) => x.s > 0);
    const best = Math.max(0, ...scored.map((x) => x.s));
    let top = scored.filter((x) => x.s === best).map((x) => x.r);
    // «1 л» tells «Газированный напиток | 0,5 л» from «… | 1 л».
    if (top.length > 1 && p[3]) top = top.filter((r) => new RegExp(`(?<![\\d,.])${p[3].replace(/[.,]/, "[.,]")}\\s*${p[4]}(?![\\p{L}])`, "u").test(r.when));
    if (top.length !== 1) return null;
    found.push({ n: p[1] ? Number(p[1]) : 1, row: top[0]! });
  }
  const apart = found.reduce((x, f) => x + f.n * f.row.price, 0);
  if (apart <= set.price) return null;
  const cur = lang === "en" ? "roubles" : "₽";
  const each = found.map((f) => (f.n > 1 ? `${f.n} × ${shown(f.row.price)}` : shown(f.row.price))).join(" + ");
  const by = lang === "en" ? "bought separately" : "по отдельности";
  return { sums: [`${by}: ${each} = ${shown(apart)}; ${shown(apart)} − ${shown(set.price)} = ${shown(apart - set.price)} ${cur}`], quoted: [set.line, ...new Set(found.map((f) => f.row.line))] };
}
