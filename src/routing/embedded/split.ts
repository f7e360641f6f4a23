import { tokens } from "../lexicon.ts";
import type { CompiledCues } from "./cues.ts";

const CONNECTOR = /\s*(?:,\s*)?(?:\s(?:и\s+потом|а\s+потом|а\s+затем|и\s+затем|затем|потом|после\s+этого|и|and\s+then|then|and)\s+)/giu;

/**
 * Splits «посмотри статистику и напиши по ней пост» into its sequential parts: at a connector followed by an
 * imperative cue verb. Returns one part when there is no such place.
 */
export function splitSequential(text: string, cues: CompiledCues): string[] {
  for (const m of text.matchAll(CONNECTOR)) {
    const left = text.slice(0, m.index).trim();
    const right = text.slice(m.index + m[0].length).trim();
    if (!left || !right) continue;
    const first = tokens(right.split(/\s+/).slice(0, 2).join(" "));
    const firstWord = { words: first.words.slice(0, 1), stems: first.stems.slice(0, 1) };
    const isVerb = [...cues.verbs.values()].some((lex) => lex.find(firstWord) !== null);
    if (isVerb) return [left, right];
  }
  return [text];
}
