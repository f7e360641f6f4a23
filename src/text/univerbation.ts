import { russianDictionary } from "./dictionary.ts";
import { isStopword, stem } from "./tokens.ts";
import { isQuantifierForm } from "./measure-questions.ts";
import listed from "./univerbates.json" with { type: "json" };

/**
 * Univerbation (универбация: Е. А. Земская, «Словообразование как деятельность», 1992, гл. «Универбация»; Русская
 * грамматика 1980, § 229 — разговорные существительные на «-к(а)» из сочетания прилагательного с существительным:
 * «зачётная книжка» → «зачётка», «маршрутное такси» → «маршрутка», «читальный зал» → «читалка»). Spoken Russian folds a
 * phrase into one noun in «-(л)к(а)» on the adjective's root; a person asks «сколько длится испыталка?», the rules write
 * «Испытательный срок — 3 месяца» (walk 25b got the notice «на испытательном сроке — за 3 дня»). Such a word, when the
 * documents do not hold it and the dictionary does not list it (a listed word has a meaning of its own), is read as the
 * documents' own phrase of an adjective on that root and the noun after it — the phrase they write most often.
 */
// The root keeps six letters or more: «скольки» (сколь-к-и, an oblique «сколько») would read as «скользящий график».
const FOLDED = /^([а-я]{6,}?)л?к(?:а|и|у|ой|е|ами|ах)$/;
const ADJECTIVE_END = /(?:ый|ий|ой|ая|яя|ое|ее|ые|ие|ого|его|ому|ему|ым|им|ом|ем|ую|юю|ых|их|ыми|ими)$/;

// A listed univerbate's case ending: «кожанку», «кожанкой» are «кожанка».
const LISTED_END = /(?:а|и|у|ой|е|ами|ах)$/;
const LISTED = new Map(listed.words.map((e) => [e.word, e.phrase.split(" ") as [string, string]]));

/** The phrase a univerbate the dictionary lists folds («кожанку» → [«кожаная», «куртка»]), or null (univerbates.json). */
function listedPhrase(w: string): [string, string] | null {
  return LISTED.get(w.replace(LISTED_END, "а")) ?? null;
}

/** The documents' phrase a folded word stands for, or null: `texts` are the documents' passages. */
export function unfolded(word: string, texts: () => Iterable<string>): string | null {
  const w = word.toLowerCase().replaceAll("ё", "е");
  const known = listedPhrase(w);
  // The adjective's stem is its whole root («кожан»), so the documents' form may add a two-letter ending («кожаной»).
  if (known) return documentsPhrase(`${stem(known[0])}\\p{L}{2,}`, (noun) => stem(noun) === stem(known[1]), texts);
  const m = FOLDED.exec(w);
  if (!m || isStopword(w) || isQuantifierForm(w) || russianDictionary().has(w)) return null;
  return documentsPhrase(`${m[1]!}\\p{L}{3,}`, (noun) => !isStopword(noun), texts);
}

/** The documents' most frequent phrase of an adjective `adjectiveSaid` matches and a noun `fits` takes, as they write it. */
function documentsPhrase(adjectiveSaid: string, fits: (noun: string) => boolean, texts: () => Iterable<string>): string | null {
  const phrase = new RegExp(`(?<![\\p{L}])(${adjectiveSaid})\\s+(\\p{L}{3,})(?![\\p{L}])`, "giu");
  const counts = new Map<string, { n: number; said: string }>();
  for (const text of texts()) {
    for (const [, adjective, noun] of text.toLowerCase().replaceAll("ё", "е").matchAll(phrase)) {
      if (!ADJECTIVE_END.test(adjective!) || !fits(noun!)) continue;
      const key = `${stem(adjective!)} ${stem(noun!)}`;
      const was = counts.get(key);
      counts.set(key, { n: (was?.n ?? 0) + 1, said: was?.said ?? `${adjective} ${noun}` });
    }
  }
  return [...counts.values()].sort((a, b) => b.n - a.n)[0]?.said ?? null;
}

/** The text with each folded word the documents do not hold read as their phrase (see `unfolded`). */
export function withUnfolded(text: string, holds: (word: string) => boolean, texts: () => Iterable<string>): string {
  const folds = (w: string) => FOLDED.test(w) || listedPhrase(w) !== null;
  return text.replace(/[а-яё]+/giu, (w) => (folds(w.toLowerCase().replaceAll("ё", "е")) && !holds(w.toLowerCase()) ? unfolded(w, texts) ?? w : w));
}
