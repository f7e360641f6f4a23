import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { words } from "../src/text/tokens.ts";

/** A seeded PRNG (mulberry32) so every run measures the same corpus. */
export function rng(seed: number): () => number {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Real vocabulary from the sample documents, so generated text has the word statistics of Russian prose. */
export function vocabulary(): string[] {
  const dir = join(import.meta.dir, "../data/samples/docs");
  const all = readdirSync(dir).flatMap((f) => words(readFileSync(join(dir, f), "utf8").replace(/<[^>]+>/g, " ")));
  return [...new Set(all.filter((w) => w.length > 3))];
}

/**
 * Topical text: each topic prefers its own handful of words, as sections of real documents do.
 * Vectors of such text cluster like real embeddings; uniform random vectors do not.
 */
export function topicalTexts(n: number, opts: { topics?: number; words?: number; seed?: number } = {}): { texts: string[]; topicOf: number[] } {
  const r = rng(opts.seed ?? 42);
  const vocab = vocabulary();
  const topics = opts.topics ?? 500;
  const pick = () => vocab[Math.floor(r() * vocab.length)];
  const topicWords = Array.from({ length: topics }, () => Array.from({ length: 25 }, pick));
  const texts: string[] = [];
  const topicOf: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = Math.floor(r() * topics);
    const len = opts.words ?? 60;
    const ws = Array.from({ length: len }, () => (r() < 0.6 ? topicWords[t][Math.floor(r() * 25)] : pick()));
    texts.push(ws.join(" ") + ` ${i}`);
    topicOf.push(t);
  }
  return { texts, topicOf };
}

/** p-th percentile of a list of numbers. */
export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

/** Prints rows as an aligned text table. */
export function table(title: string, rows: Record<string, string | number>[]): void {
  console.log(`\n## ${title}`);
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]);
  const w = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  console.log(cols.map((c, i) => c.padEnd(w[i])).join("  "));
  console.log(w.map((n) => "-".repeat(n)).join("  "));
  for (const r of rows) console.log(cols.map((c, i) => String(r[c]).padEnd(w[i])).join("  "));
}
