import type { Decision, RouteInput } from "../routing/types.ts";
import { monthsNamed } from "../routing/embedded/args.ts";
import { periodBeforeThat, type Unit } from "../text/before-that.ts";
import { opensAsFollowUp } from "../text/deixis.ts";
import { DEFAULT_ZONE, addDays, dateInZone, weekday } from "../tools/time.ts";
import { asksAgenda, weekNamed } from "../text/weeks.ts";

/** The counters that take a from–to period (metrics.ts). */
const COUNTERS = ["site_metrics", "page_stats", "ad_revenue"];

const oneCounter = (d: Decision) => d.outcome === "tool" && d.tools.length === 1 && COUNTERS.includes(d.tools[0].name);

/**
 * «compare november with october visits», «сравни посещаемость ноября и октября»: two months named to a counter are two
 * periods, each shown (walk 21b: the argument reader took one month, October, and November was missing).
 */
export function comparedMonths(d: Decision, input: RouteInput): Decision {
  if (input.state.skill || d.rule || !oneCounter(d)) return d;
  const months = monthsNamed(input.message);
  if (months.length < 2) return d;
  const { name, arguments: args } = d.tools[0];
  const { days: _days, ...rest } = args ?? {};
  d.tools = months.map((m) => ({ name, arguments: { ...rest, from: m.from, to: m.to } }));
  d.reasons.push(`call repair: ${months.length} months named, each shown (${months.map((m) => m.from.slice(0, 7)).join(", ")})`);
  return d;
}

/** The period `unit` (or the span's own length) before from–to. */
function before(from: string, to: string, unit: Unit | null): { from: string; to: string } {
  const wholeMonth = from.endsWith("-01") && addDays(to, 1).endsWith("-01");
  if (unit === "month" || (unit === null && wholeMonth)) {
    const end = addDays(from, -1);
    return wholeMonth ? { from: `${end.slice(0, 7)}-01`, to: end } : { from: shiftMonth(from), to: shiftMonth(to) };
  }
  const n = unit === "day" ? 1 : unit === "week" ? 7 : (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  return { from: addDays(from, -n), to: addDays(to, -n) };
}

/** The same day a month before (the month's last day when it is shorter). */
function shiftMonth(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const last = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 2, Math.min(d, last))).toISOString().slice(0, 10);
}

/** Monday to Sunday of the week `offset` weeks from this one. */
function weekFromToday(offset: number, now: Date): { from: string; to: string } {
  const today = dateInZone(now.getTime(), DEFAULT_ZONE);
  const monday = addDays(today, 7 * offset - weekday(today));
  return { from: monday, to: addDays(monday, 6) };
}

/**
 * «and the week before?», «а за неделю до этого?» right after a counter's card: the period before the one shown, asked of
 * the same counter (walk 21b showed the same week again: «before» named no period of its own to the argument reader).
 */
export function periodBefore(d: Decision, input: RouteInput, now = new Date()): Decision {
  if (input.state.skill || d.rule || !opensAsFollowUp(input.message)) return d;
  const unit = periodBeforeThat(input.message);
  // «а позапрошлой?», «and the week before last?»: a week named from today's, said with nothing else (walk 21c: last week again).
  const week = unit === undefined ? weekNamed(input.message) : null;
  if (unit === undefined && !(week && asksAgenda(week.rest))) return d;
  const last = [...input.history].reverse().find((m) => m.role === "assistant");
  const call = last?.toolCalls?.find((c) => COUNTERS.includes(c.name) && typeof c.arguments?.from === "string" && typeof c.arguments?.to === "string");
  if (!call || !(d.outcome === "text" || oneCounter(d) || d.tools.every((t) => t.name === "search_documents"))) return d;
  const span = week ? weekFromToday(week.offset, now) : before(call.arguments.from as string, call.arguments.to as string, unit ?? null);
  Object.assign(d, { outcome: "tool", tools: [{ name: call.name, arguments: { ...call.arguments, ...span } }] });
  d.reasons.push(`call repair: ${week ? `the week ${week.offset} from this one` : "the period before the one shown"} (${span.from} – ${span.to}), asked of ${call.name}`);
  return d;
}
