import type { Skill } from "../skills/types.ts";
import type { InterviewState } from "../skills/interview/types.ts";
import type { TurnEvent } from "./events.ts";
import type { ToolsOutcome } from "./act-tools.ts";
import type { ActDeps } from "./act-text.ts";
import { runCalls } from "./act-tools.ts";
import { procedureSteps } from "../skills/represent.ts";
import { kindOf, partsOf } from "../skills/interview/method-steps.ts";
import { stepAsQuestion } from "../skills/interview/generic.ts";
import { argumentsFor, monthNamed } from "../routing/embedded/args.ts";
import { pastRange } from "../routing/embedded/periods.ts";
import { addDays } from "../tools/time.ts";
import { lookPhrases } from "./skill-look-phrases.ts";

/** «Игорем Петровым», «ООО «ОфисТорг»»: names said (a capital inside a sentence, or words in quotes), as a search's words. */
function namesIn(text: string): string[] {
  const quoted = [...text.matchAll(/«([^«»]+)»/gu)].map((m) => m[1]);
  const capitals = [...text.matchAll(/(?<=[\p{Ll},:—–-]\s+)\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?/gu)].map((m) => m[0]);
  return [...new Set([...quoted, ...capitals])];
}

/**
 * The tools a method's step may have the embedded face look things up with: the person's calendar and mail. Web search
 * is not run for a method; the documents are the skill's prefetch's (a step's words searched them into the IT service
 * table for a commercial proposal).
 */
const LOOKED_UP = new Set(["calendar_search", "mail_search"]);

/** «с 4 по 18 мая», «4–18 мая»: days said with their month. A plan's dates are ahead: a span already past is next year's. */
function daysAhead(text: string, today: string): { from: string; to: string } | null {
  if (!/(?:^|\s)(?:с|со|from)\s+\d{1,2}|\d{1,2}\s*[-–—]\s*\d{1,2}/iu.test(text)) return null;
  const past = pastRange(text, new Date(`${today}T12:00:00Z`), "UTC");
  if (!past?.anchored) return null;
  const year = (d: string) => `${Number(d.slice(0, 4)) + 1}${d.slice(4)}`;
  return past.from < today && !/(?<!\d)20\d\d(?!\d)/.test(text) ? { from: year(past.from), to: year(past.to) } : { from: past.from, to: past.to };
}

/** A month said as a period («в мае», «на май», «in May»), not as a date's month («до 10 декабря»). */
const MONTH_PERIOD = /(?:^|\s)(?:в|во|на|за|in|for)\s+(?:январ|феврал|март|апрел|ма[йея]|июн|июл|август|сентябр|октябр|ноябр|декабр|january|february|march|april|may|june|july|august|september|october|november|december)\p{L}*(?:\s+20\d\d)?/iu;

/** «в мае», «на май»: the whole month, this year's or, once it has passed, next year's. */
function monthAhead(text: string, today: string): { from: string; to: string } | null {
  const said = MONTH_PERIOD.exec(text);
  const named = said ? monthNamed(said[0]) : null;
  if (!named) return null;
  const now = Number(today.slice(5, 7)) - 1;
  const y = named.year ?? Number(today.slice(0, 4)) + (named.month < now ? 1 : 0);
  const from = `${y}-${String(named.month + 1).padStart(2, "0")}-01`;
  const to = addDays(named.month === 11 ? `${y + 1}-01-01` : `${y}-${String(named.month + 2).padStart(2, "0")}-01`, -1);
  return { from, to };
}

const COUNTS: Record<string, number> = { один: 1, одну: 1, одна: 1, два: 2, две: 2, три: 3, четыре: 4, пять: 5, шесть: 6, семь: 7, десять: 10, четырнадцать: 14 };
/** «за две недели», «за 3 рабочих дня», «не позднее чем за 10 дней»: a lead time in calendar days, as said. */
function leadTime(text: string): { said: string; days: number } | null {
  const m = /(?<![\p{L}])за\s+(\d{1,3}|один|одну|одна|два|две|три|четыре|пять|шесть|семь|десять|четырнадцать)?\s*(календарн\p{L}*\s+)?(день|дня|дней|сутки|суток|недел[юиь]|месяц\p{L}*)(?![\p{L}])/iu.exec(text);
  if (!m || /рабоч/iu.test(m[0])) return null;
  const n = m[1] ? Number(m[1]) || COUNTS[m[1].toLowerCase()] : 1;
  const unit = /^недел/iu.test(m[3]) ? 7 : /^месяц/iu.test(m[3]) ? 30 : 1;
  return n ? { said: m[0], days: n * unit } : null;
}

/**
 * The look-ups a skill's method asks for («Проверить календарь на эти даты», «Найди прошлую переписку с адресатом»),
 * run with the skill's own tools on what the person said, when the result is given: the cards show what was found, and
 * the sentences returned say it (issue 16: a step is done, never read out). Dates the person named are looked at even
 * when empty («ничего не запланировано» answers the step); a search by words shows only what it found.
 */
export async function* lookUps(skill: Skill, state: InterviewState, message: string, today: string, deps: ActDeps, out: ToolsOutcome): AsyncGenerator<TurnEvent, string[]> {
  const parts = procedureSteps(skill).flatMap(partsOf).filter((p) => !stepAsQuestion(p)).map((p) => kindOf(p, skill.tools));
  const tools = [...new Set(parts.flatMap((k) => (k.kind === "look" ? k.tools : [])))].filter((t) => LOOKED_UP.has(t) && deps.toolsDeps.tools.get(t));
  const f = state.facts;
  const told = [f[String(f.fromRequest ?? "")] ?? f.request, ...Object.entries(f).filter(([k]) => k.startsWith("step")).map(([, v]) => v), f.more, message]
    .filter((v): v is string => typeof v === "string" && v !== "none").join(". ");
  const P = lookPhrases(deps.lang ?? "ru");
  // «Напомнить, что заявление подают за две недели» and «с 4 по 18 мая»: the lead time counted back from the first day.
  const days = daysAhead(told, today);
  const said: string[] = parts.flatMap((k) => (k.kind === "tell" ? [leadTime(k.said)] : []))
    .flatMap((lead) => (lead && days ? [P.leadTime(lead.said, days.from, addDays(days.from, -lead.days))] : []));
  for (const tool of tools) {
    // The calendar is looked at for the dates the person named; searched by their words it turned up the month's every
    // meeting for a «до 10 декабря» said in the minutes.
    const dates = tool === "calendar_search" ? daysAhead(told, today) ?? monthAhead(told, today) : null;
    if (tool === "calendar_search" && !dates) continue;
    // The mail is searched by whom or what the person named («Игорем Петровым», «ООО «ОфисТорг»»), with the period they
    // said: searched by all their words it turned up any letter sharing one («переговоры…» found a conference invite).
    const named = namesIn(told);
    if (tool === "mail_search" && !named.length) continue;
    const args = dates ? { ...dates } : { ...argumentsFor(tool, told, { uiHint: null, history: [] }), query: named.join(" ") };
    const before = out.cards.length;
    yield* runCalls([{ name: tool, arguments: args }], message, { ...deps.toolsDeps, holdEmpty: !dates }, out);
    const result = out.cards.slice(before).find((c) => c.tool === tool)?.result;
    if (result?.kind === "calendar" && dates) said.push(P.calendarDates(dates.from, dates.to, result.events.length));
    if (result?.kind === "mail" && result.total > 0) said.push(P.mailFound(result.total));
  }
  return said;
}
