import { stem, words } from "./tokens.ts";

/** A full adjective's case endings (полное прилагательное, every case, both declensions). */
const ADJECTIVE_ENDING = /(?:ый|ий|ой|ая|яя|ое|ее|ые|ие|ого|его|ому|ему|ым|им|ом|ем|ую|юю|ых|их|ыми|ими|ей)$/;

/**
 * The text without the relative adjectives in «-н-» made from `noun` (Русская грамматика 1980: относительные прилагательные,
 * суффикс -н-; зарплата → зарплатная, отпуск → отпускной): «на зарплатную карту» names a card, not the pay, so what the
 * sentence dates is not the pay's date. The noun's own forms stay; a noun that is itself an adjective keeps everything.
 */
export function withoutAdjectivesOf(text: string, noun: string): string {
  if (ADJECTIVE_ENDING.test(noun)) return text;
  const base = stem(noun) + "н";
  return text.split(/(\s+)/).filter((part) => !words(part).some((w) => ADJECTIVE_ENDING.test(w) && stem(w) === base)).join("");
}
