import { addDays } from "../../tools/time.ts";

/** Month names as a date takes them («10 декабря», «December 10»), index = month − 1. */
const MONTHS_RU = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"];
const MONTHS_EN = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
// «Dec 10», «by Jan 15»: the English months' short forms too (the full name first, so «december» is read whole).
const MONTHS_EN_SHORT = ["jan", "feb", "mar", "apr", "jun", "jul", "aug", "sept", "sep", "oct", "nov", "dec"];
const MONTH = [...MONTHS_RU, ...MONTHS_EN, ...MONTHS_EN_SHORT.map((m) => `${m}\\.?`)].join("|");
const WEEKDAY = "понедельник\\p{L}*|вторник\\p{L}*|сред[уыа]|четверг\\p{L}*|пятниц\\p{L}*|суббот\\p{L}*|воскресень\\p{L}*|monday|tuesday|wednesday|thursday|friday|saturday|sunday";
const WHEN = `\\d{1,2}[./]\\d{1,2}(?:[./]\\d{2,4})?|\\d{1,2}(?:-?(?:го|е|st|nd|rd|th))?(?:\\s+(?:${MONTH}))?|(?:${MONTH})\\s+\\d{1,2}|${WEEKDAY}|конца\\s+\\p{L}+|завтра|послезавтра|tomorrow|the\\s+end\\s+of\\s+\\p{L}+`;
/** The weekdays' forms after «до», «к», «by», Sunday first as Date.getUTCDay counts them. */
const WEEKDAYS = [/^воскресень|^sunday/u, /^понедельник|^monday/u, /^вторник|^tuesday/u, /^сред[уыа]$|^wednesday/u, /^четверг|^thursday/u, /^пятниц|^friday/u, /^суббот|^saturday/u];
/** «до 10 декабря», «к пятнице», «by Friday», «срок — 15 декабря»: by when something is to be done. */
const DEADLINE = new RegExp(`(?<![\\p{L}])(?:до|к|ко|by|until|before|срок(?:\\s*[:—–-])?|deadline(?:\\s*[:—–-])?)\\s+(${WHEN})(?![\\p{L}\\d])`, "iu");

/** The deadline a clause says: the whole phrase and the date as said, or null. */
export function deadlineIn(text: string): { said: string; date: string } | null {
  const m = DEADLINE.exec(text);
  return m ? { said: m[0], date: m[1] } : null;
}

/**
 * A date as said, as a date when it can be read: «сегодня» → today, «10 декабря» → the nearest 10 December not long
 * past (a deadline or a meeting just held). What cannot be read («до пятницы», «10-го») is kept as said.
 */
export function dateSaid(said: string, today: string | undefined, lang: "ru" | "en"): string {
  const t = said.trim().toLowerCase().replaceAll("ё", "е").replace(/[.!]+$/u, "");
  const show = (iso: string) => (lang === "ru" ? iso.split("-").reverse().join(".") : iso);
  if (!today) return said.trim();
  const shift: Record<string, number> = { сегодня: 0, today: 0, завтра: 1, tomorrow: 1, вчера: -1, yesterday: -1, послезавтра: 2 };
  if (t in shift) return show(addDays(today, shift[t]));
  // «до пятницы», «by Friday»: the next such day (walk 19b showed «срок: пятницы», the word in the case «до» asks).
  const weekday = WEEKDAYS.findIndex((re) => re.test(t));
  if (weekday >= 0) {
    const now = new Date(`${today}T12:00:00Z`).getUTCDay();
    return show(addDays(today, ((weekday - now + 7) % 7) || 7));
  }
  const m = new RegExp(`^(\\d{1,2})\\s+(${MONTH})$|^(${MONTH})\\s+(\\d{1,2})$`, "u").exec(t);
  if (!m) return said.trim();
  const day = Number(m[1] ?? m[4]);
  const name = m[2] ?? m[3];
  const month = (MONTHS_RU.indexOf(name) + 1 || MONTHS_EN.findIndex((x) => x.startsWith(name.replace(/\.$/u, ""))) + 1);
  let year = Number(today.slice(0, 4));
  const iso = (y: number) => `${y}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  // More than three months past is next year's date («до 10 января» said in December).
  if (iso(year) < addDays(today, -92)) year += 1;
  return day >= 1 && day <= 31 ? show(iso(year)) : said.trim();
}

/**
 * Who a task is for: a name opening the clause («Мария до 10 декабря готовит сравнение», «Маша — тексты») or after
 * «отвечает»/«ответственный» («…, отвечает Мария Иванова»); a first name said alone is the full name said elsewhere.
 * A capital opening a sentence is a name only beside another capital or a deadline («Мария Иванова готовит…»).
 */
export function ownerOf(text: string, midSentence: boolean, names: string[]): { owner: string | null; rest: string } {
  const full = (n: string) => names.find((x) => x.split(/\s+/)[0] === n && !n.includes(" ")) ?? n;
  const after = /(?:отвечает|ответственн\p{L}*|owner|in\s+charge)\s*[:—–-]?\s*(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)/u.exec(text);
  if (after) return { owner: full(after[1]), rest: text.replace(after[0], " ").trim() };
  const m = /^(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)(?=\s*[—–-]\s|\s+(?:до|к|by)\s|\s+\p{Ll})/u.exec(text);
  if (!m) return { owner: null, rest: text };
  const two = m[1].includes(" ");
  // «Maria prepares the budget…» opening a sentence: a first name of a full name said elsewhere is that person.
  const known = names.some((x) => x.split(/\s+/)[0] === m[1]);
  if (!midSentence && !two && !known && !/^\S+\s+(?:[—–-]|до|к|by)\s/u.test(text)) return { owner: null, rest: text };
  return { owner: full(m[1]), rest: text.slice(m[0].length).replace(/^\s*[—–-]\s*/u, "").trim() };
}
