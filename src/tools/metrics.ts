import type { Tool, ToolContext, ToolResult } from "./types.ts";
import { oneOf } from "./args.ts";
import { byDay, byKey, change, dayLabel, pickWindow, readMetrics, total, type Window } from "./metrics-data.ts";
import { toolPhrases } from "./phrases.ts";
import { dateInZone } from "./time.ts";

const PERIOD_PROPS = {
  days: { type: "integer", minimum: 1, maximum: 366, description: "За сколько последних дней; по умолчанию 7" },
  from: { type: "string", format: "date", description: "Начало периода, YYYY-MM-DD" },
  to: { type: "string", format: "date", description: "Конец периода, YYYY-MM-DD" },
};

/**
 * A period the export holds no data for is an empty state, not a failure: the person reads which period
 * the data does cover and can ask for that.
 */
const noData = (which: "site" | "page" | "ads", ctx: ToolContext, dates: string[]): ToolResult => {
  const P = toolPhrases(ctx.lang).metrics;
  const sorted = [...dates].sort();
  const covers = sorted.length ? ` ${P.covers(dayLabel(sorted[0]), dayLabel(sorted.at(-1)!))}` : "";
  // No export at all (the samples removed, walk 20a): nothing was there to search, which the documents may answer instead.
  return { kind: "metrics", labels: [], datasets: [], summary: `${P.noData[which]}${covers}`, empty: true, ...(dates.length === 0 ? { noSource: true as const } : {}) };
};
const period = (w: Window, ctx: ToolContext) => toolPhrases(ctx.lang).metrics.period(dayLabel(w.from), dayLabel(w.to));

/**
 * «how did site traffic look this week?» on Wednesday, the export ending on Sunday: the figures shown are the last exported
 * days, and the person is told so (walk 20b read last week's figures as this week's). Nothing when the export is current.
 */
const lag = (dates: string[], ctx: ToolContext): string => {
  const last = dates.reduce((a, d) => (d > a ? d : a), "");
  const today = dateInZone((ctx.now ?? new Date()).getTime(), ctx.timeZone ?? "Europe/Moscow");
  return last && last < today ? ` ${toolPhrases(ctx.lang).metrics.dataEnds(dayLabel(last))}` : "";
};
const pct = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

/** site_metrics: visits of the company website by day or by traffic source (web counter export). */
export const siteMetrics: Tool = {
  id: "site_metrics",
  description: "Посещаемость сайта компании из счётчика Метрики: визиты по дням или по источникам трафика",
  chip: { ru: "Смотрю посещаемость сайта", en: "Checking site traffic" },
  parameters: { type: "object", properties: { ...PERIOD_PROPS, groupBy: { type: "string", enum: ["day", "source"] } } },
  consequential: false,
  async run(args, ctx) {
    const rows = await readMetrics(ctx, "visits.csv");
    const w = pickWindow(args, rows.map((r) => r.date));
    if (!w) return noData("site", ctx, rows.map((r) => r.date));
    const P = toolPhrases(ctx.lang).metrics;
    const visits = total(rows, "visits", w.days);
    const sources = byKey(rows, "source", "visits", w.days);
    const [top, topVisits] = sources[0] ?? ["", 0];
    const summary = P.site({
      period: period(w, ctx), visits, change: change(visits, total(rows, "visits", w.previous), P.since),
      visitors: total(rows, "visitors", w.days), pageviews: total(rows, "pageviews", w.days), top, topPct: pct(topVisits, visits),
    }) + lag(rows.map((r) => r.date), ctx);
    const [visitsLabel, visitorsLabel] = [P.labels.visits, P.labels.visitors];
    if (oneOf(args, "groupBy", ["day", "source"] as const, "day") === "source")
      return { kind: "metrics", labels: sources.map(([k]) => k), datasets: [{ label: visitsLabel, data: sources.map(([, v]) => v) }], summary };
    return {
      kind: "metrics", labels: w.days.map(dayLabel), summary,
      datasets: [{ label: visitsLabel, data: byDay(rows, "visits", w.days) }, { label: visitorsLabel, data: byDay(rows, "visitors", w.days) }],
    };
  },
};

/** page_stats: the person's own page in the company's social feed (followers, views). */
export const pageStats: Tool = {
  id: "page_stats",
  description: "Статистика личной страницы пользователя в ленте компании: подписчики, просмотры, реакции",
  chip: { ru: "Смотрю статистику вашей страницы", en: "Checking your page stats" },
  parameters: { type: "object", properties: { ...PERIOD_PROPS } },
  consequential: false,
  async run(args, ctx) {
    const rows = await readMetrics(ctx, "page.csv");
    const w = pickWindow(args, rows.map((r) => r.date));
    if (!w) return noData("page", ctx, rows.map((r) => r.date));
    const P = toolPhrases(ctx.lang).metrics;
    const followers = byDay(rows, "followers", w.days);
    const startFollowers = w.previous.length ? total(rows, "followers", w.previous.slice(-1)) : followers[0];
    const views = total(rows, "views", w.days);
    const summary = P.page({
      period: period(w, ctx), followers: followers[followers.length - 1], gained: followers[followers.length - 1] - startFollowers,
      views, change: change(views, total(rows, "views", w.previous), P.since), reactions: total(rows, "reactions", w.days),
      comments: total(rows, "comments", w.days), posts: total(rows, "posts", w.days),
    }) + lag(rows.map((r) => r.date), ctx);
    return {
      kind: "metrics", labels: w.days.map(dayLabel), summary,
      datasets: [{ label: P.labels.views, data: byDay(rows, "views", w.days) }, { label: P.labels.followers, data: followers }],
    };
  },
};

/** ad_revenue: income from ad placements on the site. */
export const adRevenue: Tool = {
  id: "ad_revenue",
  description: "Доход с рекламы на сайте: выручка, показы, клики по дням или по рекламным местам",
  chip: { ru: "Считаю доход с рекламы", en: "Checking ad revenue" },
  parameters: { type: "object", properties: { ...PERIOD_PROPS, groupBy: { type: "string", enum: ["day", "placement"] } } },
  consequential: false,
  async run(args, ctx) {
    const rows = await readMetrics(ctx, "ad-revenue.csv");
    const w = pickWindow(args, rows.map((r) => r.date));
    if (!w) return noData("ads", ctx, rows.map((r) => r.date));
    const P = toolPhrases(ctx.lang).metrics;
    const revenue = total(rows, "revenue_rub", w.days);
    const shows = total(rows, "impressions", w.days), clicks = total(rows, "clicks", w.days);
    const places = byKey(rows, "placement", "revenue_rub", w.days);
    const summary = P.ads({
      period: period(w, ctx), revenue, change: change(revenue, total(rows, "revenue_rub", w.previous), P.since), shows, clicks,
      ctr: shows ? (clicks / shows) * 100 : 0, rpm: shows ? (revenue / shows) * 1000 : 0, top: places[0]?.[0] ?? "", topPct: places[0] ? pct(places[0][1], revenue) : 0,
    }) + lag(rows.map((r) => r.date), ctx);
    const label = P.labels.revenue;
    if (oneOf(args, "groupBy", ["day", "placement"] as const, "day") === "placement")
      return { kind: "metrics", labels: places.map(([k]) => k), datasets: [{ label, data: places.map(([, v]) => v) }], summary };
    return { kind: "metrics", labels: w.days.map(dayLabel), datasets: [{ label, data: byDay(rows, "revenue_rub", w.days) }], summary };
  },
};
