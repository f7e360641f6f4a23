/**
 * How often, as a figure with its period: «once a week» is 1 a week, «2 раза в месяц» 2 a month. Read as bare counts, the
 * cinema guide's «watch a film for free once a week» held no figure but the «one guest», which the rules' «2 раза в
 * месяц … одного гостя» hold too, and the two were not told apart (walk 28a E5). The forms are grammar, written once:
 * English «once», «twice» and «N times» with «a», «per», «each» or «every» before the period (OALD: once, twice, time n.
 * 6 «used to show how often something happens»); Russian «N раз(а)» and bare «раз» with «в» and the period in the
 * accusative (Русская грамматика 1980, § 2207: «раз в неделю»), «ежедневно», «еженедельно», «ежемесячно», «ежегодно».
 */

import { numeralOf } from "./numerals.ts";

const PERIODS: readonly (readonly [RegExp, string])[] = [
  [/^(?:day|дня|день|сутки)$/u, "day"],
  [/^(?:week|неделю)$/u, "week"],
  [/^(?:month|месяц)$/u, "month"],
  [/^(?:year|год)$/u, "year"],
];

const COUNTS: Record<string, number> = { once: 1, twice: 2, thrice: 3, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** A count written in digits or as a number word («два», «two»), or null. */
function count(n: string): number | null {
  if (/^\d+$/.test(n)) return Number(n);
  const word = n.toLowerCase();
  return COUNTS[word] ?? (numeralOf(word) !== null ? Number(numeralOf(word)) : null);
}

const ENGLISH = /(?<![\p{L}\d])(?:(once|twice|thrice)|(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+times)\s+(?:a|an|per|each|every)\s+(day|week|month|year)(?![\p{L}])/giu;
const RUSSIAN = /(?<![\p{L}\d])(?:(\d+|\p{L}+)\s+)?раз(?:а)?\s+в\s+(день|сутки|неделю|месяц|год)(?![\p{L}])/giu;
const EVERY = /(?<![\p{L}])еже(дневно|недельно|месячно|годно)(?![\p{L}])/giu;
const EVERY_PERIOD: Record<string, string> = { дневно: "day", недельно: "week", месячно: "month", годно: "year" };

function period(word: string): string | null {
  return PERIODS.find(([re]) => re.test(word.toLowerCase()))?.[1] ?? null;
}

/**
 * The text with each frequency written as one token «N/period» («1/week», «2/month»), so that a count and its period are
 * one figure; the rest is left as it was.
 */
export function withFrequencies(text: string): string {
  return text
    .replace(ENGLISH, (all, word: string | undefined, n: string | undefined, p: string) => {
      const per = period(p);
      const times = count(word ?? n!);
      return per && times !== null ? ` ${times}/${per} ` : all;
    })
    .replace(RUSSIAN, (all, n: string | undefined, p: string) => {
      const per = period(p);
      // «раз в неделю» is once; a word before «раз» that is no number («можно раз в неделю») leaves it once, kept as typed.
      const times = n === undefined ? 1 : count(n);
      if (!per) return all;
      return times === null ? `${n} 1/${per} ` : ` ${times}/${per} `;
    })
    .replace(EVERY, (_, p: string) => ` 1/${EVERY_PERIOD[p.toLowerCase()]} `);
}
