import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, normalize, resolve, sep } from "node:path";
import { unzip, type ZipEntry } from "./unzip.ts";

/** A pilot set that cannot be taken: the reason in plain words. */
export class PilotUploadError extends Error {}

const SKIP = /(^|\/)(__MACOSX|\.DS_Store|\.git)(\/|$)/;

/** A relative path inside the set, or null when it would leave the folder. */
function safeRelative(p: string): string | null {
  const n = normalize(p.replaceAll("\\", "/")).replace(/^\/+/, "");
  if (!n || n.startsWith("..") || n.split(sep).includes("..")) return null;
  return n;
}

/** Drops a folder every path shares (a zip of «dev/» or an uploaded folder «dev»), unless it is docs/ itself. */
function stripCommonRoot(entries: ZipEntry[]): ZipEntry[] {
  const first = new Set(entries.map((e) => e.path.split("/")[0]));
  const [root] = [...first];
  if (first.size !== 1 || root === "docs" || entries.some((e) => !e.path.includes("/"))) return entries;
  return entries.map((e) => ({ ...e, path: e.path.slice(root.length + 1) }));
}

/**
 * Writes an uploaded pilot set (a zip, or the files of a folder with their relative paths) under
 * `baseDir/<stamp>` and returns the folder; it must hold docs/ or questions.jsonl.
 */
export async function storePilotSet(baseDir: string, files: File[], stamp = `${Date.now()}`): Promise<string> {
  let entries: ZipEntry[] = [];
  for (const f of files) {
    const bytes = new Uint8Array(await f.arrayBuffer());
    if (/\.zip$/i.test(f.name)) {
      try { entries.push(...unzip(bytes)); } catch (err) { throw new PilotUploadError(`архив ${f.name} не читается: ${(err as Error).message}`); }
    } else entries.push({ path: f.name, bytes });
  }
  entries = stripCommonRoot(entries.filter((e) => !SKIP.test(e.path)));
  if (!entries.some((e) => e.path.startsWith("docs/") || e.path === "questions.jsonl"))
    throw new PilotUploadError("в наборе нет ни папки docs/, ни файла questions.jsonl");
  const dir = resolve(baseDir, stamp.replace(/[^A-Za-z0-9_-]/g, ""));
  for (const e of entries) {
    const rel = safeRelative(e.path);
    if (!rel) throw new PilotUploadError(`недопустимый путь в наборе: ${e.path.slice(0, 100)}`);
    const to = join(dir, rel);
    mkdirSync(dirname(to), { recursive: true });
    writeFileSync(to, e.bytes);
  }
  return dir;
}

/** Resolves a folder path typed by the admin (relative to the working folder); it must exist. */
export function pilotFolder(path: string, cwd = process.cwd()): string {
  const dir = resolve(cwd, path.trim());
  if (!path.trim() || !existsSync(dir) || !statSync(dir).isDirectory()) throw new PilotUploadError(`папки ${path.slice(0, 200)} нет`);
  return dir;
}
