/** Fuzz helpers: a seeded generator, byte and text mutations, a run budget and a time cap per input. */

/** How many inputs each fuzz target tries: a quick run by default, FUZZ_LONG=1 for a long one. */
export const FUZZ_N = (quick: number) => (process.env.FUZZ_LONG ? quick * Number(process.env.FUZZ_FACTOR ?? 50) : quick);

/** A small seeded generator (LCG); FUZZ_SEED replays a run. */
export function rng(seed = Number(process.env.FUZZ_SEED ?? 20240601)) {
  let s = seed >>> 0;
  const next = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(xs: T[]): T => xs[Math.floor(next() * xs.length)] };
}
export type Rng = ReturnType<typeof rng>;

const INTERESTING = [0x00, 0xff, 0x7f, 0x80, 0x25, 0x3c, 0x3e, 0x22, 0x0a, 0x5b, 0x7b, 0x50, 0x4b];

/** One to eight mutations of a file: bit flips, bytes, truncation, duplication, deletion, splices. */
export function mutateBytes(src: Uint8Array, r: Rng): Uint8Array {
  let b = Uint8Array.from(src);
  for (let k = 1 + r.int(8); k > 0; k--) {
    const at = r.int(Math.max(1, b.length));
    switch (r.int(7)) {
      case 0: b[at] ^= 1 << r.int(8); break;
      case 1: b[at] = r.pick(INTERESTING); break;
      case 2: b = b.slice(0, at); break;
      case 3: { const end = Math.min(b.length, at + r.int(256)); const part = b.slice(at, end); const out = new Uint8Array(b.length + part.length); out.set(b.subarray(0, end)); out.set(part, end); out.set(b.subarray(end), end + part.length); b = out; break; }
      case 4: { const len = r.int(512); b = Uint8Array.from([...b.slice(0, at), ...b.slice(at + len)]); break; }
      case 5: for (let i = 0; i < 16 && at + i < b.length; i++) b[at + i] = r.int(256); break;
      default: { const from = r.int(Math.max(1, b.length)); b.copyWithin(at, from, from + r.int(64)); }
    }
    if (b.length === 0) b = Uint8Array.of(r.int(256));
  }
  return b;
}

const TOKENS = ["{", "}", "[", "]", '"', ":", ",", "\n", "---", "null", "true", "1e999", "-0", "\u0000", "\u202e", "﻿", "\\", "name:", "tools:", "'", "#", "🙂", "x".repeat(5000)];

/** Text mutations for line formats (JSONL, front matter): tokens inserted, lines dropped or doubled, cuts. */
export function mutateText(src: string, r: Rng): string {
  let t = src;
  for (let k = 1 + r.int(6); k > 0; k--) {
    const at = r.int(Math.max(1, t.length));
    switch (r.int(5)) {
      case 0: t = t.slice(0, at) + r.pick(TOKENS) + t.slice(at); break;
      case 1: t = t.slice(0, at) + t.slice(at + 1 + r.int(40)); break;
      case 2: { const lines = t.split("\n"); const i = r.int(lines.length); lines.splice(i, 0, lines[r.int(lines.length)]); t = lines.join("\n"); break; }
      case 3: t = t.slice(0, at); break;
      default: { const lines = t.split("\n"); lines.splice(r.int(lines.length), 1); t = lines.join("\n"); }
    }
  }
  return t;
}

/** Runs `fn`, failing if it takes longer than `ms` (a hang is a failure, not a stuck suite). */
export async function within<T>(ms: number, label: string, fn: () => Promise<T> | T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, rej) => { timer = setTimeout(() => rej(new Error(`hang: ${label} took over ${ms} ms`)), ms); });
  try { return await Promise.race([Promise.resolve().then(fn), limit]); } finally { clearTimeout(timer); }
}

/** Resident memory in MB, to check a fuzz run stays bounded. */
export const rssMb = () => process.memoryUsage().rss / 1048576;
