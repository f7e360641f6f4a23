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

/**
 * Real words shipped in the repository (sample documents, platform skills, thesaurus): about 4k
 * distinct Russian and English words. The three sample documents alone hold 159, so every generated
 * section would share most of its words with hundreds of others — a flat neighbourhood no real
 * collection has.
 */
export function vocabulary(): string[] {
  const root = join(import.meta.dir, "..");
  const dirs = ["data/samples/docs", "src/skills/platform"];
  const files = [...dirs.flatMap((d) => readdirSync(join(root, d)).map((f) => join(root, d, f))), join(root, "src/text/thesaurus.ts")];
  const all = files.flatMap((f) => words(readFileSync(f, "utf8").replace(/<[^>]+>/g, " ")));
  return [...new Set(all.filter((w) => w.length > 3))];
}

/**
 * Topical text with the shape of a document collection: topics (documents) hold sections, sections
 * hold chunks. A chunk draws most words from its section, some from its document, the rest from the
 * whole vocabulary, so its nearest neighbours are its section's other chunks — a neighbourhood a
 * graph index can find. Uniform random vectors (or flat topics, where hundreds of chunks tie) have none.
 */
export function topicalTexts(n: number, opts: { topics?: number; words?: number; seed?: number; sectionSize?: number } = {}): { texts: string[]; topicOf: number[] } {
  const r = rng(opts.seed ?? 42);
  const vocab = vocabulary();
  const sections = Math.max(1, Math.ceil(n / (opts.sectionSize ?? 8)));
  const topics = opts.topics ?? Math.max(1, Math.ceil(sections / 20));
  const pick = () => vocab[Math.floor(r() * vocab.length)];
  const topicWords = Array.from({ length: topics }, () => Array.from({ length: 40 }, pick));
  const sectionWords = Array.from({ length: sections }, () => Array.from({ length: 12 }, pick));
  const texts: string[] = [];
  const topicOf: number[] = [];
  for (let i = 0; i < n; i++) {
    const sec = Math.floor(r() * sections);
    const t = sec % topics;
    const len = opts.words ?? 60;
    const ws = Array.from({ length: len }, () => {
      const x = r();
      return x < 0.45 ? sectionWords[sec][Math.floor(r() * 12)] : x < 0.75 ? topicWords[t][Math.floor(r() * 40)] : pick();
    });
    texts.push(ws.join(" ") + ` ${i}`);
    topicOf.push(sec);
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
