// Diagnostic (issue 16, recall): for each request of the given skills sets whose skill the chat's gate misses, the right
// skill's rank in the shortlist (k=15) and in the whole ranking, its score and support, and the request words its head
// and its whole text meet. Blind sets are refused before anything is read.
// bun scripts/skill-recall.ts skills-bank skills-cinema …
import { createRouteDeps } from "../src/wiring.ts";
import { readPilotSet } from "../src/evaluation/pilot-set.ts";
import { chooseSkill, supported, DEFAULT_GATE } from "../src/skills/select.ts";
import { requestWordKeys, wordsNamed, headKeys, bodyKeys } from "../src/skills/represent.ts";
import { BLIND } from "./blind-sets";
const all = process.argv.includes("--all");
const sets = process.argv.slice(2).filter((s) => !s.startsWith("--"));
const hist: Record<string, number> = {};
for (const name of sets) {
  if (BLIND.test(name)) { console.log(`skip blind ${name}`); continue; }
  const set = await readPilotSet(`tests/fixtures/pilot/${name}`);
  const deps = await createRouteDeps({ chat: null, companySkillsDir: set.skillsDir });
  for (const c of set.skills as { id: string; message: string; expect: { skill?: string | null } }[]) {
    const want = c.expect.skill;
    if (process.argv.includes("--tsv")) {
      const sl0 = await deps.skills.shortlist(c.message);
      const ch0 = chooseSkill(sl0, deps.gate ?? {});
      const top = [...sl0.candidates.slice(0, 15)].sort((a, b) => (b.support ?? 0) - (a.support ?? 0));
      const i = sl0.candidates.indexOf(top[0]!) + 1;
      console.log(["T", name, c.id, (c.expect as { clarify?: boolean }).clarify ? "clarify" : (want ?? "none"), ch0.kind === "skill" ? ch0.skill.id : ch0.kind, top[0]?.skill.id, (top[0]?.support ?? 0).toFixed(2), ((top[0]?.support ?? 0) - (top[1]?.support ?? 0)).toFixed(2), i, top[0]?.score.toFixed(3), sl0.words].join("\t"));
      continue;
    }
    if (!want) continue;
    const sl = await deps.skills.shortlist(c.message);
    const ch = chooseSkill(sl, deps.gate ?? {});
    const got = ch.kind === "skill" ? ch.skill.id : ch.kind;
    if (process.argv.includes("--ranks")) {
      const r = sl.candidates.findIndex((x) => x.skill.id === want) + 1;
      const b = r === 1 ? "1" : r && r <= 3 ? "2-3" : r ? "4-15" : "out";
      hist[b] = (hist[b] ?? 0) + 1;
      hist[got === want ? "right" : "wrong"] = (hist[got === want ? "right" : "wrong"] ?? 0) + 1;
      continue;
    }
    if (got === want && !all) continue;
    const wide = await deps.skills.shortlist(c.message, 200);
    const r15 = sl.candidates.findIndex((x) => x.skill.id === want) + 1;
    const rAll = wide.candidates.findIndex((x) => x.skill.id === want) + 1;
    const bucket = r15 === 1 ? "1" : r15 >= 2 && r15 <= 3 ? "2-3" : r15 ? "4-15" : "out";
    hist[bucket] = (hist[bucket] ?? 0) + 1;
    const skill = deps.skills.get(want)!;
    const bySup = [...sl.candidates.slice(0, 15)].sort((a, b) => (b.support ?? 0) - (a.support ?? 0));
    const supRank = bySup.findIndex((x) => x.skill.id === want) + 1;
    const next = bySup.find((x) => x.skill.id !== want);
    const backed = supported(sl.candidates.filter((c) => c.skill.autoSwitch), { ...DEFAULT_GATE, ...(deps.gate ?? {}) })?.skill.id;
    console.log(`  supRank=${supRank || "-"} lead=${((sl.candidates.find((x) => x.skill.id === want)?.support ?? 0) - (next?.support ?? 0)).toFixed(2)} backed=${backed ?? "-"}`);
    const asked = requestWordKeys(c.message);
    const inBody = wordsNamed(asked, bodyKeys(skill));
    const inHead = wordsNamed(asked, headKeys(skill));
    const w = wide.candidates[rAll - 1];
    console.log(`\n## ${name} ${c.id} got=${got} want=${want} rank15=${r15 || "-"} rankAll=${rAll || "-"} score=${w?.score.toFixed(3)} sup=${w?.support?.toFixed(2) ?? "?"}`);
    console.log(`  ${c.message}`);
    console.log(`  head: ${inHead.join(",")} | body: ${inBody.join(",")} | unmet: ${asked.map((a) => a.word).filter((x) => !inBody.includes(x)).join(",")}`);
    console.log(`  top: ${sl.candidates.slice(0, 4).map((x) => `${x.skill.id} ${x.score.toFixed(3)} s${(x.support ?? 0).toFixed(2)} [${x.named?.join(",") ?? ""}]`).join(" | ")}`);
  }
}
console.log("\nmissed by rank15:", JSON.stringify(hist));
