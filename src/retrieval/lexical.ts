import { fleetingStem } from "../text/fleeting.ts";
import { adjectiveRoot, indexTerms, obliqueStem, words, stem, isStopword } from "../text/tokens.ts";
import { isCourtesy } from "../text/stopwords.ts";
import { alternatedStem, derivedTerms, doneTerms, VERB_OF, verbOwnTerms } from "../text/derivation.ts";
import { definedAbbreviations, type DefinedAbbreviation } from "../text/defined-abbreviations.ts";
import { prepositionNouns } from "../text/thesaurus-phrases.ts";
import { conceptsOf } from "../text/concepts.ts";
import { plainFigures } from "../text/figures.ts";
import { numeralOf } from "../text/numerals.ts";
import { meantWord, MIN_TYPO_LENGTH } from "../text/typos.ts";
import { romanise, sameName } from "../text/translit.ts";
import { isQuantifierForm } from "../text/measure-questions.ts";
import { PER_PERIOD } from "../text/rate-periods.ts";
import { russianDictionary, type Dictionary } from "../text/dictionary.ts";
import { diminutiveStem } from "../text/diminutives.ts";

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
export interface LexicalOptions {
  /**
   * Weigh terms among the documents that hold any of the query's words, not the whole index (the
   * documents' search: unrelated documents then move no score). Off for the skill library, whose
   * thresholds were calibrated on whole-index IDF.
   */
  pooled?: boolean;
  /** The language's words, to tell a typing slip from a word the documents do not use (default: Russian Hunspell). */
  dictionary?: () => Dictionary;
}

