import { CONCEPT_GROUPS } from "./thesaurus.ts";
import { stem, words } from "./tokens.ts";

let byStem: Map<string, number[]> | null = null;
let byPrefix: Map<string, number[]> | null = null;

/** Stems are matched on their first letters when the stemmer leaves two forms of a word apart. */
const PREFIX = 7;

/**
 * Stem → concept-group ids, built once from the thesaurus (a constant table, so caching it is safe).
 * English Snowball stems are coarse («intern», «international», «internal» → «intern»): where a question's
 * words are weighed, an English word is looked up by its singular instead (conceptsOfEnglish).
 */
function table(): Map<string, number[]> {
  if (byStem) return byStem;
  const m = new Map<string, number[]>();
  CONCEPT_GROUPS.forEach((group, id) => {
    for (const w of group) for (const t of words(w)) {
      for (const s of stemsOf(t)) {
        const ids = m.get(s) ?? [];
        if (!ids.includes(id)) ids.push(id);
        m.set(s, ids);
      }
    }
  });
  return (byStem = m);
}

/**
 * A thesaurus word's stems: its own, and for a verb in «-еть» its past tense's («заболеть» → «заболет», «заболел»,
 * «заболела» → «заболел»): Snowball removes no «-еть» ending, so the infinitive and the past part ways, and «я
 * заболела» never met «болезнь». The past is the infinitive's stem with «-л» (Русская грамматика, 1980, §1517).
 */
// A verb of the «-нуть» class (Русская грамматика 1980, §1517: IV класс, «капнуть», «сдвинуть») likewise keeps its
// infinitive's «-ут» where the future and past drop it: «капнет», «капнул» never met «капнуть» (walk 24b: «когда зарплата
// капнет?» was refused for the slang word).
function stemsOf(word: string): string[] {
  const forms = /еть(?:ся)?$/u.test(word) ? [word.replace(/ть(ся)?$/u, "л")]
    : /нуть(?:ся)?$/u.test(word) ? [word.replace(/уть(ся)?$/u, "ет"), word.replace(/уть(ся)?$/u, "ул")] : [];
  return [...new Set([stem(word), ...forms.map(stem)])];
}

let byEnglish: Map<string, number[]> | null = null;

/** An English word without its plural ending, by Harman's S-stemmer (1991): «interns» → «intern», «policies» → «policy». */
export function singular(word: string): string {
  if (/ies$/.test(word) && !/[ea]ies$/.test(word)) return word.slice(0, -3) + "y";
  if (/es$/.test(word) && !/[aeo]es$/.test(word)) return word.slice(0, -1);
  if (/s$/.test(word) && !/(?:us|ss)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The concept groups of an English word by its singular form: «interns» is «intern» (стажёр), not «international». */
export function conceptsOfEnglish(word: string): number[] {
  if (!byEnglish) {
    const m = new Map<string, number[]>();
    CONCEPT_GROUPS.forEach((group, id) => {
      for (const w of group) for (const t of words(w)) if (/^[a-z]/.test(t)) {
        const k = singular(t);
        const ids = m.get(k) ?? [];
        if (!ids.includes(id)) ids.push(id);
        m.set(k, ids);
      }
    });
    byEnglish = m;
  }
  return byEnglish.get(singular(word)) ?? [];
}

/**
 * Seven-letter stem prefix → concept groups, kept only where every thesaurus stem with that prefix
 * has the same groups: «руковод…» (manager / guidance) or «сотрудн…» (employee / cooperation) stay out.
 */
function prefixes(): Map<string, number[]> {
  if (byPrefix) return byPrefix;
  const m = new Map<string, number[] | null>();
  for (const [s, ids] of table()) {
    if (s.length < PREFIX) continue;
    const k = s.slice(0, PREFIX);
    const prev = m.get(k);
    if (prev === undefined) m.set(k, ids);
    else if (prev && prev.join() !== ids.join()) m.set(k, null);
  }
  return (byPrefix = new Map([...m].filter((e): e is [string, number[]] => e[1] !== null)));
}

/**
 * The concept groups a stem belongs to: «заказчик» and «клиент» share one, so texts using either meet.
 * A stem the thesaurus does not list falls back to its seven-letter prefix, because Snowball leaves
 * alternating forms apart («предупреди» → «предупред», «предупреждение» → «предупрежден»).
 */
export function conceptsOf(stemmed: string): number[] {
  const exact = table().get(stemmed);
  if (exact) return exact;
  return stemmed.length >= PREFIX ? prefixes().get(stemmed.slice(0, PREFIX)) ?? [] : [];
}

/** A word's groups: an English word by its singular (conceptsOfEnglish), a Russian one by its stem. */
export function groupsOfWord(word: string): number[] {
  return /^[a-z]/.test(word) ? conceptsOfEnglish(word) : conceptsOf(stem(word));
}
