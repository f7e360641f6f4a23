import { readFileSync } from "node:fs";

/** A line of a pilot-set file that is not valid JSON: the file, the line number and why (in Russian when given). */
export class PilotSetError extends Error {
  constructor(readonly file: string, readonly line: number, reason: string, readonly ru?: string) {
    super(`${file}:${line}: ${reason}`);
  }

  /** The message for a reader of `lang`: the admin pages are Russian unless `?lang=en`. */
  messageIn(lang: "ru" | "en"): string {
    if (lang === "en" || !this.ru) return this.message;
    return this.line > 0 ? `${this.file}, строка ${this.line}: ${this.ru}` : `${this.file}: ${this.ru}`;
  }
}

/** Parses JSON Lines: one object a line; blank lines and lines starting with // are ignored. */
export function parseJsonl<T = Record<string, unknown>>(text: string, file = "<jsonl>"): T[] {
  const out: T[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("//")) return;
    let v: unknown;
    try {
      v = JSON.parse(line);
    } catch (err) {
      throw new PilotSetError(file, i + 1, `not valid JSON (${(err as Error).message})`, `это не JSON (${(err as Error).message})`);
    }
    if (typeof v !== "object" || v === null || Array.isArray(v)) throw new PilotSetError(file, i + 1, "each line must be a JSON object", "каждая строка должна быть объектом JSON");
    out.push(v as T);
  });
  return out;
}

/** Reads and parses a `.jsonl` file. */
export function readJsonl<T = Record<string, unknown>>(path: string): T[] {
  return parseJsonl<T>(readFileSync(path, "utf8"), path);
}
