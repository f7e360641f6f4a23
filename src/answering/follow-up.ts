import type { Fragment } from "../retrieval/types.ts";
import type { LexicalIndex } from "../retrieval/lexical.ts";
import type { PickedSentence } from "./extractive.ts";
import { coverage, evidenceTerms, salienceOf } from "./salience.ts";
import { ANSWERABILITY, sectionOf } from "./answerability.ts";
import { isOwnFragment, withDefinitions } from "./own.ts";
import { asksWho } from "../text/name-questions.ts";
import { looksLikeVerb } from "../text/verb-forms.ts";

/**
 * The sentences of a reading merged with the previous question that hold something the message itself adds: a word of
 * its own that the previous question did not say («первый» in «а когда первый отпуск можно взять» after «скока дней
 * отпуска»). A sentence holding only the previous question's words is the previous answer again (walk 15a: «я заболел,
 * кому звонить» began with «Первый отпуск можно взять…»). Null when the message adds no word of its own («а сколько?»):
 * then every sentence of the merged reading stands.
 */
export function ownPicks(question: string, previous: string, picked: PickedSentence[], fragments: Fragment[], lexical: LexicalIndex): PickedSentence[] | null {
  const said = salienceOf(previous, undefined, lexical, ANSWERABILITY.unseen);
  const before = new Set((said?.words ?? []).flatMap((w) => w.terms));
  const own = (salienceOf(question, undefined, lexical, ANSWERABILITY.unseen)?.words ?? [])
    .filter((w) => !w.context && !w.terms.some((t) => before.has(t)));
  // A figure alone («а если 70к») moves within the previous question's matter: it is met by a bound, not by a word.
  if (!own.some((w) => !/\d/.test(w.word))) return null;
  const holds = (p: PickedSentence, ws: typeof own) => {
    const held = evidenceTerms(withHeadings(p, fragments));
    return ws.some((w) => w.terms.some((t) => held.has(t)));
  };
  const met = picked.filter((p) => holds(p, own));
  // Where a sentence holds a thing the message adds, one holding only its verb is not about it: «сколько ждать если не
  // работает впн» after a monitor question led with «Сотрудник может работать из дома…» on «работает» beside the VPN row
  // (lead's walk 31). Things as in readsBetterAlone: no verb, no figure, nor a word met by a figure's kind («ждать» by a
  // duration, which «до двух дней» of the same sentence is; salience marks such terms, and a verb's, with a leading NUL).
  const things = own.filter((w) => !/\d/.test(w.word) && !looksLikeVerb(w.word) && !w.terms.some((t) => t.startsWith("\u0000")));
  // A figure the message adds is a thing too: «а если гость уезжает после шести вечера» is met by «после 18:00 — по полному
  // тарифу», not by the guest pass's «гостя» (session 31's merge).
  const figures = own.filter((w) => /\d/.test(w.word));
  const onThings = met.filter((p) => holds(p, things) || holds(p, figures));
  const kept = onThings.length ? onThings : met;
  // A line of the person's file picked because a kept line names it («…в паре с наставником» → «Мой наставник — …»)
  // stays with that line (own.ts).
  const defined = new Set(asksWho(question) ? withDefinitions(kept, fragments, isOwnFragment).map((p) => p.text) : []);
  return picked.filter((p) => kept.includes(p) || (isOwnFragment(fragments[p.fragment]!) && defined.has(p.text)));
}

/**
 * Whether the message read alone holds every word of it the merged reading holds and a thing it names besides (one of its
 * own words that is no verb or figure): «сколько можно находиться в морозилке» after a fainting story met the first-aid
 * section's «Аптечка находится…» on «находиться» only, while read alone it met the freezer rule on the freezer too (walk
 * 27a). A verb more («подавать» of «за сколько дней подавать заявку?» after remote work) is no thing: the reading that
 * continues the previous question stands. The things are not Salience.things, which leaves out a word no document writes
 * as said («морозилке», met as «морозильной»).
 */
