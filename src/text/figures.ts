/**
 * Figures as one token, however they are written: documents group thousands («300 000», «1 500») and
 * people type multipliers («300 тысяч», «60к», «1,5 млн»). Matching «300» alone made «больше 300 тысяч»
 * meet «пропуск стоит 300 рублей»; written out as 300000 on both sides, only the same figure meets.
 */

/** Multipliers written after the number; «тыщ», «к» and «k» are the colloquial thousand. */
export const UNITS: readonly (readonly [RegExp, number])[] = [
  [/^(?:тыс(?:яч[аи]?)?\.?|тысяч|тыщ[аиу]?|т\.?\s?р\.?|к|k|thousand)$/iu, 1000],
  [/^(?:млн\.?|миллион(?:а|ов)?|m|million)$/iu, 1_000_000],
];

// «300 000», «1 500 000» (space, no-break or narrow no-break space between groups of three).
// Not a telephone number («8 800 555-01-23», «+7 921 123-45-67»): no «+», «(» or dash-joined digits around it.
const GROUPED = /(?<![\d.,:+(]|[+(]\s)(\d{1,3})((?:[ \u00a0\u202f]\d{3})+)(?![\d.:-]?\d|,\d{3}|\s+\d)/g;
// «300 тысяч», «300 тыс.», «1,5 млн», «60к» (glued «к» only: «за 3 к выходным» is no thousand).
const MULTIPLIED = /(?<![\d.,:])(\d+(?:[.,]\d+)?)(?:\s*(тысяч[аи]?|тыщ[аиу]?|тыс\.?|млн\.?|миллион(?:а|ов)?|thousand|million)|([кk]))(?![\p{L}])/giu;

// «полмиллиона», «полтысячи», «полторы тысячи», «полутора миллионов»: half and one and a half of a thousand or a million
// (дробные числительные «пол-» and «полтора/полторы», Русская грамматика 1980, §§ 1262–1265), as people say sums.
const HALVES = /(?<![\p{L}])(пол(?:у|-)?|полтор[аы]|полутора)\s*(тысяч[аиу]?|тыщ[аиу]?|миллион(?:а|ов)?|млн\.?)(?![\p{L}])/giu;

/**
 * The text with every grouped or multiplied figure written as plain digits («300 тысяч» → «300000»).
 * `typed`, when given, learns each merged figure's words as typed, to show the person their own words.
 */
export function plainFigures(text: string, typed?: Map<string, string>): string {
  const seen = (figure: string, as: string) => (typed?.set(figure, as.trim()), figure);
  return text
    // «25-го числа», «10-е», «1-й»: an ordinal written with its case ending is its number; typed without the
    // hyphen too («13я зарплата», «5й класс»).
    .replace(/(\d)-?(?:го|ого|е|ое|ей|й|ий|ый|я|ая|ю|ую|м|ом|х|ых)(?![\p{L}])/gu, "$1")
    .replace(HALVES, (all: string, part: string, word: string) => {
      const unit = /^(?:тыс|тыщ)/i.test(word) ? 1000 : 1_000_000;
      return seen(String((/^пол(?:у|-)?$/i.test(part) ? 0.5 : 1.5) * unit), all);
    })
    .replace(GROUPED, (all: string, head: string, rest: string) => seen(head + rest.replace(/\D/g, ""), all))
    .replace(MULTIPLIED, (all: string, n: string, word?: string, glued?: string) => {
      const unit = UNITS.find(([re]) => re.test((word ?? glued ?? "").toLowerCase()));
      if (!unit) return all;
      const value = Number(n.replace(",", ".")) * unit[1];
      return Number.isInteger(value) ? seen(String(value), all) : all;
    });
}
