/**
 * «and the week before?», «а за неделю до этого?», «a month earlier?»: a period placed before the one just spoken of, not
 * before today. These are anaphoric time adverbials, whose reference time is the period the talk is about: English «the
 * N before (that)», «N earlier» (Huddleston & Pullum, «The Cambridge Grammar of the English
 * Language», 2002, on deictic and anaphoric time adjuncts), Russian «до этого / до того / перед этим / раньше / ранее»
 * (Русская грамматика 1980, т. II, обстоятельства времени; the anaphoric «этот/тот» points to the period named before).
 * The unit said, if any, is how far back: a day, a week, a month; none («а до этого?») means the same length again.
 */
export type Unit = "day" | "week" | "month";

const UNIT_EN = "(day|week|month)";
const UNIT_RU = "(день|дня|дней|сутки|недел\\p{L}*|месяц\\p{L}*)";
const ANAPHOR_RU = "(?:до\\s+(?:этого|того|неё|нее|него)|перед\\s+(?:этим|тем|ней|ним)|раньше|ранее)";
const BEFORE_EN = new RegExp(`(?<![\\p{L}])(?:(?:the|a|one)\\s+)?${UNIT_EN}\\s+(?:before(?:\\s+(?:that|it|this))?|earlier|prior)(?![\\p{L}])|(?<![\\p{L}])(?:and\\s+)?before\\s+(?:that|it)(?![\\p{L}])`, "iu");
const BEFORE_RU = new RegExp(`(?<![\\p{L}])(?:(?:за|на|в)\\s+)?(?:(?:одн\\p{L}*|предыдущ\\p{L}*)\\s+)?${UNIT_RU}\\s+${ANAPHOR_RU}(?![\\p{L}])|(?<![\\p{L}])(?:а\\s+)?${ANAPHOR_RU}\\s*\\??$`, "iu");

const unitOf = (word: string | undefined): Unit | null => {
  if (!word) return null;
  const w = word.toLowerCase();
  return /^(?:day|день|дня|дней|сутки)$/u.test(w) ? "day" : /^(?:week|недел)/u.test(w) ? "week" : /^(?:month|месяц)/u.test(w) ? "month" : null;
};

const plain = (message: string) => message.trim().replaceAll("ё", "е");
/** The unit a pair of patterns (English, Russian) says (null: none, as long as the period spoken of), or undefined when neither matches. */
const unitBy = (en: RegExp, ru: RegExp) => (message: string): Unit | null | undefined => {
  const text = plain(message);
  const m = en.exec(text) ?? ru.exec(text);
  return m ? unitOf(m[1]) : undefined;
};
/** The message without what a pair of patterns matched. */
const withoutBy = (en: RegExp, ru: RegExp) => (message: string): string => plain(message).replace(en, " ").replace(ru, " ").replace(/\s+/g, " ").trim();

/** The period before the one spoken of, as its unit (null: as long as that one), or undefined when the message says none. */
export const periodBeforeThat = unitBy(BEFORE_EN, BEFORE_RU);

/** The message without the words that placed a period before the one spoken of («and the week before?» → «and?»). */
export const withoutPeriodBefore = withoutBy(BEFORE_EN, BEFORE_RU);

/**
 * «and the week after?», «a week later?», «а неделей позже?», «а после этого?»: the period after the one spoken of, the same
 * anaphoric adverbials turned forward (позже, позднее, после этого; after, later). «the week after next» names a week from
 * today's instead (weeks.ts).
 */
const AFTER_EN = new RegExp(`(?<![\\p{L}])(?:(?:the|a|one)\\s+)?${UNIT_EN}\\s+(?:after(?:\\s+(?:that|it|this(?:\\s+one)?))?(?!\\s+(?:next|tomorrow))|later)(?![\\p{L}])|(?<![\\p{L}])(?:and\\s+)?after\\s+that(?![\\p{L}])`, "iu");
const ANAPHOR_AFTER_RU = "(?:после\\s+(?:этого|того|неё|нее|него)|позже|позднее)";
const AFTER_RU = new RegExp(`(?<![\\p{L}])(?:(?:за|на|в|через)\\s+)?(?:(?:одн\\p{L}*|следующ\\p{L}*)\\s+)?${UNIT_RU}\\s+${ANAPHOR_AFTER_RU}(?![\\p{L}])|(?<![\\p{L}])(?:а\\s+)?${ANAPHOR_AFTER_RU}\\s*\\??$`, "iu");

/** The period after the one spoken of, as its unit (null: as long as that one), or undefined when the message says none. */
export const periodAfterThat = unitBy(AFTER_EN, AFTER_RU);

/** The message without the words that placed a period after the one spoken of. */
export const withoutPeriodAfter = withoutBy(AFTER_EN, AFTER_RU);
