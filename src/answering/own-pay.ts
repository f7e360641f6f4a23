import { firstValue } from "../text/row-cells.ts";
import type { Fragment, StoredChunk } from "../retrieval/types.ts";
import { ASKS_EARNINGS, SPAN } from "../text/pay-cues.ts";
import { ASKS_AMOUNT } from "../text/sum-cues.ts";
import { isMonthName } from "../text/measure-questions.ts";
import { words } from "../text/tokens.ts";
import { speaksOfSelf } from "../text/possessives.ts";
import { chosen, ratesIn, shown, type Rate } from "./implied-pay.ts";
import { condition, overlap } from "./pay-words.ts";
import { type Length, shiftKindsInProse, shiftLengths } from "./shift-hours.ts";
import { oneShift } from "./shift-pay.ts";
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
/**
 * «…если смена 7 часов», «смены по 8 часов»: the length of the person's shift, said by them when their list gives no hours
 * («8 декабря — вечер»); the only figure the question may hold (lead's walk 50 was asked for a position its file names).
 */
const SHIFT_LENGTH = /(?<![\p{L}])смен\p{L}*\s+(?:по\s+|длится\s+|—\s+|-\s+)?(\d{1,2}(?:[.,]5)?)\s*(?:час\p{L}*|ч\.?)(?![\p{L}])/iu;
// «посчитай мою зарплату за декабрь»: a command to work the sum out asks its amount as «сколько» does (lead's walk 51 was asked
// which skill, a job offer or a cash-flow forecast).
const WORK_OUT = /(?<![\p{L}])(?:посчитай|посчитайте|подсчитай|подсчитайте|рассчитай|рассчитайте|расчитай|сосчитай|calculate|work\s+out)(?![\p{L}])/iu;
/** Asked of the person's own days: money, with no count of its own, about their shifts, schedule or a month. */
export function asksOwnPay(question: string): boolean {
  if (!(ASKS_AMOUNT.test(question) || WORK_OUT.test(question)) || !ASKS_EARNINGS.test(question) || /\d/.test(question.replace(SHIFT_LENGTH, " "))) return false;
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
  const rates = ratesIn(company).filter((r) => r.unit === "shift" || r.unit === "hour");
  // The position: the file's title first (it names the person and their role), then its whole text.
  const title = [...new Set(mine.flatMap((f) => f.headingPath))].join(" ");
  // The file's first line is its title too («Мой личный график…, сборщик, …»): the shift kinds its lines name later
  // («ночная пересменка») are not the person's position.
  const first = mine.map((f) => f.text.split(/\n|(?<=\))\s+(?=\d)/u)[0]!).join(" ");
  // A position the question states («…если я бариста?») is theirs before anything the file names (its «аттестация у старшего
  // бариста» is no position of the person's: lead walk 49 paid the senior's rate).
  const pick = [question, title, first, mine.map((f) => f.text).join(" ")].map((t) => chosen(t, rates)).find((c) => c.picked && c.rates.length === 1);
  if (!pick) return null;
  const rate: Rate<Line> = pick.rates[0]!;
  // A file listing one date a line, each with its shift's kind, over a company table of shift kinds (walk 27a RU-B-2).
  const kinds = rate.unit === "hour" ? ownShiftsByKind(question, mine, company, rate, lang) : null;
  if (kinds) return kinds;
  const list = ownDayList(mine);
  if (!list) return null;
  const n = list.days.size;
  // «Смены: вечерние (17:00–01:00)» over a company table of shift kinds (walk 28a F2): each day is one shift of that kind,
  // its night hours and surcharge as the company's rows say (shift-pay.ts).
  const byKind = rate.unit === "hour" ? listedKind(question, mine[list.fragment]!.text, company) : null;
  if (byKind) {
    const one = oneShift(rate, byKind, company, lang);
    const cur = lang === "en" ? "roubles" : "руб.";
    const each = one.addends.length > 1 ? `${one.parts.join("; ")}; ${lang === "en" ? "in total" : "итого"} ${one.addends.join(" ")} = ${shown(one.sum)}` : one.parts[0]!;
    const chunks = [mine[list.fragment]!, ...new Set(one.quoted.map((l) => l.chunk))];
    const cite = (l: Line) => `[${chunks.indexOf(l.chunk) + 1}]`;
    const lead = lang === "en" ? "Worked out from your schedule and the company's rate" : "Расчёт по вашему графику и ставке компании";
    const from = lang === "en" ? "What it rests on:" : "На чём основан расчёт:";
    const body = [...new Set(one.quoted)].map((l) => `— «${l.text}» ${cite(l)}`).join("\n");
    return { text: `${lead}: ${each}; ${n} × ${shown(one.sum)} = ${shown(n * one.sum)} ${cur} ${chunks.map((_, i) => `[${i + 1}]`).join("")}.\n${from}\n— «${list.text}» [1]\n${body}`, chunks };
  }
  const span = SPAN.exec(list.text);
  const said = SHIFT_LENGTH.exec(question);
  const hours = span ? ((Number(span[3]) * 60 + Number(span[4]) - Number(span[1]) * 60 - Number(span[2]) + 1440) % 1440) / 60
    : said ? Number(said[1]!.replace(",", ".")) : null;
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

