import { unitsOf } from "../text/figure-units.ts";
import { evidenceTerms } from "./salience.ts";

/**
 * The evidence a text gives for a question, a figure the question states with its unit («4 года» of service) left out where
 * the text states the same number as another quantity («не менее 4 дней в неделю»): one number, two quantities
 * (figure-units.ts). The bare «4» outweighed every other word of «а если я работаю тут 4 года?» and led the answer with the
 * remote-work rule, cited beside the leave's «больше 3 лет» (kodservice k16). The bound that holds the figure still meets it.
 */
export function evidenceFor(question: string): (text: string) => Set<string> {
  const asked = unitsOf(question);
  if (asked.size === 0) return evidenceTerms;
  return (text) => {
    const terms = evidenceTerms(text);
    const stated = unitsOf(text);
    for (const [figure, unit] of asked) if (stated.has(figure) && stated.get(figure) !== unit) terms.delete(figure);
    return terms;
  };
}
