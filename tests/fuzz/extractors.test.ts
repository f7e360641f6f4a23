import { describe, expect, it } from "bun:test";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { extractDocument } from "../../src/ingestion/extract/index.ts";
import { ExtractionError } from "../../src/ingestion/types.ts";
import { DEV_SET } from "../helpers/app.ts";
import { FUZZ_N, mutateBytes, rng, rssMb, within } from "./mutate.ts";

const DOCS = join(DEV_SET, "docs");
const files = readdirSync(DOCS).map((name) => ({ name, bytes: new Uint8Array(readFileSync(join(DOCS, name))) }));

describe("extractor fuzz over mutated real files", () => {
  it("reads or refuses every mutation with a clear error, never a crash, a hang or runaway memory", async () => {
    const r = rng();
    const n = FUZZ_N(60);
    const tally = { tried: 0, read: 0, refused: 0 };
    const startMb = rssMb();
    let peak = startMb;
    for (const f of files) {
      for (let i = 0; i < n; i++) {
        const bytes = mutateBytes(f.bytes, r);
        tally.tried++;
        try {
          const doc = await within(10_000, `${f.name} #${i}`, () => extractDocument(f.name, bytes));
          expect(Array.isArray(doc.sections)).toBe(true);
          tally.read++;
        } catch (err) {
          if (!(err instanceof ExtractionError)) throw new Error(`${f.name} mutation ${i} (FUZZ_SEED replays it): ${(err as Error)?.stack ?? err}`);
          expect(err.message).toContain(f.name);
          expect(err.reason.length).toBeGreaterThan(5);
          tally.refused++;
        }
        peak = Math.max(peak, rssMb());
      }
    }
    console.log(`extractor fuzz: ${tally.tried} inputs tried over ${files.length} real files (${tally.read} read, ${tally.refused} refused with a clear error); memory ${startMb.toFixed(0)} → peak ${peak.toFixed(0)} MB`);
    expect(tally.tried).toBe(files.length * n);
    expect(peak - startMb).toBeLessThan(1024);
  }, 600_000);
});
