import type { Fragment } from "../retrieval/types.ts";
import type { PickedSentence } from "./extractive.ts";
import { coverage, evidenceTerms, type Salience } from "./salience.ts";

/** A fragment's section: its document and heading path (a section the index cut into passages is one). */
const sectionOf = (f: Fragment) => `${f.docName}\u0000${f.headingPath.join("\u0000")}`;

/**
 * Whether one section among the picked sentences says enough of the question by itself (`share` of its weight, as the answer
 * must). «какой процент скидки по карте сотрудника» (bakery, the shift rules left out) was answered by the evening bread's
 * «скидка 40%» beside the newcomers' memo's «Получить личную карту сотрудника»: each says half of it, neither of the other's
 * matter, and together they assert a discount the documents never give. A message asking two questions (Salience.clauses)
 * may be answered by two sections, one each; so may a follow-up, its words and its previous question's.
 */
export function saidInOneSection(s: Salience, fragments: Fragment[], picked: PickedSentence[], share: number): boolean {
  // A follow-up is said in two turns: «а если гость уезжает после шести вечера» after «Сколько стоит поздний выезд?» is met by
  // the late check-out rule, its «гость» by the guests' section, and the rule answers it (tests/answering/follow-up-figures).
  if ((s.clauses?.length ?? 0) > 1 || s.words.some((w) => w.context)) return true;
  // The person's own file (an attachment's fragments have a negative docId, attachments/store.ts) tells their case, the
  // company's section the rule applied to it: «успею подать заявление на мой отпуск если подам 1 февраля?» is met by the
  // file's «Мой отпуск … с 10 по 23 февраля» with «Заявление … не позднее чем за 14 календарных дней» (tests/road/own20).
  // Their lines join each section of the rules, as a case and the rule for it are read together.
  const own = picked.filter((p) => fragments[p.fragment]!.docId < 0);
  const sections = new Map<string, PickedSentence[]>();
  for (const p of picked) {
    if (fragments[p.fragment]!.docId < 0 && own.length < picked.length) continue;
    const k = sectionOf(fragments[p.fragment]!);
    sections.set(k, [...(sections.get(k) ?? []), p]);
  }
  if (sections.size < 2) return true;
  // «ноутбук украли в метро(( что делать»: where it happened (Salience.adverbial) is no part a rule must say; the loss rule
  // answers it, and the office's «Ближайшее метро…» beside it is not half of the answer (kodservice k14).
  const asked = s.words.map((_, i) => !(s.adverbial ?? []).includes(i));
  const total = s.words.reduce((a, w, i) => a + (asked[i] ? w.weight : 0), 0);
  const said = (ps: PickedSentence[]) => {
    const { covered } = coverage(s, evidenceTerms(ps.map((p) => `${p.text} ${fragments[p.fragment]!.headingPath.join(" ")}`).join(" ")));
    return total === 0 ? 1 : s.words.reduce((a, w, i) => a + (asked[i] && covered[i] ? w.weight : 0), 0) / total;
  };
  const withOwn = own.length < picked.length ? own : [];
  return [...sections.values()].some((ps) => said([...ps, ...withOwn]) >= share);
}
