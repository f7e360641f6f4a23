/** A packaged way of working, parsed from a skill file (FORMAT.md «Skill files»). */
export interface Skill {
  id: string;
  name: string;
  /** One line, shown to the router on every turn. */
  description: string;
  /** The name the English interface shows (front matter `name_en`); absent: `name` is shown. */
  nameEn?: string;
  /** The description in English (`description_en`), for the English interface. */
  descriptionEn?: string;
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
  /**
   * How specifically the head names the request: Σ 1/df over the named words, df being how many enabled
   * skills' descriptions name that word («постмортем»: 1 → 1.0; «подготовь»: 28 → 0.04). A word named
   * alone takes the larger of that and the number of skills using it anywhere in their text.
   */
  evidence?: number;
  /**
   * How much of the request the skill's whole text, procedure included, covers: Σ over the request's words
   * found there of log(N/df)/log(N), df being how many of the N enabled skills' texts hold the word. A word
   * only this skill uses counts 1, one every skill uses 0. Set for the first fifteen.
   */
  support?: number;
  /** The two parts of `score`, apart: the request's cosine to the skill's text, and its BM25 over the same texts (0 when unranked). */
  vector?: number;
  lexical?: number;
}

/** The shortlist for one request and whether its scores are bunched (then ask, not guess). */
export interface SkillShortlist {
  candidates: SkillCandidate[];
  /** Spread statistic of the top scores that the clarify gate reads. */
  spread: number;
  bunched: boolean;
  mode?: ShortlistMode;
  /** The request's content words (not stopwords). */
  words?: number;
  /** The request asks for work to be made or done («набросай», «подготовь», «нужна помощь»). */
  asksForWork?: boolean;
  /** The request asks a figure («сколько получу?», «во сколько…»): the documents' to answer, however many skills its words meet. */
  asksFigure?: boolean;
  /** A short statement asking for help or for a thing needed («помоги с клиенткой», «нужен отчёт по вчерашнему»); see represent.ts. */
  asksForHelp?: boolean;
  /** The request opens with a command to the assistant («разберись с…», «посмотри…»); see represent.ts `commands`. */
  commands?: boolean;
  /**
   * How the request asks for work, when it does, in any of its clauses: a command, or a need or wish before an infinitive said
   * as a statement (text/work-requests.ts). `commands` also holds for a command said after the situation.
   */
  asksFor?: "command" | "need";
  /** Ranked in the English space (an English request: the skills' English lines, or a gloss of their Russian heads). */
  english?: boolean;
}

/** How a shortlist was made: the whole enabled list (few skills) or a top-k vector search. */
export type ShortlistMode = "full" | "search";

/** The skill-choice outcome for one request: a confident pick, no skill, or one clarifying question. */
export type SkillChoice =
  | { kind: "skill"; skill: Skill; score: number; named: string[]; evidence?: number; situation?: boolean; supported?: boolean }
  | { kind: "none"; reason: string }
  | { kind: "clarify"; options: Skill[]; question: string; situation?: boolean };
