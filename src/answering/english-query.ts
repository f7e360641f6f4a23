import type { LexicalIndex } from "../retrieval/lexical.ts";
import { isStopword, stem, words } from "../text/tokens.ts";
import { conceptsOfWord } from "./salience.ts";

/**
 * An English question searched in documents that mostly speak Russian: «How long does it take to make progressive
 * glasses?» holds two words the price list holds in any form (through the thesaurus: «прогрессивными», «очков») and four
 * it holds in none («long», «take», «make», «does»). The search scores a fragment by the share of the query's weight it
 * holds, and a word no fragment holds weighs the most: the row «Изготовление очков с прогрессивными линзами | 2 500 ₽,
 * срок 7 рабочих дней» stayed below the floor and the question was refused naming lab@ (walk 25a, en14). The words no
 * fragment holds in any form are left out of the search only; the answerability test still weighs every word typed, so
 * a question the documents do not answer is not answered for it.
 */
export function searchedAsHeld(query: string, lexical: Pick<LexicalIndex, "salience">): string {
  // A Russian question keeps every word: its words unheld are typing slips and forms other rules read (respelled, stems).
  if (/[а-яё]/iu.test(query)) return query;
  const latin = [...new Set(words(query).filter((w) => /^[a-z]{3,}$/.test(w) && !isStopword(w)))];
  if (latin.length < 2) return query;
  const seen = lexical.salience(latin.map((w) => [stem(w), ...conceptsOfWord(w).map((g) => `#${g}`)]));
  if (!seen) return query;
  const unheld = new Set(latin.filter((_, i) => !seen[i]!.seen));
  // Nothing unheld: the question is searched as typed. Nor when what is held is one word or fewer than what is not: «what
  // should I do: fainted, lost consciousness» held only «lost» (of lost property) and was answered with the safe's rule.
  const held = latin.length - unheld.size;
  if (unheld.size === 0 || held < 2 || held < unheld.size) return query;
  return query.replace(/[\p{L}\p{N}'’]+/gu, (w) => (unheld.has(w.toLowerCase()) ? " " : w)).replace(/\s+/g, " ").trim();
}
