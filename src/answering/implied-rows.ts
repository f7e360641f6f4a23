import { labelledCells } from "../text/row-cells.ts";
import { plainFigures } from "../text/figures.ts";
import { romanise } from "../text/translit.ts";
import { stem, words } from "../text/tokens.ts";
import { weekdayForms } from "../text/weekdays.ts";
import { num, type PayLine, shown, type Worked } from "./implied-pay.ts";
import { condition, overlap } from "./pay-words.ts";

/**
 * A price list's row with the rows that add to it or take off it, as a guest's question names them (walk 28a: «сколько
 * стоит билет в субботу вечером на 3д» and «большой попкорн с карамелью» were refused though the list holds «Выходные… |
 * 500», «Доплата за 3D-сеанс | +100», «Попкорн солёный большой | 420», «Вкус карамель или сыр | +50»; «а если в среду
 * студент на 3д в 19:00?» is «после 18:00 | 450» − the students' 20 % + 100). The base row is the one the question's
 * words, weekday and clock time point at; an add-on («+100») is taken only for a word of its own no base row of its table
 * holds («3D», «карамель»), a discount («скидка 20%») for the people its first cell names. No add-on and no discount named:
 * the ordinary answer quotes the row.
 */

export interface Row<L> { line: L; label: string; head: string; price: number; plus: boolean; table: string; when: string }
interface Discount<L> { line: L; pct: number; who: string; when: string }

const PRICE_HEAD = /^(?:цен\p{L}*|стоимост\p{L}*|price|cost)/iu;
const PRICE_VALUE = /^(\+)?\s*(\d{1,3}(?:[ \u00a0]\d{3})+|\d+)\s*(?:₽|руб\.?)?$/u;
const DISCOUNT = /скидк\p{L}*\s+(\d+(?:[.,]\d+)?)\s*%/iu;
/** The price column's head («Цена билета»): it names what is priced. */
const priceHead = (text: string) => cellsOf(text).find((c) => c && PRICE_HEAD.test(c[1]!.trim()))?.[1] ?? "";
/** «Скидки не суммируются между собой и не действуют в VIP-зале»: where the discounts do not hold. */
const NOT_FOR = /не\s+действу\p{L}*\s+(?:в|на|для)\s+([^.;]+)/iu;
const cellsOf = labelledCells;

export function rowsIn<L extends PayLine>(lines: L[]): { rows: Row<L>[]; discounts: Discount<L>[] } {
  const rows: Row<L>[] = [], discounts: Discount<L>[] = [];
  for (const line of lines) {
    const cells = cellsOf(line.text);
    if (cells.length < 2 || !cells.every(Boolean)) continue;
    const price = cells.find((c) => PRICE_HEAD.test(c![1]!.trim()) && PRICE_VALUE.test(c![2]!.trim()));
    const off = cells.map((c) => DISCOUNT.exec(c![2]!)).find(Boolean);
    const rest = cells.slice(1).filter((c) => c !== price).map((c) => c![2]!).join(" ");
    if (price) {
      const m = PRICE_VALUE.exec(price[2]!.trim())!;
      rows.push({ line, label: cells[0]![2]!, head: cells[0]![1]!, price: num(m[2]!), plus: !!m[1], table: line.chunk.headingPath.join(" › "), when: `${cells[0]![2]!} ${rest}` });
    } else if (off) discounts.push({ line, pct: num(off[1]!), who: cells[0]![2]!, when: rest });
  }
  return { rows, discounts };
}

/**
 * A text's terms: its content stems and thesaurus groups, a designation of digits and letters in Latin letters («3д» and
 * «3D-сеанс» are «3d»: ICAO's table, translit.ts), and the weekdays it names as «будни» or «выходные» (Ожегов: будни —
 * непраздничные, рабочие дни; суббота и воскресенье — выходные).
 */
