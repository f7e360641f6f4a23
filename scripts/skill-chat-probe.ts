// Diagnostic: a pilot set's skill requests through the chat's own turn (documents ingested, as `bun run eval` does),
// printing each decision's reasons. bun scripts/skill-chat-probe.ts tests/fixtures/pilot/skills-cinema s07 s09
import { createDb } from "../src/db/index.ts";
import { createKnowledgeBase } from "../src/retrieval/knowledge-base.ts";
import { readPilotSet } from "../src/evaluation/pilot-set.ts";
import { createChatRoad } from "../src/evaluation/chat-road.ts";
import { createRouteDeps } from "../src/wiring.ts";
import { createHashEmbedder } from "../src/models/embedded/embedder.ts";
import { tuningFor } from "../src/retrieval/floors.ts";
const [dir, ...ids] = process.argv.slice(2);
const set = await readPilotSet(dir);
const embedder = createHashEmbedder();
const t = tuningFor(embedder);
const db = createDb(":memory:");
const kb = createKnowledgeBase({ db, embedder, stateDir: null, headingTrick: true, maxChars: 700, hybrid: t.hybrid });
for (const d of set.docs) await kb.ingest(d.name, new Uint8Array(await Bun.file(d.path).arrayBuffer()));
const routing = await createRouteDeps({ chat: null, companySkillsDir: set.skillsDir });
const road = createChatRoad({ db, kb, routing, face: "embedded", answer: { chat: null, floor: t.floor, confident: t.confident } });
for (const c of (set.skills as { id: string; message: string; expect: { skill?: string | null; clarify?: boolean } }[]).filter((c) => ids.length === 0 || ids.includes(c.id))) {
  const d = (await road.ask(c.message)).decision;
  const got = d?.outcome === "skill" ? d.skill ?? "none" : d?.outcome === "clarify" ? "clarify" : "none";
  const expected = c.expect.clarify ? "clarify" : c.expect.skill ?? "none";
  console.log(`\n## ${c.id} ${got === expected ? "ok" : "MISS"} expect ${expected} got ${got} (${d?.outcome}) | ${c.message}\n  ${(d?.reasons ?? []).join("\n  ")}`);
}
road.close();
