import ABRAMOV from "./abramov.json" with { type: "json" };
import { stem } from "./tokens.ts";

/**
 * Synonyms by N. Abramov's dictionary (abramov.json, derived by scripts/abramov-synonyms.ts; public domain, the parse MIT):
 * the documents' word for a thing the person names otherwise. A headword's synonyms are its whole list; a word of the list
 * has the headword and the words of its own shade (Abramov divides a list by «;»: «Приходить, прибыть, приезжать…;
 * добраться, пробраться…; зайти, заглянуть…»), not the other shades'. The aspect pair a headword gives («Приходить
 * (прийти)») is its form. Looked up by stem, as the index holds words: «врача» is «врач», «расходуют» «расходовать».
 */
const BY_STEM = new Map<string, Set<string>>();

function add(word: string, synonyms: string[]): void {
  const s = stem(word);
  // A stem of three letters names too many words to be one («мат» of «мать» and «мат»).
  if (s.length < 4) return;
  const set = BY_STEM.get(s) ?? BY_STEM.set(s, new Set()).get(s)!;
  for (const w of synonyms) if (stem(w) !== s) set.add(w);
}

const entries = ABRAMOV.entries as Record<string, string[]>;
const pairs = ABRAMOV.pairs as Record<string, string>;
for (const [head, shades] of Object.entries(entries)) {
  const all = shades.flatMap((g) => g.split(" "));
  add(head, all);
  for (const g of shades) for (const w of g.split(" ")) add(w, [head, ...g.split(" ")]);
}
for (const [pair, head] of Object.entries(pairs)) add(pair, [head, ...(BY_STEM.get(stem(head)) ?? [])]);

/** The words Abramov gives as synonyms of `word` (in any form of it), in dictionary form; none for a word he does not list. */
export function abramovSynonyms(word: string): string[] {
  return [...(BY_STEM.get(stem(word.toLowerCase().replaceAll("ё", "е"))) ?? [])];
}