function termsOf(text: string): Set<string> {
  const out = condition(text.replace(/\d+\p{L}+(?:-\p{L}+)?/gu, " "));
  for (const m of text.matchAll(/(?<![\p{L}\d])(\d+\p{L}{1,2})(?![\p{L}])/gu)) out.add(romanise(m[1]!));
  for (const d of weekdaysIn(text)) for (const t of condition(d < 5 ? "будни" : "выходные")) out.add(t);
  return out;
}

/** The weekdays (0 = Monday) a text names in any case or number: «в среду», «по средам». */
function weekdaysIn(text: string): number[] {
  const all = ["понедельник", "вторник", "среда", "четверг", "пятница", "суббота", "воскресенье"];
  return [...new Set(words(text).flatMap((w) => all.map((d, i) => (weekdayForms(d)!.some((f) => stem(f) === stem(w)) ? i : -1)).filter((i) => i >= 0)))];
}

/** The clock hour a question names: «в 19:00», «на 15:00», «в 19 часов». */
function hourAsked(text: string): number | null {
  const m = /(?:^|[^\p{L}])(?:в|на|к|at)\s+(\d{1,2})(?::(\d{2})|\s*час)/iu.exec(plainFigures(text));
  return m ? Number(m[1]) + Number(m[2] ?? 0) / 60 : null;
}

/** Whether an hour meets a row's clock condition («до 12:00», «с 12:00 до 18:00», «после 18:00»); null when it states none. */
function atHour(when: string, h: number): boolean | null {
  const span = /с\s+(\d{1,2}):(\d{2})\s+до\s+(\d{1,2}):(\d{2})/u.exec(when);
  if (span) return h >= Number(span[1]) + Number(span[2]) / 60 && h < Number(span[3]) + Number(span[4]) / 60;
  const before = /до\s+(\d{1,2}):(\d{2})/u.exec(when), after = /после\s+(\d{1,2}):(\d{2})/u.exec(when);
  if (before) return h < Number(before[1]) + Number(before[2]) / 60;
  if (after) return h >= Number(after[1]) + Number(after[2]) / 60;
  return null;
}

/** The base row the terms and the hour point at: the most terms met, then the fewest of its own unmet; null on a tie. */
function baseRow<L>(rows: Row<L>[], asked: Set<string>, hour: number | null): Row<L> | null {
  const scored = rows.filter((r) => !r.plus).flatMap((r) => {
    const at = hour === null ? null : atHour(r.when, hour);
    if (at === false) return [];
    const own = termsOf(r.label);
    const s = overlap(asked, own) + (at ? 1 : 0);
    return s > 0 ? [{ r, s, size: own.size }] : [];
  }).sort((a, b) => b.s - a.s || a.size - b.size);
  const [best, next] = scored;
  return best && !(next && next.s === best.s && next.size === best.size) ? best.r : null;
}

/**
 * An add-on row's own words: not those its table's base rows share, nor its column's or the price frame's («попкорн»,
 * «сеанс»); a single other row may hold one («3D-очки» beside «Доплата за 3D-сеанс»).
 */
function ownWords<L>(rows: Row<L>[]): Map<Row<L>, Set<string>> {
  const out = new Map<Row<L>, Set<string>>();
  for (const table of new Set(rows.map((r) => r.table))) {
    const held = new Map<string, number>();
    for (const r of rows.filter((x) => x.table === table && !x.plus)) for (const t of termsOf(r.when)) held.set(t, (held.get(t) ?? 0) + 1);
    for (const r of rows.filter((x) => x.table === table && x.plus)) {
      const frame = termsOf(`${r.head} доплата цена`);
      out.set(r, new Set([...termsOf(r.label)].filter((t) => (held.get(t) ?? 0) < 2 && !frame.has(t))));
    }
  }
  return out;
}

/**
 * What a table prices, as a question names it: its heading, a column, or a word its rows share («билет», «сеанс»,
 * «попкорн»); one row's condition alone is no such word («праздник на 12 детей» is no ticket on a «праздничный день»),
 * nor are the price's own words («стоит», «цена»).
 */
