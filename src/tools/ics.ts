import { DEFAULT_ZONE, isZone, wallToInstant } from "./time.ts";

/** One VEVENT, times resolved to instants (ms). */
export interface IcsEvent {
  uid: string;
  title: string;
  start: number;
  end: number;
  allDay: boolean;
  /** Zone the event's wall times are in; recurrences step in wall time there. */
  zone: string;
  location: string | null;
  url: string | null;
  description: string | null;
  rrule: Record<string, string> | null;
  exdates: number[];
}

interface Prop {
  name: string;
  params: Record<string, string>;
  value: string;
}

const unescapeText = (v: string) => v.replace(/\\([nN,;\\])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));

function parseProp(line: string): Prop | null {
  // The value starts at the first colon outside a quoted parameter value.
  let quoted = false, i = 0;
  for (; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ":" && !quoted) break;
  }
  if (i >= line.length) return null;
  const [name, ...ps] = line.slice(0, i).split(";");
  const params: Record<string, string> = {};
  for (const p of ps) {
    const eq = p.indexOf("=");
    if (eq > 0) params[p.slice(0, eq).toUpperCase()] = p.slice(eq + 1).replace(/^"|"$/g, "");
  }
  return { name: name.toUpperCase(), params, value: line.slice(i + 1) };
}

/** A DATE or DATE-TIME value to an instant: "Z" is UTC, TZID is that zone, floating is the fallback zone. */
function parseTime(p: Prop, fallbackZone: string): { at: number; allDay: boolean; zone: string } | null {
  const m = p.value.match(/^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?(Z)?)?$/);
  if (!m) return null;
  const wall = Date.UTC(+m[1], +m[2] - 1, +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
  const zone = p.params.TZID && isZone(p.params.TZID) ? p.params.TZID : fallbackZone;
  if (m[7]) return { at: wall, allDay: false, zone };
  return { at: wallToInstant(wall, zone), allDay: m[4] === undefined, zone };
}

/** ISO 8601 duration (P1D, PT1H30M) in ms. */
function duration(v: string): number {
  const m = v.match(/^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/);
  if (!m) return 0;
  const ms = ((+(m[2] ?? 0) * 7 + +(m[3] ?? 0)) * 86400 + +(m[4] ?? 0) * 3600 + +(m[5] ?? 0) * 60 + +(m[6] ?? 0)) * 1000;
  return m[1] === "-" ? -ms : ms;
}

/** Parses the VEVENTs of an iCalendar text (RFC 5545), unfolding continuation lines first. */
export function parseIcs(text: string, fallbackZone = DEFAULT_ZONE): IcsEvent[] {
  const lines = text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
  const events: IcsEvent[] = [];
  let props: Prop[] | null = null;
  let depth = 0;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") { props = []; depth = 0; continue; }
    if (!props) continue;
    // Nested components (VALARM) carry their own DESCRIPTION; skip them.
    if (line.startsWith("BEGIN:")) { depth++; continue; }
    if (line.startsWith("END:") && depth > 0) { depth--; continue; }
    if (line === "END:VEVENT") {
      const ev = toEvent(props, fallbackZone);
      if (ev) events.push(ev);
      props = null;
      continue;
    }
    const p = depth === 0 ? parseProp(line) : null;
    if (p) props.push(p);
  }
  return events;
}

function toEvent(props: Prop[], fallbackZone: string): IcsEvent | null {
  const get = (n: string) => props.find((p) => p.name === n);
  const dtstart = get("DTSTART");
  const start = dtstart && parseTime(dtstart, fallbackZone);
  if (!start) return null;
  const dtend = get("DTEND");
  const endT = dtend && parseTime(dtend, start.zone);
  const dur = get("DURATION");
  const end = endT ? endT.at : start.at + (dur ? duration(dur.value) : start.allDay ? 86_400_000 : 0);
  const rr = get("RRULE");
  const text = (n: string) => { const p = get(n); return p ? unescapeText(p.value).trim() || null : null; };
  return {
    uid: get("UID")?.value ?? `${start.at}-${text("SUMMARY")}`,
    title: text("SUMMARY") ?? "", // an untitled event is named by the calendar tool, in the interface's language
    start: start.at, end, allDay: start.allDay, zone: start.zone,
    location: text("LOCATION"), url: get("URL")?.value.trim() || null, description: text("DESCRIPTION"),
    rrule: rr ? Object.fromEntries(rr.value.split(";").map((kv) => kv.split("=") as [string, string]).map(([k, v]) => [k.toUpperCase(), v])) : null,
    exdates: props.filter((p) => p.name === "EXDATE").flatMap((p) =>
      p.value.split(",").map((v) => parseTime({ ...p, value: v }, start.zone)?.at ?? NaN)),
  };
}
