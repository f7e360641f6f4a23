import type { ToolCall } from "../models/types.ts";
import type { RouterState } from "./types.ts";
import { WEB_PATTERNS } from "./web-patterns.ts";

// A hand-made word start: no letter or digit right before. JavaScript's \b only knows Latin letters.
const START = "(?<![\\p{L}\\p{N}])";

/** A compiled detector over the pattern list; build once and reuse. */
export interface WebSearchDetector {
  /** Name of the pattern that fired, "question_rule", or null. */
  detect(message: string): string | null;
}

const QUESTION_WORD = new RegExp(
  START + "(?:кто|что|чем|чего|где|куда|откуда|когда|почему|зачем|как|какой|какая|какое|какие|каких|каким|какую|какого|какому|каком|каков\\p{L}*|сколько|чей|чья|чьи|ли|who|what|where|when|why|how|which|whose|is|are|does|do|can)(?![\\p{L}\\p{N}])",
  "u",
);

/** The general rule: a question mark, a question word, and longer than 15 characters. */
export function questionRule(text: string): boolean {
  const t = text.trim();
  return t.includes("?") && t.length > 15 && QUESTION_WORD.test(t.toLowerCase().replaceAll("ё", "е"));
}

/** Compiles the pattern list (or a given one) into a detector. */
export function webSearchDetector(patterns = WEB_PATTERNS): WebSearchDetector {
  const compiled = patterns.map(([name, source]) => ({ name, re: new RegExp(START + "(?:" + source + ")", "u") }));
  return {
    detect(message) {
      const text = message.toLowerCase().replaceAll("ё", "е");
      const hit = compiled.find((p) => p.re.test(text));
      if (hit) return `pattern:${hit.name}`;
      return questionRule(message) ? "question_rule" : null;
    },
  };
}

/** The words of the message the first web pattern matched («погода» of «какая погода в Казани»), or null. */
export function webPatternText(message: string, patterns = WEB_PATTERNS): string | null {
  const text = message.toLowerCase().replaceAll("ё", "е");
  for (const [, source] of patterns) {
    const m = new RegExp(START + "(?:" + source + ")", "u").exec(text);
    if (m) return m[0];
  }
  return null;
}

/**
 * «какая погода в Казани»: the words a web pattern matched, when the documents hold none of them (`uncovered`, the
 * knowledge base's words no document mentions in any form) — the world is asked, not the company. Empty otherwise:
 * «сколько стоит прикрепить мужа к ДМС» matches «сколько стоит», which asks a price the documents may well hold.
 */
export function unseenWebWords(message: string, uncovered: string[]): string[] {
  const matched = webPatternText(message);
  if (!matched) return [];
  const unseen = new Set(uncovered.map((w) => w.toLowerCase().replaceAll("ё", "е")));
  const own = matched.match(/\p{L}+/gu) ?? [];
  return own.length && own.every((w) => unseen.has(w)) ? own : [];
}

/**
 * Web search for this turn: the pattern detector OR the model's web_search call OR the toggle,
 * forced off while a skill is active (a skill answers by its own logic, not by search results).
 */
export function webSearchFor(
  state: RouterState, message: string, modelCalls: ToolCall[], detector: WebSearchDetector,
): { on: boolean; source: string | null; reason: string } {
  const pattern = detector.detect(message);
  const model = modelCalls.some((c) => c.name === "web_search");
  const source = pattern ?? (model ? "model" : state.webSearchToggle ? "toggle" : null);
  if (state.skill) {
    return { on: false, source: null, reason: source ? `web search off: skill «${state.skill}» is active (would be ${source})` : "web search off" };
  }
  return { on: source !== null, source, reason: source ? `web search on: ${source}` : "web search off" };
}

/** «в интернете», «погугли», «online»: the message asks the internet in so many words. */
const ON_THE_WEB = /(?:^|[^\p{L}])(?:(?:в|по)\s+интернет\p{L}*|в\s+сети|загугл\p{L}*|погугл\p{L}*|в\s+гугле|online|on\s+the\s+(?:web|internet)|google\s+it)(?![\p{L}])/iu;

export const asksTheWeb = (message: string): boolean => ON_THE_WEB.test(message);
