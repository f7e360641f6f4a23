import { isOrdinal, numeralOf } from "./numerals.ts";
import { stem } from "./tokens.ts";

/**
 * A day of the month, as a question says it («что у меня девятого?», «до пятнадцатого») and as a list or a rule writes it
 * («09.12 ср — день…», «9 декабря»): one term, so the ordinal meets the date. Lead walk 46: with her shifts attached,
 * «а девятого что у меня?» was hedged with the company's pay table, the list writing «09.12». A term of its own, not the
 * bare number: «5 дней» asks nothing of «05.12».
 */
export const DAY_OF_MONTH = "\u0000dom:";

const NUMERIC = /(?<![\d.,:])(0?[1-9]|[12]\d|3[01])\.(0[1-9]|1[0-2])(?:\.(?:\d{4}|\d{2}))?(?![\d,:]|\.\d)/g;
// The month in the genitive, as a date writes it (Unicode CLDR, ru format-wide).
const NAMED = /(?<![\d.,:])([1-9]|[12]\d|3[01])\s+(?:января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря)(?![\p{L}])/giu;

const GENITIVE_MONTHS = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"];

/**
 * The day-of-month terms of the dates a text writes; a date in figures («09.12») holds its month's name too, as «9 декабря»
 * says it («что у меня 9 декабря?» of a list writing «09.12 ср — день…»).
 */
export function daysOfMonthIn(text: string): string[] {
  const numeric = [...text.matchAll(NUMERIC)].flatMap((m) => [DAY_OF_MONTH + Number(m[1]), stem(GENITIVE_MONTHS[Number(m[2]) - 1]!)]);
  return [...numeric, ...[...text.matchAll(NAMED)].map((m) => DAY_OF_MONTH + Number(m[1]))];
}

/** «5-го», «9-ого»: a day's number in the genitive, its ending typed after it. */
const NUMBERED_GENITIVE = /(?<![\d.,:])([1-9]|[12]\d|3[01])-?о?го(?![\p{L}])/giu;

/** The day numbers a question writes as dates («9 декабря», «а 5-го?»), each with its day-of-month term. */
export function daysAsked(text: string): Map<string, string> {
  return new Map([...text.matchAll(NAMED), ...text.matchAll(NUMBERED_GENITIVE)].map((m) => [m[1]!, DAY_OF_MONTH + Number(m[1])]));
}

/** «девятого», «5-го»: an ordinal in the genitive names a day of the month (the date's own case); null otherwise. */
export function dayOfMonthAsked(word: string): string | null {
  const w = word.toLowerCase().replaceAll("ё", "е");
  const digits = /^(\d{1,2})-?го$/.exec(w);
  if (!digits && (!/(?:ого|его)$/.test(w) || !isOrdinal(w))) return null;
  const n = Number(digits ? digits[1] : numeralOf(w));
  return n >= 1 && n <= 31 ? DAY_OF_MONTH + n : null;
}
