import table from "./first-aid.json" with { type: "json" };
import { isBodyPart } from "./body-parts.ts";
import { ASKS_STEPS } from "./speech-acts.ts";
import { conceptsOf, groupsOfWord } from "./concepts.ts";
import { stem, words } from "./tokens.ts";
import { russianDictionary } from "./dictionary.ts";
import { MIN_TYPO_LENGTH, oneEditApart } from "./typos.ts";

/** A minor injury as first-aid rules name it (first-aid.json, with its sources). */
interface Injury { ru: string; en: string; alone: string[]; part: string[]; person?: string[]; cold?: string[]; coldAlone?: string[]; trauma?: boolean; aid?: Aid; also?: Named[] }
const INJURIES: readonly Injury[] = table.injuries;
/** The words of cold a frostbite's plainer signs need beside them (first-aid.json `coldStems`, see its `coldSource`). */
const COLD_STEMS: readonly string[] = table.coldStems;
const BODY_STEMS: readonly string[] = table.bodyStems;
/** An emergency at work as a safety instruction names it, and the ways it is told (first-aid.json's `situations`). */
interface Detail { stems: string[]; unless: string[]; ru: string; en: string }
/** The general step for a situation or an injury, and the published source it comes from (first-aid.json's `aid`). */
interface Aid { ru: string; en: string; source: string }
/** How the general step is said: the documents' silence named first, the step, and where it comes from. */
const NO_SECTION: { ru: string; en: string; rule: Named; source: Named } = table.noSection;
interface Situation { ru: string; en: string; stems: string[]; details?: Detail[]; beforeInjuries?: string; trauma?: boolean; aid?: Aid; also?: Named[] }
const SITUATIONS: readonly Situation[] = table.situations;
/** Word groups a stem's part «@name» stands for (first-aid.json's `groups`, each with its sources). */
const GROUPS: Record<string, { stems: string[] }> = table.groups;
/** A name in each language, as the documents are asked it. */
export interface Named { ru: string; en: string }
/** The words that ask a name as a procedure, and the name any injury at work goes by (first-aid.json, with sources). */
const PROCEDURE: Named = table.procedure;
export const INJURY_AT_WORK: Named & { also?: Named[] } = table.atWork;

