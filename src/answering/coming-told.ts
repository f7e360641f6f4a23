import { isComingTo, measureWords } from "../text/measure-questions.ts";
import { contentStems, stem } from "../text/tokens.ts";

/**
 * «во сколько мне приходить на смену» reads coming to the shift as its start, a bound asked (measure-questions.ts), and the
 * verb stands as no word an answer must hold. A rule may say the coming itself, by the moment relative to another:
 * «Сотрудник абонемента приходит за 20 минут до открытия», beside «Смены составляет заведующая…» that met «смену» first
 * (lead's walk 41 hedged with the schedule's rule). A sentence of the best passage saying the question's own verb of coming
 * with the moment asked tells that moment, and joins as one stating the figure the picked sentences lack.
 * True for such a sentence's text; never for a question with no verb of coming read as its measure.
 */
export function comingTold(question: string): (text: string) => boolean {
  const verbs = [...measureWords(question)].filter(isComingTo).map((w) => stem(w));
  if (!verbs.length) return () => false;
  return (text) => contentStems(text).some((t) => verbs.includes(t));
}
