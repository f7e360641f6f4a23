import { conceptsOfWord } from "../answering/salience.ts";
import { isStopword, words } from "./tokens.ts";
import { numeralOf } from "./numerals.ts";
import { plainFigures } from "./figures.ts";
import { withFrequencies } from "./frequencies.ts";

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

/**
 * A product's or a form's name that holds digits states no figure: «1С» (the accounting software; «1C Employee Portal» in
 * the guide), «2-НДФЛ», «ОП-5» — digits glued to a capital letter, or joined by a hyphen to an abbreviation in capitals, as
 * ГОСТ Р 7.0.12 writes designations. Read as «1», «1С:Кабинет сотрудника» was the Russian counterpart of the guide's
 * «leave request at least 30 days in advance» and the answer called the guide's rule a different figure (walk 26a E02).
 */
const NAMED = /(?<![\p{L}\d])(?:\d+\p{Lu}(?![\p{Ll}])|\d+-\p{Lu}{2,}|\p{Lu}{2,}-\d+)(?![\p{L}\d])/gu;

/**
 * A time on the 12-hour clock («10 pm», «6 a.m.», «7:30pm») as the 24-hour «h:mm» Russian texts write (ISO 8601; OALD
 * «a.m.», «p.m.»; 12 am is midnight, 12 pm noon). Read as bare «10» and «6», the guide's «night hours (10 pm – 6 am) are
 * paid 20% extra» was «said otherwise» than the rules' «Ночные часы (с 22:00 до 06:00)… 20%» (walk 27a EN-4, EN-5).
 */
const TWELVE_HOUR = /(?<![\d:])(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s?m\.?(?![\p{L}])/giu;

function on24HourClock(text: string): string {
  return text.replace(TWELVE_HOUR, (all, h: string, m: string | undefined, ap: string) => {
    const hour = Number(h);
    if (hour < 1 || hour > 12) return all;
    return `${(hour % 12) + (ap.toLowerCase() === "p" ? 12 : 0)}:${m ?? "00"}`;
  });
}

/** The figures a sentence states: digits with their groups joined («10,000», «15 000» → 10000, 15000), a clock time as «h:mm», number words as digits. */
export function figuresOf(text: string): Set<string> {
  const out = new Set<string>();
  // How often is one figure with its period («once a week» = «1/week»): «2 раза в месяц» is not «once a week» (frequencies.ts).
  const counted = withFrequencies(text).replace(/(?<![\d/])(\d+)\/(day|week|month|year)(?![\p{L}])/gu, (_, n: string, p: string) => (out.add(`${Number(n)}/${p}`), " "));
  const plain = plainFigures(on24HourClock(counted.replace(NAMED, " ")).replace(/(\d{1,3})((?:,\d{3})+)(?!\d)/g, (_, a: string, b: string) => a + b.replaceAll(",", "")));
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

/**
 * A line that names the other rule's figure as not its own: «at least 30 days in advance (not 14 days as for other staff)»,
 * «instead of 14 days», «rather than 14». The guide then states an exception for its readers knowing the rule, no other
 * reading of it (CGEL ch. 9 § 3: «not X» in contrast with the positive term; «instead of», «rather than» likewise).
 */
const SET_ASIDE = /(?<![\p{L}])(?:not|instead\s+of|rather\s+than|unlike)\s+(?:the\s+)?(\d+)(?![\d:])/giu;

/** The figures a line sets aside as another rule's («not 14 days as for other staff» → 14). */
export function setAsideFigures(text: string): Set<string> {
  return new Set([...text.matchAll(SET_ASIDE)].map((m) => String(Number(m[1]))));
}
