import { readdirSync, existsSync, cpSync, rmSync, mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Services } from "./services.ts";
import { recordSamples } from "./admin/samples.ts";

/** The samples shipped with the app (data/samples): a first start copies them, «Удалить примеры» compares with them. */
export const SHIPPED_SAMPLES = resolve(import.meta.dir, "../data/samples");

const TOOL_PARTS = ["mail", "calendar", "catalogue", "metrics"];

/**
 * The tools' sample mailbox, calendar, catalogue and metrics live under DATA_DIR/samples; a fresh
 * DATA_DIR gets a copy, so the tools have something real to read and the copy is the instance's own.
 */
export function seedToolSamples(dataDir: string, repoSamples: string): void {
  for (const part of TOOL_PARTS) {
    const to = join(dataDir, "samples", part);
    if (!existsSync(to) && existsSync(join(repoSamples, part))) cpSync(join(repoSamples, part), to, { recursive: true });
  }
}

/**
 * Removes the made-up company's mailbox, calendar, catalogue and metrics (with its sample documents): their
 * letters, meetings and addresses («buh@severveter.ru») are no one's at this company. Only a file still
 * byte for byte the shipped sample goes: one the company put in its place stays. Each folder stays, so the next
 * start does not copy the samples back.
 */
export function removeToolSamples(dataDir: string, repoSamples: string): number {
  let n = 0;
  for (const part of TOOL_PARTS) {
    const dir = join(dataDir, "samples", part);
    if (!existsSync(dir)) { mkdirSync(dir, { recursive: true }); continue; }
    for (const name of readdirSync(dir)) {
      const shipped = join(repoSamples, part, name);
      if (existsSync(shipped) && readFileSync(shipped).equals(readFileSync(join(dir, name)))) { rmSync(join(dir, name), { force: true }); n++; }
    }
  }
  return n;
}

/** On the very first start, indexes the sample documents so a newcomer can ask at once. */
export async function seedSamples(s: Services, samplesDir: string): Promise<number> {
  if (s.kb.store.getMeta("samples_seeded") || s.kb.list().length > 0 || !existsSync(samplesDir)) {
    // An instance seeded before samples were remembered: its unreplaced documents named as the samples are they.
    if (s.kb.store.getMeta("samples_seeded") && !s.kb.store.getMeta("sample_docs") && existsSync(samplesDir)) {
      const names = new Set(readdirSync(samplesDir));
      recordSamples(s.kb.store, s.kb.list().filter((d) => names.has(d.name) && d.version === 1));
    }
    return 0;
  }
  let n = 0;
  for (const name of readdirSync(samplesDir).sort()) {
    try {
      await s.kb.ingest(name, new Uint8Array(await Bun.file(join(samplesDir, name)).arrayBuffer()));
      n++;
    } catch (err) {
      s.log(`sample ${name} skipped: ${(err as Error).message}`);
    }
  }
  s.kb.store.setMeta("samples_seeded", new Date().toISOString());
  // The admin's Documents page marks them, and removes them in one step once the company has its own.
  recordSamples(s.kb.store, s.kb.list());
  return n;
}
