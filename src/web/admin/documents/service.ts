import type { Services } from "../../../services.ts";
import type { UploadResult } from "../../api/documents/model.ts";
import { replaceDocument, safeName, uploadFiles } from "../../api/documents/service.ts";
import type { DocumentInfo } from "../../../retrieval/types.ts";

/** Uploads files and keeps the originals of those indexed, so a reindex can redo them. */
export async function uploadKeeping(s: Services, files: File[]): Promise<UploadResult> {
  const result = await uploadFiles(s.kb, files, s.config.maxUploadMb * 1048576);
  const done = new Set(result.uploaded.map((d) => d.name));
  for (const f of files) {
    const name = (() => { try { return safeName(f.name); } catch { return null; } })();
    if (name && done.has(name)) s.admin.documents.keep(name, new Uint8Array(await f.arrayBuffer()));
  }
  return result;
}

/** Replaces a document and keeps the new original. */
export async function replaceKeeping(s: Services, id: number, file: File): Promise<DocumentInfo> {
  const doc = await replaceDocument(s.kb, id, file, s.config.maxUploadMb * 1048576);
  s.admin.documents.keep(doc.name, new Uint8Array(await file.arrayBuffer()));
  return doc;
}

/** Deletes a document and its kept original; false when there is no such document. */
export async function removeKeeping(s: Services, id: number): Promise<boolean> {
  const doc = s.kb.store.get(id);
  if (!doc || !(await s.kb.remove(id))) return false;
  s.admin.documents.forget(doc.name);
  return true;
}

/** The status of an upload batch, as the documents API answers it. */
export const uploadStatus = (r: UploadResult) =>
  r.uploaded.length === 0 ? (r.errors.some((e) => /больше допустимых/.test(e.error)) ? 413 : 422) : r.errors.length ? 207 : 201;
