/**
 * «а в неделю?», «per week?», «and what's that per week?»: a figure just worked out asked again for a week. Data: the
 * words such a follow-up is said with in everyday Russian and English (a joining «а», «и», «and»; «сколько»,
 * «получается», «that», «it»; the preposition of the period, «в», «за», «per», «a»). Written from general usage.
 */
const FILLER = String.raw`(?:а|и|ну|ок|так|это|сколько|получается|выходит|будет|and|so|ok|okay|what'?s|what|is|how|much|many|that|it|this|then|be|would|comes?|to)`;
const WEEK = String.raw`(?:(?:в|за|на)\s+неделю|(?:per|a|each|every|for\s+a|in\s+a)\s+week|weekly)`;
const PER_WEEK = new RegExp(String.raw`^(?:${FILLER}[\s,]+)*${WEEK}(?:[\s,]+${FILLER})*[\s?.!]*$`, "iu");

/** True when the message only asks the figure before it for a week. */
export function asksPerWeek(message: string): boolean {
  return message.trim().length <= 50 && PER_WEEK.test(message.trim());
}
