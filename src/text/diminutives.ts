/**
 * Diminutive nouns (уменьшительно-ласкательные: «нянечка», «водичка», «сумочка»; Русская грамматика 1980, §§ 333–340,
 * the suffixes -очк-, -ечк-, -ичк-, -оньк-, -еньк-): typed by a person, while documents write the plain noun («няня»).
 * The stem left without the suffix is one more form a document may hold it by. Only these unambiguous suffixes: «-ик»
 * («садик») also ends plain nouns («техник»).
 */
const DIMINUTIVE = /^([а-я]{2,}?)(?:очк|ечк|ичк|оньк|еньк)(?:а|и|у|ой|е|ам|ами|ах|ов|о)?$/;

/** The stem of a diminutive's plain noun («нянечки» → «нян»), or null. */
export function diminutiveStem(word: string): string | null {
  const m = DIMINUTIVE.exec(word.toLowerCase().replaceAll("ё", "е"));
  return m && m[1].length >= 3 ? m[1] : null;
}
