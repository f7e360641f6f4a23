import table from "./first-aid.json" with { type: "json" };
import { isBodyPart } from "./body-parts.ts";

/** A minor injury as first-aid rules name it (first-aid.json, with its sources). */
interface Injury { ru: string; en: string; alone: string[]; part: string[] }
const INJURIES: readonly Injury[] = table.injuries;
const BODY_STEMS: readonly string[] = table.bodyStems;
/** An emergency at work as a safety instruction names it, and the ways it is told (first-aid.json's `situations`). */
interface Detail { stems: string[]; unless: string[]; ru: string; en: string }
interface Situation { ru: string; en: string; stems: string[]; details?: Detail[]; beforeInjuries?: string }
const SITUATIONS: readonly Situation[] = table.situations;
/** Word groups a stem's part «@name» stands for (first-aid.json's `groups`, each with its sources). */
const GROUPS: Record<string, { stems: string[] }> = table.groups;

const wordsOf = (message: string) => message.toLowerCase().replaceAll("ё", "е").replaceAll("’", "'").split(/[^\p{L}'-]+/u).map((w) => w.replace(/^'+|'+$/g, "")).filter(Boolean);

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

/** Whether a message says a stem: a word starting with it, or, for a phrase, those words in a row. */
function sayer(message: string) {
  const ws = wordsOf(message);
  const line = ` ${ws.join(" ")}`;
  const said = (part: string): boolean => part.startsWith("@") ? (GROUPS[part.slice(1)]?.stems ?? []).some(said)
    : part.includes(" ") ? line.includes(` ${part}`) : ws.some((w) => w.startsWith(part));
  return said;
}

/**
 * «сработала пожарка что делать», «the guest in 312 is drunk and threatening me»: the emergency a message tells of, by the
 * name a safety instruction gives its section, or null. Each part of a stem «a+b» is said; «@drunk+@acting out» is a word
 * of each group («бухой, орёт матом»), as neither alone is an emergency («пьяный гость спит», «клиент кричит в трубку»).
 * A detail the rules set apart and the message tells («не отвечает, но дышит») is asked instead of the section's name.
 */
export function situationOf(message: string): { ru: string; en: string } | null {
  const found = situationFound(message);
  if (!found) return null;
  const said = sayer(message);
  const detail = found.details?.find((x) => x.stems.some(said) && !x.unless.some(said));
  return detail ? { ru: detail.ru, en: detail.en } : { ru: found.ru, en: found.en };
}

function situationFound(message: string): Situation | undefined {
  const said = sayer(message);
  return SITUATIONS.find((s) => s.stems.some((stem) => stem.split("+").every(said)));
}

/**
 * The name to ask the documents by when a message tells of an injury or an emergency: a minor injury's before the
 * situation it happened in («поскользнулась, ушибла колено»), except a situation first aid checks before any injury
 * (first-aid.json's `beforeInjuries`): «схватился за грудь и упал, не отвечает» is a person without consciousness, and
 * walk 22b got the fracture lines («не поднимать… холод к ушибу») for him.
 */
export function firstAidNameOf(message: string): { ru: string; en: string } | null {
  if (situationFound(message)?.beforeInjuries) return situationOf(message);
  return minorInjuryOf(message) ?? situationOf(message);
}
