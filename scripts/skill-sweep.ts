// Sweep of the skill library's vector weight and the gate's thresholds through the chat's routing (routeMessage, the
// decision a new chat's turn starts from), over the tuning sets. Objective: the WORST set, scored as accuracy minus
// twice the distance of its ask rate from the 0.05–0.20 band (issue 16, point 3); ties go to the mean.
// bun scripts/skill-sweep.ts [--vw 0.3,0.5,0.7] [--rounds 2] [--sets agency,arch,…] [--start '{"floor":0.15}'] > table.tsv
// (--rounds 0 measures the start setting alone.) --sw / --rvw order the candidates by another signal whose places keep the
// shipped score (library.ts `supportWeight`, `rankVectorWeight`); --strict refuses any setting that loses a set a request.
// The nineteen seen sets take about 20 s a setting. Offline it reads routeMessage alone (no documents, no turn after it), so
// it counts 0–3 fewer right per set than the chat's evaluation (l50f: arch 29 to 32, salon 31/33, plant 35/37, univ 30/32,
// lawfirm 29/31; tune48s, media, theatre, clinic, agency, logistics equal): compare settings here, confirm in the chat.
import { createRouteDeps } from "../src/wiring.ts";
import { readPilotSet } from "../src/evaluation/pilot-set.ts";
import { routeMessage, type RouteDeps } from "../src/conversation/route.ts";
import { routingCase } from "../src/routing/routing-set.ts";
import { evaluateRouting } from "../src/routing/eval.ts";
import { createSkillLibrary } from "../src/skills/library.ts";
import { createHashEmbedder } from "../src/models/embedded/embedder.ts";
import { DEFAULT_GATE, type GateOptions } from "../src/skills/select.ts";
import { PLATFORM_SKILLS_DIR } from "../src/wiring.ts";
import { BLIND } from "./blind-sets";

const arg = (name: string, dflt: string) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : dflt; };
/** Sets never tuned on (their totals are read once, by the chat's evaluation): refused before anything is read. */
const SETS = arg("sets", "agency,arch,clinic,construction,dairy,dev,fintech,lawfirm,logistics,retail,skills-bank,skills-cinema,skills-hospital,skills-logistics,skills-media,skills-plant,skills-salon,skills-theatre,skills-univ").split(",")
  .filter((name) => !BLIND.test(name) || (console.error(`skip blind ${name}`), false));
const WEIGHTS = arg("vw", "0.7").split(",").map(Number);
/** --sw: the library's support weight (score ×= 1 + sw·support, library.ts `supportWeight`); every vw is swept with every sw. */
const SUPPORT_WEIGHTS = arg("sw", "0").split(",").map(Number);
/** --rvw: the vector weight of that ordering alone (library.ts `rankVectorWeight`; the gate still reads the vw score). */
const RANK_WEIGHTS = arg("rvw", "").split(",").filter(Boolean).map(Number);
const ROUNDS = Number(arg("rounds", "2"));
/** --tw: the library's trade weight (company-trade.ts) for every swept setting; the --guard base keeps the shipped one. */
const TW = arg("tw", "");
/** --guard: refuse settings that lose a set more than one request or enter more wrong skills than the shipped one. */
const GUARD = process.argv.includes("--guard");
/** --show: every missed request of the measured settings to stderr (seen sets only: the blind ones are refused above). */
const SHOW = process.argv.includes("--show");
/** The values each threshold may take (around DEFAULT_GATE). */
const GRID: Partial<Record<keyof GateOptions, number[]>> = JSON.parse(arg("grid", JSON.stringify({
  floor: [0.09, 0.11, 0.13, 0.15], askFloor: [0.2, 0.25, 0.3, 0.35, 0.4], bunchedBelow: [1.7, 1.9, 2.1, 2.3, 2.5], evidence: [0.4, 0.5, 0.55, 0.65, 0.8],
  situationMargin: [1.3, 1.45, 1.6], situationFloor: [0.12, 0.15, 0.18], firstSupport: [1.5, 1.8, 2.1], firstAgree: [1.1, 1.3, 1.5], sharedEvidence: [0.1, 0.15, 0.2],
  takeOver: [0.3, 0.35, 0.4], takeOverWords: [2, 3], helpAskFloor: [0.13, 0.15, 0.2, 0.25, 0.3],
  shortRequest: [2, 3, 4], longRequest: [8, 10, 12], support: [2.0, 2.25, 2.5], rivalShare: [0.5, 0.6, 0.8],
})));

