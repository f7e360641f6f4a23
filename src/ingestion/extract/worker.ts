// The extraction worker: one file in, its sections (or the reason it cannot be read) out. It runs in
// its own thread, so a huge or hostile file costs this thread's time, never the server's event loop.
import { extractDocument } from "./index.ts";
import { ExtractionError } from "../types.ts";
import type { ExtractLimits } from "./limits.ts";
import type { WorkerReply } from "./off-thread.ts";

declare const self: Worker;

self.onmessage = async (e: MessageEvent<{ fileName: string; bytes: Uint8Array; limits: ExtractLimits }>) => {
  const { fileName, bytes, limits } = e.data;
  let reply: WorkerReply;
  try {
    reply = { ok: true, doc: await extractDocument(fileName, bytes, limits) };
  } catch (err) {
    reply = err instanceof ExtractionError
      ? { ok: false, file: err.file, reason: err.reason, ru: err.reasonRu, cap: err.constructor.name === "CapExceededError" }
      : { ok: false, file: fileName, reason: `it could not be read (${(err as Error)?.message ?? err})`, ru: null, cap: false };
  }
  postMessage(reply);
};
