import { Elysia } from "elysia";
import type { Admin } from "../../../admin/index.ts";
import type { AdminGate } from "../gate.ts";
import { adminContext, download, html } from "../http.ts";
import { ChartsNotShown, ChartsPanel, DashboardPage, UNANSWERED_STEP, UnansweredList } from "../../../../views/admin/dashboard.tsx";
import type { ChartRange } from "../../../admin/decision-charts.ts";
import { RangeError } from "../../../../views/admin/layout.tsx";
import { partial } from "../../chat/stream.tsx";
import { AppError } from "../../errors.ts";
import { adminPhrases } from "../phrases.ts";
import { rangeError } from "../range.ts";
import { toCsv } from "../../../admin/csv.ts";
import { RangeQuery, UnansweredQuery } from "./model.ts";
import { chartSpecs, resolveRange } from "./service.ts";

/** /admin: the charts over a chosen range; /admin/charts the panel alone; /api/charts the aggregates as JSON, /api/charts/:name one of them as CSV. */
/** What the dashboard says about the model server: degraded answers and the exact `ollama pull` that fixes a missing model. */
export interface FaceNotice { degraded: string | null; pull?: string[] }

const noticeOf = (face?: FaceNotice): string | null => {
  if (!face?.degraded && !face?.pull?.length) return null;
  const pull = face.pull?.length ? ` Чтобы исправить, выполните на сервере Ollama: ${face.pull.join("; ")}` : "";
  return `Ответы упрощены: ${face.degraded ?? "нет модели"}.${pull}`;
};

const P = adminPhrases();

export const dashboardPages = (admin: Admin, gate: AdminGate, face?: FaceNotice) => {
  /** A «Свой» period whose «по» is before its «с»; the presets ignore the dates the form also sends. */
  const wrongDates = (q: RangeQuery) => (resolveRange(q, admin.charts).preset === "custom" ? rangeError(q.from, q.to, P) : null);
  const unanswered = (r: ChartRange, limit: number) => ({ ...admin.charts.unanswered(r, limit), limit });
  const checkedRange = (q: RangeQuery) => {
    const error = wrongDates(q);
    if (error) throw new AppError(400, error);
    return resolveRange(q, admin.charts);
  };
  return new Elysia({ name: "admin-dashboard" })
    .use(adminContext(gate))
    .get("/admin", ({ query, csrf }) => {
      const r = resolveRange(query, admin.charts);
      const data = admin.charts.all(r);
      const error = wrongDates(query);
      const rangeError = error ? { message: error, notShown: P.rangeNotShown, from: query.from, to: query.to } : undefined;
      return html(DashboardPage({ csrf, range: r, specs: chartSpecs(data), data, unanswered: unanswered(r, UNANSWERED_STEP), notice: noticeOf(face), rangeError }), error ? 422 : 200);
    }, { query: RangeQuery })
    // The range form swaps the charts; the sentence beside its dates comes along (filled, or emptied once right).
    .get("/admin/charts", ({ query }) => {
      const error = wrongDates(query);
      const note = partial("#range-error", "outerHTML", RangeError({ id: "range-error", message: error }) as string);
      if (error) return html((ChartsNotShown({ message: P.rangeNotShown }) as string) + note, 422);
      const r = resolveRange(query, admin.charts);
      const data = admin.charts.all(r);
      return html((ChartsPanel({ range: r, specs: chartSpecs(data), data, unanswered: unanswered(r, UNANSWERED_STEP) }) as string) + note);
    }, { query: RangeQuery })
    .get("/admin/unanswered", ({ query }) => html(UnansweredList({ range: checkedRange(query), list: unanswered(checkedRange(query), query.limit ?? UNANSWERED_STEP) })), { query: UnansweredQuery })
    .get("/api/charts", ({ query }) => admin.charts.all(checkedRange(query)), { query: RangeQuery })
    .get("/api/charts/:name", ({ params, query }) => {
      const data = admin.charts.all(checkedRange(query)) as unknown as Record<string, Record<string, unknown>[]>;
      const rows = data[params.name];
      if (!Array.isArray(rows)) return new Response("no such chart", { status: 404 });
      return download(toCsv(rows, Object.keys(rows[0] ?? { t: 0 })), `${params.name}.csv`, "text/csv");
    }, { query: RangeQuery });
};
