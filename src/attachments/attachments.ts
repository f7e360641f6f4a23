import type { Database } from "bun:sqlite";
import type { Embedder } from "../models/types.ts";
import type { Hybrid, SearchOptions } from "../retrieval/knowledge-base.ts";
import { extractDocument } from "../ingestion/extract/index.ts";
import type { ExtractedDoc } from "../ingestion/types.ts";
import { tooManyFragments } from "../ingestion/extract/limits.ts";
import { chunkSections } from "../ingestion/chunk.ts";
import { createLexicalIndex, type LexicalIndex } from "../retrieval/lexical.ts";
import { documentTerms } from "../retrieval/terms.ts";
import { embeddingText, lexicalText, type Fragment } from "../retrieval/types.ts";
import { createAttachmentStore, type AttachmentChunk, type AttachmentInfo } from "./store.ts";

export interface AttachmentsOptions {
  db: Database;
  embedder: Embedder;
  hybrid: Hybrid;
  headingTrick?: boolean;
  maxChars?: number;
  /** Extraction with the upload caps, off the request thread (the same as company documents get). */
  extract?: (name: string, bytes: Uint8Array) => Promise<ExtractedDoc>;
  maxFragments?: number;
}

/** A file with no text to answer from: refused before anything is stored. */
export class EmptyAttachment extends Error {}

const cosine = (a: Float32Array, b: Float32Array): number => {
  let dot = 0, na = 0, nb = 0;
  for (let i = 0; i < a.length; i++) { dot += a[i] * b[i]; na += a[i] * a[i]; nb += b[i] * b[i]; }
  return dot / (Math.sqrt(na * nb) || 1);
};

/**
 * Files people attach in a chat. Each chat's fragments are searched only for that chat's turns, with the
 * same scoring as the company index (cosine mixed with BM25), and never enter the company index: a file
 * named like a company document changes nothing there. A chat holds a few files, so search is exact.
 */
export function createAttachments(opts: AttachmentsOptions) {
  const store = createAttachmentStore(opts.db);
  const headingTrick = opts.headingTrick ?? true;
  // Per chat: its fragments and their lexical index, rebuilt from SQLite after an attach or a restart.
  const cache = new Map<string, { chunks: AttachmentChunk[]; lexical: LexicalIndex }>();
  const loaded = (chatId: string) => {
    let c = cache.get(chatId);
    if (!c) {
      const chunks = store.chunks(chatId);
      // The person's file is read with the company documents' terms (weekday abbreviations, spelled-out office words):
      // «Ср 9 декабря — кулон…» in their list answers «что у меня в среду?» as a document would (retrieval/terms.ts).
      const lexical = createLexicalIndex(documentTerms);
      for (const ch of chunks) lexical.add(ch.id, lexicalText(ch, headingTrick), ch.docId);
      c = { chunks, lexical };
      if (cache.size > 500) cache.clear();
      cache.set(chatId, c);
    }
    return c;
  };

  return {
    list: (chatId: string): AttachmentInfo[] => store.list(chatId),
    has: (chatId: string): boolean => loaded(chatId).chunks.length > 0,
    /** The chat's own word statistics, so the answerability test weighs words only its files hold. */
    lexical: (chatId: string): LexicalIndex => loaded(chatId).lexical,
    chunk: (chatId: string, id: number) => store.chunk(chatId, id),

    /** Extracts, chunks and embeds a file into this chat only; on any error nothing is stored. */
    async add(chatId: string, name: string, bytes: Uint8Array): Promise<AttachmentInfo> {
      const doc = await (opts.extract ?? extractDocument)(name, bytes);
      const drafts = chunkSections(doc.sections, { maxChars: opts.maxChars ?? 700 });
      if (drafts.length === 0) throw new EmptyAttachment(name);
      if (opts.maxFragments !== undefined && drafts.length > opts.maxFragments) throw tooManyFragments(name, drafts.length, opts.maxFragments);
      const vectors = await opts.embedder.embed(drafts.map((c) => embeddingText({ docName: name, headingPath: c.headingPath, text: c.text }, headingTrick)), "passage");
      const sha256 = new Bun.CryptoHasher("sha256").update(bytes).digest("hex");
      const id = store.add(chatId, { name, bytes: bytes.byteLength, sha256, pages: doc.pages }, drafts, vectors);
      cache.delete(chatId);
      return store.list(chatId).find((a) => a.id === id)!;
    },

    /** The chat's fragments for a question, scored like the company index's; empty when it has none. */
    async search(chatId: string, question: string, o: SearchOptions = {}): Promise<Fragment[]> {
      const { chunks, lexical } = loaded(chatId);
      if (chunks.length === 0) return [];
      const [q, prev] = await opts.embedder.embed(o.previous ? [question, o.previous] : [question], "query");
      const pw = o.previousWeight ?? 0.5;
      const lex = new Map(lexical.search(question, chunks.length).map((h) => [h.id, h.score]));
      if (o.previous) for (const h of lexical.search(o.previous, chunks.length)) lex.set(h.id, (lex.get(h.id) ?? 0) + pw * h.score);
      const w = opts.hybrid.vectorWeight;
      return chunks
        .map((c) => {
          const v = prev ? (cosine(c.vector, q) + pw * cosine(c.vector, prev)) / (1 + pw) : cosine(c.vector, q);
          const l = lex.get(c.id) ?? 0;
          const { vector: _v, ...chunk } = c;
          return { ...chunk, score: w < 1 ? w * v + (1 - w) * l : v, vectorScore: v, lexicalScore: l };
        })
        .filter((f) => f.score >= (o.floor ?? -1))
        .sort((a, b) => b.score - a.score)
        .slice(0, o.k ?? 6);
    },

    removeChat(chatId: string): void {
      store.removeChat(chatId);
      cache.delete(chatId);
    },
  };
}

export type Attachments = ReturnType<typeof createAttachments>;
