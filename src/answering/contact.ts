import { EMAILS as EMAIL, soleAddressLine } from "../text/email.ts";
import { conceptsOf } from "../text/concepts.ts";
import { indexTerms, words } from "../text/tokens.ts";
import { looksLikeVerb } from "../text/verb-forms.ts";
import { searchedKindsOf } from "../text/hypernyms.ts";
import type { StoredChunk } from "../retrieval/types.ts";
import { endsSentenceAfter } from "../ingestion/chunk-units.ts";
import { forStaff, isStaffRole, mattersOf, ofStaff, outOfScope, withAcronyms } from "../text/roles.ts";
import { attributeNamesOf, matterNamesOf, withoutIdioms } from "../text/matter-kinds.ts";
import { directoryRows, rowFor } from "./directory.ts";
import { PAY_MATTER, PAY_VERB } from "../text/pay-cues.ts";
import { ASKS_AMOUNT } from "../text/sum-cues.ts";
import { namesPersonByName } from "../text/post-holder.ts";

const HELP_WORDS = /вопрос|обращ|контакт|персонал|кадр|hr|поддержк|help|contact/i;
/** Words of the staff's own matters: the people who answer for leave, pay and benefits are whom a question no rule covers goes to. */
const STAFF_WORDS = /(?<![\p{L}])(?:персонал[аиуом]*|кадр(?:ы|ов|ам|ами|ах|овик\p{L}*|ов\p{L}*)|hr|human\s+resources|personnel)(?![\p{L}])/iu;

/**
 * Whom to suggest when the documents do not answer: an e-mail from the documents, preferring one
 * written next to words about questions, contacts or HR. Null when the documents name nobody.
 */
export function findContact(chunks: StoredChunk[]): string | null {
  let best: { email: string; score: number } | null = null;
  const counts = new Map<string, number>();
  for (const c of chunks) {
    for (const m of c.text.matchAll(EMAIL)) {
      const email = m[0].replace(/\.$/, "");
      counts.set(email, (counts.get(email) ?? 0) + 1);
      const around = c.text.slice(Math.max(0, m.index! - 120), m.index! + 40) + " " + c.headingPath.join(" ");
      // Contacts sections name everyone beside «Контакты»: the staff's words set the HR people apart (walk 17a named the safety engineer,
      // the most often written address, for a wedding allowance).
      const score = (HELP_WORDS.test(around) ? 10 : 0) + (STAFF_WORDS.test(around) ? 5 : 0) + (/^(hr|kadr|personal|people)/i.test(email) ? 5 : 0) + counts.get(email)!;
      if (!best || score > best.score) best = { email, score };
    }
  }
  return best?.email ?? null;
}

/** The clause an e-mail is written in: from the previous sentence, line or list break up to the address. */
function clauseOf(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - 160), at);
  // «…расчётные листки… — главный бухгалтер …, тел. +7 843 …, buh@…»: an abbreviation's period ends no sentence, as ingestion
  // reads it (walk 31: the clause held the phone alone, and «расчётный листок» was sent to HR).
  let dot = before.lastIndexOf(". ");
  while (dot > 0 && !endsSentenceAfter(before.slice(0, dot))) dot = before.lastIndexOf(". ", dot - 1);
  const start = Math.max(before.lastIndexOf("\n"), dot, before.lastIndexOf("; "), before.lastIndexOf("|"));
  return before.slice(start + 1);
}

/**
 * The list item an e-mail is written in, whole, when it names that one address (see soleAddressLine); or the table row
 * («Вопрос: Компьютеры, почта, VPN, КЭП | Контакт: Сабуров | Как связаться: it@…»): its first cells say whose the address is.
 */
function itemOf(text: string, at: number): string | null {
  const line = text.slice(text.lastIndexOf("\n", at) + 1, (text.indexOf("\n", at) + 1 || text.length + 1) - 1);
  if (line.split(" | ").length >= 2 && (line.match(EMAIL) ?? []).length === 1) return line;
  const sole = soleAddressLine(text, at);
  return sole?.item ? sole.line : null;
}