function thingOf<L extends PayLine>(rows: Row<L>[], table: string): Set<string> {
  const own = rows.filter((x) => x.table === table && !x.plus);
  const shared = new Map<string, number>();
  for (const r of own) for (const t of termsOf(r.label)) shared.set(t, (shared.get(t) ?? 0) + 1);
  const frame = termsOf("цена стоимость стоит доплата");
  const heads = own.slice(0, 1).map((r) => `${r.head} ${priceHead(r.line.text)}`).join(" ");
  return new Set([...termsOf(`${table} ${heads}`), ...[...shared].filter(([, n]) => n > 1).map(([t]) => t)].filter((t) => !frame.has(t)));
}

export function pricedWithAddOns<L extends PayLine>(question: string, previous: string | undefined, lines: L[], lang: "ru" | "en"): Worked<L> | null {
  const { rows, discounts } = rowsIn(lines);
  if (!rows.some((r) => r.plus) && !discounts.length) return null;
  const own = ownWords(rows);
  const now = termsOf(question), hour = hourAsked(question) ?? (previous ? hourAsked(previous) : null);
  const asked = previous !== undefined ? new Set([...now, ...termsOf(previous)]) : now;
  // The add-ons' own words choose no base row: «на 3д» is the surcharge, not the «3D-очки» sold beside it.
  const addOnWords = new Set([...own.values()].flatMap((t) => [...t].filter((x) => asked.has(x))));
  const bare = (t: Set<string>) => new Set([...t].filter((x) => !addOnWords.has(x)));
  const base = baseRow(rows, bare(now), hour) ?? (previous !== undefined ? baseRow(rows, bare(termsOf(`${question} ${previous}`)), hour) : null);
  if (!base) return null;
  // The question names what the table prices: its heading, a column, or a word its rows share («билет», «сеанс»,
  // «попкорн»); one row's condition alone is no such word («праздник на 12 детей» is no ticket on a «праздничный день»).
  const thing = thingOf(rows, base.table);
  if (!overlap(asked, thing)) return null;
  const addOns = rows.filter((r) => r.plus && r.table === base.table && overlap(asked, own.get(r)!) > 0);
  // A discount for the people the question names («студент»), on the day and hour its condition allows.
  const days = weekdaysIn(`${question} ${previous ?? ""}`);
  // A discount whose condition names another table's thing («на сеансы до 18:00») is not for this one's («попкорн»).
  const elsewhere = new Set([...new Set(rows.map((r) => r.table))].filter((t) => t !== base.table).flatMap((t) => [...thingOf(rows, t)].filter((x) => !thing.has(x))));
  const off = discounts.filter((d) => overlap(asked, termsOf(d.who)) > 0 && !overlap(termsOf(d.when), elsewhere)
    && (!weekdaysIn(d.when).length || !days.length || days.some((x) => weekdaysIn(d.when).includes(x)))
    && (hour === null || atHour(d.when, hour) !== false));
  // «Скидки … не действуют в VIP-зале»: a sentence beside the discounts barring the base row's kind keeps its price whole.
  const barred = off[0] ? lines.find((l) => l.chunk === off[0]!.line.chunk && NOT_FOR.test(l.text) && overlap(termsOf(NOT_FOR.exec(l.text)![1]!), termsOf(base.label)) > 0) : undefined;
  if (barred) off.length = 0;
  if (off.length > 1 || (!addOns.length && !off.length)) return null;
  const cur = lang === "en" ? "roubles" : "₽";
  const one = base.price + addOns.reduce((x, a) => x + a.price, 0);
  const plus = addOns.map((a) => ` + ${shown(a.price)}`).join("");
  const quoted = [base.line, ...(off[0] ? [off[0].line] : []), ...addOns.map((a) => a.line), ...(barred ? [barred] : [])];
  const d = off[0];
  // Who pays what: «2 взрослых и ребенок 8 лет» is two at the full price and one at the children's (walk 28a R42).
  const groups = d ? partyOf(`${question}`, d) : null;
  if (groups?.mixed) return null;
  if (!d || !groups) {
    // «2 взрослых на 3д»: the same price for each one counted.
    const n = d ? 1 : headCount(question);
    if (!d) return { sums: [`${shown(base.price)}${plus} = ${shown(one)}${n > 1 ? `; ${n} × ${shown(one)} = ${shown(n * one)}` : ""} ${cur}`], quoted };
    const cut = (base.price * d.pct) / 100, low = base.price - cut;
    const tail = addOns.length ? `; ${shown(low)}${plus} = ${shown(low + one - base.price)}` : "";
    return { sums: [`${shown(base.price)} − ${shown(d.pct)}% = ${shown(base.price)} − ${shown(cut)} = ${shown(low)}${tail} ${cur}`], quoted };
  }
  const low = one - (base.price * d.pct) / 100;
  const full = groups.full ? `${groups.full} × ${shown(one)} = ${shown(groups.full * one)}` : "";
  const lows = groups.low ? `${groups.low} × (${shown(base.price)} − ${shown(d.pct)}%${plus}) = ${groups.low} × ${shown(low)} = ${shown(groups.low * low)}` : "";
  const total = groups.full * one + groups.low * low;
  const sums = [full, lows].filter(Boolean).join("; ");
  return { sums: [`${sums}; ${lang === "en" ? "in total" : "итого"} ${shown(total)} ${cur}`], quoted };
}

