/**
 * «а с кем мне работать первые ночи?», «что делать всю смену… всю неделю», «каждый день»: a noun of a span of time in the
 * accusative with no preposition, after a word that picks or counts the spans, says how long or when (винительный
 * времени — «работать всю ночь», «первые дни»: Русская грамматика 1980, the accusative of duration). It is a circumstance
 * of the question, as a prepositional phrase is, not the thing asked about. The nouns are the calendar's and the clock's
 * units and the parts of the day (day-parts.ts); the pickers are the determiners, ordinals and quantifiers that go with them.
 * The nominative has the same forms («первые ночи оплачиваются?»): read so, the thing is only weighed by coverage as any
 * word is, which is what the rule that reads this falls back to.
 */
const SPAN = String.raw`(?:сутки|дни|день|ночь|ночи|утро|вечер|вечера|неделю|недели|месяц|месяцы|месяца|год|годы|года|час|часы|часа|минуту|минуты)`;
const PICK = String.raw`(?:перв(?:ый|ые|ую|ое)|последн(?:ий|ие|юю|ее)|весь|все|всю|всё|каждый|каждую|каждое|этот|эту|эти|это|тот|ту|те|следующ(?:ий|ие|ую|ее)|ближайш(?:ий|ие|ую|ее)|пару|несколько|\d+)`;
const TIME_ACCUSATIVE = new RegExp(String.raw`(?<![\p{L}\d])${PICK}\s+(?:\d+\s+)?${SPAN}(?![\p{L}])`, "giu");

/**
 * «сколько стоит вечером взрослому»: a part of the day in the instrumental with no preposition says when (творительный
 * времени — «вечером», «утром», «днём», «ночью»: Русская грамматика 1980, the instrumental of time), as the accusative above
 * does; the price row «Будни после 16:00 и выходные: 900 ₽» gives the evening's price without naming the evening as what it
 * speaks of (lead's walk 53 was hedged for it). «вечер», «утро», «день», «ночь» are these nouns (day-parts.ts).
 */
const TIME_INSTRUMENTAL = /(?<![\p{L}\d])(?:утром|днем|вечером|ночью)(?![\p{L}])/giu;

/** The question with its accusatives and instrumentals of time left out. */
export function outsideTimeAccusatives(question: string): string {
  return question.replaceAll("ё", "е").replace(TIME_ACCUSATIVE, " ").replace(TIME_INSTRUMENTAL, " ");
}