/**
 * The contact the documents give for the question's topic: the e-mail whose own clause (and section
 * heading) shares the most words, in any form, with the question and the sections found for it —
 * «по вопросам доступа и паролей — it@…» for a password question, the accounting address for an
 * expense report. Null when no address is written next to the topic: then the caller's default applies.
 */
export function contactFor(said: string, topicHeadings: string[], chunks: StoredChunk[], topicDocs: number[] = []): string | null {
  const question = withoutSpeaker(withAcronyms(withoutIdioms(said)));
  // «в ИТ-поддержку: it@…» answers «кто дежурный инженер ИТ?»: a compound's parts count, on both sides.
  // «Wi-Fi» is also the one word the thesaurus writes («wifi»): the compound is held whole as well.
  // A form's number written onto its name («2-НДФЛ», typed «2ндфл») is the name's too (walk 27a named HR for «кто выдает 2ндфл»).
  const parts = (t: string) => `${withAcronyms(t).replace(/(?<=\p{L})-(?=\p{L})/gu, " ").replace(/(?<=\d)-?(?=\p{L})/gu, " ")} ${(t.match(/\p{L}+-\p{L}+/gu) ?? []).join(" ")}`;
  const termsIn = (t: string) => new Set(indexTerms(parts(t), conceptsOf).filter((x) => !x.startsWith("~")));
  // The question's own words count twice: the sections found for a question the documents do not answer
  // may be about something else («Выдача оборудования» for «кто оформляет нового сотрудника?»).
  // Its verbs are phrasing («писать постмортем» is no question for the «Кому писать» list of office contacts).
  // A word most documents hold says nothing of whose topic it is: «гостя» in a hotel's documents met the lost-property
  // address's «Отправка вещи гостю…» for a guest's Wi-Fi, a leak and a fainting (walk 21c named lost@ for all three).
  const common = commonIn(chunks);
  // A contact list writes a matter under its class: «ожог» is one of the «несчастные случаи» of the labour-safety row, «спецобувь»
  // the «СИЗ» (matter-kinds.ts; walk 24a named HR for a burn). The class's names count as the question's own words.
  // A class's names are the words lists write it by: their thesaurus groups would widen a hypernym twice («командировочные
  // расходы» met the trip coordinator's «командировок» through the group of trips).
  const namesOnly = (t: string) => new Set([...termsIn(t)].filter((x) => !x.startsWith("#")));
  // A verb naming a kind of matter is the matter told («ограбили», «обжёгся», «заработал»: matter-kinds.ts), not phrasing.
  const content = (t: string) => words(t).filter((w) => (!looksLikeVerb(w) || matterNamesOf(w).length > 0) && !common(w)).map(termsIn).filter((x) => x.size);
  // «какие суточные, если командировка за границу»: a condition or an example is the circumstance of what is asked, and
  // weighs half beside the main clause's own words (the per diem is accounting's, not the trip coordinator's). A main
  // clause with no word of its own («кому писать, если сломался принтер?») leaves the condition whole.
  const aside = question.match(ASIDE)?.join(" ") ?? "";
  const main = content(question.replace(ASIDE, " "));
  // A class says less than the word asked (it holds more kinds), and weighs half as well.
  const primary = main.length ? main : content(aside);
  const askedWords: Weighed[] = [...main, ...content(aside).map((terms) => Object.assign(terms, { half: main.length > 0 })),
    // «мышка не работает» is a matter of «оборудование», the kind it goes by (hypernyms.ts), which the IT line names (lead's
    // walk 33 named HR).
    ...[...matterNamesOf(question), ...words(question).flatMap(searchedKindsOf), ...(asksPay(question) ? [PAY_MATTER] : [])].map((n) => Object.assign(namesOnly(n), { half: true }))];
  const topicWords = [...askedWords, ...words(topicHeadings.join(" ")).map(termsIn).filter((t) => t.size)];
  const asked = new Set(askedWords.flatMap((t) => [...t]));
  const topic = new Set(topicWords.flatMap((t) => [...t]));
  const namesSomeone = /\p{Lu}/u.test(question.trim().slice(1).replace(/[.!?]\s+\p{Lu}/gu, " "));
  const topicAddressed = chunks.some((c) => topicDocs.includes(c.docId) && c.text.search(EMAIL) >= 0);
  let best: { email: string; score: number; asked: boolean; sole: boolean; clause: string; byTrade: boolean } | null = null;
  let loose: { email: string; score: number } | null = null;
  const lines = chunks.flatMap((c) => [...c.text.matchAll(EMAIL)].map((m) => {
    // A name in quotes («портал «Смена»») names a system, not the common word («ночные смены»).
    // A person's name meets a word only by chance («еле» and «Елена») unless the question names someone itself.
    const clause = (itemOf(c.text, m.index!) ?? clauseOf(c.text, m.index!)).replace(/«[^«»]*»|"[^"]*"/g, " ").replace(namesSomeone ? /$^/u : PERSON_NAME, " ");
    const own = new Set(indexTerms(parts(`${clause} ${c.headingPath.at(-1) ?? ""}`), conceptsOf).filter((t) => !t.startsWith("~")));
    // The duties a line lists say what it answers for; the section's heading and the department's name before a list of
    // duties in brackets say less: «Координатор командировок (билеты, бронирование)» books trips, it pays no per diem, and
    // a pay section's heading «Смены» made its accounting line the owner of a burn «на смене» (walk 24a).
    const duties = clause.match(/\(([^()]{3,})\)/u);
    const listed = termsIn(duties ? duties[1]! + " " + clause.slice(clause.indexOf(duties[0]) + duties[0].length) : clause);
    const lesser = new Set([...own].filter((t) => !listed.has(t)));
    // What the department the line names answers for by trade (roles.ts), beyond the words written on it: «Бухгалтерия
    // (авансовые отчёты…)» keeps the per diem a trip's coordinator does not.
    const remit = new Set([...termsIn(mattersOf(staffedBy(clause)).join(" "))].filter((t) => !own.has(t)));
    return { c, m, email: m[0].replace(/\.$/, ""), clause, own, remit, lesser };
  })).filter((l) => !outOfScope(l.clause, question));
  // A word on many contact lines says little about whose topic it is: «жалобы гостей» on three managers' lines of a
  // hotel's list outweighed «Wi-Fi» on the administrator's alone (walk 21a named a manager for the guests' Wi-Fi).
  const spread = new Map<string, number>();
  for (const l of lines) for (const t of l.own) spread.set(t, (spread.get(t) ?? 0) + 1);
  const weight = (t: string) => 1 / (spread.get(t) ?? 1);
  const remitSpread = new Map<string, number>();
  for (const l of lines) for (const t of l.remit) remitSpread.set(t, (remitSpread.get(t) ?? 0) + 1);
  for (const { c, m, email, clause, own, remit, lesser } of lines) {
    // The documents the question's passages come from list the contacts for their own topic: at equal
    // overlap their address wins over another document's.
    // Each word counts once, by its best-matched term: «смене» with its three thesaurus groups met a pay section's heading
    // «Смены» four times and outweighed «несчастные случаи» for a burn (walk 24a named accounting).
    const met = (ws: Weighed[], on: Set<string>, w: (t: string) => number) => ws.reduce((a, x) => a + Math.max(0, ...[...x].filter((t) => on.has(t)).map(w)) * (x.half ? 0.5 : 1), 0);
    const byWord = (t: string) => weight(t) * (lesser.has(t) ? 0.5 : 1);
    const overlap = met(topicWords, own, byWord) + met(askedWords, own, byWord);
    // A trade's usual remit (roles.ts) counts half a word written, for the question's own words and classes alike: the
    // per diem is accounting's where its line writes only «авансовые отчёты, корпоративные карты».
    const byTrade = 2 * met(askedWords, remit, (t) => REMIT_WEIGHT / (remitSpread.get(t) ?? 1));
    const score = overlap + byTrade + (overlap > 0 && topicDocs.includes(c.docId) ? 0.5 : 0);
    // A thesaurus group alone is too wide to say whose topic it is: «расчёт отпускных» (accounting) shares the
    // leave group with «разбить отпуск на части» (HR's). The clause must share a word itself: one of the question's,
    // or one of the found sections' headings, which speak for their own document (or for one naming no address:
    // «Выдача оборудования» in the IT services page finds «По вопросам оборудования — it@…» in the handbook).
    // A word of the question one trade alone answers for («суточные»: accounting's) names its line as a written word would;
    // one several trades share («сеть»: IT's network, a chain's clinics) does not.
    const tradeAsked = [...remit].filter((t) => !t.startsWith("#") && remitSpread.get(t) === 1 && primary.some((w) => w.has(t)));
    const worded = [...own].some((t) => !t.startsWith("#") && (asked.has(t) || (topic.has(t) && (topicDocs.includes(c.docId) || !topicAddressed)))) || tradeAsked.length > 0;
    // «скидки» on three managers' lines says less than «Wi-Fi» on one: a word of the question on this line alone is sole.
    if (worded && (!best || score > best.score)) {
      const soleWritten = [...own].some((t) => !t.startsWith("#") && asked.has(t) && spread.get(t) === 1);
      best = { email, score, asked: [...own].some((t) => !t.startsWith("#") && asked.has(t)) || tradeAsked.length > 0, clause,
        sole: soleWritten || tradeAsked.length > 0, byTrade: !soleWritten };
    }
    // With no clause sharing a word, a contact line whose topic means what the question says («машина заглохла» and
    // «Служебные автомобили, путевые листы — … avtopark@») still knows better than the default (walk 18a named HR).
    const meant = [...own].filter((t) => t.startsWith("#") && asked.has(t)).length;
    // Only in the question's own language: «учётку заблокировало» met «Accounts payable» of an English guide through
    // «account» (walk 18c named accounts payable for a locked login).
    const sameScript = /[а-яё]/iu.test(question) === /[а-яё]/iu.test(clause);
    if (!worded && meant > 0 && sameScript && itemOf(c.text, m.index!) && (!loose || meant > loose.score)) loose = { email, score: meant };
  }
  if (best?.asked && best.sole && !best.byTrade) return best.email;
  // What the staff themselves get («скидка для сотрудников») is HR's unless a line of its own names it (roles.ts forStaff).
  // A line found through the topic's headings alone that answers for the staff's own matters («По вопросам льгот…
  // benefits@») knows better: it is the staff's already.
  const staff = forStaff(question) && !(best && !best.asked && ofStaff(best.clause)) ? staffContact(chunks) : null;
  if (staff) return staff;
  // A line its trade alone names (the per diem's accounting) comes after the staff's own matters: «парковка для
  // сотрудников» is HR's though the chief engineer keeps the car park.
  if (best?.asked && best.sole) return best.email;
  // A contact table's row the question's matter names alone (directory.ts): the chief engineer for a leak under a sink.
  // A word most documents hold names no row's matter either: «на смену» met the dispatchers' «дежурный диспетчер» through
  // the duty group and named them for a dog at work and a picker's pay (walk 27a).
  const row = rowFor(words(question).filter((w) => !common(w)).join(" "), directoryRows(chunks));
  if (row) return row.line.match(EMAIL)?.[0]?.replace(/\.$/, "") ?? reachOf(row.line);
  // No clause shares a word and the topic's document gives no address: a role whose duties the question speaks of
  // (roles.ts) knows better than a phone the document names for itself.
  // «в туалете группы засор» whose nearest passage is the parents' app: a line sharing only that passage's heading words
  // knows less than the role whose duties the question itself names (the caretaker; walk 20c named IT).
  const byRole = () => roleContact(`${question} ${matterNamesOf(question).join(" ")} ${attributeNamesOf(question)}`, chunks, termsIn);
  if (best && !best.asked) return byRole() ?? best.email;
  // A matter whose class is known («спецобувь» is СИЗ) is the trade's that answers for the class, before the address of a
  // document found for the question's other words (the furniture set's shoe question named the claims desk).
  const known = matterNamesOf(question).length > 0 || attributeNamesOf(question) ? byRole() : null;
  return best?.email ?? loose?.email ?? known ?? ownContact(chunks, topicDocs[0], topicHeadings) ?? byRole() ?? ownPhone(chunks, topicDocs[0]);
}

