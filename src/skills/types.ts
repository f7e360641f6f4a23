/** A packaged way of working, parsed from a skill file (FORMAT.md «Skill files»). */
export interface Skill {
  id: string;
  name: string;
  /** One line, shown to the router on every turn. */
  description: string;
  /** The procedure, read only once the skill is chosen. */
  procedure: string;
  /** Tool ids available only once this skill is loaded. */
  tools: string[];
  prefetch: number;
  autoSwitch: boolean;
  source: "platform" | "company";
  enabled: boolean;
  path?: string;
}

export interface SkillCandidate {
  skill: Skill;
  score: number;
  /** The request's words the skill's name or description names (see `wordsNamed`); set for the top three. */
  named?: string[];
}

/** The shortlist for one request and whether its scores are bunched (then ask, not guess). */
export interface SkillShortlist {
  candidates: SkillCandidate[];
  /** Spread statistic of the top scores that the clarify gate reads. */
  spread: number;
  bunched: boolean;
  mode?: ShortlistMode;
}

/** How a shortlist was made: the whole enabled list (few skills) or a top-k vector search. */
export type ShortlistMode = "full" | "search";

/** The skill-choice outcome for one request: a confident pick, no skill, or one clarifying question. */
export type SkillChoice =
  | { kind: "skill"; skill: Skill; score: number; named: string[] }
  | { kind: "none"; reason: string }
  | { kind: "clarify"; options: Skill[]; question: string };
