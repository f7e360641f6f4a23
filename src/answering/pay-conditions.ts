import { plainFigures } from "../text/figures.ts";
import { HOLIDAY_SOURCE, HOLIDAY_WORDS, holidayIn } from "../text/holidays-ru.ts";
import { ASKS_EXTRA, FIRST_HOURS, multiplierOf, OVERTIME, SPAN, SURCHARGE, unitOfAdjective } from "../text/pay-cues.ts";
import { words } from "../text/tokens.ts";
import { asksTotal } from "../text/sum-cues.ts";
import { condition } from "./pay-words.ts";
import { chosen, countIn, named, num, type PayLine, ratesIn, shown, type Worked } from "./implied-pay.ts";
import { divisorOf, shiftLengths } from "./shift-hours.ts";

/**
 * A shift paid under a condition the rules name (walk 25b): a holiday shift «в двойном размере» («вышел в праздник 1 мая,
 * сколько заплатят за смену?» was answered «2 400», the rate alone) and a night shift with its surcharge in per cent of
 * the hourly rate («ночная смена с 22 до 6, сколько за смену получу с ночными?» was hedged). The condition is met by the
 * question's words or the date it names (holidays.ts); the rate is the position's; the sum is shown, the rules quoted.
 */

const meets = (q: Set<string>, rule: string) => [...condition(rule)].filter((t) => q.has(t)).length;

/** The position's rate per shift, or its hourly rate times the hours of its shift; null when the question names none. */
function shiftPay<L extends PayLine>(question: string, lines: L[]): { amount: number; how: string; quoted: L[] } | null {
  const all = ratesIn(lines);
  const shift = chosen(question, all.filter((r) => r.unit === "shift"));
  const hourly = chosen(question, all.filter((r) => r.unit === "hour"));
  if (shift.picked && shift.rates.length === 1) return { amount: shift.rates[0]!.amount, how: shown(shift.rates[0]!.amount), quoted: [shift.rates[0]!.line] };
  if (!hourly.picked || hourly.rates.length !== 1) return null;
  const r = hourly.rates[0]!;
  const count = countIn(question);
  const length = count?.unit === "hour" ? { n: count.n, line: undefined } : shiftLengths(question, lines).picked.length === 1 ? shiftLengths(question, lines).picked[0]! : null;
  if (!length) return null;
  return { amount: length.n * r.amount, how: `${shown(length.n)} × ${shown(r.amount)} = ${shown(length.n * r.amount)}`, quoted: [r.line, ...(length.line ? [length.line] : [])] };
}

/** «вышел в праздник 1 мая, сколько заплатят за смену?»: the shift's pay × the multiplier of the rule its condition names. */
export function multiplied<L extends PayLine>(question: string, lines: L[], lang: "ru" | "en"): Worked<L> | null {
  if (OVERTIME.test(question)) return null;
  const date = holidayIn(question);
  const asked = condition(date ? `${question} ${HOLIDAY_WORDS}` : question);
  const rule = lines.filter((l) => multiplierOf(l.text).length === 1 && !FIRST_HOURS.test(l.text))
    .map((l) => ({ l, s: meets(asked, l.text) })).filter((x) => x.s > 0).sort((a, b) => b.s - a.s)[0];
  if (!rule) return null;
  const k = multiplierOf(rule.l.text)[0]!;
  // The rule's own «премия 3 000 руб. за смену» is what it adds to the shift, not the shift's pay it multiplies (walk 32h:
  // «сколько платят 8 марта» was answered «2 × 3000 = 6000 руб.» with the one sentence quoted twice).
  const pay = shiftPay(question, lines.filter((l) => l.text !== rule.l.text));
  const cur = lang === "en" ? "roubles" : "руб.";
  const why = date ? (lang === "en" ? ` (${date} is a public holiday, ${HOLIDAY_SOURCE})` : ` (${date} — нерабочий праздничный день, ${HOLIDAY_SOURCE})`) : "";
  if (!pay) {
    // «как оплачивается работа в праздничный день?», «дёрнули в 3 ночи, как оплатят эти часы?» ask the rule itself: the
    // ordinary answer quotes it. Only a count of shifts or hours said makes a sum to ask the position for.
    if (!countIn(question)) return null;
    const ask = lang === "en" ? `The rule pays ×${shown(k)}${why}; tell me your position and I will work it out.` : `Оплата — ×${shown(k)}${why}; напишите вашу должность, и я посчитаю.`;
    return { sums: [], quoted: [rule.l], ask };
  }
  const count = countIn(question);
  const lead = pay.how.includes("=") ? `${pay.how}; ` : "";
  const one = `${shown(k)} × ${shown(pay.amount)} = ${shown(k * pay.amount)} ${cur}${why}`;
  if (count?.unit !== "shift") return { sums: [`${lead}${one}`], quoted: [rule.l, ...pay.quoted] };
  // «2 смены в праздники» are all under the condition; «13 смен, и ещё одна в праздник» are not: both sums are shown.
  const after = new RegExp(String.raw`(?<!\d)${count.n}\s+((?:\p{L}+\s*){1,4})`, "u").exec(plainFigures(question))?.[1] ?? "";
  if (meets(condition(after), rule.l.text) > 0) return { sums: [`${lead}${shown(count.n)} × ${shown(k)} × ${shown(pay.amount)} = ${shown(count.n * k * pay.amount)} ${cur}${why}`], quoted: [rule.l, ...pay.quoted] };
  const plain = lang === "en" ? "a shift under the rule" : "смена по этому правилу";
  return { sums: [`${lead}${shown(count.n)} × ${shown(pay.amount)} = ${shown(count.n * pay.amount)} ${cur}; ${plain}: ${one}`], quoted: [rule.l, ...pay.quoted] };
}

