import type { Database } from "bun:sqlite";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { open, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { KnowledgeBase } from "../retrieval/knowledge-base.ts";
import type { DocumentInfo } from "../retrieval/types.ts";

/** Progress of a reindex: documents done of total, the one in work, and what could not be redone. */
export interface ReindexJob {
  id: number;
  done: number;
  total: number;
  current: string | null;
  skipped: string[];
  errors: { doc: string; error: string }[];
  finished: boolean;
}

/** The original could not be kept, so nothing was indexed. */
export class OriginalNotStoredError extends Error {}

/** SHA-256 hex of bytes: the stored name of an original and its checksum. */
export const sha256Hex = (bytes: Uint8Array): string => new Bun.CryptoHasher("sha256").update(bytes).digest("hex");

/** SHA-256 hex of a large file in 1 MB slices, yielding between them (a 20 MB hash would hold the thread ~40 ms). */
export async function sha256Sliced(bytes: Uint8Array): Promise<string> {
  const h = new Bun.CryptoHasher("sha256");
  for (let i = 0; i < bytes.byteLength; i += 1048576) {
    h.update(bytes.subarray(i, i + 1048576));
    if (bytes.byteLength > 1048576) await Bun.sleep(0);
  }
  return h.digest("hex");
}

/** Writes a file whole or not at all: a temporary name, fsync, rename; a short write is an error. Off the event loop. */
export async function writeWhole(path: string, bytes: Uint8Array): Promise<void> {
  const tmp = `${path}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    const fh = await open(tmp, "w", 0o600);
    try {
      let off = 0;
      while (off < bytes.byteLength) off += (await fh.write(bytes, off, bytes.byteLength - off)).bytesWritten;
      await fh.sync();
    } finally {
      await fh.close();
    }
    const size = (await stat(tmp)).size;
    if (size !== bytes.byteLength) throw new Error(`short write (${size} of ${bytes.byteLength} bytes)`);
    await rename(tmp, path);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}

/**
 * The original files of documents uploaded through the admin area and the API, kept under
 * `<dir>/<sha256>` (content-addressed: any name, however long, is safe) so a reindex can extract,
 * chunk and embed them again. The original is written whole first, then the document is indexed
 * (its database row carries the checksum): an upload whose original cannot be kept indexes nothing,
 * and a reindex refuses an original whose checksum no longer matches.
 */
export function createDocumentsAdmin(o: { kb: KnowledgeBase; db: Database; dir: string; log: (line: string) => void; write?: (path: string, bytes: Uint8Array) => Promise<void> }) {
  mkdirSync(o.dir, { recursive: true });
  const write = o.write ?? writeWhole;
  const pathOf = (sha: string) => join(o.dir, sha);
  // Originals under their URI-encoded name, as kept before content addressing: still read, checksum-verified.
  const legacyPathOf = (name: string) => join(o.dir, encodeURIComponent(name));
  const shaOf = (name: string) => (o.db.query("SELECT sha256 FROM documents WHERE name = ?").get(name) as { sha256: string } | null)?.sha256 ?? null;
  const inFlight = new Map<string, number>();
  const hold = (sha: string) => inFlight.set(sha, (inFlight.get(sha) ?? 0) + 1);
  const letGo = (sha: string) => { const n = (inFlight.get(sha) ?? 1) - 1; if (n > 0) inFlight.set(sha, n); else inFlight.delete(sha); };
  /** Removes an original no document refers to (and no upload is about to). */
  const dropUnused = (sha: string | null) => {
    if (!sha || inFlight.has(sha)) return;
    const used = (o.db.query("SELECT COUNT(*) AS n FROM documents WHERE sha256 = ?").get(sha) as { n: number }).n;
    if (!used) rmSync(pathOf(sha), { force: true });
  };
  const originalOf = (name: string): { bytes: Uint8Array; sha: string } | "missing" | "corrupt" => {
    const sha = shaOf(name);
    if (!sha) return "missing";
    const p = existsSync(pathOf(sha)) ? pathOf(sha) : existsSync(legacyPathOf(name)) ? legacyPathOf(name) : null;
    if (!p) return "missing";
    const bytes = new Uint8Array(readFileSync(p));
    return sha256Hex(bytes) === sha ? { bytes, sha } : "corrupt";
  };
  let job: ReindexJob | null = null;
  let seq = 0;
  return {
    /**
     * Keeps the original, then indexes it. Throws OriginalNotStoredError (nothing indexed) when the
     * original cannot be written whole, or the indexing error (nothing changed, the new original dropped).
     */
    async upload(name: string, bytes: Uint8Array): Promise<DocumentInfo> {
      const sha = await sha256Sliced(bytes);
      const before = shaOf(name);
      hold(sha);
      try {
        if (!existsSync(pathOf(sha)) || statSync(pathOf(sha)).size !== bytes.byteLength) {
          try { await write(pathOf(sha), bytes); } catch (err) {
            throw new OriginalNotStoredError(`Файл "${name}" не сохранён (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}); документ не проиндексирован, ничего не изменилось`);
          }
        }
        const doc = await o.kb.ingest(name, bytes);
        if (before !== sha) dropUnused(before);
        return doc;
      } finally {
        letGo(sha);
        dropUnused(sha);
      }
    },
    hasOriginal: (name: string) => { const sha = shaOf(name); return (!!sha && existsSync(pathOf(sha))) || existsSync(legacyPathOf(name)); },
    /** Forgets the original of a document that was just removed (kept if another document has the same content). */
    forget(name: string, sha: string | null): void {
      dropUnused(sha);
      rmSync(legacyPathOf(name), { force: true });
    },
    shaOf,
    /** Starts reindexing every document whose original is kept and intact; one reindex at a time. */
    reindex(): ReindexJob {
      if (job && !job.finished) return job;
      const docs = o.kb.list();
      const current: ReindexJob = { id: ++seq, done: 0, total: docs.length, current: null, skipped: [], errors: [], finished: false };
      job = current;
      void (async () => {
        for (const d of docs) {
          current.current = d.name;
          const original = originalOf(d.name);
          if (original === "missing") current.skipped.push(d.name);
          else if (original === "corrupt") {
            current.errors.push({ doc: d.name, error: "сохранённый оригинал повреждён (контрольная сумма не совпадает); документ оставлен как был — загрузите его заново" });
          } else {
            try { await o.kb.ingest(d.name, original.bytes); } catch (err) {
              current.errors.push({ doc: d.name, error: (err as Error).message });
            }
          }
          current.done++;
          await Bun.sleep(0);
        }
        current.current = null;
        current.finished = true;
        o.log(`reindex ${current.id}: ${current.done - current.skipped.length - current.errors.length} documents redone, ${current.skipped.length} without an original, ${current.errors.length} refused`);
      })();
      return current;
    },
    job: (): ReindexJob | null => job,
  };
}

export type DocumentsAdmin = ReturnType<typeof createDocumentsAdmin>;
