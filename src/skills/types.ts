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
}

/** The shortlist for one request and whether its scores are bunched (then ask, not guess). */
export interface SkillShortlist {
  candidates: SkillCandidate[];
  /** Spread statistic of the top scores that the clarify gate reads. */
  spread: number;
  bunched: boolean;
}
