import { EMAILS, soleAddressLine } from "../text/email.ts";
import { withoutAsides } from "../text/asides.ts";
import { withoutPhaseInfinitives } from "../text/phase-verbs.ts";
import { abbreviatedWeekdays, namesWorkweek, russianWeekdayOf } from "../text/weekdays.ts";
import { withEnglishCompoundsClosed } from "../text/english-compounds.ts";
import { ABSENCE_FROM_WORK, ASKS_STEPS, companyPayer, EXISTENCE_QUESTION, QUESTION_LEAD, SELF_INTRODUCTION, toldOfAbsence, withoutAskingFrame, framingParty } from "../text/speech-acts.ts";
import { writtenOut } from "../text/spoken.ts";
import { englishVerbsIn } from "../text/english-verbs.ts";
import { kindAfter, rangesIn, rangeTerm, withinRange } from "../text/ranges.ts";
import { conceptsOf, conceptsOfEnglish } from "../text/concepts.ts";
import { CONCEPT_GROUPS } from "../text/thesaurus.ts";
import { fleetingStem } from "../text/fleeting.ts";
import { partiesAsked } from "../text/rule-addressee.ts";
import { adjectiveRoot, isPercentWord, isStopword, obliqueStem, overstemmed, PERCENT, stem, words } from "../text/tokens.ts";
import { singleUnitsWritten } from "../text/single-units.ts";
import { isQuantifierOne } from "../text/quantifier-one.ts";
import { isMultiplier } from "../text/money.ts";
import { plainFigures } from "../text/figures.ts";
import { isDeicticTime, pointsBack, pronounIsSubject } from "../text/deixis.ts";
import { weekNamed } from "../text/weeks.ts";
import { isAdjective } from "./narrowing.ts";
import { outsideTimeAccusatives } from "../text/time-accusative.ts";
import { isInitialism, isNoun, outsidePrepositionalPhrases } from "../text/prepositional-phrases.ts";
import { russianDictionary } from "../text/dictionary.ts";
import { isMannerAdverb } from "../text/manner-adverbs.ts";
import { classesIn, fieldsIn, hypernymsOf, liftedWhereNamed, namedByOwnFormsOnly } from "../text/hypernyms.ts";
import { firstPartForms, joinedNoun } from "../text/compounds.ts";
import { seasonMonthStems } from "../text/seasons.ts";
import { PER_PERIOD, ratePeriodsAsked } from "../text/rate-periods.ts";
import { alternatedStem, derivedTerms, doneTerms, nuInfinitive, perfectiveOf, reflexiveOnlyTerms, verbOwnTerms } from "../text/derivation.ts";
import { demandedMoney, demandVerbs, prepositionNouns, definedMoney, goingHome } from "../text/thesaurus-phrases.ts";
import { isWorn, wearingVerbs } from "../text/wearing.ts";
import { asksPostHolder, namesPerson } from "../text/post-holder.ts";
import { temperaturesSaid } from "../text/temperatures.ts";
import { halfDurationsWritten } from "../text/half-durations.ts";
import { diminutiveStem } from "../text/diminutives.ts";
import { suppletiveStems } from "../text/suppletive.ts";
import { arrivalStems, withMoneyReceived } from "../text/arrival.ts";
import { irregularBase } from "../text/english-irregular.ts";
import { declinedFrom } from "../text/noun-forms.ts";
import { isBodyPart } from "../text/body-parts.ts";
import { isMotionVerb } from "../text/motion-verbs.ts";
import { dayPartsIn, holdsClockSpan, holdsClockTime } from "../text/day-parts.ts";
import { isCourtesy, isCourtesyIn, isDelexical, isIndefiniteNumeral, isModal, isShellNoun, isSupportVerb, saysUnintended, statesRequirement, withoutGreetings } from "../text/stopwords.ts";
import { OWN } from "../text/possessives.ts";
import { eatingSaid } from "../text/eating.ts";
import { dayOfMonthAsked, daysAsked, daysOfMonthIn } from "../text/day-of-month.ts";
import { clockTimesAsked, clockTimeWords, holdsClockBound, writesClockTime } from "../text/clock-bounds.ts";
import { isOrdinal, numeralOf, spokenClockTimes } from "../text/numerals.ts";
import { actionNounOf, delimitativeBase, looksLikeVerb, relatedForms, zeroNounOf } from "../text/verb-forms.ts";
import { PAYING_VERB } from "../text/pay-cues.ts";
import { withoutRetainedPay, retainedPayWords } from "../text/retained-pay.ts";
import { asksAddress, asksDoer, quantitiesIn, isMonthName, namesMoney, chargeWords, noticeWords, holdsAddress, asksForMeasure, countedUnits, figureMeasures, figureNouns, countedWord, holdsFigure, measureNouns, holdsMoney, measureKind, namesSomeone, agentNouns, placeWords, measureWords, opensQuestion, isBoundAdjective, type MeasureKind } from "../text/measure-questions.ts";
import { indexTerms } from "../text/tokens.ts";
import { joinedPairs } from "../text/split-compounds.ts";
import { replacedInSlot } from "./replaced-slot.ts";
import { servedTerm, servedWords } from "../text/role-heads.ts";
import type { LexicalIndex } from "../retrieval/lexical.ts";
import { vagueMeasureOf, type VagueMeasure } from "../text/vague-measures.ts";
import { asksPlace, holdsPlace } from "../text/places.ts";

/** Whether the dictionary holds a short form of the adjective («новая» → «нова», «новы»): a qualitative adjective. */
function hasShortForm(adjective: string): boolean {
  const base = /^(\p{L}{2,}?)(?:ый|ий|ой|ая|яя|ое|ее|ые|ие|ого|его|ому|ему|ым|им|ых|их|ую|юю)$/u.exec(adjective)?.[1];
  return !!base && (russianDictionary().has(base + "а") || russianDictionary().has(base + "ы"));
}

/** The predicatives of permission (Ожегов: «можно» 1, «нельзя» 1; «разрешено», «разрешается»). */
const PERMISSION = /^(?:можно|нельзя|разрешено|разрешается)$/;

/** The term a text holds when it states a figure; a measure question's «часто», «быстро» stand for it. */
export const FIGURE = "\u0000figure";
/** An amount of money or «бесплатно»: what «сколько стоит» is met by. */
export const FIGURE_MONEY = "\u0000money";
/** The term a text holds when it states a time or a period («9:30», «7 рабочих дней»). */
export const FIGURE_TIME = "\u0000time";
/** The term a text holds when it states a moment («25-го числа», «за 3 дня до начала», «раз в год»): what «когда» is met by. */
export const FIGURE_WHEN = "\u0000when";
/** A span of clock times in a text (day-parts.ts holdsClockSpan), and the English compounds that ask for one. */
const CLOCK_SPAN = "\u0000clockspan";
const HOURS_COMPOUND = /^(?:office|working|work|business|opening)hours$/;
/** The term a text holds when it states both bounds of a period («с 10:00 до 19:00»). */
export const FIGURE_SPAN = "\u0000span";
/** The term a text holds when it states a length of time («60 минут», «3 месяца»). */
export const FIGURE_DURATION = "\u0000duration";

/** The evidence term that answers each measure a question may ask for. */
/** Someone a matter belongs to (a person, role, service or address): what «кто отвечает за» is met by. */
export const SOMEONE = "\u0000someone";
/** A trade named by its agent noun (measure-questions.ts agentNouns), with its stem: someone, unless the question names it. */
export const AGENT = "\u0000agent:";
/** Whether the evidence names someone: a role, a name, an address, or a trade the question does not name itself («клиент
 * ругается на приёмщика, куда писать?» is not answered by «Приёмщик осматривает технику…»: road h31f, the quality desk). */
export const someoneHeld = (s: Salience, terms: Set<string>): boolean => terms.has(SOMEONE)
  || [...terms].some((t) => t.startsWith(AGENT) && !s.words.some((w) => w.terms.includes(t.slice(AGENT.length))));
/** The term of a text that gives a postal address: what «адрес» asks for («ул. Бутырская, 76»). */
export const ADDRESS = "\u0000address";
/** The term of a text that tells where a thing is (an address, «в сейфе», «на 3 этаже»): what «где … находится» asks for. */
export const PLACE = "\u0000place";
/** The term of a text that names a person or how to reach one: what «кто главный инженер?» asks for (post-holder.ts). */
export const NAMED = "\u0000named";
/** A day of the month («25-е число», «5 декабря»): what «какого числа» is met by. */
export const FIGURE_DATE = "\u0000date";
export const FIGURE_DAYS = "\u0000days";
/** The term a text holds when it states a moment of the day («в 9:30», «за 2 часа до начала»): what «во сколько» is met by. */
export const FIGURE_CLOCK = "\u0000clock";
/** A moment a thing starts from: a clock time, a date or an event (measure-questions.ts "moment"). */
export const FIGURE_MOMENT = "\u0000moment";
/** A limit said without «максимум», «минимум»: «не более», «не больше», «не свыше», «up to»; «не менее», «at least». */
// «Температура в барабане не должна превышать 240 °C»: not to exceed (Ожегов: превысить — перейти за предел) is at most (lead
// walk 49: «какая максимальная температура в барабане» was hedged, «максимальная» met by nothing).
const UP_TO = /(?:^|[^\p{L}])(?:не\s+более|не\s+больше|не\s+свыше|не\s+выше|не\s+(?:(?:долж\p{L}*|может|могут|следует|нужно)\s+)?превы(?:ша|си|сить)\p{L}*|no\s+more\s+than|up\s+to|at\s+most|(?:must|should)\s+not\s+exceed|not\s+(?:to\s+)?exceed)(?![\p{L}])/iu;
const AT_LEAST = /(?:^|[^\p{L}])(?:не\s+менее|не\s+меньше|не\s+ниже|at\s+least|no\s+less\s+than)(?![\p{L}])/iu;
/**
 * «при покупке от 15 000 руб.», «стоимость от 1 500 руб.»: a figure after «от» with no «до» after it is where a thing
 * starts, its least (Ожегов: от — указывает на нижний предел); «от 3 до 5 дней» is a span, read apart (ranges.ts).
 */
const FROM_FIGURE = /(?:^|[^\p{L}])от\s+\d[\d\s.,]*(?![\d\s.,]*(?:\p{L}+\.?\s+)?до\s+\d)/iu;

const LIMIT_MAX = "\u0000max";
const LIMIT_MIN = "\u0000min";
/** «максимум», «максимально», «maximum» (and «мин…»): in a question asking for a measure, the limit asked for. */
const MAX_WORD = /^(?:максим\p{L}*|maxim\p{L}*)$/u;
const MIN_WORD = /^(?:миним\p{L}*|minim\p{L}*)$/u;

/** A count in a unit of time («28 дней» holds COUNTED + "day"), which «сколько дней», «how many days» ask for. */
const COUNTED = "\u0000counted:";
const figureTerm = (kind: "any" | "money" | `unit:${string}`) => (kind === "money" ? FIGURE_MONEY : kind === "any" ? FIGURE : COUNTED + kind.slice(5));
export const FIGURE_OF: Record<MeasureKind, string> = { any: FIGURE, time: FIGURE_TIME, when: FIGURE_WHEN, span: FIGURE_SPAN, clock: FIGURE_CLOCK, moment: FIGURE_MOMENT, duration: FIGURE_DURATION, money: FIGURE_MONEY, date: FIGURE_DATE, days: FIGURE_DAYS };

/**
 * A phone number as documents write it: after «тел.», «телефон», «доб.», «ext.», «phone», or in the +7 (…) form. An
 * internal extension («внутр. 140», «внутренний 200») is a number one calls too: «кто отвечает за охрану труда и какой у
 * него номер?» met the IT row's phone instead of «Ответственный за охрану труда: Роберт Мухаметшин, внутр. 140» (walk 23b).
 * A town's area code has four or five digits in brackets (the national number has ten in all: «+7 (34273) 4-99-00»), and
 * the domestic prefix is «8» («8 (34273) 4-05-05»): read only in the «+7 (922) 140-33-07» form, the guard post's phone said
 * no «номер», and «номер охраны» got the labour-safety engineer's extension alone (walk30 q20).
 */
const PHONE_WRITTEN = /(?:(?<![\p{L}])(?:тел\.|телефон\p{L}*|доб\.|ext\.|tel\.|phone|внутр\.|внутренн\p{L}*)\s*:?\s*\+?\d)|\+7\s*\(?\d{3}\)?[\s-]*\d{3}|\+7[\s-]*\(\d{4,5}\)[\s-]*\d|(?<![\d\p{L}])8[\s-]*\(\d{3,5}\)[\s-]*\d/iu;

/** A phone as written, with its number: what a text says besides the phones it gives is what is left without these. */
const PHONE_RUN = new RegExp(`(?:${PHONE_WRITTEN.source})[\\d\\s()\\-–]*`, "giu");

/**
 * The text without the phones it writes: a row «Старший инструктор Игорь Лапин, +7 912 400-11-22» says «номер» only by its
 * phone, which says nothing of whose number is asked (extractive.ts).
 */
export function withoutPhonesWritten(text: string): string {
  return text.replace(PHONE_RUN, " ");
}

/** Whether a text is a directory's row or list item giving one address (email.ts soleAddressLine). */
function givesMail(text: string): boolean {
  const at = text.search(new RegExp(EMAILS.source));
  if (at < 0) return false;
  const line = soleAddressLine(text, at);
  return !!line && (line.row || line.item);
}

