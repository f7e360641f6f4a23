// Diagnostic: a pilot set's questions asked with every document in, the verdict and the picked sentences with their headings.
// bun scripts/ask-probe.ts tests/fixtures/pilot/walk31 q27 q28
import { probeKb } from "./probe-kb.ts";
import { retrieve } from "../src/answering/answer.ts";
import { salienceOf } from "../src/answering/salience.ts";

const [dir, ...ids] = process.argv.slice(2);
const { set, kb, deps } = await probeKb(dir);
for (const q of set.questions) {
  if (ids.length && !ids.includes(q.id)) continue;
  const r = await retrieve(q.question, q.previous || undefined, deps);
  const v = r.verdict;
  console.log(`\n## ${q.id} ${q.question} [${v?.state} cov=${v?.coverage} anchor=${v?.anchor}]`);
  const s = salienceOf(q.question, q.previous || undefined, kb.lexical as any, 1);
  if (s) console.log(`  things=${JSON.stringify(s.things)} ` + s.words.map((w) => `${w.word}:${w.weight.toFixed(2)}`).join(" "));
  for (const p of v?.picked ?? []) console.log(`  > [${r.fragments[p.fragment].docName} › ${r.fragments[p.fragment].headingPath.join(" › ")}] ${p.text.slice(0, 200)}`);
}
process.exit(0);
