import { Elysia } from "elysia";
import type { Admin } from "../../../admin/index.ts";
import { toCsv } from "../../../admin/csv.ts";
import { AppError } from "../../errors.ts";
import { HX } from "../../htmx.ts";
import type { AdminGate } from "../gate.ts";
import { adminContext, download, html } from "../http.ts";
import { DecisionPage } from "../../../../views/admin/decision.tsx";
import { LogTable, RoutingPage, RowsNotShown } from "../../../../views/admin/routing.tsx";
import { RangeError } from "../../../../views/admin/layout.tsx";
import { partial } from "../../chat/stream.tsx";
import { adminPhrases } from "../phrases.ts";
import { rangeError } from "../range.ts";
import { chatPrivacy, withoutPrivate, type PrivacyDeps } from "./privacy.ts";
import { DecisionParams, LogQuery } from "./model.ts";
import { filterOf, queryString } from "./service.ts";

const CSV_COLUMNS = ["id", "createdAt", "face", "outcome", "skill", "rule", "guards", "tools", "webSource", "tokensPerS", "ttftMs", "answered", "chatId", "message"] as const;

/** The routing log: filtered, paginated, every decision opened in full; CSV and JSON exports. */
const P = adminPhrases();

/** The filter of a query whose dates make a period; a «по» before the «с» is refused in words (walk 17b #18). */
const checkedFilter = (q: LogQuery) => {
  const error = rangeError(q.from, q.to, P);
  if (error) throw new AppError(400, error);
  return filterOf(q);
};

/** A decision as the admin may read it: a person's attachment named, its text hidden. */
const readable = (admin: Admin, privacy: Omit<PrivacyDeps, "decision">, id: number) => {
  const d = admin.decisions.get(id);
  if (!d) throw new AppError(404, `Решения №${id} нет`);
  const p = chatPrivacy({ ...privacy, decision: (n) => admin.decisions.get(n) }, d.chatId);
  // The files attached by the time of the decision; a later one is hidden all the same.
  return { d: withoutPrivate(d, p, P), files: p.files.filter((f) => f.createdAt <= d.createdAt) };
};

export const routingPages = (admin: Admin, gate: AdminGate, privacy: Omit<PrivacyDeps, "decision">) =>
  new Elysia({ name: "admin-routing" })
    .use(adminContext(gate))
    .get("/admin/routing", ({ query, csrf }) => {
      const error = rangeError(query.from, query.to, P);
      if (error) return html(RoutingPage({ csrf, query, page: null, facets: admin.decisions.facets(), rangeError: { message: error, notShown: P.rangeNotShown } }), 422);
      const page = admin.decisions.page(filterOf(query), query.page ?? 1, query.per ?? 50);
      return html(RoutingPage({ csrf, query, page, facets: admin.decisions.facets() }));
    }, { query: LogQuery })
    // The filters swap the rows; the sentence beside the dates comes along (filled, or emptied once right).
    .get("/admin/routing/rows", ({ query }) => {
      const error = rangeError(query.from, query.to, P);
      const note = partial("#filter-error", "outerHTML", RangeError({ id: "filter-error", message: error }) as string);
      const push = { [HX.pushUrl]: `/admin/routing?${queryString(query)}` };
      if (error) return html((RowsNotShown({ message: P.rangeNotShown }) as string) + note, 422, push);
      const page = admin.decisions.page(filterOf(query), query.page ?? 1, query.per ?? 50);
      return html((LogTable({ query, page }) as string) + note, 200, push);
    }, { query: LogQuery })
    .get("/admin/routing/export", ({ query }) => {
      const rows = admin.decisions.all(checkedFilter(query)).map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString(), guards: r.guards.join(" "), tools: r.tools.join(" ") }));
      return download(toCsv(rows, [...CSV_COLUMNS]), "routing-log.csv", "text/csv");
    }, { query: LogQuery })
    .get("/admin/routing/:id", ({ params, csrf }) => html(DecisionPage({ csrf, ...readable(admin, privacy, params.id) })), { params: DecisionParams })
    .get("/api/decisions", ({ query }) => admin.decisions.page(checkedFilter(query), query.page ?? 1, query.per ?? 50), { query: LogQuery })
    .get("/api/decisions/:id", ({ params }) => readable(admin, privacy, params.id).d, { params: DecisionParams });
