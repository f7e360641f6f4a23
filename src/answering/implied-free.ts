import { plainFigures } from "../text/figures.ts";
import { PER_DAY_CHARGE, unitOf } from "../text/pay-cues.ts";
import { named, num, overlap, type PayLine, shown, type Worked } from "./implied-pay.ts";

/**
 * A charge per day after a free period, for the time the question gives (walk 26a R49: «вещь висит уже 2 месяца… сколько
 * с него взять за хранение?» got «хранятся бесплатно 30 дней…, далее — 50 ₽ за каждый день» and no sum). Months and weeks
 * are counted as 30 and 7 days and said so: the sum is an estimate the person can check against the dates.
 */

/** «бесплатно 30 дней», «30 дней бесплатно», «первые 30 дней — бесплатно», «free for 30 days». */
const FREE = /(?:бесплатно\s+(?:в\s+течение\s+)?(\d+)\s+(\p{L}+)|(\d+)\s+(\p{L}+)\s+(?:—\s+|–\s+|-\s+)?бесплатно|free\s+(?:for\s+)?(\d+)\s+(\p{L}+))/iu;
/** «2 месяца», «3 недели», «2 months»: a span the question gives in other units than days. */
const SPAN = /(?<![\d.,])(\d+(?:[.,]\d+)?)\s+(месяц\p{L}*|недел\p{L}*|months?|weeks?)(?![\p{L}])/iu;
/** «45 дней», «10 суток»: days said. */
const DAYS = /(?<![\d.,:])(\d+)\s+(\p{L}+)/gu;

function daysAsked(question: string): { days: number; said?: string } | null {
  const text = plainFigures(question);
  const span = SPAN.exec(text);
  if (span) return { days: num(span[1]!) * (/^(?:месяц|month)/iu.test(span[2]!) ? 30 : 7), said: span[0] };
  for (const m of text.matchAll(DAYS)) if (unitOf(m[2]!) === "day") return { days: Number(m[1]) };
  return null;
}

export function chargeAfterFree<L extends PayLine>(question: string, lines: L[], lang: "ru" | "en"): Worked<L> | null {
  const asked = daysAsked(question);
  if (!asked) return null;
  const words = named(question.replace(SPAN, " "));
  const rules = lines.flatMap((l) => {
    const free = FREE.exec(l.text);
    const charge = free && PER_DAY_CHARGE.exec(l.text.slice(free.index + free[0].length));
    const freeUnit = free && (free[2] ?? free[4] ?? free[6])!;
    if (!free || !charge || charge[2] === "%" || unitOf(charge[4]!) !== "day" || unitOf(freeUnit!) !== "day") return [];
    return [{ l, free: Number(free[1] ?? free[3] ?? free[5]), each: num(charge[1]!), s: overlap(words, named(`${l.text} ${l.chunk.headingPath.join(" ")}`)) }];
  }).filter((r) => r.s > 0).sort((a, b) => b.s - a.s);
  const rule = rules[0];
  if (!rule || (rules[1] && rules[1].s === rule.s)) return null;
  const cur = lang === "en" ? "roubles" : "₽";
  const approx = asked.said ? (lang === "en" ? `${asked.said} ≈ ${asked.days} days; ` : `${asked.said} ≈ ${asked.days} дней; `) : "";
  const paid = Math.max(0, asked.days - rule.free);
  const sum = paid > 0 ? `${approx}(${asked.days} − ${rule.free}) × ${shown(rule.each)} = ${paid} × ${shown(rule.each)} = ${shown(paid * rule.each)} ${cur}`
    : `${approx}${lang === "en" ? `within the ${rule.free} free days: 0 ${cur}` : `в пределах ${rule.free} бесплатных дней: 0 ${cur}`}`;
  return { sums: [sum], quoted: [rule.l] };
}
