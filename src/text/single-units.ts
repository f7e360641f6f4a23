/**
 * A lead time said with the unit alone: «за день до заезда», «за неделю до отпуска», «за час до начала». A counted noun in
 * the singular with no numeral counts one («за день» — «за один день»), and rules state lead
 * times as bounds on a count («менее чем за 3 дня», «не позднее чем за 14 дней»), so the question's lead time is written as
 * the figure a bound can hold (ranges.ts), as half-durations.ts writes «полчаса». Only before «до» (the event it leads):
 * «зарплата за месяц», «сколько платят за час» count no lead time.
 */
const LEAD = /(?<![\p{L}\d])(за)\s+(час|день|сутки|неделю|месяц|год)(?=\s+до(?![\p{L}]))/giu;

/** The text with a lead time of one unit written with its figure. */
export function singleUnitsWritten(text: string): string {
  return text.replace(LEAD, "$1 1 $2");
}
