import type { ExtractedDoc } from "../types.ts";
import { ExtractionError } from "../types.ts";
import { extractDocument } from "./index.ts";
import { CapExceededError, tookTooLong, type ExtractLimits } from "./limits.ts";

/** What the worker posts back. */
export type WorkerReply =
  | { ok: true; doc: ExtractedDoc }
  | { ok: false; file: string; reason: string; ru: string | null; cap: boolean };

/** Caps and the time limit of one extraction off the request thread. */
export interface OffThreadLimits extends ExtractLimits {
  extractTimeoutMs: number;
}

// Plain text formats this small are read in place: a worker's start costs more than they do.
const INLINE_BYTES = 256 * 1024;
const PAGED = /\.(pdf|docx)$/i;

/**
 * Reads a file in a Bun Worker with the caps and a time limit: PDF and DOCX always, other formats
 * when larger than 256 KB. Past the limit the worker is terminated (its memory goes with it) and
 * the file is refused in plain words; the server's own thread only waits.
 */
export async function extractOffThread(fileName: string, bytes: Uint8Array, limits: OffThreadLimits): Promise<ExtractedDoc> {
  if (!PAGED.test(fileName) && bytes.byteLength <= INLINE_BYTES) return extractDocument(fileName, bytes, limits);
  const worker = new Worker(new URL("./worker.ts", import.meta.url).href, { smol: true } as WorkerOptions);
  try {
    return await new Promise<ExtractedDoc>((resolve, reject) => {
      const timer = setTimeout(() => reject(tookTooLong(fileName, limits.extractTimeoutMs)), limits.extractTimeoutMs);
      worker.onmessage = (e: MessageEvent<WorkerReply>) => {
        clearTimeout(timer);
        const r = e.data;
        if (r.ok) resolve(r.doc);
        else reject(new (r.cap ? CapExceededError : ExtractionError)(r.file, r.reason, r.ru ? { ru: r.ru } : undefined));
      };
      worker.onerror = (e) => {
        clearTimeout(timer);
        reject(new ExtractionError(fileName, `it could not be read (${e.message})`, { ru: "файл не удалось прочитать" }));
      };
      const copy = bytes.slice();
      worker.postMessage({ fileName, bytes: copy, limits: { maxPages: limits.maxPages, maxChars: limits.maxChars } }, [copy.buffer]);
    });
  } finally {
    worker.terminate();
  }
}
