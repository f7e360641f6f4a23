import usearch from "usearch";
import { existsSync, renameSync, unlinkSync, openSync, fsyncSync, closeSync } from "node:fs";

const { Index, MetricKind, ScalarKind } = usearch as unknown as {
  Index: new (opts: Record<string, unknown>) => NativeIndex;
  MetricKind: Record<string, unknown>;
  ScalarKind: Record<string, unknown>;
};

interface NativeIndex {
  add(keys: bigint | BigUint64Array, vectors: Float32Array): void;
  remove(keys: bigint | BigUint64Array): number | number[];
  search(vector: Float32Array, k: number): { keys: BigUint64Array; distances: Float32Array };
  contains(key: bigint): boolean;
  size(): number;
  save(path: string): void;
  load(path: string): void;
  view(path: string): void;
}

/** One neighbour: the key it was added under and its cosine similarity to the query. */
export interface Hit {
  id: number;
  score: number;
}

export type Quantization = "f32" | "f16" | "i8";

/**
 * Defaults measured by `bun run bench vector-search` (README «Benchmarks»): f16, connectivity 16,
 * expansion_search 96 gives top-6 in 0.96 ms p50 at recall@6 0.952 at 100k chunks (f32 needs 1.4 ms
 * for the same recall; i8 matches f16 at 100k but loses recall at 10k: 0.983 against 0.988) and 0.40 ms
 * at 0.988 at 10k. A snapshot written with other settings opens with its own (USearch reads them from
 * the file) until the next rebuild.
 */
export interface VectorIndexOptions {
  dims: number;
  quantization?: Quantization;
  connectivity?: number;
  expansionAdd?: number;
  expansionSearch?: number;
}

/** An in-process approximate nearest-neighbour index (USearch, cosine) with atomic snapshots. */
export interface VectorIndex {
  readonly dims: number;
  add(ids: number[], vectors: Float32Array[]): void;
  remove(ids: number[]): void;
  has(id: number): boolean;
  search(vector: Float32Array, k: number): Hit[];
  size(): number;
  /** Writes the index to `path` through a temp file, fsync and rename: a crash leaves the old snapshot whole. */
  snapshot(path: string): void;
}

const quant = (q: Quantization) => ({ f32: ScalarKind.F32, f16: ScalarKind.F16, i8: ScalarKind.I8 })[q];

/**
 * Creates an empty index, or opens a snapshot. A snapshot is memory-mapped (`view`, milliseconds even
 * at 100k vectors) and only loaded into memory (`load`, over a second at 100k) on the first change,
 * so a restart answers at once; `readOnly` never loads.
 */
export function createVectorIndex(opts: VectorIndexOptions, open?: { path: string; readOnly?: boolean }): VectorIndex {
  const make = () => new Index({
    dimensions: opts.dims,
    metric: MetricKind.Cos,
    quantization: quant(opts.quantization ?? "f16"),
    connectivity: opts.connectivity ?? 16,
    expansion_add: opts.expansionAdd ?? 128,
    expansion_search: opts.expansionSearch ?? 96,
    multi: false,
  });
  let native = make();
  let viewed: string | null = null;
  if (open && existsSync(open.path)) {
    native.view(open.path);
    viewed = open.readOnly ? null : open.path;
  }
  const writable = (): NativeIndex => {
    if (viewed) {
      const loaded = make();
      loaded.load(viewed);
      native = loaded;
      viewed = null;
    }
    return native;
  };
  return {
    dims: opts.dims,
    add(ids, vectors) {
      if (ids.length === 0) return;
      const keys = BigUint64Array.from(ids, (id) => BigInt(id));
      const native = writable();
      for (const key of keys) if (native.contains(key)) native.remove(key);
      // One native call for the batch: USearch spreads it over the cores.
      const flat = new Float32Array(ids.length * opts.dims);
      vectors.forEach((v, i) => flat.set(v, i * opts.dims));
      native.add(keys, flat);
    },
    remove(ids) {
      if (ids.length === 0) return;
      const native = writable();
      for (const id of ids) if (native.contains(BigInt(id))) native.remove(BigInt(id));
    },
    has: (id) => native.contains(BigInt(id)),
    search(vector, k) {
      if (native.size() === 0 || k <= 0) return [];
      const r = native.search(vector, Math.min(k, native.size()));
      const hits: Hit[] = [];
      for (let i = 0; i < r.keys.length; i++) hits.push({ id: Number(r.keys[i]), score: 1 - r.distances[i] });
      return hits;
    },
    size: () => native.size(),
    snapshot(path) {
      const tmp = `${path}.tmp-${process.pid}`;
      try {
        // A memory-mapped index still reads from `path`: load it before the rename replaces that file.
        writable().save(tmp);
        const fd = openSync(tmp, "r");
        fsyncSync(fd);
        closeSync(fd);
        renameSync(tmp, path);
      } catch (err) {
        if (existsSync(tmp)) unlinkSync(tmp);
        throw err;
      }
    },
  };
}
