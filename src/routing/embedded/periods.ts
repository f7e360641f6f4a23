import { DEFAULT_ZONE, addDays, dateInZone, weekday } from "../../tools/time.ts";

/**
 * Periods of the past a request names, read as dates of the person's own days: the mailbox and the counters
 * are asked about what has been («за последнюю неделю», «с 23 по 30 ноября», «за прошлый месяц»), the
 * calendar (args.ts) about what is coming. `anchored`: the period is fixed on the calendar (a named month,
 * week or dates) rather than counted back from today, which the counters, exported with a lag, read as «the
 * last N exported days» instead.
 */
export interface PastRange {
  from: string;
  to: string;
  anchored: boolean;
  /** The message without the words that named the period. */
  rest: string;
}

// Month names in the genitive a date takes («23 ноября») and English ones.
const MONTHS_RU = ["январ", "феврал", "март", "апрел", "ма", "июн", "июл", "август", "сентябр", "октябр", "ноябр", "декабр"];
const MONTHS_EN = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const MONTH = "(январ[яь]|феврал[яь]|марта?|апрел[яь]|ма[яй]|июн[яь]|июл[яь]|августа?|сентябр[яь]|октябр[яь]|ноябр[яь]|декабр[яь]|january|february|march|april|may|june|july|august|september|october|november|december)";
const DAY = "(\\d{1,2})(?:\\.(\\d{1,2})(?:\\.(\\d{2,4}))?)?";
// «с 23 по 30 ноября», «с 23.11 по 30.11», «from 23 to 30 November», «23–30 ноября». Hours are said so too
// («с 10 до 18»): the days need a month or «по», which Russian says of days, not of hours.
const SPAN = new RegExp(`(?:(?:^|\\s)(?:с|со|from|between)\\s+${DAY}(?:\\s+${MONTH})?\\s+(по|до|and|to|till|until)\\s+|(?:^|\\s)${DAY}\\s*[-–—]\\s*)${DAY}(?:\\s+${MONTH})?(?![\\p{L}\\d])`, "iu");
const COUNT = "(\\d+|одн|дв|тр|четыр|пят|шест|сем|one|two|three|four|five|six|seven)";
const COUNTS: Record<string, number> = { одн: 1, дв: 2, тр: 3, четыр: 4, пят: 5, шест: 6, сем: 7, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };

/** Phrases of a rolling or named period, first match wins; `range` gets today and this week's Monday. */
const NAMED: readonly { re: RegExp; range: (today: string, monday: string, n: number) => [string, string]; anchored: boolean }[] = [
  // «за эту неделю и прошлую», «эту и прошлую неделю», «this week and last»: from last week's Monday.
  { re: /(?:за\s+|на\s+)?(?:эт\S*\s+недел\S*\s+и\s+(?:на\s+)?прошл\S*(?:\s+недел\S*)?|эт\S*\s+и\s+прошл\S*\s+недел\S*|прошл\S*\s+и\s+эт\S*\s+недел\S*|this\s+(?:week\s+and\s+last(?:\s+week)?|and\s+last\s+week)|last\s+week\s+and\s+this(?:\s+week)?)/iu, range: (t, m) => [addDays(m, -7), t], anchored: true },
  // «на позапрошлой неделе», «the week before last»: the week before last week (walk 22b got last week: «позапрошлой» holds «прошл»).
  { re: /(?:за\s+|на\s+)?позапрошл\S*\s+недел\S*|(?:the\s+)?week\s+before\s+last(?:\s+week)?/iu, range: (_, m) => [addDays(m, -14), addDays(m, -8)], anchored: true },
  // «на прошлой неделе», «за прошлую неделю», «last week»: Monday to Sunday before this week.
  { re: /(?:за\s+|на\s+)?(?:прошл|предыдущ)\S*\s+недел\S*|last\s+week|previous\s+week/iu, range: (_, m) => [addDays(m, -7), addDays(m, -1)], anchored: true },
  // «за прошлый месяц», «last month»: the calendar month before this one.
  { re: /(?:за\s+|в\s+)?(?:прошл|предыдущ)\S*\s+месяц\S*|last\s+month|previous\s+month/iu, range: (t) => { const first = `${t.slice(0, 7)}-01`; const prev = addDays(first, -1); return [`${prev.slice(0, 7)}-01`, prev]; }, anchored: true },
  // «за последние 3 дня», «за две недели», «past 10 days»: so many days or weeks back from today.
  // A lead word is needed: «отпуск на 14 дней» names a length, no period of letters.
  { re: new RegExp(`(?:за\\s+(?:последн\\S*\\s+)?|последн\\S*\\s+|(?:in\\s+the\\s+|over\\s+the\\s+)?(?:past|last)\\s+)${COUNT}\\S*\\s+(дн|дня|день|недел|day|week)\\S*`, "iu"), range: (t, _, n) => [addDays(t, -n), t], anchored: false },
  // «за последнюю неделю», «за неделю», «past week»: seven days back, the same weekday a week ago included.
  // «на этой неделе» is no such period: the calendar's week (args.ts) reads it.
  { re: /(?:за\s+(?:последн\S*\s+)?|последн\S*\s+)недел\S*|(?:the\s+)?past\s+week|last\s+7\s+days/iu, range: (t) => [addDays(t, -7), t], anchored: false },
  // «за последний месяц», «за месяц»: since the same day a month ago.
  { re: /(?:за\s+(?:последн\S*\s+)?|последн\S*\s+)месяц\S*|(?:the\s+)?past\s+month/iu, range: (t) => [monthBack(t), t], anchored: false },
  // «позавчера»: the day before yesterday.
  { re: /(?<![\p{L}])позавчера(?![\p{L}])|day\s+before\s+yesterday/iu, range: (t) => [addDays(t, -2), addDays(t, -2)], anchored: true },
];

