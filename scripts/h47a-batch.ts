// Diagnostic (h47a): the documents answerer's verdict for every answerable case of a SEEN pilot set, with all documents and
// with the case's own document left out. bun scripts/h47a-batch.ts <set> [<set>…]
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createDb } from "../src/db/index.ts";
import { createKnowledgeBase } from "../src/retrieval/knowledge-base.ts";
import { createHashEmbedder } from "../src/models/embedded/embedder.ts";
import { tuningFor } from "../src/retrieval/floors.ts";
import { retrieve } from "../src/answering/answer.ts";

const emb = createHashEmbedder();
async function kbOf(dir: string, without?: string) {
  const kb = createKnowledgeBase({ db: createDb(":memory:"), embedder: emb, stateDir: null, headingTrick: true, maxChars: 700, hybrid: tuningFor(emb).hybrid });
  for (const f of (readdirSync(dir, { recursive: true }) as string[]).filter((f) => statSync(join(dir, f)).isFile())) if (f !== without && f.split("/").at(-1) !== without) await kb.ingest(f, new Uint8Array(await Bun.file(join(dir, f)).arrayBuffer()));
  return kb;
}
const ask = async (kb: any, q: string, prev?: string) => { const r = await retrieve(q, prev || undefined, { kb, chat: null, floor: tuningFor(emb).floor, confident: tuningFor(emb).confident, contact: () => null } as any); const v = r.verdict; return `${v?.state ?? "none"}|${(r.fragments[0] as any)?.score?.toFixed?.(3) ?? "-"}|${v?.coverage ?? "-"}|${v?.anchorCovered ?? "-"}`; };
for (const set of process.argv.slice(2)) {
  if (set.startsWith("heldout-") && !["heldout-fitness", "heldout-insurance", "heldout-pharmacy", "heldout-print", "heldout-school", "heldout-transit"].includes(set)) continue;
  const dir = join("tests/fixtures/pilot", set);
  const cases = readFileSync(join(dir, "questions.jsonl"), "utf8").split("\n").filter((l) => l.trim().startsWith("{")).map((l) => JSON.parse(l));
  const all = await kbOf(join(dir, "docs"));
  const outs = new Map<string, any>();
  for (const c of cases) {
    const full = await ask(all, c.question, c.previous);
    let loo = "-";
    if (c.expect.answerable && c.expect.doc) {
      const doc = c.expect.doc as string;
      if (!outs.has(doc)) outs.set(doc, await kbOf(join(dir, "docs"), doc));
      loo = await ask(outs.get(doc), c.question, c.previous);
    }
    console.log(`${set}\t${c.id}\t${c.expect.answerable ? "A" : "U"}\t${full.replace(/\|/g, "\t")}\t${loo.replace(/\|/g, "\t")}`);
  }
}
