import { labelledCells } from "../text/row-cells.ts";
import { plainFigures } from "../text/figures.ts";
import { num, type PayLine, shown, type Worked } from "./implied-pay.ts";
import { condition, named } from "./pay-words.ts";

/**
 * A price by a band of the amount with the add-ons the question names (walk 27a RU-A-43: after «сколько стоит доставка
 * заказа на 1200», «а ночью и экспрессом?» got «плюс 149 ₽» and «плюс 99 ₽» named and no total; 99 + 99 + 149 = 347 ₽).
 * The band is a table's row whose first cell is a range («Сумма заказа: от 1 000 до 1 499 ₽ | Доставка: 99 ₽»); the amount
 * is the question's figure, else the one before's; each add-on is a sentence «… — плюс 149 ₽» whose own words (not the
 * band's column) the question names. With no add-on named the ordinary answer stands.
 */

/** «менее 1 000 ₽», «от 1 000 до 1 499 ₽», «от 1 500 ₽», «до 999 ₽». */
const RANGE = /^(?:(?:менее|меньше|до)\s+(\d[\d\s]*\d|\d)|от\s+(\d[\d\s]*\d|\d)(?:\s+до\s+(\d[\d\s]*\d|\d))?)\s*(?:₽|руб\p{L}*\.?)?\s*$/iu;
/** A sum added on top: «— плюс 149 ₽ к стоимости доставки», «+ 99 ₽». */
const PLUS = /^(.{3,80}?)\s*[—–-]\s*(?:плюс|\+)\s*(\d[\d\s]*\d|\d)\s*(?:₽|руб\p{L}*\.?)/iu;
const FREE = /^(?:бесплатно|free|0)$/iu;

interface Band<L> { lo: number; hi: number; price: number; line: L; column: string }

function bandsIn<L extends PayLine>(lines: L[]): Band<L>[] {
  return lines.flatMap((line) => {
    const cells = labelledCells(line.text);
    if (cells.length !== 2 || !cells.every(Boolean)) return [];
    const r = RANGE.exec(cells[0]![2]!.trim());
    const value = cells[1]![2]!.trim();
    const price = FREE.test(value) ? 0 : /^\d[\d\s]*\s*(?:₽|руб\p{L}*\.?)$/u.test(value) ? num(value.replace(/[^\d\s]/gu, "")) : null;
    if (!r || price === null) return [];
    const lo = r[1] ? 0 : num(r[2]!), hi = r[1] ? num(r[1]) - (/^до/iu.test(cells[0]![2]!.trim()) ? 0 : 1) : r[3] ? num(r[3]) : Infinity;
    return [{ lo, hi, price, line, column: cells[1]![1]! }];
  });
}

export function bandWithAddOns<L extends PayLine>(question: string, previous: string | undefined, lines: L[], lang: "ru" | "en"): Worked<L> | null {
  const bands = bandsIn(lines);
  if (bands.length < 2) return null;
  const amountIn = (t: string) => [...plainFigures(t).matchAll(/(?<![\d:.,])(\d+)(?![\d:])/gu)].map((m) => Number(m[1])).find((n) => n >= 100 && bands.some((b) => n >= b.lo && n <= b.hi));
  const amount = amountIn(question) ?? (previous !== undefined ? amountIn(previous) : undefined);
  if (amount === undefined) return null;
  const band = bands.find((b) => amount >= b.lo && amount <= b.hi)!;
  // The add-ons in the band's passage, met by the question's words beyond the band's own column («доставка»).
  const column = new Set([...named(band.column), ...condition(band.column)]);
  const asked = new Set([...named(question), ...condition(question)].filter((t) => !column.has(t)));
  const addOns = lines.filter((l) => l.chunk === band.line.chunk).flatMap((l) => {
    const m = PLUS.exec(l.text);
    if (!m) return [];
    const own = new Set([...named(m[1]!), ...condition(m[1]!)]);
    return [...asked].some((t) => own.has(t)) ? [{ l, label: m[1]!.trim(), add: num(m[2]!) }] : [];
  });
  if (!addOns.length) return null;
  const cur = lang === "en" ? "roubles" : "₽";
  const total = band.price + addOns.reduce((s, a) => s + a.add, 0);
  const parts = [shown(band.price), ...addOns.map((a) => shown(a.add))].join(" + ");
  const said = addOns.map((a) => `${a.label} +${shown(a.add)}`).join(", ");
  return { sums: [`${parts} = ${shown(total)} ${cur} (${shown(amount)} ${cur} → ${shown(band.price)} ${cur}; ${said})`], quoted: [band.line, ...new Set(addOns.map((a) => a.l))] };
}
