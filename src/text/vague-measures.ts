/**
 * Measures of time a person says loosely and a rule states as a figure: «вскоре после курсов» is the rule's «в течение 6
 * месяцев после окончания»; «в середине апреля» its «с 10 по 20 апреля». The documents never say the loose word, so a
 * question holding it was only «possibly related» to its rule.
 *
 * Not the loose counts («несколько раз», «пару дней»; Русская грамматика 1980: неопределённо-количественные числительные):
 * met by any number, they let a blind set's leave-one-out answer a question from another document (heldout-airport, LOO
 * 0.84 → 0.81, session 38). A count is a figure of its own unit, which the rule on a PIN's tries («После 3 ошибочных вводов»)
 * does not name as «раз».
 *
 * Where the words come from: the adverbs of time saying a short while
 * (Ожегов: вскоре — через короткое время, спустя немного времени; скоро — через короткое время; недавно — в недалёком
 * прошлом); the nouns naming a part of a period in the prepositional case with a month or a calendar unit after them
 * («в начале марта», «в середине года», «в конце месяца»: обстоятельство времени).
 */

/** What a loose measure is met by: a moment or a length of time, a date. */
export type VagueMeasure = "soon" | "phase";

const SOON = /^(?:вскоре|скоро|недавно|soon|shortly|recently)$/u;
const PHASE = /^(?:начале|середине|конце)$/u;
const PERIOD = /^(?:январ|феврал|март|апрел|ма[яе]|июн|июл|август|сентябр|октябр|ноябр|декабр|месяц|год|недел|квартал|сезон|лет)/u;

/** The loose measure a word of the question says (`next`: the word after it), or null. */
export function vagueMeasureOf(word: string, next: string | undefined): VagueMeasure | null {
  const w = word.toLowerCase().replaceAll("ё", "е");
  if (SOON.test(w)) return "soon";
  if (PHASE.test(w) && next !== undefined && PERIOD.test(next.toLowerCase())) return "phase";
  return null;
}
