import type { Fragment } from "../retrieval/types.ts";
import type { PickedSentence } from "./extractive.ts";
import { coverage, FIGURE_OF, type Salience } from "./salience.ts";

/**
 * «Какой лимит на гостиницу в Москве в командировке?»: the daily allowance «…1000 рублей в сутки — при командировках в
 * Москву» led, and the lodging limit «…в Москве и Санкт-Петербурге — в пределах 7500 рублей в сутки» of another section
 * joined for the word it adds (hotel q06); «в какие дни надо приезжать в офис» led with the parking's «…у офис-менеджера
 * за день» before «2 дня в офисе (вторник и четверг)» (kodservice k02). A sentence is left out when a sentence of another
 * section picked beside it holds every word of the question it holds and more of them, or the figure asked where it holds
 * none: it is cited for nothing the other does not say, and its [n] points at a section that does not answer.
 */
/**
 * A table row as the ingester writes it («Услуга: Чистка ковра | Цена: 390 | …»). «сколько стоит срочная чистка пуховика»
 * was answered with the down jacket's row and the carpet's, which joined on «чистка» and its «срочно — не выполняется»
 * (walk 31e): the carpet's row holds no word of the question the jacket's does not.
 */
const ROW = /^[^|:]{1,60}:[^|]+\|/u;

export function withoutOutdone(picked: PickedSentence[], fragments: Fragment[], salience: Salience, held: (text: string) => Set<string>): PickedSentence[] {
  if (picked.length < 2) return picked;
  const section = (p: PickedSentence) => `${fragments[p.fragment].docName}\u0000${fragments[p.fragment].headingPath.join("/")}`;
  const figure = salience.wantsFigure ? FIGURE_OF[salience.wantsFigure] : null;
  // «привет, я новенький. с какого времени у нас рабочий день?»: who asks is context (salience.ts), not what is asked; the
  // laptop rule's «Новый сотрудник…» holds it beside «рабочий день», yet says no more of the question than the schedule
  // giving the time (lead's walk 35 lost «с 9:30» so). The words of such an aside are not counted, when the message asks
  // anything else; a word the previous question lends still is.
  const own = salience.words.some((w) => !w.context);
  const seen = picked.map((p) => {
    const terms = held(`${p.text} ${fragments[p.fragment].headingPath.join(" ")}`);
    const covered = coverage(salience, terms).covered;
    const count = covered.filter((c, i) => c && (!own || !salience.words[i]!.aside)).length;
    const item = ROW.test(p.text) ? coverage(salience, held(p.text.split("|")[0]!)).covered : null;
    const literal = coverage(salience, new Set([...terms].filter((t) => !t.startsWith("#")))).covered;
    return { p, covered, count, figure: !!figure && terms.has(figure), item, literal };
  });
  type Seen = (typeof seen)[number];
  // Two rows of one table: the row's own item (its first cell) says less of the question than the other's («Чистка ковра»
  // beside «Химчистка пуховика»). What the other cells say («кто согласует — Руководитель отдела») names no item.
  const lesserItem = (a: Seen, b: Seen) => !!a.item && !!b.item && a.item.every((c, i) => !c || b.item![i])
    && b.item.filter(Boolean).length > a.item.filter(Boolean).length;
  // Rows of one table are alternatives, one per item (see `ROW`): a row whose item says less of the question than another
  // row's beside it names another item, as a sentence of another section speaks of another matter.
  // «как поменяться сменой»: a table row that meets a word of the question only through its thesaurus group («Смена: Ранняя»
  // for «поменяться») beside a sentence of its section that says that word itself («Поменяться сменой можно только…»)
  // describes the matter, not the thing asked; with no figure asked, the row is left out (walk31–33 led with the rows).
  const saysMore = (a: Seen, b: Seen) => a.literal.every((c, i) => !c || b.literal[i]) && b.literal.filter(Boolean).length > a.literal.filter(Boolean).length;
  const rowBesideSaying = (a: Seen, b: Seen) => !figure && !!a.item && !b.item && section(b.p) === section(a.p) && saysMore(a, b);
  const outdone = (a: Seen) => seen.some((b) => b !== a && (((section(b.p) !== section(a.p) || lesserItem(a, b))
    && (b.count > a.count || (b.figure && !a.figure))) || rowBesideSaying(a, b))
    && a.covered.every((c, i) => !c || b.covered[i]));
  const kept = seen.filter((a) => !outdone(a)).map((a) => a.p);
  return kept.length ? kept : picked;
}
