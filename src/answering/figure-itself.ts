import type { PickedSentence } from "./extractive.ts";
import { coverage, type Salience } from "./salience.ts";

/**
 * «детям до 7 где можно лазать» over «Дети до 14 лет лазают только с инструктором…» (the safety rules, ranked first for
 * their heading «Допуск к лазанию») and «Дети до 7 лет лазают только на детской стене…» (the price list): the message's
 * number falls within the first one's bound («до 14» holds 7, ranges.ts) and is written by the other itself. A figure met
 * only through a bound is met less exactly than one the sentence states (as coverage's graded credit already weighs it,
 * OTHER_FORM), and a sentence that says every word of the message the first says, and states that figure, answers before it:
 * the bound is the wider rule, the figure itself the case asked (the lead's walk 53 quoted the under-14 rule).
 * Only the message's own numbers (not a previous question's), and only a sentence near the first in score (three quarters,
 * as the sentences joining the best are weighed): the figure alone does not lift a sentence that says little else.
 * The bound of the message's own («до 7» read as «under 7») is not read: that cost furniture q28 («а если сумма больше
 * 300 тысяч?»). Returns the index in `all` of the sentence to lead with, or -1.
 */
export function figureItselfFirst(all: PickedSentence[], salience: Salience | null | undefined, held: (text: string) => Set<string>): number {
  const first = all[0];
  if (!first || !salience?.words.length) return -1;
  const firstTerms = held(first.text);
  const firstMet = coverage(salience, firstTerms).covered;
  const viaBound = salience.words.flatMap((w, i) => (firstMet[i] && w.exact && !w.context && /^\d+$/.test(w.terms[0]!) && !firstTerms.has(w.terms[0]!) ? [w.terms[0]!] : []));
  if (!viaBound.length) return -1;
  return all.findIndex((c, k) => {
    if (k === 0 || c.score < 0.75 * first.score) return false;
    const terms = held(c.text);
    if (!viaBound.every((n) => terms.has(n))) return false;
    const met = coverage(salience, terms).covered;
    return firstMet.every((m, i) => !m || met[i]);
  });
}