const wordsOf = (message: string) => message.toLowerCase().replaceAll("ё", "е").replaceAll("’", "'").split(/[^\p{L}'-]+/u).map((w) => w.replace(/^'+|'+$/g, "")).filter(Boolean);

/**
 * «разбил коленку, царапина небольшая», «scraped his knee»: the minor injury a message tells of, by the name first-aid
 * rules give it, or null. A stem of the `part` list counts only beside a part of the body (a scratch on a screen is none).
 */
export function minorInjuryOf(message: string): { ru: string; en: string } | null {
  const found = injuryFound(message);
  return found ? { ru: found.ru, en: found.en } : null;
}

function injuryFound(message: string): Injury | undefined {
  const ws = wordsOf(message);
  // A stem of several words («получил травм», «got hurt») is said as those words in a row.
  const said = sayer(message);
  const body = ws.some((w) => isBodyPart(w) || BODY_STEMS.some((s) => w.startsWith(s)));
  // «из морозилки, пальцы белые и не чувствую их»: signs the cold explains count beside a part of the body after it only
  // (walk 27a: the story met the signs line, not the section's steps).
  // Shivering after the cold needs no part of the body («её трясёт после морозилки»).
  const cold = COLD_STEMS.some(said);
  // «девочка упала с боулдеринга и плачет»: a fall said of a person (first-aid.json's `person`, with its source).
  const someone = ["@person", "@child", "человек"].some(said);
  return INJURIES.find((i) => i.alone.some(said) || (body && i.part.some(said)) || (someone && (i.person ?? []).some(said)) || (cold && body && (i.cold ?? []).some(said)) || (cold && (i.coldAlone ?? []).some(said)));
}

/**
 * Whether a message says a stem: a word starting with it (or mistyped so: slipOf), or, for a phrase, those words in a row;
 * a stem ending with a space is that whole word («пожар »).
 */
function sayer(message: string) {
  const ws = wordsOf(message);
  const line = ` ${ws.join(" ")} `;
  const said = (part: string): boolean => part.startsWith("@") ? (GROUPS[part.slice(1)]?.stems ?? []).some(said)
    : part.includes(" ") ? line.includes(` ${part}`) : ws.some((w) => w.startsWith(part) || slipOf(w, part));
  return said;
}

/**
 * «что делать если гость обжогся»: a word the language does not know whose start is one typing slip from a stem (Damerau's
 * four edits, typos.ts) says that stem — «обжог…» is «обжег…» (walk 28a refused the burn). Stems and words of five letters
 * or more only, and only a Cyrillic word the Russian dictionary lacks: «пожары» is a word, not a slip of «пожарк».
 */
/** The longest inflection with the reflexive «-ся/-сь» after a stem: «-лась», «-ешься», «-ами». */
const MAX_ENDING = 4;

function slipOf(word: string, stem: string): boolean {
  if (stem.length < MIN_TYPO_LENGTH || word.length < MIN_TYPO_LENGTH || !/^[а-я]+$/.test(word) || !/^[а-я]+$/.test(stem)) return false;
  // A start one letter short of the stem is a slip only inside it («обжг…» of «обжег»), not the stem cut short («ушиб» of «ушибл»).
  // What follows the slipped start is an ending (with «-ся»), not another word: «матметодам» («мат[е]м…» of «матом», an
  // abbreviated compound no dictionary holds) told a course programme's request as swearing at someone (session 29's merge).
  const near = [stem.length - 1, stem.length, stem.length + 1].some((n) => n <= word.length && word.length - n <= MAX_ENDING && !stem.startsWith(word.slice(0, n)) && oneEditApart(word.slice(0, n), stem));
  return near && !russianDictionary().has(word);
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
  return situationsFound(message)[0];
}

function situationsFound(message: string): Situation[] {
  const said = sayer(message);
  return SITUATIONS.filter((s) => s.stems.some((stem) => stem.split("+").every(said)));
}

/**
 * «на меня напали и отобрали выручку»: the other situations a message tells besides the first (an attack, then a robbery),
 * asked when the documents hold no section on the first (a courier service's rules name robbery, not aggression).
 */
/**
 * The other names a situation's section goes by in safety instructions (first-aid.json's `also`, with its source): the
 * fire steps under «Пожар и задымление» never say «пожарная тревога» (walk 25b: «дым идёт… что делать» hedged over them).
 */
export function otherNamesOf(name: Named): Named[] {
  const own = [...SITUATIONS, INJURY_AT_WORK, ...INJURIES].find((s) => s.ru === name.ru || s.en === name.en);
  if (own) return own.also ?? [];
  // A detail's section goes by the situation's names when the rules set no clause apart for it (a kitchen's fire steps
  // with no word of burning oil).
  const of = SITUATIONS.find((s) => s.details?.some((d) => d.ru === name.ru));
  return of ? [{ ru: of.ru, en: of.en }, ...(of.also ?? [])] : [];
}

export function otherSituationsOf(message: string): Named[] {
  return situationsFound(message).slice(1).map((s) => ({ ru: s.ru, en: s.en }));
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

/**
 * «у клиента закружилась голова и он упал», «a customer fainted» where the company's rules hold no section on it: the
 * general step first aid gives (first-aid.json's `aid`, with its source) — what to do now and the number to call — for
 * the situation or injury firstAidNameOf names, or null. `silent`: the documents hold nothing near it either, and that is
 * said first; else the step follows the documents' nearest passage (a fire section that names the assembly point
 * but no steps, vet q20), which is not called absent.
 */
export function aidOf(message: string, silent = true): Named | null {
  const found = situationFound(message);
  const told = found?.beforeInjuries ? found : injuryFound(message) ?? found;
  if (!told?.aid) return null;
  const a = told.aid;
  const say = (lang: "ru" | "en") => `${silent ? `${NO_SECTION[lang]} ` : ""}${NO_SECTION.rule[lang]} ${a[lang]}\n\n${NO_SECTION.source[lang]} ${a.source}.`;
  return { ru: say("ru"), en: say("en") };
}

/**
 * Whether a passage speaks of the situation or injury a message tells: it says a word that tells it on its own (an
 * injury's stem, the head — first part — of a situation's stem: «пожар» of «пожар+сработ», any word of a group the head
 * names). Vet's «При пожаре сотрудники… эвакуируют» speaks of a fire; a FAQ row «Клиент потерял квитанцию» does not
 * speak of fainting, though it met «потерял сознание» on «потерял».
 */
export function speaksOf(message: string, passage: string): boolean {
  const found = situationFound(message) ?? namedSituation(message);
  const told = found?.beforeInjuries ? found : injuryFound(message) ?? found;
  if (!told) return false;
  const heads = "stems" in told ? told.stems.map((x) => x.split("+")[0]!) : [...told.alone, ...told.part];
  return heads.some(sayer(passage));
}

/** The situation a question asked as its procedure names («what should I do: aggressive», asProcedure's form). */
function namedSituation(question: string): Situation | undefined {
  const name = [PROCEDURE.ru, PROCEDURE.en].map((p) => question.startsWith(`${p} `) ? question.slice(p.length + 1).trim() : null).find(Boolean);
  return name ? SITUATIONS.find((s) => [s, ...(s.details ?? []), ...(s.also ?? [])].some((n) => n.ru === name || n.en === name)) : undefined;
}

/**
 * «вывихнул ногу на складе»: whether what a message tells is an injury (a cut, a fall, a fracture; not a sting or a fever),
 * which a workplace's rules on any injury at work (INJURY_AT_WORK) cover when they name no rule for it.
 */
export function isTrauma(message: string): boolean {
  const found = situationFound(message);
  if (found?.beforeInjuries) return false;
  return !!(injuryFound(message) ?? found)?.trauma;
}

/** «потерялся ребёнок» asked as its procedure («что делать: потерялся ребёнок»); a name that asks it already stays. */
export function asProcedure(name: Named): Named {
  const one = (lang: "ru" | "en") => (ASKS_STEPS.test(name[lang]) ? name[lang] : `${PROCEDURE[lang]} ${name[lang]}`);
  return { ru: one("ru"), en: one("en") };
}

/** Whether a question is an emergency's procedure as asProcedure asks it («что делать: агрессивный»). */
export function asksEmergencyProcedure(question: string): boolean {
  return question.startsWith(`${PROCEDURE.ru} `) || question.startsWith(`${PROCEDURE.en} `) || !!situationOf(question);
}

/**
 * «уже минут 20 ищем, её нигде нет» after a lost child: whether a message says a part of the situation the previous
 * message told (here «нигде нет», the child still missing), so a statement with no question mark goes on with it.
 */
export function goesOnWith(previous: string, message: string): boolean {
  const found = situationFound(previous);
  if (!found) return false;
  const said = sayer(message);
  return found.stems.some((stem) => stem.split("+").some(said));
}

/** The thesaurus groups of a consequence asked (built on first use: the table is constant). */
let CONSEQUENCE: Set<number> | undefined;

/**
 * «получил ожог на смене, дадут ли страховку?», «ограбили, возместят ли это кассиру?», «will insurance pay?»: the incident is
 * told and what is asked is a consequence the company's rules decide — a compensation or an insurance (the thesaurus's
 * groups of «компенсация» and «страховка») — not what to do now. A question is asked (a «?» or «ли»), and not for steps.
 */
export function asksConsequence(message: string): boolean {
  if (!/\?|(?<![\p{L}])ли(?![\p{L}])/u.test(message) || ASKS_STEPS.test(message)) return false;
  CONSEQUENCE ??= new Set(["компенсация", "страховка"].flatMap((w) => conceptsOf(stem(w))));
  return words(message).some((w) => groupsOfWord(w).some((g) => CONSEQUENCE!.has(g)));
}
