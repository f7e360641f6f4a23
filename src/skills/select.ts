import type { Skill, SkillChoice, SkillShortlist } from "./types.ts";

/** Thresholds of the clarify gate; the defaults are calibrated for the embedded (hash) embedder. */
export interface GateOptions {
  /** Below this top score no skill fits. */
  floor: number;
  /** Spread at or below this value means the candidates are bunched. */
  bunchedBelow: number;
  /**
   * A skill this close takes over a turn the router already settled weakly: a tool chosen on a verb
   * alone, web search turned on by a pattern, or a plain answer left after guards cut every tool.
   */
  takeOver: number;
  /** …or one whose name and description name at least this many of the request's words. */
  takeOverWords: number;
}

export interface ChooseOptions extends GateOptions {
  /** A clarify offers the candidates scoring at least this share of the best one (2 to 3 of them). */
  optionShare: number;
}

/**
 * Calibrated on the dev pilot set (12 company skills mixed into the 52-skill platform library,
 * 40 requests) with the embedded embedder (stems, trigrams, thesaurus concepts) and the library's
 * hybrid score (0.7·cosine + 0.3·BM25), by sweeping the vector weight 0.5–1, floor 0.11–0.17 and the
 * z-score of top-1 within the top 15 from 1.9 to 2.3. Chosen: floor 0.13, bunched at z ≤ 2.1 →
 * accuracy 0.725, top1 0.75, recall@15 0.89, clarifyRate 0.125, clarifyPrecision 0.8; neighbours
 * give 0.70–0.75 (a plateau, not a spike). Before the thesaurus and BM25: accuracy 0.675, recall 0.82.
 * Greetings and thanks score ≤ 0.11. Other embedders score on other scales: pass their own thresholds.
 */
export const DEFAULT_GATE: GateOptions = { floor: 0.13, bunchedBelow: 2.1, takeOver: 0.4, takeOverWords: 3 };
const DEFAULT_CHOOSE: ChooseOptions = { ...DEFAULT_GATE, optionShare: 0.7 };

/** Spread of the top-15 scores: how many standard deviations the best stands above their mean. */
export function spreadOf(scores: number[]): number {
  const top = scores.slice(0, 15);
  if (top.length < 2 || top[0] <= 0) return Infinity;
  const mean = top.reduce((a, b) => a + b, 0) / top.length;
  const sd = Math.sqrt(top.reduce((a, b) => a + (b - mean) ** 2, 0) / top.length);
  return sd > 0 ? (top[0] - mean) / sd : 0;
}

/**
 * True when the top scores are bunched: the search has no opinion, so ask rather than guess.
 * The z-score of the best of n scores cannot exceed √(n−1), so with fewer than 15 candidates (a
 * library of a few skills) the threshold shrinks in proportion; otherwise four skills would always
 * look bunched (their best z is at most 1.73).
 */
export function isBunched(scores: number[], gate: Partial<GateOptions> = {}): boolean {
  const g = { ...DEFAULT_GATE, ...gate };
  const n = Math.min(scores.length, 15);
  return n >= 2 && scores[0] >= g.floor && spreadOf(scores) <= g.bunchedBelow * Math.sqrt((n - 1) / 14);
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** The one clarifying question: plain options, no parameters asked. */
export function clarifyQuestion(options: Skill[]): string {
  const names = options.map((s) => `«${lower(s.name)}»`);
  return `Уточните, что нужно: ${names.slice(0, -1).join(", ")} или ${names[names.length - 1]}?`;
}

/**
 * The clarify gate (seed 004): a confident pick when the scores spread out, one question with
 * 2–3 options when they are bunched, nothing when even the best is under the floor. Skills with
 * autoSwitch=false (Documents) are never picked here: they are a one-off job, started by the person.
 */
export function chooseSkill(shortlist: SkillShortlist, opts: Partial<ChooseOptions> = {}): SkillChoice {
  const o = { ...DEFAULT_CHOOSE, ...opts };
  const auto = shortlist.candidates.filter((c) => c.skill.autoSwitch);
  const top = auto[0];
  if (!top || top.score < o.floor) return { kind: "none", reason: top ? `best score ${top.score.toFixed(3)} < floor ${o.floor}` : "no candidates" };
  const custom = opts.floor !== undefined || opts.bunchedBelow !== undefined || auto.length !== shortlist.candidates.length;
  const bunched = custom ? isBunched(auto.map((c) => c.score), o) : shortlist.bunched;
  if (!bunched) return { kind: "skill", skill: top.skill, score: top.score, named: top.named ?? [] };
  const near = auto.slice(0, 3).filter((c, i) => i < 2 || c.score >= o.optionShare * top.score);
  const options = near.map((c) => c.skill);
  return { kind: "clarify", options, question: clarifyQuestion(options) };
}
