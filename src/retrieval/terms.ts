import { indexTerms, stem, words } from "../text/tokens.ts";
import { conceptsOf } from "../text/concepts.ts";
import { abbreviatedWeekdays, namesWorkweek, russianWeekdayOf, weekdayForms } from "../text/weekdays.ts";
import { spelledOut } from "../text/office-abbreviations.ts";

/** The term a weekday is searched by, however a text writes it (its name in any case, its abbreviation, a span). */
const WEEKDAY = "\u0000day:";

/**
 * The documents' index terms: the shared ones (tokens.ts) and a weekday's own term. Opening hours say «пн–пт 8:00–20:00,
 * сб 9:00–15:00»; a person asks «в субботу работает?». The day's term is held by its name in any case, its abbreviation
 * and every day of a span «пн–пт» (weekdays.ts). It is a term of the search alone: the answerability test weighs the words
 * a sentence writes («в пятницу» is no word of «пн–пт», a rule on Friday evenings must still say Friday). Kept to the
 * documents' search: the skill library's thresholds were calibrated on the shared terms.
 */
export function documentTerms(text: string): string[] {
  const out = indexTerms(text, conceptsOf);
  // As many terms as the day's name has (its stem, truncation and thesaurus group): a day written «сб» weighs as «суббота».
  const day = (name: string) => out.push(...indexTerms(name, conceptsOf).map((t) => WEEKDAY + t));
  abbreviatedWeekdays(text).forEach(day);
  // A day abbreviated alone («Ср 9 декабря — кулон…» in a person's list) is the day's name written short: indexed as the
  // name itself, so a question's «в среду» finds it and counts as said (a span «пн–пт» holds Friday without saying it).
  for (const name of abbreviatedWeekdays(text, false)) out.push(...indexTerms(name, conceptsOf));
  for (const w of words(text)) {
    const forms = weekdayForms(w);
    if (forms) day(forms[0]!);
    // «on Friday» asked of rules that say «в пятницу»: the English name is the Russian day's term too (weekdays.ts).
    const ru = forms ? null : russianWeekdayOf(w);
    if (ru) day(ru);
  }
  // «с понедельника по субботу» names the weekdays a person asks for as «в будни» (weekdays.ts).
  if (namesWorkweek(text)) out.push(...indexTerms("будни", conceptsOf));
  // «Доб.: 1900» is the «добавочный» a person asks for, «каб. 305» a «кабинет» (abbreviations.ts): by its stem and group, not
  // its five-letter truncation, which would make «доб.» a «добавляет» too (furniture's «сколько фирма добавляет мне на еду»).
  for (const w of spelledOut(text)) out.push(stem(w), ...conceptsOf(stem(w)).map((g) => "#" + g));
  return out;
}
