import type { Fragment } from "../retrieval/types.ts";
import { sentences, type PickedSentence } from "./extractive.ts";
import type { Verdict } from "./answerability.ts";
import { isMonthName } from "../text/measure-questions.ts";
import { words } from "../text/tokens.ts";

/**
 * «я работаю 12-го?» with the person's schedule attached (walk 23b #2, #9: a chrysanthemum's «не более 12 суток» was the
 * answer, cited). A yes/no question naming a day of the month is answered by the file's line listing their days
 * («Смены: 4, 5, 8, 11, 12, 15, 18, 19 декабря»; «3 декабря, четверг — вечерняя смена …»): the line that holds the day, or
 * the one list that does not — either way the person reads their answer there, cited. A figure alone is never matched
 * by weight (own.ts), so this is read apart: a day is a date only beside its «-го», «числа» or a month's name.
 */

/** «12-го», «12го», «12 числа», «12 декабря», «the 12th»: a day of the month asked about. */
const DAY_ASKED = /(?<![\d:.,+])([1-9]|[12]\d|3[01])(?:\s*-?\s*(?:го|ого)(?![\p{L}])|\s+числа(?![\p{L}])|\s*(?:st|nd|rd|th)(?![\p{L}])|\s+(\p{L}+))/iu;
/** A question word: «когда», «какие», «во сколько» ask what, not whether. */
const WH = /(?<![\p{L}])(?:когда|как|какие|какой|какая|каких|сколько|скольки|где|кто|что|почему|зачем|куда|откуда|when|what|which|how|where|who|why)(?![\p{L}])/iu;
/** A run of days before a month's name: «4, 5, 8 и 11 декабря», «3 декабря». */
const DAY_RUN = /((?:(?<![\d:.+-])(?:[1-9]|[12]\d|3[01])\s*(?:,|и|–|-|and)?\s*)+)(\p{L}+)/giu;

export function dayAsked(question: string): number | null {
  if (!/\?\s*$/.test(question) || WH.test(question)) return null;
  const m = DAY_ASKED.exec(question);
  if (!m || (m[2] !== undefined && !isMonthName(m[2].toLowerCase()))) return null;
  return Number(m[1]);
}

/** The days a line lists before a month's name, none when it names no date. */
function daysListed(line: string): Set<number> {
  const out = new Set<number>();
  for (const m of line.matchAll(DAY_RUN)) {
    if (!isMonthName(m[2]!.toLowerCase())) continue;
    for (const d of words(m[1]!)) if (/^\d+$/.test(d)) out.add(Number(d));
  }
  return out;
}

/** «Да.» or «Нет.» before the line, in the interface's language: the question was whether. */
export function dayLead(yes: boolean, lang: "ru" | "en" = "ru"): string {
  return lang === "en" ? (yes ? "Yes. " : "No. ") : yes ? "Да. " : "Нет. ";
}

/** The reading of a yes/no question about a day from the person's own file, or null when it is not one or lists no days. */
export function ownDayReading(question: string, mine: Fragment[]): { fragments: Fragment[]; verdict: Verdict; listed?: boolean } | null {
  const day = dayAsked(question.trim());
  if (day === null) return null;
  const lines = mine.flatMap((f, fragment) => sentences(f.text).map((text) => ({ fragment, text, days: daysListed(text) }))).filter((l) => l.days.size > 0);
  const holding = lines.filter((l) => l.days.has(day));
  // The day in no line: only a single list says it is not among the person's days; across dated lines nothing is said.
  const chosen = holding.length ? holding : lines.length === 1 ? lines : [];
  if (!chosen.length) return null;
  const picked: PickedSentence[] = chosen.slice(0, 2).map((l) => ({ fragment: l.fragment, text: l.text, score: 1 }));
  // «Да» or «Нет» only from the file's one list of separate days (its schedule): a period («с 10 по 23», «20–31 декабря») or
  // several dated lines may be a leave as well as shifts, and the line alone is shown for the person to read.
  const one = lines.length === 1 && lines[0]!.days.size >= 2 && !/\d\s*[–-]\s*\d/.test(lines[0]!.text.replace(/\d{1,2}:\d{2}\s*[–-]\s*\d{1,2}:\d{2}/g, ""));
  const verdict: Verdict = { state: "answered", coverage: 1, anchor: String(day), anchorCovered: true, missing: [], picked };
  return { fragments: mine, verdict, ...(one ? { listed: holding.length > 0 } : {}) };
}
