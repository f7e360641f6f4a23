import type { Fragment } from "../retrieval/types.ts";
import { sentences, type PickedSentence } from "./extractive.ts";
import type { Verdict } from "./answerability.ts";
import { isMonthName } from "../text/measure-questions.ts";
import { stem, words } from "../text/tokens.ts";
import { speaksOfSelf } from "../text/possessives.ts";

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
const WH = /(?<![\p{L}])(?:когда|как|какие|какой|какая|каких|сколько|скольки|где|кто|кого|кому|кем|ком|что|чего|чему|чем|чём|почему|зачем|куда|откуда|when|what|which|how|where|who|why)(?![\p{L}])/iu;
/** A run of days before a month's name: «4, 5, 8 и 11 декабря», «3 декабря». */
const DAY_RUN = /((?:(?<![\d:.+-])(?:[1-9]|[12]\d|3[01])\s*(?:,|и|–|-|and)?\s*)+)(\p{L}+)/giu;

export function dayAsked(question: string): number | null {
  if (!/\?\s*$/.test(question) || WH.test(question)) return null;
  const m = DAY_ASKED.exec(question);
  if (!m || (m[2] !== undefined && !isMonthName(m[2].toLowerCase()))) return null;
  return Number(m[1]);
}

/**
 * «20 декабря работаю?», «выхожу 21-го?»: spoken Russian drops «я» before a verb whose ending says the person already
 * (first person singular present: «-аю, -яю, -ею, -жу, -шу, -чу, -щу, -лю, -рю, -ню», Русская грамматика 1980, § 1480;
 * «-ую» left out, an adjective's accusative as often: «ночную»).
 */
const FIRST_PERSON = /(?<![\p{L}])\p{L}{2,}(?:аю|яю|ею|жу|шу|чу|щу|лю|рю|ню)(?![\p{L}])/iu;
export const ownDayAsked = (question: string) => dayAsked(question.trim()) !== null && (speaksOfSelf(question) || FIRST_PERSON.test(question));

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

/** The file's lines (a schedule's lines carry no full stop: each is read apart, as the person wrote it) with their days. */
function datedLines(mine: Fragment[]) {
  return mine.flatMap((f, fragment) => f.text.split(/\n+/).flatMap((l) => sentences(l)).flatMap(apart).map((text) => ({ fragment, text, days: daysListed(text) })))
    .filter((l) => l.days.size > 0);
}
/**
 * A file's lines may reach here joined by spaces («…29, 30 декабря 20 декабря — собрание…»): a month's name or a time of
 * day («…с 9:00 до 21:00 31 декабря — выходной», walk 26a R64 counted that day off as a ninth shift) followed by a new day
 * and month with nothing between them (no comma, «и», «по») starts a new line.
 */
function apart(text: string): string[] {
  const cuts = [0];
  for (const m of text.matchAll(/(\p{L}+|\d{1,2}:\d{2})\s+(?=(?:[1-9]|[12]\d|3[01])\s+(\p{L}+))/gu)) {
    if ((/^\d/.test(m[1]!) || isMonthName(m[1]!.toLowerCase())) && isMonthName(m[2]!.toLowerCase())) cuts.push(m.index! + m[0].length);
  }
  return cuts.map((c, i) => text.slice(c, cuts[i + 1]).trim()).filter(Boolean);
}
/** A list of separate days (a schedule's), not a period («с 10 по 23», «20–31 декабря») nor one dated event. */
const isList = (l: { text: string; days: Set<number> }) => l.days.size >= 3 && !/\d\s*[–-]\s*\d/.test(l.text.replace(/\d{1,2}:\d{2}\s*[–-]\s*\d{1,2}:\d{2}/g, ""));

/** The file's one list of separate days (a schedule's shifts), or null when it holds none or several. */
export function ownDayList(mine: Fragment[]): { fragment: number; text: string; days: Set<number> } | null {
  const lists = listsIn(mine);
  return lists.length === 1 ? lists[0]! : null;
}

/** The file's lists of days: a line listing three or more («Смены: 4, 5, 8 декабря»), else a column of one day a line. */
function listsIn(mine: Fragment[], lines = datedLines(mine)): { fragment: number; text: string; days: Set<number>; items?: string[] }[] {
  const rows = lines.filter(isList);
  return rows.length ? rows : mine.map((_, fragment) => columnOf(lines.filter((l) => l.fragment === fragment), fragment)).filter((l) => l !== null);
}

/** A line's words past its date, in Snowball stems: what kind of day it is («утро», «вечер»). */
const kindWords = (text: string) => new Set(words(text.replace(DAY_RUN, " ")).filter((w) => /^\p{L}{3,}$/u.test(w)).map((w) => stem(w.toLowerCase())));

/**
 * «8 декабря — утро, 7:00–19:00» / «9 декабря — утро» / «12 декабря — вечер…» / «17 декабря — аттестация… в 16:00», one day
 * a line (lead walk 49, since such lines are no longer glued into one): the lines naming one day each and a kind of day
 * another line names too, three or more, are the schedule's days — a schedule repeats its few kinds, and a line naming
 * what no other does (the attestation) is an event of that day, not a shift.
 */
function columnOf(lines: { fragment: number; text: string; days: Set<number> }[], fragment: number) {
  const single = lines.filter((l) => l.days.size === 1);
  const kinds = single.map((l) => kindWords(l.text));
  const days = single.filter((_, i) => [...kinds[i]!].some((k) => kinds.some((o, j) => j !== i && o.has(k))));
  if (days.length < 3) return null;
  const items = days.map((l) => l.text);
  return { fragment, text: items.join("; "), days: new Set(days.flatMap((l) => [...l.days])), items };
}

