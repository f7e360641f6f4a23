import { stem } from "./tokens.ts";

/**
 * The parts of the body people name when they tell what happened to them («укусила за руку», «вколола в палец», «голова
 * кружится», «hurt my hand»): the core of the Russian Wiktionary category «Части тела» and its English counterpart. Told
 * with an injury or an illness, such a word says where it happened, not what the company's rules must be about: the
 * bite procedure answers a bite on the hand (walk 19a was told «Про «руку» ничего не сказано»).
 */
const PARTS = `голова лицо глаз глаза ухо уши нос рот губа зуб шея горло плечо рука руки кисть ладонь палец пальцы локоть запястье
  спина поясница грудь живот нога ноги колено стопа пятка лодыжка щиколотка бедро кожа ноготь
  head face eye eyes ear ears nose mouth lip tooth teeth neck throat shoulder arm arms hand hands wrist palm finger fingers
  elbow back chest belly stomach leg legs knee foot feet ankle heel hip skin nail`.split(/\s+/);

let stems: Set<string> | null = null;

/** True for a word naming a part of the body, in any form («руку», «пальце», «hands»). */
export function isBodyPart(word: string): boolean {
  stems ??= new Set(PARTS.map((w) => stem(w)));
  return stems.has(stem(word.toLowerCase().replaceAll("ё", "е")));
}
