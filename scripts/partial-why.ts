// Diagnostic: why answerable questions are hedged («partial») though the passage shown holds every expected fact, and what
// keeps the leave-one-out questions unanswered. Runs a pilot set through the chat as eval does (chat-road.ts): each answerable
// question, then each again with its own document out, and reads the answerability conditions the verdict failed
// (Verdict.unmet, recorded in the turn's decision as evidence). Prints per condition how many cases it blocks ALONE — the one
// condition unmet: relaxing it would turn those answerable partials into answers, and those leave-one-out partials too.
//   bun scripts/partial-why.ts tests/fixtures/pilot/<set>… [--json out.json]
// A blind set (heldout-*, the skills sets kept blind) prints totals only, never a question.
import { basename } from "node:path";
import { createDb } from "../src/db/index.ts";
import { createKnowledgeBase } from "../src/retrieval/knowledge-base.ts";
import { createHashEmbedder } from "../src/models/embedded/embedder.ts";
import { tuningFor } from "../src/retrieval/floors.ts";
import { readPilotSet } from "../src/evaluation/pilot-set.ts";
import { createChatRoad } from "../src/evaluation/chat-road.ts";
import { createRouteDeps } from "../src/wiring.ts";
import { answerStateOf } from "../src/answering/state.ts";
import { hasFact } from "../src/evaluation/rag.ts";
import { salienceOf } from "../src/answering/salience.ts";
import type { LexicalIndex } from "../src/retrieval/lexical.ts";

const BLIND = /^(heldout-.*|skills-(events|publishing|nursery|cleaning|fuel|bookshop|construction|solar))$/;
const args = process.argv.slice(2);
const jsonAt = args.indexOf("--json");
const out = jsonAt >= 0 ? args.splice(jsonAt, 2)[1] : null;

interface Row { set: string; id: string; kind: "answerable" | "loo" | "unanswerable"; state: string; allFacts: boolean; unmet: string[] | null; coverage: number | null; missing: number; unseenMissing: number; figure: string | null; text?: string }
const rows: Row[] = [];

for (const dir of args) {
  const name = basename(dir.replace(/\/$/, ""));
  const blind = BLIND.test(name);
  const set = await readPilotSet(dir);
  const embedder = createHashEmbedder();
  const tuning = tuningFor(embedder);
  const db = createDb(":memory:");
  const kb = createKnowledgeBase({ db, embedder, stateDir: null, headingTrick: true, maxChars: 700, hybrid: tuning.hybrid });
  for (const d of set.docs) await kb.ingest(d.name, new Uint8Array(await Bun.file(d.path).arrayBuffer())).catch(() => {});
  const routing = await createRouteDeps({ chat: null, companySkillsDir: set.skillsDir });
  const road = createChatRoad({ db, kb, routing, face: "embedded", answer: { chat: null, floor: tuning.floor, confident: tuning.confident } });
  // The turn's decision records the answer's evidence (conversation.ts), the verdict's unmet conditions with it.
  const unmetOfLast = () => {
    const r = db.query("SELECT results FROM decisions ORDER BY id DESC LIMIT 1").get() as { results: string | null } | null;
    return r?.results ? (JSON.parse(r.results).evidence as { unmet?: string[]; coverage: number | null; missing: string[] } | undefined) ?? null : null;
  };
  const ask = async (q: (typeof set.questions)[number], kind: Row["kind"]) => {
    const a = await road.ask(q.question, q.previous || undefined);
    const state = a.error ? "error" : answerStateOf(a.shown);
    const facts = q.expect.facts ?? [];
    const ev = unmetOfLast();
    // The words no document holds (weighed 1 in the share) among those the evidence left unheld.
    const s = salienceOf(q.question, q.previous || undefined, kb.lexical as LexicalIndex, 1);
    const unseen = new Set((s?.words ?? []).filter((w) => w.unseen).map((w) => w.shown ?? w.word));
    rows.push({ set: name, id: q.id, kind, state, allFacts: facts.every((f) => hasFact(a.shown, f)), unmet: ev ? ev.unmet ?? [] : null,
      coverage: ev?.coverage ?? null, missing: ev?.missing.length ?? 0, unseenMissing: (ev?.missing ?? []).filter((w) => unseen.has(w)).length, figure: s?.wantsFigure ?? null,
      ...(blind ? {} : { text: `${q.previous ? `(после «${q.previous}») ` : ""}${q.question}` }) });
  };
  try {
    const answerable = set.questions.filter((q) => q.expect.answerable);
    for (const q of answerable) await ask(q, "answerable");
    // The questions no document answers, so a relaxed condition is seen to keep refusing them.
    for (const q of set.questions.filter((q) => !q.expect.answerable)) await ask(q, "unanswerable");
    for (const doc of new Set(answerable.map((q) => q.expect.doc).filter((d): d is string => !!d))) {
      const info = kb.store.byName(doc);
      const file = set.docs.find((d) => d.name === doc);
      if (!info || !file) continue;
      await kb.remove(info.id);
      try {
        for (const q of answerable.filter((q) => q.expect.doc === doc)) await ask(q, "loo");
      } finally {
        await kb.ingest(doc, new Uint8Array(await Bun.file(file.path).arrayBuffer()));
      }
    }
  } finally {
    road.close();
  }
  process.stderr.write(`${name} done\n`);
}