function monthBack(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const back = new Date(Date.UTC(y, m - 2, Math.min(d, new Date(Date.UTC(y, m - 1, 0)).getUTCDate())));
  return back.toISOString().slice(0, 10);
}

const monthOf = (word: string | undefined): number | null => {
  if (!word) return null;
  const w = word.toLowerCase();
  const en = MONTHS_EN.indexOf(w);
  if (en >= 0) return en;
  const ru = MONTHS_RU.findIndex((s) => w.startsWith(s) && !(s === "ма" && w.startsWith("март")));
  return ru >= 0 ? ru : null;
};

/** «с 23 по 30 ноября» as dates: the month said (or this one), the latest such days that have begun by today. */
function span(m: RegExpExecArray, today: string): [string, string] | null {
  // Groups: 1–4 «с D[.M[.Y]] [month]», 5 «по/до», 6–8 «D[.M[.Y]]–», 9–11 the second day, 12 its month.
  if (!m[12] && !m[4] && !(m[2] && m[10]) && m[5]?.toLowerCase() !== "по") return null;
  const d1 = Number(m[1] ?? m[6]), d2 = Number(m[9]);
  const m2 = m[10] ? Number(m[10]) - 1 : monthOf(m[12]) ?? monthOf(m[4]) ?? (m[2] ? Number(m[2]) - 1 : Number(today.slice(5, 7)) - 1);
  const m1 = m[2] ? Number(m[2]) - 1 : m[7] ? Number(m[7]) - 1 : monthOf(m[4]) ?? m2;
  const saidYear = m[11] ?? m[3] ?? m[8];
  const full = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));
  let year = saidYear ? full(saidYear) : Number(today.slice(0, 4));
  const iso = (y: number, mo: number, d: number) => new Date(Date.UTC(y, mo, d)).toISOString().slice(0, 10);
  if (!saidYear && iso(year, m1, d1) > today) year -= 1;
  if (d1 < 1 || d1 > 31 || d2 < 1 || d2 > 31 || m1 > 11 || m2 > 11) return null;
  const from = iso(year, m1, d1);
  const to = iso(m2 < m1 ? year + 1 : year, m2, d2);
  return from <= to ? [from, to] : null;
}

/** The past period a message names, or null. */
export function pastRange(message: string, now = new Date(), zone = DEFAULT_ZONE): PastRange | null {
  const today = dateInZone(now.getTime(), zone);
  const monday = addDays(today, -weekday(today));
  const text = message.replaceAll("ё", "е");
  const cut = (m: RegExpExecArray) => `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.replace(/\s+/g, " ").trim();
  const s = SPAN.exec(text);
  const dates = s ? span(s, today) : null;
  if (s && dates) return { from: dates[0], to: dates[1], anchored: true, rest: cut(s) };
  for (const p of NAMED) {
    const m = new RegExp(`(?<![\\p{L}])(?:${p.re.source})(?![\\p{L}])`, "iu").exec(text);
    if (!m) continue;
    const said = m.slice(1).find((g) => g !== undefined && new RegExp(`^${COUNT}`, "iu").test(g));
    const n = said ? (/^\d+$/.test(said) ? Number(said) : COUNTS[said.toLowerCase()] ?? 1) : 1;
    const unit = /недел|week/i.test(m[0]) && said ? 7 : 1;
    const [from, to] = p.range(today, monday, n * unit);
    return { from, to, anchored: p.anchored, rest: cut(m) };
  }
  return null;
}
