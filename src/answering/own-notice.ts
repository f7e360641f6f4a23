import type { Fragment, StoredChunk } from "../retrieval/types.ts";
import { linesOf } from "./implied-sum.ts";

/**
 * «а отпуск у меня когда и успела ли я подать заявление, если сегодня 3 декабря?» with the person's schedule attached
 * (walk 26a R67 found «Отпуск: с 20 по 27 декабря» but not the notice rule): the leave's first day from their file, the
 * notice the company's leave table gives («Срок подачи заявления: не позднее чем за 14 дней»), the last day to apply and,
 * when the question says today's date, whether it is still in time. Calendar days only: a notice in working days needs
 * the company's calendar, which no document gives, so it is left to the ordinary answer. «Отпуск» unqualified is the
 * annual paid leave (Трудовой кодекс РФ, ст. 114, 122), unless the question or the file names another kind.
 */
interface Line { text: string; chunk: StoredChunk }
export interface OwnNotice { text: string; chunks: StoredChunk[] }

const MONTHS = ["январ", "феврал", "март", "апрел", "ма", "июн", "июл", "август", "сентябр", "октябр", "ноябр", "декабр"];
const monthOf = (word: string) => MONTHS.findIndex((s) => word.toLowerCase().startsWith(s) && !(s === "ма" && !/^ма[йяею]$/iu.test(word)));
const GENITIVE = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"];

/** Leave and the application for it, asked of oneself: «успею подать заявление на отпуск?», «до какого числа подавать». */
const LEAVE = /(?<![\p{L}])отпуск\p{L}*/iu;
const NOTICE = /(?<![\p{L}])(?:заявлени\p{L}*|подать|подавать|подам|успел\p{L}*|успею|успеваю|до\s+какого)/iu;
/** «с 20 по 27 декабря», «20–27 декабря», «с 28 декабря по 5 января»: the first day and its month. */
const SPAN = /(?:с\s+)?(\d{1,2})(?:\s+(\p{L}+))?\s*(?:по|–|-|—|до)\s*\d{1,2}\s+(\p{L}+)/iu;
/** «сегодня 3 декабря», «сейчас 3.12». */
const TODAY = /(?:сегодня|сейчас|today)\s+(?:уже\s+)?(\d{1,2})(?:\s+(\p{L}+)|\.(\d{1,2}))/iu;
/** «не позднее чем за 14 дней», «за 14 календарных дней до»: a notice in calendar days. */
const DAYS_BEFORE = /не\s+позднее\s+(?:чем\s+)?за\s+(\d{1,3})\s+(календарн\p{L}*\s+)?(?:дн\p{L}*|день|дня)/iu;

export function ownNotice(question: string, mine: Fragment[], company: Line[], lang: "ru" | "en"): OwnNotice | null {
  if (lang !== "ru" || !LEAVE.test(question) || !NOTICE.test(question)) return null;
  const own = mine.flatMap((f) => f.text.split(/\n+|\s+(?=\p{Lu}[\p{L} ]{2,20}:\s)/u).map((text) => ({ f, text: text.trim() })))
    .filter((l) => LEAVE.test(l.text) && SPAN.test(l.text));
  if (own.length !== 1) return null;
  const span = SPAN.exec(own[0]!.text)!;
  const month = monthOf(span[2] ?? span[3]!);
  if (month < 0) return null;
  const start = Number(span[1]);
  // The notice row: of the kind the question or the file names, else the annual leave's.
  const rows = company.filter((l) => DAYS_BEFORE.test(l.text) && LEAVE.test(`${l.text} ${l.chunk.headingPath.join(" ")}`));
  const said = `${question} ${own[0]!.text}`.toLowerCase();
  const kind = rows.filter((l) => (/^[^:|]+:\s*([^|]+)/u.exec(l.text)?.[1] ?? "").toLowerCase().split(/[^\p{L}]+/u).some((w) => w.length > 4 && said.includes(w.slice(0, -2))));
  const annual = rows.filter((l) => /ежегодн/iu.test(l.text.split(" | ")[0]!));
  const row = kind.length === 1 ? kind[0]! : annual.length === 1 ? annual[0]! : rows.length === 1 ? rows[0]! : null;
  if (!row) return null;
  const before = Number(DAYS_BEFORE.exec(row.text)![1]);
  const year = new Date().getUTCFullYear();
  const last = new Date(Date.UTC(year, month, start - before));
  const day = (d: Date) => `${d.getUTCDate()} ${GENITIVE[d.getUTCMonth()]}`;
  const today = TODAY.exec(question);
  const todayMonth = today ? (today[3] ? Number(today[3]) - 1 : monthOf(today[2]!)) : -1;
  let verdict = "";
  if (today && todayMonth >= 0) {
    const now = Date.UTC(year, todayMonth, Number(today[1]));
    verdict = now <= last.getTime() ? ` Сегодня ${day(new Date(now))} — вы успеваете.` : ` Сегодня ${day(new Date(now))} — срок уже прошёл.`;
  }
  const text = `Ваш отпуск: ${own[0]!.text.replace(/^[^:]+:\s*/u, "")} [1]. Заявление — не позднее чем за ${before} дней до начала [2], то есть до ${day(last)} включительно.${verdict}\n`
    + `На чём основан ответ:\n— «${own[0]!.text}» [1]\n— «${row.text}» [2]`;
  return { text, chunks: [own[0]!.f, row.chunk] };
}

/** The reading for the chat's attached files over the company's chunks, or null when it is not asked or not known. */
export async function ownNoticeFor(question: string, attached: ((q: string, o: { k: number; floor: number }) => Promise<Fragment[]>) | undefined, all: () => StoredChunk[], lang: "ru" | "en"): Promise<OwnNotice | null> {
  if (!attached || lang !== "ru" || !LEAVE.test(question) || !NOTICE.test(question)) return null;
  const mine = await attached(question, { k: 6, floor: 0 });
  return mine.length ? ownNotice(question, mine, linesOf(all()), lang) : null;
}
