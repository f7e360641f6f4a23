import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { KnowledgeBase } from "../retrieval/knowledge-base.ts";

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

/**
 * The original files of documents uploaded through the admin area and the API, kept under
 * `<dir>` so a reindex can extract, chunk and embed them again (after a chunker or embedder change).
 */
export function createDocumentsAdmin(o: { kb: KnowledgeBase; dir: string; log: (line: string) => void }) {
  mkdirSync(o.dir, { recursive: true });
  const pathOf = (name: string) => join(o.dir, encodeURIComponent(name));
  let job: ReindexJob | null = null;
  let seq = 0;
  return {
    keep(name: string, bytes: Uint8Array): void {
      writeFileSync(pathOf(name), bytes);
    },
    hasOriginal: (name: string) => existsSync(pathOf(name)),
    forget(name: string): void {
      if (existsSync(pathOf(name))) unlinkSync(pathOf(name));
    },
    /** Starts reindexing every document whose original is kept; one reindex at a time. */
    reindex(): ReindexJob {
      if (job && !job.finished) return job;
      const docs = o.kb.list();
      const current: ReindexJob = { id: ++seq, done: 0, total: docs.length, current: null, skipped: [], errors: [], finished: false };
      job = current;
      void (async () => {
        for (const d of docs) {
          current.current = d.name;
          const p = pathOf(d.name);
          if (!existsSync(p)) current.skipped.push(d.name);
          else {
            try { await o.kb.ingest(d.name, new Uint8Array(readFileSync(p))); } catch (err) {
              current.errors.push({ doc: d.name, error: (err as Error).message });
            }
          }
          current.done++;
          await Bun.sleep(0);
        }
        current.current = null;
        current.finished = true;
        o.log(`reindex ${current.id}: ${current.done - current.skipped.length - current.errors.length} documents redone, ${current.skipped.length} without an original`);
      })();
      return current;
    },
    job: (): ReindexJob | null => job,
  };
}

export type DocumentsAdmin = ReturnType<typeof createDocumentsAdmin>;
