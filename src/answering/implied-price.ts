import { stem } from "../text/tokens.ts";
import { named, num, overlap, type PayLine, shown, type Worked } from "./implied-pay.ts";

/**
 * A price with a surcharge in per cent of another row of the price list (walk 25b: «клиент хочет очки срочно за 3 часа,
 * однофокальные, скок за изготовление?» got both rows, «800 ₽» and «+50% к цене изготовления», and no 1 200 ₽). The row
 * the surcharge is of is the one naming what it says («к цене изготовления») that the question points at by its words;
 * a surcharge the rule allows «только» for one kind is refused for another, with that kind's own row («а с прогрессивными
 * так можно?» — no: rush is only for single-vision; progressive lenses take 7 working days).
 */

/** «Срочное изготовление (…) | +50% к цене изготовления», «наценка 30% к стоимости доставки». */
const ON_PRICE = /\+?\s*(\d+(?:[.,]\d+)?)\s*%\s*(?:к|от)\s+(?:цен\p{L}*|стоимост\p{L}*|тариф\p{L}*)\s+(\p{L}+)/iu;
/** A price row: its figure in roubles. */
const PRICE = /(\d{1,3}(?:[ \u00a0]\d{3})+|\d+)\s*(?:₽|руб\p{L}*\.?)/iu;
/** «только однофокальные», «только для …»: the one kind a rule is for. */
const ONLY = /только\s+(?:для\s+|на\s+|с\s+)?(\p{L}+)/iu;

const without = (words: Set<string>, word: string) => new Set([...words].filter((w) => w !== stem(word.toLowerCase())));

/** The price asked with a surcharge, or a surcharge refused for the kind asked; null when no such row is asked about. */
export function pricedWithSurcharge<L extends PayLine>(question: string, previous: string | undefined, lines: L[], lang: "ru" | "en"): Worked<L> | null {
  const own = named(question);
  const label = (l: L) => l.text.split(" | ")[0]!.replace(/\s*\([^)]*\)/gu, "");
  const find = (words: Set<string>) => lines.map((l) => ({ l, m: ON_PRICE.exec(l.text) })).filter((x) => x.m)
    // The row's own kind («Срочное»), not the priced thing it shares with every row («изготовление»).
    // Its bracketed terms («только однофокальные») are no kind of its own: «однофокальные» asks no rush.
    .map((x) => ({ ...x, s: overlap(without(words, x.m![2]!), named(label(x.l))) })).filter((x) => x.s > 0).sort((a, b) => b.s - a.s)[0];
  const rule = find(own) ?? (previous !== undefined ? find(named(previous)) : undefined);
  if (!rule) return null;
  const of = stem(rule.m![2]!.toLowerCase());
  // The rows the surcharge is of: priced, naming «изготовления», not the surcharge's own row.
  const rows = lines.filter((l) => l !== rule.l && PRICE.test(l.text) && [...named(label(l))].includes(of));
  const pick = (words: Set<string>) => {
    const scored = rows.map((l) => ({ l, s: overlap(without(words, of), named(label(l))) }));
    const best = Math.max(0, ...scored.map((x) => x.s));
    const top = scored.filter((x) => x.s === best);
    return best > 0 && top.length === 1 ? top[0]!.l : null;
  };
  const only = ONLY.exec(rule.l.text);
  // «сколько стоит срочное изготовление?»: the one kind the surcharge is for, when the question names none — and names
  // no other priced row either («пайка оправы срочно» is no making of glasses).
  const elsewhere = lines.some((l) => l !== rule.l && !rows.includes(l) && PRICE.test(l.text) && overlap(without(own, rule.m![2]!), named(label(l))) > 0
    && overlap(named(label(l)), named(label(rule.l))) === 0);
  const fallback = only && (own.has(of) || !elsewhere) ? pick(new Set([stem(only[1]!.toLowerCase())])) : null;
  const row = pick(own) ?? (previous !== undefined ? pick(named(previous)) : null) ?? fallback;
  if (!row) return null;
  const cur = lang === "en" ? "roubles" : "₽";
  if (only && !named(label(row)).has(stem(only[1]!.toLowerCase()))) {
    const no = lang === "en" ? `No: ${label(rule.l)} — ${only[0]}.` : `Нет: ${label(rule.l).replace(/^\p{Lu}/u, (c) => c.toLowerCase())} — ${only[0]}.`;
    return { sums: [], quoted: [rule.l, row], ask: no };
  }
  const price = num(PRICE.exec(row.text)![1]!), pct = num(rule.m![1]!);
  const add = (price * pct) / 100;
  return { sums: [`${shown(price)} + ${shown(pct)}% = ${shown(price)} + ${shown(add)} = ${shown(price + add)} ${cur}`], quoted: [row, rule.l] };
}
