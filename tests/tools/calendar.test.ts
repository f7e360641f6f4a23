import { afterEach, beforeEach, describe, expect, it } from "bun:test";
import { calendarSearch, periodRange } from "../../src/tools/calendar.ts";
import { parseIcs } from "../../src/tools/ics.ts";
import { occurrences } from "../../src/tools/recur.ts";
import { expectKind, makeCtx, type TestCtx } from "./helpers.ts";

let ctx: TestCtx;
beforeEach(() => { ctx = makeCtx(); });
afterEach(() => ctx.cleanup());

describe("calendar_search", () => {
  it("finds next week's events, Monday to Sunday, recurring ones expanded", async () => {
    const r = expectKind(await calendarSearch.run({ period: "next_week" }, ctx), "calendar");
    expect([r.from, r.to]).toEqual(["2026-11-30", "2026-12-06"]);
    expect(r.events.map((e) => `${e.start.slice(0, 16)} ${e.title}`)).toEqual([
      "2026-11-30T10:00 Планёрка отдела закупок",
      "2026-12-01T10:00 Звонок с филиалом в Екатеринбурге",
      "2026-12-02T11:00 Встреча по проекту «Склад 2.0»",
      "2026-12-03T14:30 Согласование договора поставки с «ПринтЛайн»",
      "2026-12-03T16:00 Созвон с ключевыми поставщиками",
      "2026-12-04 Сдать авансовый отчёт по командировке в Казань",
    ]);
  });

  it("keeps the meeting link, location and unfolded description of an event", async () => {
    const r = expectKind(await calendarSearch.run({ query: "встреча по складу 2.0" }, ctx), "calendar");
    const ev = r.events[0];
    expect(ev).toMatchObject({ title: "Встреча по проекту «Склад 2.0»", location: "Переговорная «Байкал»", url: "https://meet.severveter.ru/sklad-2-0" });
    expect(ev.start).toBe("2026-12-02T11:00:00+03:00");
    expect(ev.description).toContain("выбор WMS-системы — сравнение трёх предложений; 3) план");
  });

  it("converts UTC and other-zone times to the person's zone", async () => {
    const r = expectKind(await calendarSearch.run({ from: "2026-12-08", to: "2026-12-08" }, ctx), "calendar");
    const webinar = r.events.find((e) => e.title.startsWith("Вебинар"))!;
    expect([webinar.start, webinar.end]).toEqual(["2026-12-08T12:00:00+03:00", "2026-12-08T13:30:00+03:00"]);
  });

  it("honours COUNT on daily events and returns nothing for an empty day", async () => {
    const r = expectKind(await calendarSearch.run({ query: "инвентаризация", from: "2026-12-01", to: "2026-12-31" }, ctx), "calendar");
    expect(r.events.map((e) => e.start.slice(0, 10))).toEqual(["2026-12-14", "2026-12-15", "2026-12-16", "2026-12-17", "2026-12-18"]);
    const empty = expectKind(await calendarSearch.run({ from: "2026-12-06", to: "2026-12-06" }, ctx), "calendar");
    expect(empty.events).toEqual([]);
  });
});

describe("ics parsing", () => {
  it("unfolds continuation lines and skips EXDATE occurrences", () => {
    const ics = [
      "BEGIN:VCALENDAR", "BEGIN:VEVENT", "DTSTART;TZID=Europe/Moscow:20261201T090000", "DTEND;TZID=Europe/Moscow:20261201T093000",
      "RRULE:FREQ=WEEKLY;COUNT=3", "EXDATE;TZID=Europe/Moscow:20261208T090000", "SUMMARY:Долгое назв", " ание", "END:VEVENT", "END:VCALENDAR",
    ].join("\r\n");
    const [ev] = parseIcs(ics);
    expect(ev.title).toBe("Долгое название");
    const starts = occurrences(ev, 0, Date.parse("2027-01-01")).map((o) => new Date(o.start).toISOString());
    expect(starts).toEqual(["2026-12-01T06:00:00.000Z", "2026-12-15T06:00:00.000Z"]);
  });

  it("names periods with weeks starting on Monday", () => {
    expect(periodRange("this_week", "2026-11-29")).toEqual(["2026-11-23", "2026-11-29"]);
    expect(periodRange("next_month", "2026-12-15")).toEqual(["2027-01-01", "2027-01-31"]);
  });
});

describe("calendar_search, each meeting once (a move asked)", () => {
  it("shows a weekly meeting's next time alone", async () => {
    const series = expectKind(await calendarSearch.run({ query: "поставщиками", nearest: true }, ctx), "calendar");
    expect(series.events.map((e) => e.title)).toEqual(["Созвон с ключевыми поставщиками"]);
    expect(Date.parse(series.events[0]!.end)).toBeGreaterThanOrEqual(ctx.now!.getTime());
    const all = expectKind(await calendarSearch.run({ query: "поставщиками" }, ctx), "calendar");
    expect(all.events.length).toBeGreaterThan(1);
  });
});
