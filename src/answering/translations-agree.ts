import type { StoredChunk } from "../retrieval/types.ts";
import { writtenIn } from "../text/translations.ts";
import { sameQuantity, unitsOf } from "../text/figure-units.ts";

/**
 * When an English guide and the Russian rules are read side by side (translations-differ.ts), two sentences near in topic
 * are not yet one point said twice. Walk 28a (a cinema chain): «You get 28 calendar days of paid annual leave» was set
 * against the unpaid-leave row («До 5 календарных дней…») shown beside the annual row that says 28 too, and «В документе на
 * английском сказано иначе» followed the leave days, a wedding, being sick; the guide's Russian lessons («up to 5 000
 * roubles… receipt to accounting») were «said otherwise» than the medical book's «до 2 000 рублей… чек… в бухгалтерию».
 * A difference is named only when both passages speak of the same matter and their figures for it differ.
 */

export interface Clause { text: string; figures: Set<string>; topics: Set<number> }
export interface Read { chunk: StoredChunk; lang: "ru" | "en"; heading: Set<number>; topics: Set<number>; clauses: Clause[] }

/** How much of the line's topics the other must hold for the two to say one thing: each holds half the other's weight. */
const SAID_TWICE = 0.5;

/** How near, against the passage a line was paired with, a passage stating its figures must be to stand for the line. */
const NEARLY = 0.75;

/** The share of `a`'s topic weight that `b` holds. */
function share(a: Set<number>, b: Set<number>, weigh: (g: number) => number): number {
  const all = [...a].reduce((s, g) => s + weigh(g), 0);
  return all ? [...a].filter((g) => b.has(g)).reduce((s, g) => s + weigh(g), 0) / all : 0;
}

/**
 * Two sentences that say one thing: each holds half the other's topic weight or more. The hotel guide's «valuables (money,
 * jewellery, phones, laptops) are kept in the safe» and the rules' «Ценные вещи (деньги, … ноутбуки) хранятся в сейфе»
 * share nearly every topic; the lessons line and the medical book share only the rouble, a receipt and accounting.
 */
export function saidTwice(a: Set<number>, b: Set<number>, weigh: (g: number) => number): boolean {
  return share(a, b, weigh) >= SAID_TWICE && share(b, a, weigh) >= SAID_TWICE;
}

/**
 * Whether a line's figures are stated by a passage of the other language on its topic: then the line says what that
 * passage says, and the passage it was paired with (`paired`) speaks of another matter. The figures must stand in one
 * clause near the line by its own words — by `least` and NEARLY as near as the paired passage: the annual row «28
 * календарных дней» is 0.8 as near to the guide's «28 calendar days of paid annual leave» as the unpaid row is, while the
 * children's «скидка 30%» shares only the discount with «The staff discount at the bar is 30%» (0.55 of what the rules'
 * «Скидка сотрудника в баре — 50%» shares), and the bar's 50 % still differs. Two figures or more may be
 * stated row by row in one section whose heading the line names («Shifts: day 9:30–17:30, evening 17:00–01:00…» is the
 * shift table), as translations-differ.ts `sumsUp` reads a guide's summary.
 */
export function statedElsewhere(line: Clause, paired: Clause, docId: number, sections: Iterable<Read>, weigh: (g: number) => number, least: number): boolean {
  if (!line.figures.size) return false;
  const near = (topics: Set<number>) => [...line.topics].filter((g) => topics.has(g)).reduce((s, g) => s + weigh(g), 0);
  const enough = Math.max(least, NEARLY * near(paired.topics));
  // A figure is stated again only as the same quantity: «3 months» is not «за 3 календарных дня» (figure-units.ts).
  const units = unitsOf(line.text);
  const all = (figures: Set<string>, text: string) => { const theirs = unitsOf(text); return [...line.figures].every((x) => figures.has(x) && sameQuantity(x, units, theirs)); };
  const lang = writtenIn(line.text);
  for (const section of sections) {
    if (section.lang === lang || section.chunk.docId === docId) continue;
    if (section.clauses.some((c) => all(c.figures, c.text) && near(c.topics) >= enough)) return true;
    if (line.figures.size < 2 || ![...line.topics].some((g) => section.heading.has(g))) continue;
    if (all(new Set(section.clauses.flatMap((c) => [...c.figures])), section.clauses.map((c) => c.text).join(" ")) && near(section.topics) >= enough) return true;
  }
  return false;
}
