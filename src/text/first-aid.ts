import table from "./first-aid.json" with { type: "json" };
import { isBodyPart } from "./body-parts.ts";

/** A minor injury as first-aid rules name it (first-aid.json, with its sources). */
interface Injury { ru: string; en: string; alone: string[]; part: string[] }
const INJURIES: readonly Injury[] = table.injuries;
const BODY_STEMS: readonly string[] = table.bodyStems;

/**
 * «разбил коленку, царапина небольшая», «scraped his knee»: the minor injury a message tells of, by the name first-aid
 * rules give it, or null. A stem of the `part` list counts only beside a part of the body (a scratch on a screen is none).
 */
export function minorInjuryOf(message: string): { ru: string; en: string } | null {
  const ws = message.toLowerCase().replaceAll("ё", "е").split(/[^\p{L}-]+/u).filter(Boolean);
  const starts = (stems: string[]) => ws.some((w) => stems.some((s) => w.startsWith(s)));
  const body = ws.some((w) => isBodyPart(w) || BODY_STEMS.some((s) => w.startsWith(s)));
  const found = INJURIES.find((i) => starts(i.alone) || (body && starts(i.part)));
  return found ? { ru: found.ru, en: found.en } : null;
}
