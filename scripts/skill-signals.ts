// Diagnostic (issue 16, point 3, ranking): how often each signal the shortlist computes, read alone or mixed, would rank a
// request's expected skill first over the whole library (not just the fifteen), per seen set. Why: before changing how a skill
// is represented or scored, see which signal already holds the ranking and which one loses it.
// Session 50 (h50b), twenty seen sets, 576 requests that expect a skill — expected skill first by:
//   the shipped score (0.7·cosine + 0.3·BM25) 402; cosine alone 331; BM25 alone 427; support alone 430 and score + 0.04·support 437 (support is
//   kept only for the score's fifteen); BM25·support 456. The hash cosine, which carries 0.7 of the score, is the weakest signal: it has no word rarity, and at
//   1024 dimensions a request's few words meet unrelated skills' words in shared buckets (16384 dims: cosine 331 → 370,
//   score 402 → 418). None of these rankings was kept: through the chat each entered more wrong skills (DEFAULT_GATE's
//   session-50 note), the gate's thresholds being calibrated on the shipped score's scale and noise.
// bun scripts/skill-signals.ts [set…]
import { createRouteDeps } from "../src/wiring.ts";
import { readPilotSet } from "../src/evaluation/pilot-set.ts";
import type { SkillCandidate } from "../src/skills/types.ts";
import { BLIND } from "./blind-sets";

const SEEN = "agency,arch,clinic,construction,dairy,dev,fintech,lawfirm,logistics,retail,skills-bank,skills-cinema,skills-hospital,skills-logistics,skills-media,skills-plant,skills-salon,skills-theatre,skills-univ,tune48s";
const SIGNALS: Record<string, (c: SkillCandidate) => number> = {
  score: (c) => c.score,
  cosine: (c) => c.vector ?? 0,
  bm25: (c) => c.lexical ?? 0,
  support: (c) => c.support ?? 0,
  "score+.04sup": (c) => c.score + 0.04 * (c.support ?? 0),
  "bm25·sup": (c) => (c.lexical ?? 0) * (c.support ?? 0),
};
const asked = process.argv.slice(2);
const sets = (asked.length ? asked : SEEN.split(",")).filter((name) => !BLIND.test(name) || (console.error(`skip blind ${name}`), false));
const names = Object.keys(SIGNALS);
const total: Record<string, number> = {};
let cases = 0;
const rows: string[] = [];
for (const name of sets) {
  const set = await readPilotSet(`tests/fixtures/pilot/${name}`);
  const deps = await createRouteDeps({ chat: null, companySkillsDir: set.skillsDir });
  const row: Record<string, number> = {};
  let n = 0;
  for (const c of set.skills as { message: string; expect: { skill?: string | null } }[]) {
    const want = c.expect.skill;
    if (!want) continue;
    n++;
    // k = 200: every skill of the library is scored and given its support (k is over the library's size).
    const all = (await deps.skills.shortlist(c.message, 200)).candidates;
    for (const s of names) if ([...all].sort((a, b) => SIGNALS[s](b) - SIGNALS[s](a))[0]?.skill.id === want) row[s] = (row[s] ?? 0) + 1;
  }
  cases += n;
  for (const s of names) total[s] = (total[s] ?? 0) + (row[s] ?? 0);
  rows.push([name, n, ...names.map((s) => row[s] ?? 0)].join("\t"));
}
console.log([["set", "cases", ...names].join("\t"), ...rows, ["all", cases, ...names.map((s) => total[s])].join("\t")].join("\n"));
