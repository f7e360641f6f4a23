import type { AnswerDeps } from "../answering/answer.ts";
import { retrieve } from "../answering/answer.ts";
import { languageOf } from "../skills/interview/extract.ts";
import { workSituationOf } from "../text/work-situations.ts";

/**
 * What to ask the company's documents when a message tells of a work situation their rules name in their own words
 * (text/work-situations.ts): «нашла в зале чужой телефон под креслом, что с ним делать» met the contacts' «кресла» row and
 * no «Забытые вещи сдаются старшему смены…» (walk 22a); «заболела, температура 38, завтра утренняя смена. что делать кому
 * писать» met the shift hours. The person's words are kept when the documents answer them as said; else the situation's
 * name in the message's language, then in the other; null when neither is answered (the words are asked as they are).
 */
export async function workSituationQuestion(message: string, previous: string | undefined, deps: AnswerDeps): Promise<string | null> {
  const named = workSituationOf(message);
  if (!named) return null;
  const answered = async (q: string) => (await retrieve(q, previous, deps).catch(() => null))?.verdict?.state === "answered";
  if (await answered(message)) return null;
  const lang = languageOf(message);
  for (const q of [named[lang], named[lang === "en" ? "ru" : "en"]]) if (await answered(q)) return q;
  return null;
}
