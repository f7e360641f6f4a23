import { isStopword, stem, words } from "../text/tokens.ts";
import { PAY_FRAME, unitOf } from "../text/pay-cues.ts";
import { conceptsOfWord } from "./salience.ts";

/** The small words of a worked pay sum: figures as read and shown, and the content stems that match a row to a question. */
export const num = (s: string) => Number(s.replace(/[\s\u00a0]/g, "").replace(",", "."));
const round = (n: number) => Math.round(n * 100) / 100;
export const shown = (n: number) => String(round(n)).replace(".", ",");
/** Content stems of a text, the unit and money words aside: what names a position, a shift kind, a thing. */
export function named(text: string): Set<string> {
  // «консультант» names the row «Консультант-продавец»: a compound's parts count as well as the whole.
  const kept = words(`${text} ${(text.match(/\p{L}+-\p{L}+/gu) ?? []).join(" ").replaceAll("-", " ")}`).filter((w) => !isStopword(w) && !/\d/.test(w) && !unitOf(w) && !/^(?:руб|р$|рубл|ставк|оплат|сколько|получ|заплат|выйд)/.test(w));
  return new Set(kept.flatMap((w) => [stem(w), ...sameNoun(w)]));
}

/**
 * The noun a word is a form of beyond its inflection: a woman's name of a trade is the trade's («сборщица» — «сборщик»,
 * «курьерша»; -щица/-чица/-ница beside -щик/-чик/-ник, Русская грамматика 1980, § 298), and «электро-» makes a compound
 * of the thing itself («электросамокат» is a «самокат»; Ожегов: «электро… — электрический»).
 */
function sameNoun(word: string): string[] {
  const w = word.toLowerCase();
  const out: string[] = [];
  const fem = /^(\p{L}{3,}(?:щ|ч|н))иц\p{L}{0,3}$/u.exec(w);
  if (fem) out.push(stem(`${fem[1]}ик`));
  // «бармен», «барменша» is the worker of a «бар» (Ефремова: «-мен — вторая часть сложных слов со значением „человек,
  // занятый тем, что названо первой частью“»; Ожегов: бармен — работник бара): the rate's row «Сотрудник бара» (walk 28a
  // R24). A prefix before «-мен(а)» makes another word («перемен», «размен»): those are no trade.
  const man = /^(\p{L}{3,}?)мен(?:а|у|ом|е|ы|ов|ам|ами|ах|ша|ши|шу|шей|ше|ской|ских)?$/u.exec(w);
  if (man && !/^(?:пере|раз|рас|при|пре|про|под|над|без|обо|изо|ото)$/u.test(man[1]!)) out.push(stem(man[1]!));
  if (/^электро\p{L}{4,}$/u.test(w)) out.push(stem(w.slice("электро".length)));
  return out;
}
export const overlap = (a: Set<string>, b: Set<string>) => [...a].filter((t) => b.has(t)).length;

/** A condition's words: content stems and thesaurus groups, the pay frame's own words aside (работа, оплата, размер…). */
export function condition(text: string): Set<string> {
  const out = new Set<string>();
  const own = named(text);
  // Only the words `named` keeps: a unit («смену»), a figure or a pay word is no condition, nor are its thesaurus groups.
  for (const w of words(text)) {
    const t = stem(w);
    if (!own.has(t) || PAY_FRAME.test(t)) continue;
    out.add(t);
    for (const x of sameNoun(w)) out.add(x);
    for (const g of conceptsOfWord(w)) out.add(`#${g}`);
  }
  return out;
}
