// Diagnostic (issue 14, citation precision): for each question a pilot set's documents answer with a picked sentence, whether
// that sentence's section is the expected one, and how it covers the question's salient words (answerability's own terms):
// by the word's own form («=»), a truncated stem («~»), a thesaurus group («#»), a figure («0») or another derived term («+»).
// A wrong answer is classed: (a) the thing asked about (the anchor, or a thing the message names) is held by no picked sentence
// itself, only by its headings or the sentence before it; (b) it is held only by a thesaurus group, a truncated stem or a
// derived term; (c) a sentence of the expected section covers the question better; (d) other (d1–d3 below).
// bun scripts/wrong-section.ts <set dir>…   (blind sets — heldout-*, blind skills-*: totals per class, no text)
import { probeKb } from "./probe-kb.ts";
import { retrieve } from "../src/answering/answer.ts";
import { salienceOf, evidenceTerms, coverage, type Salience } from "../src/answering/salience.ts";
import { sentences } from "../src/answering/extractive.ts";
import { fragmentMatches } from "../src/evaluation/rag.ts";
import { basename } from "node:path";
import { BLIND } from "./blind-sets.ts";

const route = (w: Salience["words"][number], own: Set<string>): string => {
  const held = w.terms.filter((t) => own.has(t));
  if (!held.length) return "-";
  if (held.includes(w.terms[0]!)) return /^\d/.test(w.terms[0]!) ? "0" : "=";
  if (held.some((t) => /^[a-zа-я]/.test(t))) return "+";
  if (held.some((t) => t.startsWith("~"))) return "~";
  if (held.some((t) => t.startsWith("#"))) return "#";
  return "0";
};

const totals: Record<string, number> = {};
for (const dir of process.argv.slice(2)) {
  const blind = BLIND.test(basename(dir));
  const { set, kb, deps } = await probeKb(dir);
  const count: Record<string, number> = { answered: 0, right: 0, a: 0, b: 0, c: 0, d1: 0, d2: 0, d3: 0 };
  for (const q of set.questions) {
    const r = await retrieve(q.question, q.previous || undefined, deps);
    const v = r.verdict;
    if (v?.state !== "answered" || !v.picked.length) continue;
    count.answered++;
    const right = q.expect.answerable !== false && v.picked.some((p) => fragmentMatches(r.fragments[p.fragment]!, q.expect));
    const wrong = v.picked.filter((p) => !fragmentMatches(r.fragments[p.fragment]!, q.expect));
    if (right && !wrong.length) { count.right++; continue; }
    const s = salienceOf(q.question, q.previous || undefined, kb.lexical as any, 1);
    if (!s) { count.d3++; continue; }
    // What the wrong sentences hold themselves, and what they hold with their headings and the sentence before.
    const own = evidenceTerms(wrong.map((p) => p.text).join(" "));
    const around = evidenceTerms(wrong.map((p) => { const f = r.fragments[p.fragment]!; return `${f.headingPath.join(" ")} ${f.text}`; }).join(" "));
    const asked = [...new Set([s.anchor, ...(s.things ?? []).map((g) => g[g.length - 1]!)])].filter((i) => i >= 0 && !s.words[i]!.context && !s.words[i]!.unseen);
    const notOwn = asked.filter((i) => route(s.words[i]!, own) === "-");
    const loose = asked.filter((i) => ["~", "#", "+"].includes(route(s.words[i]!, own)));
    // The expected section's best sentence among the passages retrieved, against the picked ones.
    const share = (t: string) => coverage(s, evidenceTerms(t), true).share;
    const pickedShare = Math.max(...wrong.map((p) => share(p.text)));
    const expected = r.fragments.filter((f) => q.expect.answerable !== false && fragmentMatches(f, q.expect));
    const better = expected.flatMap((f) => sentences(f.text)).some((t) => share(t) > pickedShare + 1e-9);
    // «Other» is told apart by why the words met do not make the answer: (d1) a word of the message was left out as phrasing
    // (Salience.dropped, Salience.unknown); (d2) a word of its own the evidence does not hold was outweighed by the share;
    // (d3) the wrong section holds every word of the message, said of another matter.
    const unheld = s.words.some((w) => !w.context && w.weight >= 0.3 && route(w, around) === "-");
    const other = (s.dropped ?? 0) + (s.unknown ?? 0) > 0 ? "d1" : unheld ? "d2" : "d3";
    const cls = notOwn.length && asked.some((i) => route(s.words[i]!, around) !== "-") ? "a" : loose.length ? "b" : better ? "c" : notOwn.length ? "a" : other;
    count[cls]++;
    if (blind) continue;
    console.log(`\n## ${q.id} [${cls}] ${q.expect.answerable === false ? "(unanswerable) " : ""}${q.previous ? `(after «${q.previous}») ` : ""}${q.question}  → ${q.expect.section ?? q.expect.doc ?? "-"}`);
    console.log("  " + s.words.map((w, i) => `${w.word}${i === s.anchor ? "*" : ""}:${w.weight.toFixed(2)}${w.context ? "c" : ""}${route(w, own)}`).join(" "));
    for (const p of wrong) console.log(`  > [${r.fragments[p.fragment]!.headingPath.join(" › ")}] ${p.text.slice(0, 200)}`);
    if (better) console.log(`  expected section holds a better-covering sentence`);
  }
  for (const [k, n] of Object.entries(count)) totals[k] = (totals[k] ?? 0) + n;
  console.log(`# ${blind ? "(blind) " : ""}${blind ? "" : basename(dir)}: ${JSON.stringify(count)}`);
}
console.log(`# total: ${JSON.stringify(totals)}`);
process.exit(0);
