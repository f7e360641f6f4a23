import { russianDictionary } from "./dictionary.ts";
import { isNoun } from "./prepositional-phrases.ts";

/**
 * An adverb made from a qualitative adjective with «-о» / «-е» (Русская грамматика 1980: наречия, образованные от
 * качественных прилагательных суффиксами -о, -е: «неправильный» → «неправильно», «срочный» → «срочно»): it says how an act
 * is done, never the thing the act is done to. Told by the dictionary: the word less its last letter is the stem of an
 * adjective in «-ый / -ий / -ой» the dictionary holds, and the word is not itself a noun of the dictionary's paradigm
 * («поле» is a noun though «полый» is an adjective). «ввела пароль неправильно несколько раз, учетку заблокировало. на
 * сколько блокируется?» was hedged with «неправильно» as the thing asked beside the rule «После 5 неудачных попыток входа
 * учётная запись блокируется на 30 минут» (hotel).
 */
export function isMannerAdverb(word: string): boolean {
  const w = word.toLowerCase().replaceAll("ё", "е");
  if (!/^[а-я]{5,}[ое]$/u.test(w) || /[оеи][ое]$/u.test(w)) return false;
  const dict = russianDictionary();
  if (!dict.has(w)) return false;
  const base = w.slice(0, -1);
  return ["ый", "ий", "ой"].some((e) => dict.has(base + e)) && !isNoun(w);
}
