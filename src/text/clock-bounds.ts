/**
 * A clock time asked of a rule that bounds the day by the clock. «вернут ли деньги за такси в 23:30?» is answered by «такси
 * после 22:00», «можно ли пообедать в 11?» by «обед … с 12:00 до 15:00»: the rule says whether the moment falls inside, and
 * holds neither «23» nor «30» (lead's walk 33: hedged for them). The prepositions that set a bound in time with a clock
 * time (Русская грамматика 1980, § 1669 and § 1707: «после», «до», «с … до», «от», «позже», «не позднее», «раньше»).
 */
const BOUND = /(?<![\p{L}])(?:после|до|с|со|от|позже|позднее|раньше|ранее|не\s+позднее|не\s+ранее|after|before|until|till|from|by)\s+\d{1,2}[:.]\d{2}(?!\d)/iu;

/** Whether a text bounds something by a clock time («после 22:00», «с 12:00 до 15:00»). */
export function holdsClockBound(text: string): boolean {
  return BOUND.test(text);
}

/**
 * The words of a question that are a clock time asked at: both numbers of «в 23:30», and the hour of «в 11?», «в 11
 * вечера» (the preposition «в» with an hour at the end of the clause or before a part of the day; «в 2 раза», «в 3 смены»
 * count things).
 */
const AT_CLOCK = /(?<![\d.,])(\d{1,2}):(\d{2})(?!\d)/g;
const AT_HOUR = /(?<![\p{L}])(?:в|во|at)\s+(\d{1,2})(?=\s*(?:[?!.,;]|$|утра|вечера|ночи|дня|часов|часа|am|pm|o'?clock))/giu;

export function clockTimeWords(question: string): Set<string> {
  const out = new Set<string>();
  for (const m of question.matchAll(AT_CLOCK)) if (Number(m[1]) <= 24 && Number(m[2]) < 60) out.add(m[1]!).add(m[2]!);
  for (const m of question.matchAll(AT_HOUR)) if (Number(m[1]) <= 24) out.add(m[1]!);
  return out;
}

/**
 * The clock times a question asks at, as documents write them («в 11:30» → «11:30», «в 11?» → «11:00»). A passage that
 * writes the very time answers before one that only bounds the day: «что будет в 11:30 в первый день?» is «В 11:30 —
 * встреча», not «Рабочий день — с 9:30 до 18:30», and «после 18:00» of a late check-out is not «не позднее 17:00» of a
 * guest pass.
 */
export function clockTimesAsked(question: string): string[] {
  const out = [...question.matchAll(AT_CLOCK)].filter((m) => Number(m[1]) <= 24 && Number(m[2]) < 60).map((m) => `${Number(m[1])}:${m[2]}`);
  for (const m of question.matchAll(AT_HOUR)) if (Number(m[1]) <= 24) out.push(`${Number(m[1])}:00`);
  return out;
}

/** Whether a text writes this clock time («11:30», «09.30» for «9:30»). */
export function writesClockTime(text: string, time: string): boolean {
  const [h, m] = time.split(":");
  return new RegExp(`(?<![\\d.,:])0?${h}[:.]${m}(?!\\d)`).test(text);
}