/**
 * «сколько получает сборщик за дневную смену?»: how much one is paid is payroll's matter (accounting's «ошибки в зарплате»),
 * as the pay sums name it (implied-sum.ts); walk 27a named the couriers' dispatch. Not a count paid out in days or hours
 * («сколько дней отпуска получает…»).
 */
const COUNTED = /(?<![\p{L}])сколько\s+(?:\p{L}+\s+)?(?:дн|день|час|раз|смен|недел|месяц|лет|год|минут)/iu;
const asksPay = (question: string) => ASKS_AMOUNT.test(question) && PAY_VERB.test(question) && !COUNTED.test(question);

/**
 * «пожар в зале, идёт фильм, я билетёр — что делаю»: «я» and the noun after it say who speaks (a nominal predicate, Русская
 * грамматика 1980, § 2213), not whose matter it is; the ticket-checker's «билет» met the IT row's «принтеры билетов» and named
 * IT for a fire (walk 28a). A verb after «я» («я заболел») is what happened, and stays.
 */
function withoutSpeaker(text: string): string {
  return text.replace(/(?<![\p{L}])я\s+(\p{L}+)(?![\p{L}-])/giu, (all, w: string) => (looksLikeVerb(w.toLowerCase()) || /(?:л|ла|ло|ли|лся|лась)$/u.test(w) ? all : " "));
}

