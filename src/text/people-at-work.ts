import { CONCEPT_GROUPS } from "./thesaurus.ts";
import { conceptsOf, groupsOfWord } from "./concepts.ts";
import { stem, words } from "./tokens.ts";

/**
 * Someone at work a message speaks of: a colleague, an employee, a manager, one of the team (their thesaurus groups), or a person named by
 * trade — a Russian noun of agent (nomina agentis: -щик, -чик, -тель, -ист; Русская грамматика 1980, §§ 220–236:
 * «кладовщик», «водитель», «машинист») or an English word the thesaurus files with one («storekeeper»). The suffixes
 * that also end things («-ер», «-ор», «-ник»: «монитор», «понедельник») are left out. A family word (the thesaurus'
 * family group) makes the message the person's own matter, whoever else it names.
 */
const AGENT = /^[а-яё]{3,}(?:щик|чик|тель|ист)$/u;
const groupOf = (word: string) => conceptsOf(stem(word));
const ROLES = new Set(["коллега", "сотрудник", "руководитель", "команда"].flatMap(groupOf));
const FAMILY = new Set(["семья", "ребенок"].flatMap(groupOf));
/** Groups holding a Russian noun of agent: an English word in one names a trade («storekeeper» with «кладовщик»). */
const TRADES = new Set(CONCEPT_GROUPS.flatMap((g, id) => (g.some((w) => AGENT.test(w)) ? [id] : [])));

const conceptsOfWord = groupsOfWord;

/**
 * One's partner on a shift, by the words work uses for them (Ожегов: напарник — товарищ по совместной работе; сменщик — тот,
 * кто сменяет кого-н. на работе; Oxford 3000: partner): a colleague, though the thesaurus files neither with «коллега» and
 * «напарник» ends in the «-ник» that also ends things. «…в ночную смену, напарник заболел» speaks of someone at work.
 */
const PARTNER = /^(?:напарни(?:к|ка|ку|ком|ке|ки|ков|кам|ками|ках|ца|цы|це|цу|цей)|сменщи(?:к|ка|ку|ком|ке|ки|ков|ца|цы|це|цу|цей))$/u;

export function speaksOfSomeoneAtWork(message: string): boolean {
  const ws = words(message);
  if (ws.some((w) => conceptsOfWord(w).some((g) => FAMILY.has(g)))) return false;
  return ws.some((w) => {
    const ids = conceptsOfWord(w);
    if (ids.some((g) => ROLES.has(g)) || PARTNER.test(w)) return true;
    if (/^[a-z]/.test(w)) return ids.some((g) => TRADES.has(g));
    return AGENT.test(w.replace(/(?:а|у|ом|е|и|ов|ам|ами|ах)$/u, "")) || AGENT.test(w);
  });
}

const ILLNESS = new Set(groupOf("болезнь"));

/**
 * «если кладовщик заболел, до какого времени он должен мне сообщить?»: someone at work falling ill is a matter of the
 * company's rules (who tells whom, who stands in), not of the person's own health.
 */
export function speaksOfIllnessAtWork(message: string): boolean {
  return !OWN_ILLNESS.test(message) && words(message).some((w) => conceptsOfWord(w).some((g) => ILLNESS.has(g))) && speaksOfSomeoneAtWork(message);
}

/** «мы с командой ходили в бассейн, у меня болит ухо»: the speaker's own illness, whoever else the message names. */
const OWN_ILLNESS = /(?<![\p{L}])(?:у\s+меня|мне\s+(?:плохо|нехорошо)|я\s+(?:заболел\p{L}*|болею|простыл\p{L}*|приболел\p{L}*)|i'?m\s+(?:sick|ill|unwell)|i\s+am\s+(?:sick|ill|unwell)|i\s+feel|i\s+have\s+(?:a\s+)?(?:fever|cold|flu|headache|pain))(?![\p{L}])/iu;

let STAFF: Set<number> | null = null;
/** Whether a word names the staff: the thesaurus's group of «сотрудник» («работник», «персонал», «staff»). */
export function isStaff(word: string): boolean {
  STAFF ??= new Set(groupOf("сотрудник"));
  return groupOf(word).some((g) => STAFF!.has(g));
}
