import { EMAILS } from "../text/email.ts";
import { isEnglishClause } from "../text/english-verbs.ts";
import { looksLikeVerb } from "../text/verb-forms.ts";
import { words } from "../text/tokens.ts";

/**
 * A contacts line: the matters someone answers for and how to reach them, with no action told («Бухгалтерия (зарплата,
 * отпускные, справки о доходах): контактное лицо — …; доб. — 2201; buh@…; часы — пн–пт 9:00–18:00», «Травма на работе:
 * куда звонить — медпункт, доб. 1112»). It says whom to ask about those matters, not what the answer to them is: its hours
 * are the office's, not a pay day, its extension no count of leave days. Session 32 (issue 14): with the rules on a matter
 * left out, such lines answered «когда дают отпускные», «сколько дней отпуска положено», «я заболел что делать» on four
 * sets; the refusal names the same contact instead.
 */
const REACH = /(?<![\p{L}])(?:доб|внутр|ext|тел)\.?\s*[:—–-]?\s*\d|\+\d[\d\s()-]{6,}\d|(?<!\d)8\s*\(\d{3,5}\)\s*\d/iu;
// Any verb form tells an action or a rule («сообщите по тел. …», «обязан сообщить … (hr@…) не позднее 10:30»); only an
// infinitive after a question word is a label («куда звонить — медпункт»). A modal («обязан», «нужно») makes a rule too.
// A table's column headers worded as questions label their cells too («Кто отвечает: Отдел кадров | Как связаться: hr@…,
// доб. 205»): the verb is the header's, not an action the row tells (session 34, walk32's leave-one-out).
const LABEL = /(?<![\p{L}])(?:куда|кому|к\s+кому|где|кого|кто|как)\s+\p{L}+/giu;
// One e-mail anywhere in a text (EMAILS is global, for replacing every one): built once, not per line or cell.
const EMAIL = new RegExp(EMAILS.source);
const MODAL = /^(?:обязан|обязана|обязаны|должен|должна|должны|нужно|надо|можно|следует|необходимо)$/;
// The imperative the verb-form reader leaves to the context («Вызовите фельдшера: доб. 1112», «сообщите…», «обратитесь…»).
const IMPERATIVE = /^[а-яё]{3,}(?:ите|итесь|айте|айтесь|яйте|ейте|уйте|ойте)$/;
const INFINITIVE = /^[а-яё]{2,}(?:ть|ться|чь)$|^[а-яё]*(?:йти|идти|нести|вести|везти|расти)$/;
// Nouns that end as an infinitive does: «должность», «безопасность», «часть», «сеть», «ночь».
const NOUN_LIKE = /(?:сть|сеть|путь|мать|дочь|ночь|печь|речь)$/;

export function isContactLine(sentence: string): boolean {
  if (!REACH.test(sentence) && !EMAIL.test(sentence)) return false;
  // English verbs carry no ending the Russian reader knows: a subject or an auxiliary tells the clause (h29b's lessons rule).
  if (isEnglishClause(sentence.replace(EMAILS, " "))) return false;
  return !tellsAction(sentence);
}

// The third person of a prefixed verb in -дить, -зить, -тить, -мить («проходит», «проводит», «переводит», «выходит»), which
// looksLikeVerb leaves out for the nouns «кредит», «депозит», «лимит», none of which starts with a verbal prefix: «Вводный
// инструктаж … проходит в первый рабочий день, его проводит инженер … (d.laptev@…)» is a rule naming whom, no contacts line
// (walk 56: «Повторный инструктаж — раз в 6 месяцев» after it was read as that contact's matters, and never quoted).
const PREFIXED_THIRD = /^(?:про|при|пере|вы|от|за|на|под|по|об|до|раз|рас|вз|вос)[а-я]*[дзтм]ит(?:ся)?$/;

function tellsAction(sentence: string): boolean {
  return words(sentence.replace(LABEL, " ")).some((w) => looksLikeVerb(w) || (INFINITIVE.test(w) && !NOUN_LIKE.test(w)) || IMPERATIVE.test(w) || MODAL.test(w) || (w.length >= 7 && PREFIXED_THIRD.test(w)));
}

/**
 * The matters a contacts line answers for, as it names them: a table row's first cell and its listing cells («Вопрос: Драки,
 * агрессивные зрители, кражи | Кто: Охрана | Телефон: …»), a line's words before its colon («Травма на работе: куда звонить
 * — медпункт, доб. 1112»), a line telling when to call whom in a row («For a fight or an aggressive guest, call security at
 * +7 …»); null for a line naming a post and who holds it («Инженер по охране труда — Блинов, доб. 145»): a post is no matter.
 */
export function mattersOf(line: string): string | null {
  // A row may list its matters last («Диспетчерская курьеров | … | +7 … | маршруты, ДТП, поломка велосипеда»): a cell
  // that lists (a comma) and says no phone or address is matters too (session27's «попал в дтп на велике» lost clause 5.4).
  if (line.includes(" | ")) {
    const [first, ...cells] = line.split(" | ");
    return [first!, ...cells.filter((c) => c.includes(",") && !REACH.test(c) && !EMAIL.test(c) && !/\d{2}/.test(c))].join(" | ");
  }
  const colon = line.indexOf(":");
  if (colon < 0) return /\s[—–]\s/.test(line) ? null : line;
  const head = line.slice(0, colon);
  return REACH.test(head) || EMAIL.test(head) ? null : head;
}

/**
 * A sentence listing the matters of the contacts line just before it in `text` («…, доб. 110, staff@…» then «Вопросы:
 * приём на работу, отпуска, больничные листы»): a part of that contact, telling no action (an aside in brackets — «справки
 * (готовятся за 3 рабочих дня)» — aside). Session 34: walk30's leave-one-out asserted it for «я заболела, что делать?».
 */
export function listsContactMatters(sentence: string, text: string): boolean {
  const at = text.indexOf(sentence.slice(0, 40));
  if (at <= 0) return false;
  const before = text.slice(0, at).trimEnd().split(/\n|(?<=[.!?])\s+/).filter((l) => l.trim()).at(-1);
  return !!before && isContactLine(before) && !REACH.test(sentence) && !tellsAction(sentence.replace(/\([^)]*\)/g, " "));
}