export function createLexicalIndex(terms: (text: string) => string[] = (t) => indexTerms(t, conceptsOf), opts: LexicalOptions = {}) {
  const postings = new Map<string, Map<number, number>>();
  const lengths = new Map<number, number>();
  const docTerms = new Map<number, string[]>();
  // The words as the fragments write them, with how many fragments hold each: what a slip of typing is read as.
  const surface = new Map<string, number>();
  const docWords = new Map<number, string[]>();
  let totalLen = 0;
  const groupOf = new Map<number, number>();
  const members = new Map<number, Set<number>>();
  // The abbreviations each fragment defines («Комиссионное вознаграждение (КВ)»; text/defined-abbreviations.ts).
  const defined = new Map<number, DefinedAbbreviation[]>();

  /**
   * The fragments that speak to a query: those holding any of its word terms. Figures alone do not
   * make a fragment speak to it («11» is in a timetable and a price list alike), so they make the
   * pool only when no fragment holds any of the query's words.
   */
  const poolOf = (qterms: string[]): Set<number> => {
    const words = qterms.filter((t) => !/^\d+$/.test(t));
    const pool = new Set<number>();
    for (const t of words) for (const id of postings.get(t)?.keys() ?? []) pool.add(id);
    if (pool.size === 0) for (const t of qterms) for (const id of postings.get(t)?.keys() ?? []) pool.add(id);
    // Whole documents: a document that speaks to the question at all lends all its fragments, so a
    // word common in that document is not mistaken for a rare one.
    for (const id of [...pool]) for (const m of members.get(groupOf.get(id) ?? -1) ?? []) pool.add(m);
    return pool;
  };

  /** How many fragments of the pool hold a term. */
  const dfIn = (t: string, pool: Set<number>): number => {
    const p = postings.get(t);
    if (!p) return 0;
    let n = 0;
    for (const id of p.keys()) if (pool.has(id)) n++;
    return n;
  };

  /** The Latin word of the fragments a Cyrillic word spells by the passport table (text/translit.ts), if one alone. */
  const latinNamed = (w: string): string | null => {
    const found = [...surface.keys()].filter((x) => x.length >= 5 && /^[a-z]+$/.test(x) && sameName(x, w));
    return found.length === 1 ? found[0]! : null;
  };

  return {
    size: () => lengths.size,
    /**
     * The question with its typing slips read as the words the fragments (or the language's function words)
     * write: «скольк дней отпска дают» → «сколько дней отпуска дают». Only a word no fragment holds in any
     * form is read so, as the one word one edit away (see text/typos.ts).
     */
    respelled(text: string): string {
      if (lengths.size === 0) return text;
      return text.replace(/[\p{L}\p{N}]+/gu, (typed) => {
        const w = typed.toLowerCase().replaceAll("ё", "е");
        if (surface.has(w) || isStopword(w) || isCourtesy(w) || isQuantifierForm(w)) return typed;
        // «п1», «с3»: a code typed on the Russian layout is the documents' «P1», «C3» when they write it so.
        if (/^[а-я]{1,3}\d{1,3}$/.test(w) && surface.has(romanise(w))) return romanise(w);
        // «традос», «битрикса»: a product the documents write in Latin letters, typed in Cyrillic as it sounds.
        // Not a word the language knows: «завуча» is no «zavuch@…» of an address (heldout-school q02 was hedged so).
        const latin = w.length >= 5 && /^[а-я]+$/.test(w) && !postings.has(stem(w)) && !(opts.dictionary ?? russianDictionary)().has(w) ? latinNamed(w) : null;
        if (latin) return latin;
        // «2ндфл», «т13»: a code typed without its hyphen is the documents' «2-НДФЛ», «Т-13» when they write it so.
        const hyphened = w.replace(/^(\d+)(\p{L}+)$|^(\p{L}+)(\d+)$/u, (_, d, l, l2, d2) => (d ? `${d}-${l}` : `${l2}-${d2}`));
        if (hyphened !== w && surface.has(hyphened)) return hyphened;
        const s = stem(w);
        if (postings.has(s) || postings.has("~" + s.slice(0, 5)) || conceptsOf(s).some((g) => postings.has("#" + g))) return typed;
        // Only a Cyrillic word the language does not know is a slip; «облучения» is a word, just not the documents'.
        if (!/^[а-я]+$/.test(w) || w.length < MIN_TYPO_LENGTH || (opts.dictionary ?? russianDictionary)().has(w)) return typed;
        return meantWord(w, surface.keys(), (x) => surface.get(x) ?? 0) ?? typed;
      });
    },
    /** Whether some fragment holds a form of the word (its stem): an English guide's «March» keeps an English «march» as typed. */
    holds(word: string): boolean {
      return postings.has(stem(word.toLowerCase().replaceAll("ё", "е")));
    },
    /**
     * The abbreviations the documents define for a word (its terms): «комиссию» is «КВ» where a document writes «Комиссионное
     * вознаграждение (КВ)». Only for a word no more common in the fragments than the abbreviation: «средства» stands for
     * «СИЗ» in no question about money.
     */
    abbreviationsFor(wordTerms: string[]): string[] {
      const out = new Set<string>();
      const df = (t: string) => postings.get(t)?.size ?? 0;
      for (const defs of defined.values()) for (const d of defs) {
        const met = d.words.find((forms) => forms.some((f) => wordTerms.includes(f)));
        if (met && df(met[0]!) <= df(d.term)) out.add(d.term);
      }
      return [...out];
    },
    /** Whether some fragment holds an index term as it is (a stem, a «#group», a derived word's verb). */
    holdsTerm(term: string): boolean {
      return postings.has(term);
    },
    /**
     * For a word no fragment holds in a form of its own (its stem), the word the fragments
     * write most often that shares a thesaurus group with it: «приболел» → «заболели». Null when the word is theirs or has none.
     */
    heldSynonym(word: string): string | null {
      const s = stem(word.toLowerCase().replaceAll("ё", "е"));
      // Only the stem counts as held here: «приболел» and «приборы» share five letters, not a meaning.
      if (s.length < 4 || postings.has(s)) return null;
      const groups = conceptsOf(s);
      if (!groups.length) return null;
      let best: string | null = null;
      for (const [w, n] of surface) if ((best === null || n > surface.get(best)!) && stem(w) !== s && conceptsOf(stem(w)).some((g) => groups.includes(g))) best = w;
      return best;
    },
    /**
     * Substantive words of a query that no fragment mentions in any form: not the stem, not the
     * five-letter truncation, not a thesaurus synonym. Short stems (question words, verbs like «длится»)
     * are left out: they are phrasing, not topic.
     */
    uncovered(query: string): string[] {
      // Abbreviations (ДМС, SLA, НДФЛ) are short but name a whole topic: they count whatever their length.
      const abbreviations = new Set((query.match(/(?<![\p{L}])\p{Lu}{2,6}(?![\p{L}])/gu) ?? []).map((a) => a.toLowerCase().replaceAll("ё", "е")));
      const asTyped = new Map((query.match(/[\p{L}\p{N}]+/gu) ?? []).map((t) => [t.toLowerCase().replaceAll("ё", "е"), t]));
      // «300 тысяч» is one figure (see plainFigures): «тысяч» is no word the documents could fail to hold.
      return [...new Set(words(plainFigures(query)).filter((w) => !isStopword(w) && !isCourtesy(w) && /^\p{L}/u.test(w)))].filter((w) => {
        const n = numeralOf(w);
        if (n) return !postings.has(n);
        const s = stem(w);
        if (s.length < 5 && !abbreviations.has(w)) return false;
        if (postings.has(s) || postings.has("~" + s.slice(0, 5))) return false;
        // «курточку» is not unknown where the documents say «куртка» (a diminutive by its plain noun, as search reads it).
        const d = diminutiveStem(w);
        if (d && (postings.has(d) || postings.has(d + "к"))) return false;
        return !conceptsOf(s).some((g) => postings.has("#" + g));
      }).map((w) => asTyped.get(w) ?? w);
    },
    /**
     * How informative each of a question's words is, 0…1, among the fragments that speak to the
     * question at all (those holding any of its word terms): IDF over that pool, divided by the IDF of a
     * word none of them holds. Documents about other things never enter the pool, so adding them
     * moves no weight; a word no fragment holds in any form weighs 1. Null when the index is empty.
     */
    salience(groups: string[][]): { weight: number; seen: boolean }[] | null {
      if (lengths.size === 0) return null;
      // A pool of one passage (a one-passage document, the only one holding the question's words) cannot tell a word common
      // in it from a rare one: every word it holds is in all of it. «есть ли рассрочка» weighed «рассрочка» as common against
      // the price list's one passage and was hedged (walk 40); such a word is weighed against every passage instead.
      const own = poolOf(groups.flat());
      const pool = own.size === 1 ? new Set(lengths.keys()) : own;
      const n = Math.max(pool.size, 1);
      const unseen = Math.log(1 + (n + 0.5) / 0.5);
      return groups.map((g) => {
        // A word weighs as its most specific form that some fragment holds (stem, then truncation, then synonym).
        const df = g.map((t) => dfIn(t, pool)).find((d) => d > 0) ?? 0;
        return { weight: df === 0 ? 1 : Math.log(1 + (n - df + 0.5) / (df + 0.5)) / unseen, seen: df > 0 };
      });
    },
    /** `group` is the fragment's document: a question's pool takes whole documents (see poolOf). */
    add(id: number, text: string, group?: number): void {
      if (lengths.has(id)) this.remove(id);
      if (group !== undefined) {
        groupOf.set(id, group);
        if (!members.has(group)) members.set(group, new Set());
        members.get(group)!.add(id);
      }
      const ts = terms(text);
      const tf = new Map<string, number>();
      for (const t of ts) tf.set(t, (tf.get(t) ?? 0) + 1);
      for (const [t, n] of tf) {
        let p = postings.get(t);
        if (!p) postings.set(t, (p = new Map()));
        p.set(id, n);
      }
      // A word's derived form (derivation.ts) or a weekday's term (retrieval/terms.ts), both marked by a leading NUL, is the
      // word again, not more text: it does not make a fragment longer (BM25's length norm).
      const length = ts.filter((t) => !t.startsWith("\u0000")).length;
      lengths.set(id, length);
      totalLen += length;
      docTerms.set(id, [...tf.keys()]);
      const ws = [...new Set(words(text))];
      for (const w of ws) surface.set(w, (surface.get(w) ?? 0) + 1);
      docWords.set(id, ws);
      const defs = definedAbbreviations(text);
      if (defs.length) defined.set(id, defs);
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
      defined.delete(id);
      lengths.delete(id);
      docTerms.delete(id);
      for (const w of docWords.get(id) ?? []) {
        const n = (surface.get(w) ?? 1) - 1;
        if (n > 0) surface.set(w, n);
        else surface.delete(w);
      }
      docWords.delete(id);
      const g = groupOf.get(id);
      if (g !== undefined) {
        groupOf.delete(id);
        members.get(g)?.delete(id);
        if (members.get(g)?.size === 0) members.delete(g);
      }
    },
    search(query: string, k: number): LexicalHit[] {
      // A word's derived forms (derivation.ts: «сушка» as the verb «сушить») are other ways the fragments may write it, not
      // more of what is asked: they are searched only for a word no fragment holds as written, and only where some fragment
      // holds them. Counted besides the word itself they would weigh it twice, and unheld they would thin every score out
      // (dev p02 lost «Кто получает полис» below the floor for «страховку» read as «страховать»). «испортил» is searched as
      // «испорчена» so too (its root's consonant alternated), and a verb as the noun in «-к(а)» built on it («стирать» as «стирка»).
      // «за счёт компании» is searched as «компенсация» too (thesaurus-phrases.ts: a compound preposition's noun).
      query = [query, ...prepositionNouns(query).values()].join(" ");
      const unheld = words(query).filter((w) => !postings.has(stem(w)));
      // «кафешки», «курточку» are searched as «кафе», «куртка»: a diminutive by its plain noun's stem, with the «к» a noun in
      // «-ка» keeps under «-очк-» (diminutives.ts). Its own forms, which no fragment holds, then weigh nothing: counted,
      // they thinned the plain noun's match below the floor («курточку на пуху сколько чистить?» found nothing).
      const plain = (w: string) => { const d = diminutiveStem(w); return d ? [d, d + "к"].filter((t) => postings.has(t)) : []; };
      // A verb met only as its noun in «-к(а)» likewise: «где стирать робу?» fell below the floor on «стира» (session 30).
      const asNoun = (w: string) => verbOwnTerms(w).some((t) => postings.has(t));
      const asPlain = new Set(unheld.filter((w) => plain(w).length || asNoun(w)).flatMap((w) => terms(w)).filter((t) => !postings.has(t)));
      // «при пожаре» is searched as «пожарной» too: a noun by the relative adjective made from it, and an adjective by its noun
      // (tokens.ts adjectiveRoot), where no fragment holds the word itself.
      // «Громов» as «Громову» (tokens.ts obliqueStem), «Павел» as «Павлу» (fleeting.ts).
      const related = (w: string) => [...adjectiveRoot(w), ...adjectiveRoot(stem(w) + "ный").map(() => stem(w) + "н"), obliqueStem(w), fleetingStem(w)]
        .filter((t): t is string => !!t);
      // «удалил» as «Удалённый» (derivation.ts participleTerms): only for a verb no fragment holds in any form of its own.
      const done = (w: string) => (terms(w).some((t) => postings.has(t)) ? [] : doneTerms(w));
      const bridges = new Set(unheld.flatMap((w) => { const a = alternatedStem(w, stem(w)); return [...derivedTerms(w), ...verbOwnTerms(w), ...done(w), ...(a ? [a] : []), ...plain(w), ...related(w)]; }));
      // A rate's period («в день»: text/rate-periods.ts) qualifies a figure; it finds nothing by itself: searched, «сколько мне
      // есть-то в день?» inside the nutrition skill found the per-diem rule «…1 000 рублей в день» strongly enough to answer.
      const q = [...new Set([...terms(query).filter((t) => (!t.startsWith(VERB_OF) || bridges.has(t)) && !asPlain.has(t) && !t.startsWith(PER_PERIOD)), ...bridges])].filter((t) => !bridges.has(t) || postings.has(t));
      if (q.length === 0 || lengths.size === 0) return [];
      // IDF and average length are taken over the fragments holding any query term, so documents about
      // other things never move a score: the same question ranks the same fragments the same way
      // whatever else is indexed (issue 14, «stable answers»).
      const pool = opts.pooled ? poolOf(q) : null;
      if (pool?.size === 0) return [];
      let poolLen = 0;
      for (const id of pool ?? []) poolLen += lengths.get(id)!;
      const avg = pool ? poolLen / pool.size : totalLen / lengths.size;
      const n = pool ? pool.size : lengths.size;
      const weights = q.map((t) => { const df = pool ? dfIn(t, pool) : postings.get(t)?.size ?? 0; return Math.log(1 + (n - df + 0.5) / (df + 0.5)); });
      const norm = weights.reduce((a, b) => a + b, 0) || 1;
      const scores = new Map<number, number>();
      q.forEach((t, i) => {
        for (const [id, tf] of postings.get(t) ?? []) {
          if (pool && !pool.has(id)) continue;
          const sat = (tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * lengths.get(id)!) / avg));
          scores.set(id, (scores.get(id) ?? 0) + weights[i] * sat);
        }
      });
      return [...scores].map(([id, s]) => ({ id, score: s / norm })).sort((a, b) => b.score - a.score).slice(0, k);
    },
  };
}

export type LexicalIndex = ReturnType<typeof createLexicalIndex>;
