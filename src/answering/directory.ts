import { asksForMeasure, holdsFigure, measureKind } from "../text/measure-questions.ts";
import { conceptsOf } from "../text/concepts.ts";
import { EMAILS } from "../text/email.ts";
import { allRemits, mattersOf, outOfScope, withAcronyms } from "../text/roles.ts";
import { verbOwnTerms } from "../text/derivation.ts";
import { indexTerms, isStopword, words } from "../text/tokens.ts";
import { looksLikeVerb } from "../text/verb-forms.ts";
import { englishVerbsIn } from "../text/english-verbs.ts";
import { asksWhereToGet, asksWhom, withoutWhom } from "../text/whom.ts";
import { TROUBLE_REPORT } from "../text/speech-acts.ts";
import { asksWho } from "../text/name-questions.ts";
import { asksPostHolder } from "../text/post-holder.ts";
import type { Fragment, StoredChunk } from "../retrieval/types.ts";
import { sentences } from "./extractive.ts";
import { REACH, REACH_LABEL, withoutReach } from "../text/reach-cells.ts";
import type { Verdict } from "./answerability.ts";

/**
 * A contact table's rows, as ingestion writes them («Кто: Денис Ковалёв | Должность: системный администратор | По каким
 * вопросам: ключ-карты, Wi-Fi | Телефон: +7 911 555-40-40 | E-mail: it@…»): whom such a table says answers for a matter.
 */
export interface DirectoryRow {
  chunk: StoredChunk;
  /** The row as written, one line of the chunk. */
  line: string;
  /** The terms of its cells other than the ways to reach the person (their name, role and matters). */
  terms: Set<string>;
  /** The terms of the matters its role answers for by trade (roles.ts), for a question no cell's word meets. */
  roleTerms: Set<string>;
}

/** A cell holding a person's name and nothing else: two or three capitalised words. */
const PERSON = /^\s*\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){1,2}\s*$/u;

/** «ключ-карты» is also «ключ карты»: a compound's parts count, as contact.ts reads them. */
const parts = (t: string) => `${withAcronyms(t).replace(/(?<=\p{L})-(?=\p{L})/gu, " ")} ${(t.match(/\p{L}+-\p{L}+/gu) ?? []).join(" ")}`;
// A stem of five letters is also its own truncated form: «батареи» (батар) meets «батарея» (батаре, ~батар).
const termsOf = (t: string) => new Set(indexTerms(parts(t), conceptsOf).flatMap((x) => (/^[а-я]{5}$/.test(x) ? [x, `~${x}`] : [x])));

/** The rows of every contact table in the documents (a line of two cells or more, one of them a phone or an address). */
export function directoryRows(chunks: StoredChunk[]): DirectoryRow[] {
  const seen = new Set<string>();
  const rows: DirectoryRow[] = [];
  for (const chunk of chunks) {
    for (const line of chunk.text.split("\n")) {
      const cells = line.split(" | ");
      // Two cells are a row too: «Вопрос | Кому писать» pairs the matters with the contact (lead's walk 39: «не работает црм, к
      // кому обращаться» found no row of a two-column table and was hedged with the office hours).
      if (cells.length < 2 || seen.has(line)) continue;
      const values = cells.map((c) => c.replace(/^[^:]{1,40}:\s*/u, ""));
      if (!values.some((v) => (v.match(EMAILS) ?? []).length === 1 || /\+\d[\d\s()-]{6,}|доб\.|(?<!\d)\d{3}[-\s]\d{2}[-\s]\d{2}(?!\d)/u.test(v))) continue;
      seen.add(line);
      // A person's name («Елена Сергеевна Титова») says nothing of their matters, and its stems meet words by chance («еле»).
      const own = values.filter((v, i) => !REACH.test(v) && !PERSON.test(v) && !REACH_LABEL.test(cells[i]!.slice(0, cells[i]!.length - v.length).replace(/:\s*$/u, "")));
      // A row's verbs say how a matter goes wrong, not what it is: «Приложение… не работает» met «охрана труда» through
      // the work group and named IT for the safety officer (walk 23b). The question's verbs are left out too (rowFor).
      const matter = words(own.join(" ")).filter((w) => !looksLikeVerb(w)).join(" ");
      rows.push({ chunk, line, terms: termsOf(matter), roleTerms: termsOf(mattersOf(own.join(" ")).join(" ")) });
    }
  }
  return rows;
}

