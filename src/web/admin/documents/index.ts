import { Elysia } from "elysia";
import type { Services } from "../../../services.ts";
import { AppError } from "../../errors.ts";
import type { AdminGate } from "../gate.ts";
import { adminContext, filesOf, html } from "../http.ts";
import { DocumentList, DocumentsPage, FragmentsPage, ReindexProgress, type RowError } from "../../../../views/admin/documents.tsx";
import { ExtractionError } from "../../../ingestion/types.ts";
import { DocParams, FilesBody } from "./model.ts";
import { removeKeeping, removeSamples, replaceKeeping, uploadKeeping, uploadStatus } from "./service.ts";
import { sampleIds } from "../../../admin/samples.ts";

/** /admin/documents: upload many files with progress, list, replace, delete, reindex, fragments. */
export const documentsPages = (s: Services, gate: AdminGate) => {
  const list = (rowError?: RowError) => { const docs = s.kb.list(); return DocumentList({ docs, hasOriginal: s.admin.documents.hasOriginal, samples: sampleIds(s.kb.store, docs), rowError }); };
  return new Elysia({ name: "admin-documents" })
    .use(adminContext(gate))
    .get("/admin/documents", ({ csrf }) =>
      html(DocumentsPage({ csrf, docs: s.kb.list(), hasOriginal: s.admin.documents.hasOriginal, samples: sampleIds(s.kb.store, s.kb.list()), job: s.admin.documents.job(), maxMb: s.config.maxUploadMb })))
    .get("/admin/documents/list", () => html(list()))
    .post("/admin/documents/upload", async ({ body, set }) => {
      const files = filesOf(body.files ?? body.file);
      if (files.length === 0) throw new AppError(400, "Выберите хотя бы один файл");
      const result = await uploadKeeping(s, files);
      set.status = uploadStatus(result);
      return result;
    }, { body: FilesBody })
    // A refused new version is said in its document's row and the table stays: the error alone took the
    // table's place (the form targets it), and the page had to be reloaded to go on.
    .put("/admin/documents/:id", async ({ params, body, set }) => {
      const [file] = filesOf(body.file ?? body.files);
      try {
        if (!file) throw new AppError(400, "Выберите файл новой версии");
        await replaceKeeping(s, params.id, file);
      } catch (err) {
        const message = err instanceof ExtractionError ? err.messageIn("ru") : err instanceof AppError && err.status !== 404 ? err.message : null;
        if (message === null) throw err;
        set.status = err instanceof AppError ? err.status : 422;
        return html(list({ id: params.id, message }), set.status);
      }
      return html(list());
    }, { params: DocParams, body: FilesBody })
    .delete("/admin/documents/:id", async ({ params }) => {
      if (!(await removeKeeping(s, params.id))) throw new AppError(404, `Документа с id ${params.id} нет`);
      return html(list());
    }, { params: DocParams })
    .post("/admin/documents/samples/remove", async () => {
      await removeSamples(s);
      return html(list());
    })
    .post("/admin/documents/reindex", () => html(ReindexProgress({ job: s.admin.documents.reindex() })))
    .get("/admin/documents/reindex", () => html(ReindexProgress({ job: s.admin.documents.job() })))
    .get("/admin/documents/:id", ({ params, csrf }) => {
      const doc = s.kb.store.get(params.id);
      if (!doc) throw new AppError(404, `Документа с id ${params.id} нет`);
      return html(FragmentsPage({ csrf, doc, chunks: s.kb.store.chunksOf(doc.id) }));
    }, { params: DocParams });
};