/**
 * The company's shift kind the person's days are: the one the question names («если все смены вечерние»), else the one the
 * file's text names («Смены: вечерние (17:00–01:00)»); none when it names several or none.
 */
function listedKind(question: string, file: string, company: Line[]): Length<Line> | null {
  const { stated } = shiftLengths("", company);
  if (stated.length < 2 || stated.some((k) => !k.span)) return null;
  const named = (t: string) => {
    const said = condition(t);
    const hit = stated.filter((k) => overlap(said, condition(firstValue(k.line.text))) > 0);
    return hit.length === 1 ? hit[0]! : null;
  };
  // The file's lines about its shifts only: a note's «день рождения» is no day shift.
  return named(question) ?? named(file.split("\n").filter((l) => /смен|shift/iu.test(l)).join("\n"));
}

/** A date of the file: «5 декабря», a day and a month's name. */
const DATE = /(?<![\d:.+-])([1-9]|[12]\d|3[01])\s+(\p{L}+)/gu;

/**
 * «сколько я заработаю за дневные смены из моего графика?»: the file's dates, each with the shift kind its line names
 * («5 декабря — дневная смена 08:00–20:00»; the company's kinds, shift-hours.ts), counted by kind; each kind the question
 * names (else each the file holds) is its count × one shift's pay (shift-pay.ts). A line naming no kind (a leave's date)
 * is no shift.
 */
function ownShiftsByKind(question: string, mine: Fragment[], company: Line[], rate: Rate<Line>, lang: "ru" | "en"): OwnPay | null {
  const table = shiftLengths("", company).stated;
  const stated = table.length ? table : shiftKindsInProse(company);
  if (!stated.length) return null;
  const fragment = mine.findIndex((f) => [...f.text.matchAll(DATE)].filter((m) => isMonthName(m[2]!.toLowerCase())).length >= 2);
  if (fragment < 0) return null;
  const text = mine[fragment]!.text;
  const dates = [...text.matchAll(DATE)].filter((m) => isMonthName(m[2]!.toLowerCase()));
  const byKind = new Map<Length<Line>, string[]>();
  const used: string[] = [];
  dates.forEach((m, i) => {
    const line = text.slice(m.index!, dates[i + 1]?.index ?? text.length).split("\n")[0]!;
    const said = condition(line.replace(m[0], " "));
    const scored = stated.map((k) => ({ k, s: overlap(said, condition(k.name ?? k.line.text.split(" | ")[0]!)) })).filter((x) => x.s > 0).sort((a, b) => b.s - a.s);
    if (scored[0] && scored[0].s !== scored[1]?.s) byKind.set(scored[0].k, [...(byKind.get(scored[0].k) ?? []), `${m[1]} ${m[2]}`]), used.push(line.trim());
  });
  if (!byKind.size) return null;
  const asked = table.length ? shiftLengths(question, company).picked : stated.filter((k) => overlap(condition(question), condition(k.name!)) > 0);
  // Kinds listed in one sentence share its line and are told apart by name.
  const chosenKinds = [...byKind.keys()].filter((k) => asked.length === stated.length || !asked.length || asked.some((a) => a.line === k.line && a.name === k.name));
  if (!chosenKinds.length) return null;
  const cur = lang === "en" ? "roubles" : "руб.";
  const total = lang === "en" ? "in total" : "итого";
  const quoted: Line[] = [];
  let all = 0;
  const sums = chosenKinds.map((k) => {
    const days = byKind.get(k)!;
    const one = oneShift(rate, k, company, lang);
    quoted.push(...one.quoted);
    all += days.length * one.sum;
    const each = one.addends.length > 1 ? `${one.parts.join(", ")}, ${total} ${one.addends.join(" ")} = ${shown(one.sum)}` : one.parts[0]!;
    const name = k.name?.toLowerCase() ?? words(firstValue(k.line.text))[0];
    return `${name} (${days.join(", ")}): ${each}; ${days.length} × ${shown(one.sum)} = ${shown(days.length * one.sum)} ${cur}`;
  });
  if (sums.length > 1) sums.push(`${total} ${shown(all)} ${cur}`);
  const chunks = [mine[fragment]!, ...new Set(quoted.map((l) => l.chunk))];
  const cite = (l: Line) => `[${chunks.indexOf(l.chunk) + 1}]`;
  const lead = lang === "en" ? "Worked out from your schedule and the company's rate" : "Расчёт по вашему графику и ставке компании";
  const from = lang === "en" ? "What it rests on:" : "На чём основан расчёт:";
  const refs = chunks.map((_, i) => `[${i + 1}]`).join("");
  const body = [...new Set(quoted)].map((l) => `— «${l.text}» ${cite(l)}`).join("\n");
  const mineQuoted = used.filter((l) => chosenKinds.some((k) => byKind.get(k)!.some((d) => l.startsWith(d))));
  return { text: `${lead}: ${sums.join("; ")} ${refs}.\n${from}\n— «${mineQuoted.join("; ")}» [1]\n${body}`, chunks };
}