let MAIL_TERMS: string[] | null = null;
/** The terms of «почта», «email», «mail» and their groups, worked out once. */
function mailTerms(): string[] {
  MAIL_TERMS ??= ["почта", "email", "mail"].flatMap((w) => [...indexTerms(w), ...conceptsOfWord(w).map((g) => "#" + g)]);
  return MAIL_TERMS;
}

/** The words a phone written is held as (phoneTerms), in any form: «телефон», «телефончик», «номер», «phone», «number». */
const PHONE_ASKED = /^(?:телефон|номер|phone|number)\p{L}*$/u;

let PHONE_TERMS: string[] | null = null;
let requirementTerms: string[] | null = null;
/** The terms of «телефон», «номер», «phone», «number» and their groups, worked out once (evidenceTerms runs per sentence). */
function phoneTerms(): string[] {
  // A phone written is also a contact: «как с ним связаться?» is met by «тел. +7 927 …» (thesaurus: контакт, связаться).
  PHONE_TERMS ??= ["телефон", "номер", "phone", "number", "контакт"].flatMap((w) => [...indexTerms(w), ...conceptsOfWord(w).map((g) => "#" + g)]);
  return PHONE_TERMS;
}

/** «будни»'s terms, which a span from Monday holds (weekdays.ts namesWorkweek); read once. */
let weekdaysTerms: string[] | null = null;
/** A weekday's terms, read once per day: evidenceTerms runs for every sentence weighed. */
const dayTerms = new Map<string, string[]>();
const dayTermsOf = (day: string) => dayTerms.get(day) ?? dayTerms.set(day, termsOf(day)).get(day)!;

/**
 * The terms of a piece of evidence, as a question's words are matched against it: its index terms, the
 * parts of its hyphenated compounds («эконом-классом» holds «классом»), and FIGURE when it states one.
 */
export function evidenceTerms(said: string): Set<string> {
  // «Помощникам воспитателя — 31 день» speaks of the nanny's post, not the teacher's: the genitive of whom a post serves
  // is held as that (role-heads.ts), and only a question naming the same post meets it.
  // «…с сохранением заработной платы» says the leave is paid; it mentions no pay asked of (retained-pay.ts).
  // «деньги приходят…» are received, no one comes (arrival.ts).
  const { served, rest: text } = servedWords(eatingSaid(withoutRetainedPay(withMoneyReceived(said))));
  // «11:30» is not «к одиннадцати»: the hour of a clock time with minutes is held as an hour, which only
  // a clock time in the question asks for; «11:00» still holds «11».
  const hours: string[] = [];
  const unclocked = text.replace(CLOCK_WITH_MINUTES, (_, h: string, m: string) => (hours.push(HOUR + Number(h)), ` ${m} `));
  // «30%» says «процент» as a sign: a question asking «какой процент» is met by it.
  // «ЛиАЗ-5292.65» is also «ЛиАЗ» and «5292»: a model is asked for by its make and number, without the variant.
  // «Анти-СПИД» is also typed «антиспид»: a hyphenated compound is held written together as well.
  const joined = unclocked.replace(/(?<=\p{L})-(?=\p{L})/gu, "");
  const apart = unclocked.replace(/(?<=\p{L})-(?=[\p{L}\d])|(?<=\d)-(?=\p{L})/gu, " ").replace(/(?<![\d.,])(\d{3,})\.\d+/g, "$& $1");
  const all = `${unclocked} ${apart} ${joined}${/\d\s?%/.test(text) ? " процент percent" : ""}`;
  // Sentences and questions also meet through nouns Snowball over-stems (see overstemmed); the search index does
  // not take them, as adjectives («первый» → «перв») would swell every fragment's terms.
  const out = new Set([...indexTerms(all), ...overstemmed(all), ...hours]);
  // A five-letter stem is its own truncation: «записи» («запис») meets «записан» («~запис»).
  for (const t of [...out]) if (t.length === 5 && /^[а-я]/.test(t)) out.add("~" + t);
  // «SERVICE DESK» holds «сервисдеск» as the question reads «сервис деск» (split-compounds.ts).
  for (const j of joinedPairs(all)) { out.add(stem(j)); for (const g of conceptsOfWord(j)) out.add("#" + g); }
  for (const w of words(all)) {
    // «2 дня», «4 дней» hold «дни» (fleeting.ts).
    const vowelless = fleetingStem(w);
    if (vowelless) out.add(vowelless);
    if (!isStopword(w)) for (const g of conceptsOfWord(w)) out.add("#" + g);
    // «детям» holds «kids» (CASE_FORM).
    for (const g of caseFormGroups(w)) out.add(CASE_FORM + g);
    // «Горшечные» holds «горшок» («в горшке»): an adjective in «-н-» holds the noun it is made from (tokens.ts adjectiveRoot).
    if (!isStopword(w)) for (const root of adjectiveRoot(w, true)) out.add(root);
    // «Велокурьеры» holds «велосипед»'s groups («на велике»; compounds.ts).
    for (const part of firstPartForms(w)) for (const g of conceptsOfWord(part)) out.add("#" + g);
    // «автовокзала» holds «вокзал»: a compound of a combining form is a kind of its noun (compounds.ts joinedNoun).
    const noun = /^[а-я]{8,}$/.test(w) ? joinedNoun(w, (x) => russianDictionary().has(x)) : null;
    if (noun) { out.add(stem(noun)); for (const g of conceptsOfWord(noun)) out.add("#" + g); }
  }
  // «с понедельника по субботу» names the weekdays: «а в будни?» is met by it (weekdays.ts).
  if (namesWorkweek(text)) for (const t of (weekdaysTerms ??= termsOf("будни"))) out.add(t);
  // «Ср 9 декабря — кулон…» (a person's own list, a timetable's «сб 9:00–15:00») writes Wednesday: «что у меня в среду?» is
  // met by it. A span «пн–пт» is not: it holds Friday without saying it (weekdays.ts).
  for (const d of abbreviatedWeekdays(text, false)) for (const t of dayTermsOf(d)) out.add(t);
  // «09.12», «9 декабря» hold the day of the month a question's «девятого» asks (day-of-month.ts).
  for (const t of daysOfMonthIn(text)) out.add(t);
  // «паспорт, СНИЛС, ИНН» are documents: a question asking «какие документы» is met by the list (hypernyms.ts).
  for (const cls of classesIn(text)) out.add(stem(cls));
  // «В полис входит стоматология» speaks of treatment: «зубы по дмс лечат?» is met by it (hypernyms.ts BRANCHES).
  for (const field of fieldsIn(text)) { out.add(stem(field)); for (const g of conceptsOfWord(field)) out.add("#" + g); }
  // «не ниже −10 °C» states a temperature («в мороз», «при минус 11» ask for one).
  if (/\d\s*°/u.test(text)) for (const g of conceptsOfWord("температура")) out.add("#" + g);
  // «Сотрудники могут обедать… за 150 рублей» holds «обед» («сколько стоит обед для сотрудников?»): a verb holds the noun
  // Russian derives from it with no suffix (zeroNounOf), as a question's verb is met by a document's noun.
  for (const w of words(text)) {
    // «можно ошибиться не больше двух раз» holds «ошибка» («сколько ошибок можно?»; derivation.ts reflexiveOnlyTerms).
    if (!isStopword(w)) for (const t of reflexiveOnlyTerms(w)) out.add(t);
    const z = zeroNounOf(w);
    if (z) { out.add(stem(z)); for (const g of conceptsOfWord(z)) out.add("#" + g); }
    // «оплачивает» holds «оплатить» and its group «платить» (derivation.ts perfectiveOf): «кто платит за больничный?»;
    // «paid» holds «pay» (english-irregular.ts).
    const perfective = perfectiveOf(w, stem(w)) ?? nuInfinitive(w) ?? irregularBase(w);
    if (perfective) { out.add(stem(perfective)); for (const g of conceptsOfWord(perfective)) out.add("#" + g); }
  }
  // «с 9:30 до 18:30» is said in hours: a clock time holds the word «час» («what are the working hours?»).
  if (holdsClockTime(text)) for (const g of conceptsOfWord("час")) out.add("#" + g);
  // «с 9:00 до 18:00» is the hours a place is open or people work, what «office hours» asks (day-parts.ts holdsClockSpan).
  if (holdsClockSpan(text)) out.add(CLOCK_SPAN);
  // «такси после 22:00» answers whether a ride at «23:30» is paid (clock-bounds.ts).
  if (holdsClockBound(text)) out.add(CLOCK_BOUND);
  // «такси после 22:00» is a night ride, and a late evening's (see dayPartsIn).
  for (const part of dayPartsIn(text)) for (const g of conceptsOfWord(part)) out.add("#" + g);
  // «тел. 33-07», «по телефону 55-55», «+7 (922) 140-33-07», «доб. 120»: a phone written out holds the words a question asks
  // it by («телефон», «номер», «phone», «number»; walk 17a: «…и его телефон?» was told the passage says nothing of it).
  if (PHONE_WRITTEN.test(text)) for (const t of phoneTerms()) out.add(t);
  // «Приложение «Автопилот» не работает | Техподдержка, help@zv-school.ru»: a directory's row or list item giving one address
  // gives its entry's mail, and holds the word «почта» the question asks it by (walk 40 hedged «почта техподдержки»). An
  // address in running prose («отправляет его в бухгалтерию на buh@…») is where one paper goes, not whose mail it is: read
  // as «почта» it answered the accounting's mail with the contacts left out (heldout-fitness q16's leave-one-out).
  if (givesMail(text)) for (const t of mailTerms()) out.add(t);
  // «Пароль должен содержать не менее 10 символов» states a requirement: «какие требования к паролю…?» is met by it, where the
  // document names no «требования» (vet q08 got the 90-day change alone). The noun's own terms only, not its thesaurus group.
  if (statesRequirement(text)) for (const t of (requirementTerms ??= ["требование", "requirement"].flatMap((w) => indexTerms(w)))) out.add(t);
  if (holdsFigure(text)) out.add(FIGURE);
  // «не более 120 часов в год» is the maximum asked by «сколько … максимум?»; «не менее 2 часов» the minimum.
  if (UP_TO.test(text)) out.add(LIMIT_MAX);
  if (AT_LEAST.test(text) || FROM_FIGURE.test(text)) out.add(LIMIT_MIN);
  for (const u of countedUnits(text)) out.add(COUNTED + u);
  for (const q of quantitiesIn(text)) out.add(COUNTED + q);
  if (holdsFigure(text, "time")) out.add(FIGURE_TIME);
  if (holdsFigure(text, "when")) out.add(FIGURE_WHEN);
  if (holdsFigure(text, "span")) out.add(FIGURE_SPAN);
  if (holdsFigure(text, "clock")) out.add(FIGURE_CLOCK);
  if (holdsFigure(text, "moment")) out.add(FIGURE_MOMENT);
  if (holdsFigure(text, "duration")) out.add(FIGURE_DURATION);
  if (holdsMoney(text)) out.add(FIGURE_MONEY);
  // «Компания компенсирует 3 000 рублей (чек передаётся в бухгалтерию через отдел кадров)»: whom an aside in brackets names
  // is a side remark (вставная конструкция, Русская грамматика 1980), not whom the matter belongs to; «кто отвечает
  // за форму и обувь?», the contacts left out, was answered by the shoe allowance (dental d14).
  if (namesSomeone(withoutAsides(text))) out.add(SOMEONE);
  for (const a of agentNouns(withoutAsides(text))) out.add(AGENT + stem(a));
  if (holdsAddress(text)) out.add(ADDRESS);
  if (holdsPlace(text)) out.add(PLACE);
  if (namesPerson(withoutAsides(text))) out.add(NAMED);
  // «выше минус 15 °C» is a bound in degrees as «выше −15 °C» is (temperatures.ts).
  for (const r of rangesIn(temperaturesSaid(text))) out.add(rangeTerm(r));
  // «животное весом до 10 кг»: a bound on weight or size is what «маленькая собака», «крупный пёс» are judged by.
  if (rangesIn(text).some(([, , kind]) => kind === "kg") || SIZE_BOUND.test(text)) out.add(SIZE);
  if (WHOLE_BOUND.test(text)) out.add(WHOLE);
  if (holdsFigure(text, "date")) out.add(FIGURE_DATE);
  if (LEAD_FIRM.test(text) || (LEAD_BEFORE.test(text) && TELLS.test(text))) out.add(AHEAD);
  if (holdsFigure(text, "days")) out.add(FIGURE_DAYS);
  for (const w of served) out.add(servedTerm(w));
  return out;
}

/** A lead time a rule states: «не позднее чем за 14 календарных дней», «за 2 часа до начала смены». */
const AHEAD = "\u0000ahead";
// «за 15 минут до начала смены» alone is when to arrive, not how far ahead to tell anyone (h23e: a sick call's «кого
// предупредить и за сколько?» got the arrival rule): a lead time before an event counts when the sentence tells someone.
const LEAD_FIRM = /(?<![\p{L}])не\s+позднее\s+(?:чем\s+)?за\s+\d/iu;
const LEAD_BEFORE = /(?<![\p{L}])за\s+\d+(?:[,.]\d+)?\s+\p{L}+(?:\s+\p{L}+)?\s+до(?![\p{L}])/iu;
const TELLS = /(?<![\p{L}])(?:сообщ|предупре[дж]|уведом|извещ|извест|заявлен|позвон|звон|напиш|пиш)\p{L}*/iu;

/** The counter of times: «раз», «раза» («три раза», «5 раз»). */
const TIMES = /^раза?$/;

/** An infinitive's ending («почистить», «постирать», «уволиться», «отвезти»). */
const INFINITIVE = /(?:ть|ться|ти|тись)$/;

