import type { IcsEvent } from "./ics.ts";
import { instantToWall, wallToInstant } from "./time.ts";

const DAY = 86_400_000;
const BYDAY = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];
/** Enough for years of a daily meeting; stops a malformed rule from looping forever. */
const MAX_STEPS = 5000;

export interface Occurrence {
  start: number;
  end: number;
}

/** Candidate wall-clock starts of a rule, in order, from the first (the DTSTART itself). */
function* wallStarts(first: number, rule: Record<string, string>): Generator<number> {
  const interval = Math.max(1, Number(rule.INTERVAL ?? 1) || 1);
  const freq = rule.FREQ;
  const timeOfDay = ((first % DAY) + DAY) % DAY;
  if (freq === "WEEKLY") {
    const dow = (new Date(first).getUTCDay() + 6) % 7;
    const days = (rule.BYDAY?.split(",").map((d) => BYDAY.indexOf(d.slice(-2))).filter((d) => d >= 0) ?? [dow]).sort();
    const monday = first - timeOfDay - dow * DAY;
    for (let w = 0; w < MAX_STEPS; w += interval)
      for (const d of days) {
        const t = monday + (w * 7 + d) * DAY + timeOfDay;
        if (t >= first) yield t;
      }
  } else if (freq === "DAILY") {
    for (let i = 0; i < MAX_STEPS; i += interval) yield first + i * DAY;
  } else if (freq === "MONTHLY" || freq === "YEARLY") {
    const d = new Date(first);
    const months = freq === "MONTHLY" ? interval : 12 * interval;
    for (let i = 0; i < MAX_STEPS; i++) {
      const t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + i * months, d.getUTCDate()) + timeOfDay;
      // Skip months without that day (the 31st) rather than spilling into the next month.
      if (new Date(t).getUTCDate() === d.getUTCDate()) yield t;
    }
  } else {
    yield first;
  }
}

function untilOf(rule: Record<string, string>, zone: string): number {
  const m = rule.UNTIL?.match(/^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/);
  if (!m) return Infinity;
  const wall = Date.UTC(+m[1], +m[2] - 1, +m[3], +(m[4] ?? 23), +(m[5] ?? 59), +(m[6] ?? 59));
  return m[7] ? wall : wallToInstant(wall, zone);
}

/** Occurrences of an event that overlap [from, to); recurrences step in the event's own wall time. */
export function occurrences(ev: IcsEvent, from: number, to: number): Occurrence[] {
  const length = ev.end - ev.start;
  if (!ev.rrule) return ev.start < to && Math.max(ev.end, ev.start + 1) > from ? [{ start: ev.start, end: ev.end }] : [];
  const until = untilOf(ev.rrule, ev.zone);
  const count = Number(ev.rrule.COUNT ?? Infinity) || Infinity;
  const out: Occurrence[] = [];
  let n = 0;
  for (const wall of wallStarts(instantToWall(ev.start, ev.zone), ev.rrule)) {
    const start = wallToInstant(wall, ev.zone);
    if (start > until || n >= count || start >= to) break;
    n++;
    if (ev.exdates.includes(start)) continue;
    if (start + Math.max(length, 1) > from) out.push({ start, end: start + length });
  }
  return out;
}

/**
 * The start of the last occurrence of a series that ends (RRULE with COUNT or UNTIL), or null: a plain
 * event or an endless series has none. «Инвентаризация» five days running ends on its fifth day.
 */
export function seriesEnd(ev: IcsEvent): number | null {
  if (!ev.rrule || (!ev.rrule.COUNT && !ev.rrule.UNTIL)) return null;
  return occurrences(ev, ev.start, Infinity).at(-1)?.start ?? null;
}
