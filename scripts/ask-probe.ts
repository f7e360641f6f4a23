// Diagnostic: a pilot set's questions asked with every document in, the verdict and the picked sentences with their headings.
// bun scripts/ask-probe.ts tests/fixtures/pilot/walk31 q27 q28
import { createDb } from "../src/db/index.ts";
import { createKnowledgeBase } from "../src/retrieval/knowledge-base.ts";
import { createHashEmbedder } from "../src/models/embedded/embedder.ts";
import { tuningFor } from "../src/retrieval/floors.ts";
import { readPilotSet } from "../src/evaluation/pilot-set.ts";
import { retrieve } from "../src/answering/answer.ts";
import { salienceOf } from "../src/answering/salience.ts";

const [dir, ...ids] = process.argv.slice(2);
const set = await readPilotSet(dir);
const emb = createHashEmbedder();
const kb = createKnowledgeBase({ db: createDb(":memory:"), embedder: emb, stateDir: null, headingTrick: true, maxChars: 700, hybrid: tuningFor(emb).hybrid });
for (const d of set.docs) await kb.ingest(d.name, new Uint8Array(await Bun.file(d.path).arrayBuffer()));
for (const q of set.questions) {
  if (ids.length && !ids.includes(q.id)) continue;
  const r = await retrieve(q.question, q.previous || undefined, { kb, chat: null, floor: tuningFor(emb).floor, confident: tuningFor(emb).confident, contact: () => null } as any);
  const v = r.verdict;
  console.log(`\n## ${q.id} ${q.question} [${v?.state} cov=${v?.coverage} anchor=${v?.anchor}]`);
  const s = salienceOf(q.question, q.previous || undefined, kb.lexical as any, 1);
  if (s) console.log(`  things=${JSON.stringify(s.things)} ` + s.words.map((w) => `${w.word}:${w.weight.toFixed(2)}`).join(" "));
  for (const p of v?.picked ?? []) console.log(`  > [${r.fragments[p.fragment].docName} › ${r.fragments[p.fragment].headingPath.join(" › ")}] ${p.text.slice(0, 200)}`);
}
process.exit(0);