/**
 * A contacts page written as prose, one line a person: «Пропуска на территорию, ключи от цехов — начальник охраны Павел Рыков,
 * тел. …, ohrana@…». What comes before the dash is what the person answers for, as a table's «По каким вопросам» cell; the
 * role after it is its «Должность». A sentence with one address and such a dash before it is read as a row (walk 31: the
 * accountant's «Расчёт зарплаты, расчётные листки… — главный бухгалтер…, buh@…» answered no «кому писать…»).
 */
export function contactLines(chunks: StoredChunk[]): DirectoryRow[] {
  const rows: DirectoryRow[] = [];
  for (const chunk of chunks) {
    for (const line of sentences(chunk.text)) {
      const at = line.search(EMAILS);
      const dash = line.search(/\s[—–]\s/u);
      if (at < 0 || (line.match(EMAILS) ?? []).length !== 1 || dash <= 0 || dash > at || line.includes(" | ")) continue;
      // The role is what follows the dash up to the person's name or the first comma («главный бухгалтер»).
      const role = line.slice(dash + 3).split(/,|\s(?=\p{Lu}\p{Ll}+\s\p{Lu})/u)[0] ?? "";
      const own = `${line.slice(0, dash)} ${role}`;
      const matter = words(own).filter((w) => !looksLikeVerb(w)).join(" ");
      rows.push({ chunk, line, terms: termsOf(matter), roleTerms: termsOf(mattersOf(own).join(" ")) });
    }
  }
  return rows;
}

/**
 * The row a «whom do I turn to» question is answered by: the one holding a word of the question no other row holds,
 * scoring most (a word held by n rows counts 1/n: «гостя» meets three managers' «жалобы гостей», «вайфай» the system
 * administrator's «Wi-Fi» alone). When no cell meets such a word, the row whose role answers for the matter by trade
 * (the chief engineer for «батареи еле тёплые»), again the only one. Null when no row, or more than one, is so named.
 */
// `whole`: the row must hold every word of the matter asked (prose contact lines, read less surely than a table's cells).
export function rowFor(question: string, all: DirectoryRow[], o: { whole?: boolean } = {}): DirectoryRow | null {
  // A row scoped to the night answers for the night only (roles.ts outOfScope).
  const rows = all.filter((r) => !outOfScope(r.line, question));
  // The question's own matter: its nouns and adjectives, not the verbs of telling or the asking words.
  // English verbs stand where grammar says so (english-verbs.ts): «the card terminal stopped working» is about the
  // terminal, and «working» met the HR row's «справки с места работы» (walk 22b named HR).
  const verbs = englishVerbsIn(question);
  const typed = words(withoutWhom(withoutClitic(question))).filter((w) => !isStopword(w) && !looksLikeVerb(w) && !verbs.has(w) && !/^\d+$/.test(w))
    .map((w) => ({ w, terms: withNominative(w, termsOf(w)) })).filter((x) => x.terms.size);
  const asked = typed.map((x) => x.terms);
  // By trade only where the row itself lists matters of that trade («ремонт… отопление» of the chief engineer): a row naming
  // a role and nothing it answers for («Завхоз | Бабушкин…») says whom to ask, not that the document answers for the chair.
  // A remit is a list of whole words: a question's word meets it by its stem, or by a five-letter stem's own truncation
  // («батареи» and «батарея»), not by two long stems' common first letters («постоянно» met «посторонний» of the guards'
  // remit and named security for «если я постоянно опаздываю, меня уволят?»).
  const byStem = asked.map((t) => new Set([...t].filter((x) => !x.startsWith("~") || t.has(x.slice(1)))));
  if (o.whole) return best(asked, rows.filter((r) => asked.every((w) => [...w].some((t) => r.terms.has(t)))), (r) => r.terms);
  const trade = rows.filter((r) => [...r.terms].some((t) => r.roleTerms.has(t)));
  return best(asked, rows, (r) => r.terms) ?? best(byStem, trade.filter(ofTheThing(typed.map((x) => x.w), byStem)), (r) => r.roleTerms);
}

