import type { Embedder } from "../models/types.ts";
import type { StoredChunk } from "../retrieval/types.ts";
import { embeddingText } from "../retrieval/types.ts";
import { pca2, project, type Pca2 } from "./pca.ts";

/** One fragment on the map. */
export interface MapPoint {
  x: number;
  y: number;
  chunkId: number;
  doc: string;
  section: string;
  text: string;
}

export interface EmbeddingMap {
  embedder: string;
  documents: string[];
  points: MapPoint[];
  /** How many fragments exist; the map holds at most `cap` of them, evenly sampled. */
  total: number;
  star: { x: number; y: number; question: string } | null;
}

export interface MapDeps {
  embedder: Embedder;
  headingTrick: boolean;
  chunks: () => StoredChunk[];
  cap?: number;
  batch?: number;
}

const round = (n: number) => Math.round(n * 1e4) / 1e4;

/**
 * The chunks' vectors projected to 2-D (PCA), coloured by document, with a question as a star.
 * Chunk texts are re-embedded in batches (the vector index keeps no readable vectors); the
 * projection is cached until the set of fragments changes.
 */
export function createEmbeddingMap(deps: MapDeps) {
  const cap = deps.cap ?? 3000;
  const batch = deps.batch ?? 64;
  let cache: { key: string; pca: Pca2; points: MapPoint[]; total: number } | null = null;

  async function build() {
    const all = deps.chunks();
    const key = `${deps.embedder.id}:${all.length}:${all.reduce((h, c) => (h * 31 + c.id) % 1e9, 7)}`;
    if (cache?.key === key) return cache;
    const step = Math.max(1, all.length / cap);
    const sample = all.length <= cap ? all : Array.from({ length: cap }, (_, i) => all[Math.floor(i * step)]);
    const vectors: Float32Array[] = [];
    for (let i = 0; i < sample.length; i += batch) {
      vectors.push(...(await deps.embedder.embed(sample.slice(i, i + batch).map((c) => embeddingText(c, deps.headingTrick)), "passage")));
      await Bun.sleep(0);
    }
    const pca = pca2(vectors);
    const points = sample.map((c, i) => {
      const [x, y] = project(pca, vectors[i]);
      return { x: round(x), y: round(y), chunkId: c.id, doc: c.docName, section: c.headingPath.join(" › "), text: c.text.slice(0, 400) };
    });
    cache = { key, pca, points, total: all.length };
    return cache;
  }

  return {
    async map(question: string | null): Promise<EmbeddingMap> {
      const { pca, points, total } = await build();
      let star: EmbeddingMap["star"] = null;
      if (question && points.length) {
        const [q] = await deps.embedder.embed([question], "query");
        const [x, y] = project(pca, q);
        star = { x: round(x), y: round(y), question };
      }
      return { embedder: deps.embedder.id, documents: [...new Set(points.map((p) => p.doc))].sort(), points, total, star };
    },
  };
}