/** A size said in words («маленькая», «небольшой», «крупный»): met by a bound on weight or size (SIZE_BOUND, «до 10 кг»). */
const SIZE = "\u0000size";
const SIZE_WORD = /^(?:маленьк|небольш|мелк|крупн|больш|огромн|миниатюрн)\p{L}*$/u;
const SIZE_BOUND = /(?<![\p{L}])(?:весом|ростом|высотой|размером|в холке)\s+(?:до|не\s+более|не\s+больше|не\s+выше|от|свыше|более)\s+\d/iu;

/**
 * «возвращают полностью», «refunded in full»: a whole said in words is what a rule states as «100%» («возврат 100%
 * стоимости»), which never says «полностью». The adverbs of totality (Русская грамматика 1980, § 1678: меры и степени).
 */
const WHOLE = "\u0000whole";
const WHOLE_WORD = /^(?:полностью|целиком|fully|entirely|completely)$/u;
const WHOLE_BOUND = /(?<![\d.,])100\s?%/u;

/** What each loose measure (vague-measures.ts) is met by: a moment or a length of time, a date. */
const VAGUE_MET_BY: Record<VagueMeasure, string[]> = { soon: [FIGURE_WHEN, FIGURE_DURATION], phase: [FIGURE_DATE] };

/** A clock time whose minutes are not zero («11:30»), and the term its hour is held as. */
const CLOCK_WITH_MINUTES = /(?<![\d.,])(\d{1,2}):(?!00)(\d{2})(?!\d)/g;
const HOUR = "\u0000hour";
/** The term a clock time asked at and a rule bounding the day by the clock share (clock-bounds.ts). */
const CLOCK_BOUND = "\u0000clockBound";

/** One word of the question with the index terms it may appear as, and how much it says (0…1). */
/** What a word of the context (who asks, the question before) weighs in the share, against the message's own words. */
export const CONTEXT_SHARE = 0.5;

export interface SalientWord {
  word: string;
  terms: string[];
  weight: number;
  /** A figure, a name or an abbreviation: content the answer must carry as written. */
  exact: boolean;
  /** From the previous question of a follow-up, not the message itself. */
  context: boolean;
  /** A word of who asks («я новый библиотекарь, …»): context that is never the thing asked. */
  speaker?: boolean;
  /** Context said in the message itself (who asks, why, with whom, the company paying): no part of what is asked. */
  aside?: true;
  /** No fragment holds this word in any form. */
  unseen: boolean;
  /** The words as the person typed them, where they differ from `word` («300 тысяч» for 300000). */
  shown?: string;
}

export interface Salience {
  words: SalientWord[];
  /** Index of the thing asked about: the most informative word of the message itself that some fragment holds (−1 when none). */
  anchor: number;
  /** When that word is a verb, the most informative noun of the message (index in `words`): what the verb is said of. */
  thing?: number;
  /** The head nouns of `things` (indices in `words`): a verb met is met of one of them. */
  nouns?: number[];
  /** The clock times asked at («в 11:30» → «11:30»): met by a rule bounding the day only where no passage writes them. */
  clockTimes?: string[];
  /** The things the message names (indices in `words`, an adjective with its noun as one): see answerability.ts. */
  things?: number[][];
  /** The message's own verbs said with «не» («терминал не принимает карты»: a failure told; indices in `words`). */
  negated?: number[];
  /**
   * The question named the measure it asks for («как часто», «во сколько начинается»): those words are
   * left out of the weighing, and an answer must state a figure instead.
   */
  wantsFigure?: MeasureKind | null;
  /**
   * The message's clauses that ask a question of their own («Где останавливается автобус, какие
   * остановки?»), each as the indices of its words in `words`: one none of whose words the evidence
   * holds is a part of the question left unanswered. Conditions («…, если того нет дома») are not
   * counted: documents phrase them otherwise too often («если покупатель отсутствует»).
   */
  clauses?: number[][];
  /** «кто отвечает за…» was read as «who»: the evidence must name someone (a person, a role, a service, an address). */
  wantsWho?: boolean;
  /** «где офис находится» asks for a place: the evidence must name one (PLACE, text/places.ts). */
  wantsPlace?: boolean;
  /**
   * «можно ли лазать в кроссовках?»: the action a permission question asks of, with nothing named but its circumstances (see
   * `permitted` in salienceOf), when the documents hold it (index in `words`). An answer must hold it: see answerability.ts.
   */
  action?: number;
  /** «кто главный инженер?»: who holds a post, which a name or a contact answers (post-holder.ts). */
  wantsName?: boolean;
  /** «клиент хочет…»: the one served whose wish the message retells (speech-acts.ts framingParty). */
  served?: string;
  /** The message's figures that are amounts («12 тыщ», «стаж 6 лет»), not a clock time's or a date's parts: they may fall within a bound. */
  amounts?: { n: string; kind: string | null }[];
  /** Verbs of the message itself, of their own meaning, that no document holds and were left out as phrasing. */
  dropped?: number;
  /** A follow-up changing only whom or which: the previous question's thing (indices in `words`), one of which must be held. */
  carried?: number[];
  /** A follow-up naming only support verbs («а что взять с собой?»), its thing the previous question's: each verb must be held. */
  leaned?: number[];
  /** Short words of the message itself that no document holds and that are no verb, month or figure («фонд»). */
  unknown?: number;
  /**
   * «если дырка на ткани»: one of those a dictionary declines as a noun («дырка»; not «длится», misread as no verb) stands
   * outside the message's prepositional phrases, naming its thing, and every word the documents hold stands inside one, a
   * circumstance (где, на чём): what is left to meet says where, not what (lead's walk 47).
   */
  unknownThing?: true;
  /**
   * «а парковка у офиса на Кронштадтской есть?»: an existential question's subject, the words outside its prepositional
   * phrases (indices in `words`). Whether the thing exists is asked: the answer must name it, not only its place.
   */
  subject?: number[];
  /** «какие требования к паролю?»: the question asks what the rules on its thing say (a shell noun left out, see isShellNoun). */
  asksRules?: boolean;
  /** «какая скидка сотрудникам?», «какая у сотрудников скидка?»: the party the message asks a rule for (rule-addressee.ts). */
  parties?: string[];
  /**
   * «сколько ккал в попкорне 150 г»: what «сколько» counts is a word no document holds, so no figure the passages give (the
   * portion's «150 г», a price) is a count of it; they may be related, never the answer.
   */
  uncounted?: boolean;
  /**
   * «путёвка на зимнюю смену»: an adjective of the message no document holds, said right before a noun they do hold (indices in
   * `words`: the adjective, the noun). It says which of that thing is asked; see `qualified` in answerability.ts.
   */
  qualifiers?: [number, number][];
  /**
   * «ноутбук украли в метро»: the message's words in a prepositional phrase right after a verb (indexes in `words`) say where,
   * when or how the thing happened (an adverbial), not which thing is asked: a rule need not name them (one-section.ts).
   */
  adverbial?: number[];
  /**
   * The noun asked of (index in `words`: the anchor, or the noun an adjective anchor qualifies), when the message names it
   * outside its prepositional phrases («сколько стоит доставка», not «сколько платят за доставку»): the answer must speak
   * of it so too (answering/head-held.ts).
   */
  spokenOf?: number;
  /**
   * The noun `spokenOf` depends on as its genitive, right before it in the message («обжиг глазури»: обжиг; index in `words`).
   * A relative adjective made from the thing, with that noun, says the same («глазурный обжиг»; see relative-adjectives.ts).
   */
  governor?: number;
}

let PAIN: Set<number> | null = null;
/** A word of the thesaurus's group of pain («боль», «болит», «pain»). */
const isPain = (word: string) => (PAIN ??= new Set(conceptsOfWord("боль"))).size > 0 && conceptsOfWord(word).some((g) => PAIN!.has(g));

/** «есть ли X», «у нас есть X?», «…X есть?», «is there X»: whether something exists is asked. */
const EXISTS = /(?<![\p{L}])есть\s*\?\s*$/iu;
/** The prepositions of a place where (with the prepositional case): «в метро», «на кухне», «при выезде». */
const LOCATIVE = /^(?:в|во|на|при)$/;
/** A word after a preposition (one adjective between them allowed) is a circumstance of the thing, not the thing. */
const PREPOSITIONS = "у|на|в|во|для|при|около|возле|рядом\\s+с|с|со|от|до|из|к|ко|по|за|над|под|перед|о|об|про|через|после|без|между|среди|кроме|вместо|at|in|on|for|near|by|of|with|from|after|before|during|without";
/** The prepositions that stand before a word in the question (one adjective between them allowed). */
const prepositionsBefore = (question: string, word: string): string[] =>
  [...question.matchAll(new RegExp(`(?<![\\p{L}])(${PREPOSITIONS})\\s+(?:\\p{L}+\\s+)?${word}(?![\\p{L}])`, "giu"))].map((m) => m[1]!.toLowerCase());
const inPhrase = (question: string, word: string) => prepositionsBefore(question, word).length > 0;

/**
 * The prepositions of a topic: «о», «об», «обо», «про» with a verb of speech, thought or agreement («договориться о замене
 * смены», «узнать про отпуск») or a noun of such content («акт о происшествии») govern what the act is about, an object
 * (предложное дополнение, Русская грамматика 1980, § 1646: «о» — объект речи и мысли), not where, when or why it happens.
 */
const TOPIC_PREPOSITIONS = /^(?:о|об|обо|про)$/u;
/** A word after a preposition other than a topic's («о замене» names what is asked of; «на приёме» says where). */
const inCircumstancePhrase = (question: string, word: string) => prepositionsBefore(question, word).some((p) => !TOPIC_PREPOSITIONS.test(p));

/** «не» said right before a word («терминал не принимает карты»). */
const negatedIn = (text: string, word: string) => new RegExp(`(?<![\\p{L}])не\\s+${word}(?![\\p{L}])`, "iu").test(text);

/**
 * The speaker's introduction before the question (SELF_INTRODUCTION), carried to the end of its sentence when that
 * sentence goes on about them: «Добрый день! Я новый декларант, вышла сегодня. Во сколько…» (walk 16a read «новый» as asked).
 */
function introductionOf(text: string): string | undefined {
  const first = SELF_INTRODUCTION.exec(text)?.[0];
  if (!first || opensQuestion(text.slice(first.length))) return first;
  const end = /[.!](?=\s)\s*/u.exec(text.slice(first.length));
  const whole = end ? text.slice(0, first.length + end.index + end[0].length) : null;
  return whole && !whole.includes("?") && opensQuestion(text.slice(whole.length)) ? whole : first;
}

/**
 * Who asks, when the message opens by saying so: the introduction, its first word of substance, and its words when it is one.
 * «я хочу взять учебный отпуск, сколько…» says what is asked about, not who asks: a verb after «я» (a first person «-у/-ю», a
 * past «-л/-ла/-ли») is no introduction.
 */
function whoAsks(text: string): { intro?: string; first?: string; introduced: Set<string> | null } {
  const intro = introductionOf(text.trim());
  const first = intro ? words(intro).find((w) => !/^(?:привет\p{L}*|здравствуйте|добрый|день|hi|hello|я|мы|i|im|am|we|were|re)$/u.test(w)) : undefined;
  const introduced = intro && first && !/(?:у|ю|л|ла|ли|ло)$/.test(first) && opensQuestion(text.trim().slice(intro.length)) ? new Set(words(intro)) : null;
  return { intro, first, introduced };
}

