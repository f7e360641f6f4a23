// Diagnostic: the leave-one-out cases the documents answerer still answers, word by word: each answerable question of a
// pilot set asked with its source document out of the index. bun scripts/loo-probe.ts tests/fixtures/pilot/dental [ids…]
import { probeKb } from "./probe-kb.ts";
import { retrieve } from "../src/answering/answer.ts";
import { salienceOf, evidenceTerms, coverage } from "../src/answering/salience.ts";

const [dir, ...ids] = process.argv.slice(2);
const { set, kb, deps } = await probeKb(dir);
for (const q of set.questions) {
  if (!q.expect.answerable || !q.expect.doc || (ids.length && !ids.includes(q.id))) continue;
  const info = kb.store.byName(q.expect.doc)!;
  const file = set.docs.find((d) => d.name === q.expect.doc)!;
  await kb.remove(info.id);
  try {
    const r = await retrieve(q.question, q.previous || undefined, deps);
    const v = r.verdict;
    if (!ids.length && v?.state !== "answered") continue;
    console.log(`\n## ${q.id} ${q.previous ? `(after «${q.previous}») ` : ""}${q.question}  [${v?.state} cov=${v?.coverage} anchor=${v?.anchor}/${v?.anchorCovered}] -${q.expect.doc}`);
    const s = salienceOf(q.question, q.previous || undefined, kb.lexical as any, 1);
    if (s) {
      const ev = evidenceTerms((v?.picked ?? []).map((p) => `${p.text} ${r.fragments[p.fragment].headingPath.join(" ")}`).join(" "));
      const c = coverage(s, ev).covered;
      console.log(`  wants=${s.wantsFigure ?? "-"}${s.wantsWho ? " who" : ""} thing=${s.thing ?? "-"} things=${JSON.stringify(s.things ?? [])}`);
      console.log("  " + s.words.map((w, i) => `${w.word}:${w.weight.toFixed(2)}${w.unseen ? "u" : ""}${w.context ? "c" : ""}${c[i] ? "+" : "-"}`).join(" "));
    }
    for (const p of v?.picked ?? []) console.log(`  > [${r.fragments[p.fragment].docName} › ${r.fragments[p.fragment].headingPath.join(" › ")}] ${p.text.slice(0, 220)}`);
  } finally {
    await kb.ingest(q.expect.doc, new Uint8Array(await Bun.file(file.path).arrayBuffer()));
  }
}
process.exit(0);