/**
 * «ноут сломался, к кому бежать»: the thing the message names decides whose trade the matter is. A laptop is IT's, though the
 * caretaker's remit lists «сломался» too (roles.ts); where no row of the laptop's trade lists its matters, a row met by the
 * message's verb alone is not whom to turn to (heldout-print named the facilities desk «Заявки АХО, пропуска, парковка»).
 * The verbs are the forms whose infinitive the dictionary holds (derivation.ts verbOwnTerms: «сломался» is «сломать»).
 * No row is kept from a message whose nouns meet no trade.
 */
function ofTheThing(typed: string[], byStem: Set<string>[]): (r: DirectoryRow) => boolean {
  const things = byStem.filter((_, i) => verbOwnTerms(typed[i]!).length === 0);
  const remits = allRemits().map(termsOf);
  const traded = things.filter((t) => remits.some((m) => [...t].some((x) => m.has(x))));
  if (traded.length === 0 || things.length === byStem.length) return () => true;
  return (r) => traded.some((t) => [...t].some((x) => r.roleTerms.has(x)));
}

/**
 * «the wifi's down», «the heating's dead», «the guest's key»: the English «'s» (is, has, or the possessive) is no part of
 * the noun, and the word with it meets no row (walk 22b: «wifi's» was refused). Stripped here, where a row is matched.
 */