type Case = { message: string; expected: string };
const sets = await Promise.all(SETS.map(async (name) => {
  const s = await readPilotSet(`tests/fixtures/pilot/${name}`);
  const cases = (s.skills as { message: string; expect: { skill?: string | null; clarify?: boolean } }[])
    .map((c) => ({ message: c.message, expected: c.expect.clarify ? "clarify" : c.expect.skill ?? "none" }));
  return { name, dir: s.skillsDir, cases, routing: name === "dev" ? s.routing : [] };
}));

async function depsFor(dir: string | undefined | null, vw: number, sw = 0, rvw = vw, tw: number | undefined = TW ? Number(TW) : undefined): Promise<RouteDeps> {
  const base = await createRouteDeps({ chat: null, companySkillsDir: dir });
  const skills = createSkillLibrary({ embedder: createHashEmbedder(), platformDir: PLATFORM_SKILLS_DIR, companyDir: dir ?? undefined, vectorWeight: vw, supportWeight: sw, rankVectorWeight: rvw, tradeWeight: tw });
  await skills.ready();
  // The shortlist does not depend on the gate: computed once per request and weight (the gate only reads it).
  const memo = new Map<string, ReturnType<typeof skills.shortlist>>();
  const shortlist: typeof skills.shortlist = (m, k = 15, off = false) => {
    const key = `${k}|${off}|${m}`;
    if (!memo.has(key)) memo.set(key, skills.shortlist(m, k, off));
    return memo.get(key)!;
  };
  return { ...base, skills: { ...skills, shortlist } };
}

const band = (ask: number) => Math.max(0, ask - 0.2, 0.05 - ask);
type Loaded = { name: string; cases: Case[]; deps: RouteDeps; routing: Record<string, unknown>[] };
/** Dev's routing cases: a setting that moves any of them (80/80 before) is refused, whatever it gains on skills. */
async function routingPassed(all: Loaded[], gate: Partial<GateOptions>) {
  const dev = all.find((s) => s.name === "dev");
  if (!dev) return NaN;
  const r = await evaluateRouting(dev.routing.map((c, i) => routingCase(c, i + 1)), (c) => routeMessage(c.input, { ...dev.deps, gate }));
  return Math.round(r.accuracy * r.cases);
}
async function measure(all: Loaded[], gate: Partial<GateOptions>) {
  const rows = [];
  for (const s of all) {
    let right = 0, asked = 0, wrong = 0;
    for (const c of s.cases) {
      const d = await routeMessage(routingCase({ message: c.message }, 0).input, { ...s.deps, gate });
      const got = d.outcome === "skill" ? d.skill ?? "none" : d.outcome === "clarify" ? "clarify" : "none";
      right += +(got === c.expected);
      asked += +(got === "clarify");
      // A skill entered that the case does not expect: the error the person feels most (blind-sets.test.ts bounds it).
      wrong += +(got !== c.expected && got !== "none" && got !== "clarify");
      if (SHOW && got !== c.expected) console.error(`${s.name}\t${c.expected}\t${got}\t${c.message}`);
    }
    const acc = right / s.cases.length, ask = asked / s.cases.length;
    rows.push({ name: s.name, acc, ask, right, wrong, score: acc - 2 * band(ask) });
  }
  const worst = Math.min(...rows.map((r) => r.score));
  const mean = rows.reduce((a, r) => a + r.score, 0) / rows.length;
  return { rows, worst, mean, met: rows.filter((r) => r.acc >= 0.75 && band(r.ask) === 0).length, routing: await routingPassed(all, gate) };
}
type Measured = Awaited<ReturnType<typeof measure>>;
/**
 * Against the shipped setting (weight 0.7, DEFAULT_GATE): no set may lose more than one request, and no more wrong skills may
 * be entered in all (session 44: the worst set is raised without buying it with another set's requests or wrong entries).
 */
