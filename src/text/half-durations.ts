/**
 * Lengths of time said with «пол-» and «полтора» (дробные числительные, Русская грамматика 1980, §§ 1262–1265; Ожегов:
 * «полчаса — половина часа», «полтора — один и ещё половина»): «опоздали на полтора часа», «ждал полчаса». Rules write
 * these as minutes or months («больше чем на 60 минут», «до 6 месяцев»), so the question's length is written in the
 * smaller unit, a figure a rule's bound can hold (ranges.ts). «пол» glued or hyphenated («полчаса», «пол-часа»).
 */
const HALVES: readonly [RegExp, string][] = [
  [/(?<![\p{L}])(?:полтора|полутора)\s+час(?:а|ов)?(?![\p{L}])/giu, "90 минут"],
  [/(?<![\p{L}])пол-?часа(?![\p{L}])/giu, "30 минут"],
  [/(?<![\p{L}])(?:полтора|полутора)\s+(?:года|лет)(?![\p{L}])/giu, "18 месяцев"],
  [/(?<![\p{L}])пол-?года(?![\p{L}])/giu, "6 месяцев"],
  [/(?<![\p{L}])(?:полторы|полутора)\s+минут(?:ы)?(?![\p{L}])/giu, "90 секунд"],
];

/** The text with each half-measure of time written as a figure of the smaller unit. */
export function halfDurationsWritten(text: string): string {
  return HALVES.reduce((t, [re, to]) => t.replace(re, to), text);
}
