import { Elysia, t } from "elysia";
import type { Services } from "../../../services.ts";
import { AppError } from "../../errors.ts";
import { IdParams } from "./model.ts";
import { removeKeeping, replaceKeeping, uploadKeeping } from "../../admin/documents/service.ts";

const asFiles = (v: unknown): File[] => (Array.isArray(v) ? v : v ? [v] : []).filter((f): f is File => f instanceof File);

/** JSON API over the company's documents: upload, list, replace, delete, fragments. Admin-only: the admin gate (web/admin/gate.ts) asks for a session or an API token. */
export const documentsApi = (s: Services) => {
  return new Elysia({ name: "api-documents", prefix: "/api/documents" })
    .get("/", () => s.kb.list())
    .post("/", async ({ body, set }) => {
      const files = asFiles((body as Record<string, unknown>)?.files ?? (body as Record<string, unknown>)?.file);
      if (files.length === 0) throw new AppError(400, "Пришлите хотя бы один файл в поле files (multipart/form-data)");
      const result = await uploadKeeping(s, files);
      set.status = result.uploaded.length === 0 ? (result.errors.some((e) => /больше допустимых/.test(e.error)) ? 413 : 422) : result.errors.length ? 207 : 201;
      return result;
    }, { body: t.Any() })
    .put("/:id", async ({ params, body }) => {
      const [file] = asFiles((body as Record<string, unknown>)?.file ?? (body as Record<string, unknown>)?.files);
      if (!file) throw new AppError(400, "Пришлите новый файл в поле file (multipart/form-data)");
      return replaceKeeping(s, params.id, file);
    }, { params: IdParams, body: t.Any() })
    .delete("/:id", async ({ params }) => {
      if (!(await removeKeeping(s, params.id))) throw new AppError(404, `Документа с id ${params.id} нет`);
      return { deleted: params.id };
    }, { params: IdParams })
    .get("/:id/chunks", ({ params }) => {
      if (!s.kb.store.get(params.id)) throw new AppError(404, `Документа с id ${params.id} нет`);
      return s.kb.store.chunksOf(params.id);
    }, { params: IdParams });
};
