import { join } from "node:path";
import type { ToolContext } from "./types.ts";
import { parseCsv } from "./csv.ts";
import { int, isoDate } from "./args.ts";
import { addDays } from "./time.ts";

/** Reads `<dataDir>/samples/metrics/<name>` as records; missing file → no rows. */
export async function readMetrics(ctx: ToolContext, name: string): Promise<Record<string, string>[]> {
  const file = Bun.file(join(ctx.dataDir, "samples", "metrics", name));
  return (await file.exists()) ? parseCsv(await file.text()) : [];
}

/** The days a report covers and the same-length stretch before it, for comparison. */
export interface Window {
  from: string;
  to: string;
  days: string[];
  previous: string[];
}

function span(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 366; d = addDays(d, 1)) out.push(d);
  return out;
}

/**
 * The reporting window from `days` (default 7) or `from`/`to`, ending on the last day the export holds:
 * counters are exported once a day, so "за неделю" means the last seven exported days.
 */
export function pickWindow(args: Record<string, unknown>, dates: string[]): Window | null {
  if (dates.length === 0) return null;
  const sorted = [...new Set(dates)].sort();
  const last = sorted[sorted.length - 1];
  const argFrom = isoDate(args, "from"), argTo = isoDate(args, "to");
  const to = argTo && argTo < last ? argTo : last;
  const from = argFrom ?? addDays(to, -(int(args, "days", 7, 1, 366) - 1));
  const days = span(from, to).filter((d) => d >= sorted[0]);
  if (days.length === 0) return null;
  const n = span(from, to).length;
  const previous = span(addDays(from, -n), addDays(from, -1)).filter((d) => d >= sorted[0]);
  return { from: days[0], to, days, previous: previous.length === n ? previous : [] };
}

/** Sums a numeric column over rows whose date is in the set. */
export function total(rows: Record<string, string>[], column: string, days: string[]): number {
  const set = new Set(days);
  return rows.reduce((s, r) => (set.has(r.date) ? s + (Number(r[column]) || 0) : s), 0);
}

/** Per-day sums of a column, in the order of `days`. */
export function byDay(rows: Record<string, string>[], column: string, days: string[]): number[] {
  const sums = new Map(days.map((d) => [d, 0]));
  for (const r of rows) if (sums.has(r.date)) sums.set(r.date, sums.get(r.date)! + (Number(r[column]) || 0));
  return days.map((d) => Math.round(sums.get(d)! * 100) / 100);
}

/** Sums of a column per value of a key column (source, placement), largest first. */
export function byKey(rows: Record<string, string>[], key: string, column: string, days: string[]): [string, number][] {
  const set = new Set(days);
  const sums = new Map<string, number>();
  for (const r of rows) if (set.has(r.date)) sums.set(r[key], (sums.get(r[key]) ?? 0) + (Number(r[column]) || 0));
  return [...sums].map(([k, v]) => [k, Math.round(v * 100) / 100] as [string, number]).sort((a, b) => b[1] - a[1]);
}

/** "+6%" / "−4%" change against the previous window, or "" when there is none to compare with. */
export function change(now: number, before: number, label: string): string {
  if (!before) return "";
  const p = Math.round(((now - before) / before) * 100);
  return ` (${p > 0 ? "+" : p < 0 ? "−" : "±"}${Math.abs(p)}% ${label})`;
}

/** 23.11 — how the chart labels days. */
export const dayLabel = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}`;
