import { num, type PayLine, shown, type Worked } from "./implied-pay.ts";
import { condition } from "./pay-words.ts";

/**
 * A price with a surcharge in per cent of another row of the price list (walk 25b: «клиент хочет очки срочно за 3 часа,
 * однофокальные, скок за изготовление?» got both rows, «800 ₽» and «+50% к цене изготовления», and no 1 200 ₽). The row
 * the surcharge is of is the one naming what it says («к цене изготовления») that the question points at by its words;
 * a surcharge the rule allows «только» for one kind is refused for another, with that kind's own row («а с прогрессивными
 * так можно?» — no: rush is only for single-vision; progressive lenses take 7 working days).
 */

/** «Срочное изготовление (…) | +50% к цене изготовления», «наценка 30% к стоимости доставки». */
// A per cent «от стоимости» alone is a share (a prepayment, a fee): only a plus sign or a surcharge's name adds it.
// «+50% к цене (кроме ковров и шуб)» names no row: it is of every price the list gives (walk 26a R39).
const ON_PRICE = /(?:\+\s*|(?:наценк|надбавк|доплат)\p{L}*\s+(?:в\s+)?)(\d+(?:[.,]\d+)?)\s*%\s*(?:к|от)\s+(?:цен\p{L}*|стоимост\p{L}*|тариф\p{L}*)(?:\s+(\p{L}+))?/iu;
/** A price row: its figure in roubles. */
const PRICE = /(\d{1,3}(?:[ \u00a0]\d{3})+|\d+)\s*(?:₽|руб\p{L}*\.?)/iu;
/** A table row's price cell, its currency in the column's head: «Изделие: Пуховик | Цена, ₽: 1 690». */
const CELL_PRICE = /(?:^|\|\s*)(?:цена|стоимость|price|cost)[^:|]*:\s*(?:от\s+)?(\d{1,3}(?:[ \u00a0]\d{3})+|\d+)(?![\d,.])/iu;
/** «кроме ковров и шуб»: what a surcharge is not for. */
const EXCEPT = /(?:кроме|except|excluding)\s+([^).;]+)/iu;
/** A price-list row: the thing, then its price after a cell bar, a colon or a dash («Изготовление … | 800 ₽»). */
const ROW = /^[^|:—–]{3,120}(?:\||:|—|–)\s*(?:от\s+)?\d/u;
/** «только однофокальные», «только для …»: the one kind a rule is for. */
const ONLY = /только\s+(?:для\s+|на\s+|с\s+)?(\p{L}+)/iu;

/**
 * One term meets another: the same stem or thesaurus group, or a stem the other begins with (Snowball stems «печать»
 * «печа» and «печати» «печат»; four letters at least, so no short stem meets every word).
 */
const same = (a: string, b: string) => a === b || (!a.startsWith("#") && !b.startsWith("#") && Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));
const has = (terms: Set<string>, t: string) => [...terms].some((x) => same(x, t));
const without = (terms: Set<string>, word: Set<string>) => new Set([...terms].filter((t) => !has(word, t)));
const shares = (a: Set<string>, b: Set<string>) => [...a].some((t) => has(b, t));
const overlap = (a: Set<string>, b: Set<string>) => [...a].filter((t) => has(b, t)).length;

/** What prices are said with («стоит», «цена», «стоимость»): no kind of a surcharge («срочная химчистка … стоит +50%»). */
const PRICE_WORD = /(?<![\p{L}])(?:сто[июяё]\p{L}*|цен[аеуы]?|стоимост\p{L}*|prices?|costs?)(?![\p{L}])/giu;
const kindOf = (text: string) => condition(text.replace(PRICE_WORD, " "));