/** The reading of a yes/no question about a day from the person's own file, or null when it is not one or lists no days. */
export function ownDayReading(question: string, mine: Fragment[]): { fragments: Fragment[]; verdict: Verdict; listed?: boolean } | null {
  const day = dayAsked(question.trim());
  if (day === null) return null;
  const lines = datedLines(mine);
  const lists = listsIn(mine, lines);
  const holding = lines.filter((l) => l.days.has(day));
  // The file's one list of days leads: it says whether (walk 24: «20 декабря работаю?» led with the meeting held that day,
  // joined to the list above it); a line of that day's own follows it. Across several lists or none, the lines holding the
  // day are shown for the person to read, with no «Да» or «Нет».
  const list = lists.length === 1 ? lists[0]! : null;
  const chosen = list ? [list, ...holding.filter((l) => l !== list && !list.items?.includes(l.text))] : holding.length ? holding : lines.length === 1 ? lines : [];
  if (!chosen.length) return null;
  const picked: PickedSentence[] = chosen.slice(0, 2).map((l) => ({ fragment: l.fragment, text: l.text, score: 1 }));
  const verdict: Verdict = { state: "answered", coverage: 1, anchor: String(day), anchorCovered: true, missing: [], picked };
  return { fragments: mine, verdict, ...(list ? { listed: list.days.has(day) } : {}) };
}

/** «сколько у меня смен в декабре?», «how many shifts do I have»: a count asked of the person's own days. */
const COUNT_ASKED = /(?<![\p{L}])(?:сколько\s+(?:у\s+меня\s+)?((?:\p{L}+\s+)?(?:смен\p{L}*|дней|выход\p{L}*|дежурств\p{L}*))|how\s+many\s+((?:\p{L}+\s+)?(?:shifts|days)))(?![\p{L}])/iu;

/** The count of the days in the person's one list, said before the list's line, or null when it asks no count or lists none. */
export function ownCountReading(question: string, mine: Fragment[], lang: "ru" | "en" = "ru"): { fragments: Fragment[]; verdict: Verdict; lead: string } | null {
  const m = COUNT_ASKED.exec(question);
  if (!m) return null;
  const lists = listsIn(mine);
  if (lists.length !== 1) return null;
  const list = lists[0]!;
  const picked: PickedSentence[] = [{ fragment: list.fragment, text: list.text, score: 1 }];
  const verdict: Verdict = { state: "answered", coverage: 1, anchor: null, anchorCovered: true, missing: [], picked };
  const what = (m[1] ?? m[2] ?? "").replace(/^у\s+меня\s+/iu, "");
  return { fragments: mine, verdict, lead: lang === "en" ? `${list.days.size} ${what} by your schedule. ` : `По вашему графику — ${list.days.size} (${what}). ` };
}

/**
 * «какие у меня смены?» with no file of the person's in the chat: their own days are in no company document, and the
 * company's rules are not theirs (walk 24: the pay table was answered). Said first, then the company's rule on it.
 */
const OWN_SCHEDULE = /(?<![\p{L}])(?:смен\p{L}*|график\p{L}*|расписани\p{L}*|выходн\p{L}*|дежурств\p{L}*|shifts?|schedule|rota|days\s+off)(?![\p{L}])/iu;
export const asksOwnSchedule = (question: string) => OWN_SCHEDULE.test(question);
/**
 * With no file: the person's shifts themselves asked («какие у меня смены?», «мои дежурства на неделе»), in the plural and
 * with no word of pay (a rate or a payment per shift is the company's, the same for all: «какая у меня ставка за смену?»).
 */
const SHIFTS = /(?<![\p{L}])(?:смены|смен|сменах|дежурства|дежурств|shifts)(?![\p{L}])/iu;
const PAY = /(?<![\p{L}])(?:ставк|оплат|плат|руб|доплат|надбав|зарплат|pay|rate|wage)/iu;
export const asksOwnShifts = (question: string) => SHIFTS.test(question) && !PAY.test(question);
/** What the person lacks and the company's rules say of it: the schedule (searched beside their words). */
export const SCHEDULE_WORD = { ru: "график", en: "schedule" } as const;
/** The company's sentences on schedules among the passages found (where shifts are published, their pattern), as an answer's picks. */
export function scheduleRules(company: Fragment[]): Verdict | null {
  const picked: PickedSentence[] = company.flatMap((f, fragment) => sentences(f.text).filter((t) => /(?<![\p{L}])(?:график|расписани|schedule|rota)/iu.test(t))
    .map((text) => ({ fragment, text, score: f.score })));
  // From the first passage that speaks of schedules: one rule, not lines gathered across documents.
  const first = picked[0]?.fragment;
  picked.splice(0, picked.length, ...picked.filter((p) => p.fragment === first).slice(0, 3));
  return picked.length ? { state: "answered", coverage: 1, anchor: null, anchorCovered: true, missing: [], picked } : null;
}
export function noScheduleNote(lang: "ru" | "en" = "ru"): string {
  return lang === "en" ? "The documents do not answer this exactly: your own schedule is not attached in this chat — attach the file and I will answer from it. The company's rules on shifts:\n"
    : "В документах нет точного ответа на этот вопрос: вашего личного графика в этом чате нет — прикрепите файл с графиком, и я отвечу по нему. Правила компании о графике смен:\n";
}
