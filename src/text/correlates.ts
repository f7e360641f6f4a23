/**
 * «…остальное возвращают тем же способом, каким гость платил»: a clause opened by a pronoun word after a demonstrative that
 * points forward to it (местоименно-соотносительные придаточные: «тот — который», «такой — какой», «там — где», «тогда —
 * когда», «столько — сколько»; Русская грамматика 1980, т. II, «Местоименно-соотносительные предложения») is a relative
 * clause filling the demonstrative, not an indirect question: the sentence tells, it does not ask. The demonstratives are a
 * closed class (указательные местоимения и наречия, Русская грамматика 1980, т. I, «Местоимения»).
 */
const CORRELATE = new Set([
  "тот", "того", "тому", "тем", "том", "та", "той", "ту", "то", "те", "тех", "теми",
  "такой", "такая", "такое", "такие", "такого", "такому", "таким", "такую", "таких", "такими", "таком",
  "там", "туда", "оттуда", "тогда", "столько", "стольких", "так", "настолько", "постольку",
  // The determiners that stand as correlates too («все, кто…», «каждый, кто…»: определительные местоимения).
  "все", "всех", "всем", "всеми", "каждый", "каждого", "каждому", "каждым",
]);
/** How far before the comma the demonstrative may stand: «тем же способом», «в том же порядке». */
const REACH = 3;

/** Whether the words before a clause end on a demonstrative its relative clause fills («тем же способом,» before «каким…»). */
export function endsOnCorrelate(before: string): boolean {
  const ws = before.toLowerCase().replaceAll("ё", "е").match(/\p{L}+/gu) ?? [];
  return ws.slice(-REACH).some((w) => CORRELATE.has(w));
}
