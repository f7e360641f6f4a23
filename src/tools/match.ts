import { contentStems, words } from "../text/tokens.ts";
import { romanise, sameName } from "../text/translit.ts";
import { conceptsOf } from "../text/concepts.ts";

/** A field of a record and how much a hit in it counts. */
export interface Field {
  text: string;
  weight: number;
}

/**
 * Query stems minus words that name the tool rather than the subject
 * («найди письмо про отпуск» is about «отпуск»).
 */
export function queryStems(query: string, noise: readonly string[] = []): string[] {
  const drop = new Set(noise.flatMap((w) => contentStems(w)));
  return [...new Set(contentStems(query))].filter((s) => !drop.has(s));
}

/**
 * «ноут» for «ноутбук», «комп» for «компьютер»: a word clipped as people say it, the start of a thesaurus
 * group-mate (four letters at least), is that word itself, not a neighbour.
 */
function clipped(s: string, groups: number[], own: Set<string>): boolean {
  return s.length >= 4 && groups.length > 0 && [...own].some((o) => o.length > s.length && o.startsWith(s) && conceptsOf(o).some((g) => groups.includes(g)));
}

/**
 * «printline» for «ПринтЛайн»: a brand spelt in Cyrillic by its sound, not by the passport table («лайн» is «lain»), has
 * the consonants of its Latin spelling in the same order. Six letters and four consonants at least: a short name never
 * meets another by its consonants alone («maria», «marina» stay apart).
 */
function soundsAlike(latin: string, cyrillic: string): boolean {
  const bones = (w: string) => w.replace(/[aeiouy]+/g, "").replace(/(.)\1+/g, "$1");
  return latin.length >= 6 && bones(latin).length >= 4 && bones(latin) === bones(romanise(cyrillic));
}

/**
 * Scores a record against query stems: each distinct stem counts once, with the weight
 * of the best field it occurs in, plus a bonus per stem so covering more of the query
 * always beats a heavier single hit. 0 means no stem matched.
 */
export function score(stems: string[], fields: Field[]): number {
  if (stems.length === 0) return 0;
  const indexed = fields.map((f) => {
    const own = new Set(contentStems(f.text));
    // A name in Latin letters meets only a name: a capitalised Cyrillic word («Мария»), not any word that
    // sounds alike («party» is no «партия» of cartridges).
    // A name written in two capitals («ПринтЛайн») is one name.
    const cyrillic = (f.text.match(/(?<![\p{L}])[А-ЯЁ][а-яё]+(?:[А-ЯЁ][а-яё]+)*/gu) ?? []).flatMap((w) => words(w)).filter((w) => /^[а-я]/.test(w));
    return { stems: own, concepts: new Set([...own].flatMap(conceptsOf)), cyrillic, weight: f.weight };
  });
  let total = 0;
  for (const s of stems) {
    // A word of the same thesaurus group counts too, a little less than the word itself: «from accounting»
    // finds the sender «Бухгалтерия», «ноутбук» a «лэптоп».
    const groups = conceptsOf(s);
    let best = 0;
    let exact = false;
    for (const f of indexed) {
      // «reply to maria» names the sender «Мария»: a Latin name meets its Cyrillic spelling as the word itself.
      const named = /^[a-z]{3,}$/.test(s) && f.cyrillic.some((c) => sameName(s, c) || soundsAlike(s, c)) || clipped(s, groups, f.stems);
      const w = f.stems.has(s) || named ? f.weight : groups.some((g) => f.concepts.has(g)) ? f.weight * 0.5 : 0;
      if (w > best) best = w;
      exact ||= named;
      // An English word met by its Russian group-mate is a translation, not a neighbour: «find a humidifier» over «Увлажнитель».
      exact ||= f.stems.has(s) || (w > 0 && /^[a-z]/.test(s) && [...f.stems].some((o) => /^[а-я]/.test(o) && conceptsOf(o).some((g) => groups.includes(g))));
    }
    // Only the word itself reaches the «half the words» bar (100 per word): «мобильный» is near «смартфон»
    // in the thesaurus, but «мобильный кондиционер» is no humidifier whose description says «смартфон».
    if (best > 0) total += (exact ? 100 : 50) + best;
  }
  return total;
}
