/**
 * «у меня 2 вопроса: когда аванс и можно ли взять отпуск в феврале», «Когда аванс? Можно ли взять отпуск в феврале?»:
 * one message asking two things. Asked of the documents as one, the words of either question missing from the other's
 * passage refused both (walk 23a); each is asked on its own instead. The forms are the question forms of speech-acts.ts
 * (вопросительные слова, «ли»; Русская грамматика, 1980) and an announced count of questions («у меня два вопроса»).
 */
import { QUESTION, YES_NO_QUESTION, YES_NO_QUESTION_EN } from "./speech-acts.ts";

/** «у меня 2 вопроса:», «два вопроса —», «I have two questions:», «a couple of questions:». */
const ANNOUNCED = /^(?:(?:у\s+меня|есть|вот)\s+)?(?:2|два|пара|пару|несколько|3|три)\s+вопрос(?:а|ов)?\s*[:,.—–-]+\s*|^(?:i\s+(?:have|got)\s+|got\s+)?(?:2|two|a\s+couple\s+of|couple\s+of|a\s+few|3|three)\s+questions?\s*[:,.—–-]+\s*/iu;

/** «…и», «…, а также», «…, а ещё», «…and», «…, also»: what joins two questions asked after an announced count. */
const JOIN = /\s*(?:,\s*)?(?:\s(?:и|а\s+также|а\s+ещ[её]|также|and|also|plus)\s+|;\s*|,\s+)/iu;

const asks = (s: string) => QUESTION.test(s) || YES_NO_QUESTION.test(s) || YES_NO_QUESTION_EN.test(s);
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** The questions a message asks, each whole, when it asks more than one; otherwise the message alone. */
export function questionsIn(message: string): string[] {
  const text = message.trim();
  const announced = ANNOUNCED.exec(text);
  const rest = announced ? text.slice(announced[0].length) : text;
  // Sentences ending in «?», each a question of its own.
  const sentences = rest.split(/(?<=\?)\s+/).map((s) => s.trim()).filter(Boolean);
  if (sentences.length >= 2 && sentences.every((s) => s.endsWith("?") && asks(s) && words(s) >= 2)) return sentences;
  if (!announced) return [text];
  // After «у меня два вопроса:» a join before a question word parts them; a join inside one question does not.
  const parts: string[] = [];
  let from = 0;
  for (const m of rest.matchAll(new RegExp(JOIN.source, "giu"))) {
    const after = rest.slice(m.index! + m[0].length);
    if (!asks(after) || words(rest.slice(from, m.index)) < 2) continue;
    parts.push(rest.slice(from, m.index).trim());
    from = m.index! + m[0].length;
  }
  parts.push(rest.slice(from).trim());
  return parts.length >= 2 && parts.every((p) => words(p) >= 2) ? parts : [text];
}