/** The price asked with a surcharge, or a surcharge refused for the kind asked; null when no such row is asked about. */
export function pricedWithSurcharge<L extends PayLine>(question: string, previous: string | undefined, lines: L[], lang: "ru" | "en"): Worked<L> | null {
  const own = condition(question);
  const label = (l: L) => l.text.split(" | ")[0]!.replace(/\s*\([^)]*\)/gu, "");
  const found = (terms: Set<string>) => lines.map((l) => ({ l, m: ON_PRICE.exec(l.text) })).filter((x) => x.m)
    // The row's own kind («Срочное»), not the priced thing it shares with every row («изготовление»).
    // Its bracketed terms («только однофокальные») are no kind of its own: «однофокальные» asks no rush.
    .map((x) => ({ ...x, s: overlap(without(terms, condition(x.m![2] ?? "")), kindOf(label(x.l))) })).filter((x) => x.s > 0).sort((a, b) => b.s - a.s);
  const all = found(own);
  const same = all.length ? all : previous !== undefined ? found(condition(previous)) : [];
  const rule = same[0];
  if (!rule) return null;
  const of = condition(rule.m![2] ?? "");
  // The rows the surcharge is of: priced, naming «изготовления» (any priced row when it names none), not its own row.
  const priced = (l: L) => (ROW.test(l.text.replace(/\s*\([^)]*\)/gu, "")) && PRICE.test(l.text)) || CELL_PRICE.test(l.text);
  const rows = lines.filter((l) => l !== rule.l && priced(l) && (!of.size || shares(condition(label(l)), of)));
  const pick = (terms: Set<string>) => {
    const scored = rows.map((l) => ({ l, s: overlap(without(terms, of), condition(label(l))) }));
    const best = Math.max(0, ...scored.map((x) => x.s));
    const top = scored.filter((x) => x.s === best);
    return best > 0 && top.length === 1 ? top[0]!.l : null;
  };
  const only = ONLY.exec(rule.l.text);
  const kind = only ? condition(only[1]!) : null;
  // «сколько стоит срочное изготовление?»: the one kind the surcharge is for, when the question names none — and names
  // no other priced row either («пайка оправы срочно» is no making of glasses).
  const elsewhere = lines.some((l) => l !== rule.l && !rows.includes(l) && PRICE.test(l.text) && overlap(without(own, of), condition(label(l))) > 0
    && overlap(condition(label(l)), condition(label(rule.l))) === 0);
  const fallback = kind && (shares(own, of) || !elsewhere) ? pick(kind) : null;
  const row = pick(own) ?? (previous !== undefined ? pick(condition(previous)) : null) ?? fallback;
  if (!row) return null;
  const cur = lang === "en" ? "roubles" : "₽";
  if (only && kind && !shares(condition(label(row)), kind)) {
    const no = lang === "en" ? `No: ${label(rule.l)} — ${only[0]}.` : `Нет: ${label(rule.l).replace(/^\p{Lu}/u, (c) => c.toLowerCase())} — ${only[0]}.`;
    return { sums: [], quoted: [rule.l, row], ask: no };
  }
  // «(кроме ковров и шуб)»: a row that names, or sits under a heading naming, what the surcharge leaves out is refused.
  // The same surcharge may be written twice (the price list, an FAQ's answer): the one with the exception holds.
  const where = condition(`${label(row)} ${row.chunk.headingPath.join(" ")}`);
  const barred = same.filter((x) => x.m![1] === rule.m![1]).map((x) => ({ l: x.l, e: EXCEPT.exec(x.l.text) })).find((x) => x.e && shares(condition(x.e[1]!), where));
  const except = barred?.e;
  if (barred && except) {
    const said = label(barred.l).replace(/[\s.]+$/u, "");
    const no = lang === "en" ? `No: ${said} — ${except[0]}.` : `Нет: ${said.replace(/^\p{Lu}/u, (c) => c.toLowerCase())} — ${except[0]}.`;
    return { sums: [], quoted: [barred.l, row], ask: no };
  }
  const price = num((CELL_PRICE.exec(row.text) ?? PRICE.exec(row.text))![1]!), pct = num(rule.m![1]!);
  const add = (price * pct) / 100;
  return { sums: [`${shown(price)} + ${shown(pct)}% = ${shown(price)} + ${shown(add)} = ${shown(price + add)} ${cur}`], quoted: [row, rule.l] };
}
