import type { Decision, RouteInput } from "../routing/types.ts";
import type { ToolCall } from "../models/types.ts";
import { PERIOD_KEYS } from "../routing/embedded/args.ts";
import { PERIODS, periodRange } from "../tools/calendar.ts";
import { DEFAULT_ZONE, addDays, dateInZone, weekday } from "../tools/time.ts";
import { periodAfterThat, periodBeforeThat, withoutPeriodAfter, withoutPeriodBefore, type Unit } from "../text/before-that.ts";
import { opensAsFollowUp } from "../text/deixis.ts";
import { asksAgenda, namesAgenda, weekNamed } from "../text/weeks.ts";

type Range = [string, string];

/** The days a calendar call asked: its dates, or its named period's. */
function rangeOfCall(args: Record<string, unknown> | undefined, today: string): Range | null {
  if (typeof args?.from === "string" && typeof args?.to === "string") return [args.from, args.to];
  const period = (PERIODS as readonly string[]).includes(String(args?.period)) ? (args!.period as (typeof PERIODS)[number]) : null;
  return period ? periodRange(period, today) : null;
}

const mondayOf = (date: string) => addDays(date, -weekday(date));

/** The calendar's week (Monday to Sunday), day or month before (−1) or after (1) the one shown; none said: as many days. */
function shifted([from, to]: Range, unit: Unit | null, sign: -1 | 1): Range {
  if (unit === "week") { const m = addDays(mondayOf(sign < 0 ? from : to), 7 * sign); return [m, addDays(m, 6)]; }
  if (unit === "day") { const d = addDays(sign < 0 ? from : to, sign); return [d, d]; }
  if (unit === "month") {
    const first = sign < 0 ? addDays(`${from.slice(0, 7)}-01`, -1).slice(0, 7) : addDays(`${to.slice(0, 7)}-28`, 7).slice(0, 7);
    const next = new Date(Date.UTC(Number(first.slice(0, 4)), Number(first.slice(5, 7)), 0)).toISOString().slice(0, 10);
    return [`${first}-01`, next];
  }
  const n = ((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1) * sign;
  return [addDays(from, n), addDays(to, n)];
}

/**
 * «anything booked this week?», «is anything scheduled for the week after next?», «and the week before?» («…after?») after
 * a week's card, «а неделей раньше что было?» (walk 21c: refusals, the vacation rule's «две недели», the same week again): a
 * week named from today's, or placed before the one just shown, asked with nothing but what it holds, is the calendar
 * for those dates. The router's period names this week and the next only; a question about anything else keeps its reading.
 */
export function calendarWeeks(d: Decision, input: RouteInput, now = new Date()): Decision {
  if (input.state.skill || d.rule) return d;
  const only = d.outcome === "tool" && d.tools.length === 1 && d.tools[0]!.name === "calendar_search" ? d.tools[0]! : null;
  const documents = d.outcome === "tool" && d.tools.length > 0 && d.tools.every((t) => t.name === "search_documents");
  if (!(only || documents || d.outcome === "text")) return d;
  const today = dateInZone(now.getTime(), DEFAULT_ZONE);
  const last = input.history.findLast((m) => m.role === "assistant");
  const shownCall = last?.toolCalls?.find((c) => c.name === "calendar_search") as ToolCall | undefined;
  const shown = shownCall ? rangeOfCall(shownCall.arguments, today) : null;
  let range: Range | null = null;
  let why = "";
  const back = periodBeforeThat(input.message);
  const on = back === undefined ? periodAfterThat(input.message) : undefined;
  const unit = back !== undefined ? back : on;
  const rest = back !== undefined ? withoutPeriodBefore(input.message) : withoutPeriodAfter(input.message);
  const week = weekNamed(input.message);
  if (unit !== undefined && asksAgenda(rest)) {
    // «the week before this one» in a fresh chat: the week the router read is the one it is before.
    const ref = shown ?? (only ? rangeOfCall(only.arguments, today) : null);
    const sign = back !== undefined ? -1 : 1;
    if (ref) { range = shifted(ref, unit, sign); why = `the ${unit ?? "period"} ${sign < 0 ? "before" : "after"} the one ${shown ? "shown" : "named"}`; }
  } else if (week && asksAgenda(week.rest) && (only || shown || namesAgenda(week.rest))) {
    const monday = addDays(mondayOf(today), 7 * week.offset);
    range = [monday, addDays(monday, 6)];
    why = `the week ${week.offset >= 0 ? "+" : ""}${week.offset} from this one`;
  }
  if (!range) return d;
  const own = only ? rangeOfCall(only.arguments, today) : null;
  if (own && own[0] === range[0] && own[1] === range[1]) return d;
  // A follow-up keeps what the card before searched for («планёрки»); a question of its own asks everything of those days.
  const keptFrom = shownCall && opensAsFollowUp(input.message) ? shownCall.arguments : {};
  const kept = Object.fromEntries(Object.entries(keptFrom ?? {}).filter(([k]) => !(PERIOD_KEYS as readonly string[]).includes(k)));
  if (d.webSearch) d.reasons.push(`web search off again: the calendar is asked (it was on from ${d.webSearchSource})`);
  Object.assign(d, { outcome: "tool", tools: [{ name: "calendar_search", arguments: { ...kept, from: range[0], to: range[1] } }], webSearch: false, webSearchSource: null });
  delete d.smallTalk;
  d.reasons.push(`calendar weeks: ${why}, ${range[0]} – ${range[1]}`);
  return d;
}
