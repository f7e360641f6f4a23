import type { Fragment } from "../retrieval/types.ts";
import { sentences, type PickedSentence } from "./extractive.ts";
import { coverage, type Salience } from "./salience.ts";

/**
 * The demonstrative «этот» in any form, opening a sentence or its first clause after a conjunction or a preposition
 * («Если эти дни выпадают на выходные…», «В этом случае…», «Этот срок…»): it takes up what the sentence before named
 * (анафорическое употребление указательного местоимения: Русская грамматика 1980, § 1701), so the two say one thing.
 */
const TAKES_UP = /^(?:(?:если|а|но|и|при|в|во|на|за|до|после|с|со|по|к|от|для)\s+)?эт(?:от|а|о|и|ом|их|у|ой|им|ими|ого|ому)(?![\p{L}])/iu;

/**
 * «когда перечисляют деньги» over «Зарплата перечисляется на карту 10 и 25 числа. Если эти дни выпадают на выходные, деньги
 * приходят в последний рабочий день перед ними.»: the sentence after the best one takes up its dates («эти дни») and says the
 * question's «деньги»; the subscription's «…деньги не возвращаются» of another passage joined for that word instead, and the
 * answer was hedged with it (lead's walk 53). Each picked sentence's next one in its passage, when it takes it up (TAKES_UP)
 * and holds a word of the message the picked ones do not, joins right after it, before sentences of other passages are weighed.
 */
export function takenUp(picked: PickedSentence[], fragments: Fragment[], salience: Salience, termsOf: (ps: PickedSentence[]) => Set<string>): PickedSentence[] {
  const out = [...picked];
  for (const p of picked) {
    const own = sentences(fragments[p.fragment]!.text);
    const at = own.indexOf(p.text);
    const next = at < 0 ? undefined : own[at + 1];
    if (!next || !TAKES_UP.test(next.trim()) || out.some((q) => q.fragment === p.fragment && q.text === next)) continue;
    const was = coverage(salience, termsOf(out)).covered;
    const now = coverage(salience, termsOf([...out, { ...p, text: next }])).covered;
    if (now.some((c, i) => c && !was[i] && !salience.words[i]!.context)) out.splice(out.indexOf(p) + 1, 0, { fragment: p.fragment, text: next, score: p.score });
  }
  return out;
}
