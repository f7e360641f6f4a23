import type { Tool, ToolResult } from "./types.ts";
import { fmt, oneOf, plural } from "./args.ts";
import { byDay, byKey, change, dayLabel, pickWindow, readMetrics, total, windowText } from "./metrics-data.ts";

const PERIOD_PROPS = {
  days: { type: "integer", minimum: 1, maximum: 366, description: "За сколько последних дней; по умолчанию 7" },
  from: { type: "string", format: "date", description: "Начало периода, YYYY-MM-DD" },
  to: { type: "string", format: "date", description: "Конец периода, YYYY-MM-DD" },
};

const noData = (what: string, lang?: "ru" | "en"): ToolResult => ({ kind: "error", message: lang === "en" ? `No ${EN_NODATA[what] ?? "data"} for this period.` : `Нет данных ${what} за этот период.` });
const EN_NODATA: Record<string, string> = { "о посещаемости": "site traffic data", "по вашей странице": "data for your page", "о доходе с рекламы": "ad revenue data" };
/** «3 визита» in Russian; «3 visits» in English (the English form is the plural of forms[3], or forms[3] itself for one). */
const count = (n: number, forms: [string, string, string], en?: [string, string], lang?: "ru" | "en") =>
  lang === "en" && en ? `${fmt(n)} ${n === 1 ? en[0] : en[1]}` : `${fmt(n)} ${plural(n, forms)}`;
const enWindow = (w: Parameters<typeof windowText>[0]) => windowText(w).replace(/^С (\S+) по (\S+)$/, "From $1 to $2").replace(/^За (\S+)$/, "On $1");
const since = (lang?: "ru" | "en") => (lang === "en" ? "vs the previous period" : "к предыдущему периоду");
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
    if (!w) return noData("о посещаемости", ctx.lang);
    const en = ctx.lang === "en";
    const visits = total(rows, "visits", w.days);
    const sources = byKey(rows, "source", "visits", w.days);
    const [topName, topVisits] = sources[0] ?? ["", 0];
    const summary = `${en ? enWindow(w) : windowText(w)}: ${count(visits, ["визит", "визита", "визитов"], ["visit", "visits"], ctx.lang)}`
      + `${change(visits, total(rows, "visits", w.previous), since(ctx.lang))}, `
      + `${count(total(rows, "visitors", w.days), ["посетитель", "посетителя", "посетителей"], ["visitor", "visitors"], ctx.lang)}, `
      + `${count(total(rows, "pageviews", w.days), ["просмотр", "просмотра", "просмотров"], ["page view", "page views"], ctx.lang)}${en ? "" : " страниц"}. `
      + (topName ? (en ? `Most visits come from “${topName}”: ${pct(topVisits, visits)}%.` : `Больше всего визитов — «${topName}»: ${pct(topVisits, visits)}%.`) : "");
    const [visitsLabel, visitorsLabel] = en ? ["Visits", "Visitors"] : ["Визиты", "Посетители"];
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
    if (!w) return noData("по вашей странице", ctx.lang);
    const en = ctx.lang === "en";
    const followers = byDay(rows, "followers", w.days);
    const startFollowers = w.previous.length ? total(rows, "followers", w.previous.slice(-1)) : followers[0];
    const gained = followers[followers.length - 1] - startFollowers;
    const views = total(rows, "views", w.days);
    const posts = total(rows, "posts", w.days);
    const summary = `${en ? "Followers" : "Подписчиков"}: ${fmt(followers[followers.length - 1])} (${gained >= 0 ? "+" : "−"}${fmt(Math.abs(gained))} ${en ? "in the period" : "за период"}). `
      + `${en ? enWindow(w) : windowText(w)}: ${count(views, ["просмотр", "просмотра", "просмотров"], ["view", "views"], ctx.lang)}${change(views, total(rows, "views", w.previous), since(ctx.lang))}, `
      + `${count(total(rows, "reactions", w.days), ["реакция", "реакции", "реакций"], ["reaction", "reactions"], ctx.lang)}, `
      + `${count(total(rows, "comments", w.days), ["комментарий", "комментария", "комментариев"], ["comment", "comments"], ctx.lang)}, `
      + `${count(posts, ["пост", "поста", "постов"], ["post", "posts"], ctx.lang)}.`;
    return {
      kind: "metrics", labels: w.days.map(dayLabel), summary,
      datasets: [{ label: en ? "Views" : "Просмотры", data: byDay(rows, "views", w.days) }, { label: en ? "Followers" : "Подписчики", data: followers }],
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
    if (!w) return noData("о доходе с рекламы", ctx.lang);
    const en = ctx.lang === "en";
    const revenue = total(rows, "revenue_rub", w.days);
    const shows = total(rows, "impressions", w.days), clicks = total(rows, "clicks", w.days);
    const places = byKey(rows, "placement", "revenue_rub", w.days);
    const ctr = fmt(shows ? (clicks / shows) * 100 : 0, 2), rpm = fmt(shows ? (revenue / shows) * 1000 : 0);
    const summary = en
      ? `${enWindow(w)}: revenue ${fmt(revenue)} ₽${change(revenue, total(rows, "revenue_rub", w.previous), since(ctx.lang))}. `
        + `Impressions ${fmt(shows)}, clicks ${fmt(clicks)} (CTR ${ctr}%), revenue per 1000 impressions ${rpm} ₽.`
        + (places[0] ? ` The best placement is “${places[0][0]}”: ${pct(places[0][1], revenue)}%.` : "")
      : `${windowText(w)}: доход ${fmt(revenue)} ₽${change(revenue, total(rows, "revenue_rub", w.previous), since(ctx.lang))}. `
        + `Показов ${fmt(shows)}, кликов ${fmt(clicks)} (CTR ${ctr}%), доход на 1000 показов ${rpm} ₽.`
        + (places[0] ? ` Больше всего приносит «${places[0][0]}»: ${pct(places[0][1], revenue)}%.` : "");
    const label = en ? "Revenue, ₽" : "Доход, ₽";
    if (oneOf(args, "groupBy", ["day", "placement"] as const, "day") === "placement")
      return { kind: "metrics", labels: places.map(([k]) => k), datasets: [{ label, data: places.map(([, v]) => v) }], summary };
    return { kind: "metrics", labels: w.days.map(dayLabel), datasets: [{ label, data: byDay(rows, "revenue_rub", w.days) }], summary };
  },
};
