import { stem } from "./tokens.ts";

/**
 * Nouns whose plural is another root (супплетивизм: Русская грамматика 1980, § 1145 — ребёнок — дети, человек — люди;
 * Зализняк, «Грамматический словарь русского языка», нестандартные формы мн. ч.). A price list writes «детям до 14 лет»,
 * a person asks «проверка зрения ребенку» (walk 25b: hedged, «про «ребенку» ничего не сказано»); Snowball's stems
 * («ребенк», «дет») never meet. Each pair is listed with every case form of both numbers (ё as е).
 */
const PAIRS: readonly { singular: readonly string[]; plural: readonly string[] }[] = [
  {
    singular: ["ребенок", "ребенка", "ребенку", "ребенком", "ребенке"],
    plural: ["дети", "детей", "детям", "детьми", "детях"],
  },
  {
    singular: ["человек", "человека", "человеку", "человеком", "человеке"],
    plural: ["люди", "людей", "людям", "людьми", "людях"],
  },
];

const OTHER = new Map<string, string[]>();
for (const { singular, plural } of PAIRS) {
  const stems = (forms: readonly string[]) => [...new Set(forms.map(stem))];
  for (const w of singular) OTHER.set(w, stems(plural));
  for (const w of plural) OTHER.set(w, stems(singular));
}

/** The stems of the other number's forms of a suppletive noun («ребенку» → «дет»…; «детям» → «ребенок», «ребенк»), or none. */
export function suppletiveStems(word: string): string[] {
  return OTHER.get(word.toLowerCase().replaceAll("ё", "е")) ?? [];
}
