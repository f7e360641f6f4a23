import type { Services } from "../../../services.ts";
import type { UploadResult } from "../../api/documents/model.ts";
import { replaceDocument, uploadFiles, type IngestTarget } from "../../api/documents/service.ts";
import type { DocumentInfo } from "../../../retrieval/types.ts";
import { sampleIds } from "../../../admin/samples.ts";
import { removeToolSamples, SHIPPED_SAMPLES } from "../../../seed.ts";

/** The admin's way in: the original is kept whole first, then indexed (src/admin/documents-admin.ts). */
const keeper = (s: Services): IngestTarget => ({ ingest: (name, bytes) => s.admin.documents.upload(name, bytes) });

/** Uploads files, each kept as an original before it is indexed, so a reindex can redo them. */
export const uploadKeeping = (s: Services, files: File[]): Promise<UploadResult> =>
  uploadFiles(keeper(s), files, s.config.maxUploadMb * 1048576);

/** Replaces a document; its new original is kept before it is indexed. */
export const replaceKeeping = (s: Services, id: number, file: File): Promise<DocumentInfo> =>
  replaceDocument(s.kb, id, file, s.config.maxUploadMb * 1048576, keeper(s));

/** Deletes a document and its kept original; false when there is no such document. */
export async function removeKeeping(s: Services, id: number): Promise<boolean> {
  const doc = s.kb.store.get(id);
  if (!doc) return false;
  const sha = s.admin.documents.shaOf(doc.name);
  if (!(await s.kb.remove(id))) return false;
  s.admin.documents.forget(doc.name, sha);
  return true;
}

/** The status of an upload batch, as the documents API answers it. */
export const uploadStatus = (r: UploadResult) =>
  r.uploaded.length === 0 ? (r.errors.some((e) => /больше допустимых/.test(e.error)) ? 413 : 422) : r.errors.length ? 207 : 201;

/**
 * Deletes every document that is still a sample as the first start indexed it, and the made-up company's
 * mailbox, calendar, catalogue and metrics with them; returns how many documents went.
 */
export async function removeSamples(s: Services): Promise<number> {
  let n = 0;
  for (const id of sampleIds(s.kb.store, s.kb.list())) if (await removeKeeping(s, id)) n++;
  removeToolSamples(s.config.dataDir, SHIPPED_SAMPLES);
  return n;
}
