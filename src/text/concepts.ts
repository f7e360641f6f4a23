import { CONCEPT_GROUPS } from "./thesaurus.ts";
import { stem, words } from "./tokens.ts";

let byStem: Map<string, number[]> | null = null;

/** Stem → concept-group ids, built once from the thesaurus (a constant table, so caching it is safe). */
function table(): Map<string, number[]> {
  if (byStem) return byStem;
  const m = new Map<string, number[]>();
  CONCEPT_GROUPS.forEach((group, id) => {
    for (const w of group) for (const t of words(w)) {
      const s = stem(t);
      const ids = m.get(s) ?? [];
      if (!ids.includes(id)) ids.push(id);
      m.set(s, ids);
    }
  });
  return (byStem = m);
}

/** The concept groups a stem belongs to: «заказчик» and «клиент» share one, so texts using either meet. */
export function conceptsOf(stemmed: string): number[] {
  return table().get(stemmed) ?? [];
}
