import { readFileSync } from "node:fs";

/** Parses JSON Lines: one object a line; blank lines and lines starting with `//` are ignored (FORMAT.md). */
export function parseJsonl<T = unknown>(text: string, path = "<jsonl>"): T[] {
  const out: T[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const t = line.trim();
    if (!t || t.startsWith("//")) return;
    try {
      out.push(JSON.parse(t) as T);
    } catch (err) {
      throw new Error(`${path}:${i + 1}: ${(err as Error).message}`);
    }
  });
  return out;
}

/** Reads and parses a `.jsonl` file. */
export function readJsonl<T = unknown>(path: string): T[] {
  return parseJsonl<T>(readFileSync(path, "utf8"), path);
}