// Per condition: answerable partials holding every fact it blocks alone, leave-one-out partials it blocks alone (each would
// become an answer, a loss there), and how many of each it is among the unmet of.
const hedged = rows.filter((r) => r.kind === "answerable" && r.state === "partial" && r.allFacts);
const looPartial = rows.filter((r) => r.kind === "loo" && r.state === "partial");
// A condition's parts («asked:unseen») tell which part failed; «alone» counts the conditions themselves.
const named = (r: Row) => (r.unmet === null ? ["(no verdict)"] : r.unmet.length ? r.unmet.filter((n) => !n.includes(":")) : ["(demoted after judge)"]);
const partsOf = (r: Row) => (r.unmet ?? []).filter((n) => n.includes(":"));
const names = [...new Set([...hedged, ...looPartial].flatMap((r) => [...named(r), ...partsOf(r)]))].sort();
console.log(`answerable answered ${rows.filter((r) => r.kind === "answerable" && r.state === "answered" && r.allFacts).length}, unanswerable answered ${rows.filter((r) => r.kind === "unanswerable" && r.state === "answered").length}`);
console.log(`answerable partials with every fact: ${hedged.length}; leave-one-out: ${rows.filter((r) => r.kind === "loo").length}, partial ${looPartial.length}, answered ${rows.filter((r) => r.kind === "loo" && r.state === "answered").length}`);
console.log("condition".padEnd(24) + "hedged-alone hedged-any loo-alone loo-any");
for (const n of names) {
  const alone = (rs: Row[]) => rs.filter((r) => named(r).length === 1 && (named(r)[0] === n || partsOf(r).includes(n))).length;
  const any = (rs: Row[]) => rs.filter((r) => named(r).includes(n) || partsOf(r).includes(n)).length;
  console.log(`${n.padEnd(24)}${String(alone(hedged)).padStart(12)} ${String(any(hedged)).padStart(10)} ${String(alone(looPartial)).padStart(9)} ${String(any(looPartial)).padStart(7)}`);
}
// The seen sets' cases, one a line (blind sets carry no text).
for (const r of [...hedged, ...looPartial]) if (r.text) console.log(`${r.kind === "loo" ? "loo   " : "hedged"} ${r.set} ${r.id} [${(r.unmet ?? []).join(",")}] ${r.text}`);
if (out) await Bun.write(out, JSON.stringify(rows, null, 1));
process.exit(0);
