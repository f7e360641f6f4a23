import { STOPWORDS } from "./stopwords.ts";

/**
 * Typing slips, read as the word meant: «отпска», «дежурсво», «сколко», «скольк». A word is taken for
 * another when one edit turns one into the other (Damerau's four: a letter dropped, added, changed, or two
 * neighbours swapped — he found them behind about 80 % of misspellings, Comm. ACM 7(3), 1964). Only
 * words of five letters or more are read so: among short words one edit is too often another word.
 */
export const MIN_TYPO_LENGTH = 5;

/** True when a single insertion, deletion, substitution or swap of neighbours turns `a` into `b` (a ≠ b). */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    // A swap of neighbours or one letter changed.
    if (a.slice(i + 2) === b.slice(i + 2) && a[i] === b[i + 1] && a[i + 1] === b[i]) return true;
    return a.slice(i + 1) === b.slice(i + 1);
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(i + 1) === short.slice(i);
}

/** Function words long enough to be mistyped as such («сколко», «скольк», «которй»): read as them. */
export const LONG_FUNCTION_WORDS: readonly string[] = [...STOPWORDS].filter((w) => w.length >= MIN_TYPO_LENGTH);

/**
 * The word among `known` one edit away from `word`, the commonest when several are (`count`), or null.
 * Function words come first: «скольк» is «сколько», not a rarer content word one edit off.
 */
export function meantWord(word: string, known: Iterable<string>, count: (w: string) => number): string | null {
  if (word.length < MIN_TYPO_LENGTH || /\d/.test(word)) return null;
  const fn = LONG_FUNCTION_WORDS.find((w) => oneEditApart(word, w));
  if (fn) return fn;
  let best: string | null = null;
  for (const w of known) if (w.length >= MIN_TYPO_LENGTH && oneEditApart(word, w) && (!best || count(w) > count(best))) best = w;
  return best;
}
