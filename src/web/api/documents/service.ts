import { basename } from "node:path";
import type { KnowledgeBase } from "../../../retrieval/knowledge-base.ts";
import { AppError } from "../../errors.ts";
import { ExtractionError } from "../../../ingestion/types.ts";
import type { DocumentInfo, UploadResult } from "./model.ts";

/** Longest stored document name, in characters; a longer one is cut before its extension. */
export const MAX_NAME = 200;

/** A file name safe to store: no folders, no control characters, no traversal; at most MAX_NAME characters, extension kept. */
export function safeName(raw: string): string {
  const name = basename(raw.replaceAll("\\", "/")).replace(/[\u0000-\u001f<>:"|?*]/g, "").trim();
  if (!name || name === "." || name === "..") throw new AppError(400, `Недопустимое имя файла: "${raw.slice(0, 80)}"`);
  const chars = Array.from(name);
  if (chars.length <= MAX_NAME) return name;
  const ext = /\.[\p{L}\p{N}]{1,10}$/u.exec(name)?.[0] ?? "";
  return chars.slice(0, MAX_NAME - ext.length).join("").trimEnd() + ext;
}

/** Where an upload goes: the knowledge base itself, or the admin's keeper that stores the original first. */
export interface IngestTarget {
  ingest(name: string, bytes: Uint8Array): Promise<DocumentInfo>;
}

/** Uploads many files; each bad file is reported by name and reason, the good ones are indexed. */
export async function uploadFiles(target: IngestTarget, files: File[], maxBytes: number, lang: "ru" | "en" = "ru"): Promise<UploadResult> {
  const result: UploadResult = { uploaded: [], errors: [] };
  for (const f of files) {
    const name = f.name || "без имени";
    try {
      if (f.size > maxBytes) throw new AppError(413, `Файл "${name}" больше допустимых ${Math.round(maxBytes / 1048576)} МБ`);
      result.uploaded.push(await target.ingest(safeName(name), new Uint8Array(await f.arrayBuffer())));
    } catch (err) {
      // An extraction error carries its reason in Russian too (the admin area and the API speak Russian).
      result.errors.push({ file: name, error: err instanceof ExtractionError ? err.messageIn(lang) : (err as Error).message });
    }
  }
  return result;
}

/** Replaces a stored document's content with a new file, keeping its name; the version goes up. */
export async function replaceDocument(kb: KnowledgeBase, id: number, file: File, maxBytes: number, target: IngestTarget = kb): Promise<DocumentInfo> {
  const doc = kb.store.get(id);
  if (!doc) throw new AppError(404, `Документа с id ${id} нет`);
  if (file.size > maxBytes) throw new AppError(413, `Файл "${file.name}" больше допустимых ${Math.round(maxBytes / 1048576)} МБ`);
  const ext = (n: string) => n.split(".").pop()?.toLowerCase();
  if (ext(file.name) !== ext(doc.name)) throw new AppError(400, `Новая версия "${doc.name}" должна быть того же типа, а пришёл "${file.name}"`);
  return target.ingest(doc.name, new Uint8Array(await file.arrayBuffer()));
}
