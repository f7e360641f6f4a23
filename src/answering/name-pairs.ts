import { isStopword, stem, words } from "../text/tokens.ts";
import { looksLikeVerb } from "../text/verb-forms.ts";
import { isAdjective } from "./narrowing.ts";

/**
 * «служба безопасности», «отдел кадров», «график отпусков»: a noun and the genitive right after it name one thing (Русская
 * грамматика 1980, § 1725: the attributive genitive says which). A text holding the two together names that thing; one holding
 * them apart («…агрохимической службы…» under a heading «Инструкция по безопасности…») names two others. Lead walk 46:
 * «кто в службе безопасности» was answered with the agrochemical service's rule, the contacts row «Служба безопасности |
 * Олег Ветров» ranked second.
 */
const GENITIVE = /(?:[^аеиоуыэюя][аяыи]|ов|ев|ей)$/;

/** The noun–genitive pairs of a question, as stems in order; none when it has no such pair. */
export function namePairs(question: string): [string, string][] {
  const ws = words(question.toLowerCase().replaceAll("ё", "е"));
  const content = (w: string) => /^[а-я]{4,}$/.test(w) && !isStopword(w) && !looksLikeVerb(w);
  const out: [string, string][] = [];
  ws.forEach((w, k) => {
    const n = ws[k + 1];
    if (n && content(w) && content(n) && !isAdjective(w) && !isAdjective(n) && GENITIVE.test(n)) out.push([stem(w), stem(n)]);
  });
  return out;
}

/** Whether a text holds one of the pairs together, in order («Служба безопасности»). */
export function holdsPair(text: string, pairs: [string, string][]): boolean {
  const stems = words(text.toLowerCase().replaceAll("ё", "е")).map(stem);
  return pairs.some(([a, b]) => stems.some((s, k) => s === a && stems[k + 1] === b));
}

/** Whether a text holds both words of a pair, apart: it speaks of two other things. */
export function holdsApart(text: string, pairs: [string, string][]): boolean {
  const stems = new Set(words(text.toLowerCase().replaceAll("ё", "е")).map(stem));
  return pairs.some(([a, b]) => stems.has(a) && stems.has(b)) && !holdsPair(text, pairs);
}
