/**
 * The three answer states, and how they are read back from an answer's text. Both faces write the
 * same lead sentences (the extractive answerer writes them itself, the model is told to), so one
 * reader serves the chat view, the routing log and the evaluation alike.
 */
export type AnswerState = "answered" | "partial" | "refused";

/** The first sentence of a refusal, in both faces. */
export const REFUSAL_LEAD = "В документах компании нет ответа на этот вопрос.";
/** The first sentence of a partial answer: nearby passages are shown, not asserted. */
export const PARTIAL_LEAD = "В документах нет точного ответа на этот вопрос.";

// Phrasings the app itself writes when documents do not answer (the embedded chat note included), and
// those a model commonly uses despite being told the lead sentence.
const REFUSED = /^(?:в документах компании (?:нет ответа|ответа (?:нет|не нашл?[её]л))|во встроенном режиме.{0,120}ответа не нашл?[её]л|это вопрос для поиска в интернете|поиск по документам сейчас недоступен|(?:в (?:найденных )?фрагментах|в документах) (?:нет|не (?:указано|сказано|содержится))(?: (?:ответа|информации|сведений))?|the (?:company )?documents (?:do not|don't) (?:answer|hold|contain)|document search is unavailable)/i;
const PARTIAL = /^(?:в документах нет точного ответа|точного ответа в документах нет|the documents do not answer (?:it|this) exactly)/i;

/**
 * The state of an answer as the person reads it: a refusal or a partial answer is recognised by its
 * opening words (after any guard note), whatever the face. Citations do not make a refusal an answer:
 * a refusal that cites something is still a refusal.
 */
export function answerStateOf(text: string): AnswerState {
  const lines = text.trim().split(/\n+/).map((l) => l.trim()).filter(Boolean);
  for (const l of lines.slice(0, 3)) {
    if (PARTIAL.test(l)) return "partial";
    if (REFUSED.test(l)) return "refused";
  }
  return lines.length ? "answered" : "refused";
}
