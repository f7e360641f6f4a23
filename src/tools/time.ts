/** Time-zone arithmetic over Intl, so no tz database package is needed. */

/** The zone dates and "next week" are read in when the caller gives none. */
export const DEFAULT_ZONE = "Europe/Moscow";

const DAY = 86_400_000;

/** Offset of a zone from UTC at an instant, in minutes (Moscow: 180). Unknown zones count as UTC. */
export function zoneOffset(zone: string, instant: number): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-US", {
      timeZone: zone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit",
      hour: "2-digit", minute: "2-digit", second: "2-digit",
    }).formatToParts(new Date(instant));
  } catch {
    return 0;
  }
  const p = (t: string) => Number(parts.find((x) => x.type === t)?.value);
  const wall = Date.UTC(p("year"), p("month") - 1, p("day"), p("hour"), p("minute"), p("second"));
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60000);
}

/** True when Intl knows the zone name. */
export function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The instant of a wall-clock time (given as if it were UTC ms) in a zone. */
export function wallToInstant(wall: number, zone: string): number {
  const guess = wall - zoneOffset(zone, wall) * 60000;
  return wall - zoneOffset(zone, guess) * 60000;
}

/** Wall-clock ms (as if UTC) of an instant in a zone. */
export function instantToWall(instant: number, zone: string): number {
  return instant + zoneOffset(zone, instant) * 60000;
}

/** ISO 8601 with the zone's offset: 2026-12-02T11:00:00+03:00. */
export function isoInZone(instant: number, zone: string): string {
  const off = zoneOffset(zone, instant);
  const wall = new Date(instant + off * 60000).toISOString().slice(0, 19);
  const sign = off < 0 ? "-" : "+";
  const a = Math.abs(off);
  return `${wall}${sign}${String(Math.floor(a / 60)).padStart(2, "0")}:${String(a % 60).padStart(2, "0")}`;
}

/** "YYYY-MM-DD" of an instant in a zone. */
export function dateInZone(instant: number, zone: string): string {
  return new Date(instantToWall(instant, zone)).toISOString().slice(0, 10);
}

/** Start of a calendar day ("YYYY-MM-DD") in a zone, as an instant. */
export function dayStart(date: string, zone: string): number {
  return wallToInstant(Date.parse(`${date}T00:00:00Z`), zone);
}

/** A date string shifted by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** Day of week of a date string, Monday = 0 … Sunday = 6 (the Russian week). */
export function weekday(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}
