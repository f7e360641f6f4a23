import { join } from "node:path";
import type { CalendarEvent, Tool, ToolContext } from "./types.ts";
import { parseIcs } from "./ics.ts";
import { occurrences, seriesEnd } from "./recur.ts";
import { queryStems, score } from "./match.ts";
import { int, isoDate, oneOf, str } from "./args.ts";
import { toolPhrases } from "./phrases.ts";
import { DEFAULT_ZONE, addDays, dateInZone, dayStart, isoInZone, weekday } from "./time.ts";

export const PERIODS = ["today", "tomorrow", "this_week", "next_week", "next_7_days", "this_month", "next_month"] as const;
type Period = (typeof PERIODS)[number];

/** Words that name the calendar, not what is in it. */
const CALENDAR_NOISE = ["календарь", "встреча", "встречи", "событие", "мероприятие", "расписание", "найди", "покажи", "когда"];

/** Inclusive date range ("YYYY-MM-DD") for a named period, weeks starting on Monday. */
export function periodRange(period: Period, today: string): [string, string] {
  const monday = addDays(today, -weekday(today));
  const [y, m] = today.split("-").map(Number);
  const monthStart = (k: number) => new Date(Date.UTC(y, m - 1 + k, 1)).toISOString().slice(0, 10);
  switch (period) {
    case "today": return [today, today];
    case "tomorrow": return [addDays(today, 1), addDays(today, 1)];
    case "this_week": return [monday, addDays(monday, 6)];
    case "next_week": return [addDays(monday, 7), addDays(monday, 13)];
    case "next_7_days": return [today, addDays(today, 6)];
    case "this_month": return [monthStart(0), addDays(monthStart(1), -1)];
    case "next_month": return [monthStart(1), addDays(monthStart(2), -1)];
  }
}

function range(args: Record<string, unknown>, today: string, hasQuery: boolean): [string, string] {
  const from = isoDate(args, "from"), to = isoDate(args, "to");
  if (from || to) return [from ?? today, to ?? addDays(from ?? today, 13)];
  const period = oneOf(args, "period", [...PERIODS, ""] as const, "");
  if (period) return periodRange(period, today);
  // A named meeting may be a while away or just past; a bare "what's on" means the coming fortnight.
  return hasQuery ? [addDays(today, -30), addDays(today, 180)] : [today, addDays(today, 13)];
}

async function readCalendar(ctx: ToolContext) {
  const file = Bun.file(join(ctx.dataDir, "samples", "calendar", "calendar.ics"));
  return (await file.exists()) ? parseIcs(await file.text(), ctx.timeZone ?? DEFAULT_ZONE) : [];
}

/** calendar_search: the person's calendar (sample .ics), recurring events expanded. */
export const calendarSearch: Tool = {
  id: "calendar_search",
  description: "Найти события в календаре пользователя за период или по названию; ссылка на встречу — в событии",
  chip: { ru: "Смотрю календарь", en: "Checking your calendar" },
  parameters: {
    type: "object",
    properties: {
      query: { type: "string", description: "Название или тема встречи; пусто — все события периода" },
      period: { type: "string", enum: [...PERIODS] },
      from: { type: "string", format: "date", description: "Начало периода, YYYY-MM-DD" },
      to: { type: "string", format: "date", description: "Конец периода включительно, YYYY-MM-DD" },
      limit: { type: "integer", minimum: 1, maximum: 50 },
      next: { type: "boolean", description: "Только ближайшее предстоящее событие («когда ближайшая встреча?»)" },
      nearest: { type: "boolean", description: "Каждая встреча один раз: её ближайший раз впереди, а прошедшая — последний («перенеси планёрку»)" },
      afterHour: { type: "integer", minimum: 0, maximum: 23, description: "Только события, начинающиеся с этого часа («после обеда» — 12)" },
      beforeHour: { type: "integer", minimum: 1, maximum: 24, description: "Только события, начинающиеся до этого часа («утром» — 12)" },
    },
  },
  consequential: false,
  async run(args, ctx) {
    const zone = ctx.timeZone ?? DEFAULT_ZONE;
    const today = dateInZone((ctx.now ?? new Date()).getTime(), zone);
    const query = str(args, "query") ?? "";
    const stems = queryStems(query, CALENDAR_NOISE);
    // «когда у меня ближайшая встреча?»: the first event still ahead, however far.
    const next = args.next === true;
    const [from, to] = next ? [today, addDays(today, 180)] : range(args, today, stems.length > 0);
    const lo = dayStart(from, zone), hi = dayStart(addDays(to, 1), zone);
    const all = await readCalendar(ctx);
    const inTitle = all.filter((ev) => score(stems, [{ text: ev.title, weight: 1 }]) > 0);
    // A title hit is what the person means; description hits («склад» in a call's agenda) are only a fallback.
    const matched = !stems.length ? all : inTitle.length ? inTitle
      : all.filter((ev) => score(stems, [{ text: `${ev.location ?? ""} ${ev.description ?? ""}`, weight: 1 }]) > 0);
    const events: CalendarEvent[] = [];
    for (const ev of matched) {
      const last = seriesEnd(ev);
      for (const o of occurrences(ev, lo, hi)) {
        events.push({
          title: ev.title || toolPhrases(ctx.lang).untitled, allDay: ev.allDay,
          start: ev.allDay ? dateInZone(o.start, zone) : isoInZone(o.start, zone),
          end: ev.allDay ? dateInZone(o.end - 1, zone) : isoInZone(o.end, zone),
          location: ev.location, url: ev.url, ...(ev.description ? { description: ev.description } : {}),
          ...(last !== null ? { repeatsUntil: dateInZone(last, zone) } : {}),
        });
      }
    }
    events.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    // «после обеда», «утром»: events starting in those hours; an all-day event stands for the whole day and stays.
    const after = int(args, "afterHour", 0, 0, 23), before = int(args, "beforeHour", 24, 1, 24);
    const inHours = (e: CalendarEvent) => e.allDay || (Number(e.start.slice(11, 13)) >= after && Number(e.start.slice(11, 13)) < before);
    if (after > 0 || before < 24) events.splice(0, events.length, ...events.filter(inHours));
    const now = (ctx.now ?? new Date()).getTime();
    const isAhead = (e: CalendarEvent) => Date.parse(e.allDay ? `${e.end}T23:59:59Z` : e.end) >= now;
    // «перенеси созвон с поставщиками»: a weekly meeting is moved one time at a time, its next one; one just past, its
    // latest (walk 21c listed all eight weeks of the series).
    const nearest = args.nearest === true ? [...new Set(events.map((e) => e.title))].map((t) => {
      const own = events.filter((e) => e.title === t);
      return own.find(isAhead) ?? own[own.length - 1]!;
    }).sort((a, b) => Date.parse(a.start) - Date.parse(b.start)) : null;
    const ahead = next ? events.filter(isAhead).slice(0, 1) : nearest ?? events;
    return { kind: "calendar", events: ahead.slice(0, int(args, "limit", 20, 1, 50)), from, to };
  },
};
