// Diagnostic: routes a pilot set's skill requests as the chat does and prints each decision's reasons.
// bun scripts/skill-probe.ts tests/fixtures/pilot/agency s12 s15
import { createRouteDeps } from "../src/wiring.ts";
import { routeMessage } from "../src/conversation/route.ts";
import { routingCase } from "../src/routing/routing-set.ts";
import { readPilotSet } from "../src/evaluation/pilot-set.ts";
import { chooseSkill } from "../src/skills/select.ts";
const [dir, ...ids] = process.argv.slice(2);
const set = await readPilotSet(dir);
const deps = await createRouteDeps({ chat: null, companySkillsDir: set.skillsDir });
for (const c of (set.skills as { id: string; message: string; expect: unknown }[]).filter((c) => ids.length === 0 || ids.includes(c.id))) {
  const d = await routeMessage(routingCase({ message: c.message }, 0).input, deps);
  const sl = await deps.skills.shortlist(c.message);
  const ch = chooseSkill(sl, deps.gate ?? {});
  console.log(`  top: ${sl.candidates.slice(0, 4).map((x) => `${x.skill.id}(${x.skill.source}) ${x.score.toFixed(3)} [${x.named?.join(",") ?? ""}]`).join(" | ")}\n  choice: ${ch.kind} ${"skill" in ch ? ch.skill.id : ""} ${"score" in ch ? ch.score.toFixed(3) : ""}`);
  console.log("  cues:", JSON.stringify(d.cues));
  console.log(`\n## ${c.id} ${c.message}\nexpect ${JSON.stringify(c.expect)} → ${d.outcome} ${d.skill ?? ""} ${d.tools.map((t) => t.name).join(",")}\n  ${d.reasons.join("\n  ")}`);
}
