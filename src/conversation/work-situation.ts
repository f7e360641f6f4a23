import type { AnswerDeps } from "../answering/answer.ts";
import { retrieve } from "../answering/answer.ts";
import { languageOf } from "../skills/interview/extract.ts";
import { workSituationOf } from "../text/work-situations.ts";
import { asksSickReport, reportsInWriting } from "../text/sick-reporting.ts";

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
  const lang = languageOf(message);
  // A plainer name the situation also goes by (sick-reporting.ts) is asked before the other language's.
  const names = [named[lang], ...(named.plain ? [named.plain[lang]] : []), named[lang === "en" ? "ru" : "en"]];
  // «горло болит, завтра смена — можно предупредить старшего сообщением?»: whether word of one's sickness may go by a
  // message is the sick-leave rule's channel sentence, while the words meet any rule on telling a superior (the filming
  // rule's «сообщает старшему смены», walk 23b): the rule is asked by its name first. Whom and by when («…кому сообщить и
  // до скольки?») stays with the words, which the rule's own «до 6:30» answers.
  if (asksSickReport(message) && reportsInWriting(message)) {
    for (const q of names) if (await answered(q)) return q;
    return null;
  }
  if (await answered(message)) return null;
  for (const q of names) if (await answered(q)) return q;
  return null;
}
