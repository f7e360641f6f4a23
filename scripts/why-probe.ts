// Diagnostic: the answerability verdict for free questions over a folder of documents, word by word.
// bun scripts/why-probe.ts <docs dir> "question" ["previous question"]
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { createDb } from "../src/db/index.ts";
import { createKnowledgeBase } from "../src/retrieval/knowledge-base.ts";
import { createHashEmbedder } from "../src/models/embedded/embedder.ts";
import { tuningFor } from "../src/retrieval/floors.ts";
import { retrieve } from "../src/answering/answer.ts";
import { salienceOf, evidenceTerms, coverage } from "../src/answering/salience.ts";

const [dir, question, previous] = process.argv.slice(2);
const emb = createHashEmbedder();
const kb = createKnowledgeBase({ db: createDb(":memory:"), embedder: emb, stateDir: null, headingTrick: true, maxChars: 700, hybrid: tuningFor(emb).hybrid });
for (const f of readdirSync(dir)) await kb.ingest(f, new Uint8Array(await Bun.file(join(dir, f)).arrayBuffer()));
const r = await retrieve(question, previous || undefined, { kb, chat: null, floor: tuningFor(emb).floor, confident: tuningFor(emb).confident, contact: () => null } as any);
const v = r.verdict;
console.log(`## ${question}  [${v?.state} cov=${v?.coverage} anchor=${v?.anchor}/${v?.anchorCovered}${v?.unmet?.length ? ` unmet=${v.unmet.join(",")}` : ""}]`);
const s = salienceOf(question, previous || undefined, kb.lexical as any, 1);
if (s) {
  const ev = evidenceTerms((v?.picked ?? []).map((p) => `${p.text} ${r.fragments[p.fragment].headingPath.join(" ")}`).join(" "));
  const c = coverage(s, ev).covered;
  console.log(`  wantsFigure=${s.wantsFigure ?? "-"} wantsWho=${!!s.wantsWho}`);
  console.log("  " + s.words.map((w, i) => `${w.word}:${w.weight.toFixed(2)}${w.unseen ? "u" : ""}${c[i] ? "+" : "-"}`).join(" "));
}
for (const p of v?.picked ?? []) console.log(`  > [${r.fragments[p.fragment].docName} › ${r.fragments[p.fragment].headingPath.at(-1)}] ${p.text.slice(0, 160)}`);
console.log(`  top: ${r.fragments.slice(0, 5).map((f) => `${f.docName}›${f.headingPath.at(-1)} ${(f as any).score?.toFixed?.(3) ?? ""}`).join(" | ")}`);
if (process.env.SCORES && s) {
  // Each sentence of the shown fragments with its coverage share (SCORES=1).
  const { sentences } = await import("../src/answering/extractive.ts");
  r.fragments.forEach((f, i) => sentences(f.text).forEach((t) => console.log(`  ${i} ${coverage(s, evidenceTerms(t), true).share.toFixed(2)} ${t.slice(0, 110)}`)));
}
