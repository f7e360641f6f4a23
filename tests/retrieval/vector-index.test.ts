import { describe, expect, it } from "bun:test";
import { mkdtempSync, existsSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createVectorIndex } from "../../src/retrieval/vector-index.ts";

const unit = (...xs: number[]) => {
  const v = Float32Array.from(xs);
  const n = Math.hypot(...xs);
  return v.map((x) => x / n);
};

describe("vector index", () => {
  it("returns the nearest vectors first with cosine scores", () => {
    const ix = createVectorIndex({ dims: 3 });
    ix.add([1, 2, 3], [unit(1, 0, 0), unit(0, 1, 0), unit(1, 1, 0)]);
    const hits = ix.search(unit(1, 0.1, 0), 2);
    expect(hits.map((h) => h.id)).toEqual([1, 3]);
    expect(hits[0].score).toBeGreaterThan(0.99);
  });

  it("forgets removed ids and replaces re-added ones", () => {
    const ix = createVectorIndex({ dims: 3 });
    ix.add([1, 2], [unit(1, 0, 0), unit(0, 1, 0)]);
    ix.remove([1]);
    expect(ix.search(unit(1, 0, 0), 5).map((h) => h.id)).toEqual([2]);
    ix.add([2], [unit(0, 0, 1)]);
    expect(ix.size()).toBe(1);
    expect(ix.search(unit(0, 0, 1), 1)[0].score).toBeGreaterThan(0.99);
  });

  it("writes snapshots atomically and reopens them", () => {
    const dir = mkdtempSync(join(tmpdir(), "vi-"));
    const path = join(dir, "x.usearch");
    const ix = createVectorIndex({ dims: 3 });
    ix.add([7], [unit(0, 1, 0)]);
    ix.snapshot(path);
    expect(readdirSync(dir)).toEqual(["x.usearch"]);
    const back = createVectorIndex({ dims: 3 }, { path });
    expect(back.search(unit(0, 1, 0), 1)[0].id).toBe(7);
  });

  it("keeps the previous snapshot when writing a new one fails", () => {
    const dir = mkdtempSync(join(tmpdir(), "vi-"));
    const path = join(dir, "x.usearch");
    const ix = createVectorIndex({ dims: 3 });
    ix.add([1], [unit(1, 0, 0)]);
    ix.snapshot(path);
    ix.add([2], [unit(0, 1, 0)]);
    expect(() => ix.snapshot(join(dir, "missing-folder", "x.usearch"))).toThrow();
    expect(createVectorIndex({ dims: 3 }, { path }).size()).toBe(1);
    expect(existsSync(path)).toBe(true);
  });
});
