import type { SkillLibrary } from "./library.ts";
import { chooseSkill, type ChooseOptions } from "./select.ts";
import type { SkillChoice } from "./types.ts";

/** One line of skills.jsonl (FORMAT.md). */
export interface SkillCase {
  id: string;
  message: string;
  expect: { skill?: string | null; clarify?: boolean };
  options?: string[];
  note?: string;
}

/** What happened to one case. */
export interface SkillCaseResult {
  id: string;
  message: string;
  expected: string;
  /** What the person gets: the chat's routing outcome when the evaluation routes, else the gate's. */
  got: string;
  /** The skill gate's answer on the shortlist alone. */
  gate: string;
  correct: boolean;
  rank: number | null;
  top: { id: string; score: number }[];
  spread: number;
  note?: string;
}

export interface SkillEvalReport {
  requests: number;
  /** Right skill, right «none», or a clarify where clarify is expected — as the chat routes the request. */
  accuracy: number;
  /** The same for the skill gate alone on the shortlist, before the router, guards and web search. */
  gateAccuracy: number;
  /** Share of skill-expecting cases whose skill is ranked first. */
  top1: number;
  /** Share of skill-expecting cases whose skill is in the shortlist. */
  recallAt15: number;
  clarifyRate: number;
  /** Share of clarifies that were on `clarify: true` cases (1 when none were asked). */
  clarifyPrecision: number;
  /** Share of skill-expecting cases picked right with company skills mixed into the platform library. */
  mixedAccuracy: number;
  /** The same with the company skills alone (NaN when no `alone` library is given). */
  aloneAccuracy: number;
  cases: SkillCaseResult[];
}

const expectedOf = (c: SkillCase) => (c.expect.clarify ? "clarify" : c.expect.skill ?? "none");
const gotOf = (ch: SkillChoice) => (ch.kind === "skill" ? ch.skill.id : ch.kind);

/** The chat's routing of one request, reduced to a skill id, "none" or "clarify". */
export type RouteSkill = (message: string) => Promise<string>;

async function run(cases: SkillCase[], library: SkillLibrary, choose?: Partial<ChooseOptions>, route?: RouteSkill): Promise<SkillCaseResult[]> {
  const out: SkillCaseResult[] = [];
  for (const c of cases) {
    const sl = await library.shortlist(c.message);
    const gate = gotOf(chooseSkill(sl, choose));
    const got = route ? await route(c.message) : gate;
    const expected = expectedOf(c);
    const idx = c.expect.skill ? sl.candidates.findIndex((x) => x.skill.id === c.expect.skill) : -1;
    out.push({
      id: c.id, message: c.message, expected, got, gate, correct: got === expected,
      rank: c.expect.skill ? (idx < 0 ? null : idx + 1) : null,
      top: sl.candidates.slice(0, 3).map((x) => ({ id: x.skill.id, score: +x.score.toFixed(3) })),
      spread: +sl.spread.toFixed(3), note: c.note,
    });
  }
  return out;
}

const share = (n: number, d: number) => (d ? n / d : NaN);

/**
 * Runs skills.jsonl cases through shortlist + chooseSkill, and through the chat's routing when
 * `opts.route` is given (then `accuracy` and the clarify figures are what a person gets). `library` holds
 * the company skills mixed into the platform library; `opts.alone` (company skills only) gives the seed's
 * mixed-vs-alone figure, on the gate.
 */
export async function evaluateSkills(
  cases: SkillCase[],
  library: SkillLibrary,
  opts: { alone?: SkillLibrary; choose?: Partial<ChooseOptions>; route?: RouteSkill } = {},
): Promise<SkillEvalReport> {
  const res = await run(cases, library, opts.choose, opts.route);
  const skillRes = res.filter((r) => r.expected !== "none" && r.expected !== "clarify");
  const clarified = res.filter((r) => r.got === "clarify");
  const picked = (rs: SkillCaseResult[]) => rs.filter((r) => r.expected !== "none" && r.expected !== "clarify");
  const identified = (rs: SkillCaseResult[]) => share(picked(rs).filter((r) => r.gate === r.expected).length, picked(rs).length);
  const alone = opts.alone ? await run(cases, opts.alone, opts.choose) : null;
  return {
    requests: res.length,
    accuracy: share(res.filter((r) => r.correct).length, res.length),
    gateAccuracy: share(res.filter((r) => r.gate === r.expected).length, res.length),
    top1: share(skillRes.filter((r) => r.rank === 1).length, skillRes.length),
    recallAt15: share(skillRes.filter((r) => r.rank !== null).length, skillRes.length),
    clarifyRate: share(clarified.length, res.length),
    clarifyPrecision: clarified.length ? share(clarified.filter((r) => r.expected === "clarify").length, clarified.length) : 1,
    mixedAccuracy: identified(res),
    aloneAccuracy: alone ? identified(alone) : NaN,
    cases: res,
  };
}