/** A clause of condition, time or example (Русская грамматика, 1980, §§2989–3020: условные и временные придаточные). */
const ASIDE = /(?<![\p{L}])(?:если|когда|в\s+случае|например|if|when|for\s+example|e\.g\.)(?![\p{L}])[^,.;:?!—–]*/giu;

/** A word's terms (its stem, its thesaurus groups), weighing half when it is a circumstance or a class of what is asked. */
type Weighed = Set<string> & { half?: boolean };

/** What a word of a line's trade weighs beside a word written on the line. */
const REMIT_WEIGHT = 0.5;

/** The share of documents a word must be found in to say nothing of a topic, and the fewest documents that test needs. */
const COMMON = { share: 0.75, docs: 4 };

/** Whether a word is one most of the documents hold (a word form found by its stem at a word's start). */
function commonIn(chunks: StoredChunk[]): (word: string) => boolean {
  const byDoc = new Map<number, string>();
  for (const c of chunks) byDoc.set(c.docId, `${byDoc.get(c.docId) ?? ""} ${c.text.toLowerCase().replaceAll("ё", "е")}`);
  if (byDoc.size < COMMON.docs) return () => false;
  const held = (stem: string) => {
    const at = new RegExp(`(?<![\\p{L}])${stem.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "u");
    return [...byDoc.values()].filter((t) => at.test(t)).length >= byDoc.size * COMMON.share;
  };
  return (word) => {
    const stem = indexTerms(word)[0];
    if (!stem || stem.length < 3) return false;
    // A relational adjective in «-ьн-» is its noun's («школьный» of «школа»: Русская грамматика 1980, § 597): in a school's
    // documents «в школьной столовой» says no more of a topic than «школа» (heldout-school named the «Школьный психолог»
    // for the canteen's price).
    const noun = /^(\p{L}{4,})ьн$/u.exec(stem)?.[1];
    return held(stem) || (!!noun && held(noun));
  };
}

/** The address on a contact line naming human resources (roles.ts isStaffRole), or null. */
function staffContact(chunks: StoredChunk[]): string | null {
  for (const c of chunks) {
    for (const m of c.text.matchAll(EMAIL)) if (isStaffRole(itemOf(c.text, m.index!) ?? clauseOf(c.text, m.index!))) return m[0].replace(/\.$/, "");
  }
  return null;
}

/** «Дежурный менеджер, +7 921 480-22-15»: a row with no address is reached by the phone it names, said with whose it is. */
export function reachOf(line: string): string | null {
  const phone = PHONE.exec(line)?.[0] ?? /\+\d[\d\s()-]{8,}\d/u.exec(line)?.[0];
  if (!phone) return null;
  // «№: 3 | Точка: Прачечная «Родионова» | …»: a row's number is no one to ask (walk 24a read «Точнее подскажут: 3, +7…»).
  const cells = line.split(" | ").map((c) => c.replace(/^[^:]{1,40}:\s*/u, "").trim());
  // «Не работает вся смена ТСД | ИТ, доб. 4444»: a two-column table writes whom beside the phone, the first cell being the
  // matter (the refusal named «Не работает вся смена ТСД, доб. 4444»).
  const beside = cells.find((c) => c.includes(phone.trim()) && /\p{L}{2}/u.test(c.replace(phone, "")));
  if (beside && cells.length === 2) return beside;
  // «Лёд, холодильная установка | главный инженер Пётр Шатров | +7 912…»: the cell naming a person is whom to ask, not the
  // matter the row opens with (walk 52 read «Точнее подскажут: Лёд, холодильная установка, ледозаливочная машина, +7…»).
  const who = cells.find((v) => !v.includes(phone.trim()) && namesPersonByName(v)) ?? cells.find((v) => /\p{L}/u.test(v)) ?? "";
  return who ? `${who}, ${phone.trim()}` : phone.trim();
}

/**
 * «сломался стул в группе, кому сказать?» over a contact table of roles: the address on the line whose role answers for
 * the matters the question speaks of (the caretaker for furniture, the nurse for an allergy), verbs included. Null when
 * no line names such a role.
 */
function roleContact(question: string, chunks: StoredChunk[], termsIn: (t: string) => Set<string>): string | null {
  const asked = termsIn(question);
  let best: { email: string; score: number } | null = null;
  for (const c of chunks) {
    for (const m of c.text.matchAll(EMAIL)) {
      const line = itemOf(c.text, m.index!) ?? clauseOf(c.text, m.index!);
      const matters = outOfScope(line, question) ? [] : mattersOf(staffedBy(line));
      // A guide in another language names the same people by other words: its line speaks for the question's only in it.
      if (!matters.length || /[а-яё]/iu.test(question) !== /[а-яё]/iu.test(line.replace(EMAIL, " "))) continue;
      const score = [...termsIn(matters.join(" "))].filter((t) => asked.has(t)).length;
      if (score > 0 && (!best || score > best.score)) best = { email: m[0].replace(/\.$/, ""), score };
    }
  }
  return best?.email ?? null;
}

/**
 * The words a contact line's trade is read from: a table row that names its unit in a cell of its own («Отдел: Претензии
 * гостей | Кто: офис-менеджер Юлия Носова | …») answers for the unit's matters, and the title of whoever staffs it says
 * nothing of them (walk 28a: the guest-claims desk, staffed by an office manager, was named for working alone on the night
 * cleaning, an office manager's trade holding «уборка»). Otherwise the whole line.
 */
function staffedBy(line: string): string {
  const unit = line.split(" | ").find((c) => UNIT_CELL.test(c));
  return (unit ?? line).replace(EMAIL, " ");
}

/** A table cell naming the unit a row is for: «Отдел: …», «Служба: …», «Подразделение: …», «Department: …». */
const UNIT_CELL = /^\s*(?:отдел|служба|подразделение|департамент|department|unit|team)\s*:/iu;

/** A person's name: two or three capitalised words in a row («Елена Сергеевна Титова»). */
const PERSON_NAME = /\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){1,2}/gu;

/** «Служба безопасности: Олег Трофимов, security@…, доб. 130»: an address on a contact line, with a phone or an extension. */
const CONTACT_LINE = /доб\.|тел\.|телефон|\+7|(?<!\d)8[\s-]?\(?\d{3}\)?[\s-]?\d{3}[\s-]?\d{2}|ext\.|phone/i;

/**
 * The address a document gives for itself (a policy names who answers for it, usually on a contact line), for a
 * question no clause speaks to: the topic is the document the nearest passages come from. The address on a contact
 * line wins over one inside a rule («перешлите на phishing@…»); null when the document names none.
 */
function ownContact(chunks: StoredChunk[], docId: number | undefined, topicHeadings: string[] = []): string | null {
  if (docId === undefined) return null;
  const own = chunks.filter((c) => c.docId === docId);
  // A directory («Кому звонить»: the director, the nurse, the caretaker, IT…) names everyone and answers for nothing of its
  // own: its first line is no contact for a blocked toilet (walk 20c named IT, the directory being the nearest passage).
  if (new Set(own.flatMap((c) => c.text.match(EMAIL) ?? [])).size >= DIRECTORY) return null;
  let best: { email: string; score: number } | null = null;
  for (const c of own) {
    for (const m of c.text.matchAll(EMAIL)) {
      const line = c.text.slice(c.text.lastIndexOf("\n", m.index!) + 1, (c.text.indexOf("\n", m.index!) + 1 || c.text.length + 1) - 1);
      // An address inside another section's rule is that matter's, not the document's: a FAQ's «его сообщает IT-поддержка
      // (it@…)» under the Wi-Fi question, a price list's «Договор заключает отдел продаж: b2b@…» under corporate clients
      // (walk 27a named IT for free meals and sales for a delivery price). It speaks for the document on a contact line
      // (a phone beside it), under a contacts heading, or in the section the question's passage comes from.
      const heading = c.headingPath.at(-1) ?? "";
      if (!CONTACT_LINE.test(line) && !HELP_WORDS.test(heading) && !topicHeadings.includes(c.headingPath.join(" "))) continue;
      const score = (CONTACT_LINE.test(line) ? 2 : 0) + (HELP_WORDS.test(line) ? 1 : 0);
      if (!best || score > best.score) best = { email: m[0].replace(/\.$/, ""), score };
    }
  }
  return best?.email ?? null;
}

/** The addresses a document names that make it a directory of contacts rather than a policy naming its own. */
const DIRECTORY = 5;

/** The person and phone a document with no address names as answering for it (see phoneContact). */
function ownPhone(chunks: StoredChunk[], docId: number | undefined): string | null {
  return docId === undefined ? null : phoneContact(chunks.filter((c) => c.docId === docId));
}

/** «…внутренний телефон 105», «тел. 108», «доб. 120», «+7 912 345-67-89»: a phone a person is reached at. */
const PHONE = /(?:(?:внутренний\s+)?телефон|тел\.|доб\.)\s*\+?\d[\d\s()-]*\d|\+7[\d\s()-]{9,}\d/iu;

/**
 * A document with no address may still name who answers for it by phone («Ответственная за санитарный режим —
 * главная медсестра Марина Викторовна Соколова, внутренний телефон 105»): that person and phone, from the dash
 * or colon before them. Null when the document names no phone.
 */
function phoneContact(chunks: StoredChunk[]): string | null {
  for (const c of chunks) {
    for (const line of c.text.split(/\n|(?<=[.!?])\s+/)) {
      const phone = PHONE.exec(line);
      if (!phone || !/\p{Lu}\p{Ll}+/u.test(line.slice(0, phone.index))) continue;
      const start = Math.max(line.lastIndexOf("—", phone.index), line.lastIndexOf(":", phone.index));
      // A phone inside a rule («…звонит диспетчеру и старшему курьеру Айдару Валиеву (+7 917…)») tells what to do in one
      // matter, not who answers for the document: without the dash or colon of «Ответственный — …» the whole rule became
      // the contact line of every other question about the document (walk 23a).
      if (start < 0) continue;
      const who = line.slice(start + 1, phone.index + phone[0].length).trim().replace(/^[-–—:\s]+/, "");
      if (/\p{Lu}\p{Ll}+/u.test(who)) return who;
    }
  }
  return null;
}
