// Diagnostic (issue 16, session 44): how clearly retrieval's first leads the other fourteen on each of its two signals apart —
// the request's cosine and its BM25 — for every request of the given seen skills sets, beside what the chat's routing does now.
// One TSV row per request: set, id, expected, routed, first, vector lead, lexical lead (first ÷ best other), named, evidence, words.
// bun scripts/skill-lead.ts skills-media skills-theatre …   (blind sets are refused before anything is read)
import { createRouteDeps } from "../src/wiring.ts";
import { readPilotSet } from "../src/evaluation/pilot-set.ts";
import { routeMessage } from "../src/conversation/route.ts";
import { routingCase } from "../src/routing/routing-set.ts";
import { BLIND } from "./blind-sets";
const lead = (first: number, others: number[]) => (first <= 0 ? 0 : first / Math.max(1e-6, ...others));
for (const name of process.argv.slice(2)) {
  if (BLIND.test(name)) { console.error(`skip blind ${name}`); continue; }
  const set = await readPilotSet(`tests/fixtures/pilot/${name}`);
  const deps = await createRouteDeps({ chat: null, companySkillsDir: set.skillsDir });
  for (const c of set.skills as { id: string; message: string; expect: { skill?: string | null; clarify?: boolean } }[]) {
    const want = c.expect.clarify ? "clarify" : c.expect.skill ?? "none";
    const d = await routeMessage(routingCase({ message: c.message }, 0).input, deps);
    const got = d.outcome === "skill" ? d.skill ?? "none" : d.outcome === "clarify" ? "clarify" : "none";
    const sl = await deps.skills.shortlist(c.message);
    const auto = sl.candidates.filter((x) => x.skill.autoSwitch).slice(0, 15);
    const [top, ...rest] = auto;
    if (!top) continue;
    console.log([name, c.id, want, got, top.skill.id, lead(top.vector ?? 0, rest.map((x) => x.vector ?? 0)).toFixed(2), lead(top.lexical ?? 0, rest.map((x) => x.lexical ?? 0)).toFixed(2),
      top.score.toFixed(3), (top.named ?? []).join(","), (top.evidence ?? 0).toFixed(2), sl.words, sl.english ? "en" : "ru", sl.asksForWork || sl.commands || !!sl.asksFor ? "work" : "-"].join("\t"));
  }
}
