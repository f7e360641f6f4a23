import table from "./first-aid.json" with { type: "json" };
import { isBodyPart } from "./body-parts.ts";

/** A minor injury as first-aid rules name it (first-aid.json, with its sources). */
interface Injury { ru: string; en: string; alone: string[]; part: string[] }
const INJURIES: readonly Injury[] = table.injuries;
const BODY_STEMS: readonly string[] = table.bodyStems;
/** An emergency at work as a safety instruction names it, and the ways it is told (first-aid.json's `situations`). */
interface Situation { ru: string; en: string; stems: string[] }
const SITUATIONS: readonly Situation[] = table.situations;

const wordsOf = (message: string) => message.toLowerCase().replaceAll("ё", "е").split(/[^\p{L}-]+/u).filter(Boolean);

/**
 * «разбил коленку, царапина небольшая», «scraped his knee»: the minor injury a message tells of, by the name first-aid
 * rules give it, or null. A stem of the `part` list counts only beside a part of the body (a scratch on a screen is none).
 */
export function minorInjuryOf(message: string): { ru: string; en: string } | null {
  const ws = wordsOf(message);
  const starts = (stems: string[]) => ws.some((w) => stems.some((s) => w.startsWith(s)));
  const body = ws.some((w) => isBodyPart(w) || BODY_STEMS.some((s) => w.startsWith(s)));
  const found = INJURIES.find((i) => starts(i.alone) || (body && starts(i.part)));
  return found ? { ru: found.ru, en: found.en } : null;
}

/**
 * «сработала пожарка что делать», «the guest in 312 is drunk and threatening me»: the emergency a message tells of, by the
 * name a safety instruction gives its section, or null. Each part of a stem «a+b» is said: a word starting with it, or,
 * for a part of several words, those words in a row.
 */
export function situationOf(message: string): { ru: string; en: string } | null {
  const ws = wordsOf(message);
  const line = ` ${ws.join(" ")}`;
  const said = (part: string) => (part.includes(" ") ? line.includes(` ${part}`) : ws.some((w) => w.startsWith(part)));
  const found = SITUATIONS.find((s) => s.stems.some((stem) => stem.split("+").every(said)));
  return found ? { ru: found.ru, en: found.en } : null;
}
