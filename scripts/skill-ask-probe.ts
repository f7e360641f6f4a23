// Diagnostic (session 55): requests the chat's routing leaves with no skill, and their shortlist's first three — would a question
// between them offer the expected skill? Seen sets only (blind ones refused). bun scripts/skill-ask-probe.ts set1,set2 [--questions] > rows.jsonl
import { createRouteDeps } from "../src/wiring.ts";
import { readPilotSet } from "../src/evaluation/pilot-set.ts";
import { routeMessage } from "../src/conversation/route.ts";
import { routingCase } from "../src/routing/routing-set.ts";
import { BLIND } from "./blind-sets";
for (const name of process.argv[2].split(",").filter((n) => !BLIND.test(n))) {
  const s = await readPilotSet(`tests/fixtures/pilot/${name}`);
  const deps = await createRouteDeps({ chat: null, companySkillsDir: s.skillsDir });
  const cases = [
    ...(s.skills as { id: string; message: string; expect: { skill?: string | null; clarify?: boolean } }[]).map((c) => ({ id: c.id, message: c.message, expected: c.expect.clarify ? "clarify" : c.expect.skill ?? "none", q: false })),
    ...(process.argv.includes("--questions") ? s.questions.map((q) => ({ id: `q:${q.id}`, message: q.question, expected: "none", q: true })) : []),
  ];
  for (const c of cases) {
    const d = await routeMessage(routingCase({ message: c.message }, 0).input, deps);
    const got = d.outcome === "skill" ? d.skill ?? "none" : d.outcome === "clarify" ? "clarify" : "none";
    const sl = await deps.skills.shortlist(c.message);
    const cand = sl.candidates.slice(0, 3).map((x) => ({ id: x.skill.id, score: +x.score.toFixed(4), ev: +(x.evidence ?? 0).toFixed(3), sup: +(x.support ?? 0).toFixed(2), named: x.named ?? [] }));
    const rank = sl.candidates.findIndex((x) => x.skill.id === c.expected) + 1;
    console.log(JSON.stringify({ set: name, id: c.id, q: c.q, expected: c.expected, got, outcome: d.outcome, rank, words: sl.words, bunched: sl.bunched, spread: sl.spread, work: !!sl.asksForWork, asksFor: !!sl.asksFor, cmd: !!sl.commands, help: !!sl.asksForHelp, en: !!sl.english, cand }));
  }
}
