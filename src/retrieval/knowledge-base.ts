import type { Database } from "bun:sqlite";
import { mkdirSync, statfsSync } from "node:fs";
import { join } from "node:path";
import type { Embedder } from "../models/types.ts";
import { extractDocument } from "../ingestion/extract/index.ts";
import { tooManyFragments } from "../ingestion/extract/limits.ts";
import type { ExtractedDoc } from "../ingestion/types.ts";
import { chunkSections } from "../ingestion/chunk.ts";
import { createChunkStore } from "./chunk-store.ts";
import { createVectorIndex, type VectorIndex } from "./vector-index.ts";
import { createLexicalIndex } from "./lexical.ts";
import { documentTerms } from "./terms.ts";
import { embeddingText, lexicalText, type DocumentInfo, type Fragment } from "./types.ts";

export interface KnowledgeBaseOptions {
  db: Database;
  embedder: Embedder;
  /** Folder for the vector snapshot; null keeps the index in memory only (evaluation, tests). */
  stateDir: string | null;
  headingTrick?: boolean;
  maxChars?: number;
  hybrid?: Hybrid;
  log?: (line: string) => void;
  /** How a file becomes sections (default: extractDocument in place); the app reads off-thread with caps. */
  extract?: (name: string, bytes: Uint8Array) => Promise<ExtractedDoc>;
  /** A document making more fragments than this is refused before anything is embedded. */
  maxFragments?: number;
}

export interface SearchOptions {
  previous?: string;
  k?: number;
  floor?: number;
  /** Weight of the previous question's vector mixed into the query. */
  previousWeight?: number;
}

/**
 * How retrieval mixes meaning and words: score = vectorWeight·cosine + (1 − vectorWeight)·lexical.
 * vectorWeight 1 is pure vector search (the seed's design with a real embedder).
 */
export interface Hybrid {
  vectorWeight: number;
  /** Candidates taken from each side before mixing. */
  pool: number;
}

const EMBED_BATCH = 64;
const ADD_BATCH = 32;

