import type { Tool, ToolResult } from "./types.ts";
import { fmt, oneOf, plural } from "./args.ts";
import { byDay, byKey, change, dayLabel, pickWindow, readMetrics, total, windowText } from "./metrics-data.ts";

const PERIOD_PROPS = {
  days: { type: "integer", minimum: 1, maximum: 366, description: "За сколько последних дней; по умолчанию 7" },
  from: { type: "string", format: "date", description: "Начало периода, YYYY-MM-DD" },
  to: { type: "string", format: "date", description: "Конец периода, YYYY-MM-DD" },
};

const noData = (what: string): ToolResult => ({ kind: "error", message: `Нет данных ${what} за этот период.` });
const count = (n: number, forms: [string, string, string]) => `${fmt(n)} ${plural(n, forms)}`;
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
    if (!w) return noData("о посещаемости");
    const visits = total(rows, "visits", w.days);
    const sources = byKey(rows, "source", "visits", w.days);
    const [topName, topVisits] = sources[0] ?? ["", 0];
    const summary = `${windowText(w)}: ${count(visits, ["визит", "визита", "визитов"])}`
      + `${change(visits, total(rows, "visits", w.previous), "к предыдущему периоду")}, `
      + `${count(total(rows, "visitors", w.days), ["посетитель", "посетителя", "посетителей"])}, `
      + `${count(total(rows, "pageviews", w.days), ["просмотр", "просмотра", "просмотров"])} страниц. `
      + (topName ? `Больше всего визитов — «${topName}»: ${pct(topVisits, visits)}%.` : "");
    if (oneOf(args, "groupBy", ["day", "source"] as const, "day") === "source")
      return { kind: "metrics", labels: sources.map(([k]) => k), datasets: [{ label: "Визиты", data: sources.map(([, v]) => v) }], summary };
    return {
      kind: "metrics", labels: w.days.map(dayLabel), summary,
      datasets: [{ label: "Визиты", data: byDay(rows, "visits", w.days) }, { label: "Посетители", data: byDay(rows, "visitors", w.days) }],
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
    if (!w) return noData("по вашей странице");
    const followers = byDay(rows, "followers", w.days);
    const startFollowers = w.previous.length ? total(rows, "followers", w.previous.slice(-1)) : followers[0];
    const gained = followers[followers.length - 1] - startFollowers;
    const views = total(rows, "views", w.days);
    const posts = total(rows, "posts", w.days);
    const summary = `Подписчиков: ${fmt(followers[followers.length - 1])} (${gained >= 0 ? "+" : "−"}${fmt(Math.abs(gained))} за период). `
      + `${windowText(w)}: ${count(views, ["просмотр", "просмотра", "просмотров"])}${change(views, total(rows, "views", w.previous), "к предыдущему периоду")}, `
      + `${count(total(rows, "reactions", w.days), ["реакция", "реакции", "реакций"])}, `
      + `${count(total(rows, "comments", w.days), ["комментарий", "комментария", "комментариев"])}, `
      + `${count(posts, ["пост", "поста", "постов"])}.`;
    return {
      kind: "metrics", labels: w.days.map(dayLabel), summary,
      datasets: [{ label: "Просмотры", data: byDay(rows, "views", w.days) }, { label: "Подписчики", data: followers }],
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
    if (!w) return noData("о доходе с рекламы");
    const revenue = total(rows, "revenue_rub", w.days);
    const shows = total(rows, "impressions", w.days), clicks = total(rows, "clicks", w.days);
    const places = byKey(rows, "placement", "revenue_rub", w.days);
    const summary = `${windowText(w)}: доход ${fmt(revenue)} ₽${change(revenue, total(rows, "revenue_rub", w.previous), "к предыдущему периоду")}. `
      + `Показов ${fmt(shows)}, кликов ${fmt(clicks)} (CTR ${fmt(shows ? (clicks / shows) * 100 : 0, 2)}%), `
      + `доход на 1000 показов ${fmt(shows ? (revenue / shows) * 1000 : 0)} ₽.`
      + (places[0] ? ` Больше всего приносит «${places[0][0]}»: ${pct(places[0][1], revenue)}%.` : "");
    if (oneOf(args, "groupBy", ["day", "placement"] as const, "day") === "placement")
      return { kind: "metrics", labels: places.map(([k]) => k), datasets: [{ label: "Доход, ₽", data: places.map(([, v]) => v) }], summary };
    return { kind: "metrics", labels: w.days.map(dayLabel), datasets: [{ label: "Доход, ₽", data: byDay(rows, "revenue_rub", w.days) }], summary };
  },
};
