import { indexTerms, words, stem, isStopword } from "../text/tokens.ts";
import { conceptsOf } from "../text/concepts.ts";
import { numeralOf } from "../text/numerals.ts";

/** A fragment's lexical match to a query: the share of the query's information (IDF mass) it covers. */
export interface LexicalHit {
  id: number;
  score: number;
}

const K1 = 1.2;
const B = 0.75;

/**
 * An in-memory inverted index over Snowball stems with BM25 term weighting. Its score is normalised
 * by the query's own weight so it reads as «how much of what the question asks is here», 0…1:
 * rare words (a tariff name, «такси») weigh more than words every fragment has («компания»).
 */
export function createLexicalIndex(terms: (text: string) => string[] = (t) => indexTerms(t, conceptsOf)) {
  const postings = new Map<string, Map<number, number>>();
  const lengths = new Map<number, number>();
  const docTerms = new Map<number, string[]>();
  let totalLen = 0;

  const idf = (t: string) => {
    const df = postings.get(t)?.size ?? 0;
    return Math.log(1 + (lengths.size - df + 0.5) / (df + 0.5));
  };

  return {
    size: () => lengths.size,
    /**
     * Substantive words of a query that no fragment mentions in any form: not the stem, not the
     * five-letter truncation, not a thesaurus synonym. Short stems (question words, verbs like «длится»)
     * are left out: they are phrasing, not topic.
     */
    uncovered(query: string): string[] {
      // Abbreviations (ДМС, SLA, НДФЛ) are short but name a whole topic: they count whatever their length.
      const abbreviations = new Set((query.match(/(?<![\p{L}])\p{Lu}{2,6}(?![\p{L}])/gu) ?? []).map((a) => a.toLowerCase().replaceAll("ё", "е")));
      const asTyped = new Map((query.match(/[\p{L}\p{N}]+/gu) ?? []).map((t) => [t.toLowerCase().replaceAll("ё", "е"), t]));
      return [...new Set(words(query).filter((w) => !isStopword(w) && /^\p{L}/u.test(w)))].filter((w) => {
        const n = numeralOf(w);
        if (n) return !postings.has(n);
        const s = stem(w);
        if (s.length < 5 && !abbreviations.has(w)) return false;
        if (postings.has(s) || postings.has("~" + s.slice(0, 5))) return false;
        return !conceptsOf(s).some((g) => postings.has("#" + g));
      }).map((w) => asTyped.get(w) ?? w);
    },
    /**
     * How informative each of a question's words is, 0…1, among the fragments that speak to the
     * question at all (those holding any of its terms): IDF over that pool, divided by the IDF of a
     * word none of them holds. Documents about other things never enter the pool, so adding them
     * moves no weight; a word no fragment holds in any form weighs 1. Null when the index is empty.
     */
    salience(groups: string[][]): number[] | null {
      if (lengths.size === 0) return null;
      const pool = new Set<number>();
      for (const g of groups) for (const t of g) for (const id of postings.get(t)?.keys() ?? []) pool.add(id);
      const n = Math.max(pool.size, 1);
      const unseen = Math.log(1 + (n + 0.5) / 0.5);
      return groups.map((g) => {
        // A word weighs as its most specific form that some fragment holds (stem, then truncation, then synonym).
        const df = g.map((t) => postings.get(t)?.size ?? 0).find((d) => d > 0) ?? 0;
        return df === 0 ? 1 : Math.log(1 + (n - df + 0.5) / (df + 0.5)) / unseen;
      });
    },
    /** Whether any fragment holds this index term. */
    has: (term: string): boolean => postings.has(term),
    add(id: number, text: string): void {
      if (lengths.has(id)) this.remove(id);
      const ts = terms(text);
      const tf = new Map<string, number>();
      for (const t of ts) tf.set(t, (tf.get(t) ?? 0) + 1);
      for (const [t, n] of tf) {
        let p = postings.get(t);
        if (!p) postings.set(t, (p = new Map()));
        p.set(id, n);
      }
      lengths.set(id, ts.length);
      docTerms.set(id, [...tf.keys()]);
      totalLen += ts.length;
    },
    remove(id: number): void {
      const ts = docTerms.get(id);
      if (!ts) return;
      for (const t of ts) {
        const p = postings.get(t)!;
        p.delete(id);
        if (p.size === 0) postings.delete(t);
      }
      totalLen -= lengths.get(id)!;
      lengths.delete(id);
      docTerms.delete(id);
    },
    search(query: string, k: number): LexicalHit[] {
      const q = [...new Set(terms(query))];
      if (q.length === 0 || lengths.size === 0) return [];
      const avg = totalLen / lengths.size;
      const weights = q.map(idf);
      const norm = weights.reduce((a, b) => a + b, 0) || 1;
      const scores = new Map<number, number>();
      q.forEach((t, i) => {
        for (const [id, tf] of postings.get(t) ?? []) {
          const sat = (tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * lengths.get(id)!) / avg));
          scores.set(id, (scores.get(id) ?? 0) + weights[i] * sat);
        }
      });
      return [...scores].map(([id, s]) => ({ id, score: s / norm })).sort((a, b) => b.score - a.score).slice(0, k);
    },
  };
}

export type LexicalIndex = ReturnType<typeof createLexicalIndex>;