/** «с 22 до 6», «с 22:00 до 06:00»: the hours between two clock times. */
function spanHours(text: string): number | null {
  const m = /с\s+(\d{1,2})(?::(\d{2}))?\s+до\s+(\d{1,2})(?::(\d{2}))?(?![\d:])/u.exec(text) ?? SPAN.exec(text);
  if (!m) return null;
  return ((Number(m[3]) * 60 + Number(m[4] ?? 0) - Number(m[1]) * 60 - Number(m[2] ?? 0) + 1440) % 1440) / 60 || null;
}

/** «ночная смена, сколько получу с ночными?»: the shift's pay and the surcharge on its hours, added. */
export function withSurcharge<L extends PayLine>(question: string, lines: L[], lang: "ru" | "en"): Worked<L> | null {
  const asked = condition(question);
  const rule = lines.map((l) => ({ l, m: SURCHARGE.exec(l.text) })).filter((x) => x.m)
    .map((x) => ({ ...x, s: meets(asked, x.l.text.slice(0, x.m!.index)) })).filter((x) => x.s > 0).sort((a, b) => b.s - a.s)[0];
  // The whole is asked: «вместе с доплатой», «за смену … с ночными» (the rule's condition after «с»), not the extra alone.
  const withIt = new RegExp(String.raw`(?:^|[^\p{L}])(?:с|со)\s+(\p{L}+)`, "giu");
  // Asked without naming the extra («в ночь … сколько выйдет?»), the shift's pay is the whole.
  const whole = !ASKS_EXTRA.test(question) || asksTotal(question) || [...question.matchAll(withIt)].some((m) => meets(condition(m[1]!), rule?.l.text ?? "") > 0 || /^(?:доплат|надбавк)/iu.test(m[1]!));
  if (!rule || !whole) return null;
  const pct = num(rule.m![1]!);
  if (!words(rule.m![2]!).map(unitOfAdjective).includes("hour")) return null;
  const rates = ratesIn(lines);
  const hourly = chosen(question, rates.filter((r) => r.unit === "hour"));
  const shift = chosen(question, rates.filter((r) => r.unit === "shift"));
  const length = shiftLengths(question, lines).picked;
  const shiftHours = length.length === 1 ? length[0]! : null;
  const night = spanHours(question) ?? spanHours(rule.l.text);
  if (!night || !shiftHours) return null;
  const hours = Math.min(night, shiftHours.n);
  let rate: { amount: number; how: string; quoted: L[] } | null = null;
  if (hourly.picked && hourly.rates.length === 1) rate = { amount: hourly.rates[0]!.amount, how: "", quoted: [hourly.rates[0]!.line] };
  else if (shift.picked && shift.rates.length === 1) {
    const by = divisorOf(question, lines.find((l) => /часов\p{L}*\s+ставк/iu.test(l.text)) ?? rule.l, lines);
    if (by) rate = { amount: shift.rates[0]!.amount / by.n, how: `${shown(shift.rates[0]!.amount)} / ${by.n} = `, quoted: [shift.rates[0]!.line] };
  }
  if (!rate) return null;
  const cur = lang === "en" ? "roubles" : "руб.";
  // «2 ночные смены»: each is a shift's pay and its night hours.
  const count = countIn(question);
  const times = count?.unit === "shift" ? count.n : 1;
  const base = times * shiftHours.n * rate.amount, extra = (times * hours * rate.amount * pct) / 100;
  const x = times !== 1 ? `${shown(times)} × ` : "";
  const hourlyWord = lang === "en" ? "hourly rate" : "часовая ставка";
  const sums = [`${rate.how ? `${hourlyWord} ${rate.how}${shown(rate.amount)}; ` : ""}${x}${shown(shiftHours.n)} × ${shown(rate.amount)} = ${shown(base)}; ${x}${shown(hours)} × ${shown(rate.amount)} × ${shown(pct)}% = ${shown(extra)}; ${lang === "en" ? "in total" : "итого"} ${shown(base)} + ${shown(extra)} = ${shown(base + extra)} ${cur}`];
  return { sums, quoted: [...new Set([rule.l, ...rate.quoted, shiftHours.line])] };
}

/** A date in the question that is a holiday: lets a question without the word «праздник» reach `multiplied`. */
export const namesHoliday = (text: string) => holidayIn(plainFigures(text)) !== null;
