import { plainFigures } from "./figures.ts";

/**
 * Bounds a text sets on an amount: «от 5 000 до 50 000 рублей», «до 14 календарных дней», «свыше 50 000»,
 * «не более 3 раз». A question's own figure («возврат 12 тыщ», «а если 70к», «стаж 6 лет») is met by the
 * bound that holds it, as a person reading the rule would find their case in it. Clock times and dates are
 * no amounts: a figure followed by «:» or «.» and digits is left out.
 */
const NUM = String.raw`(?<![\d:.,])(\d+)(?!\d|[:.,]\d)`;
const BETWEEN = new RegExp(String.raw`(?<![\p{L}])(?:от|с|from|between)\s+${NUM}\s*\S{0,12}?\s+(?:до|по|and|to)\s+${NUM}`, "giu");
const UP_TO = new RegExp(String.raw`(?<![\p{L}])(?:до|не\s+более|не\s+больше|не\s+выше|не\s+свыше|максимум|up\s+to|no\s+more\s+than|at\s+most)\s+${NUM}`, "giu");
const OVER = new RegExp(String.raw`(?<![\p{L}])(?:свыше|более|больше|выше|от|over|above|more\s+than|from)\s+${NUM}`, "giu");

/** The [low, high] bounds stated in a text (figures written plain first). */
export function rangesIn(text: string): [number, number][] {
  const plain = plainFigures(text);
  const out: [number, number][] = [];
  // «от 5 000 до 50 000» is one bound: its «до 50 000» and «от 5 000» are not read again on their own.
  const spans: [number, number][] = [];
  for (const m of plain.matchAll(BETWEEN)) { out.push([Number(m[1]), Number(m[2])]); spans.push([m.index!, m.index! + m[0].length]); }
  const inside = (i: number) => spans.some(([a, b]) => i >= a && i < b);
  for (const m of plain.matchAll(UP_TO)) if (!inside(m.index!)) out.push([0, Number(m[1])]);
  for (const m of plain.matchAll(OVER)) if (!inside(m.index!)) out.push([Number(m[1]), Infinity]);
  return out.filter(([lo, hi]) => lo <= hi);
}

/** The marker an evidence text holds for a bound (see salience's evidenceTerms). */
export const rangeTerm = ([lo, hi]: [number, number]) => `\u0000range:${lo}:${hi}`;

/** Whether a figure falls within a bound among the evidence's terms. */
export function withinRange(figure: number, terms: Iterable<string>): boolean {
  for (const t of terms) {
    if (!t.startsWith("\u0000range:")) continue;
    const [, lo, hi] = t.split(":");
    if (figure >= Number(lo) && figure <= Number(hi)) return true;
  }
  return false;
}
