import YARN from "./yarn-pairs.json" with { type: "json" };
import { stem } from "./tokens.ts";

/**
 * Everyday synonyms for a question's word that no document holds: «тачка» asked where a rule writes «автомобиль». From
 * YARN (yarn-pairs.json; its «about» gives the sources, licence and filters, scripts/yarn-pairs.ts derives it), each pair
 * two words that several YARN synsets agree on and that have no other agreed partner.
 *
 * Why not thesaurus groups: a group joins its words everywhere — in the embedder's features, in search, in the
 * answerability test — and as groups these pairs made the chat assert answers to questions no document answers (vet,
 * hotel, dev: leave-one-out and unanswerable down, session 33). A partner is used one way and only then, as a hypernym
 * is (hypernyms.ts): where the documents hold the word itself, it is theirs and is not replaced.
 */
let byStem: Map<string, string[]> | null = null;

/** Stems of four letters or more only: a shorter Snowball stem meets unrelated words («купе» for «купить»). */
const MIN_STEM = 4;

function table(): Map<string, string[]> {
  if (byStem) return byStem;
  const m = new Map<string, string[]>();
  for (const pair of YARN.pairs) {
    const [a, b] = pair.split(" ") as [string, string];
    for (const [w, other] of [[a, b], [b, a]] as const) {
      const s = stem(w);
      if (s.length < MIN_STEM) continue;
      m.set(s, [...(m.get(s) ?? []), other]);
    }
  }
  return (byStem = m);
}

/** The agreed synonyms of a Russian word by its stem («тачку» → «автомобиль»), or none. */
export function synonymsOf(word: string): string[] {
  if (!/^[а-яё]+$/u.test(word)) return [];
  return table().get(stem(word.replaceAll("ё", "е"))) ?? [];
}
