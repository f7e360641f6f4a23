import { Elysia } from "elysia";
import type { Admin } from "../../../admin/index.ts";
import type { AdminGate } from "../gate.ts";
import { adminContext, download, html } from "../http.ts";
import { ChartsPanel, DashboardPage } from "../../../../views/admin/dashboard.tsx";
import { toCsv } from "../../../admin/csv.ts";
import { RangeQuery } from "./model.ts";
import { chartSpecs, resolveRange } from "./service.ts";

/** /admin: the charts over a chosen range; /admin/charts the panel alone; /api/charts the aggregates as JSON, /api/charts/:name one of them as CSV. */
/** What the dashboard says about the model server: degraded answers and the exact `ollama pull` that fixes a missing model. */
export interface FaceNotice { degraded: string | null; pull?: string[] }

const noticeOf = (face?: FaceNotice): string | null => {
  if (!face?.degraded && !face?.pull?.length) return null;
  const pull = face.pull?.length ? ` Чтобы исправить, выполните на сервере Ollama: ${face.pull.join("; ")}` : "";
  return `Ответы упрощены: ${face.degraded ?? "нет модели"}.${pull}`;
};

export const dashboardPages = (admin: Admin, gate: AdminGate, face?: FaceNotice) =>
  new Elysia({ name: "admin-dashboard" })
    .use(adminContext(gate))
    .get("/admin", ({ query, csrf }) => {
      const r = resolveRange(query, admin.charts);
      const data = admin.charts.all(r);
      return html(DashboardPage({ csrf, range: r, specs: chartSpecs(data), data, notice: noticeOf(face) }));
    }, { query: RangeQuery })
    .get("/admin/charts", ({ query }) => {
      const r = resolveRange(query, admin.charts);
      const data = admin.charts.all(r);
      return html(ChartsPanel({ range: r, specs: chartSpecs(data), data }));
    }, { query: RangeQuery })
    .get("/api/charts", ({ query }) => admin.charts.all(resolveRange(query, admin.charts)), { query: RangeQuery })
    .get("/api/charts/:name", ({ params, query }) => {
      const data = admin.charts.all(resolveRange(query, admin.charts)) as unknown as Record<string, Record<string, unknown>[]>;
      const rows = data[params.name];
      if (!Array.isArray(rows)) return new Response("no such chart", { status: 404 });
      return download(toCsv(rows, Object.keys(rows[0] ?? { t: 0 })), `${params.name}.csv`, "text/csv");
    }, { query: RangeQuery });
