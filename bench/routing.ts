import { join } from "node:path";
import { createHashEmbedder } from "../src/models/embedded/embedder.ts";
import { readRoutingSet } from "../src/routing/routing-set.ts";
import { defaultRules } from "../src/routing/rules/index.ts";
import { defaultGuards } from "../src/routing/guards/index.ts";
import { webSearchDetector } from "../src/routing/web-search.ts";
import { percentile, table } from "./corpus.ts";

const REPEATS = 200;

/** Rules + web-search detector + guards per message on the dev routing set, against one embedding of the message. */
export async function run(): Promise<void> {
  const cases = await readRoutingSet(join(import.meta.dir, "../tests/fixtures/pilot/dev/routing.jsonl"));
  const rules = defaultRules();
  const guards = defaultGuards();
  const web = webSearchDetector();
  const embedder = createHashEmbedder();
  const fast: number[] = [];
  const embed: number[] = [];
  for (let r = 0; r < REPEATS; r++) {
    for (const c of cases) {
      const t0 = performance.now();
      for (const rule of rules) if (rule.decide(c.input)) break;
      web.detect(c.input.message);
      // Guards run on the calls the router proposed: the case's expected tools, or one search.
      for (const tool of c.expect.tools?.length ? c.expect.tools : ["search_documents", ...(c.expect.guard ? [c.expect.guard.split(".")[0]] : [])]) {
        const call = { name: tool, arguments: { query: c.input.message } };
        for (const g of guards) if (g.appliesTo === tool) g.check(call, c.input.message, c.input);
      }
      fast.push((performance.now() - t0) * 1000);
      const t1 = performance.now();
      await embedder.embed([c.input.message], "query");
      embed.push((performance.now() - t1) * 1000);
    }
  }
  const p = (xs: number[], q: number) => percentile(xs, q).toFixed(1);
  table(`Pre-model rules + web-search detector + the guards of the proposed calls, per message (${cases.length} dev messages × ${REPEATS})`, [
    { stage: "rules + web search + guards", p50_us: p(fast, 50), p99_us: p(fast, 99), vs_embedding_p50: `${(percentile(fast, 50) / percentile(embed, 50)).toFixed(2)}x` },
    { stage: "baseline: one embedding of the message (embedded face)", p50_us: p(embed, 50), p99_us: p(embed, 99), vs_embedding_p50: "1.00x" },
  ]);
}

if (import.meta.main) await run();
