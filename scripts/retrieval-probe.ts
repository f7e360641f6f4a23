// Diagnostic: per answerable question of a pilot set, the top fragments the documents' search returns (* marks the
// expected section, with the vector and lexical sides of each score) and the chat's answer, to tell a retrieval miss
// from a wrong sentence picked or a hedge. bun scripts/retrieval-probe.ts tests/fixtures/pilot/warehouse [id…] [--failed]
// [--without doc.md] (leave one document out, as the leave-one-out evaluation does).
import { createDb } from "../src/db/index.ts";
import { createKnowledgeBase } from "../src/retrieval/knowledge-base.ts";
import { readPilotSet } from "../src/evaluation/pilot-set.ts";
import { createChatRoad } from "../src/evaluation/chat-road.ts";
import { scoreChatCase } from "../src/evaluation/chat-score.ts";
import { fragmentMatches } from "../src/evaluation/rag.ts";
import { createRouteDeps } from "../src/wiring.ts";
import { createHashEmbedder } from "../src/models/embedded/embedder.ts";
import { EMBEDDED_TUNING } from "../src/retrieval/floors.ts";

const [dir, ...args] = process.argv.slice(2);
// --without <doc>: leave one document out, as the leave-one-out evaluation does.
const without = args.includes("--without") ? args[args.indexOf("--without") + 1] : null;
const ids = args.filter((a, i) => a !== "--without" && args[i - 1] !== "--without");
const set = await readPilotSet(dir);
if (without) set.docs = set.docs.filter((d) => d.name !== without);
const db = createDb(":memory:");
const embedder = createHashEmbedder();
const kb = createKnowledgeBase({ db, embedder, stateDir: null, headingTrick: true, maxChars: 700, hybrid: EMBEDDED_TUNING.hybrid });
for (const d of set.docs) await kb.ingest(d.name, new Uint8Array(await Bun.file(d.path).arrayBuffer()));
const road = createChatRoad({ db, kb, routing: await createRouteDeps({ chat: null, companySkillsDir: set.skillsDir }), face: "embedded", answer: { chat: null, floor: EMBEDDED_TUNING.floor, confident: EMBEDDED_TUNING.confident } });
const onlyFailed = ids.includes("--failed");
for (const q of set.questions) {
  if (ids.filter((i) => i !== "--failed").length && !ids.includes(q.id)) continue;
  if (!q.expect.answerable && !ids.includes(q.id)) continue;
  const c = scoreChatCase(q, await road.ask(q.question, q.previous || undefined));
  if (onlyFailed && c.verdict === "pass") continue;
  const hits = await kb.search(q.question, { k: 8, previous: q.previous || undefined });
  const rank = hits.findIndex((h) => fragmentMatches(h, q.expect));
  console.log(`\n### ${q.id} ${c.verdict} [${c.state}] ${q.question}${q.previous ? ` (after: ${q.previous})` : ""}  expect ${q.expect.doc} § ${q.expect.section} ${JSON.stringify(q.expect.facts)} rank=${rank}`);
  for (const h of hits) console.log(`  ${fragmentMatches(h, q.expect) ? "*" : " "} ${h.score.toFixed(3)} v${h.vectorScore?.toFixed(2)} l${h.lexicalScore?.toFixed(2)} ${h.docName} § ${h.headingPath.join(" › ")} | ${h.text.slice(0, 90).replace(/\n/g, " ")}`);
  console.log(`  → ${c.answer.slice(0, 400).replace(/\n/g, " ⏎ ")}`);
  if (c.why.length) console.log(`  why: ${c.why.join("; ")}`);
}
road.close();
