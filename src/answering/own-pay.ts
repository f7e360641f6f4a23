import type { Fragment, StoredChunk } from "../retrieval/types.ts";
import { ASKS_EARNINGS, SPAN } from "../text/pay-cues.ts";
import { ASKS_AMOUNT } from "../text/sum-cues.ts";
import { isMonthName } from "../text/measure-questions.ts";
import { words } from "../text/tokens.ts";
import { speaksOfSelf } from "../text/possessives.ts";
import { chosen, ratesIn, shown, type Rate } from "./implied-pay.ts";
import { ownDayList } from "./own-days.ts";
import { linesOf } from "./implied-sum.ts";

/**
 * «сколько я заработаю за эти смены?» with the person's schedule attached (walk 26a R65 was hedged): the shifts their file
 * lists × the rate the company's table gives their position, the position read from the file itself (its title «…,
 * приёмщик», its lines). A shift rate is used as it is; an hourly one × the hours the file's list states («с 9:00 до
 * 21:00»). When the file names no position the table tells apart, nothing is worked out: no rate is guessed.
 */
interface Line { text: string; chunk: StoredChunk }
export interface OwnPay { text: string; chunks: StoredChunk[] }

/**
 * Their days as a whole: shifts in the plural, the schedule, a month («за декабрь»), not one shift («за ночную смену» is
 * the company's rate, the same for all).
 */
const THEIR_DAYS = /(?<![\p{L}])(?:смены|смен|сменам|сменах|график\p{L}*|расписани\p{L}*|shifts|schedule|rota)(?![\p{L}])/iu;
/** Asked of the person's own days: money, with no count of its own, about their shifts, schedule or a month. */
export function asksOwnPay(question: string): boolean {
  if (!ASKS_AMOUNT.test(question) || !ASKS_EARNINGS.test(question) || /\d/.test(question)) return false;
  // «сколько получают за смены в праздник?» asks the company's rule; «сколько я заработаю…» asks the person's own sum.
  if (!speaksOfSelf(question) && !/(?<![\p{L}])(?:заработаю|получу|earn)(?![\p{L}])/iu.test(question)) return false;
  return THEIR_DAYS.test(question) || words(question).some((w) => isMonthName(w.toLowerCase()));
}

/** The sum for the chat's attached files (`attached`) over the company's chunks, or null when it is not asked or not known. */
export async function ownPayFor(question: string, attached: ((q: string, o: { k: number; floor: number }) => Promise<Fragment[]>) | undefined, all: () => StoredChunk[], lang: "ru" | "en"): Promise<OwnPay | null> {
  if (!attached || !asksOwnPay(question)) return null;
  const mine = await attached(question, { k: 6, floor: 0 });
  return mine.length ? ownPay(question, mine, linesOf(all()), lang) : null;
}

export function ownPay(question: string, mine: Fragment[], company: Line[], lang: "ru" | "en"): OwnPay | null {
  if (!asksOwnPay(question)) return null;
  const list = ownDayList(mine);
  if (!list) return null;
  const rates = ratesIn(company).filter((r) => r.unit === "shift" || r.unit === "hour");
  // The position: the file's title first (it names the person and their role), then its whole text.
  const title = [...new Set(mine.flatMap((f) => f.headingPath))].join(" ");
  const pick = [title, mine.map((f) => f.text).join(" ")].map((t) => chosen(t, rates)).find((c) => c.picked && c.rates.length === 1);
  if (!pick) return null;
  const rate: Rate<Line> = pick.rates[0]!;
  const n = list.days.size;
  const span = SPAN.exec(list.text);
  const hours = span ? ((Number(span[3]) * 60 + Number(span[4]) - Number(span[1]) * 60 - Number(span[2]) + 1440) % 1440) / 60 : null;
  if (rate.unit === "hour" && !hours) return null;
  const cur = lang === "en" ? "roubles" : "руб.";
  const sum = rate.unit === "shift" ? `${n} × ${shown(rate.amount)} = ${shown(n * rate.amount)} ${cur}`
    : `${n} × ${shown(hours!)} × ${shown(rate.amount)} = ${shown(n * hours! * rate.amount)} ${cur}`;
  const own = mine[list.fragment]!;
  const lead = lang === "en" ? "Worked out from your schedule and the company's rate" : "Расчёт по вашему графику и ставке компании";
  const from = lang === "en" ? "What it rests on:" : "На чём основан расчёт:";
  const text = `${lead}: ${sum} [1][2].\n${from}\n— «${list.text}» [1]\n— «${rate.line.text}» [2]`;
  return { text, chunks: [own, rate.line.chunk] };
}
