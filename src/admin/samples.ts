import type { DocumentInfo } from "../retrieval/types.ts";

/** Where the sample documents are remembered: the chunk store's meta table, beside the index they are in. */
interface MetaStore {
  getMeta(key: string): string | null;
  setMeta(key: string, value: string): void;
}

const KEY = "sample_docs";

/**
 * Remembers which documents the first start indexed as samples (a made-up company's), by id and version:
 * a sample the admin replaced with a version of their own is theirs from then on, and one deleted and
 * uploaded again gets a new id.
 */
export function recordSamples(store: MetaStore, docs: DocumentInfo[]): void {
  store.setMeta(KEY, JSON.stringify(docs.map((d) => ({ id: d.id, version: d.version }))));
}

/** The ids of the documents that are still the samples as indexed. */
export function sampleIds(store: MetaStore, docs: DocumentInfo[]): Set<number> {
  let recorded: { id: number; version: number }[] = [];
  try {
    recorded = JSON.parse(store.getMeta(KEY) ?? "[]");
  } catch {
    return new Set();
  }
  const seeded = new Map(recorded.map((r) => [r.id, r.version]));
  return new Set(docs.filter((d) => seeded.get(d.id) === d.version).map((d) => d.id));
}
