import { condition } from "./pay-words.ts";
import { num, type PayLine, shown, type Worked } from "./implied-pay.ts";

/**
 * A price per square metre times the area the question gives (walk 26a R40: «шерстяной ковер 3 на 4 сколько выйдет» got
 * «Цена за 1 м², ₽: 490» as a hedge and no 5 880 ₽): the sides said «3 на 4», «2х3 м», or the area «12 м²», «12 квадратов».
 * The row is the one the question names by its words (the kind of carpet); with no single such row nothing is worked out.
 */

const FIGURE = String.raw`(\d+(?:[.,]\d+)?)`;
/** «3 на 4», «3х4», «3 x 4 м», «2,5 × 3»: two sides. */
const SIDES = new RegExp(String.raw`(?<![\d.,])${FIGURE}\s*(?:м\s*)?(?:на|x|х|×|\*)\s*${FIGURE}(?![\d.,])`, "iu");
/** «12 м²», «12 кв. м», «12 квадратов», «12 sq m». */
const AREA = new RegExp(String.raw`(?<![\d.,])${FIGURE}\s*(?:м²|м2|кв\.?\s*м\p{L}*|квадрат\p{L}*|square\s+met\p{L}*|sq\.?\s*m)`, "iu");
const PER_M2 = String.raw`(?:1\s*)?(?:м²|м2|кв\.?\s*м\.?|square\s+met\p{L}*|sq\.?\s*m)`;
/** «Цена за 1 м², ₽: 490» (a table's cell), «490 ₽ за м²», «490 руб./м²». */
const ROW_PRICE = new RegExp(String.raw`(?:(?:цена|стоимость|price|cost)[^:|]*?(?:за|per|\/)\s*${PER_M2}[^:|]*:\s*(?:от\s+)?(\d{1,3}(?:[ \u00a0]\d{3})+|\d+)|(\d{1,3}(?:[ \u00a0]\d{3})+|\d+)\s*(?:₽|руб\p{L}*\.?|roubles?)\s*(?:за|per|\/)\s*${PER_M2})`, "iu");

export function pricedByArea<L extends PayLine>(question: string, lines: L[], lang: "ru" | "en"): Worked<L> | null {
  const sides = SIDES.exec(question);
  const area = sides ? num(sides[1]!) * num(sides[2]!) : AREA.exec(question) ? num(AREA.exec(question)![1]!) : null;
  if (!area) return null;
  // The words naming the thing: the row's own, before its price (its heading is every row's, «Ковры»).
  const asked = condition(question.replace(SIDES, " ").replace(AREA, " "));
  const rows = lines.map((l) => ({ l, m: ROW_PRICE.exec(l.text) })).filter((x) => x.m)
    .map((x) => ({ ...x, s: [...condition(x.l.text.slice(0, x.m!.index))].filter((t) => asked.has(t)).length }));
  const best = Math.max(0, ...rows.map((r) => r.s));
  const top = rows.filter((r) => r.s === best);
  if (!best || top.length !== 1) return null;
  const price = num(top[0]!.m![1] ?? top[0]!.m![2]!);
  const cur = lang === "en" ? "roubles" : "₽";
  const m2 = lang === "en" ? "m²" : "м²";
  const worked = sides ? `${shown(num(sides[1]!))} × ${shown(num(sides[2]!))} = ${shown(area)} ${m2} × ${shown(price)}` : `${shown(area)} ${m2} × ${shown(price)}`;
  return { sums: [`${worked} = ${shown(area * price)} ${cur}`], quoted: [top[0]!.l] };
}