export function readsBetterAlone(question: string, alone: Reading, merged: Reading, lexical: LexicalIndex): boolean {
  const s = salienceOf(question, undefined, lexical, ANSWERABILITY.unseen);
  if (!s) return false;
  const held = (r: Reading) => coverage(s, evidenceTerms(r.picked.map((p) => withHeadings(p, r.fragments)).join(" "))).covered;
  const [a, b] = [held(alone), held(merged)];
  const things = s.words.flatMap((w, i) => (!w.context && !/\d/.test(w.word) && !looksLikeVerb(w.word) ? [i] : []));
  return b.every((on, i) => !on || a[i]) && things.some((i) => a[i] && !b[i]);
}

/** A picked sentence with its section's headings: what it says, as the answerability test reads it. */
const withHeadings = (p: PickedSentence, fragments: Fragment[]) => `${p.text} ${fragments[p.fragment]!.headingPath.join(" ")}`;

/** A reading's picked sentences with the fragments they come from. */
interface Reading { picked: PickedSentence[]; fragments: Fragment[] }

/**
 * Whether the merged reading holds none of what the message read alone found missing: then the previous question only lent
 * words, and what this message asks of is still in no document. «когда будет индексация зарплаты» after «положена ли мне
 * компенсация за мобильную связь» was asserted with the accountant's duties and the substitution pay (walk 30b), where read
 * alone it is «possibly related», «индексация» in no sentence. A missing word the merged reading holds («за сколько дней
 * подавать заявку?» after remote work: the remote-work request) is what the previous question supplies.
 */
export function addsNothingMissing(question: string, missing: readonly string[], merged: Reading, lexical: LexicalIndex): boolean {
  const s = salienceOf(question, undefined, lexical, ANSWERABILITY.unseen);
  if (!s || !missing.length) return false;
  const { covered } = coverage(s, evidenceTerms(merged.picked.map((p) => withHeadings(p, merged.fragments)).join(" ")));
  const asked = s.words.flatMap((w, i) => (missing.includes(w.word) ? [i] : []));
  return asked.length > 0 && asked.every((i) => !covered[i]);
}

/**
 * Whether the merged reading holds what the message's reading alone lacks only in sentences that say nothing of the
 * message's own thing: the previous question pulled in a passage that lends the word, and no sentence joins the two.
 * «кто утверждает командировку» after «дадут ли мне ноутбук домой» was asserted with the ticket rule of «Командировки»
 * beside the remote-work rule's «по согласованию с руководителем» (lead's walk 34); read alone it is «possibly related».
 * «за сколько дней подавать заявку?» after remote work is met in one sentence («Заявку оставляют… не позднее чем за день»).
 */
export function lendsApart(question: string, alone: Reading, merged: Reading, lexical: LexicalIndex): boolean {
  const s = salienceOf(question, undefined, lexical, ANSWERABILITY.unseen);
  if (!s || s.anchor < 0) return false;
  // The thing is the anchor, or the noun a verb anchor is said of («утверждает» of «командировку»).
  const thing = s.thing ?? s.anchor;
  const each = (r: Reading) => r.picked.map((p) => coverage(s, evidenceTerms(withHeadings(p, r.fragments))).covered);
  const [had, got] = [each(alone), each(merged)];
  if (!had.some((c) => c[thing])) return false;
  const lent = s.words.flatMap((w, i) => (!w.context && !had.some((c) => c[i]) && got.some((c) => c[i]) ? [i] : []));
  return lent.length > 0 && lent.every((i) => got.every((c) => !c[i] || !c[thing]));
}

/**
 * Whether a follow-up read alone, met in every way but said apart (answerability's cohesion: no one sentence holds the thing
 * asked with another word of the message), is bound by the previous answer's matter: each sentence lies in a section that
 * answer came from. «а на лифте можно людей вывести?» after the fire steps is met by «Лифтами не пользоваться.» and «Помогите
 * выйти… пожилым людям» of the section just given: steps of the same evacuation, said of the people it moves (h23e). With no
 * previous answer, words met in unrelated sentences stay a list of mentions (the CCTV rules left out, h39b).
 */
export function bindsToPrevious(alone: Reading & { apart?: true }, earlier: Reading & { answered: boolean }): boolean {
  if (!alone.apart || !earlier.answered || !alone.picked.length) return false;
  const given = new Set(earlier.picked.map((p) => sectionOf(earlier.fragments[p.fragment]!)));
  return alone.picked.every((p) => given.has(sectionOf(alone.fragments[p.fragment]!)));
}
