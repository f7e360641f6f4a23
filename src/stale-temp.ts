import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";

/** A temporary file a writer leaves behind when killed: `<name>.tmp-<pid>` or `<name>.tmp-<pid>-<random>`. */
const TEMP = /\.tmp-(\d+)(?:-[a-z0-9]+)?$/;

const alive = (pid: number): boolean => {
  if (pid === process.pid) return true;
  try { process.kill(pid, 0); return true; } catch (err) { return (err as NodeJS.ErrnoException).code === "EPERM"; }
};

/**
 * Removes temporary files of snapshot and original writes whose writing process is gone (a crash
 * or a kill mid-write leaves them, 16 MB each for a vector snapshot). Run once at start.
 * Returns the names removed.
 */
export function cleanStaleTemp(dataDir: string): string[] {
  const removed: string[] = [];
  for (const sub of ["state", "originals"]) {
    let names: string[];
    try { names = readdirSync(join(dataDir, sub)); } catch { continue; }
    for (const name of names) {
      const m = TEMP.exec(name);
      if (!m || alive(Number(m[1]))) continue;
      rmSync(join(dataDir, sub, name), { force: true });
      removed.push(join(sub, name));
    }
  }
  return removed;
}
