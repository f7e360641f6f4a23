// Diagnostic: the answerability verdict for questions of a pilot set, word by word.
// bun scripts/verdict-probe.ts tests/fixtures/pilot/dev q03 p01   (ids; none = every answerable one that is not answered)
import { probeKb } from "./probe-kb.ts";
import { retrieve } from "../src/answering/answer.ts";
import { salienceOf } from "../src/answering/salience.ts";
import { evidenceTerms, coverage } from "../src/answering/salience.ts";

const [dir, ...ids] = process.argv.slice(2);
const { set, kb, deps } = await probeKb(dir);
for (const q of set.questions) {
  if (ids.length ? !ids.includes(q.id) : q.expect.answerable === false) continue;
  const r = await retrieve(q.question, q.previous || undefined, deps);
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
