/**
 * The Russian weekdays in their six cases (nominative, genitive, dative, accusative, instrumental, prepositional), as
 * Zaliznyak's grammatical dictionary declines them: «поменяй пятницу на среду» names the days in the accusative while the
 * letter says «до пятницы», and the swap puts «среды» there, the case the letter's own word is in.
 */
const DAYS: readonly string[][] = [
  ["понедельник", "понедельника", "понедельнику", "понедельник", "понедельником", "понедельнике"],
  ["вторник", "вторника", "вторнику", "вторник", "вторником", "вторнике"],
  ["среда", "среды", "среде", "среду", "средой", "среде"],
  ["четверг", "четверга", "четвергу", "четверг", "четвергом", "четверге"],
  ["пятница", "пятницы", "пятнице", "пятницу", "пятницей", "пятнице"],
  ["суббота", "субботы", "субботе", "субботу", "субботой", "субботе"],
  ["воскресенье", "воскресенья", "воскресенью", "воскресенье", "воскресеньем", "воскресенье"],
];

/** The weekday a word names in any case, with every form of it; null for other words. */
export function weekdayForms(word: string): readonly string[] | null {
  const w = word.toLowerCase().replaceAll("ё", "е");
  return DAYS.find((forms) => forms.includes(w)) ?? null;
}

/** `instead` (a weekday) in the case `found` (a form of another weekday) is in: «пятницы», «среда» → «среды». */
export function weekdayInCaseOf(found: string, instead: string): string | null {
  const from = weekdayForms(found);
  const to = weekdayForms(instead);
  if (!from || !to) return null;
  const i = from.indexOf(found.toLowerCase().replaceAll("ё", "е"));
  return i < 0 ? null : to[i];
}
