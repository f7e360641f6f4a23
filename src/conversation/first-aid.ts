import type { AnswerDeps } from "../answering/answer.ts";
import { retrieve } from "../answering/answer.ts";
import { acuteSigns } from "../skills/interview/extract.ts";
import { languageOf } from "../skills/interview/extract.ts";
import { firstAidNameOf, minorInjuryOf, situationOf } from "../text/first-aid.ts";
import { ASKS_STEPS, WHOM_TO_NOTIFY } from "../text/speech-acts.ts";
import { opensQuestion } from "../text/measure-questions.ts";
import { isStopword, stem, words } from "../text/tokens.ts";

/**
 * What to ask the company's documents when a message tells of a first-aid situation: the situation as safety rules name
 * it (red-flags.json's `ask`, first-aid.json's names), not the person's words. «СРОЧНО ребенок подавился и не может дышать
 * что делать» asked as said met every row of a first-aid table on «что делать» (walk 20a quoted the scrape row first);
 * «он хватает ребенка и тянет к выходу!!» met nothing («хватает», «тянет»), and «what should I do if a child is choking?»
 * met no Russian row. The situation's name in the message's language is asked first; when the documents refuse it,
 * its name in the other language (Russian rules asked in English). Null: no such situation, or the
 * documents hold none by either name: the message is asked as is.
 */
export async function firstAidQuestion(message: string, previous: string | undefined, deps: AnswerDeps): Promise<string | null> {
  // «поскользнулась на мокром полу, ушибла колено. куда сообщать?»: whom to tell is the company's reporting rule (an
  // accident at work), which the situation's name would drop; a sign that cannot wait is named whatever is asked.
  const acute = acuteSigns(message).find((f) => f.ask)?.ask;
  const named = acute ?? (WHOM_TO_NOTIFY.test(message) ? null : firstAidNameOf(message));
  if (!named) return previous ? emergencyFollowUp(message, previous, deps) : null;
  const lang = languageOf(message);
  const first = named[lang];
  const other = named[lang === "en" ? "ru" : "en"];
  // A documents search with no passage, or a refusal, does not answer the name; a «partial» near-answer («Do not use the
  // lifts» for a guest stuck in one) only when neither language's name is answered outright.
  const stateOf = async (q: string) => {
    const r = await retrieve(q, previous, deps).catch(() => null);
    return !r || r.fragments.length === 0 ? "refused" : r.verdict?.state ?? "answered";
  };
  // «на каком расстоянии ставить знак аварийной остановки при дтп»: a question for one fact of the situation, not what to do
  // in it, is asked as said when the documents answer it (the section's name lost «15 м», heldout-transit).
  if (opensQuestion(message.trim()) && !ASKS_STEPS.test(message) && (await stateOf(message)) === "answered") return null;
  const inFirst = await stateOf(first);
  if (inFirst === "answered") return first;
  const inOther = await stateOf(other);
  if (inOther === "answered") return other;
  // Neither: the person's own words are asked, and the refusal names whom to ask.
  return inFirst !== "refused" ? first : inOther !== "refused" ? other : null;
}

/**
 * «а на лифте можно людей вывести? там бабушка с палочкой» right after the fire steps (walk 22b: refused, «ничего не сказано
 * про «вывести», «бабушка», «палочкой»», though the steps say «Лифтами не пользоваться»): a follow-up of an emergency asks
 * about that emergency's section; what the person adds of the scene (a grandmother with a cane) is no word of it. When the
 * message as said is not answered, it is asked by the words the section holds (function words kept: «а на лифте можно
 * людей»), when that is answered outright; else null, and the words are asked as said.
 */
async function emergencyFollowUp(message: string, previous: string, deps: AnswerDeps): Promise<string | null> {
  const before = situationOf(previous) ?? minorInjuryOf(previous);
  if (!before || !message.includes("?")) return null;
  const answered = async (q: string, prev?: string) => (await retrieve(q, prev, deps).catch(() => null))?.verdict?.state === "answered";
  if (await answered(message, previous)) return null;
  const lang = languageOf(message);
  const section = await retrieve(before[lang], undefined, deps).catch(() => null);
  const held = new Set((section?.fragments ?? []).flatMap((f) => words(f.text).map(stem)));
  const all = words(message);
  const kept = all.filter((w) => isStopword(w) || held.has(stem(w)));
  // Nothing of the section named, or nothing dropped: the message is asked as said.
  if (!kept.some((w) => !isStopword(w)) || kept.length === all.length) return null;
  const asked = `${kept.join(" ")}?`;
  return (await answered(asked)) ? asked : null;
}
