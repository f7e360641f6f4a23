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
