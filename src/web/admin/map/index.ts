import { Elysia } from "elysia";
import type { Services } from "../../../services.ts";
import type { AdminGate } from "../gate.ts";
import { adminContext, html } from "../http.ts";
import { MapPage } from "../../../../views/admin/map.tsx";
import { MapQuery } from "./model.ts";
import { latestQuestion } from "./service.ts";

/** /admin/map: the fragments' vectors in 2-D (PCA), coloured by document, with the question as a star. */
export const mapPages = (s: Services, gate: AdminGate) =>
  new Elysia({ name: "admin-map" })
    .use(adminContext(gate))
    .get("/admin/map", ({ query, csrf }) => html(MapPage({ csrf, question: query.q?.trim() || latestQuestion(s.db) || "" })), { query: MapQuery })
    .get("/api/map", ({ query }) => s.admin.map.map(query.q?.trim() || latestQuestion(s.db)), { query: MapQuery });
