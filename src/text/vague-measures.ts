/**
 * Measures a person says loosely and a rule states as a figure. «несколько раз ввёл не тот PIN» is what «После 3 ошибочных
 * вводов…» counts; «вскоре после курсов» is the rule's «в течение 6 месяцев после окончания»; «в середине апреля» its «с 10 по
 * 20 апреля». The documents never say the loose word, so a question holding it was only «possibly related» to its rule.
 *
 * Where the words come from: Русская грамматика (1980) — the indefinite-quantity numerals («несколько») and «пара» in the
 * sense «два, несколько» (Ожегов: пара — 3. разг. несколько, небольшое количество); the adverbs of time saying a short while
 * (Ожегов: вскоре — через короткое время, спустя немного времени; скоро — через короткое время; недавно — в недалёком
 * прошлом); the nouns naming a part of a period in the prepositional case with a month or a calendar unit after them
 * («в начале марта», «в середине года», «в конце месяца»: обстоятельство времени). Not «много», «мало»: they ask whether an
 * amount is large, which a bare figure does not tell.
 */

/** What a loose measure is met by: a count, a moment or length of time, a date. */
export type VagueMeasure = "count" | "soon" | "phase";

const COUNT = /^(?:несколько|нескольких|нескольким|несколькими|пару|пара|пары|парочку|парочка|couple|several)$/u;
const SOON = /^(?:вскоре|скоро|недавно|soon|shortly|recently)$/u;
const PHASE = /^(?:начале|середине|конце)$/u;
const PERIOD = /^(?:январ|феврал|март|апрел|ма[яе]|июн|июл|август|сентябр|октябр|ноябр|декабр|месяц|год|недел|квартал|сезон|лет)/u;

/** The loose measure a word of the question says (`next`: the word after it), or null. */
export function vagueMeasureOf(word: string, next: string | undefined): VagueMeasure | null {
  const w = word.toLowerCase().replaceAll("ё", "е");
  if (COUNT.test(w)) return "count";
  if (SOON.test(w)) return "soon";
  if (PHASE.test(w) && next !== undefined && PERIOD.test(next.toLowerCase())) return "phase";
  return null;
}
