import { plainFigures } from "../text/figures.ts";
import { stem } from "../text/tokens.ts";
import { PRICE_LINE } from "../text/sum-cues.ts";
import { conceptsOfWord } from "./salience.ts";
import { named, num, overlap, type PayLine, shown, type Worked } from "./implied-pay.ts";

/**
 * A price list's row priced for one unit, times the units the question asks for (walk 30b: «сколько стоит аренда
 * конференц-зала на 3 часа» got the row «Аренда конференц-зала…, 1 час — 1500» and no sum). The row names its unit with
 * «1» («1 час», «1 страница»), in the service's name or its «Единица» column; the question gives a count of the same unit
 * («на 3 часа», «20 страниц»). The row must share a word with the question beyond the unit; a tie between two rows of
 * different prices answers nothing (the ordinary answer shows them).
 */

/** «1 час», «1 страница», «1 лист»: the unit a row is priced for. */
const ONE_UNIT = /(?<![\d.,])1\s+(\p{L}{3,})/gu;
/** «3 часа», «на 20 страниц»: a count the question gives and its unit. */
const COUNT = /(?<![\d.,:])(\d+(?:[.,]\d+)?)\s+(\p{L}{3,})/gu;
/** The row's price: its last figure («… — 1500», «1 страница; цена, руб. — 10»). */
const LAST_FIGURE = /(\d[\d\s\u00a0]*\d|\d)(?![\s\S]*\d)/u;

const sameUnit = (a: string, b: string) => {
  const x = a.toLowerCase(), y = b.toLowerCase();
  return stem(x) === stem(y) || conceptsOfWord(x).some((g) => conceptsOfWord(y).includes(g));
};

export function pricedPerUnit<L extends PayLine>(question: string, lines: L[], lang: "ru" | "en"): Worked<L> | null {
  const asked = [...plainFigures(question).matchAll(COUNT)].map((m) => ({ n: num(m[1]!), unit: m[2]! })).filter((c) => c.n > 1);
  if (!asked.length) return null;
  const rows = lines.flatMap((l) => {
    if (!PRICE_LINE.test(`${l.text} ${l.chunk.headingPath.join(" ")}`)) return [];
    for (const one of l.text.matchAll(ONE_UNIT)) {
      const count = asked.find((c) => sameUnit(c.unit, one[1]!));
      const price = LAST_FIGURE.exec(l.text.slice(one.index! + one[0].length));
      if (!count || !price) continue;
      const unit = stem(one[1]!.toLowerCase());
      const about = overlap(new Set([...named(question)].filter((t) => t !== unit)), named(`${l.text} ${l.chunk.headingPath.join(" ")}`));
      if (about > 0) return [{ l, count, price: num(price[1]!), about }];
    }
    return [];
  }).sort((a, b) => b.about - a.about);
  const row = rows[0];
  if (!row || (rows[1] && rows[1].about === row.about && rows[1].price !== row.price)) return null;
  const cur = lang === "en" ? "roubles" : "руб.";
  return { sums: [`${shown(row.count.n)} × ${shown(row.price)} = ${shown(row.count.n * row.price)} ${cur}`], quoted: [row.l] };
}
