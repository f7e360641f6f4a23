import type { Fragment } from "../retrieval/types.ts";
import type { PickedSentence } from "./extractive.ts";
import { evidenceTerms, type Salience } from "./salience.ts";
import { withoutAdjectivesOf } from "../text/relative-adjectives.ts";
import { outsidePrepositionalPhrases } from "../text/prepositional-phrases.ts";
import { withoutRateUnits } from "../text/rate-units.ts";

/** Personal pronouns of the third person, a closed class (Русская грамматика 1980, § 1661). */
const THIRD_PERSON = /(?<![\p{L}])(?:он|она|оно|они|его|её|ее|их|ему|ей|им|ним|ней|нему|него|неё|нее|них|ими|ею|нею)(?![\p{L}])/iu;

/**
 * Whether the thing asked, a noun the question names outside its prepositional phrases (Salience.spokenOf), is held by the
 * picked sentences or their headings as what they speak of too, not only inside a prepositional phrase about something
 * else (issue 14, the leave-one-out answers session 36 grouped as «a word met only as a modifier of another head»):
 * «Курьер получает премию 120 рублей за доставку» is the courier's bonus, no price of the delivery; «Операторам,
 * работающим с растворителями, положено ещё 7 дней» is a leave, not what to do with a spilt solvent; «Отпускные
 * перечисляются … до начала отпуска» is the leave pay's date, not the leave's length. Nor by an adjective made from it
 * («Отпускные» is the pay, relative-adjectives.ts). True when the rule does not apply.
 */
export function heldAsHead(s: Salience, fragments: Fragment[], picked: PickedSentence[]): boolean {
  if (s.spokenOf === undefined) return true;
  const a = s.words[s.spokenOf];
  const says = (text: string) => { const own = evidenceTerms(text); return a.terms.some((t) => own.has(t)); };
  // Nor the unit a rate is counted per («руб./час» holds no watch, text/rate-units.ts).
  const holds = (text: string) => says(withoutRateUnits(adjectivesApart(s, outsidePrepositionalPhrases(text), s.spokenOf!)));
  // Only a thing the sentences do hold, as a modifier: one they do not hold at all is weighed by coverage as any word is
  // («привезли подгоревший хлеб с производства, кому звонить» is answered by «Если с производства пришла бракованная
  // продукция (подгоревшая…)…»; bakery b11 and vet q25 were hedged at the merge when the rule took any absence for one).
  if (!picked.some((p) => says(p.text) || fragments[p.fragment].headingPath.some(says))) return true;
  // «…переобуваются в сменную обувь; её хранят в шкафчиках у входа»: a personal pronoun of the third person takes the thing up again after its phrase, as what the next clause speaks of (h36a's
  // «где хранить сменку?» was hedged at the merge).
  // The pronoun stands outside a prepositional phrase itself: «…проходит обучение у старшего менеджера и работает в паре с ним»
  // keeps the senior manager a companion, and answered «как стать старшим менеджером» (lead's walk 42).
  const takenUp = (text: string) => says(text) && THIRD_PERSON.test(outsidePrepositionalPhrases(text));
  // «Менеджер работает по графику 2 через 2…»: the thing named inside the phrase with its figure right after it («графику 2
  // через 2», «по тарифу 300 рублей») is what that figure measures, and the sentence gives it (lead's walk 42 hedged «какой
  // график работы»).
  const measured = (text: string) => [...text.matchAll(/(\p{L}+)\s+\d/gu)].some((m) => says(m[1]!));
  return picked.some((p) => holds(p.text) || takenUp(p.text) || measured(p.text) || fragments[p.fragment].headingPath.some(holds));
}

/**
 * The text without the relative adjectives made from the message's word `i` («Отпускные» is the pay, not the leave), unless
 * the text holds the noun that word depends on in the message as its genitive (Salience.governor): a relative adjective and
 * the genitive of its noun are one attribute (Русская грамматика 1980, относительные прилагательные), so «Бисквитный обжиг —
 * по вторникам…, глазурный — по средам» says when «обжиг глазури» is (lead's walk 51 hedged «как часто обжиг глазури»).
 */
export function adjectivesApart(s: Salience, text: string, i: number): string {
  const g = s.governor;
  if (g !== undefined && i === s.spokenOf) {
    const own = evidenceTerms(text);
    if (s.words[g]!.terms.some((t) => own.has(t))) return text;
  }
  return withoutAdjectivesOf(text, s.words[i]!.word);
}
