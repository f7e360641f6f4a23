import { afterEach, beforeEach, describe, expect, it } from "bun:test";
import { adRevenue, pageStats, siteMetrics } from "../../src/tools/metrics.ts";
import { metricsManage } from "../../src/tools/metrics-manage.ts";
import { parseCsv } from "../../src/tools/csv.ts";
import { expectKind, makeCtx, type TestCtx } from "./helpers.ts";

let ctx: TestCtx;
beforeEach(() => { ctx = makeCtx(); });
afterEach(() => ctx.cleanup());

describe("site_metrics", () => {
  it("charts the last seven exported days with a summary that compares to the week before", async () => {
    const r = expectKind(await siteMetrics.run({}, ctx), "metrics");
    expect(r.labels).toEqual(["23.11", "24.11", "25.11", "26.11", "27.11", "28.11", "29.11"]);
    expect(r.datasets.map((d) => d.label)).toEqual(["Визиты", "Посетители"]);
    expect(r.summary).toMatch(/^С 23\.11 по 29\.11: [\d\s ]+ визит\S* \([+−±]\d+% к предыдущему периоду\)/);
  });

  it("groups visits by traffic source, largest first, summing to the same total", async () => {
    const byDay = expectKind(await siteMetrics.run({ days: 30 }, ctx), "metrics");
    const bySource = expectKind(await siteMetrics.run({ days: 30, groupBy: "source" }, ctx), "metrics");
    expect(bySource.labels[0]).toBe("Поисковые системы");
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(bySource.datasets[0].data)).toBe(sum(byDay.datasets[0].data));
  });
});

describe("page_stats", () => {
  it("reports followers and views of the person's page", async () => {
    const r = expectKind(await pageStats.run({ days: 14 }, ctx), "metrics");
    expect(r.labels).toHaveLength(14);
    expect(r.datasets.map((d) => d.label)).toEqual(["Просмотры", "Подписчики"]);
    expect(r.summary).toStartWith("Подписчиков: 1");
  });
});

describe("ad_revenue", () => {
  it("sums revenue per placement and names the best one", async () => {
    const r = expectKind(await adRevenue.run({ groupBy: "placement", from: "2026-11-01", to: "2026-11-30" }, ctx), "metrics");
    expect(r.labels).toHaveLength(3);
    expect(r.summary).toContain(`Больше всего приносит «${r.labels[0]}»`);
  });
});

describe("metrics_manage", () => {
  it("lists goals and filters without drafting anything", async () => {
    const r = expectKind(await metricsManage.run({ action: "list" }, ctx), "metrics");
    expect(r.summary).toContain("Цели: «Отправка заявки»");
    expect(ctx.db.query("SELECT COUNT(*) AS n FROM drafts").get()).toEqual({ n: 0 });
  });

  it("does not draft a deletion of something the counter does not have", async () => {
    expectKind(await metricsManage.run({ action: "delete", name: "Несуществующая цель" }, ctx), "error");
  });
});

describe("csv parsing", () => {
  it("handles quoted commas, doubled quotes and CRLF", () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\r\n')).toEqual([{ a: "x, y", b: 'say "hi"' }]);
  });
});

describe("a period the counter has no data for", () => {
  it("says so as an empty state with the period the data covers, not as a tool failure", async () => {
    const { adRevenue } = await import("../../src/tools/metrics.ts");
    const r = await adRevenue.run({ from: "2020-09-01", to: "2020-09-30" }, ctx);
    expect(r.kind).toBe("metrics");
    if (r.kind !== "metrics") return;
    expect(r.datasets).toEqual([]);
    expect(r.summary).toContain("Нет данных о доходе с рекламы за этот период");
    expect(r.summary).toMatch(/Данные есть с \d\d\.\d\d по \d\d\.\d\d/);
  });
});