/** Everyone a question counts («2 взрослых», «3 билета»), units of time, age and money aside; 1 when it counts none. */
function headCount(question: string): number {
  let n = 0;
  for (const m of plainFigures(question).matchAll(COUNTED)) if (!/^(?:лет|года?|час\p{L}*|минут\p{L}*|руб\p{L}*|дн\p{L}*|день)$/iu.test(m[2]!)) n += Number(m[1]);
  return n || 1;
}

/** «до 12 лет»: an age limit of a discount's people. */
const AGE_LIMIT = /до\s+(\d+)\s+лет/iu;
/** A count of people said before its noun: «2 взрослых», «трое детей»; an age («8 лет») and a clock time are none. */
const COUNTED = /(?<![\d:.,])(\d+)\s+(\p{L}{3,})/gu;

/**
 * The party a question counts, split into those the discount is for and those paying in full; null when it counts no one
 * else (one guest of the discount's people). A person of the discount's kind named without a count is one; their age said
 * («ребенок 8 лет») must be within the discount's limit.
 */
function partyOf<L>(question: string, d: Discount<L>): { full: number; low: number; mixed?: boolean } | null {
  const who = termsOf(d.who);
  const limit = AGE_LIMIT.exec(d.who);
  // «8 лет», «5 и 13 лет», «5, 9 лет»: each figure of the list is an age.
  const ages = [...plainFigures(question).matchAll(/\d+(?:\s*(?:,|и)\s*\d+)*\s+(?:лет|года|год)(?![\p{L}])/giu)].flatMap((m) => m[0].match(/\d+/gu)!.map(Number));
  // Ages on both sides of the limit («5 и 13 лет») are not told apart here: nothing is worked out.
  if (limit && ages.some((a) => a < Number(limit[1])) && ages.some((a) => a >= Number(limit[1]))) return { full: 0, low: 0, mixed: true };
  const young = !limit || !ages.length || ages.every((a) => a < Number(limit[1]));
  let full = 0, low = 0, countedLow = false;
  for (const m of plainFigures(question).matchAll(COUNTED)) {
    if (/^(?:лет|года?|час\p{L}*|минут\p{L}*|руб\p{L}*)$/iu.test(m[2]!)) continue;
    if (overlap(termsOf(m[2]!), who) > 0 && young) { low += Number(m[1]); countedLow = true; } else full += Number(m[1]);
  }
  if (!full) return null;
  if (!countedLow && young && words(question).some((w) => !/\d/.test(w) && overlap(termsOf(w), who) > 0)) low = 1;
  return { full, low };
}