/** Clause bounds inside a question: commas, dashes, semicolons, colons, and a new sentence. */
const CLAUSE_BREAK = /[,;:?!.—–(]|\s-\s/;

/**
 * Short stem → the thesaurus words that stem to it, by group. Snowball cuts some words to three letters
 * or fewer («купить» → «куп», «стоить» → «сто»), and an unrelated word meets the same stem («купе»,
 * «сто»): a railway compartment then answered a question about purchases.
 */
let shortStems: Map<string, { group: number; word: string }[]> | null = null;
function shortStemWords(): Map<string, { group: number; word: string }[]> {
  if (shortStems) return shortStems;
  const m = new Map<string, { group: number; word: string }[]>();
  CONCEPT_GROUPS.forEach((group, id) => {
    for (const w of group) for (const t of words(w)) {
      const s = stem(t);
      if (s.length <= 3) m.set(s, [...(m.get(s) ?? []), { group: id, word: t }]);
    }
  });
  return (shortStems = m);
}

/**
 * The thesaurus groups of a word. A stem of three letters or fewer joins a group only when the word
 * itself is a form of that group's word: it begins as the word does one letter past the stem
 * («купил», «купить» — «купи…»; not «купе»), or is the word.
 */
export function conceptsOfWord(word: string): number[] {
  // An English word is looked up as itself (its singular): Snowball's English stems join unrelated words.
  if (/^[a-z]+$/.test(word)) {
    const own = conceptsOfEnglish(word);
    if (own.length) return own;
  }
  const s = stem(word);
  const groups = conceptsOf(s);
  // «wi-fi» is the thesaurus's «wifi»; «вайфая» is cut to «вайф» past the «вайфа» of «вайфай» (Snowball
  // takes a loanword's «-ая» for an adjective's ending): the stem and one more letter of the word meets it.
  if (groups.length === 0 && word.includes("-")) return conceptsOf(stem(word.replaceAll("-", "")));
  if (groups.length === 0 && word.length > s.length + 1 && /^[а-я]/.test(word)) {
    const longer = conceptsOf(word.slice(0, s.length + 1));
    if (longer.length) return longer;
  }
  if (s.length > 3 || groups.length === 0) return groups;
  const entries = shortStemWords().get(s) ?? [];
  // «ночи» is a form of «ночь»: a soft sign past the stem is no letter a form must keep (h20a: «первые ночи» met no group).
  return groups.filter((g) => entries.some((e) => e.group === g && (word === e.word || word.startsWith(e.word.slice(0, s.length + 1))
    || (e.word.endsWith("ь") && e.word.length === s.length + 1 && word.startsWith(s)))));
}

/**
 * A group an English word of a question meets a Russian text's word through: the text's word is one of the case forms of the
 * group's word (noun-forms.ts) past a three-letter stem, which conceptsOfWord leaves out. «kids» is «дети», and «детям»,
 * «детей» reached none of its group: «Is there a staff discount on group classes for my kids?» was hedged over «сотрудникам
 * сети и их детям — 50%» (tune48a e03). Only an English word meets a text so: for a Russian question «детям» already meets
 * «детей» by its stem, and the forms widened its words' groups (tried: «мамы» as parents, lost answers of Russian questions).
 * Not past a stem of two letters, whose forms are other words as often («еду» is «еда» and «I go»).
 */
export const CASE_FORM = "\u0002#";

function caseFormGroups(word: string): number[] {
  const s = stem(word);
  if (s.length !== 3 || !/^[а-я]+$/.test(word)) return [];
  const own = conceptsOfWord(word);
  return [...new Set((shortStemWords().get(s) ?? []).filter((e) => !own.includes(e.group) && declinedFrom(e.word, word)).map((e) => e.group))];
}

/** The forms a word may take in a fragment: Snowball stem, five-letter truncation, thesaurus groups; a number word also as digits. */
export function termsOf(word: string): string[] {
  if (/^\d+$/.test(word)) return [word];
  const s = stem(word);
  const out = [s, ...overstemmed(word)];
  const vowelless = fleetingStem(word);
  if (vowelless && vowelless !== s) out.push(vowelless);
  // «Громов» is met by «Громову» (tokens.ts obliqueStem).
  const oblique = obliqueStem(word);
  if (oblique) out.push(oblique);
  if (s.length >= 5 && /^[а-я]/.test(s)) out.push("~" + s.slice(0, 5));
  // «дресс-код» is also written «дресскод», as a text's hyphenated compound is held joined too (evidenceTerms).
  if (/\p{L}-\p{L}/u.test(word)) out.push(stem(word.replaceAll("-", "")));
  // «справку бумажную…?» is met by «…на бумаге не нужна»: an adjective's noun, its root's consonant alternated (tokens.ts).
  for (const root of adjectiveRoot(word)) if (!out.includes(root)) out.push(root);
  for (const g of conceptsOfWord(word)) out.push("#" + g);
  // «kids» is held by «детям», a case form of its group's «дети» (CASE_FORM).
  if (/^[a-z]+$/.test(word)) for (const g of conceptsOfWord(word)) out.push(CASE_FORM + g);
  // «скок процентов…» counts what «3%» writes as a sign: the word holds the sign's term (tokens.ts PERCENT), as a text does.
  if (isPercentWord(word)) out.push(PERCENT);
  // «Friday» is met by «в пятницу»: an English weekday name by its Russian day's forms (weekdays.ts).
  const day = russianWeekdayOf(word);
  if (day) out.push(...termsOf(day));
  const n = numeralOf(word);
  if (n) out.push(n);
  // «а девятого что у меня?» is met by «09.12 ср — день…» (day-of-month.ts).
  const dayOfMonth = dayOfMonthAsked(word);
  if (dayOfMonth) out.push(dayOfMonth);
  // «Где можно курить?» is answered by «Курение разрешено…»: the verb is held by its action noun too.
  const noun = actionNounOf(word);
  if (noun && stem(noun) !== s) out.push(stem(noun));
  // «порезалась» is also held by «порезе», «укололась» by «уколе».
  const bare = zeroNounOf(word);
  if (bare && !out.includes(stem(bare))) out.push(stem(bare));
  // «нянечки» is held as «няня»: a diminutive by its plain noun's stem.
  const plain = diminutiveStem(word);
  if (plain && !out.includes(plain)) out.push(plain);
  // «а летом?» is met by «с 1 июня по 31 августа»: a season by its months (seasons.ts).
  for (const t of seasonMonthStems(word)) if (!out.includes(t)) out.push(t);
  // «ребенку» is held by «детям»: a noun whose plural is another root (suppletive.ts).
  for (const t of suppletiveStems(word)) if (!out.includes(t)) out.push(t);
  // «приходить» is met by «Приезжать на объект…»: one arrival, on foot or by transport (arrival.ts).
  for (const t of arrivalStems(word)) if (!out.includes(t)) out.push(t);
  // «сколько стоит сушка?» is met by «Сушильная машина»: words derived from one verb (derivation.ts).
  for (const t of derivedTerms(word)) if (!out.includes(t)) out.push(t);
  // «где стирать робу?» is met by «Стирка спецодежды…»: a question's verb by the noun in «-к(а)» derived from it.
  for (const t of verbOwnTerms(word)) if (!out.includes(t)) out.push(t);
  // «удалил» is met by «Удалённый файл…»: a verb by its past passive participle (derivation.ts participleTerms).
  for (const t of doneTerms(word)) if (!out.includes(t)) out.push(t);
  // «испортил» is «испорчена» in a rule (a root's consonant alternated, derivation.ts).
  const alternated = alternatedStem(word, s);
  if (alternated && !out.includes(alternated)) out.push(alternated);
  // «оплачивают» is asked as «оплатить» too, and joins its group (derivation.ts perfectiveOf); «paid» as «pay».
  // «вернём» is asked as «вернуть» (derivation.ts nuInfinitive).
  const perfective = perfectiveOf(word, s) ?? nuInfinitive(word) ?? irregularBase(word);
  if (perfective) for (const t of [stem(perfective), ...conceptsOfWord(perfective).map((g) => "#" + g)]) if (!out.includes(t)) out.push(t);
  const base = delimitativeBase(word);
  // «пообедать» is «обедать», and its bare noun «обед» (zeroNounOf) as the word's own would be.
  const baseNoun = base ? zeroNounOf(base) : null;
  for (const form of [...relatedForms(word), ...(base ? [base] : []), ...(baseNoun ? [baseNoun] : [])]) {
    for (const t of [stem(form), ...conceptsOfWord(form).map((g) => "#" + g)]) if (!out.includes(t)) out.push(t);
  }
  return out;
}

const ASKS_STEPS_G = new RegExp(ASKS_STEPS.source, "giu");
const ABSENCE_G = new RegExp(ABSENCE_FROM_WORK.source, "giu");

function wordsOf(text: string, context: boolean): Omit<SalientWord, "weight" | "unseen">[] {
  // «после шести вечера» is «после 18:00» as documents write it; «добрый день» greets, it asks about no day.
  const typed = new Map<string, string>();
  // «с чего начать»: a phase verb names no matter (phase-verbs.ts).
  // «…, что делать?», «what should I do?»: asking how to act names the answer's kind (a procedure), not a word it must hold
  // (walk 18c: «приболел, завтра не приду — что делать?» was hedged for want of «делать»).
  // «можно ли есть попкорн?»: «есть» of eating is a word of its own, not the existential one (eating.ts).
  // «time off», «key card»: an English compound typed open is the one word the thesaurus lists (english-compounds.ts).
  // «мне не выплатили за прошлую неделю, кому писать»: a week named from today's (weeks.ts) says when, as «завтра» does, not
  // what about (lead36 was told the documents say nothing of «прошлую»).
  text = weekNamed(text)?.rest ?? text;
  text = withoutPhaseInfinitives(eatingSaid(plainFigures(withoutGreetings(spokenClockTimes(withEnglishCompoundsClosed(text, typed))), typed).replace(ASKS_STEPS_G, " ")));
  const abbreviations = new Set((text.match(/(?<![\p{L}])\p{Lu}{2,6}(?![\p{L}])/gu) ?? []).map((a) => a.toLowerCase()));
  // A capitalised word after the first one, or a Latin word among Cyrillic ones: a name.
  // «Янтарь-Сити» is one name, its parts joined by a hyphen as words() keeps them.
  const names = new Set((text.match(/(?<=[\p{L}\p{N},:;«"]\s+)\p{Lu}\p{Ll}+(?:-\p{L}+)*/gu) ?? []).map((a) => a.toLowerCase().replaceAll("ё", "е")));
  const cyrillic = /[а-я]/i.test(text);
  // The hours of the question's own clock times («в 11:30») are matched as a clock's hour too.
  const hours = new Set([...text.matchAll(/(?<![\d.,])(\d{1,2}):\d{2}(?!\d)/g)].map((m) => String(Number(m[1]))));
  // «в 23:30», «в 11?»: a clock time asked at is met by a rule bounding the day by the clock (clock-bounds.ts).
  const clocked = clockTimeWords(text);
  const seen = new Set<string>();
  const all = words(text);
  // «300 тысяч» is the figure 300 000 (documents write «300 000»); «завтра» says when, not what about.
  const figurePart = (w: string, i: number) => i > 0 && /^\d/.test(all[i - 1]) && isMultiplier(w) || (TIMES.test(w) && counted(i - 1));
  // «опоздал три раза за месяц»: «три раза» is a count of times (the counter «раз», Русская грамматика 1980, § 1253), met
  // by «Три и более опоздания»; the numeral is what is asked, not a function word, and «раза» is its counter, not a thing.
  const counted = (i: number) => i >= 0 && (/^\d+$/.test(all[i]) || numeralOf(all[i]) !== null) && TIMES.test(all[i + 1] ?? "");
  // «к которому часу»: «который», a relative and interrogative pronoun, is a word of the sentence's form as «какой» is. So
  // are the forms of «какой» Snowball's stopword list lacks («какого», «какому», «какими», «какою»): «с какого возраста можно
  // лазать без инструктора» was hedged «Про «какого» ничего не сказано» (lead's walk 53). Only here: a skill's text that says
  // «до какого числа» is met by that phrase (lawfirm's deadlines skill).
  const interrogative = (w: string) => /^(?:котор(?:ый|ая|ое|ые|ого|ой|ому|ым|ом|ую|ых|ыми)|как(?:ого|ому|ими|ою))$/.test(w);
  // «одного разговора»: «один» counting its noun is a quantifier, no thing asked (quantifier-one.ts).
  return all.filter((w, i) => (!isStopword(w) || counted(i)) && !isQuantifierOne(w, all[i + 1]) && !interrogative(w) && !/^0+$/.test(w) && !figurePart(w, i) && !isDeicticTime(w) && !isCourtesyIn(w, all) && !isModal(w) && !isIndefiniteNumeral(w) && !isDelexical(w)).flatMap((w) => {
    if (seen.has(w)) return [];
    seen.add(w);
    const exact = /^\d/.test(w) || abbreviations.has(w) || names.has(w) || (cyrillic && /^[a-z]{3,}$/.test(w));
    // «Янтарь-Сити» is not «Янтарь-Мега»: five letters of a hyphenated name are its first part only, which its siblings share
    // (walk 28a: the parking rule of «Янтарь-Мега» was stated for «Янтарь-Сити»). A compound of common nouns keeps them
    // («водителей-экспедиторов» meets «водители-экспедиторы»).
    const terms = exact && w.includes("-") ? termsOf(w).filter((t) => !t.startsWith("~")) : termsOf(w);
    const timed = clocked.has(w) ? [...terms, CLOCK_BOUND] : terms;
    return [{ word: w, terms: hours.has(w) ? [...timed, HOUR + Number(w)] : timed, exact, context, ...(typed.has(w) ? { shown: typed.get(w) } : {}) }];
  });
}

/**
 * «стоп, вопрос по работе: до какого числа подают заявление?», «quick one: how many vacation days…?»: a lead that only
 * announces the question (speech-acts.ts QUESTION_LEAD) is dropped, when what follows the colon or dash opens as one
 * (walk 19b: «вопрос», «работе», «quick» were named as missing). «Отпуск: сколько дней?» keeps its topic.
 */
function withoutLead(question: string): string {
  const m = /^([^:?—–]{1,60})(?::|\s[—–])\s*(.+)$/su.exec(question.trim());
  if (!m || !opensQuestion(m[2])) return question;
  const lead = words(m[1]);
  return lead.length && lead.every((w) => QUESTION_LEAD.has(w) || isStopword(w)) ? m[2] : question;
}

/**
 * The question's salient content, weighted by how rare each word is among the fragments that speak to
 * the question (see LexicalIndex.salience). A word no fragment holds in any form is kept only when it
 * names a topic (a long stem, a figure, a name, an abbreviation): short unseen words and verbs are phrasing
 * («длится», «подавать»), not subject. In a follow-up the previous question lends its words at half weight.
 */
export function salienceOf(question: string, previous: string | undefined, lexical: LexicalIndex, unseenWeight = 0.5): Salience | null {
  // «во скока», «када»: function words typed as spoken are read as written.
  // «на полтора часа» is 90 minutes, which «больше чем на 60 минут» holds (half-durations.ts).
  // «за день до заезда» is a lead time of 1 day, which «менее чем за 3 дня» holds (single-units.ts).
  // «клиент спрашивает, что делать…» asks what follows the verb of asking (speech-acts.ts withoutAskingFrame).
  // «девушка спрашивает, можно ли…»: the one served is read before the verb of asking is taken out (speech-acts.ts).
  const served = framingParty(question);
  question = withoutAskingFrame(withoutLead(singleUnitsWritten(halfDurationsWritten(temperaturesSaid(writtenOut(question))))));
  previous = previous === undefined ? undefined : singleUnitsWritten(halfDurationsWritten(temperaturesSaid(writtenOut(previous))));
  // «Как часто», «как быстро», «за сколько заранее»: the adverb names the measure asked for; the answer holds a figure instead.
  const charge = chargeWords(question);
  const clockTimes = clockTimesAsked(spokenClockTimes(previous === undefined ? question : `${question} ${previous}`));
  // «за сколько предупредить об увольнении?»: giving notice is met by the lead time a rule gives (measure-questions.ts).
  const notice = noticeWords(question);
  const measure = new Set([...measureWords(question), ...figureNouns(question), ...placeWords(question), ...charge]);
  // «на каком расстоянии», «сколько стоит»: the word is met by the figure the answer gives («15 м», «500 рублей»), or by itself.
  const metByFigure = figureMeasures(question);
  const asksMeasure = asksForMeasure(question);
  // «деньги за отпуск» are «отпускные» (thesaurus-phrases.ts DEFINED).
  const preposed = new Map([...prepositionNouns(question), ...demandVerbs(question), ...wearingVerbs(question), ...definedMoney(question), ...goingHome(question)]);
  const demanded = demandedMoney(question);
  // «я новенькая медсестра в химках, сколько…»: who asks is context (half weight, never the thing asked about).
  const { intro, first, introduced } = whoAsks(question);
  const rest = introduced ? new Set(words(question.trim().slice(intro!.length))) : null;
  // …and so is who asked the previous question: «а обед когда» after «я новенькая, переводчик английского. во сколько…».
  const introducedBefore = previous === undefined ? null : whoAsks(previous).introduced;
  // «я простыл, можно работать из дома?»: what happened to the speaker («-л/-ла/-ли») told before a question is the
  // situation. A word of it that no document holds is no subject the answer must meet, when the question has one of its own.
  const asked = intro ? question.trim().slice(intro.length) : "";
  const told = intro && first && /(?:л|ла|ли|ло)$/.test(first) && (opensQuestion(asked) || /\?\s*$/.test(asked)) ? new Set(words(intro)) : null;
  const after = told ? new Set(words(asked)) : null;
  const then = /^([^?]*\?)\s*([^?]*[\p{L}][^?]*)$/u.exec(question.trim());
  const reason = new Set(then && words(then[1]).some((w) => !isStopword(w)) && !opensQuestion(then[2]) ? words(then[2]) : []);
  const asking = new Set(then ? words(then[1]) : []);
  const clause = /,\s*(?:пока|покуда|until|till)\s+([^,.;?!]+)/iu.exec(question);
  const meanwhile = new Set(clause ? words(clause[1]!) : []);
  const beforeClause = new Set(clause ? words(question.slice(0, clause.index)) : []);
  const payer = companyPayer(question);
  const partners = new Set([...question.matchAll(/(?<![\p{L}])(?:с|со|with)\s+(\p{Lu}\p{Ll}+)(?![\p{L}])/gu)].map((m) => m[1]!.toLowerCase().replaceAll("ё", "е")));
  const typed = words(question);
  const dated = daysAsked(question);
  // A rate's period qualifies a thing counted («сколько страниц в день»); alone («сколько мне есть-то в день?» in the nutrition
  // skill) it is no subject, and read as one it met the per-diem rule «…1 000 рублей в день» as an answer.
  // Only a measure asked makes it a rate: «ограбили прямо в смену» says when (h25e's refusal went to IT, not security).
  const questionWords = wordsOf(question, false);
  const rates = asksMeasure ? ratePeriodsAsked(question) : new Map<string, string>();
  const perPeriods = questionWords.some((w) => !rates.has(w.word)) ? rates : new Map<string, string>();
  const own = questionWords.filter((w) => !measure.has(w.word))
    .map((w) => (introduced?.has(w.word) && !rest!.has(w.word) ? { ...w, context: true, speaker: true } : w))
    // «можно получить аванс раньше 25-го? деньги срочно нужны»: a statement after the question is why it is asked, as an
    // introduction is who asks; its words are context, and «деньги» met by the pay-day rule made the dates an answer (walk 26a R56).
    .map((w) => (reason.has(w.word) && !asking.has(w.word) ? { ...w, context: true } : w))
    // «поменяться сменой с Ильёй», «договорилась со Светой»: the one someone does a thing with (the comitative «с» +
    // a name) is who takes part, not what a rule must name (walk 23b: «махнуться сменой с Ильёй» was hedged for «ильей»).
    .map((w) => (partners.has(w.word) ? { ...w, context: true } : w))
    // «сколько он пролежит, пока хозяин не объявится?»: a clause of time after the question («, пока…», «, until…») says how
    // long the asked-of period lasts, not what a rule must name (walk 23b: refused for «хозяин», «объявится»).
    .map((w) => (meanwhile.has(w.word) && !beforeClause.has(w.word) ? { ...w, context: true } : w))
    // «сколько компания платит за курсы английского?»: the company paying is the one every document is of; what it pays for
    // is asked (lead's walk 33 led with the taxi rule «Компания возмещает расходы на такси…» for «компания»).
    .map((w) => (w.word === payer ? { ...w, context: true } : w))
    // «удалил файл случайно»: how the trouble came about is context of what is asked (text/stopwords.ts saysUnintended).
    .map((w) => (saysUnintended(w.word) ? { ...w, context: true } : w))
    // A unit counted («сколько дней») is met by a count of it, not by the unit's other forms («дни отпуска компенсируются»).
    .map((w) => {
      const kind = metByFigure.get(w.word);
      if (!kind) return w;
      const bare = kind.startsWith("unit:") ? fleetingStem(w.word) : null;
      return { ...w, terms: [...w.terms.filter((t) => t !== bare), figureTerm(kind)] };
    })
    // «сколько часов в год максимум?» is met by «не более 120 часов в год»; «какую максимум машину…» asks no measure.
    // «минимальная сумма для рассрочки»: the adjective itself asks for the bound of its noun, with or without «какая».
    .map((w) => ((asksMeasure || isBoundAdjective(w.word)) && (MAX_WORD.test(w.word) || MIN_WORD.test(w.word)) ? { ...w, terms: [...w.terms, MAX_WORD.test(w.word) ? LIMIT_MAX : LIMIT_MIN] } : w))
    .map((w) => (asksAddress(w.word) ? { ...w, terms: [...w.terms, ADDRESS] } : w))
    // «что у меня 9 декабря?», «а 5-го?» are met by «09.12 ср — день…»: the day of the month (day-of-month.ts).
    .map((w) => (dated.has(w.word) ? { ...w, terms: [...w.terms, dated.get(w.word)!] } : w))
    // «office hours», «working hours» (english-compounds.ts) are met by the hours themselves, «с 9:00 до 18:00»; not any
    // «график»: read so, the shifts' hours answered when the shift schedule is posted (fitness's leave-one-out).
    .map((w) => (HOURS_COMPOUND.test(w.word) ? { ...w, terms: [...w.terms, CLOCK_SPAN] } : w))
    // «сколько страниц в день»: a rate asked per day is met by a rate per day, not by days counted («в течение 7 дней»).
    .map((w) => (perPeriods.has(w.word) ? { ...w, terms: [PER_PERIOD + perPeriods.get(w.word)!] } : w))
    // «а с собакой маленькой пустим?»: the rule states the size it allows as a figure («весом до 10 кг»), not as a word.
    .map((w) => (SIZE_WORD.test(w.word) ? { ...w, terms: [...w.terms, SIZE] } : w))
    .map((w) => (WHOLE_WORD.test(w.word) ? { ...w, terms: [...w.terms, WHOLE] } : w))
    // «вскоре после курсов», «в середине апреля»: a rule states the loose time as a figure («в течение 6 месяцев после», «с 10
    // по 20 апреля»), which never says the loose word (vague-measures.ts).
    .map((w) => { const m = vagueMeasureOf(w.word, typed[typed.indexOf(w.word) + 1]); return m ? { ...w, terms: [...w.terms, ...VAGUE_MET_BY[m]] } : w; })
    // «кого предупредить заранее?»: «заранее» (beforehand) is said by a rule as the lead time itself («не позднее чем за 4
    // часа до начала смены»), a moment before another (FIGURE_WHEN), which never says «заранее».
    .map((w) => (IN_ADVANCE.test(w.word) ? { ...w, terms: [...w.terms, FIGURE_WHEN] } : w))
    // English «in advance» is «заранее» (OALD: in advance — before the time that is expected; ORD: заранее): its noun is no
    // prepayment («аванс»), and a rule states the lead time instead («не позднее чем за две недели»).
    .map((w) => (w.word === "advance" && IN_ADVANCE_EN.test(question) ? { ...w, terms: [FIGURE_WHEN] } : w))
    // «а если я хочу не деньгами, а отгулом?»: money is met by a sum or a pay rule («в двойном размере»), which never says «деньги».
    .map((w) => (namesMoney(w.word) ? { ...w, terms: [...w.terms, FIGURE_MONEY] } : w))
    // «доплачивают ли за ведение клуба?»: the pay table states the sum («2 000 руб. в месяц»), never the verb (lead's walk 48).
    .map((w) => (PAYING_VERB.test(w.word) && looksLikeVerb(w.word) ? { ...w, terms: [...w.terms, FIGURE_MONEY] } : w))
    // «а ноут можно купить за счёт компании?»: «за счёт кого» is a preposition, what a rule says as «компенсируется»
    // (thesaurus-phrases.ts); the account («счёт или акт») is not asked about.
    .map((w) => (preposed.has(w.word) ? { ...w, terms: termsOf(preposed.get(w.word)!) } : w))
    // «гость требует деньги за…»: the money demanded is compensation too, which a rule says as «компенсация до 1 000 рублей».
    .map((w) => (demanded.has(w.word) ? { ...w, terms: [...w.terms, ...termsOf(demanded.get(w.word)!)] } : w));
  // «а если сумма больше 300 тысяч?» after «…на 100 тысяч?»: a follow-up that names a figure replaces the previous one's.
  const ownFigure = own.some((w) => /^\d/.test(w.word));
  for (const w of own) if (w.context) w.aside = true;
  // «а до скольки?» after «с какого времени у нас рабочий день?»: a follow-up asking a measure of its own replaces the
  // previous one's measure words («времени»), as a figure of its own replaces the previous figure; they are no subject it
  // lends (lead's walk 35 was refused for «времени»). A follow-up asking none keeps them: «А у руководителя отдела?» after
  // «Какой лимит одной закупки у тимлида?» still asks the limit (dev f01), «а за высшую?» the extra pay (school q27).
  const measuredBefore = new Set(previous && measureKind(question) !== null ? measureWords(previous) : []);
  // «а за высшую?» after «…за первую категорию?»: the follow-up's word stands in the place of «первую» (replaced-slot.ts).
  const replaced = previous ? replacedInSlot(question, previous) : new Set<string>();
  const prev = previous ? wordsOf(previous, true).filter((p) => !own.some((o) => o.terms[0] === p.terms[0]) && !(ownFigure && /^\d/.test(p.word)) && !measuredBefore.has(p.word) && !replaced.has(p.word)) : [];
  let all = [...own, ...prev.map((p) => (introducedBefore?.has(p.word) ? { ...p, speaker: true } : p))];
  // «как стать водителем»: after «как», «можно», «нужно» a word in «-ть», «-ться», «-ти» is an infinitive, whatever
  // its length (a noun in «-ть» — «часть», «мать» — does not follow them).
  const infinitives = new Set(words(question).filter((w, i, ws) => i > 0 && /^(?:как|можно|нужно|надо|where|how)$/.test(ws[i - 1]) && /(?:ть|ться|ти|тись|чь)$/.test(w)));
  const outsideWords = new Set(words(outsidePrepositionalPhrases(question, false)));
  // «можно ли курить в учебной машине?»: whether the action may be done is what a permission question asks. A verb of it no
  // document says is not phrasing to drop: the rules on the car say nothing of smoking in it (walk 40 answered with them).
  // It stays an unheld word of the question, weighed as an unseen word is.
  // Only where the action is all that is asked: no figure wanted («с какой скоростью можно ездить»), no thing named
  // outside the circumstances («можно забрать списанное домой» asks of the written-off goods), no verb of motion, which
  // says where one goes («можно сводить детей в парк» is the rules' «прогулки»; motion-verbs.ts).
  // A verb of motion whose phrases all name what one has on («можно ли лазать в кроссовках?»: «в» with a garment is a state,
  // Русская грамматика 1980 § 1666; wearing.ts isWorn) goes nowhere: its action is what is asked, as any other's.
  const inPhrases = words(question).filter((w) => !outsideWords.has(w) && !isStopword(w));
  const goesNowhere = inPhrases.length > 0 && inPhrases.every(isWorn);
  // Between the permission and its action may stand «ли» and the party it is asked for, in the dative: «можно мне уйти», «можно
  // сотрудникам курить на перерыве у входа?» (walk 56 answered the latter with the break rules, «курить» dropped as phrasing).
  const party = (w: string | undefined) => !!w && (/^(?:ли|мне|нам|вам|тебе|ему|ей|им)$/.test(w) || (/(?:ам|ям)$/.test(w) && isNoun(w)));
  const actionAlone = (verb: string) => !asksForMeasure(question) && (!isMotionVerb(verb) || goesNowhere) && [...outsideWords]
    .every((w) => w === verb || isStopword(w) || isModal(w) || PERMISSION.test(w) || isCourtesy(w) || party(w));
  // «Сколько стоит путёвка на зимнюю смену?» over documents pricing only the summer season: an adjective said right before a
  // noun the documents hold says which of that thing is asked (зимняя смена, not any), however short its stem («зимн»). No
  // document holding it, it is an unheld word of the question, weighed as an unseen word is, not phrasing to drop (tune47b
  // u01 was answered with the summer price «Путёвка на смену 21 день — 68 000 ₽»).
  // A bound («максимальная длина») asks the limit of the thing, not a kind of it (measure-questions.ts isBoundAdjective; tune47b
  // d15 «Какая максимальная длина однодневного похода…» is answered by «Длина маршрута — до 6 км…»).
  // Only a relative adjective names a kind (зимняя смена, ночная смена: made from a noun, no short form); a qualitative one says
  // what the thing is like, with a short form the dictionary holds («нова», «стара»): «мне нужна новая футболка форменная» asks
  // for the uniform T-shirt, and the uniform rules answer it (tests/road/lead50).
  const qualifying = new Set(words(question).filter((w, i, ws) => isAdjective(w) && !hasShortForm(w) && !isStopword(w) && !isBoundAdjective(w) && !MAX_WORD.test(w) && !MIN_WORD.test(w) && !!ws[i + 1] && isNoun(ws[i + 1]!) && !isAdjective(ws[i + 1]!)
    && !!lexical.salience([[stem(ws[i + 1]!)]])?.[0]?.seen));
  const permitted = new Set(words(question).filter((w, i, ws) => /(?:ть|ться|ти|тись|чь)$/.test(w) && !isSupportVerb(w)
    && (PERMISSION.test(ws[i - 1] ?? "") || (party(ws[i - 1]) && (PERMISSION.test(ws[i - 2] ?? "") || (party(ws[i - 2]) && PERMISSION.test(ws[i - 3] ?? ""))))) && actionAlone(w)));
  // «когда выплачивают комиссию?» is met by «Бухгалтерия выплачивает КВ…» where a document defines «Комиссионное
  // вознаграждение (КВ)» (text/defined-abbreviations.ts). A stand-in index (a chat's attachments' words) may define none.
  all = all.map((w) => { const abbr = w.exact ? [] : (lexical.abbreviationsFor?.(w.terms) ?? []).filter((t) => !w.terms.includes(t)); return abbr.length ? { ...w, terms: [...w.terms, ...abbr] } : w; });
  // «тест бови дика»: two words the documents write as one hyphenated name («Бови-Дика») are that name, typed with a space.
  const hyphened = new Map<string, string>();
  words(question).forEach((a, k, ws) => {
    const b = ws[k + 1];
    if (!b || !/^\p{L}+$/u.test(a) || !/^\p{L}+$/u.test(b)) return;
    const joined = stem(`${a}-${b}`);
    if (lexical.salience([[joined]])?.[0]?.seen) for (const w of [a, b]) hyphened.set(w, joined);
  });
  if (hyphened.size) all = all.map((w) => (hyphened.has(w.word) ? { ...w, terms: [...w.terms, hyphened.get(w.word)!] } : w));
  let weights = lexical.salience(all.map((w) => w.terms));
  if (!weights) return null;
  // «меня собака укусила» over rules that say «если вас укусило животное»: a kind no document names is met by the word
  // its kind goes by (hypernyms.ts), one way and only then: where the documents name dogs, «собака» is theirs.
  // A food is met by the rules' «товар» even where a price list names it (hypernyms.ts GOODS).
  // A month after a day's number is part of a date («с 10 по 24 июня»), no month asked of (road h32h): it keeps its own word.
  const dayOfMonth = (word: string) => isMonthName(word) && /^\d+$/.test(typed[typed.indexOf(word) - 1] ?? "");
  // «какого числа аванс» where only a birthday party's «предоплата» shares the thesaurus group of «аванс» (hypernyms.ts ADVANCE).
  const namedHere = (w: { word: string; terms: string[] }, i: number) => weights![i].seen
    && (!namedByOwnFormsOnly(w.word) || !!lexical.salience([w.terms.filter((t) => !t.startsWith("#"))])?.[0]?.seen);
  const lifted = all.map((w, i) => { const kinds = (namedHere(w, i) && !liftedWhereNamed(w.word)) || dayOfMonth(w.word) ? [] : hypernymsOf(w.word); return kinds.length ? { ...w, terms: [...w.terms, ...kinds.flatMap(termsOf).filter((t) => !t.startsWith("~"))] } : w; });
  if (lifted.some((w, i) => w !== all[i])) { all = lifted; weights = lexical.salience(all.map((w) => w.terms))!; }
  const offTopic = all.every((w, i) => !w.context || !weights[i].seen);
  const ownSubject = !!after && all.some((w, i) => after.has(w.word) && !told!.has(w.word) && weights[i].seen);
  // The message names a subject of its own, a word some document holds (for the speaker's words below).
  const ownSeen = all.some((w, i) => !w.context && !w.speaker && weights[i].seen);
  const kept: SalientWord[] = [];
  let dropped = 0;
  let unknown = 0;
  const unknownNouns: string[] = [];
  // A verb of the message's own no document holds (see asksDoer).
  let unsaidVerb = false;
  const absence = new Set(words((question.match(ABSENCE_G) ?? []).join(" ")));
  const retained = retainedPayWords(`${question} ${previous ?? ""}`);
  // «меня собака укусила за руку, что делать?»: told with an injury or an illness, a part of the body says where it
  // happened, not what the rules must be about (body-parts.ts).
  const injury = toldOfAbsence(question);
  let asksRules = false;
  const rulesAsked = new Set(words((question.match(RULES_ASKED) ?? []).join(" ")));
  const occasions = occasionDays(question, new Set(all.flatMap((w, i) => (weights![i].seen ? [w.word] : []))),
    (w) => !!lexical.salience([[stem(w)]])?.[0]?.seen);
  // «у помощников воспитателя»: the post's genitive is met only where a text names the same post (role-heads.ts).
  const servedHere = servedWords(question).served;
  const servedBefore = previous === undefined ? new Set<string>() : servedWords(previous).served;
  // «can I fly…», «do they pay…»: an English verb by its place (english-verbs.ts), as «-ть» tells a Russian one.
  const englishVerbs = englishVerbsIn(question);
  // An English question over documents that hold none of its English words as written (Russian documents): the thesaurus
  // is the only bridge between the languages, and a word it does not know («allowance», «shorter») cannot be looked for
  // at all. Its absence says nothing of the documents, so it is phrasing, as a short unseen word is; one it knows is kept.
  const latin = all.filter((w) => !w.context && /^[a-z]{2,}$/.test(w.word) && !w.exact);
  const writtenInEnglish = latin.some((w) => lexical.salience([[w.terms[0]]])?.[0]?.seen);
  all.forEach((w, i) => {
    const unseen = !weights[i].seen;
    if (injury && !w.context && isBodyPart(w.word)) return;
    // «можно мне уйти пораньше если болит голова?»: told with absence from work, the pain is why, as the body part says where
    // (thesaurus: боль, болеть); no rule need name it, and the guest-unwell steps' «жалуется на боль» answered it (session 30).
    if (injury && !w.context && isPain(w.word)) return;
    if (!w.context && occasions.has(w.word)) return;
    // «отпуск без сохранения заработной платы»: the pay inside the Labour Code's phrase is not asked of (retained-pay.ts).
    if (retained.has(w.word)) return;
    // «какие требования к паролю?»: a shell noun no document holds names the answer's kind, when the question names its thing.
    // «…, есть правило?», «…по правилам?» ask whether and what the rules say, whatever the documents hold (walk 20b).
    if ((unseen || rulesAsked.has(w.word)) && !w.context && isShellNoun(w.word) && all.some((o, j) => j !== i && !o.context && weights![j].seen)) { asksRules = true; return; }
    // «я простыл, можно работать из дома?»: the situation's word no document holds is not what is asked.
    if (unseen && ownSubject && told!.has(w.word) && !after!.has(w.word)) return;
    // «привет! я новенькая, переводчик английского. во сколько начинается рабочий день?»: a word of who asks that no document
    // holds is not asked either, when the message names a subject of its own (the lead's walk 55 hedged the working hours over
    // «новенькая»). Only an adjective, which says what the speaker is like: a noun names their post, which a rule may be for
    // alone («Я аджастер, до какой суммы…» then «а по квартире?» was answered from the agents' commission table).
    if (unseen && ownSeen && w.speaker && isAdjective(w.word)) return;
    // A short word the thesaurus files under a workplace concept («такси», «вуз») names a topic all the same.
    const topic = w.terms.some((t) => t.startsWith("#"));
    if (unseen && !writtenInEnglish && latin.includes(w) && !conceptsOfEnglish(w.word).length && all.some((o, j) => j !== i && !o.context && weights![j].seen)) return;
    if (unseen && !w.exact && !(permitted.has(w.word) && !w.context && !absence.has(w.word)) && !(qualifying.has(w.word) && !w.context) && ((w.terms[0].length < 5 && !topic) || looksLikeVerb(w.word) || infinitives.has(w.word) || isSupportVerb(w.word) || (!w.context && englishVerbs.has(w.word)))) {
      // Only a verb of its own meaning («помнят», «снимали») says something the documents do not: not «сделать», not «марте».
      // «не открывается календарь»: a negated verb is what the message says of its thing; unknown to every
      // document, it leaves the thing alone too thin to answer on («28 календарных дней»).
      // «…завтра не выйду»: the verb of saying one will be absent tells the occasion, not a second thing asked.
      if (!w.context && looksLikeVerb(w.word) && !isSupportVerb(w.word) && !absence.has(w.word)) unsaidVerb = true;
      if (!w.context && looksLikeVerb(w.word) && !isSupportVerb(w.word) && !absence.has(w.word)) dropped += negatedIn(question, w.word) ? 2 : 1;
      // «во сколько фонд забирает выпечку»: a short noun no document holds («фонд») is a thing they do not know, as a verb
      // of its own meaning is a thing they do not say (not a month, a figure or a verb's form).
      else if (!w.context && !/\d/.test(w.word) && !isMonthName(w.word) && !looksLikeVerb(w.word) && !infinitives.has(w.word) && !isSupportVerb(w.word) && !englishVerbs.has(w.word)) { unknown += 1; if (isNoun(w.word)) unknownNouns.push(w.word); }
      return;
    }
    // A previous message none of whose words any document holds («Посчитай калории…», a skill's turn)
    // was not about the documents: it lends no subject to «Сколько дней отпуска положено?».
    if (w.context && offTopic) return;
    // An unseen word may be the missing topic («абонемент») or just a verb the documents phrase
    // otherwise («подавать» for «подаётся»): it counts, but less than a rare word the documents do hold.
    const raw = unseen && !w.exact ? unseenWeight : weights[i].weight;
    const weight = (w.exact ? Math.max(raw, 0.8) : raw) * (w.context ? CONTEXT_SHARE : 1) * (isSupportVerb(w.word) ? 0.5 : 1);
    // «за сколько предупредить?» asks how far ahead: weighed as the verb, it is met by the lead time a rule states («не позднее
    // чем за 14 дней»), not by any «сообщите» (dental's «как уволиться, за сколько предупреждать», the rules left out, got a
    // data leak's «сообщите в ИТ»).
    const terms = (w.context ? servedBefore : servedHere).has(w.word) ? [servedTerm(w.word)] : !w.context && notice.has(w.word) ? [AHEAD] : w.terms;
    kept.push({ ...w, terms, weight, unseen });
  });
  // The thing asked about: the message's most informative word that the documents hold at all.
  let anchor = -1;
  // A support verb («дать», «взять») is never that thing: its noun is; nor is a measure met by a figure («стоит»).
  // A figure is a detail of what is asked, not the thing: «флешку на 2 недели можно получить?» asks about the flash drive,
  // and «2» met in «за 2 недели до конца испытательного срока» answered it (walk 18a). A figure is the thing only alone.
  const eligible = (w: (typeof kept)[number]) => !w.context && !w.unseen && !isSupportVerb(w.word) && !metByFigure.has(w.word) && !notice.has(w.word);
  // Nor is an adverb of manner («неправильно», «срочно») beside another word: it says how the act is done, not to what
  // (manner-adverbs.ts). Alone («а удалённо можно?») it is all the message asks.
  const mannerOnly = !kept.some((w) => eligible(w) && !isMannerAdverb(w.word));
  // Nor is a shell noun («требования», «порядок») beside a word naming a thing, whether or not the documents hold it: it names
  // the answer's kind (stopwords.ts), and the rule on passwords says «Пароль меняется каждые 90 дней» without «требования»
  // (vet q08 was hedged for it, the only unheld word). Alone («какие правила?») it is all the message asks.
  const shellOnly = !kept.some((w) => eligible(w) && !isShellNoun(w.word));
  const candidate = (w: (typeof kept)[number]) => eligible(w) && (mannerOnly || !isMannerAdverb(w.word)) && (shellOnly || !isShellNoun(w.word));
  const worded = kept.some((w) => candidate(w) && !/^\d+$/.test(w.word));
  // «а сколько дней его будут хранить?» with no question before it: its thing is a pronoun's, said in a turn the documents
  // did not hear; a verb left («хранить») is no thing, and popcorn's storage times answered a found wallet's (walk 22b).
  const named = kept.some((w) => candidate(w) && !/^\d+$/.test(w.word) && !looksLikeVerb(w.word));
  const unnamed = !named && previous === undefined && pointsBack(question);
  // Of an infinitive and a noun weighing alike, the noun is the thing: «сколько стоит почистить пуховик» asks of the down
  // jacket, and the price list's «Пуховик … 1 690» never says «почистить» (walk 26a R38 was hedged for it). A finite verb is
  // what is asked of its nouns («возместят ли это кассиру?», «кто согласует расходы на замену мебели?»: session 20, h25e),
  // and a noun after a preposition is a circumstance: those keep the verb.
  const typedLower = question.toLowerCase().replaceAll("ё", "е");
  const outweighs = (w: (typeof kept)[number], a: (typeof kept)[number]) => w.weight > a.weight + 1e-9
    || (Math.abs(w.weight - a.weight) <= 1e-9 && INFINITIVE.test(a.word) && looksLikeVerb(a.word) && !looksLikeVerb(w.word) && !inPhrase(typedLower, w.word));
  kept.forEach((w, i) => { if (!unnamed && candidate(w) && !(worded && /^\d+$/.test(w.word)) && (anchor < 0 || outweighs(w, kept[anchor]))) anchor = i; });
  // The thing is named by a noun; a verb says what is done to it or what it does. When the most informative word is a verb,
  // the noun it is said of is asked about too: «не работает терминал оплаты» asks about the terminal, and «работает» met
  // in the pay regulations' title answered it (walk 22b).
  // A noun after a preposition is a circumstance («на приёме» in «если на приёме укусила кошка»), not what the verb is said of.
  let thing = -1;
  // …and a genitive right after such a noun is of the circumstance too («на письменную жалобу покупателя»).
  const lowered = question.toLowerCase().replaceAll("ё", "е");
  const spoken = words(lowered);
  const phraseOf = (inP: (q: string, w: string) => boolean) => (w: string): boolean => inP(lowered, w)
    || (GENITIVE.test(w) && spoken.some((x, k) => x === w && k > 0 && spoken[k - 1] !== w && !isStopword(spoken[k - 1]) && inP(lowered, spoken[k - 1])));
  const circumstance = phraseOf(inPhrase);
  // So with a circumstance's adjective: «как оплачивается работа в цеху в праздничный день?» asks how the work is paid, and «в
  // праздничный день» says when; a pay-day rule that says «праздничный день» and not the work answered it (heldout-print p32).
  // Only an adjective of a circumstance: a noun after a preposition may be what is asked («гость … только с правами — можно
  // заселить?» asks of the licence; h22b).
  // An English verb is told by its place, not its ending (english-verbs.ts): «who approves my vacation?» asks of the vacation,
  // and the expenses' «согласует» beside the leave rule's «отпуска» answered it in two halves (h33e's English walk).
  const verbal = (w: string) => looksLikeVerb(w) || englishVerbs.has(w);
  if (anchor >= 0 && (verbal(kept[anchor].word) || (circumstance(kept[anchor].word) && isAdjective(kept[anchor].word)))) kept.forEach((w, i) => { if (candidate(w) && !/^\d+$/.test(w.word) && !verbal(w.word) && !circumstance(w.word) && (thing < 0 || w.weight > kept[thing].weight)) thing = i; });
  // «а у воспитателей продлёнки?» after «Сколько дней отпуска у учителей?», «а за высшую?» after «Какая доплата за первую
  // категорию?»: a follow-up whose own words all stand in a prepositional phrase changes only whom or which (неполное
  // предложение: the predicate and its thing are the previous question's). The previous question's words outside its own
  // prepositional phrases (its thing: «отпуска», «доплата») are asked again, and one of them must be held (school's
  // leave-one-out got the after-school pick-up rule and the attestation's «первую и высшую категории»).
  // An ordinal alone («а когда можно первый раз взять?» after «сколько дней отпуска у новичка») says which one of the previous
  // question's thing, as a circumstance says whom (the lead's walk 34 got «Новый сотрудник получает ноутбук… в первый рабочий
  // день»). Only an ordinal: an adjective alone may be a noun of its own («а больничный?», «а суточные?»).
  // «до скольки он работает?» after «где склад»: «он» is the previous question's thing, and the message names only what it
  // does; the warehouse must be held, not any «не работает почта» (lead36).
  const ownPredicate = pronounIsSubject(question) && kept.every((w) => w.context || looksLikeVerb(w.word) || circumstance(w.word));
  const carried = previous !== undefined && kept.some((w) => !w.context) && (ownPredicate || kept.every((w) => w.context || circumstance(w.word) || isOrdinal(w.word)))
    ? thingsOf(previous, kept, figureMeasures(previous)) : [];
  // «а в какой срок?» names only the measure: the thing asked about is the previous question's.
  // «а если 70к?» names only a figure, which no document writes as such: the thing is the previous question's too.
  // «сколько платят?» names only the pay asked for (met by the sum): that word is the thing, there being no other.
  // «а что взять с собой?» after «мне нужно оформить пропуск» names only a support verb («взять», never the thing: see
  // `candidate`): what is taken is for the previous question's thing, the pass.
  // The verb must be held: «а где их получить?» after a question on protective wear is not met by the list of the wear.
  const supportOnly = (w: (typeof kept)[number]) => previous !== undefined && isSupportVerb(w.word);
  const leaned = anchor < 0 ? kept.flatMap((w, i) => (!w.context && supportOnly(w) ? [i] : [])) : [];
  // Who asks is never the thing asked: «я новый библиотекарь, с чего начать?» asks nothing of the documents, and its «новый»
  // asserted «при утере новый билет выдаётся за 50 руб.» (lead's walk 48).
  // «кто у нас техник?» then «дай его телефон» over a contacts table whose column says «Связь»: a phone no document names as a
  // word is met by a phone written (evidenceTerms), as a figure meets its measure; it names no thing, and the follow-up's is
  // the previous question's (lead's walk 53 was hedged, no thing held).
  const phoneOnly = (w: (typeof kept)[number]) => w.unseen && !w.context && PHONE_ASKED.test(w.word);
  if (anchor < 0 && kept.every((w) => w.context || /^\d+$/.test(w.word) || metByFigure.has(w.word) || supportOnly(w) || (previous !== undefined && phoneOnly(w)))) kept.forEach((w, i) => { if (!w.unseen && !supportOnly(w) && !w.speaker && (anchor < 0 || w.weight > kept[anchor].weight)) anchor = i; });
  const clauses = question.split(CLAUSE_BREAK).filter(opensQuestion).map((c) => new Set(words(c)))
    .map((ws) => kept.flatMap((w, i) => (!w.context && ws.has(w.word) ? [i] : [])))
    .filter((c) => c.length > 0);
  // «а если еду в Москву?» after «Какой лимит на гостиницу?» asks the same measure: a follow-up that asks
  // nothing of its own keeps the previous question's.
  const asksOwn = measureKind(question) ?? (opensQuestion(question) ? null : undefined);
  // A price inherited that way may be said relative to the first answer («после 18:00 — по полному тарифу»): any figure does.
  const inherited = previous ? measureKind(previous) : null;
  const wantsFigure = asksOwn !== undefined ? asksOwn : inherited === "money" ? "any" : inherited;
  // «сколько длится испытательный»: «длится» is met by a length of time («— 2 месяца»), whatever the verb.
  if (wantsFigure === "duration") for (const w of kept) if (!w.context && LASTS.test(w.word)) w.terms = [...w.terms, FIGURE_DURATION];
  // «до скольки магазин работает»: a place that «works» till an hour is open then (Ожегов: работать — 5. функционировать:
  // «магазин работает до восьми»), which its hours say as a span («Магазины открыты с 10:00 до 21:00»); the author
  // meetings' «в зале работают два продавца» met the verb instead (lead's walk 38).
  if (wantsFigure === "clock" || wantsFigure === "span") for (const w of kept) if (!w.context && OPEN_FOR.test(w.word)) w.terms = [...w.terms, FIGURE_SPAN];
  const said = plainFigures(`${question} ${previous ?? ""}`);
  // A day of a month («на 12 декабря») is a date, never an amount within a bound: «до 15 декабря» met it (lead's walk 48).
  const days = daysAsked(said);
  const amounts = [...said.matchAll(/(?<![\d:.,\/])(\d+)(?!\d|[:.,\/]\d)/g)].filter((m) => !days.has(m[1]!)).map((m) => ({ n: m[1], kind: kindAfter(said, m.index! + m[0].length) }));
  const exists = EXISTENCE_QUESTION.test(question.trim()) || EXISTS.test(question.trim());
  const lower = question.toLowerCase().replaceAll("ё", "е");
  const subject = exists ? kept.flatMap((w, i) => (!w.context && !/^\d/.test(w.word) && !inPhrase(lower, w.word) ? [i] : [])) : [];
  // The things the message names: its own words the documents hold that are neither verbs, figures nor circumstances (a word
  // after a preposition); an adjective and the noun after it name one thing («рентгеновские снимки»).
  // A shell noun («требования», «условия») names the answer's kind, not a thing (stopwords.ts); an adjective alone
  // («остальное») is a property or a pronoun's stand-in.
  // A topic's noun («о замене смены») is what the message asks of: a thing, though a preposition stands before it.
  const setting = phraseOf(inCircumstancePhrase);
  const named2 = kept.flatMap((w, i) => (!w.context && !w.unseen && !/^\d/.test(w.word) && !verbal(w.word) && !shortVerb(w.word) && !pastVerb(w.word) && !isSupportVerb(w.word) && !infinitives.has(w.word) && !setting(w.word) && !isShellNoun(w.word) && !isMannerAdverb(w.word) ? [i] : []));
  // A noun in the genitive right after another («собака пациента», «терминал оплаты») says whose or of what: one thing, the
  // first noun its head. «дверь картой» (the instrumental) is two.
  const order = words(question);
  const next = (a: string, b: string) => order.some((w, k) => w === a && order[k + 1] === b);
  const things: number[][] = [];
  const heads: number[] = [];
  for (const i of named2) {
    const last = things.at(-1);
    const prev = last?.at(-1);
    if (last && prev !== undefined && last.length === 1 && next(kept[prev].word, kept[i].word) && isAdjective(kept[prev].word) && !isAdjective(kept[i].word)) { last.push(i); heads[heads.length - 1] = i; }
    else if (last && prev !== undefined && last.length === 1 && next(kept[prev].word, kept[i].word) && !isAdjective(kept[prev].word) && GENITIVE.test(kept[i].word)) last.push(i);
    else { things.push([i]); heads.push(i); }
  }
  const nouned = things.filter((g) => g.length > 1 || !isAdjective(kept[g[0]].word));
  things.length = 0;
  things.push(...nouned);
  // The noun the verb is said of is a head of those things, not a genitive after one («пациента» in «укусила собака пациента»).
  if (thing >= 0 && !heads.includes(thing)) {
    const best = heads.filter((i) => !isAdjective(kept[i].word) && kept.some((_, j) => j === i)).sort((a, b) => kept[b].weight - kept[a].weight)[0];
    thing = best ?? thing;
  }
  const nouns = heads.filter((i) => things.some((g) => g.includes(i)));
  const qualifiers = kept.flatMap((w, i): [number, number][] => {
    if (!w.unseen || w.context || !qualifying.has(w.word)) return [];
    const noun = kept.findIndex((x) => !x.context && !x.unseen && next(w.word, x.word));
    return noun >= 0 ? [[i, noun]] : [];
  });
  const counted = countedWord(question);
  // Only a noun counted: «сколько стоит…» counts no thing, its verb is met by the price; nor does «скока денег…», whose money
  // is met by a sum (a word a figure meets holds a figure's term).
  const uncounted = counted !== null && !looksLikeVerb(counted) && !shortVerb(counted) && !metByFigure.has(counted)
    && kept.some((w) => w.word === counted && w.unseen && !w.context && !w.terms.some((t) => t.startsWith("\u0000")));
  // The one served is a party a rule given to others does not answer for (see framingParty).
  const parties = [...partiesAsked(question), ...(served ? [served] : [])];
  // The noun asked of: the anchor, or the noun an adjective anchor is said of, next to it («испытательный срок», «доставка
  // бесплатная»).
  const order2 = words(lowered);
  const nounOfAnchor = (): number => {
    if (anchor < 0) return -1;
    const a = kept[anchor];
    // An abbreviation typed in capitals is exact, as a name or a figure is, and still a noun («разбил ТСД»).
    if (a.context || a.unseen || (a.exact && !isInitialism(a.word))) return -1;
    if (isNoun(a.word)) return anchor;
    if (!isAdjective(a.word)) return -1;
    const k = order2.indexOf(a.word);
    const near = [order2[k + 1], order2[k - 1]].find((w) => w && isNoun(w) && kept.some((x) => x.word === w && !x.context && !x.unseen && !x.exact));
    return near ? kept.findIndex((x) => x.word === near) : -1;
  };
  const head = nounOfAnchor();
  // «что делать при пожаре»: a thing named in a condition («при …») is a situation, which a rule names its own way, by a
  // condition with the adjective made from it as well («При срабатывании пожарной сигнализации…»; lead37 at the merge).
  const condition = head >= 0 && new RegExp(`(?<![\\p{L}])при\\s+(?:\\p{L}+\\s+)?${kept[head].word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "iu").test(question);
  // «а с кем мне работать первые ночи?» asks who, and «первые ночи» says when (time-accusative.ts): the mentor named in the
  // person's file, by a sentence about the night shifts, was hedged as «ночи» held only as an adjective (own20).
  const spokenOf = head >= 0 && !condition && words(outsideTimeAccusatives(outsidePrepositionalPhrases(question, false))).includes(kept[head].word) ? head : -1;
  // «как часто обжиг глазури»: a noun right before the thing asked, nothing between, governs it as its genitive.
  const before = spokenOf >= 0 ? order2[order2.indexOf(kept[spokenOf].word) - 1] : undefined;
  const governor = before && isNoun(before) ? kept.findIndex((x) => x.word === before && !x.context && !x.unseen) : -1;
  // A place said right after a verb is where it happened: «украли в метро», «порезался на кухне» (not «скидки по карте», whose
  // phrase narrows the noun before it, nor «писать в бухгалтерию», whose accusative is whom the verb goes to; heldout-fitness
  // q16's leave-one-out). The noun is in the prepositional case («-е», «-и») or indeclinable («метро»); a past form is a verb
  // only when the dictionary holds its infinitive («украли»: «украсть»; «мебели» has none).
  const adverbial = kept.flatMap((w, i) => {
    if (w.context || !/[еио]$/.test(w.word)) return [];
    const k = order2.indexOf(w.word);
    const v = k >= 2 && LOCATIVE.test(order2[k - 1]!) ? order2[k - 2]! : "";
    const past = /^([а-я]{2,}[аяиеыу])л(?:а|и|о)?(?:ся|сь)?$/.exec(v);
    return v && (past ? ["ть", "сть"].some((e) => russianDictionary().has(past[1] + e)) : verbal(v) || shortVerb(v)) ? [i] : [];
  });
  const negated = kept.flatMap((w, i) => (!w.context && looksLikeVerb(w.word) && negatedIn(lowered, w.word) ? [i] : []));
  const action = kept.findIndex((w) => permitted.has(w.word) && !w.context && !w.unseen);
  const unknownThing = unknownNouns.some((w) => outsideWords.has(w)) && kept.every((w) => w.context || !outsideWords.has(w.word));
  return { words: kept, anchor, ...(negated.length ? { negated } : {}), ...(adverbial.length ? { adverbial } : {}), ...(spokenOf >= 0 ? { spokenOf } : {}), ...(governor >= 0 ? { governor } : {}), ...(thing >= 0 ? { thing, nouns } : {}), things, wantsFigure, clauses, dropped, unknown, ...(unknownThing ? { unknownThing } : {}), ...(action >= 0 ? { action } : {}), amounts, ...(carried.length ? { carried } : {}), ...(leaned.length ? { leaned } : {}), ...(uncounted ? { uncounted } : {}), ...(charge.size || (unsaidVerb && asksDoer(question)) ? { wantsWho: true } : {}), ...(asksPlace(question) ? { wantsPlace: true } : {}), ...(asksPostHolder(question) ? { wantsName: true } : {}), ...(served ? { served } : {}), ...(subject.length ? { subject } : {}), ...(asksRules ? { asksRules } : {}), ...(clockTimes.length ? { clockTimes } : {}), ...(parties.length ? { parties } : {}), ...(qualifiers.length ? { qualifiers } : {}) };
}

/**
 * «если выйду в праздник 1 мая, как заплатят?»: the day of a date whose month no document names is the person's occasion,
 * as «завтра» is (deixis.ts): it says when the thing happens to them, not what the rules must hold (walk 19c hedged «Про
 * «1»…» over the holiday-pay rule). Where a document names the month, the date may be its subject and stays.
 */
function occasionDays(question: string, seen: Set<string>, named: (word: string) => boolean): Set<string> {
  const ws = words(question);
  const out = new Set<string>();
  // «у меня ночная в субботу», «поменяться сменой на пятницу»: one weekday (the singular after «в»/«на») told of the
  // person's own shift or plan is their occasion too, as «завтра» is; a rule for a weekday is asked without the speaker
  // («работаете в субботу?»). As with a date, where a document names the weekday itself (not only «выходные») it may be
  // the subject and stays.
  if (FIRST_PERSON.test(question)) ws.forEach((w, i) => { if (WEEKDAY.test(w) && !named(w) && /^(?:в|во|на)$/.test(ws[i - 1] ?? "")) out.add(w); });
  // «к которому часу надо быть на месте»: «быть на месте» is being where one should be, at work (Ожегов: на месте — там,
  // где следует быть); the place is no thing asked about.
  ws.forEach((w, i) => { if (w === "месте" && ws[i - 1] === "на" && /^(?:быть|будь|был[аи]?|буду|находиться)$/.test(ws[i - 2] ?? "")) out.add(w); });
  // «какие у меня смены в декабре?»: a month said of the person's own matter («у меня», «мой») is when theirs falls, as a
  // weekday of their shift is; a rule naming the month («28–31 декабря отпуска не предоставляются») answers nothing of it
  // (walk 23b got that sentence, cited, for a person asking their shifts with no schedule attached).
  if (OWN.test(question)) ws.forEach((w, i) => { if (isMonthName(w) && /^(?:в|на|за)$/.test(ws[i - 1] ?? "") && !/^\d/.test(ws[i - 2] ?? "")) out.add(w); });
  // «хочу в отпуск в августе, что делать?»: a month the person plans for (first person), like the weekday above, is when
  // their own case falls; where no document names the month it is no thing the rules must hold (lead's walk 32 was
  // refused «ничего не сказано про „августе“»). A month a document names may be the rule's subject and stays.
  if (FIRST_PERSON.test(question)) ws.forEach((w, i) => { if (isMonthName(w) && !named(w) && /^(?:в|на)$/.test(ws[i - 1] ?? "") && !/^\d/.test(ws[i - 2] ?? "")) out.add(w); });
  // «когда будет график на январь?»: a month after «на» in the accusative is the period the thing is made for, and a
  // question of when asks the moment it comes out; a rule naming that month («20 декабря – 10 января») says nothing of it
  // (walk 28a got the New Year leave ban for the January schedule, whose rule is «публикуется до 20-го числа»).
  if (WHEN_ASKED.test(question)) ws.forEach((w, i) => { if (MONTH_ACCUSATIVE.test(w) && ws[i - 1] === "на") out.add(w); });
  // «с 4 по 18 мая», «4 и 5 мая»: every day of a span or a list before the month is of the date.
  ws.forEach((m, i) => {
    if (!isMonthName(m) || seen.has(m)) return;
    for (let j = i - 1; j >= 0 && (/^\d{1,2}$/.test(ws[j]) || DATE_LINK.has(ws[j])); j--) if (/^\d/.test(ws[j])) out.add(ws[j]);
  });
  return out;
}

/**
 * «забыл», «потерял», «сломался»: a masculine past (Русская грамматика 1980, § 1515: the stem of the infinitive and «-л»)
 * whose infinitive the dictionary holds is a verb, though too short or too like a noun in «-л» («материал», «канал») for
 * looksLikeVerb's endings; it says what happened, not the thing named (dental's «забыл пароль от мис» had «забыл» met by
 * «Забытый пропуск» stand as a thing beside the unheld «пароль»).
 */
function pastVerb(word: string): boolean {
  const m = /^([а-я]{2,}[аяиеыу])л(?:ся|сь)?$/.exec(word);
  return !!m && russianDictionary().has(`${m[1]}ть`);
}

/**
 * «стоит», «висит», «болит»: a short present form looksLikeVerb leaves alone (six letters or fewer), told by its infinitive
 * being a word of the dictionary («стоять»); «лимит», «кредит», «визит» have none.
 */
function shortVerb(word: string): boolean {
  const m = /^([а-я]{2,4})ит$/.exec(word);
  if (!m) return false;
  const dict = russianDictionary();
  return ["ить", "еть", "ять"].some((e) => dict.has(m[1] + e));
}

/** «когда» asked, not said of a clause (measure-questions.ts reads which). */
const WHEN_ASKED = /(?:^|[.!?]\s*|^\s*(?:а|и|ну|так)\s+)когда(?![\p{L}])|(?<![\p{L}])когда\s*\??\s*$/iu;
/** A month's name in the nominative and accusative (one form): «на январь», «на май». */
const MONTH_ACCUSATIVE = /^(?:январь|февраль|март|апрель|май|июнь|июль|август|сентябрь|октябрь|ноябрь|декабрь)$/;

/** A noun's genitive ending (singular -а, -я, -ы, -и; plural -ов, -ев): «пациента», «оплаты», «клиентов». */
const GENITIVE = /(?:[^аеиоуыэюя][аяыи]|ов|ев)$/;

/**
 * The previous question's thing among the kept words: its nouns outside its prepositional phrases (and a genitive after such a
 * phrase's word), not its verbs, figures or the unit it counts in («дней» of «Сколько дней отпуска»).
 */
function thingsOf(previous: string, kept: SalientWord[], measures: Map<string, unknown>): number[] {
  const lowered = previous.toLowerCase().replaceAll("ё", "е");
  const spoken = words(lowered);
  const aside = (w: string) => inPhrase(lowered, w)
    || (GENITIVE.test(w) && spoken.some((x, k) => x === w && k > 0 && !isStopword(spoken[k - 1]) && inPhrase(lowered, spoken[k - 1])));
  // «Какой лимит на гостиницу?»: «лимит» names the figure asked (measureNouns), not the thing; «а если еду в Москву?» after it
  // carries no word the answer must hold (furniture q26: the lodging row's Moscow note answers it).
  const form = new Set(measureNouns(previous));
  return kept.flatMap((w, i) => (w.context && !w.unseen && !/^\d/.test(w.word) && !looksLikeVerb(w.word) && !isSupportVerb(w.word) && !measures.has(w.word) && !form.has(w.word) && !aside(w.word) ? [i] : []));
}

/** «заранее», «заблаговременно», «загодя»: beforehand, a lead time. */
const IN_ADVANCE = /^(?:заранее|заблаговременно|загодя)$/;
/** «how far in advance», «a week in advance»: the English adverbial phrase of «заранее». */
const IN_ADVANCE_EN = /(?<![\p{L}])in\s+advance(?![\p{L}])/iu;

/** A weekday in the singular accusative, the form of one day's date («в субботу», «на пятницу», «во вторник»). */
const WEEKDAY = /^(?:понедельник|вторник|среду|четверг|пятницу|субботу|воскресенье)$/;
/** The speaker's own words: «у меня», «мне», «я», «хочу», «могу». */
const FIRST_PERSON = /(?<![\p{L}])(?:я|мне|меня|мой|моя|мою|моей|хочу|могу|смогу|буду)(?![\p{L}])/iu;

/** Words that join the days of one date's span or list: «с 4 по 18 мая», «4 и 5 мая», «from 4 to 18 May». */
const DATE_LINK = new Set(["с", "по", "до", "и", "или", "from", "to", "and", "or", "till", "until"]);

/** «по правилам», «есть (ли) правило», «правила есть?»: the rules are asked about, not a thing called so. */
const RULES_ASKED = /(?<![\p{L}])(?:по\s+\p{L}+|есть\s+(?:ли\s+)?(?:(?:какое|какие|какой|такое|такие|такой)\s+)?\p{L}+|\p{L}+\s+есть)(?![\p{L}])/giu;

const OTHER_FORM = 0.95;

/**
 * The salience for weighing these passages: a clock time asked at is met by a rule bounding the day by the clock only when
 * none of them writes the time itself (clock-bounds.ts clockTimesAsked).
 */
export function boundsUnlessWritten(s: Salience, texts: string[]): Salience {
  if (!s.clockTimes?.some((t) => texts.some((x) => writesClockTime(x, t)))) return s;
  return { ...s, words: s.words.map((w) => (w.terms.includes(CLOCK_BOUND) ? { ...w, terms: w.terms.filter((t) => t !== CLOCK_BOUND) } : w)) };
}

/** Verbs of a length of time (длиться, продолжаться, ждать, ожидать; last, wait). */
const OPEN_FOR = /^(?:работает|работают)$/;
const LASTS = /^(?:длит|длил|длят|продолжа|ждат|жду|ждем|ждёт|ждет|ожида|last|wait)/;

/**
 * Whether the evidence holds word `i` of the message. «можно поменяться сменой?»: «поменяться» and «смена» share the
 * thesaurus' group of changing, and «Бригадир смены — по телефону» holds «смены», the other word's own form: that one word
 * meets «сменой», not both (lead36). A group shared with another word is met for this one only when the evidence does not
 * hold that word's own form, when that word means more than the group (see `another`).
 */
function metBy(s: Salience, i: number, terms: Set<string>): boolean {
  const hits = s.words[i].terms.filter((t) => terms.has(t));
  if (hits.some((t) => !t.startsWith("#"))) return true;
  const groups = (j: number) => s.words[j].terms.filter((t) => t.startsWith("#"));
  const ownHeld = (j: number) => s.words[j].terms.some((t) => !t.startsWith("#") && terms.has(t));
  // A word all of whose groups are this word's says the same thing in other words («больничный» beside «заболели»): its
  // form meets this one too. Only a word of another meaning besides («смена» of a shift) takes the shared group for itself.
  const another = (j: number) => groups(j).some((g) => !s.words[i].terms.includes(g));
  return hits.some((g) => !s.words.some((o, j) => j !== i && o.terms.includes(g) && another(j) && ownHeld(j)));
}

/**
 * The share of the question's weight whose words appear, in any form, among `terms`. Graded (for choosing
 * sentences, not for judging an answer): a word met only in another form (a thesaurus group, a truncation, a
 * related verb) counts a little less than the word itself, so of two sentences alike otherwise the one with the
 * question's own word leads («Отпускные перечисляются…» before «График отпусков…» for «когда отпускные»).
 */
export function coverage(s: Salience, terms: Set<string>, graded = false): { share: number; covered: boolean[] } {
  // «возврат 12 тыщ» is met by «от 5 000 до 50 000 рублей»: the question's figure within a bound the evidence sets.
  const covered = s.words.map((w, i) => metBy(s, i, terms) || (w.exact && !!s.amounts?.some((a) => a.n === w.terms[0] && withinRange(Number(a.n), a.kind, terms))));
  const total = s.words.reduce((a, w) => a + w.weight, 0);
  const credit = (w: SalientWord) => (!graded || terms.has(w.terms[0]) ? 1 : OTHER_FORM);
  const got = s.words.reduce((a, w, i) => a + (covered[i] ? w.weight * credit(w) : 0), 0);
  return { share: total === 0 ? 0 : got / total, covered };
}
