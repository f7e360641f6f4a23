import type { ChartData, DecisionCharts } from "../../../admin/decision-charts.ts";
import { OUTCOME_NAMES, webSourceName } from "../../../admin/labels.ts";
import { DAY, HOUR, rangeOf } from "../../../admin/decision-charts.ts";
import type { RangeQuery } from "./model.ts";
import { utcTime } from "../range.ts";

/** A Chart.js configuration (plain JSON: admin.js hands it to `new Chart`). */
export interface ChartSpec {
  name: string;
  title: string;
  config: Record<string, unknown>;
  /** The number of data points drawn; 0 shows «no data» instead of a chart. */
  points: number;
}

const PRESETS: Record<string, number> = { "24h": DAY, "7d": 7 * DAY, "30d": 30 * DAY };
const COLORS = ["#2459c7", "#d9822b", "#2a9d5c", "#c23b3b", "#7b4fc9", "#1f9bb4", "#8c6d1f", "#d04f97"];

/** Resolves the range picker's values to [from, to) with the chart bucket. */
export function resolveRange(q: RangeQuery, charts: DecisionCharts, now = Date.now()) {
  const preset = q.preset ?? (q.from || q.to ? "custom" : "7d");
  let from = now - (PRESETS[preset] ?? 7 * DAY), to = now + 1;
  if (preset === "all") {
    const span = charts.span();
    from = span.first ?? now - DAY;
    to = (span.last ?? now) + 1;
  } else if (preset === "custom") {
    from = Number.isFinite(utcTime(q.from)) ? utcTime(q.from) : now - 7 * DAY;
    to = Number.isFinite(utcTime(q.to)) ? utcTime(q.to) : now + 1;
  }
  return { preset, ...rangeOf(from, Math.max(to, from + 1)) };
}

const label = (t: number, bucket: number) => new Date(t).toISOString().slice(5, bucket < DAY ? 16 : 10).replace("T", " ");

/** Rows of (t, series, value) pivoted into labels and one dataset per series. */
function pivot<R extends { t: number }>(rows: R[], bucket: number, series: (r: R) => string, value: (r: R) => number | null, names?: string[]) {
  const ts = [...new Set(rows.map((r) => r.t))].sort((a, b) => a - b);
  const keys = names ?? [...new Set(rows.map(series))];
  const at = new Map(rows.map((r) => [`${r.t}|${series(r)}`, value(r)]));
  return {
    labels: ts.map((t) => label(t, bucket)),
    datasets: keys.map((k, i) => ({ label: k, data: ts.map((t) => at.get(`${t}|${k}`) ?? null), backgroundColor: COLORS[i % COLORS.length], borderColor: COLORS[i % COLORS.length] })),
  };
}

const stacked = { scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true } } };

// The legend speaks the page's language: outcome and web-search source ids are the pipeline's, not the reader's.

/** The dashboard's charts from the SQL aggregates: outcomes, guards, clarify, web search, speed, nothing found. */
export function chartSpecs(d: ChartData): ChartSpec[] {
  const b = d.range.bucketMs;
  const speed = (rows: ChartData["tokens"]) => pivot(rows.flatMap((r) => [
    { t: r.t, s: "медиана", v: r.p50 }, { t: r.t, s: "p90", v: r.p90 },
  ]), HOUR, (r) => r.s, (r) => r.v, ["медиана", "p90"]);
  const specs: ChartSpec[] = [
    { name: "outcomes", title: "Исходы по времени", points: d.outcomes.length,
      config: { type: "bar", data: pivot(d.outcomes, b, (r) => OUTCOME_NAMES[r.outcome] ?? r.outcome, (r) => r.n), options: stacked } },
    { name: "guards", title: "Срабатывания ограничителей", points: d.guards.length,
      config: { type: "bar", data: { labels: d.guards.map((g) => g.guard), datasets: [{ label: "срабатываний", data: d.guards.map((g) => g.n), backgroundColor: COLORS[3] }] }, options: { indexAxis: "y" } } },
    { name: "clarify", title: "Доля уточняющих вопросов, %", points: d.clarify.length,
      config: { type: "line", data: pivot(d.clarify, b, () => "уточнения, %", (r) => Math.round(r.share * 1000) / 10), options: { scales: { y: { beginAtZero: true, max: 100 } } } } },
    { name: "web", title: "Поиск в интернете: что его включило", points: d.webSources.length,
      config: { type: "bar", data: pivot(d.webSources, b, (r) => webSourceName(r.source), (r) => r.n), options: stacked } },
    { name: "web-patterns", title: "Шаблоны веб-поиска", points: d.webPatterns.length,
      config: { type: "bar", data: { labels: d.webPatterns.map((p) => p.pattern), datasets: [{ label: "срабатываний", data: d.webPatterns.map((p) => p.n), backgroundColor: COLORS[1] }] }, options: { indexAxis: "y" } } },
    { name: "tokens", title: "Токенов в секунду (по часам)", points: d.tokens.length,
      config: { type: "line", data: speed(d.tokens), options: { scales: { y: { beginAtZero: true } } } } },
    { name: "ttft", title: "Время до первого токена, мс (по часам)", points: d.ttft.length,
      config: { type: "line", data: speed(d.ttft), options: { scales: { y: { beginAtZero: true } } } } },
    { name: "nothing", title: "Ответы, не нашедшие ничего в документах", points: d.nothingFound.length,
      config: { type: "bar", data: pivot(d.nothingFound.flatMap((r) => [{ t: r.t, s: "ничего не нашли", v: r.empty }, { t: r.t, s: "из них частичный ответ", v: r.partial }, { t: r.t, s: "всего вопросов к документам", v: r.asked }]), b, (r) => r.s, (r) => r.v), options: {} } },
  ];
  return specs;
}
