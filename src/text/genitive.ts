/**
 * «от имени Игоря Смирнова, менеджера по закупкам» → «Игорь Смирнов, менеджер по закупкам»: a signer named in the
 * genitive, as «от имени» governs, back in the nominative for the signature. Endings by the regular declensions
 * (А. А. Зализняк, «Грамматический словарь русского языка»): masculine -а → zero (Смирнова, менеджера), -я after a
 * vowel → -й (Андрея), -ия → -ий (Дмитрия), other -я → -ь (Игоря); adjectives -ого → -ый (главного), -его → -ий; feminine -ой → -а (Петровой), -ии → -ия (Марии),
 * -ы → -а (Анны), -и after г, к, х → -а (Ольги). Words after a preposition («по закупкам») are kept as said.
 */
const RULES: readonly [RegExp, string][] = [
  [/([гкхжшчщ])ого$/u, "$1ий"],
  [/ого$/u, "ый"],
  [/его$/u, "ий"],
  [/ой$/u, "а"],
  [/ии$/u, "ия"],
  [/ьи$/u, "ья"],
  [/([гкх])и$/u, "$1а"],
  [/ы$/u, "а"],
  [/ия$/u, "ий"],
  [/([аеёиоуыэюя])я$/u, "$1й"],
  [/я$/u, "ь"],
  [/([бвгдджзклмнпрстфхцчшщ])а$/u, "$1"],
];

const PREPOSITION = /^(?:по|в|во|на|из|от|для|с|со|к|ко|при|за|у)$/iu;

function nominative(word: string): string {
  for (const [re, to] of RULES) if (re.test(word)) return word.replace(re, to);
  return word;
}

/** The phrase with every word before its first preposition put back in the nominative. */
export function genitiveToNominative(phrase: string): string {
  let kept = false;
  return phrase.replace(/[\p{L}-]+/gu, (w) => {
    if (kept || PREPOSITION.test(w)) { kept = true; return w; }
    return nominative(w);
  });
}
