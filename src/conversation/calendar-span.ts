import type { Decision, RouteInput } from "../routing/types.ts";
import { argumentsFor, PERIOD_KEYS } from "../routing/embedded/args.ts";
import { PERIODS, periodRange } from "../tools/calendar.ts";
import { DEFAULT_ZONE, dateInZone } from "../tools/time.ts";

type Range = [string, string];

/** The days one part of the message names («сегодня», «tomorrow», «в пятницу»), or null when it names none. */
function rangeOf(part: string, today: string): Range | null {
  const a = argumentsFor("calendar_search", part, { uiHint: null, history: [] });
  if (typeof a.from === "string" && typeof a.to === "string") return [a.from, a.to];
  const period = (PERIODS as readonly string[]).includes(String(a.period)) ? (a.period as (typeof PERIODS)[number]) : null;
  return period ? periodRange(period, today) : null;
}

/**
 * «что у меня сегодня и завтра?», «what do I have today and tomorrow?»: two times joined by «и», «and» or a comma are
 * one span, from the first day to the last (walk 20b listed tomorrow alone; the argument reader keeps one period).
 * A single time, or one named twice, keeps the router's reading.
 */
export function bothTimes(d: Decision, input: RouteInput, now = new Date()): Decision {
  const only = d.outcome === "tool" && d.tools.length === 1 ? d.tools[0]! : null;
  if (only?.name !== "calendar_search" || input.state.skill) return d;
  const today = dateInZone(now.getTime(), DEFAULT_ZONE);
  const parts = input.message.split(/\s*,\s*|\s+(?:и|а\s+также|and|or|или)\s+/iu).filter((p) => p.trim());
  const ranges = parts.map((p) => rangeOf(p, today)).filter((r): r is Range => r !== null);
  if (ranges.length < 2 || new Set(ranges.map((r) => r.join())).size < 2) return d;
  const from = ranges.map((r) => r[0]).sort()[0]!, to = ranges.map((r) => r[1]).sort().at(-1)!;
  const kept = Object.fromEntries(Object.entries(only.arguments).filter(([k]) => !(PERIOD_KEYS as readonly string[]).includes(k)));
  d.tools = [{ name: "calendar_search", arguments: { ...kept, from, to } }];
  d.reasons.push(`two times asked together: the calendar from ${from} to ${to}`);
  return d;
}
