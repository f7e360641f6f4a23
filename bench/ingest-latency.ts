import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb } from "../src/db/index.ts";
import { createHashEmbedder } from "../src/models/embedded/embedder.ts";
import { createKnowledgeBase } from "../src/retrieval/knowledge-base.ts";
import { percentile, table, topicalTexts } from "./corpus.ts";

/** Markdown with `sections` sections of generated topical text. */
function doc(seed: number, sections: number): Uint8Array {
  const { texts } = topicalTexts(sections, { seed, words: 90 });
  return new TextEncoder().encode(texts.map((t, i) => `## Раздел ${seed}.${i}\n${t}`).join("\n\n"));
}

async function askLoop(kb: ReturnType<typeof createKnowledgeBase>, questions: string[], until: () => boolean): Promise<number[]> {
  const lat: number[] = [];
  let i = 0;
  do {
    const t = performance.now();
    await kb.search(questions[i++ % questions.length], { k: 6 });
    lat.push(performance.now() - t);
    await Bun.sleep(2);
  } while (!until());
  return lat;
}

/** Answer (retrieval) latency on its own and while a 10k-chunk ingest runs in the same process. */
export async function run(chunks = 10_000): Promise<void> {
  const embedder = createHashEmbedder();
  // A real data folder: every ingest also writes the SQLite rows and the atomic snapshot, as in production.
  const dir = mkdtempSync(join(tmpdir(), "bench-ingest-"));
  const kb = createKnowledgeBase({ db: createDb(join(dir, "a.sqlite")), embedder, stateDir: dir });
  await kb.ingest("base.md", doc(1, 500));
  const questions = topicalTexts(50, { seed: 9, words: 10 }).texts;
  let n = 0;
  const idle = await askLoop(kb, questions, () => ++n >= 200);
  let ingesting = true;
  const t0 = performance.now();
  const ingest = (async () => {
    for (let d = 0; d < chunks / 500; d++) await kb.ingest(`big-${d}.md`, doc(100 + d, 500));
    ingesting = false;
  })();
  const busy = await askLoop(kb, questions, () => !ingesting);
  await ingest;
  const ingestS = (performance.now() - t0) / 1000;
  table(`Answer retrieval latency during a ${chunks.toLocaleString("en")}-chunk ingest (embedded face; ingest took ${ingestS.toFixed(1)} s = ${(chunks / ingestS).toFixed(0)} chunks/s end to end)`, [
    { phase: "idle (baseline)", questions: idle.length, p50_ms: percentile(idle, 50).toFixed(2), p99_ms: percentile(idle, 99).toFixed(2), max_ms: Math.max(...idle).toFixed(1), ratio_p99: "1.0x" },
    { phase: "during ingest", questions: busy.length, p50_ms: percentile(busy, 50).toFixed(2), p99_ms: percentile(busy, 99).toFixed(2), max_ms: Math.max(...busy).toFixed(1), ratio_p99: `${(percentile(busy, 99) / percentile(idle, 99)).toFixed(1)}x` },
  ]);
}

if (import.meta.main) await run();
