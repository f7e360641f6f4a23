import type { Fragment } from "../retrieval/types.ts";
import type { LexicalIndex } from "../retrieval/lexical.ts";
import { pickSentences, sentences, type PickedSentence } from "./extractive.ts";
import { coverage, evidenceTerms, salienceOf, type Salience } from "./salience.ts";
import { ANSWERABILITY, judge, type Verdict } from "./answerability.ts";
import { definedHead, ownActs } from "../text/possessives.ts";
import { contentStems } from "../text/tokens.ts";
import { asksWho } from "../text/name-questions.ts";

/**
 * The person's own file read for a question about themselves (walk 19c). Their file gives their facts («Мой отпуск… с 10
 * по 23 февраля»), the company's documents the rule they live by («Заявление на отпуск подаётся… не позднее чем за 14
 * календарных дней»): a question needing both gets both, each cited; one the file answers whole gets the file alone.
 */

/** A line of a list pairing a thing with its value by a dash («05.12 сб — ночь 19:00–7:00»). */
const LIST_ITEM = /^[^—–]{1,40}\s[—–-]\s\S/u;

/** The most items of one list an answer from the person's own file reads out. */
const LIST_READ = 10;

/** A fragment of a file attached in the chat (attachments/store.ts gives them negative ids). */
export const isOwnFragment = (f: Fragment) => f.id < 0;

const held = (p: PickedSentence, fragments: Fragment[]) => evidenceTerms(`${p.text} ${fragments[p.fragment]!.headingPath.join(" ")}`);

/** Whether a sentence holds a word of the message itself, not only a figure: «1 февраля» is the person's condition. */
function holdsOwnWord(s: Salience, p: PickedSentence, fragments: Fragment[]): boolean {
  const { covered } = coverage(s, held(p, fragments));
  return s.words.some((w, i) => covered[i] && !w.context && !/^\d/.test(w.word));
}

/**
 * «…первые четыре — в паре с наставником» names someone the same file names elsewhere, «Мой наставник — Григорий Павлович
 * Ершов»: the line that says who or what it is joins the picked one, as a reader would look it up.
 */
export function withDefinitions(picked: PickedSentence[], fragments: Fragment[], own: (f: Fragment) => boolean): PickedSentence[] {
  const out = [...picked];
  for (const p of picked) {
    if (!own(fragments[p.fragment]!)) continue;
    const says = new Set(contentStems(p.text));
    fragments.forEach((f, i) => {
      if (!own(f)) return;
      for (const line of sentences(f.text)) {
        const head = definedHead(line);
        const stems = head ? contentStems(head) : [];
        if (line === p.text || out.some((o) => o.text === line) || !stems.length || !stems.every((t) => says.has(t))) continue;
        // Not a line that merely opens the same way as the picked one: «Мои ночные смены: …» names no one new.
        if (definedHead(p.text) && contentStems(definedHead(p.text)!).join(" ") === stems.join(" ")) continue;
        out.push({ fragment: i, text: line, score: p.score });
      }
    });
  }
  return out;
}

/**
 * The file's sentences on what the message asks: each holding a word of it that the lines before it do not («Мои ночные
 * смены: …в паре с наставником» says nothing more after «Мой наставник — …» for «кто мой наставник?»), and, when someone
 * is asked for, the lines that say who a picked line's role is. None: empty.
 */
function ownPicks(question: string, s: Salience, mine: Fragment[]): PickedSentence[] {
  const picked: PickedSentence[] = [];
  const met: string[] = [];
  const seen = new Set<number>();
  // A list is read whole («сколько всего смен у меня в декабре?» over six dated lines): up to a list's length of its items,
  // three sentences of anything else.
  for (const p of pickSentences(question, mine, LIST_READ, s)) {
    const terms = held(p, mine);
    const { covered } = coverage(s, terms);
    // Met by the word itself, not only by a word of its kind: «клиника «ВетДруг Северная»» is no answer on «стационаре».
    const adds = s.words.some((w, i) => covered[i] && !w.context && !/^\d/.test(w.word) && !seen.has(i) && w.terms.some((t) => !t.startsWith("#") && terms.has(t)));
    // «когда у меня ночные смены?» over «05.12 сб — ночь…», «06.12 вс — ночь…»: items of one list meeting the question alike
    // are each an answer, not a repeat (lead walk 46 named the first night only).
    const key = covered.join();
    const another = picked.some((q, k) => q.fragment === p.fragment && met[k] === key && LIST_ITEM.test(q.text) && LIST_ITEM.test(p.text));
    if ((!adds && !another) || (!another && picked.length >= 3)) continue;
    covered.forEach((c, i) => c && seen.add(i));
    picked.push(p);
    met.push(key);
  }
  return picked.length && asksWho(question) ? withDefinitions(picked, mine, () => true) : picked;
}

/**
 * The reading of a question about the person from their own file (`mine`) and, for what the file leaves of the message,
 * the company passage found first (`company`). Null when the file holds nothing of it or the two together do not answer.
 */