export function withoutClitic(text: string): string {
  return text.replace(/(?<=[a-z])['’]s(?![\p{L}])/giu, "");
}

/**
 * «по охране труда» and the row «Охрана труда»: Snowball cuts the nominative to «охра» and the prepositional to «охран», and the
 * two never met (walk 28a: «кто у нас главный по охране труда и как с ней связаться» found no row). A noun of the first
 * declension in an oblique case («-е», «-у», «-ы», «-ой») is also held by its nominative's stem («-а»), when the two stems differ.
 */
function withNominative(word: string, terms: Set<string>): Set<string> {
  const m = /^([а-я]{4,})(?:е|у|ы|ой|ою)$/.exec(word);
  if (!m) return terms;
  const nominative = indexTerms(m[1] + "а")[0];
  return nominative && !terms.has(nominative) && word.startsWith(nominative) ? new Set([...terms, nominative]) : terms;
}

function best(asked: Set<string>[], rows: DirectoryRow[], of: (r: DirectoryRow) => Set<string>): DirectoryRow | null {
  const holds = (r: DirectoryRow, w: Set<string>) => [...w].some((t) => of(r).has(t));
  const spread = asked.map((w) => rows.filter((r) => holds(r, w)).length);
  const scored = rows.map((r) => ({ r, score: asked.reduce((a, w, i) => a + (holds(r, w) ? 1 / spread[i]! : 0), 0), sole: asked.some((w, i) => spread[i] === 1 && holds(r, w)) }))
    .filter((x) => x.sole).sort((a, b) => b.score - a.score);
  if (!scored.length || (scored[1] && scored[1].score === scored[0]!.score)) return null;
  return scored[0]!.r;
}

/** Asking how to reach someone or what they answer for: a contact row is then the answer itself. */
const ASKS_CONTACT = /(?<![\p{L}])(?:телефон\p{L}*|номер\p{L}*|почт\p{L}*|e-?mail|адрес\p{L}*|контакт\p{L}*|связ\p{L}+|добавочн\p{L}*|обращ\p{L}*|отвеча\p{L}*|занима\p{L}*|должност\p{L}*|phone|number|mail|address|contact|reach|extension|handles?|responsible|in\s+charge)(?![\p{L}])/iu;

/**
 * The reading a contact table gives, or null to keep the passages' own verdict. A «whom do I turn to» question the verdict
 * does not answer is answered by the row rowFor finds (walk 21c: «у гостя не ловит вайфай, к кому бежать?» was refused
 * though the system administrator's row names Wi-Fi). A question asking nothing of whom or how to reach someone is not
 * answered by rows alone: «есть ли скидка для сотрудников?» met three managers' «скидки» (for guests) and was answered
 * with them, cited; it is refused instead (not shown as «possibly related» either), and its contact named as for any refusal.
 */
// «а если отопление не работает?» after «кто у нас отвечает за вайфай?» asks whom as the previous question did.
export function directoryReading(question: string, previous: string | undefined, fragments: Fragment[], verdict: Verdict | null, chunks: () => StoredChunk[]): { fragments: Fragment[]; verdict: Verdict } | null {
  const said = `${previous ?? ""} ${question}`;
  // Shown as «possibly related», contact rows asked nothing of are noise as well.
  const rowsOnly = !!verdict && verdict.state !== "refused" && verdict.picked.every((p) => isRow(p.text));
  // A figure or an hour asked («до скольки работает офис в Пулково?») is a cell of the row: rows answer that.
  // The figure must be a cell of what the row is about, not its phone or extension: «через сколько после устройства можно
  // первый раз в отпуск», the leave rules left out, was answered by the HR row «отпуск, больничный… | Внутренний: 210»
  // (leave-one-out on dental, session 28).
  const measured = asksForMeasure(said) && !!verdict && verdict.picked.some((p) => holdsFigure(withoutReach(p.text), measureKind(said) ?? "any"));
  // «не работает приложение автопилот»: a thing out of order asks whom to turn to, when a contacts row names the whole matter
  // and the answer says nothing of it failing nor whom to tell: the rule that only names the app («…открывает окна в графике
  // в приложении «Автопилот»…») is no help, the row «Приложение «Автопилот» не работает | Техподдержка…» is (walk 40).
  // Only an answer is so replaced: a hedge («потерялся ребёнок… её нигде нет») keeps its emergency's steps (tests/road/h24e).
  if (!asksWhom(said) && TROUBLE_REPORT.test(question) && !ALSO_WHEN.test(question) && verdict?.state === "answered") {
    // …or one saying what follows the trouble itself: «Утерянный бейдж восстанавливается бесплатно один раз в год, далее — за 300
    // рублей» for «Что делать если потеряла бейдж?» (walk 56 got the office manager's row): its trouble word met in any form.
    const trouble = termsOf(TROUBLE_REPORT.exec(question)?.[0] ?? "");
    const helps = verdict.picked.some((p) => !isRow(p.text) && (TROUBLE_REPORT.test(p.text) || REACHABLE.test(p.text) || TELLS_WHOM.test(p.text) || [...termsOf(p.text)].some((t) => trouble.has(t))));
    const row = helps ? null : rowFor(question, directoryRows(chunks()), { whole: true });
    if (row) return rowReading(row, fragments, verdict);
  }
  if (rowsOnly && !measured && !(asksWho(said) || ASKS_CONTACT.test(said) || asksWhereToGet(said) || namesRowPerson(question, verdict!, fragments))) return { fragments, verdict: { ...verdict!, state: "refused", picked: [] } };
  // «кто у нас бухгалтер?», «кто главный инженер?»: who holds a post (post-holder.ts) is the contacts row naming the post, where
  // the passages name no one (lead's walk 53 hedged over «…сообщите в бухгалтерию» while the row said «бухгалтер Нина Федосеева»).
  if (asksPostHolder(question) && verdict?.state !== "answered") {
    const row = rowFor(question, directoryRows(chunks()));
    if (row) return rowReading(row, fragments, verdict);
  }
  // «who do I call and how far ahead?»: a row says whom, not by when; the rules that say both answer (walk 22b: «I'm sick
  // as a dog, can't make my shift tonight — who do I call and how far ahead?» got the HR row alone).
  if (!asksWhom(said) || ALSO_WHEN.test(question)) return null;
  // Answered with sentences that give no way to reach anyone («Гости входят по своей ключ-карте…» for «key card won't open
  // the door, who do I ring?», the pay rules' title for «не работает терминал оплаты, к кому бежать?»): the row a contacts
  // table gives for the matter answers whom (walk 22b). An answer naming a phone or an address stands.
  // So does one telling whom to turn to («позвоните старшему смены…», «сообщите руководителю»).
  // Not when the way to reach them is asked: «кто главный по охране труда и как с ней связаться?» is not answered by «…сообщает
  // инженеру по охране труда» (walk 28a), which names the role and no phone or address.
  if (verdict?.state === "answered" && verdict.picked.some((p) => REACHABLE.test(p.text) || (TELLS_WHOM.test(p.text) && !ASKS_REACH.test(said)))) return null;
  // A contacts table first; a page of prose contact lines where no table row names the matter. A prose line must name all
  // of it: «Вопросы по выдаче формы — завхоз…» of the uniform rules is no answer to «кто отвечает за форму и обувь»
  // (dental's leave-one-out, the contacts page out).
  const row = rowFor(question, directoryRows(chunks())) ?? rowFor(question, contactLines(chunks()), { whole: true });
  return row ? rowReading(row, fragments, verdict) : null;
}

/** The row as the answer: its longest sentence, its fragment first. */
function rowReading(row: DirectoryRow, fragments: Fragment[], verdict: Verdict | null): { fragments: Fragment[]; verdict: Verdict } | null {
  const text = sentences(row.chunk.text).filter((s) => row.line.includes(s.trim())).sort((a, b) => b.length - a.length)[0];
  if (!text) return null;
  const found = fragments.find((f) => f.id === row.chunk.id);
  const first: Fragment = found ?? { ...row.chunk, score: 0 };
  return {
    fragments: [first, ...fragments.filter((f) => f !== found)].slice(0, 6),
    verdict: { state: "answered", coverage: 1, anchor: verdict?.anchor ?? null, anchorCovered: true, missing: [], picked: [{ fragment: 0, text, score: 1 }] },
  };
}

/** Asking the way to reach someone, not only who it is: «как связаться», «телефон», «почта», «how do I reach». */
const ASKS_REACH = /(?<![\p{L}])(?:связаться|связь|телефон\p{L}*|номер\p{L}*|почт\p{L}*|e-?mail|phone|number|reach)(?![\p{L}])/iu;

/** A second question of time joined to «whom»: «…and how early?», «…и за сколько часов?», «…и до какого часа?». */
export const ALSO_WHEN = /(?<![\p{L}])(?:and|и|а)\s+(?:when|by\s+when|how\s+(?:early|soon|far\s+ahead|far\s+in\s+advance|long\s+before|many\s+(?:hours|days))|когда|до\s+какого|до\s+скольки|за\s+сколько|во\s+сколько|как\s+(?:рано|заранее))(?![\p{L}])/iu;

/** A way to reach someone written in a sentence: an address, a phone, an extension («внутр. 140», walk 23b). */
const REACHABLE = /@|\+\d[\d\s()-]{6,}|доб\.|(?<!\d)\d{3}[-\s]\d{2}[-\s]\d{2}(?!\d)|внутр(?:\.|енн\p{L}*)\s*\d|ext\.?\s*\d/iu;

/** A sentence bidding the reader contact someone: the imperatives and the rule's «…передаёт администратору» of telling. */
// Instructions written in the infinitive («О любой травме сообщить ответственному за охрану труда…», «позвонить 102 и
// диспетчеру») bid the same (walk 23b named the warehouse guards' row over the safety officer's rule).
const TELLS_WHOM = /(?<![\p{L}])(?:(?:по)?звоните|сообщите|сообщает|сообщить|(?:по)?звонить|обратитесь|обращайтесь|обратиться|напишите|пишите|передайте|передаёт|передает|передать|вызовите|вызывает|вызвать|звонит|call|contact|notify|tell|report\s+to|e-?mail|ring|inform)(?![\p{L}])/iu;

/** A sentence that is a contact table's row (see directoryRows). */
function isRow(text: string): boolean {
  return directoryRows([{ id: 0, docId: 0, docName: "", version: 0, ordinal: 0, headingPath: [], page: null, start: 0, end: 0, text }]).length > 0;
}

/** «по каким вопросам Волкова?»: the question names the person of a row it is answered by. */
function namesRowPerson(question: string, verdict: Verdict, fragments: Fragment[]): boolean {
  const names = verdict.picked.flatMap((p) => p.text.match(/\p{Lu}\p{Ll}+/gu) ?? []).map((n) => n.toLowerCase().slice(0, 4));
  return (question.match(/\p{Lu}\p{Ll}+/gu) ?? []).slice(1).some((w) => names.includes(w.toLowerCase().slice(0, 4))) && fragments.length > 0;
}
