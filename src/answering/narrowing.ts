import { isStopword, stem, words } from "../text/tokens.ts";
import { russianDictionary } from "../text/dictionary.ts";
import { conceptsOfWord } from "./salience.ts";

/**
 * Whether a text's word names the thing asked: its own stem, or a word the thesaurus files with it («заселяем» asks
 * about «заезд», the desk's act and the guest's being one event).
 */
export function namesThing(word: string, thing: string): boolean {
  if (stem(word) === stem(thing)) return true;
  const own = conceptsOfWord(thing);
  return own.length > 0 && conceptsOfWord(word).some((g) => own.includes(g));
}

/**
 * «Ранний заезд и поздний выезд» is about a kind of check-in, not check-in: an adjective the question does not say,
 * set before the very noun it asks about, narrows the text to a subtype (Русская грамматика 1980, § 1556: the
 * attributive adjective restricts its noun). «во сколько заезд?» is then answered by «Заезд — с 14:00» under another
 * heading, not by the early check-in rows under a heading that repeats «заезд». A text that also names the noun bare
 * is not narrowed.
 */
const ADJECTIVE = /^(\p{L}{2,}?)(?:ый|ий|ой|ая|яя|ое|ее|ые|ие|ого|его|ому|ему|ым|им|ых|их|ую|юю)$/u;

/**
 * An adjective by its ending, confirmed by the dictionary holding its feminine and genitive forms: «подразделение» ends
 * like «ранние» but has no «подразделеная».
 */
export function isAdjective(word: string): boolean {
  const base = ADJECTIVE.exec(word)?.[1];
  if (!base) return false;
  const dict = russianDictionary();
  return (dict.has(base + "ая") || dict.has(base + "яя")) && (dict.has(base + "ого") || dict.has(base + "его"));
}

/**
 * Whether `thing` (the question's main word, salience's anchor) is, at each of its mentions in `text`, narrowed by an
 * adjective the question (its stems `asked`) lacks. Only the main word counts: a detail narrowed («на конгресс в Европу»
 * and «ветеринарный конгресс») does not make a sentence about another thing.
 */
export function narrows(text: string, thing: string, asked: ReadonlySet<string>): boolean {
  const ws = words(text);
  let mentioned = false;
  for (let i = 0; i < ws.length; i++) {
    if (isStopword(ws[i]) || !namesThing(ws[i], thing)) continue;
    const before = ws[i - 1];
    if (!before || isStopword(before) || asked.has(stem(before)) || !isAdjective(before)) return false;
    mentioned = true;
  }
  return mentioned;
}
