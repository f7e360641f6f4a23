import { adminPhrases, type AdminPhrases } from "./phrases.ts";

/**
 * A time of the admin's range fields as epoch ms: digits are ms already; a datetime-local value carries no zone
 * and the pages show UTC, so it is read as UTC. NaN when it is no time.
 */
export const utcTime = (v: string | undefined): number =>
  v ? (/^\d+$/.test(v) ? Number(v) : Date.parse(/T\d\d:\d\d(:\d\d)?$/.test(v) ? `${v}Z` : v)) : NaN;

/**
 * Why a from/to pair is no period, in the admin's words; null when it is one or a side is left open. A «по»
 * before the «с» was taken silently and showed an empty period as if nothing had happened (walk 17b #18).
 */
export function rangeError(from: string | undefined, to: string | undefined, P: AdminPhrases = adminPhrases()): string | null {
  const a = utcTime(from), b = utcTime(to);
  return Number.isFinite(a) && Number.isFinite(b) && b < a ? P.rangeReversed : null;
}
