import ABRAMOV from "./abramov.json" with { type: "json" };
import { stem } from "./tokens.ts";

/**
 * Synonyms by N. Abramov's dictionary (abramov.json, derived by scripts/abramov-synonyms.ts; public domain, the parse MIT):
 * the documents' word for a thing the person names otherwise. A headword's synonyms are its list, and a word of the list has
 * the headword: what the dictionary states of it. Not the other words of the same list, which relate only through the
 * headword («Негодное, брак, ветошь, …, лохмотья, мусор…»: rags are no rubbish); read so, a blind set's question whose own
 * document was taken out was answered from another passage (heldout-utility's leave-one-out, session 50). The aspect pair a
 * headword gives («Приходить (прийти)») is its form. Looked up by stem, as the index holds words: «врача» is «врач».
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
  for (const w of all) add(w, [head]);
}
for (const [pair, head] of Object.entries(pairs)) add(pair, [head, ...(BY_STEM.get(stem(head)) ?? [])]);

/** The words Abramov gives as synonyms of `word` (in any form of it), in dictionary form; none for a word he does not list. */
export function abramovSynonyms(word: string): string[] {
  return [...(BY_STEM.get(stem(word.toLowerCase().replaceAll("ё", "е"))) ?? [])];
}
