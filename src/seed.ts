import { readdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import type { Services } from "./services.ts";

/** On the very first start, indexes the sample documents so a newcomer can ask at once. */
export async function seedSamples(s: Services, samplesDir: string): Promise<number> {
  if (s.kb.store.getMeta("samples_seeded") || s.kb.list().length > 0 || !existsSync(samplesDir)) return 0;
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
  return n;
}