let BASE: Measured | null = null;
/** --strict: no set may lose a request at all (session 51: a kept change loses no set's case). */
const SLACK = process.argv.includes("--strict") ? 0 : 1;
const kept = (a: Measured) => !BASE || (a.rows.every((r, i) => r.right >= BASE!.rows[i].right - SLACK) && a.rows.reduce((n, r) => n + r.wrong, 0) <= BASE.rows.reduce((n, r) => n + r.wrong, 0));
const better = (a: Measured, b: Measured) => kept(a) && !(a.routing < b.routing) && (!kept(b) || a.worst > b.worst + 1e-9 || (Math.abs(a.worst - b.worst) < 1e-9 && a.mean > b.mean + 1e-9));
const fmt = (m: Measured) => `${m.routing}\t${m.worst.toFixed(3)}\t${m.mean.toFixed(3)}\t${m.met}\twrong=${m.rows.reduce((n, r) => n + r.wrong, 0)}\t${m.rows.map((r) => `${r.name}=${r.right}/${r.ask.toFixed(3)}`).join(" ")}`;

console.log("vw\tsetting\tdev routing\tworst\tmean\tmet\twrong skills\tper set (right/ask)");
/** --base FILE: the guard's base read from FILE (measured once on other code, e.g. main's ranking, with --save FILE --rounds 0). */
const BASE_FILE = arg("base", ""), SAVE_FILE = arg("save", "");
if (BASE_FILE) BASE = JSON.parse(await Bun.file(BASE_FILE).text());
else if (GUARD) {
  const all = await Promise.all(sets.map(async (s) => ({ ...s, deps: await depsFor(s.dir, 0.7, 0, 0.7, undefined) })));
  BASE = await measure(all, DEFAULT_GATE);
  console.log(`0.7\tshipped\t${fmt(BASE)}`);
}
for (const vw0 of WEIGHTS) for (const sw of SUPPORT_WEIGHTS) for (const rvw of RANK_WEIGHTS.length ? RANK_WEIGHTS : [vw0]) {
  const vw = `${vw0}${rvw !== vw0 ? `/rank ${rvw}` : ""}${sw ? `×${sw}` : ""}`;
  const all = await Promise.all(sets.map(async (s) => ({ ...s, deps: await depsFor(s.dir, vw0, sw, rvw) })));
  let gate: Partial<GateOptions> = { ...DEFAULT_GATE, ...JSON.parse(arg("start", "{}")) };
  let best = await measure(all, gate);
  console.log(`${vw}\tdefault\t${fmt(best)}`);
  if (SAVE_FILE) await Bun.write(SAVE_FILE, JSON.stringify(best));
  // Coordinate ascent: every threshold re-chosen with the others held, rounds until nothing improves the worst set.
  for (let round = 0; round < ROUNDS; round++) {
    let moved = false;
    for (const [key, values] of Object.entries(GRID) as [keyof GateOptions, number[]][]) {
      for (const v of values) {
        if (gate[key] === v) continue;
        const m = await measure(all, { ...gate, [key]: v });
        if (better(m, best)) { best = m; gate = { ...gate, [key]: v }; moved = true; console.log(`${vw}\t${key}=${v}\t${fmt(m)}`); }
      }
    }
    if (!moved) break;
  }
  console.log(`${vw}\tbest ${JSON.stringify(Object.fromEntries(Object.entries(gate).filter(([k, v]) => DEFAULT_GATE[k as keyof GateOptions] !== v)))}\t${fmt(best)}`);
}
