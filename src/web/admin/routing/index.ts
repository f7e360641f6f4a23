import { Elysia } from "elysia";
import type { Admin } from "../../../admin/index.ts";
import { toCsv } from "../../../admin/csv.ts";
import { AppError } from "../../errors.ts";
import { HX } from "../../htmx.ts";
import type { AdminGate } from "../gate.ts";
import { adminContext, download, html } from "../http.ts";
import { DecisionPage } from "../../../../views/admin/decision.tsx";
import { LogTable, RoutingPage } from "../../../../views/admin/routing.tsx";
import { DecisionParams, LogQuery } from "./model.ts";
import { filterOf, queryString } from "./service.ts";

const CSV_COLUMNS = ["id", "createdAt", "face", "outcome", "skill", "rule", "guards", "tools", "webSource", "tokensPerS", "ttftMs", "answered", "chatId", "message"] as const;

/** The routing log: filtered, paginated, every decision opened in full; CSV and JSON exports. */
export const routingPages = (admin: Admin, gate: AdminGate) =>
  new Elysia({ name: "admin-routing" })
    .use(adminContext(gate))
    .get("/admin/routing", ({ query, csrf }) => {
      const page = admin.decisions.page(filterOf(query), query.page ?? 1, query.per ?? 50);
      return html(RoutingPage({ csrf, query, page, facets: admin.decisions.facets() }));
    }, { query: LogQuery })
    .get("/admin/routing/rows", ({ query }) => {
      const page = admin.decisions.page(filterOf(query), query.page ?? 1, query.per ?? 50);
      return html(LogTable({ query, page }), 200, { [HX.pushUrl]: `/admin/routing?${queryString(query)}` });
    }, { query: LogQuery })
    .get("/admin/routing/export", ({ query }) => {
      const rows = admin.decisions.all(filterOf(query)).map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString(), guards: r.guards.join(" "), tools: r.tools.join(" ") }));
      return download(toCsv(rows, [...CSV_COLUMNS]), "routing-log.csv", "text/csv");
    }, { query: LogQuery })
    .get("/admin/routing/:id", ({ params, csrf }) => {
      const d = admin.decisions.get(params.id);
      if (!d) throw new AppError(404, `Решения №${params.id} нет`);
      return html(DecisionPage({ csrf, d }));
    }, { params: DecisionParams })
    .get("/api/decisions", ({ query }) => admin.decisions.page(filterOf(query), query.page ?? 1, query.per ?? 50), { query: LogQuery })
    .get("/api/decisions/:id", ({ params }) => {
      const d = admin.decisions.get(params.id);
      if (!d) throw new AppError(404, `Решения №${params.id} нет`);
      return d;
    }, { params: DecisionParams });
