import type { Decision, RouteInput } from "../routing/types.ts";
import type { ToolResult } from "../tools/types.ts";
import { opensAsQuestion } from "../routing/decide.ts";
import { contentStems, words } from "../text/tokens.ts";
import { looksLikeVerb } from "../text/verb-forms.ts";
import { measureKind } from "../text/measure-questions.ts";
import { argumentsFor } from "../routing/embedded/args.ts";
import { holidaysInRussian } from "../text/holidays.ts";
import { conceptsOf } from "../text/concepts.ts";

/** Runs the calendar search for a query; the conversation passes its registry and context in. */
export type CalendarProbe = (query: string) => Promise<ToolResult>;

/**
 * «когда новогодний корпоратив?»: a question no tool was picked for and the documents hold nothing on,
 * naming an event of the person's own calendar, is asked of the calendar. The event's title must carry
 * every content word of the question (question words and verbs are phrasing), so a stray word never matches.
 */
export async function preferCalendar(d: Decision, input: RouteInput, docsAnswer: () => Promise<boolean>, probe: CalendarProbe): Promise<Decision> {
  // «когда согласование договора с ПринтЛайн?»: the documents' search, picked on «договор» alone, is weak beside an
  // event whose title holds every word asked (walk 18b got a refusal naming «договора», «ПринтЛайн»).
  const documentsOnly = d.outcome === "tool" && d.tools.length === 1 && d.tools[0].name === "search_documents";
  if (!(d.outcome === "text" || documentsOnly) || d.rule || d.smallTalk && !input.message.includes("?") || input.state.skill) return d;
  if (!(opensAsQuestion(input.message) || input.message.includes("?"))) return d;
  if (await docsAnswer().catch(() => true)) return d;
  // «во сколько завтра согласование с ПринтЛайн?»: the day said is when, not a word of the event's title.
  const args = argumentsFor("calendar_search", input.message, { uiHint: null, history: [] });
  const said = typeof args.query === "string" ? args.query : input.message;
  // «the new year corporate party»: a holiday's English name is the Russian word the calendar's titles use.
  const english = /[a-z]/iu.test(said) && !/[а-яё]/iu.test(said);
  const what = english ? holidaysInRussian(said) : said;
  const r = await probe(what).catch(() => null);
  if (!r || r.kind !== "calendar" || r.events.length === 0) return d;
  // The question's content words, its verbs aside («когда выдают премию»: «выдают» is phrasing).
  const asked = contentStems(words(what).filter((w) => !looksLikeVerb(w)).join(" "));
  if (asked.length === 0) return d;
  // «что надо носить на складе» names «склад» only, as the event «Склад 2.0» does, and asks what to wear: one word
  // shared with a title makes a calendar question only when a time is asked («когда инвентаризация?»).
  const when = ["time", "when", "date", "span", "clock", "moment", "duration"].includes(measureKind(input.message) ?? "");
  if (asked.length < 2 && !when) return d;
  const title = (t: string) => new Set(contentStems(t));
  // Every content word of the question is in the event's title. An English question meets a Russian title by translation: every word of the title is named by the question's words or
  // their thesaurus group-mates («party» is «корпоратив»), and two of its words at least meet the title.
  const named = r.events.filter((e) => english ? translates(asked, title(e.title)) : asked.every((s) => title(e.title).has(s)));
  if (named.length === 0) return d;
  d.reasons.push(`calendar: the documents hold nothing, and the calendar has «${named[0].title}» named by the question`);
  // The card shows the event's day (a recurring one: its next time) for that title's words, not every event sharing one.
  const today = new Date().toISOString().slice(0, 10);
  const next = named.find((e) => e.start.slice(0, 10) >= today) ?? named[named.length - 1];
  const day = next.start.slice(0, 10);
  // A series that ends («инвентаризация», five days running) is shown whole, from its next day to its last.
  const to = next.repeatsUntil && next.repeatsUntil > day ? next.repeatsUntil : day;
  Object.assign(d, { outcome: "tool", tools: [{ name: "calendar_search", arguments: { query: named[0].title, from: day, to } }] });
  return d;
}

/** True when the question's stems name every stem of a title in the other language, two of them at least meeting it. */
function translates(asked: string[], own: Set<string>): boolean {
  const meet = (a: string, t: string) => a === t || conceptsOf(a).some((g) => conceptsOf(t).includes(g));
  const met = asked.filter((a) => [...own].some((t) => meet(a, t)));
  return own.size > 0 && [...own].every((t) => asked.some((a) => meet(a, t))) && met.length >= Math.min(2, own.size);
}
