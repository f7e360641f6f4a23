// Diagnostic: the answerability verdict for questions of a pilot set, word by word.
// bun scripts/verdict-probe.ts tests/fixtures/pilot/dev q03 p01   (ids; none = every answerable one that is not answered)
import { createDb } from "../src/db/index.ts";
import { createKnowledgeBase } from "../src/retrieval/knowledge-base.ts";
import { createHashEmbedder } from "../src/models/embedded/embedder.ts";
import { tuningFor } from "../src/retrieval/floors.ts";
import { readPilotSet } from "../src/evaluation/pilot-set.ts";
import { retrieve } from "../src/answering/answer.ts";
import { salienceOf } from "../src/answering/salience.ts";
import { evidenceTerms, coverage } from "../src/answering/salience.ts";

const [dir, ...ids] = process.argv.slice(2);
const set = await readPilotSet(dir);
const emb = createHashEmbedder();
const kb = createKnowledgeBase({ db: createDb(":memory:"), embedder: emb, stateDir: null, headingTrick: true, maxChars: 700, hybrid: tuningFor(emb).hybrid });
for (const d of set.docs) await kb.ingest(d.name, new Uint8Array(await Bun.file(d.path).arrayBuffer()));
for (const q of set.questions) {
  if (ids.length ? !ids.includes(q.id) : q.expect.answerable === false) continue;
  const r = await retrieve(q.question, q.previous || undefined, { kb, chat: null, floor: tuningFor(emb).floor, confident: tuningFor(emb).confident, contact: () => null } as any);
  const v = r.verdict;
  if (!ids.length && v?.state === "answered") continue;
  console.log(`\n## ${q.id} ${q.question}  [${v?.state} cov=${v?.coverage} anchor=${v?.anchor}/${v?.anchorCovered}]`);
  const s = salienceOf(q.question, q.previous || undefined, kb.lexical as any, 1)!;
  const ev = evidenceTerms((v?.picked ?? []).map((p) => `${p.text} ${r.fragments[p.fragment].headingPath.join(" ")}`).join(" "));
  const c = coverage(s, ev).covered;
  console.log("  " + s.words.map((w, i) => `${w.word}:${w.weight.toFixed(2)}${w.unseen ? "u" : ""}${c[i] ? "+" : "-"}`).join(" "));
  for (const p of v?.picked ?? []) console.log(`  > [${r.fragments[p.fragment].docName} › ${r.fragments[p.fragment].headingPath.at(-1)}] ${p.text.slice(0, 160)}`);
  console.log(`  top: ${r.fragments.slice(0, 3).map((f) => `${f.docName}›${f.headingPath.at(-1)}`).join(" | ")}`);
}
