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

/**
 * The English weekday names (Oxford English Dictionary; Викисловарь gives each as the Russian day's translation), in the
 * week's order of DAYS; not their abbreviations («sat», «sun», «wed» are words of their own): «is Friday a shorter day?» asks what the handbook says as «В
 * пятницу рабочий день короче…». Each is a translation of one Russian day, with no second sense to stray into.
 */
const ENGLISH: readonly string[] = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** The Russian weekday (nominative) an English weekday name or its plural («fridays») names; null for other words. */
export function russianWeekdayOf(word: string): string | null {
  const i = ENGLISH.indexOf(word.toLowerCase().replace(/(day)s$/, "$1"));
  return i < 0 ? null : DAYS[i]![0]!;
}

/** `instead` (a weekday) in the case `found` (a form of another weekday) is in: «пятницы», «среда» → «среды». */
export function weekdayInCaseOf(found: string, instead: string): string | null {
  const from = weekdayForms(found);
  const to = weekdayForms(instead);
  if (!from || !to) return null;
  const i = from.indexOf(found.toLowerCase().replaceAll("ё", "е"));
  return i < 0 ? null : to[i];
}

/**
 * The weekdays' two-letter abbreviations, as timetables and opening hours write them («пн–пт 8:00–20:00, сб 9:00–15:00»):
 * Викисловарь, «пн», «вт», «ср», «чт», «пт», «сб», «вс» (сокращения названий дней недели), in the week's order.
 */
export const WEEKDAY_ABBREVIATIONS: readonly string[] = ["пн", "вт", "ср", "чт", "пт", "сб", "вс"];

/**
 * The weekdays (nominative) a text names by abbreviation, a span «пн–пт» or «пн-пт» as every day in it: «сб» is «суббота»,
 * «пн–пт» is Monday to Friday. Only lowercase or capitalised abbreviations standing alone count («ВС» is an acronym).
 * With `spans` false a span is left out: a single «Ср 9 декабря» names Wednesday itself, «пн–пт» a range that holds it.
 */
export function abbreviatedWeekdays(text: string, spans = true): string[] {
  const out: string[] = [];
  const day = "([Пп]н|[Вв]т|[Сс]р|[Чч]т|[Пп]т|[Сс]б|[Вв]с)";
  const at = (a: string) => WEEKDAY_ABBREVIATIONS.indexOf(a.toLowerCase());
  for (const m of text.matchAll(new RegExp(`(?<![\\p{L}\\d])${day}\\.?(?:\\s*[-–—]\\s*${day}\\.?)?(?![\\p{L}\\d])`, "gu"))) {
    if (m[2] && !spans) continue;
    const from = at(m[1]!);
    const to = m[2] ? at(m[2]) : from;
    for (let i = from; i <= (to >= from ? to : from); i++) out.push(DAYS[i]![0]!);
  }
  return out;
}

/**
 * A span of days from Monday to Friday or Saturday, written out («с понедельника по субботу», «понедельник — пятница») or
 * abbreviated («пн–пт», «Пн-Сб»): it names the weekdays (Ожегов: будни — рабочие, непраздничные дни), which a person asks for
 * by that word («а в будни?» after the Sunday hours; lead's walk 39 was refused beside «…с понедельника по субботу с 10:00»).
 */
const WORKWEEK = /(?<![\p{L}])(?:(?:с\s+)?понедельник[а-я]*\s*(?:по|до|[-–—])\s*(?:пятниц|суббот)[а-я]*|пн\.?\s*[-–—]\s*(?:пт|сб))(?![\p{L}])/iu;

/** Whether a text names the working week by its span from Monday. */
export function namesWorkweek(text: string): boolean {
  return WORKWEEK.test(text);
}

/**
 * The part of the week a weekday belongs to: Saturday and Sunday are the weekend («выходные»), Monday to Friday the working
 * days («будни»), as the five-day week has it (ТК РФ, ст. 111: two days off a week, Sunday the common one, the other as a rule
 * Saturday; Ожегов: будни — рабочие, непраздничные дни). Timetables and price lists say the part, not the day: «когда сеанс в
 * субботу» is answered by «Выходные и праздники: каждые два часа с 9:00 до 21:00» (lead's walk 52).
 * Empty for other words.
 */
export function partOfWeek(word: string): string[] {
  const forms = weekdayForms(word) ?? (russianWeekdayOf(word) ? weekdayForms(russianWeekdayOf(word)!) : null);
  if (!forms) return [];
  return DAYS.indexOf(forms as string[]) >= 5 ? ["выходные", "выходной", "weekend"] : ["будни", "будний", "weekday"];
}
