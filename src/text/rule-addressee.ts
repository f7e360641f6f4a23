import { russianDictionary } from "./dictionary.ts";
import { words } from "./tokens.ts";

/** The prepositions of Russian (a closed class, Русская грамматика 1980, т. I, «Предлог»), as indefinite-personal.ts reads them. */
const PREPOSITION = /^(?:в|во|на|к|ко|до|с|со|по|за|без|после|при|от|ото|из|изо|у|о|об|обо|для|через|перед|под|над|согласно|благодаря|вопреки|навстречу)$/u;

/** A plural noun in the dative («волонтёрам», «пенсионерам», «гостям», «детям»). */
const DATIVE_PLURAL = /^(\p{L}{3,})(?:ам|ям)$/u;

/**
 * The ones a sentence states its rule for, named in the dative without a preposition (дательный адресата, Русская
 * грамматика 1980): «Волонтёрам приютов — скидка 15%», «скидка пенсионерам 5%». A dative after a preposition (within
 * four words, to reach words joined to it: «по выходным дням и праздникам») is a circumstance, not whom the rule is for. A noun of the dictionary only: its base is a
 * word with a nominative ending (волонтёр, гость, сотрудница, дети).
 */
export function addressees(sentence: string): string[] {
  const dict = russianDictionary();
  const ws = words(sentence);
  return ws.filter((w, i) => {
    const m = DATIVE_PLURAL.exec(w);
    if (!m || ws.slice(Math.max(0, i - 4), i).some((p) => PREPOSITION.test(p))) return false;
    const base = m[1]!;
    return ["", "ь", "а", "я", "и"].some((end) => dict.has(base + end));
  });
}

/** A plural noun in the genitive («сотрудников», «воспитателей», «врачей»), as «у» takes it for whose a thing is. */
const GENITIVE_PLURAL = /^\p{L}{3,}(?:ов|ев|ей)$/u;

/**
 * The party a message asks a rule for: named as a rule names it, in the dative («какая скидка сотрудникам?»), or as whose
 * the thing is, «у» with the genitive plural («какая у сотрудников скидка?»). A person asking of themselves («я сдаю кровь»,
 * «снабженцу можно…») names no party a rule's addressee could differ from.
 */
export function partiesAsked(question: string): string[] {
  const ws = words(question);
  return [...addressees(question), ...ws.filter((w, i) => ws[i - 1] === "у" && GENITIVE_PLURAL.test(w))];
}