/** Documents in, fragments out: extraction, chunking, embedding, SQLite rows and the USearch index kept in step. */
export function createKnowledgeBase(opts: KnowledgeBaseOptions) {
  const store = createChunkStore(opts.db);
  const log = opts.log ?? (() => {});
  const headingTrick = opts.headingTrick ?? true;
  const slug = opts.embedder.id.replace(/[^a-z0-9.-]+/gi, "_");
  const snapshotPath = opts.stateDir ? join(opts.stateDir, `chunks-${slug}${headingTrick ? "" : "-plain"}.usearch`) : null;
  if (opts.stateDir) mkdirSync(opts.stateDir, { recursive: true });
  let index: VectorIndex;
  try {
    index = createVectorIndex({ dims: opts.embedder.dims }, snapshotPath ? { path: snapshotPath } : undefined);
  } catch (err) {
    // An unreadable snapshot is not data loss: SQLite holds every fragment, repair() re-embeds them.
    log(`vector snapshot ${snapshotPath} unreadable (${(err as Error).message}); rebuilding it from the database`);
    index = createVectorIndex({ dims: opts.embedder.dims });
  }
  const hybrid = opts.hybrid ?? { vectorWeight: 1, pool: 0 };
  // The lexical side lives in memory only: rebuilt from SQLite at start, so it can never disagree with it.
  const lexical = createLexicalIndex(documentTerms, { pooled: true });
  if (hybrid.vectorWeight < 1) for (const c of store.allChunks()) lexical.add(c.id, lexicalText(c, headingTrick), c.docId);
  // Serialises writers: an upload, a replace and a delete never interleave their index updates.
  let writing: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = writing.then(fn, fn);
    writing = run.catch(() => {});
    return run;
  };

  async function embedChunks(texts: string[]): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += EMBED_BATCH) {
      out.push(...(await opts.embedder.embed(texts.slice(i, i + EMBED_BATCH), "passage")));
      await Bun.sleep(0); // let answers to other people through between batches
    }
    return out;
  }

  let snapshotError: string | null = null;
  /**
   * Writes the snapshot. SQLite already holds the change, so a failed write (a full disk) must not
   * report the upload as failed: the previous snapshot stays whole, the error is logged and kept for
   * the health check, and the next successful write or start (repair) catches the index up.
   */
  const persist = () => {
    if (!snapshotPath) return;
    try {
      index.snapshot(snapshotPath);
      snapshotError = null;
    } catch (err) {
      const free = (() => { try { const f = statfsSync(opts.stateDir!); return `${((f.bavail * f.bsize) / 1048576).toFixed(1)} MB free on disk`; } catch { return "free space unknown"; } })();
      snapshotError = `vector snapshot not written (${(err as Error).message}; ${free}); the previous snapshot is kept and the index is rebuilt from the database at the next start`;
      log(snapshotError);
    }
  };

  /** Brings the index in line with the database: drops vectors of deleted chunks, embeds missing ones. */
  async function repair(): Promise<{ added: number; removed: number }> {
    const ids = new Set(store.chunkIds());
    const missing = store.allChunks().filter((c) => !index.has(c.id));
    let removed = 0;
    if (index.size() + missing.length !== ids.size) {
      // The index holds ids the database no longer has (a crash between the commit and the snapshot):
      // chunk ids are AUTOINCREMENT, so every id ever used is at most sqlite_sequence's; drop exactly those.
      const seq = (opts.db.query("SELECT seq FROM sqlite_sequence WHERE name = 'chunks'").get() as { seq: number } | null)?.seq ?? 0;
      const stale: number[] = [];
      for (let id = 1; id <= seq; id++) if (!ids.has(id) && index.has(id)) stale.push(id);
      index.remove(stale);
      removed = stale.length;
    }
    if (index.size() + missing.length !== ids.size) {
      // Still out of step: rebuild rather than guess.
      removed = index.size() + missing.length - ids.size;
      index = createVectorIndex({ dims: opts.embedder.dims });
      missing.splice(0, missing.length, ...store.allChunks());
    }
    if (missing.length > 0) {
      const vectors = await embedChunks(missing.map((c) => embeddingText(c, headingTrick)));
      index.add(missing.map((c) => c.id), vectors);
    }
    if (missing.length > 0 || removed > 0) {
      log(`index repaired from the database: ${missing.length} fragments embedded, ${Math.max(0, removed)} stale vectors dropped`);
      persist();
    }
    return { added: missing.length, removed };
  }

  return {
    store,
    headingTrick,
    repair,
    size: () => index.size(),
    /** Why the last snapshot write failed, or null when it succeeded. */
    snapshotError: () => snapshotError,
    list: (): DocumentInfo[] => store.list(),

    /** Extracts, chunks and embeds a file, then swaps it in; on any error nothing changes. */
    ingest(name: string, bytes: Uint8Array): Promise<DocumentInfo> {
      return exclusive(async () => {
        const doc = await (opts.extract ?? extractDocument)(name, bytes);
        const drafts = chunkSections(doc.sections, { maxChars: opts.maxChars ?? 700 });
        if (opts.maxFragments !== undefined && drafts.length > opts.maxFragments) throw tooManyFragments(name, drafts.length, opts.maxFragments);
        const vectors = await embedChunks(drafts.map((c) => embeddingText({ docName: name, headingPath: c.headingPath, text: c.text }, headingTrick)));
        const sha256 = new Bun.CryptoHasher("sha256").update(bytes).digest("hex");
        const { docId, oldIds, newIds } = store.replace({ name, bytes: bytes.byteLength, sha256, pages: doc.pages }, drafts);
        index.remove(oldIds);
        if (hybrid.vectorWeight < 1) for (const id of oldIds) lexical.remove(id);
        // In slices with a yield between them: a large document's vectors and words (thousands of
        // fragments take over a second) never hold the thread that answers /health and chats.
        for (let i = 0; i < newIds.length; i += ADD_BATCH) {
          const ids = newIds.slice(i, i + ADD_BATCH);
          index.add(ids, vectors.slice(i, i + ADD_BATCH));
          if (hybrid.vectorWeight < 1) ids.forEach((id, j) => lexical.add(id, lexicalText({ docName: name, headingPath: drafts[i + j].headingPath, text: drafts[i + j].text }, headingTrick), docId));
          if (newIds.length > ADD_BATCH) await Bun.sleep(0);
        }
        persist();
        return store.get(docId)!;
      });
    },

    remove(docId: number): Promise<boolean> {
      return exclusive(async () => {
        if (!store.get(docId)) return false;
        const gone = store.remove(docId);
        index.remove(gone);
        for (const id of gone) lexical.remove(id);
        persist();
        return true;
      });
    },

    /** The lexical side, for the answerability test (empty when retrieval is vectors only). */
    lexical,
    /** Query words the documents never mention in any form (empty when retrieval is vectors only). */
    uncovered: (question: string): string[] => (hybrid.vectorWeight < 1 ? lexical.uncovered(question) : []),

    /** Top-k fragments by cosine, at or above the floor; the previous question steers follow-ups. */
    async search(question: string, o: SearchOptions = {}): Promise<Fragment[]> {
      const k = o.k ?? 6;
      const texts = o.previous ? [question, o.previous] : [question];
      const [q, prev] = await opts.embedder.embed(texts, "query");
      if (prev) {
        const w = o.previousWeight ?? 0.5;
        let n = 0;
        for (let i = 0; i < q.length; i++) { q[i] += w * prev[i]; n += q[i] * q[i]; }
        n = Math.sqrt(n) || 1;
        for (let i = 0; i < q.length; i++) q[i] /= n;
      }
      let hits: { id: number; score: number; vectorScore?: number; lexicalScore?: number }[] = index.search(q, Math.max(k, hybrid.pool));
      if (hybrid.vectorWeight < 1) {
        const w = hybrid.vectorWeight;
        const lex = new Map(lexical.search(question, hybrid.pool).map((h) => [h.id, h.score]));
        if (o.previous) {
          const pw = o.previousWeight ?? 0.5;
          for (const h of lexical.search(o.previous, hybrid.pool)) lex.set(h.id, (lex.get(h.id) ?? 0) + pw * h.score);
        }
        const cos = new Map(hits.map((h) => [h.id, h.score]));
        // A lexical candidate outside the vector pool gets its real cosine, not 0: otherwise indexing
        // unrelated documents (which crowd the vector pool) would lower its score (issue 14).
        const outside = store.byIds([...lex.keys()].filter((id) => !cos.has(id)));
        if (outside.length) {
          const vs = await opts.embedder.embed(outside.map((c) => embeddingText(c, headingTrick)), "passage");
          outside.forEach((c, i) => cos.set(c.id, vs[i].reduce((a, x, j) => a + x * q[j], 0)));
        }
        hits = [...new Set([...cos.keys(), ...lex.keys()])]
          .map((id) => ({ id, score: w * (cos.get(id) ?? 0) + (1 - w) * (lex.get(id) ?? 0), vectorScore: cos.get(id) ?? 0, lexicalScore: lex.get(id) ?? 0 }))
          .sort((a, b) => b.score - a.score);
      }
      hits = hits.slice(0, k).filter((h) => h.score >= (o.floor ?? -1));
      const chunks = new Map(store.byIds(hits.map((h) => h.id)).map((c) => [c.id, c]));
      // A chunk deleted between search and lookup is simply absent: never a fragment of a deleted document.
      return hits.flatMap((h) => { const c = chunks.get(h.id); return c ? [{ ...c, ...h, id: c.id }] : []; });
    },
  };
}

export type KnowledgeBase = ReturnType<typeof createKnowledgeBase>;
