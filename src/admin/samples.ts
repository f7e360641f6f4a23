import type { DocumentInfo } from "../retrieval/types.ts";

/** Where the sample documents are remembered: the chunk store's meta table, beside the index they are in. */
interface MetaStore {
  getMeta(key: string): string | null;
  setMeta(key: string, value: string): void;
}

const KEY = "sample_docs";

/**
 * Remembers which documents the first start indexed as samples (a made-up company's), by id, version, name
 * and time: a sample the admin replaced with a version of their own is theirs from then on, and so is a
 * document uploaded later that the database gave a freed sample's id.
 */
export function recordSamples(store: MetaStore, docs: DocumentInfo[]): void {
  store.setMeta(KEY, JSON.stringify(docs.map((d) => ({ id: d.id, version: d.version, name: d.name, at: d.updatedAt }))));
}

/** The ids of the documents that are still the samples as indexed. */
export function sampleIds(store: MetaStore, docs: DocumentInfo[]): Set<number> {
  let recorded: { id: number; version: number; name: string; at: number }[] = [];
  try {
    recorded = JSON.parse(store.getMeta(KEY) ?? "[]");
  } catch {
    return new Set();
  }
  // The database hands a freed id to the next upload: a sample is the same id, version, name and time.
  const seeded = new Map(recorded.map((r) => [r.id, r]));
  return new Set(docs.filter((d) => { const r = seeded.get(d.id); return !!r && r.version === d.version && r.name === d.name && r.at === d.updatedAt; }).map((d) => d.id));
}
