/**
 * The non-working public holidays of the Russian Federation, Labour Code art. 112 (ред. 2013–2026): 1–6 and 8 January
 * (New Year holidays), 7 January (Christmas), 23 February, 8 March, 1 May, 9 May, 12 June, 4 November. A person says
 * the date («вышла 8 марта», «в праздник 1 мая»); a pay rule says «нерабочий праздничный день».
 */
const HOLIDAYS: Readonly<Record<string, readonly number[]>> = {
  январ: [1, 2, 3, 4, 5, 6, 7, 8], феврал: [23], март: [8], ма: [1, 9], июн: [12], ноябр: [4],
};

/** «8 марта», «1 мая», «4-го ноября»: a date the question names that art. 112 makes a non-working holiday, as said. */
export function holidayIn(text: string): string | null {
  for (const m of text.matchAll(/(?<!\d)(\d{1,2})(?:-?го)?\s+(январ|феврал|март|ма|июн|ноябр)(?:я|а|ь)?(?![\p{L}])/giu)) {
    if (HOLIDAYS[m[2]!.toLowerCase()]?.includes(Number(m[1]))) return m[0];
  }
  return null;
}

/** The words a pay rule writes a holiday with, for a date said instead (Labour Code art. 112, art. 153). */
export const HOLIDAY_WORDS = "нерабочий праздничный день";
export const HOLIDAY_SOURCE = "ст. 112 Трудового кодекса РФ";

/**
 * «сколько платят за работу в праздник?», «как оплачивается работа в праздники?»: «в праздник» said of work or pay is the
 * day (Ожегов: праздник — 1. день торжества…; the accusative of time, as «в субботу»), which pay rules write «нерабочий
 * праздничный день» (ТК РФ ст. 112, 153); the same word names a party people book («детский праздник»), and the party's
 * prices answered the pay question (session 29's Chromium walk, left failing). Read as the day when the documents write it so.
 */
const HOLIDAY_SAID = /(?<![\p{L}])(в|на)\s+праздник(и)?(?![\p{L}])/iu;
/** Work or its pay named in the message: what makes «в праздник» the day worked, not a party attended. */
const WORK_OR_PAY = /(?<![\p{L}])(?:работ\p{L}*|смен\p{L}*|выход\p{L}*|выйти|выйду|выходить|плат\p{L}*|оплат\p{L}*|оплач\p{L}*|доплат\p{L}*|доплач\p{L}*|заплат\p{L}*|зарплат\p{L}*)(?![\p{L}])/iu;
const HOLIDAY_DAY_HELD = /праздничн\p{L}*\s+(?:день|дня|дни|дней|дням)/iu;

/** The text with «в праздник(и)» said of work read as «в праздничный день (дни)», when the documents (`texts`) write it so. */
export function holidayDaysSaid(text: string, texts: () => Iterable<string>): string {
  const m = HOLIDAY_SAID.exec(text);
  if (!m || !WORK_OR_PAY.test(text.slice(0, m.index) + text.slice(m.index + m[0].length))) return text;
  if (![...texts()].some((t) => HOLIDAY_DAY_HELD.test(t))) return text;
  return text.slice(0, m.index) + `${m[1]} ${m[2] ? "праздничные дни" : "праздничный день"}` + text.slice(m.index + m[0].length);
}
