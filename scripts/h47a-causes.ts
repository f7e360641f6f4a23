// Diagnostic (h47a): for each answerable case of a SEEN pilot set the documents answerer hedges or refuses, the words of the
// question the chosen sentences leave unheld, each with its weight, a part-of-speech guess, whether no document holds it (u),
// and whether the expected section's passage holds it (S). bun scripts/h47a-causes.ts <set> [<set>…]
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createDb } from "../src/db/index.ts";
import { createKnowledgeBase } from "../src/retrieval/knowledge-base.ts";
import { createHashEmbedder } from "../src/models/embedded/embedder.ts";
import { tuningFor } from "../src/retrieval/floors.ts";
import { retrieve } from "../src/answering/answer.ts";
import { salienceOf, evidenceTerms, coverage } from "../src/answering/salience.ts";
import { looksLikeVerb } from "../src/text/verb-forms.ts";
import { isAdjective } from "../src/answering/narrowing.ts";

const SEEN = new Set(["bakery", "carservice", "dental", "dev", "furniture", "heldout-fitness", "heldout-insurance", "heldout-pharmacy", "heldout-print", "heldout-school", "heldout-transit", "hotel", "kodservice", "samples", "vet", "walk30", "walk31", "walk32", "walk33", "warehouse", "tune47a", "tune47b"]);
const emb = createHashEmbedder();
for (const set of process.argv.slice(2).filter((s) => SEEN.has(s))) {
  const dir = join("tests/fixtures/pilot", set, "docs");
  const kb = createKnowledgeBase({ db: createDb(":memory:"), embedder: emb, stateDir: null, headingTrick: true, maxChars: 700, hybrid: tuningFor(emb).hybrid });
  for (const f of (readdirSync(dir, { recursive: true }) as string[]).filter((f) => statSync(join(dir, f)).isFile())) await kb.ingest(f, new Uint8Array(await Bun.file(join(dir, f)).arrayBuffer()));
  const cases = readFileSync(join("tests/fixtures/pilot", set, "questions.jsonl"), "utf8").split("\n").filter((l) => l.trim().startsWith("{")).map((l) => JSON.parse(l));
  for (const c of cases.filter((c) => c.expect.answerable && ["direct", "followup"].includes(c.kind))) {
    const r = await retrieve(c.question, c.previous || undefined, { kb, chat: null, floor: tuningFor(emb).floor, confident: tuningFor(emb).confident, contact: () => null } as any);
    const v = r.verdict;
    if (!v || v.state === "answered") continue;
    const s = salienceOf(c.question, c.previous || undefined, kb.lexical as any, 1);
    if (!s) continue;
    const ev = evidenceTerms(v.picked.map((p) => `${p.text} ${r.fragments[p.fragment].headingPath.join(" ")}`).join(" "));
    const sec = r.fragments.filter((f) => f.docName.endsWith(c.expect.doc ?? "\u0000") && f.headingPath.join(" ").includes(c.expect.section ?? "\u0000"));
    const secTerms = evidenceTerms(sec.map((f) => `${f.text} ${f.headingPath.join(" ")}`).join(" "));
    const cov = coverage(s, ev).covered;
    const secCov = coverage(s, secTerms).covered;
    const pos = (w: string) => (/^\d/.test(w) ? "num" : looksLikeVerb(w) ? "verb" : isAdjective(w) ? "adj" : "noun");
    const un = s.words.map((w, i) => ({ w, i })).filter(({ w, i }) => !cov[i] && !w.context)
      .map(({ w, i }) => `${w.word}:${w.weight.toFixed(2)}:${pos(w.word)}${w.unseen ? ":u" : ""}${sec.length && secCov[i] ? ":S" : ""}`);
    console.log(`${set}\t${c.id}\t${v.state}\tcov=${v.coverage}\tanchor=${v.anchor}/${v.anchorCovered}\tsecFound=${sec.length > 0}\t${un.join(" ")}`);
  }
}