export function ownReading(question: string, previous: string | undefined, mine: Fragment[], company: Fragment[], lexical: LexicalIndex): { fragments: Fragment[]; verdict: Verdict } | null {
  const s = salienceOf(question, previous, lexical, ANSWERABILITY.unseen);
  if (!s?.words.length || !mine.length) return null;
  const picked = ownPicks(question, s, mine);
  if (!picked.length) return null;
  const { covered } = coverage(s, evidenceTerms(picked.map((p) => `${p.text} ${mine[p.fragment]!.headingPath.join(" ")}`).join(" ")));
  const left = s.words.flatMap((w, i) => (!covered[i] && !w.context && !/^\d/.test(w.word) ? [i] : []));
  if (!left.length) {
    const alone = judge(s, mine, picked);
    return alone.state === "answered" ? { fragments: mine, verdict: alone } : null;
  }
  // «в какие числа я работаю?»: what the person says they do («работаю») their own file states as its facts («Смены: 4, 5,
  // 8… декабря»), never with their verb: with the file holding the rest, it is read without those acts (walk 23b hedged it).
  const acts = new Set(ownActs(question));
  if (acts.size && left.every((i) => acts.has(s.words[i]!.word))) {
    const bare = question.replace(/[\p{L}]+/gu, (w) => (acts.has(w.toLowerCase().replaceAll("ё", "е")) ? " " : w));
    const read = bare.trim() ? ownReading(bare, previous, mine, company, lexical) : null;
    // The line itself must say what is left, not only its file's title: «по моему графику в какие числа я выхожу?» holds
    // «график» on every line of «Мой график смен…», and the mentor's phone is a figure too.
    const rest = read && salienceOf(bare, previous, lexical, ANSWERABILITY.unseen);
    if (read && rest && read.verdict.picked.every((p) => coverage(rest, evidenceTerms(p.text)).covered.some((c, i) => c && !rest.words[i]!.context && !/^\d/.test(rest.words[i]!.word)))) return read;
  }
  // What the file leaves is the company's rule: from the passage the search found first, the sentences holding it
  // (one passage: the person's facts beside one rule, not sentences gathered across documents).
  const rule = company[0];
  if (!rule) return null;
  const fills = pickSentences(question, [rule], 3, s).filter((p) => {
    const c = coverage(s, held(p, [rule])).covered;
    return left.some((i) => c[i]);
  });
  if (!fills.length) return null;
  const fragments = [...mine, ...company];
  const all = [...picked, ...fills.map((p) => ({ ...p, fragment: mine.length }))];
  const verdict = judge(s, fragments, all);
  return verdict.state === "answered" ? { fragments, verdict } : null;
}

/**
 * An answer from the company's documents to a question about the person, with the lines of their file that speak to it
 * beside it («с кем мне работать первые ночи?»: the rule «в паре с опытным ассистентом» and the file's «…в паре с
 * наставником», «Мой наставник — …»). The verdict's state stands: lines are only added.
 */
export function besideOwn(question: string, previous: string | undefined, fragments: Fragment[], verdict: Verdict, lexical: LexicalIndex): Verdict {
  const own = isOwnFragment;
  const at = fragments.flatMap((f, i) => (own(f) ? [i] : []));
  const s = salienceOf(question, previous, lexical, ANSWERABILITY.unseen);
  if (!at.length || !s?.words.length) return verdict;
  const mine = at.map((i) => fragments[i]!);
  const lines = pickSentences(question, mine, 2, s)
    .filter((p) => holdsOwnWord(s, p, mine) && coverage(s, held(p, mine)).share >= ANSWERABILITY.partial)
    .map((p) => ({ ...p, fragment: at[p.fragment]! }));
  // The judged answer may hold a line of the file already: what it names is looked up too.
  const theirs = [...verdict.picked.filter((p) => own(fragments[p.fragment]!)), ...lines];
  const added = (asksWho(question) ? withDefinitions(theirs, fragments, own) : lines).filter((p) => !verdict.picked.some((q) => q.text === p.text));
  return added.length ? { ...verdict, picked: [...verdict.picked, ...added] } : verdict;
}

/**
 * Asked of the person, their own lines answer first and the company's rule follows them: «в какие дни я на абонементе» led
 * with «Понедельник — выходной…» and «Сотрудник абонемента приходит…» before the file's «Абонемент: 2, 3, 4… декабря»
 * (lead's walk 41). The answer quotes its sentences in the fragments' order, so the file's fragments are put first.
 */
export function ownFirst(fragments: Fragment[], verdict: Verdict): { fragments: Fragment[]; verdict: Verdict } {
  const mine = verdict.picked.filter((p) => isOwnFragment(fragments[p.fragment]!));
  if (!mine.length || mine.length === verdict.picked.length) return { fragments, verdict };
  const order = fragments.map((f, i) => i).sort((a, b) => Number(!isOwnFragment(fragments[a]!)) - Number(!isOwnFragment(fragments[b]!)) || a - b);
  const at = new Map(order.map((i, k) => [i, k]));
  return { fragments: order.map((i) => fragments[i]!), verdict: { ...verdict, picked: verdict.picked.map((p) => ({ ...p, fragment: at.get(p.fragment)! })) } };
}

/**
 * Whether the message names a thing only the person's file holds: «какая норма на юбки?» with her plan attached («пошив юбок
 * арт. 2207, норма 55 шт.») asks of the plan, whatever the company's rules say of a «норма» (lead's walk 47 answered with the
 * rules' title, «юбки» being in no company document). A word the documents hold in no form and the file holds is the file's.
 */
export function namedByFileOnly(question: string, file: Fragment[], lexical: LexicalIndex): boolean {
  if (!file.length) return false;
  const held = new Set(file.flatMap((f) => contentStems(f.text)));
  return contentStems(question).some((s) => held.has(s) && lexical.salience([[s]])?.[0]?.seen === false);
}
