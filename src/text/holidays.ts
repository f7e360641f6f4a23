/**
 * Holidays an English question names by their English name while a Russian calendar or document titles them in Russian
 * («when is the new year corporate party?» → «Новогодний корпоратив»). Data: the non-working holidays of the Labour Code
 * of the Russian Federation, art. 112, with their English names as in Wikipedia's «Public holidays in Russia», plus
 * Christmas and a birthday, which office calendars title so. Each English name is read as the Russian word titles use.
 */
const HOLIDAYS: readonly (readonly [RegExp, string])[] = [
  [/(?<![\p{L}])new[\s-]+year(?:'?s)?(?:\s+eve)?(?![\p{L}])/giu, "новогодний"],
  // The year-end office party: Russian offices hold it as «новогодний корпоратив», English-speaking ones call it the
  // Christmas or holiday party (Cambridge Dictionary, «office party»: «a party held by a company, especially at Christmas»).
  [/(?<![\p{L}])(?:christmas|xmas|holiday|year[\s-]+end|end[\s-]+of[\s-]+(?:the[\s-]+)?year)(?=\s+(?:(?:corporate|office|company|work|staff|team)\s+)?(?:party|parties|celebration|dinner)(?![\p{L}]))/giu, "новогодний"],
  [/(?<![\p{L}])(?:christmas|xmas)(?![\p{L}])/giu, "рождественский"],
  [/(?<![\p{L}])(?:international\s+)?women'?s\s+day(?![\p{L}])|(?<![\p{L}])march\s+8(?:th)?(?![\p{L}\d])|(?<![\d])8(?:th)?\s+(?:of\s+)?march(?![\p{L}])/giu, "8 марта"],
  [/(?<![\p{L}])defender(?:'?s)?\s+(?:of\s+the\s+fatherland\s+)?day(?![\p{L}])|(?<![\p{L}])february\s+23(?:rd)?(?![\p{L}\d])/giu, "23 февраля"],
  [/(?<![\p{L}])victory\s+day(?![\p{L}])/giu, "день победы"],
  [/(?<![\p{L}])(?:may\s+day|spring\s+and\s+labou?r\s+day|labou?r\s+day)(?![\p{L}])/giu, "первомай"],
  [/(?<![\p{L}])russia\s+day(?![\p{L}])/giu, "день россии"],
  [/(?<![\p{L}])(?:national\s+)?unity\s+day(?![\p{L}])/giu, "день народного единства"],
  [/(?<![\p{L}])birthday(?![\p{L}])/giu, "день рождения"],
];

/** The text with each English holiday name replaced by the Russian word titles use; other words stay as they are. */
export function holidaysInRussian(text: string): string {
  return HOLIDAYS.reduce((t, [en, ru]) => t.replace(en, ru), text);
}
