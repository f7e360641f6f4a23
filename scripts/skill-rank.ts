// Diagnostic (issue 16, ranking): how often the shortlist ranks a request's expected skill first, in the first three and in
// the fifteen, per seen set, whatever the gate then decides. Why apart from skill-recall.ts (the gate's misses) and
// skill-sweep.ts (the gate's thresholds): a change to the ranking moves every gate decision at once, so its own quality is
// read first. Session 45: 388/450/520 of 544; adding 0.02·support to the score ranks 407/472/522 but the gate, tuned on the
// shipped scores, then enters 46 wrong skills instead of 36 (see DEFAULT_GATE's note). Blind sets are refused before reading.
// bun scripts/skill-rank.ts [set…]
import { createRouteDeps } from "../src/wiring.ts";
import { readPilotSet } from "../src/evaluation/pilot-set.ts";
import { BLIND } from "./blind-sets";

const SEEN = "agency,arch,clinic,construction,dairy,dev,fintech,lawfirm,logistics,retail,skills-bank,skills-cinema,skills-hospital,skills-logistics,skills-media,skills-plant,skills-salon,skills-theatre,skills-univ";
const asked = process.argv.slice(2);
const sets = (asked.length ? asked : SEEN.split(",")).filter((name) => !BLIND.test(name) || (console.error(`skip blind ${name}`), false));
const total = [0, 0, 0, 0];
const rows: string[] = [];
for (const name of sets) {
  const set = await readPilotSet(`tests/fixtures/pilot/${name}`);
  const deps = await createRouteDeps({ chat: null, companySkillsDir: set.skillsDir });
  const t = [0, 0, 0, 0];
  for (const c of set.skills as { message: string; expect: { skill?: string | null } }[]) {
    const want = c.expect.skill;
    if (!want) continue;
    const rank = (await deps.skills.shortlist(c.message)).candidates.findIndex((x) => x.skill.id === want) + 1;
    t[0]++;
    if (rank === 1) t[1]++;
    if (rank && rank <= 3) t[2]++;
    if (rank) t[3]++;
  }
  rows.push(`${name}\t${t[1]}\t${t[2]}\t${t[3]}\t${t[0]}`);
  t.forEach((v, i) => (total[i] += v));
}
console.log(["set\ttop1\ttop3\ttop15\tcases", ...rows, `all\t${total[1]}\t${total[2]}\t${total[3]}\t${total[0]}`].join("\n"));
