import type { Fragment } from "../retrieval/types.ts";
import { coverage, type Salience } from "./salience.ts";
import { looksLikeVerb } from "../text/verb-forms.ts";

/**
 * «можно ли заплатить картой за ксерокопию» over a price list whose last line says «Оплата наличными или картой на кафедре
 * абонемента»: the copy's price («Ксерокопия страницы А4 — 10 руб.») leads, and the thing asked about («картой») is said
 * once for the whole list, in another section of the same document (lead's walk 41 hedged «Про «картой» ничего не сказано»).
 * A sentence of another passage joins the best one only near its score (extractive.ts), as one of another document would;
 * one of the same document holding the thing asked about, which the best sentence and its heading lack, speaks of the same
 * matter as its author wrote it, and is weighed as a sentence of the best one's own section. The picker still keeps it only
 * when it adds a word of the question the others do not hold.
 */
export function lendsAnchor(salience: Salience | null | undefined, held: (text: string) => Set<string>, fragments: Fragment[], best: { fragment: number; text: string }): (s: { fragment: number; text: string }) => boolean {
  if (!salience || salience.anchor < 0) return () => false;
  const anchor = salience.words[salience.anchor]!;
  // A word lent by the previous question, or one no document holds, is no thing a sentence of the document can name; nor is
  // a verb («а если я работаю тут 4 года?» after the leave question drew in the remote-work rule's «работать из дома»): only
  // a thing the message names (Salience.things).
  if (anchor.context || anchor.unseen || saysAct(anchor.word, anchor.terms) || !(salience.things ?? []).some((g) => g.includes(salience.anchor))) return () => false;
  const only = { ...salience, words: [anchor], anchor: 0, clauses: [], things: [] } as Salience;
  const holds = (text: string) => coverage(only, held(text)).covered[0] === true;
  const home = fragments[best.fragment]!;
  if (holds(`${best.text} ${home.headingPath.join(" ")}`)) return () => false;
  return (s) => {
    const f = fragments[s.fragment]!;
    // A table's row is a record of its key, not a word said for the document: «Тариф: Бизнес | Цена…» lent by «бизнес»
    // answered a credit the SLA skill computes (dev s11).
    return f.docName === home.docName && s.fragment !== best.fragment && !ROW.test(s.text) && holds(s.text);
  };
}

// A verb by its ending (verb-forms.ts), or the first person present the person says of themself («работаю», «уезжаю»: the
// first conjugation's «-ю» after a vowel, which no noun's nominative or instrumental ends in), or an adjective's «-ую».
const ROW = / \| /;
const FIRST_PERSON = /[аяеу]ю(?:сь)?$/u;
function saysAct(word: string, terms: string[]): boolean {
  return terms.some((t) => t.startsWith("\u0000verb:")) || looksLikeVerb(word) || FIRST_PERSON.test(word);
}
