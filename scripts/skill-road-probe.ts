// Diagnostic: a pilot set's skill requests through the chat's own turn (documents ingested, as `bun run eval` does, without the
// document questions), printing each wrong case's decision reasons beside the gate's choice and top scores.
// bun scripts/skill-road-probe.ts tests/fixtures/pilot/dev [s20 s22]   (--all prints the right ones too)
import { createDb } from "../src/db/index.ts";
import { createKnowledgeBase } from "../src/retrieval/knowledge-base.ts";
import { createHashEmbedder } from "../src/models/embedded/embedder.ts";
import { tuningFor } from "../src/retrieval/floors.ts";
import { readPilotSet } from "../src/evaluation/pilot-set.ts";
import { createChatRoad } from "../src/evaluation/chat-road.ts";
import { createRouteDeps } from "../src/wiring.ts";
import { chooseSkill } from "../src/skills/select.ts";
const args = process.argv.slice(2);
const all = args.includes("--all");
const json = args.includes("--json");
const withQuestions = args.includes("--questions");
const flag = (name: string) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args.splice(i, 2)[1] : undefined; };
// --skills <dir>: another company's skills folder (everyday messages of one set against another company's library).
const skillsFrom = flag("skills");
const [dir, ...ids] = args.filter((a) => !a.startsWith("--"));
const set = await readPilotSet(dir);
const embedder = createHashEmbedder();
const db = createDb(":memory:");
const t = tuningFor(embedder);
const kb = createKnowledgeBase({ db, embedder, stateDir: null, headingTrick: true, maxChars: 700, hybrid: t.hybrid });
for (const d of set.docs) await kb.ingest(d.name, new Uint8Array(await Bun.file(d.path).arrayBuffer())).catch(() => {});
const routing = await createRouteDeps({ chat: null, companySkillsDir: skillsFrom ?? set.skillsDir });
const road = createChatRoad({ db, kb, routing, face: "embedded", answer: { chat: null, floor: t.floor, confident: t.confident } });
let right = 0, asked = 0, n = 0;
type Case = { id: string; message: string; expect: { skill?: string | null; clarify?: boolean } };
// --questions adds the set's document questions as everyday messages: no skill, no question between skills.
const questions: Case[] = withQuestions ? set.questions.map((q) => ({ id: `q:${q.id}`, message: q.question, expect: { skill: null } })) : [];
for (const c of [...(set.skills as Case[]), ...questions].filter((c) => !ids.length || ids.includes(c.id))) {
  const d = (await road.ask(c.message)).decision;
  const got = d?.outcome === "skill" ? d.skill ?? "none" : d?.outcome === "clarify" ? "clarify" : "none";
  const expected = c.expect.clarify ? "clarify" : c.expect.skill ?? "none";
  const sl = await routing.skills.shortlist(c.message);
  const ch = chooseSkill(sl, routing.gate ?? {});
  const gate = ch.kind === "skill" ? ch.skill.id : ch.kind;
  n++; if (got === expected) right++; if (got === "clarify") asked++;
  if (json) {
    const cand = sl.candidates.slice(0, 8).map((x) => ({ id: x.skill.id, src: x.skill.source, auto: x.skill.autoSwitch, score: +x.score.toFixed(4), ev: +(x.evidence ?? 0).toFixed(3), sup: +(x.support ?? 0).toFixed(3), named: x.named ?? [] }));
    console.log(JSON.stringify({ set: dir.split("/").pop() + (skillsFrom ? `@${skillsFrom.split("/").at(-2)}` : ""), id: c.id, message: c.message, expected, got, gate, words: sl.words, work: !!sl.asksForWork, cmd: !!sl.commands, asksFor: !!sl.asksFor, help: !!sl.asksForHelp, en: !!sl.english, spread: sl.spread, bunched: sl.bunched, cand, reasons: d?.reasons ?? [], cues: d?.cues, verbOnly: d?.verbOnly, standIn: d?.standIn, web: d?.webSearchSource ?? null, tools: d?.tools?.map((t) => t.name) ?? [] }));
    continue;
  }
  if (got === expected && !all) continue;
  console.log(`\n## ${c.id} ${got === expected ? "OK" : "XX"} exp=${expected} got=${got} gate=${gate}  words=${sl.words} work=${!!sl.asksForWork} cmd=${!!sl.commands} for=${!!sl.asksFor} help=${!!sl.asksForHelp} en=${!!sl.english}\n${c.message}`);
  console.log(`  top: ${sl.candidates.slice(0, 4).map((x) => `${x.skill.id}(${x.skill.source[0]}) ${x.score.toFixed(3)} ev=${(x.evidence ?? 0).toFixed(2)} sup=${(x.support ?? 0).toFixed(2)} [${x.named?.join(",") ?? ""}]`).join(" | ")}`);
  console.log(`  ${(d?.reasons ?? []).join("\n  ")}`);
}
if (!json) console.log(`\n${dir}: ${right}/${n} = ${(right / n).toFixed(3)} ask ${(asked / n).toFixed(3)}`);
road.close();
