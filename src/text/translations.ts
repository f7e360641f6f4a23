import { conceptsOfWord } from "../answering/salience.ts";
import { isStopword, words } from "./tokens.ts";
import { numeralOf } from "./numerals.ts";
import { plainFigures } from "./figures.ts";

/**
 * What tells that a sentence in English and one in Russian state the same point, and whether their figures agree. The
 * topics are the thesaurus groups their words belong to (the only bridge between the languages a weight-free reader has);
 * the figures are the numbers they state, written out the same way in both («10,000» and «10 000», «two» and «два»).
 */

/** The language a text is mostly written in, by its letters. */
export function writtenIn(text: string): "ru" | "en" {
  return (text.match(/[а-яё]/giu) ?? []).length >= (text.match(/[a-z]/giu) ?? []).length ? "ru" : "en";
}

/** «one 45-minute break» has a count; English «one» and Russian «один», «одна» are numerals numerals.ts leaves out (a pronoun too often). */
const ONE = /^(?:one|один|одна|одно|одного|одной|одним)$/u;

/** The figures a sentence states: digits with their groups joined («10,000», «15 000» → 10000, 15000), a clock time as «h:mm», number words as digits. */
export function figuresOf(text: string): Set<string> {
  const plain = plainFigures(text.replace(/(\d{1,3})((?:,\d{3})+)(?!\d)/g, (_, a: string, b: string) => a + b.replaceAll(",", "")));
  const out = new Set<string>();
  for (const m of plain.matchAll(/(?<![\d])(\d+)(?::(\d{2}))?/g)) out.add(m[2] !== undefined ? `${Number(m[1])}:${m[2]}` : String(Number(m[1])));
  for (const w of words(plain)) {
    const n = ONE.test(w) ? "1" : /^\p{L}+$/u.test(w) ? numeralOf(w) : null;
    if (n && !/^перв|^втор|^трет|^четв|^пят[ыао]|^шест[оа]|^седьм|^восьм|^девят[ыао]|^десят[ыао]/u.test(w)) out.add(n);
  }
  return out;
}

/** Two sentences give the same figures: every figure of one is in the other. */
export function sameFigures(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

/** The thesaurus groups a text's content words belong to. */
export function topicsOf(text: string): Set<number> {
  return new Set(words(text).filter((w) => !isStopword(w) && !/^\d/.test(w)).flatMap(conceptsOfWord));
}

/** How many thesaurus groups two texts share. */
export function sharedTopics(a: string, b: string): number {
  const theirs = topicsOf(b);
  return [...topicsOf(a)].filter((g) => theirs.has(g)).length;
}
