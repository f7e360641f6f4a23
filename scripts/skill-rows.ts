// Diagnostic: one JSON row per skill request of a pilot set (expected, gate, shortlist figures), for sweeps.
// bun scripts/skill-rows.ts tests/fixtures/pilot/skills-salon > rows.jsonl
import { createRouteDeps } from "../src/wiring.ts";
import { readPilotSet } from "../src/evaluation/pilot-set.ts";
import { chooseSkill } from "../src/skills/select.ts";
import { routeMessage } from "../src/conversation/route.ts";
import { routingCase } from "../src/routing/routing-set.ts";
const set = await readPilotSet(process.argv[2]);
const deps = await createRouteDeps({ chat: null, companySkillsDir: set.skillsDir });
for (const c of set.skills as { id: string; message: string; expect: { skill?: string | null; clarify?: boolean } }[]) {
  const sl = await deps.skills.shortlist(c.message);
  const ch = chooseSkill(sl, deps.gate ?? {});
  const auto = sl.candidates.filter((x) => x.skill.autoSwitch);
  const d = await routeMessage(routingCase({ message: c.message }, 0).input, deps);
  const chat = d.outcome === "skill" ? d.skill ?? "none" : d.outcome === "clarify" ? "clarify" : "none";
  const expected = c.expect.clarify ? "clarify" : c.expect.skill ?? "none";
  console.log(JSON.stringify({
    set: process.argv[2].split("/").pop(), id: c.id, expected, chat, why: d.reasons.slice(-3).join(" / "), gate: ch.kind === "skill" ? ch.skill.id : ch.kind,
    rank: auto.findIndex((x) => x.skill.id === expected) + 1, words: sl.words, work: sl.asksForWork, spread: +sl.spread.toFixed(2), bunched: sl.bunched,
    top: auto.slice(0, 4).map((x) => ({ id: x.skill.id, s: +x.score.toFixed(3), n: x.named ?? [], e: x.evidence === undefined ? null : +x.evidence.toFixed(2), sup: x.support === undefined ? null : +x.support.toFixed(2), src: x.skill.source })),
  }));
}
