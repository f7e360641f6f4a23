// Diagnostic (issue 16, the gate): for every request of the given seen skills sets, the gate's choice beside what the set
// expects, and the evidence the gate reads of retrieval's first two (score, ratio, head's named words and evidence, support and
// its lead over the other fourteen). Rows: want, got, top, … — so the rank-1 misses can be told from the requests that must
// enter no skill. Blind sets are refused before anything is read.
// bun scripts/skill-gate.ts skills-bank dev … > /tmp/gate.tsv
import { createRouteDeps } from "../src/wiring.ts";
import { readPilotSet } from "../src/evaluation/pilot-set.ts";
import { chooseSkill } from "../src/skills/select.ts";
import { BLIND } from "./blind-sets";
const f = (x: number | undefined) => (x ?? 0).toFixed(3);
console.log(["set", "id", "want", "got", "top", "score", "ratio", "named", "ev", "sup", "supLead", "second", "sEv", "sSup", "words", "work", "cmd", "asksFor", "help", "bunched", "en", "reason", "msg"].join("\t"));
for (const name of process.argv.slice(2)) {
  if (BLIND.test(name)) { console.error(`skip blind ${name}`); continue; }
  const set = await readPilotSet(`tests/fixtures/pilot/${name}`);
  const deps = await createRouteDeps({ chat: null, companySkillsDir: set.skillsDir });
  for (const c of set.skills as { id: string; message: string; expect: { skill?: string | null; clarify?: boolean } }[]) {
    const want = c.expect.clarify ? "clarify" : c.expect.skill ?? "none";
    const sl = await deps.skills.shortlist(c.message);
    const ch = chooseSkill(sl, deps.gate ?? {});
    const auto = sl.candidates.filter((x) => x.skill.autoSwitch);
    const [t, s] = auto;
    const lead = (t?.support ?? 0) - Math.max(0, ...auto.slice(1, 15).map((x) => x.support ?? 0));
    console.log([name, c.id, want, ch.kind === "skill" ? ch.skill.id : ch.kind, t?.skill.id, f(t?.score), ((t?.score ?? 0) / (s?.score || 1e-9)).toFixed(2), (t?.named ?? []).join(","), f(t?.evidence), f(t?.support), f(lead),
      s?.skill.id, f(s?.evidence), f(s?.support), sl.words, +!!sl.asksForWork, +!!sl.commands, sl.asksFor ?? "", +!!sl.asksForHelp, +!!sl.bunched, +!!sl.english, ch.kind === "none" ? ch.reason.slice(0, 60) : "", c.message.slice(0, 90)].join("\t"));
  }
}
