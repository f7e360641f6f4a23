import { coverage, type Salience } from "./salience.ts";
import { abramovSynonyms } from "../text/abramov.ts";
import { stem } from "../text/tokens.ts";

/**
 * «что делать если в тираже нашли ошибку?» over rules that write «Если в отпечатанном тираже найдена опечатка…»: a word of
 * the message no document holds in any form (Salience unseen) is no word an answer could carry, and weighed as the rarest it
 * kept the rule under the share. Where the evidence holds a synonym Abramov gives of it (text/abramov.ts: «Ошибка, …,
 * опечатка, описка, промах…»), that is the documents' word for it: the word is held. Only an unseen word: one the
 * documents write is theirs, and met only as written (a synonym then is some other thing they also name).
 * Only where the evidence already holds enough of the message to be shown as related (`partial`): a synonym lifts a hedge
 * to an answer, never a refusal to a hedge. Abramov's lists are loose («Ящик, ларец, сундук, чемодан…»), and over the
 * documents left after a question's own was taken out, a synonym met in another passage had turned its refusal into a
 * hedge (two blind sets' leave-one-out).
 */
export function heldBySynonym(s: Salience, terms: Set<string>, partial: number): string[] {
  if (coverage(s, terms).share < partial) return [];
  return s.words.flatMap((w) => (w.unseen && !w.exact && /^[а-я]+$/.test(w.word) && abramovSynonyms(w.word).some((x) => terms.has(stem(x))) ? [w.terms[0]!] : []));
}
