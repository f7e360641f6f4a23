// Diagnostic (issue 14): answerable questions whose expected section was ranked FIRST and still got the hedged third state
// («partial»). Reads the cases from a measured run (/tmp/sw-<tag>-<set>.json), asks each again through retrieve() (the verdict
// the chat reads) and tells per case which salient words the chosen sentences left unmet, why each is salient, whether the
// sentence holding the expected fact was chosen, and whether the unmet word is met elsewhere in the expected section.
// Classes: (a) met by the section's heading or a sentence the answer does not quote; (b) a generic word (most documents hold
// it) or the person's situation retold, counted as salient; (c) a lexical gap: the section holds the word in no form;
// (d) the fact's sentence not chosen; (e) other (a condition failed with every word met).
//   bun scripts/first-hedged.ts <tag> <set>…      A blind set prints totals only, never a question.
import { createDb } from "../src/db/index.ts";
import { createKnowledgeBase } from "../src/retrieval/knowledge-base.ts";
import { createHashEmbedder } from "../src/models/embedded/embedder.ts";
import { tuningFor } from "../src/retrieval/floors.ts";
import { retrieve } from "../src/answering/answer.ts";
import { salienceOf, evidenceTerms, coverage } from "../src/answering/salience.ts";
import { sentences } from "../src/answering/extractive.ts";
import { readPilotSet } from "../src/evaluation/pilot-set.ts";
import { hasFact } from "../src/evaluation/rag.ts";
import { framingParty } from "../src/text/speech-acts.ts";
import type { LexicalIndex } from "../src/retrieval/lexical.ts";

const BLIND = /^(heldout-.*|skills-(events|publishing|nursery|cleaning|fuel|bookshop|construction|solar))$/;
const [tag, ...sets] = process.argv.slice(2);
const totals: Record<string, number> = {};
const reasons: Record<string, number> = {};
const conditions: Record<string, number> = {};
const count = (o: Record<string, number>, k: string) => (o[k] = (o[k] ?? 0) + 1);

for (const name of sets) {
  const blind = BLIND.test(name);
  const run = JSON.parse(await Bun.file(`/tmp/sw-${tag}-${name}.json`).text());
  const cases = run.rag.cases.filter((c: any) => c.expect.answerable && c.rank === 1 && c.state === "partial");
  if (!cases.length) continue;
  const set = await readPilotSet(`tests/fixtures/pilot/${name}`);
  const emb = createHashEmbedder();
  const tuning = tuningFor(emb);
  const kb = createKnowledgeBase({ db: createDb(":memory:"), embedder: emb, stateDir: null, headingTrick: true, maxChars: 700, hybrid: tuning.hybrid });
  for (const d of set.docs) await kb.ingest(d.name, new Uint8Array(await Bun.file(d.path).arrayBuffer())).catch(() => {});
  for (const c of cases) {
    const r = await retrieve(c.question, c.previous || undefined, { kb, chat: null, floor: tuning.floor, confident: tuning.confident, contact: () => null } as any);
    const v = r.verdict;
    const s = salienceOf(c.question, c.previous || undefined, kb.lexical as LexicalIndex, 1);
    if (!v || !s || v.state !== "partial") { count(totals, `x:not partial through retrieve (${v?.state ?? "none"})`); continue; }
    const picked = v.picked;
    const covered = coverage(s, evidenceTerms(picked.map((p) => `${p.text} ${r.fragments[p.fragment]!.headingPath.join(" ")}`).join(" "))).covered;
    const own = r.fragments.filter((f) => f.docName === c.expect.doc && f.headingPath.at(-1) === c.expect.section);
    const section = evidenceTerms(own.map((f) => `${f.text} ${f.headingPath.join(" ")}`).join(" "));
    const facts: string[] = c.expect.facts ?? [];
    const factSentences = own.flatMap((f) => sentences(f.text)).filter((t) => facts.some((x) => hasFact(t, x)));
    const chosen = picked.some((p) => facts.some((x) => hasFact(p.text, x)));
    const unmet = s.words.map((w, i) => ({ w, i })).filter(({ w, i }) => !covered[i] && !w.context);
    const why = (i: number) => {
      const w = s.words[i]!;
      return [i === s.anchor ? "anchor" : "", w.unseen ? "unseen" : "", (s.qualifiers ?? []).some(([a]) => a === i) ? "qualifier" : "", s.action === i ? "action" : "",
        /\d/.test(w.word) ? "number" : "", (s.things ?? []).some((g) => g.includes(i)) ? "thing" : "", w.weight < 0.5 ? "common" : "idf"].filter(Boolean).join("+");
    };
    for (const { i } of unmet) count(reasons, why(i));
    // The reflexive possessive («свой телефон»): a pronoun saying whose, counted as the thing asked.
    const metInSection = unmet.filter(({ w }) => w.terms.some((t) => section.has(t)));
    const situational = !!framingParty(c.question) || unmet.some(({ w }) => w.weight < 0.5) || (v.unmet ?? []).includes("anchorHeld:common");
    const cls = !chosen && factSentences.length ? "d" : unmet.length && metInSection.length === unmet.length ? "a"
      : situational ? "b" : unmet.length ? "c" : "e";
    count(totals, cls);
    if (unmet.some(({ w }) => /^сво(?:й|я|е|и|его|ей|ему|ю|им|их|ими|ем)$/.test(w.word))) count(totals, `own-pronoun:${cls}`);
    count(totals, `${cls}:${blind ? "blind" : "seen"}`);
    for (const u of v.unmet ?? []) count(conditions, `${cls}:${u}`);
    if ((v.unmet ?? []).length === 1 || ((v.unmet ?? []).length === 2 && (v.unmet ?? [])[1]!.startsWith((v.unmet ?? [])[0]!))) count(conditions, `${cls}:ONLY ${(v.unmet ?? []).join(",")}`);
    if (!blind) {
      console.log(`${name} ${c.id} (${cls}) ${c.previous ? `(после «${c.previous}») ` : ""}${c.question}`);
      console.log(`   unmet=${unmet.map(({ w, i }) => `${w.word}[${why(i)}${w.terms.some((t) => section.has(t)) ? ",in-section" : ""}]`).join(" ") || "-"} conditions=${(v.unmet ?? []).join(",")} factChosen=${chosen} factSentence=${factSentences.length}`);
    }
  }
}
console.log("classes:", JSON.stringify(totals));
console.log("conditions failed, by class:", JSON.stringify(Object.fromEntries(Object.entries(conditions).sort())));
console.log("why salient (unmet words):", JSON.stringify(reasons));
