/**
 * A remark in brackets after the question is done («сколько дней отпуска? (новый чат того же человека)», «…? (пишу с
 * телефона)») is said about the message, not asked: a parenthetical insertion (вставная конструкция, Русская грамматика 1980)
 * standing past the question mark adds nothing to what is asked. Its words weighed as the question's turned
 * the leave table's answer into a refusal (walk 26a). A bracket inside the question («чистка пальто (шерсть)?») stays.
 */
const AFTER_QUESTION = /\?\s*\([^()]*\)[\s.!]*$/u;

/** The message without a bracketed remark after its question mark. */
export function withoutClosingAside(text: string): string {
  return AFTER_QUESTION.test(text) ? text.replace(AFTER_QUESTION, "?") : text;
}

/** A bracketed aside anywhere in a text («(21 день)», «(в месяц)», «(доб. 115)»). */
const ASIDE = /\([^()]*\)/g;

/** The text with its bracketed asides replaced by a space: what it says outside them. */
export function withoutAsides(text: string): string {
  return text.replace(ASIDE, " ");
}
