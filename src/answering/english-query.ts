import type { LexicalIndex } from "../retrieval/lexical.ts";
import { isStopword, stem, words } from "../text/tokens.ts";
import { isModal, isSupportVerb } from "../text/stopwords.ts";
import { conceptsOfWord } from "./salience.ts";
import { englishVerbsIn } from "../text/english-verbs.ts";
import { withEnglishCompoundsClosed } from "../text/english-compounds.ts";

/**
 * «how long», «how many», «how much», «how far», «how often», «how soon»: the word after «how» asks a measure, it names no
 * topic. So does «time» of «what time» (OALD: «what time is it?», asking the time by the clock; Russian «во сколько»): «What
 * time is lights-out?» asks the clock time of «22:30 — отбой», and «time», held by no such routine, thinned its score.
 */
const MEASURE = /(?<![\p{L}])(?:how\s+(long|many|much|far|often|soon)|(?:what|which)\s+(time))(?![\p{L}])/giu;

/**
 * An English question searched in documents that mostly speak Russian: «How long does it take to make progressive
 * glasses?» holds three words the price list holds in some form (through the thesaurus: «прогрессивными», «очков»,
 * «изготовление») and two it holds in none, «long» of «how long» and the support verb «take». The search scores a fragment
 * by the share of the query's weight it holds, and a word no fragment holds weighs the most: the row «Изготовление очков с
 * прогрессивными линзами | 2 500 ₽, срок 7 рабочих дней» stayed below the floor and the question was refused naming lab@
 * (walk 25a, en14). Such phrasing words — a support verb (stopwords.ts: «take», «get», «make»), the measure word of «how
 * long» — are left out of the search when no fragment holds them and two other words are held; a word that names a topic
 * stays however unheld («interviewing a sales manager» keeps «interviewing» and «sales»: h23e). The answerability test
 * still weighs every word typed.
 */
export function searchedAsHeld(query: string, lexical: Pick<LexicalIndex, "salience">): string {
  // A Russian question keeps every word: its words unheld are typing slips and forms other rules read (respelled, stems).
  if (/[а-яё]/iu.test(query)) return query;
  // «time off» is searched as the thesaurus's «timeoff», not as «time» (english-compounds.ts).
  query = withoutNumberAsked(withEnglishCompoundsClosed(query));
  const latin = [...new Set(words(query).filter((w) => /^[a-z]{3,}$/.test(w) && !isStopword(w)))];
  const phrasing = new Set([...query.matchAll(MEASURE)].map((m) => (m[1] ?? m[2])!.toLowerCase()));
  // A word standing where only a verb can («do I need to change», «can I take»: english-verbs.ts) that the documents write
  // in no form is phrasing too: a rule says «Пароль меняется», which no English verb meets through the thesaurus.
  const verbs = englishVerbsIn(query);
  // Only a measure asked («how long does it take…») marks its support verb as phrasing: «can't make it to my shift» keeps its
  // words (h22d's sick call lost the sick-leave rule to the contacts' «графики смен» without «make»).
  const seen = lexical.salience(latin.map((w) => [stem(w), ...conceptsOfWord(w).map((g) => `#${g}`)]));
  if (!seen) return query;
  const unknown = unknownToRussianDocuments(latin, seen, lexical);
  if (phrasing.size === 0 && unknown.size === 0) return query;
  // A modal («need», «want»: stopwords.ts) is phrasing as a support verb is («I need access…, how long does that take?»).
  const dropped = new Set(latin.filter((w, i) => unknown.has(w) || (phrasing.size > 0 && !seen[i]!.seen && (phrasing.has(w) || verbs.has(w) || isSupportVerb(w) || isModal(w)))));
  if (dropped.size === 0 || latin.filter((_, i) => seen[i]!.seen).length < 1) return query;
  return query.replace(/[\p{L}\p{N}'’]+/gu, (w) => (dropped.has(w.toLowerCase()) ? " " : w)).replace(/\s+/g, " ").trim();
}

/**
 * «what number do I call», «which number should I dial», «what's the number to ring»: the number asked is a phone to call,
 * and neither «number» nor the verb names the matter. Searched with them, «fire, what number do I call?» met the guide's
 * sick-leave line «Call your manager before 9:00… give its number to Accounting» before its own «Fire: 101 or 112» (walk
 * 26a P12, the answer opened with calling the manager). The rest of the question is searched; judged, every word still counts.
 */
const NUMBER_ASKED = /(?<![\p{L}])(?:what|which|what's|whats)(?:\s+is)?\s+(?:the\s+)?(?:(?:phone|telephone|emergency)\s+)?(number)(?:\s+(?:do|should|can|shall|must)\s+(?:i|we|you))?(?:\s+to)?\s+(call|dial|ring|phone)(?![\p{L}])/giu;

function withoutNumberAsked(query: string): string {
  const rest = query.replace(NUMBER_ASKED, " ").replace(/\s+/g, " ").trim();
  // A question that is nothing but the number asked («what number do I call?») keeps its words: they are all it says.
  return words(rest).some((w) => !isStopword(w)) ? rest : query;
}

/**
 * Over documents that hold none of the question's English words as written (Russian documents), an English word the
 * thesaurus does not know («first», «admin», «piano») cannot be looked for at all: no fragment can hold it, and as the
 * rarest word of the query it weighs the most, thinning every fragment's score. «What time should I show up on my first day
 * as a front desk admin?» found nothing, though «day» and «front desk» meet «В первый день приходите к 8:30… ресепшн»
 * (tune48a e02). The answerability test reads such a word as phrasing already (salience.ts: its absence says nothing of the
 * documents); the search leaves it out too, when two other words of the question are held. With one, what is left is too
 * little to search by: a question whose document was left out found another's passage on its one word (a held-out set's
 * leave-one-out, tried).
 */
function unknownToRussianDocuments(latin: string[], seen: { seen: boolean }[], lexical: Pick<LexicalIndex, "salience">): Set<string> {
  if (seen.filter((s) => s.seen).length < 2) return new Set();
  const written = lexical.salience(latin.map((w) => [stem(w)]));
  if (!written || written.some((s) => s.seen)) return new Set();
  return new Set(latin.filter((w, i) => !seen[i]!.seen && conceptsOfWord(w).length === 0));
}
