import type { Skill } from "./types.ts";
import { headKeys, procedureSteps, textKeys, withTransliteration } from "./represent.ts";
import { isStopword, stem, words } from "../text/tokens.ts";
import { conceptsOf } from "../text/concepts.ts";
import { CONCEPT_GROUPS } from "../text/thesaurus.ts";

/**
 * How a skill is read for an English request (no Cyrillic in it): its English name and description (`name_en`,
 * `description_en`) beside its Russian text. Why: «negotiation prep» or «interview questions for a junior designer»
 * shares no stem with a Russian head, and the thesaurus joins only some words across the two languages; the skill's
 * own English line names its job in the request's words (walk 20b: four skills unreachable in English). Kept apart
 * from the Russian representation (see createSkillLibrary): joined to it, the English lines made Russian requests of
 * the blind company sets enter the wrong skill 13 of 200 times. A skill without English lines reads as in Russian.
 */
export function englishHead(skill: Pick<Skill, "nameEn" | "descriptionEn">): string {
  return [skill.nameEn, skill.descriptionEn].filter(Boolean).join(". ");
}

/**
 * The text an English request's skill is embedded as: its Russian head twice, then its English lines twice and its
 * procedure; a skill without English lines (a company's own, written in Russian) gets an English gloss of its head
 * (twice) and of its procedure instead (see englishGloss). Why the gloss: with the English lines alone, platform skills
 * met an English request in its own words while a company's Russian skill met it only through the thesaurus' one shared
 * feature per concept, and English requests of the blind company sets went to platform skills (weekly report for
 * «weekly progress report for the investor»).
 */
export function englishSkillText(skill: Skill): string {
  const head = `${skill.name}. ${skill.description}`;
  const steps = procedureSteps(skill).join(". ");
  const en = englishHead(skill);
  if (en) return withTransliteration(`${head}. ${head}. ${en}. ${en}. ${steps}`);
  const gloss = englishGloss(head);
  return withTransliteration(`${head}. ${head}. ${gloss}. ${gloss}. ${steps}. ${englishGloss(steps)}`);
}

/**
 * The head keys for an English request: the English head's when the skill has one, else the Russian head's. Why not both:
 * through the thesaurus the Russian head names more than its job to an English word («questions» meets «запрос» of
 * the business letter), and a word named by many heads says little (`evidence`), while the English line says the job.
 */
export function englishHeadKeys(skill: Skill): Set<string> {
  const en = englishHead(skill);
  return en ? new Set(words(en).filter((w) => !isStopword(w)).flatMap(exactKeys)) : headKeys(skill);
}

/**
 * An English word's stem and thesaurus concepts, without the five-letter truncation Russian endings need: English
 * stems well, and «~inter» would make «interview» a word of every head saying «internal» or «international».
 */
function exactKeys(word: string): string[] {
  const s = stem(word);
  return [s, ...conceptsOf(s).map((g) => "#" + g)];
}

/** The body keys for an English request: every word of its English-space text. */
export function englishBodyKeys(skill: Skill): Set<string> {
  return textKeys(englishSkillText(skill));
}

/**
 * The keys of each content word of the skill's English name («Interview questions» → interview, question), without a
 * gloss in brackets («Customer interviews (custdev)»). Empty when the name has fewer than two such words: one word alone
 * («Teacher») is already weighed as a word of the head.
 */
export function englishNameWords(skill: Skill): string[][] {
  const ws = words((skill.nameEn ?? "").replace(/\([^)]*\)/g, " ")).filter((w) => !isStopword(w));
  return ws.length >= 2 ? ws.map(exactKeys) : [];
}

/**
 * What a request naming the skill's English name in full adds to its evidence: 1/n, n being how many skills' heads
 * hold every word of that name (1 for «interview questions»). Why: naming a job by its name («negotiation prep»,
 * «interview questions for a junior designer») is the plainest way to ask for it, while each of its words alone may be
 * common across English heads («questions» is in nine) and so weigh little.
 */
export function nameEvidence(asked: { keys: string[] }[], name: string[][], headOwners: Map<string, Set<string>>, on: Set<string>): number {
  if (!name.length || !name.every((ks) => asked.some((a) => a.keys.some((k) => ks.includes(k))))) return 0;
  const holders = name.map((ks) => new Set(ks.flatMap((k) => [...(headOwners.get(k) ?? [])]).filter((id) => on.has(id))));
  const all = [...holders[0]].filter((id) => holders.every((h) => h.has(id)));
  return all.length ? 1 / all.length : 0;
}

/**
 * The English words of the thesaurus groups (src/text/thesaurus.ts, a curated bilingual table) of a Russian text's words:
 * «Еженедельный отчёт инвестору» → weekly week report reporting investment investor. A rough translation with a
 * polysemous word's every sense, read only by English requests.
 */
export function englishGloss(text: string): string {
  const out = new Set<string>();
  for (const w of words(text)) {
    if (!/[а-яё]/.test(w) || isStopword(w)) continue;
    for (const g of conceptsOf(stem(w))) for (const e of CONCEPT_GROUPS[g]!) if (/^[a-z]+$/.test(e)) out.add(e);
  }
  return [...out].join(" ");
}
