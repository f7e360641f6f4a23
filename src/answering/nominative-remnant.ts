import { isStopword, words } from "../text/tokens.ts";
import { russianDictionary } from "../text/dictionary.ts";
import { looksLikeVerb } from "../text/verb-forms.ts";
import { outsidePrepositionalPhrases } from "../text/prepositional-phrases.ts";

/**
 * «а помощник?» after «скока получает воспитатель», «А старший вожатый?» after «Сколько получает вожатый за смену?»: a
 * follow-up opening with the contrastive «а» that keeps only a noun phrase in the nominative is an incomplete sentence whose
 * remnant stands in the place of the previous question's subject, its correlate in the same case (Русская грамматика 1980,
 * § 2270: неполные предложения; replaced-slot.ts reads the same for a prepositional phrase). The predicate is the previous
 * question's: what it asked of the correlate («сколько получает») is asked of the remnant.
 * Returns the correlate (as `words` writes it), or null when the follow-up is no such remnant or the case cannot be told:
 * «А пианино?» (indeclinable) after «Сколько стоит настройка рояля?» names no case, and may stand for either noun.
 */
export function nominativeCorrelate(question: string, previous: string): { correlate: string; nounless: boolean } | null {
  const own = words(question);
  if (own[0] !== "а") return null;
  const rest = own.slice(1);
  // One noun phrase and nothing else: adjectives and the head last, no verb, no pronoun or preposition («а он платный?» says
  // something of the previous thing, it names no other).
  if (rest.length === 0 || rest.length > 3 || rest.some((w) => isStopword(w) || looksLikeVerb(w))) return null;
  if (!nominative(rest.at(-1)!) || rest.slice(0, -1).some((w) => !ATTRIBUTE_NOMINATIVE.test(w))) return null;
  // The correlate: the one noun of the previous question told as nominative outside its prepositional phrases.
  const subjects = [...new Set(words(outsidePrepositionalPhrases(previous, false)).filter((w) => !isStopword(w) && !looksLikeVerb(w) && nominative(w)))];
  if (subjects.length !== 1) return null;
  // «а старший?»: a remnant of adjectives only leaves its noun to the correlate, which is still asked (as replaced-slot.ts).
  return { correlate: subjects[0]!, nounless: rest.every((w) => ATTRIBUTE_NOMINATIVE.test(w)) };
}

/** The masculine nominative singular of an adjective (or a noun declined as one: «вожатый», «дежурный»); «-ий» is also a plural genitive («занятий»). */
const ADJECTIVE_NOMINATIVE = /^[а-я]{3,}ый$/;
/** An adjective agreeing with a nominative head before it: «старший», «главный», «рядовой». */
const ATTRIBUTE_NOMINATIVE = /^[а-я]{3,}(?:ый|ий|ой)$/;

/**
 * A masculine singular nominative, told by its paradigm: an adjectival «-ый», or a noun of the second declension with a zero
 * ending whose genitive «-а/-я» and instrumental «-ом/-ем» the dictionary holds («помощник»: помощника, помощником;
 * «воспитатель»: воспитателя, воспитателем). A feminine plural genitive («книг») has no «-ом».
 */
function nominative(word: string): boolean {
  if (ADJECTIVE_NOMINATIVE.test(word)) return true;
  if (!/^[а-я]{3,}$/.test(word)) return false;
  const dict = russianDictionary();
  if (/[ьй]$/.test(word)) { const base = word.slice(0, -1); return dict.has(`${base}я`) && dict.has(`${base}ем`); }
  if (/[аеёиоуыэюя]$/.test(word)) return false;
  return dict.has(`${word}а`) && (dict.has(`${word}ом`) || dict.has(`${word}ем`));
}
