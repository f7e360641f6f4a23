import { contentStems, isStopword, stem, words } from "../text/tokens.ts";
import { outsidePrepositionalPhrases } from "../text/prepositional-phrases.ts";
import type { Fragment } from "../retrieval/types.ts";
import { asksFigureAfterZa, holdsFigure, measureKind, measureNouns, opensQuestion, statesFigureAfterZa } from "../text/measure-questions.ts";
import { ASKS_STEPS, companyPayer } from "../text/speech-acts.ts";
import { asksProcedure, namesProcedure } from "../text/procedures.ts";
import { looksLikeVerb } from "../text/verb-forms.ts";
import { isShellNoun, isSupportVerb } from "../text/stopwords.ts";
import { opensOnPrevious } from "../text/deixis.ts";
import { namesThing, narrows } from "./narrowing.ts";
import { gapped } from "../text/gapping.ts";
import { SERVED } from "../text/role-heads.ts";
import { asksWho } from "../text/name-questions.ts";
import { hypernymsOf } from "../text/hypernyms.ts";
import { rangesIn, rangeTerm, withinRange } from "../text/ranges.ts";
import { temperaturesSaid } from "../text/temperatures.ts";
import { numeralOf } from "../text/numerals.ts";
import { holdsPlace } from "../text/places.ts";
import { coverage, evidenceTerms, FIGURE_DATE, FIGURE_OF, SOMEONE, withoutPhonesWritten, type Salience } from "./salience.ts";
import { evidenceFor } from "./figure-held.ts";
import { withoutOutdone } from "./outdone.ts";
import { conjunctTold, rowTold, unnamedTold } from "./conjunct-section.ts";
import { lendsAnchor } from "./same-document.ts";
import { comingTold } from "./coming-told.ts";
import { holdsApart, holdsPair, namePairs } from "./name-pairs.ts";
import { asksReach } from "../text/reach-questions.ts";
import { endsOnCorrelate } from "../text/correlates.ts";
import { figureItselfFirst } from "./figure-itself.ts";
import { takenUp } from "./taken-up.ts";

export interface PickedSentence {
  fragment: number;
  text: string;
  score: number;
  /** Its number in a procedure's steps: the answer lists them in that order, one a line. */
  step?: number;
}

// Split after . ! ? … ; before a capital or a digit — but not after «ул.», «г.» and the like, nor after an English
// abbreviation before its number («warehouse No. 4», «p. 5», «fig. 2»; walk 17a lost the warehouse number).
// «руб.», «тыс.», «млн» end a sentence before a capital («Восстановление утерянного билета — 100 руб. Детям до 14 лет…»: lead's
// walk 41 quoted the two prices as one fact), never before a figure («100 руб. 50 коп.», «5 тыс. 200»); nor «арт.» (артикул)
// before its number («юбки арт. 2207»: lead's walk 47 quoted «…юбки арт [1].»).
const SENTENCE_END = /(?<![^\p{L}](?:ул|д|г|гг|стр|п|пп|им|др|пр|ст|см|доб|внутр|тел|корп|кв|оф|каб|комн|пом|эт|т\.е|т\.д|т\.п|e\.g|i\.e)\.)(?!(?<=[^\p{L}](?:[Nn]o|[Nn]os|[Pp]|pp|[Ff]ig|[Vv]ol|[Ss]ec|[Aa]rt|[Rr]m|[Tt]el|[Ee]xt|St|Ave|Rd|Blvd|Bldg|[Bb]ld|руб|коп|тыс|млн|арт)\.)\s+\d)(?<=[.!?…;])\s+(?=[«"(\p{Lu}\d])|\n+/u;

const LIST_ITEM = /^(?:[-–—•*▪]|\d{1,2}[.)])\s+/;
/** An unnumbered list item's marker. */
const BULLET = /^[-–—•*▪]\s/;

/**
 * Splits a fragment into sentences (table rows count as sentences). A list's items carry the line that
 * introduces them («Полномочия по компенсации:» + «- администратор — до 3000 рублей»): an item alone
 * does not say what it lists, and the lead-in alone answers nothing. A nested list carries its parents'
 * lead-ins too; its indent tells where it ends.
 */
/** «Е. В. Ломовой», «Е.В. Ломовой»: initials before a surname end no sentence (a word joiner after each dot holds them; removed after). */
// «Павловой Е. В. (доб. 115)»: after the surname too (walk 13a cut a sentence at «Павлова Е.»).
const INITIALS = /(?<![\p{L}])(\p{Lu})\.\s?(\p{Lu})\.\s?(?=\p{Lu}\p{Ll})|(?<=\p{Lu}\p{Ll}+\s)(\p{Lu})\.\s?(\p{Lu})\.(?!\p{L})/gu;
const JOINER = "\u2060";
/**
 * «…выдаёт системный администратор Д. Орлов по заявке…»: one initial between a lower-case word (the post) and a capitalised
 * word that is no function word (the surname) ends no sentence either (the lead's walk 55 quoted «…администратор Д [1].»).
 * «…в зону Б. Там…» still ends one: «там» opens a sentence, no surname does.
 */
const ONE_INITIAL = /(?<=\p{Ll}\s)(\p{Lu})\.\s(?=(\p{Lu}\p{Ll}+)(?![\p{L}]))/gu;
const oneInitial = (text: string) => text.replace(ONE_INITIAL, (m, _letter: string, next: string) => (isStopword(next.toLowerCase()) ? m : m.replace(".", `.${JOINER}`)));

/**
 * «ДМС. Полис оформляется…», «Parking. Staff park…»: a run-in heading (a bold label of a word or three, no verb, at the
 * start of a line) is the subject of the sentence after it, not a sentence of its own (walk 18a quoted a bare «ДМС.»).
 */
const RUN_IN = /^([ \t]*)(\p{Lu}[\p{L}\d-]+(?:[ \t]+[\p{L}\d][\p{L}\d-]*){0,2})\.[ \t]+(?=[«"\p{Lu}])/gmu;
const runIn = (text: string) => text.replace(RUN_IN, (m, indent: string, label: string) => (label.length < 3 || label.split(/\s+/).some(looksLikeVerb) ? m : `${indent}${label}: `));

/** «3.1.» cut off a numbered item («3.1. Отключите пресс…»): a clause's number alone is no sentence (walk 24a quoted «3.1 [1].»). */
const ITEM_NUMBER = /^\d{1,3}(?:\.\d{1,3})+\.?$/;

export function sentences(text: string): string[] {
  const raw = oneInitial(runIn(text).replace(INITIALS, (m) => m.replaceAll(".", `.${JOINER}`))).split(SENTENCE_END).filter((s) => s.trim().length > 2 && !ITEM_NUMBER.test(s.trim()))
    .map((s) => s.replaceAll(JOINER, ""));
  const depth = (s: string) => s.length - s.trimStart().length;
  const out: string[] = [];
  const leads: { depth: number; text: string; item: boolean }[] = [];
  raw.forEach((r, i) => {
    const s = r.trim();
    const item = LIST_ITEM.test(s);
    // An item closes the nested lists at its depth or deeper; other text closes every list.
    if (item) while (leads.length && leads.at(-1)!.item && leads.at(-1)!.depth >= depth(r)) leads.pop();
    else leads.length = 0;
    const next = raw[i + 1];
    const opens = s.endsWith(":") && next !== undefined && LIST_ITEM.test(next.trim()) && (!item || depth(next) > depth(r));
    const own = item ? s.replace(LIST_ITEM, "") : s;
    if (opens) { leads.push({ depth: depth(r), text: own, item }); return; }
    out.push(item && leads.length ? `${leads.map((l) => l.text).join(" ")} ${own}` : s);
  });
  return out;
}

const terms = (text: string) => contentStems(text);

function overlap(q: Set<string>, stems: string[]): number {
  if (q.size === 0) return 0;
  const seen = new Set(stems.filter((s) => q.has(s)));
  return seen.size / q.size;
}

const ASKS_FIGURE = /сколько|когда|во сколько|какой срок|в какой срок|до како|лимит|how (much|many|long)|when/i;

/**
 * A person named as Russian documents name people: a name with a patronymic («Андрей Викторович», «Крылов Андрей
 * Викторович»; the patronymic's suffixes -ович/-евич/-ич, -овна/-евна/-ична/-инична) or a surname with initials
 * («И. В. Шапошников», «Шапошников И. В.»).
 */
const PERSON = /(?<![\p{L}])\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+(?:ович|евич|ич|овна|евна|ична|инична)(?![\p{L}])|(?<![\p{L}])\p{Lu}\.\s?\p{Lu}\.\s?\p{Lu}\p{Ll}+|\p{Lu}\p{Ll}+\s\p{Lu}\.\s?\p{Lu}\./u;
/**
 * A person named past a sentence's first word: a first name and a surname («Роберт Мухаметшин»). In Cyrillic only:
 * Russian capitalises a name's every word but only an institution's first, while English capitalises products and
 * services too («…по заявке в Service Desk» scored as a person for «кто начальник службы безопасности»).
 */
const NAMES_PERSON = /\s[А-ЯЁ][а-яё]+\s+[А-ЯЁ][а-яё]+/u;

/** A table's row as read into text: cells joined by « | ». */
const ROW = / \| /;
/** The table rows a sentence ending in a colon introduces, right after it in its passage; null when none follow. */
function captionedRows(said: string[], j: number): string[] | null {
  const rows: string[] = [];
  for (let k = j + 1; k < said.length && ROW.test(said[k]!); k++) rows.push(said[k]!);
  return rows.length ? rows : null;
}
/** The caption of the table a row stands in: the sentence ending in a colon right before its run of rows. */
function captionOf(said: string[], row: string): string | null {
  let k = said.indexOf(row);
  while (k > 0 && ROW.test(said[k - 1]!)) k--;
  return k > 0 && /:\s*$/.test(said[k - 1]!) ? said[k - 1]! : null;
}
/** The most steps of a procedure an answer lists. */
const MAX_STEPS = 8;

/** A sentence that opens with the situation it is for: a procedure's first step («Если вы…», «При пожаре…», «If you…»). */
const SITUATION = /^(?:если|при|в\s+случае|when|if|in\s+case)(?![\p{L}])/iu;

/** The most items of a section's list quoted as its rules. */
const MAX_RULES = 6;

/** The most sentences a section told whole as a procedure may have. */
const SHORT_SECTION = 4;
/** A reply on its own: «Да.», «Нет.», «Yes.», «No.». */
const REPLY_WORD = /^(?:да|нет|yes|no)[.!,]?$/iu;
/** A pronoun of the third person in any case (Русская грамматика 1980, § 1676: он, она, оно, они): a follow-up pointing back. */
const THIRD_PERSON = /(?<![\p{L}])(?:он|она|оно|они|его|ее|её|ему|ей|им|ним|ней|нем|нём|них|ними|него|нее|неё|нему|их|him|her|them)(?![\p{L}])/iu;

/** The share of the question an FAQ's heading must hold for its whole entry to be the answer (most of it, as homeNamed). */
const FAQ_MET = 0.5;

/** A time of day as a clock reads it: «05:10», «9:00». */
const CLOCK_READING = /(?<![\d:])(?:[01]?\d|2[0-3]):[0-5]\d(?![\d:])/u;

/**
 * The answerer of the embedded face: the sentences of the retrieved fragments that answer the question.
 * A sentence scores by the question words it shares, by its section heading (a section may never
 * repeat its heading's words) and by its fragment's retrieval score; figures help when the question
 * asks for one. The best sentence leads; others join when close to it, from the same fragment or
 * nearly as good from another.
 */
export function pickSentences(question: string, fragments: Fragment[], max = 3, salience?: Salience | null): PickedSentence[] {
  // Fragments overlap: a short paragraph held by two of them is one sentence, quoted once (walk 19a read it as [1] and [2]).
  const once = (ps: PickedSentence[]) => { const said = new Set<string>(); return ps.filter((p) => { const k = p.text.replace(/\s+/g, " ").trim().toLowerCase(); return !said.has(k) && !!said.add(k); }); };
  // «Раньше — только отпуск без сохранения…» leans on the sentence before it (opensOnPrevious): quoted without it, it
  // misleads (walk 20a). It stays when the sentence before is quoted too, or when it is all there is.
  const standing = (ps: PickedSentence[]) => ps.filter((p) => p.step !== undefined || !opensOnPrevious(p.text) || ps.some((q) => q.fragment === p.fragment && precedes(fragments[p.fragment].text, q.text, p.text)));
  const picked = withoutLesserRows(question, once(pickAll(question, fragments, max, salience)), salience);
  const kept = standing(picked);
  if (!kept.length) return picked;
  // The slot of a sentence dropped so is the next one's: «Отпускные выплачиваются за 3 дня…» lost its place to the
  // dropped «Раньше — …» and to a near tie (walk 20a's kindergarten).
  const dropped = picked.length - kept.length;
  return dropped ? standing(once(pickAll(question, fragments, max + dropped, salience))).slice(0, picked.length) : kept;
}

/**
 * A table's rows are records, each of its own thing: of two picked from one table, a row holding only part of the words the
 * other holds of the message is another record, beside the one asked. «телефон старшего администратора» was answered with the
 * senior administrator's row and the system administrator's (lead's walk 50). Rows meeting different words both stay
 * («ставки бармена и администратора»), as do rows meeting the same ones («телефоны администраторов»).
 */
function withoutLesserRows(question: string, picked: PickedSentence[], salience?: Salience | null): PickedSentence[] {
  if (!salience?.words.length || picked.filter((p) => ROW.test(p.text)).length < 2) return picked;
  const held = evidenceFor(question);
  const met = new Map(picked.map((p) => [p, coverage(salience, held(p.text), true).covered.map((c, i) => c && !salience.words[i]!.context)]));
  const within = (a: boolean[], b: boolean[]) => a.every((c, i) => !c || b[i]) && b.some((c, i) => c && !a[i]);
  return picked.filter((p) => !ROW.test(p.text) || !picked.some((q) => q !== p && ROW.test(q.text) && q.fragment === p.fragment && within(met.get(p)!, met.get(q)!)));
}

/**
 * A passage's numbered steps, each on its line: «1. …», «2) …», or a section's clauses «2.1. …», «2.2. …» (walk 24a's
 * safety instruction numbers each step under its section's number) — numbered by the clause's own part when every numbered
 * line shares one section number; a list nesting «1.1» under «1.» keeps its top-level steps.
 */
function numberedSteps(text: string): { text: string; step: number }[] {
  const lines = [...text.matchAll(/^[ \t]*(\d{1,2})(?:\.(\d{1,2}))?[.)]\s+(.+)$/gmu)];
  const clauses = lines.length > 0 && lines.every((m) => m[2] !== undefined && m[1] === lines[0]![1]);
  return lines.filter((m) => clauses || m[2] === undefined).map((m) => ({ text: m[3]!.trim(), step: Number(clauses ? m[2] : m[1]) }));
}

/**
 * Whether a temperature the question says («-12», «минус 10 градусов») lies within a degree bound a conditional sentence
 * states in its condition, the part before its first comma («Если температура… поднялась выше минус 15 °C,»), sign kept.
 */
export function conditionHolds(question: string, sentence: string): boolean {
  const said = [...temperaturesSaid(question).matchAll(/([−+-]?)(\d+(?:,\d+)?)°/gu)].map((m) => (m[1] === "−" || m[1] === "-" ? -1 : 1) * Number(m[2]!.replace(",", ".")));
  if (said.length === 0) return false;
  const bounds = rangesIn(temperaturesSaid(sentence.split(/,\s/)[0] ?? "")).filter(([, , kind]) => kind === "degree");
  return bounds.length > 0 && said.some((t) => bounds.some(([lo, hi]) => t >= lo && t <= hi));
}

/** Whether a sentence names the thing, and only inside its prepositional phrases (prepositional-phrases.ts). */
function onlyInPhrase(sentence: string, thing: string): boolean {
  const names = (text: string) => words(text).some((w) => !isStopword(w) && namesThing(w, thing));
  return names(sentence) && !names(outsidePrepositionalPhrases(sentence));
}

/** Whether sentence `a` stands right before sentence `b` in a fragment's text. */
function precedes(text: string, a: string, b: string): boolean {
  const all = sentences(text);
  const i = all.indexOf(b);
  return i > 0 && all[i - 1] === a;
}

/**
 * «Заезд — с 14:00, выезд — до 12:00»: a sentence that opens with its subject and a dash names what it is about, as a
 * heading does (a run-in head); under the heading «Расчётный час» it answers «во сколько заезд?» before the rows of a
 * section headed «Ранний заезд и поздний выезд». Only a short lead of a few words counts.
 */
const DASH_LEAD = /^([^—–:|.,;()]{2,40}?)\s+[—–]\s+\S/u;
/**
 * «Заезд с 14:00, выезд до 12:00»: a clause of a bare noun and a figure after a preposition, the predicate left out (неполное
 * предложение, Русская грамматика 1980, т. II, «Неполные предложения»), defines the noun's figure as a dash would.
 */
const FIGURE_LEAD = /^(\p{L}+)\s+(?:с|со|до|от|по|в|во|за|к)\s+\d/u;
/** A list item's or a sentence's label before a colon or a dash: «- Оплата: первые 2 часа…», «Перенос — по заявлению…». */
const RUN_IN_LABEL = /^(?:[-–—•*▪]\s+)?([^—–:|.,;()\d]{2,30}?)(?::|\s+[—–])\s+\S/u;
/**
 * «Заезд — с 14:00…»: the sentence opens with the bare word and a dash, defining the thing itself. «…, выезд — до 12:00»:
 * each clause of a list of such definitions defines its own thing (the gapped pair of gapping.ts, said in one sentence).
 */
function definesBare(sentence: string, word: string): boolean {
  return sentence.split(/[,;]\s+/).some((clause) => {
    const lead = (DASH_LEAD.exec(clause) ?? FIGURE_LEAD.exec(clause))?.[1]?.trim();
    return !!lead && !/\s/.test(lead) && namesThing(lead.toLowerCase(), word);
  });
}

function runInShare(sentence: string, share: (text: string) => number): number {
  const lead = DASH_LEAD.exec(sentence)?.[1];
  return lead && lead.trim().split(/\s+/).length <= 3 ? share(lead) : 0;
}

/** What a section headed as a procedure adds to its sentences for a how-to question: as much as a figure for «сколько». */
const PROCEDURE_HEADED = 0.15;
/** What naming the measure asked, beside a figure, adds to a sentence: more than a figure alone (0.15) does. */
const MEASURE_NAMED = 0.3;
/** A sentence that holds every word of the question by itself (a share short of 1 only by rounding). */
const WHOLE_SHARE = 0.99;
/** A sentence stating the figure asked, which the picked ones lack, gains as a date asked or a person asked for does (below). */
const FIGURE_GAIN = 0.15;
const LIST_NUMBER = /^\s*\d{1,2}(?:\.\d{1,2})*[.)]\s+/u;

/** An adjective's endings: it qualifies the thing asked rather than naming it. */
const ADJECTIVE = /[а-я]{3}(?:ый|ий|ой|ая|яя|ое|ее|ые|ие|ую|юю|ого|его|ому|ему|ым|им|ых|их)$/u;

/**
 * Whether a sentence's lead before its dash opens on the word (its first two words hold it): it defines that thing. An
 * adjective anchor needs its noun there too: «Испытательный срок — …» defines «какой испытательный срок?», «Небольшой
 * порез — …» does not define «с небольшой кошкой» (h22b).
 */
function opensOn(sentence: string, word: string, asked: Set<string>): boolean {
  const lead = DASH_LEAD.exec(sentence)?.[1];
  const own = terms(word);
  if (!lead || own.length === 0) return false;
  const leading = terms(lead);
  if (!leading.slice(0, 2).some((t) => own.includes(t))) return false;
  return !ADJECTIVE.test(word.toLowerCase()) || leading.some((t) => asked.has(t) && !own.includes(t));
}

/** The share of the message's own words a sentence holds, the context (who asks, the question before) left out. */
function ownShare(salience: Salience, held: (text: string) => Set<string>): (text: string) => number {
  const mine = { ...salience, words: salience.words.filter((w) => !w.context) };
  return (text) => coverage(mine, held(text), true).share;
}

function pickAll(question: string, fragments: Fragment[], max: number, salience?: Salience | null): PickedSentence[] {
  const q = new Set(terms(question));
  const held = evidenceFor(question);
  // With the question's salience (a follow-up's merged with its previous question), a sentence scores
  // by the weight of what it covers, so a rare word counts for more than a common one.
  const share = salience?.words.length
    ? (text: string) => coverage(salience, held(text), true).share
    : (text: string) => overlap(q, terms(text));
  const kind = salience?.wantsFigure ?? measureKind(question);
  const anchor = salience && salience.anchor >= 0 ? salience.words[salience.anchor]?.word : undefined;
  // «сколько длится испытательный срок?»: an anchor met by the figure asked («длится» by a length) names no thing a sentence
  // could define; the heaviest word of the message's own that names one does (walk 25b got the notice «на испытательном
  // сроке — за 3 дня» from the passage ranked first).
  const definer = salience && anchor !== undefined && salience.words[salience.anchor]!.terms.some((t) => t.startsWith("\u0000"))
    ? salience.words.filter((w) => !w.context && !w.terms.some((t) => t.startsWith("\u0000"))).sort((a, b) => b.weight - a.weight)[0]?.word
    : anchor;
  // A subtype is set back only where the passages define the thing itself («Заезд — с 14:00» beside the «Ранний заезд»
  // rows): «ежегодный оплачиваемый отпуск» is the leave asked about when no sentence says «Отпуск — …».
  const said = fragments.map((f) => sentences(f.text));
  const thing = anchor && said.some((ts) => ts.some((t) => definesBare(t, anchor))) ? anchor : undefined;
  const wantsFigure = ASKS_FIGURE.test(question) || !!kind;
  const wantsWho = asksWho(question);
  // «какой лимит на топливной карте»: the measure asked («лимит») named beside a figure («Лимит — 6000 рублей в месяц.»)
  // is the answer, though the sentence before it, not the sentence, names the card (walk 23a quoted the three sentences
  // that repeat «топливная карта» instead). Opening on the measure, right after a sentence about the thing, it speaks of
  // that thing and is weighed with its words; lent the section heading's words instead, a sentence naming the measure
  // anywhere in the section outweighed the answer of a blind set's question.
  const asked = new Set(measureNouns(question).flatMap(terms));
  // The measure is what the sentence opens on, before a dash («Лимит — 6000 рублей», «Срок — 3 дня»): it defines it.
  // A clause after a semicolon opens as a sentence does: «Заказывать только через корпоративный аккаунт…; лимит одной
  // поездки — 1 200 ₽» defines the limit asked in «а какой лимит на одну поездку?» (tune47a f04 quoted when the taxi is
  // allowed instead). The clause must hold the figure itself.
  const namesMeasure = (s: string) => {
    if (asked.size === 0) return false;
    return s.split(/;\s+/).some((clause) => {
      const lead = DASH_LEAD.exec(clause)?.[1];
      return !!lead && lead.trim().split(/\s+/).length <= 3 && /\d/.test(clause) && terms(lead).some((t) => asked.has(t));
    });
  };
  // «сверхурочные как оплачиваются» under the heading «Сверхурочная работа»: the item «- Оплата: первые 2 часа — в полуторном
  // размере…» opens on a label naming the other thing asked («оплачиваются»), which the heading does not, of the thing the
  // heading names (the anchor): it is that aspect of the section's thing, «Оплата сверхурочной работы: …», and is weighed with
  // the heading's words. The exception «Вместо повышенной оплаты… сверхурочные часы оплачиваются в одинарном размере», saying
  // both words itself, was asserted instead (warehouse w03). Only a label of a word or two before a colon or a dash.
  const namesAspect = (s: string, headed: string) => {
    if (!salience || salience.anchor < 0) return false;
    const label = RUN_IN_LABEL.exec(s)?.[1];
    if (!label || label.trim().split(/\s+/).length > 2) return false;
    const byHeading = coverage(salience, held(headed)).covered;
    if (!byHeading[salience.anchor]) return false;
    // A label meeting the word only by a truncated stem is another word: «Ответственный — руководитель службы качества» (the
    // «~ответ» of «ответить») is who is in charge, not the reply asked by «за сколько дней клиенту должны ответить?» (carservice c16).
    const byLabel = coverage(salience, new Set([...held(label)].filter((t) => !t.startsWith("~")))).covered;
    // The label names the action asked of the thing, the noun of the question's verb («Оплата» for «оплачиваются»): a label
    // meeting a noun asked is another sense as often («Время тишины — с 23:00» met the «time» of «for the third time» and took
    // the noise complaint's third-time fine out of the answer; road h22d).
    return byLabel.some((c, i) => c && i !== salience.anchor && !byHeading[i] && !salience.words[i]!.context && looksLikeVerb(salience.words[i]!.word));
  };
  const stepsAsked = ASKS_STEPS.test(question);
  const howTo = asksProcedure(question);
  const za = asksFigureAfterZa(question);
  const all: PickedSentence[] = [];
  const captions: (PickedSentence & { rows: string[] })[] = [];
  fragments.forEach((f, i) => {
    // A heading that narrows the thing asked to a subtype («Ранний заезд и поздний выезд» for «время заезда») names
    // another topic than the question's: it lends its sentences no weight, as a narrowed sentence is set back below.
    const headed = f.headingPath.join(" ");
    const heading = thing && narrows(headed, thing, q) ? 0 : share(headed);
    // «как уйти в отпуск»: a how-to is answered by the section headed as a procedure on its matter («Как оформить
    // отпуск»), before the one stating the entitlement («Ежегодный отпуск»; lead's walk 32), as a figure answers «сколько».
    const procedure = howTo && heading > 0 && namesProcedure(f.headingPath.at(-1) ?? "") ? PROCEDURE_HEADED : 0;
    // Rank by position, relative to the best fragment: an absolute score moves when unrelated documents are indexed.
    const rank = 0.25 * (1 - i / Math.max(fragments.length, 1)) + 0.3 * (f.score / (fragments[0].score || 1)) * 0.5;
    const own = said[i]!;
    own.forEach((s, j) => {
      // A moment of the day asked for («во сколько…») is a clock time, which few sentences hold: it weighs double.
      const figure = wantsFigure && (kind && kind !== "any" ? holdsFigure(s, kind) : /\d/.test(s)) ? (kind === "clock" || kind === "moment" ? 0.3 : 0.15) : 0;
      const lead = j === 0 ? 0.05 : 0;
      // «Политика определяет, какие данные обрабатываются … и кто за это отвечает» names the question, not its answer;
      // «…по GPS-треку маршрута:» only leads to what follows it.
      if (asksItself(s)) return;
      const caption = /:\s*$/.test(s) ? captionedRows(own, j) : null;
      if (/:\s*$/.test(s) && !caption) return;
      // «Воспитателям — 42 календарных дня» after «…отпуск 28 календарных дней»: a gapped sentence is weighed with the
      // words it leaves to the one before (gapping.ts).
      // Only when the question names what the sentence sets apart («Воспитателям»): else it only repeats the one before.
      const meant = j > 0 && gapped(s, own[j - 1]) && share(s.split(/\s[—–]\s/)[0]) > 0 ? `${own[j - 1]} ${s}` : s;
      // «…; в день выезда до 22:00 бесплатно»: the thing named only inside a prepositional phrase dates or places another
      // thing (the luggage's storage), as a narrowed one is a subtype: «во сколько выезд» is «выезд до 12:00» (lead's walk 54).
      const narrowed = thing && (narrows(s, thing, q) || onlyInPhrase(s, thing)) ? 0.1 : 0;
      const itself = j > 0 && namesMeasure(s) ? Math.max(share(meant), share(own[j - 1]!)) + MEASURE_NAMED : share(meant);
      // «кто у нас отвечает за охрану труда?», «кто начальник службы безопасности»: who is asked, and a sentence naming the
      // person («Ответственный за охрану труда: Роберт Мухаметшин, внутр. 140», «Руководитель: Крылов Андрей Викторович»)
      // answers it before one that only names the role («сообщить ответственному за охрану труда», «…согласованной с
      // руководителем и службой безопасности»), as a figure does for «сколько» (walks 23b, 24a).
      const person = wantsWho && (PERSON.test(s) || NAMES_PERSON.test(s)) ? 0.15 : 0;
      // «где офис находится»: a sentence naming a place («Офис: ул. Баумана, 44») answers before the office's hours (lead 44).
      const place = salience?.wantsPlace && holdsPlace(s) ? 0.15 : 0;
      // «Испытательный срок для новых сотрудников — 3 месяца…»: a sentence opening on the thing asked, before a dash, defines
      // it (the dash between subject and predicate); «…за 14 дней, на испытательном сроке — за 3 дня» only mentions it
      // (walks 25a, 25b: «какой испытательный срок?» got the resignation notice from the passage ranked first).
      // A procedure asked for («что делать при пожарной тревоге») is a section's steps, not a definition («Пожарная охрана — 101»).
      const defines = definer && !stepsAsked && opensOn(s, definer, q) ? MEASURE_NAMED : 0;
      const aspect = !defines && !stepsAsked && namesAspect(s, headed) ? Math.max(0, share(`${headed} ${s}`) - itself) + MEASURE_NAMED : 0;
      const score = itself + aspect + 0.5 * Math.max(heading, runInShare(s, share)) + rank + figure + lead + person + place + defines + procedure - narrowed;
      if (caption) captions.push({ fragment: i, text: s, score, rows: caption });
      else all.push({ fragment: i, text: s, score });
    });
  });
  all.sort((a, b) => b.score - a.score);
  // «во сколько начинается ночная уборка?»: the figure asked is what an answer must hold. A sentence that holds it and says
  // more of the question than the first one («Смена: Ночная уборка | Время: 01:00 – 08:00») answers before one whose
  // section heading lent it the words («Ночные уборщики работают только в паре» under «Ночная уборка»; walk 29 was hedged).
  // It must say the whole question by itself, and more of it than the first does: one saying as much («В декабре… авансовые отчёты — до 20
  // декабря» beside «Расходы… возмещаются по авансовому отчёту») is no better answer to «в какой срок подать авансовый отчёт?».
  // «привет, я новенький. с какого времени у нас рабочий день?»: who asks is context, not what is asked. A first sentence ahead
  // only by the introduction's words («Новый сотрудник получает ноутбук… в первый рабочий день») says no more of the
  // question than the schedule saying all of it with the time (lead's walk 35): below, a sentence saying all the message's
  // own words and as many of them as the first leads as one saying more would.
  const own = salience?.words.some((w) => w.context) && salience.words.some((w) => !w.context) ? ownShare(salience, held) : null;
  const ownWhole = (s: PickedSentence, first: PickedSentence) => !!own && own(s.text) >= WHOLE_SHARE && own(s.text) >= own(first.text);
  if (kind && kind !== "any" && all[0] && !holdsFigure(all[0].text, kind)) {
    const first = share(all[0].text);
    const top = all[0];
    const whole = (s: PickedSentence) => { const said = share(s.text); return (said > first && said >= WHOLE_SHARE) || ownWhole(s, top); };
    const held = all.findIndex((s) => holdsFigure(s.text, kind) && whole(s));
    if (held > 0) all.unshift(...all.splice(held, 1));
  }
  // «во сколько начинается первая смена?»: a moment said relative to another («за 48 часов до начала первой из смен») holds a
  // clock time by the measure's reading, yet tells no moment of the day; a sentence saying as much of the question with the
  // time itself («Смена: Первая (утренняя) | Начало: 05:10») says it more exactly, and answers first (heldout-transit t02
  // quoted the shift-swap rule).
  if (kind === "clock" && all[0] && !CLOCK_READING.test(all[0].text)) {
    const first = share(all[0].text);
    const top = all[0];
    const exact = all.findIndex((s) => CLOCK_READING.test(s.text) && (share(s.text) >= Math.max(first, WHOLE_SHARE) || ownWhole(s, top)));
    if (exact > 0) all.unshift(...all.splice(exact, 1));
  }
  // «кто в службе безопасности»: whom to reach is asked of a thing two nouns name together (name-pairs.ts); of the sentences
  // saying as much of the question, one naming it together («Служба безопасности | Олег Ветров») leads, and one holding its
  // words apart speaks of other things (lead walk 46 asserted «…агрохимической службы…» under «Инструкция по безопасности»).
  const pairs = asksReach(question) ? namePairs(question) : [];
  let pairLed = false;
  if (pairs.length && all[0]) {
    const first = share(all[0].text);
    const met = holdsPair(all[0].text, pairs) ? 0 : all.findIndex((c) => holdsPair(c.text, pairs) && share(c.text) >= first);
    if (met > 0) all.unshift(...all.splice(met, 1));
    pairLed = met >= 0;
  }
  // «за сколько…?» is met by a figure after «за» (measure-questions.ts): a sentence stating one, saying as much of the
  // question as the first, answers before it. It only leads: what else joins is weighed as before.
  if (za && all[0] && !statesFigureAfterZa(all[0].text)) {
    const first = share(all[0].text);
    const met = all.findIndex((s) => statesFigureAfterZa(s.text) && share(s.text) >= first);
    if (met > 0) all.unshift(...all.splice(met, 1));
  }
  // «какой оклад у библиографа»: of a table's rows the one holding a word asked itself answers before one meeting it only
  // through its shared beginning («Библиотекарь» for «библиографа», first in the table; lead's walk 41).
  if (all[0] && ROW.test(all[0].text) && salience?.words.length) {
    const exact = (t: string) => { const h = held(t); return salience.words.filter((w) => h.has(w.terms[0]!)).length; };
    const first = exact(all[0].text);
    // It must meet every figure of the message the first row meets: «от 15 до 30 дней», whose range holds «за 20 дней», is not outdone by
    // «более 30 дней до вылета» holding «вылета» itself (lead's walk 42).
    const firstMet = coverage(salience, held(all[0].text), true).covered;
    // The message's own words: one lent by the question before («4» of «…4 разряда?» for «а на пятый?») is being replaced.
    const keeps = (t: string) => { const met = coverage(salience, held(t), true).covered; return firstMet.every((c, i) => !c || met[i] || !!salience.words[i]!.context || !/^\d/.test(salience.words[i]!.word)); };
    const row = all.findIndex((c) => ROW.test(c.text) && c.fragment === all[0]!.fragment && c.score >= 0.75 * all[0]!.score && exact(c.text) > first && keeps(c.text));
    if (row > 0) all.unshift(...all.splice(row, 1));
  }
  // «детям до 7…»: the sentence stating the message's figure leads one meeting it only within its bound (figure-itself.ts).
  const itself = figureItselfFirst(all, salience, held);
  if (itself > 0) all.unshift(...all.splice(itself, 1));
  const best = all[0];
  // «как считается премия» above «Премия считается от комиссии агентства по проданным турам:» and its table: the caption says
  // the question its rows only half say (each «Комиссия за месяц: … | Премия менеджера: 10%»), and answers with them (lead's
  // walk 42 hedged over the first row). Only when it says more of the question than the best sentence and outscores it.
  const caption = captions.sort((a, b) => b.score - a.score)[0];
  if (caption && (!best || (caption.score > best.score && share(caption.text) > share(best.text)))) {
    return [caption, ...caption.rows.slice(0, MAX_STEPS).map((text) => ({ fragment: caption.fragment, text, score: caption.score }))].map(({ fragment, text, score }) => ({ fragment, text, score }));
  }
  if (!best) return [];
  // «я попал в дтп что делать»: a question how to act gets the numbered procedure of the passage that answers it, in
  // order, not the one step that happens to repeat its words (walk 12c got only the medical check after an accident).
  if (ASKS_STEPS.test(question)) {
    // The section's steps may sit in the passage before the best sentence's (a long section is cut in two).
    // «что делать при пожарной тревоге»: the section headed «Пожарная тревога» holds the procedure, though a document's
    // title «Инструкция: пожарная тревога, эвакуация и первая помощь» names it too and its preamble may score first
    // (walk 21a quoted «Ответственный за пожарную безопасность…»). The heading the question names most wholly is home.
    // «что делать» asks for steps; it names no section («Чего делать нельзя» outranked «РАЗЛИВ ПЕРХЛОРЭТИЛЕНА» in walk 24a).
    // A kind named by its member («не привезли молоко») names the section of its kind («Недовложение (не привезли товар)»),
    // not one sharing only a common word («Корпоративным клиентам»; walk 27a): the kind's words are the question's too.
    const said = question.replace(ASKS_STEPS, " ");
    const topic = new Set([...terms(said), ...(said.match(/\p{L}+/gu) ?? []).flatMap((w) => hypernymsOf(w).flatMap(terms))]);
    const named = namedSection(topic, fragments, best.fragment, best.text);
    const home = fragments[named];
    const inHome = (f: Fragment) => f.docName === home.docName && f.headingPath.join("/") === home.headingPath.join("/");
    const steps = fragments.flatMap((f, i) => (inHome(f) ? numberedSteps(f.text).map((m) => ({ fragment: i, ...m, score: best.score })) : []));
    // «в морозилке стало -12, что делать»: of a section's clauses the one whose condition the question's temperature meets
    // («2.6. Если температура в камере поднялась выше минус 15 °C, сообщите…») is what to do; the others are the section's
    // other rules (walk 27a got all six clauses, the answer last).
    const met = steps.filter((m) => SITUATION.test(m.text) && conditionHolds(question, m.text));
    if (steps.length >= 3 && met.length === 1) return met.map(({ fragment, text, score }) => ({ fragment, text, score }));
    if (steps.length >= 3) return steps.sort((a, b) => a.step - b.step).slice(0, MAX_STEPS);
    // A procedure written as running text («Сообщите руководителю до 9:00… Откройте ЭЛН… пришлите номер…»): a short
    // section is the procedure, told in its order, not its one step that repeats the question's words (walk 18a lost
    // «сообщите руководителю»).
    const told = fragments.flatMap((f, i) => (inHome(f)
      ? sentences(f.text).map((text) => ({ fragment: i, text, score: best.score })) : []));
    if (told.length >= 2 && told.length <= SHORT_SECTION) return situationTold(said, told, home) ?? rowTold(told, share) ?? conjunctTold(told, home, share) ?? unnamedTold(told, home, share) ?? told;
    // A longer one goes on from the step the question met when that step names the situation («Если вы укололись иглой…,
    // снимите перчатки…», then «обработайте ранку…», «сообщите…»; walk 18d got the first step only). A rule that only shares
    // the question's words («Заправка — только по топливной карте») starts no procedure: the lost card's sentence is picked.
    const from = told.findIndex((t) => t.text === best.text);
    if (told.length > SHORT_SECTION && from >= 0 && from < 2 && SITUATION.test(best.text)) return told.slice(from, from + SHORT_SECTION);
    // A section named for the situation asked is its procedure from the start: the best sentence lay outside it, or is a
    // later case of its own («Если сработка ложная, …»; walk 21a quoted it alone) the question says nothing of.
    // A rule of the section the question met otherwise («Блокировка утерянной карты — сообщить механику») stays the answer.
    const elsewhere = from < 0 || (SITUATION.test(best.text) && !conditionSaid(q, best.text));
    if (told.length > SHORT_SECTION && headingFit(topic, home) >= 0.99 && elsewhere) return told.slice(0, SHORT_SECTION);
  }
  // «какие требования к паролю?»: the rules on a thing its section heading names are that section's list, each item a rule
  // that need not repeat the heading's words («- Длина — не меньше 12 символов»; walk 19c quoted three other items).
  if (salience?.asksRules && share(fragments[best.fragment].headingPath.join(" ")) >= 0.99) {
    const items = sentences(fragments[best.fragment].text).filter((s) => LIST_ITEM.test(s)).slice(0, MAX_RULES);
    if (items.length >= 2) return items.map((text) => ({ fragment: best.fragment, text, score: best.score }));
  }
  // An FAQ's entry: a heading that is itself a question («Можно ли работать на своём самокате или велосипеде?», «Где поесть
  // во время перерыва?») is answered by its short section as written, its first sentence first («Да. Личный электросамокат
  // допускается, если…»; «В каждом дарксторе есть комната отдыха…»). The sentence repeating most words is its second half
  // (walk 27a got only «…доплачивает 150 ₽ за смену», only the night shift's dinner).
  // Only where the answer stays within the entry: a sentence of another passage the answer takes (the incident log rule beside
  // the FAQ's «Можно ли записать клиента…?» for «…скорую клиенту, это надо где-то записать?») says the entry is not the matter.
  let faqEntry: PickedSentence[] | null = null;
  const entryHeading = fragments[best.fragment].headingPath.at(-1) ?? "";
  if (/\?\s*$/.test(entryHeading) && share(entryHeading) >= FAQ_MET) {
    // «Да.», «Нет.» are the reply to the heading's question and stand with the sentence after them, under its citation.
    const entry = sentences(fragments[best.fragment].text).reduce<string[]>((out, t, k, all) => {
      if (k > 0 && REPLY_WORD.test(all[k - 1]!)) out[out.length - 1] = `${all[k - 1]!.replace(/[.!]?\s*$/, ".")} ${t}`; else out.push(t);
      return out;
    }, []);
    if (entry.length >= 1 && entry.length <= SHORT_SECTION && (entry.length >= 2 || REPLY_WORD.test(entry[0]!.split(/\s/)[0]!)) && entry.some((t) => t.includes(best.text))) faqEntry = entry.map((text) => ({ fragment: best.fragment, text, score: best.score }));
  }
  // A section cut into two passages is one home: «…отпуск — 28 календарных дней» and «…одна из частей — не менее 14 дней»
  // stand together though the cut put them apart (walk 17a answered only the second).
  const section = (i: number) => `${fragments[i].docName}\u0000${fragments[i].headingPath.join("/")}`;
  const home = (p: PickedSentence) => section(p.fragment) === section(best.fragment);
  // «отпуск у помощников воспитателя»: a sentence naming «воспитатель» on its own («Воспитателям — 42 дня») speaks of the
  // other post the question sets its own apart from (role-heads.ts); it joins no answer the post's own sentence leads.
  const others = (salience?.words ?? []).flatMap((w) => (w.terms[0]?.startsWith(SERVED) ? [w.terms[0].slice(SERVED.length)] : []));
  const otherPost = (t: string) => { const held = evidenceTerms(t); return others.some((o) => held.has(o) && !held.has(SERVED + o)); };
  // «сколько компания платит за курсы английского?»: a sentence that meets beside the best only the company paying (context,
  // salience.ts) says nothing more of what is asked (lead's walk 33 added the taxi rule to the training sum for «Компания
  // возмещает…»). Only that context, not who asks or why: the rest are left as the picker weighs them.
  const payer = companyPayer(question);
  const bestCovered = payer && salience?.words.length ? coverage(salience, held(best.text), true).covered : [];
  const contextOnly = (t: string) => {
    if (!payer || !salience?.words.length) return false;
    const covered = coverage(salience, held(t), true).covered;
    const more = covered.map((c, i) => c && !bestCovered[i]);
    return more.some(Boolean) && more.every((m, i) => !m || salience.words[i]!.word === payer);
  };
  // «сколько денег дают на обучение»: a sentence that meets the question only through the figure asked («денег» by the taxi
  // rule's «1 200 рублей») says nothing of what the sum is for (lead's walk 35 opened with the taxi rule). It may still join
  // below as a gain, when the figure is what the picked sentences lack.
  // So is one that meets it only through a phone it writes: «номер диспетчера» is met by every row giving a phone, and only the
  // dispatcher's row says whose it is (lead's walk 40 listed the senior instructor's and the office's beside it).
  const figureOnly = (t: string) => {
    if (!salience?.words.length) return false;
    const { covered } = coverage(salience, held(t), true);
    const said = held(withoutPhonesWritten(t));
    return covered.some(Boolean) && covered.every((c, i) => !c || !salience.words[i]!.terms.some((x) => !x.startsWith("\u0000") && said.has(x)));
  };
  // «какой оклад у библиографа» beside the rows «Должность: Библиотекарь | Оклад: …» and «Должность: Библиограф | Оклад: …»:
  // a table's row met by a word asked only through its shared beginning («~библи»), where the best row holds the word itself,
  // names another key than the one asked (lead's walk 41 listed all three salaries).
  const bestTerms = salience?.words.length && ROW.test(best.text) ? held(best.text) : null;
  // «клиент отменяет тур за 20 дней до вылета»: the row whose range holds the message's own figure («от 15 до 30 дней») is its
  // row; another row of the table («более 30 дней до вылета») is another case (lead's walk 42 listed both). A figure lent by
  // the question before («4» of «…4 разряда?» for «а на пятый?») is being replaced and sets no row apart.
  /** Whether one word of the question is met by a text's terms. */
  const meets = (w: Salience["words"][number], h: Set<string>) => coverage({ ...salience!, words: [w] }, h).covered[0];
  const otherRange = (t: string) => {
    if (!bestTerms || !ROW.test(t)) return false;
    const terms = held(t);
    // Only a row keyed by a figure of its own (its first cell: «более 30 дней до вылета»): another case of the same measure.
    if (!/\d/.test(t.split(ROW)[0]!)) return false;
    return salience!.words.some((w) => !w.context && /^\d/.test(w.word) && meets(w, bestTerms) && !meets(w, terms));
  };
  // «а если работаю в праздник?» after «сколько доплачивают за ночь»: a row met only by the words the question before lent
  // («доплачивают», «ночь») is the answer already given, where the best row meets the follow-up's own word (lead walk 46
  // listed the night rate again beside the holiday's).
  const lentOnly = (t: string) => {
    const { covered } = coverage(salience!, held(t), true);
    return covered.some(Boolean) && covered.every((c, i) => !c || (salience!.words[i]!.context && !salience!.words[i]!.aside))
      && coverage(salience!, bestTerms!, true).covered.some((c, i) => c && !salience!.words[i]!.context);
  };
  const pointsBack = THIRD_PERSON.test(question);
  const otherKey = (t: string) => {
    if (!bestTerms || !ROW.test(t)) return false;
    const terms = held(t);
    if (otherRange(t) || lentOnly(t)) return true;
    // «кто у нас техник?» then «как с ним связаться»: the one asked before, held by the best row, is whom the follow-up means;
    // another row, met by its «Связь» alone, is someone else (lead's walk 53 listed three people's contacts).
    // Only where the follow-up points back with a pronoun of the third person: «а премия у медсестер какая» after the
    // assistant's bonus names its own party, and the assistant's row is the contrast (dental d02).
    if (pointsBack && salience!.words.some((w) => w.context && !w.aside && bestTerms.has(w.terms[0]!) && !meets(w, terms))) return true;
    return salience!.words.some((w) => bestTerms.has(w.terms[0]!) && !terms.has(w.terms[0]!) && meets(w, terms));
  };
  const sameMatter = lendsAnchor(salience, held, fragments, best);
  // «когда приходит премия?» answered by «Премия выплачивается … 10 числа следующего месяца»: the bonus table's rows beside it
  // («Комиссия за месяц: до 150 000 руб. | Премия менеджера: 10%») hold no moment and no word of the question the answer
  // lacks; they say another figure of the same thing (lead's walk 42 listed them before the date). A row joins a best
  // sentence holding the figure asked only when it holds that figure too, or meets more of the question.
  const bestFigured = !!kind && kind !== "any" && holdsFigure(best.text, kind) && !!salience?.words.length;
  const bestMet = bestFigured ? coverage(salience!, held(best.text), true).covered : [];
  const rowOfOtherFigure = (t: string) => bestFigured && ROW.test(t) && !ROW.test(best.text) && !holdsFigure(t, kind!)
    && !coverage(salience!, held(t), true).covered.some((c, i) => c && !bestMet[i]);
  const near = all.filter((s, k) => k === 0 || (s.score >= 0.75 * best.score && (home(s) || s.score >= 0.9 * best.score || sameMatter(s)) && !otherPost(s.text) && !(pairLed && holdsApart(`${s.text} ${fragments[s.fragment].headingPath.join(" ")}`, pairs)) && !contextOnly(s.text) && !figureOnly(s.text) && !otherKey(s.text) && !rowOfOtherFigure(s.text))).slice(0, max);
  if (!salience?.words.length) return near;
  // A sentence from another passage is cited only when it holds something of the question the others
  // do not (a word, the figure asked for): one that repeats their words («для тарифа «Премиум» — за каждые
  // 15 минут» under «Компенсация при нарушении SLA») is about something else and misleads the citation.
  const termsOf = (ps: PickedSentence[]) => held(ps.map((p) => `${p.text} ${fragments[p.fragment].headingPath.join(" ")}`).join(" "));
  const figure = salience.wantsFigure ? FIGURE_OF[salience.wantsFigure] : null;
  // «…10 и 25 числа. Если эти дни выпадают на выходные, деньги приходят…»: a sentence taking up a picked one (taken-up.ts).
  const picked: PickedSentence[] = takenUp(near.filter(home), fragments, salience, termsOf);
  const ownWords = salience.words.some((w) => !w.context);
  // Only the message's own aside: a word the previous question lends («доплата» to «а за высшую?») is still asked of.
  const aside = (i: number) => ownWords && !!salience.words[i]!.aside;
  // «можно ли приходить в кроссовках?» beside «Расчётный листок приходит на личную почту»: a verb that only says a thing
  // reaches someone (a support verb, stopwords.ts: «приходит», «поступает») meets no verb of the question's own meaning, and
  // a passage cited for it alone is about something else (session 30 led with the payslip over the dress code).
  const typed = new Set(question.toLowerCase().replaceAll("ё", "е").match(/\p{L}+/gu) ?? []);
  const ownSense = (t: string) => t.replace(/\p{L}+/gu, (w) => (isSupportVerb(w.toLowerCase()) && !typed.has(w.toLowerCase()) ? " " : w));
  for (const p of near.filter((q) => !home(q))) {
    const before = termsOf(picked);
    const after = termsOf([...picked, { ...p, text: ownSense(p.text) }]);
    const was = coverage(salience, before).covered;
    // A word of the context alone (who asks: «я новенький») is no gain: the laptop rule's «Новый сотрудник…» beside the
    // schedule answers no part of «с какого времени у нас рабочий день?» (lead's walk 35).
    // Nor is where or how the thing happened (Salience.adverbial): «ноутбук украли в метро» cited the office's «Ближайшее метро…»
    // beside the loss rule (kodservice k14).
    const gained = (i: number) => !aside(i) && !(salience.adverbial ?? []).includes(i);
    if (coverage(salience, after).covered.some((c, i) => c && !was[i] && gained(i)) || (figure && after.has(figure) && !before.has(figure))) picked.push(p);
  }
  // Then the sentences of the best fragment that hold what the picked ones miss (the question's other
  // half: «начинается и заканчивается», «требования и как часто»), one at a time while each adds weight.
  // A sentence that meets a question the message asks and the picked ones leave open («…, какие остановки?») counts as a gain.
  // «when are the open lessons?» met by «Twice a year (December and May)…»: the sentence giving the days themselves («Dates
  // for 2026/2027: 16–18 December…») says when more exactly, and counts as a gain too (walk 20a stopped at the months).
  const dated = salience.wantsFigure === "when" || salience.wantsFigure === "time";
  const homeNamed = share(fragments[best.fragment].headingPath.join(" ")) >= 0.5;
  const heldBy = (ps: PickedSentence[]) => {
    const terms = held(ps.map((p) => `${p.text} ${fragments[p.fragment].headingPath.join(" ")}`).join(" "));
    const { share, covered } = coverage(salience, terms);
    // «пожар куда звонить»: whom to turn to is asked, and in the section named for the thing asked («Пожар») its sentence
    // naming someone or a number to call is a gain; elsewhere a passing «с руководителем» answers no one's matter (dev q16).
    return share + 0.1 * (salience.clauses ?? []).filter((c) => c.some((i) => covered[i])).length + (dated && terms.has(FIGURE_DATE) ? 0.15 : 0)
      + (salience.wantsWho && homeNamed && terms.has(SOMEONE) ? 0.15 : 0);
  };
  // A section cut into two passages is one home here too: the sentence stating the figure asked as a number, which the picked
  // sentences lack, is looked for in the rest of the best one's section (heldout-fitness: «Возврат производится в течение 10
  // рабочих дней…» ends the section «Возврат денежных средств» in the passage after the one ranked first, and answers «в какой
  // срок возвращаем деньги?»; «Сумма возврата: стоимость… дней» names days and counts none). Within the best passage every
  // sentence was weighed with its figure already: a gain there answered «в какие дни надо приезжать в офис» with «Офис открыт
  // с 8:00 до 21:00 в будни» (kodservice's leave-one-out, the remote-work rules out). The sentence must say
  // something of the question itself, not through the heading or the figure alone: «…выплачивает разницу… за первые 10
  // рабочих дней нетрудоспособности» beside «…после окончания испытательного срока» tells no probation's length (dev's
  // leave-one-out, the onboarding guide out).
  // A list item's number («3) Сумма возврата…») is no figure of it.
  const states = (c: PickedSentence) => {
    const said = c.text.replace(LIST_NUMBER, "");
    return !!figure && held(c.text).has(figure) && (/\d/.test(said) || (said.match(/\p{L}+/gu) ?? []).some((w) => numeralOf(w.toLowerCase()) !== null))
      && share(c.text) > 0 && !figureOnly(c.text);
  };
  const coming = comingTold(question);
  for (let extra = 0; extra < 2; extra++) {
    const now = heldBy(picked);
    const lacking = !!figure && !termsOf(picked).has(figure);
    const fromHome = (c: PickedSentence) => c.fragment === best.fragment || (lacking && home(c) && states(c));
    // The question's verb of coming said with the moment asked tells that moment (coming-told.ts).
    const comes = (c: PickedSentence) => lacking && c.fragment === best.fragment && held(c.text).has(figure!) && coming(c.text);
    const gains = all.filter((c) => fromHome(c) && !picked.includes(c) && !otherRange(c.text) && !(bestTerms && ROW.test(c.text) && lentOnly(c.text))).map((c) => ({ c, gain: heldBy([...picked, c]) - now + ((lacking && c.fragment !== best.fragment && states(c)) || comes(c) ? FIGURE_GAIN : 0) }));
    const top = gains.sort((a, b) => b.gain - a.gain)[0];
    if (!top || top.gain < 0.1) break;
    picked.push(top.c);
  }
  // «Когда приходят зарплата и аванс?» under «Заработная плата выплачивается два раза в месяц…:» and its dated items: the
  // lead-in names the thing asked, and every item stating the figure asked is when it comes; the item that also named
  // «аванс» added the only word, and the other («10-го числа следующего месяца — окончательный расчёт») was left out
  // (heldout-pharmacy q07). Only where the lead-in itself holds the question's anchor: «когда аванс?» is met by its item.
  // «Какие требования к паролю от учётной записи?» and «Требования к паролю:» with its items: a lead-in naming the rules asked
  // (a shell noun of the question, stopwords.ts, and the thing they are of) announces them all, each item one rule, though
  // only the lock after 5 attempts repeated «учётная запись» (heldout-print p03 got neither the length nor the 90 days).
  for (const p of [...picked]) {
    const f = fragments[p.fragment]!;
    const lead = leadInOf(p.text, f.text);
    if (!lead) continue;
    const by = coverage(salience, held(lead)).covered;
    const dated = !!figure && salience.anchor >= 0 && by[salience.anchor];
    const ruled = by.some((c, i) => c && isShellNoun(salience.words[i]!.word)) && by.some((c, i) => c && !salience.words[i]!.context && !isShellNoun(salience.words[i]!.word));
    if (!dated && !ruled) continue;
    const items = sentences(f.text).filter((s) => s.startsWith(`${lead} `) && (ruled || held(s).has(figure!)));
    for (const s of items.slice(0, MAX_RULES)) if (!picked.some((q) => q.fragment === p.fragment && q.text === s)) picked.push({ fragment: p.fragment, text: s, score: p.score });
  }
  // «если продал туров на 200 тысяч комиссии какой процент» met by the row «от 150 000 до 300 000 руб. | Премия менеджера:
  // 15%»: its table's caption («Премия считается от комиссии агентства по проданным турам:») says what the rows are of, and
  // joins the answer when it holds a word of the question the picked sentences do not (lead's walk 42).
  for (const p of [...picked]) {
    const cap = ROW.test(p.text) ? captionOf(said[p.fragment]!, p.text) : null;
    if (!cap || picked.some((q) => q.fragment === p.fragment && q.text === cap)) continue;
    const was = coverage(salience, termsOf(picked)).covered;
    if (coverage(salience, termsOf([...picked, { fragment: p.fragment, text: cap, score: p.score }])).covered.some((c, i) => c && !was[i] && !aside(i) && !(salience.adverbial ?? []).includes(i))) {
      picked.push({ fragment: p.fragment, text: cap, score: p.score });
    }
  }
  const chosen = withoutLooserBounds(withoutOutdone(picked, fragments, salience, held), fragments, salience);
  return faqEntry && chosen.every((p) => p.fragment === best.fragment) ? faqEntry : chosen;
}

/**
 * The lead-in a list item's sentence carries (see sentences): the longest start of it ending in «:» that ends a line of the
 * fragment, the line before the list. Null for a sentence that is no item of a list.
 */
function leadInOf(sentence: string, fragmentText: string): string | null {
  let lead: string | null = null;
  for (let k = sentence.indexOf(":"); k > 0; k = sentence.indexOf(":", k + 1)) {
    const start = sentence.slice(0, k + 1);
    if (sentence[k + 1] === " " && new RegExp(`${start.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[ \t]*\n`).test(fragmentText)) lead = start;
  }
  return lead;
}

/**
 * «что делать если пролил растворитель» in the short section «Работа с растворителями»: the heading names the matter, not
 * the situation, and the one sentence that says the spill («Пролитый растворитель собирают сорбентом…») is what to do;
 * the section told whole put the machine's loading rules before it (walk 31e). Only when the section's heading leaves some
 * word of the question's own unsaid and exactly one sentence says them all: a section named for the situation asked
 * («Больничный» for «заболел, что делать»; walk 18a) is still told whole.
 */
function situationTold(said: string, told: PickedSentence[], home: Fragment): PickedSentence[] | null {
  // A word is said by a word that opens on its stem: «пролил» (stem «прол») by «Пролитый», a past form by its participle.
  const words = (t: string) => contentStems(t);
  const says = (t: string, st: string) => words(t).some((w) => w.startsWith(st) || st.startsWith(w) && w.length >= 4);
  const heading = home.headingPath.join(" ");
  const asked = [...new Set(words(said))].filter((st) => st.length >= 4);
  const unsaid = asked.filter((st) => !says(heading, st));
  if (!unsaid.length || unsaid.length === asked.length) return null;
  const saying = told.filter((t) => unsaid.every((st) => says(t.text, st)));
  return saying.length === 1 ? saying : null;
}

/**
 * «а если на полтора часа?» against «больше чем на 30 минут — промокод на 200 ₽» and «больше чем на 60 минут — доставка
 * бесплатно и промокод на 300 ₽»: both bounds hold 90 minutes, and the narrower one is the case (a tiered rule's higher step
 * supersedes the lower; walk 27a quoted both). A sentence met through a bound on one side is left out when another picked
 * sentence bounds the question's figure more narrowly on the same side, in the same kind, and holds all the question's words
 * it holds.
 */
function withoutLooserBounds(picked: PickedSentence[], fragments: Fragment[], salience: Salience): PickedSentence[] {
  const amounts = salience.amounts ?? [];
  if (picked.length < 2 || amounts.length === 0) return picked;
  type Bound = [number, number, string | null];
  const holds = (b: Bound) => amounts.some((a) => withinRange(Number(a.n), a.kind, [rangeTerm(b)]));
  // Degrees stay out: a question's temperature keeps no sign among its amounts, and any degree bound «holds» it (ranges.ts).
  const boundsOf = (t: string) => rangesIn(t).filter((b) => b[2] !== "degree" && (b[1] === Infinity || b[0] <= 0) && holds(b));
  const kinds = new Set(amounts.map((a) => a.kind).filter((k) => k !== null));
  // The bounds of the question's own measures (degrees aside), on either side or both.
  const spans = (t: string) => rangesIn(t).filter((b) => b[2] !== null && kinds.has(b[2]) && b[2] !== "degree");
  const tighter = (a: Bound, b: Bound) => a[2] === b[2] && (a[1] === Infinity ? b[1] === Infinity && a[0] > b[0] : b[1] !== Infinity && a[1] < b[1]);
  const coveredBy = (p: PickedSentence) => coverage(salience, evidenceTerms(`${p.text} ${fragments[p.fragment].headingPath.join(" ")}`)).covered;
  // «опоздала на 40 минут»: the row «больше чем на 60 минут» bounds the same measure and excludes 40; beside a row holding it,
  // it is another case.
  const excludes = (t: string) => { const all = spans(t); return all.length > 0 && !all.some(holds); };
  const looser = (p: PickedSentence) => {
    const own = coveredBy(p);
    const mine = boundsOf(p.text);
    const outdone = (q: PickedSentence) => q !== p && coveredBy(q).every((c, i) => c || !own[i]);
    // A span holds it too: «4 лет» is the row «3–5 лет», beside which «5–7 лет» is another case (walk33's fees table).
    if (excludes(p.text)) return picked.some((q) => outdone(q) && (boundsOf(q.text).length > 0 || spans(q.text).some(holds)));
    return mine.length === 1 && picked.some((q) => outdone(q) && boundsOf(q.text).some((b) => tighter(b, mine[0]!)));
  };
  const kept = picked.filter((p) => !looser(p));
  return kept.length ? kept : picked;
}

/** The share of a fragment's own heading (its last) the question's words name. */
function headingFit(q: Set<string>, f: Fragment): number {
  const h = [...new Set(terms(f.headingPath.at(-1) ?? ""))];
  return h.length ? h.filter((t) => q.has(t)).length / h.length : 0;
}

/** The fragment whose own heading the question names most wholly, among those it names as much of as the best one's. */
function namedSection(q: Set<string>, fragments: Fragment[], best: number, bestText: string): number {
  const met = (f: Fragment) => overlap(q, terms(f.headingPath.at(-1) ?? ""));
  const floor = met(fragments[best]);
  // Where the best sentence's heading names none of the question, another heading must name most of it to be home: one
  // shared word («Персональные данные гостей» for «гость забыл паспорт…») names another topic (hotel q15 got its clauses).
  // And it must name something of the question the best sentence does not say: «Жалобы туристов» names only the «турист»
  // that «Если турист не доплатил в срок…» says too, and took «турист не доплатил, что делать» to the complaints (lead's
  // walk 39).
  const said = new Set(terms(bestText));
  const adds = (f: Fragment) => floor > 0 || terms(f.headingPath.at(-1) ?? "").some((t) => q.has(t) && !said.has(t));
  let home = best;
  fragments.forEach((f, i) => { if (met(f) > 0 && met(f) >= floor && (floor > 0 || headingFit(q, f) >= 0.5) && adds(f) && headingFit(q, f) > headingFit(q, fragments[home])) home = i; });
  return home;
}

/** Whether the question says a word of a conditional sentence's condition («Если карта потеряна» → «потерял»). */
function conditionSaid(q: Set<string>, sentence: string): boolean {
  return terms(sentence.split(/[,:—–]/)[0] ?? "").some((t) => q.has(t));
}

/**
 * Whether a sentence asks rather than tells: a question («Кто отвечает за…?») or one holding an
 * indirect question («…, с какой целью, как долго они хранятся и кто за это отвечает»). It holds the
 * question's words without the answer, so it is never chosen as one.
 */
function asksItself(sentence: string): boolean {
  if (/\?\s*$/.test(sentence)) return true;
  // After a colon, question words list what a record holds («Запишите происшествие в журнал…: время, что случилось, кто
  // помогал») — the sentence tells what to do and only its head can ask (walk 25b lost the incident log to a FAQ line).
  const head = sentence.replace(/:\s.*$/su, "");
  // A clause after a demonstrative that points to it («тем же способом, каким гость платил») is relative, not a question.
  const parts = head.split(/[,;—–(]|\s(?:и|или)\s/);
  return parts.slice(1).some((p, i) => opensQuestion(p) && !endsOnCorrelate(parts[i]!));
}

/**
 * A table row as the ingester writes it («Льгота: ДМС | Условия: после испытательного срока | Размер: …»)
 * read as a sentence: the first cell names the row, the others follow as «key — value». Other text is unchanged.
 */
export function readableRow(sentence: string): string {
  const cells = sentence.split(" | ");
  if (cells.length < 2) return sentence;
  const pairs = cells.map((c) => /^([^:]{1,60}):\s+(.+)$/s.exec(c));
  if (pairs.some((p) => !p)) return sentence;
  // An empty cell («—») says nothing: «ночная смена — —» is left out, not read.
  const [first, ...rest] = (pairs as RegExpExecArray[]).filter((p, i) => i === 0 || !/^[—–-]+$/.test(p[2].trim()));
  if (rest.length === 0) return sentence;
  const lower = (k: string) => (/^\p{Lu}\p{Ll}/u.test(k) ? k.charAt(0).toLowerCase() + k.slice(1) : k);
  return `${first[2].replace(/[.;]\s*$/, "")}: ${rest.map((p) => `${lower(p[1].trim())} — ${p[2].trim().replace(/[.;]\s*$/, "")}`).join("; ")}`;
}

/**
 * Formats picked sentences as an answer, each followed by its [n]. Keeps document order within a fragment.
 * Items of one list carry the same lead-in (see sentences): it is said once, the items after it
 * («…зависит от трёх показателей: выполнение плана; доля списания [1].»), not once per item.
 */
export function extractiveAnswer(question: string, fragments: Fragment[], picked = pickSentences(question, fragments)): string {
  if (picked.length && picked.every((p) => p.step !== undefined)) {
    return [...picked].sort((a, b) => a.step! - b.step!).map((p) => `${p.step}. ${p.text.replace(/[.;]\s*$/, "")} [${p.fragment + 1}].`).join("\n");
  }
  const order = (p: PickedSentence) => p.fragment * 10_000 + sentences(fragments[p.fragment].text).indexOf(p.text);
  const parts: { fragment: number; lead: string; items: string[]; caption?: boolean }[] = [];
  for (const p of picked.sort((a, b) => order(a) - order(b))) {
    // «- Запрещено…», «4) Вызовите…»: a list's marker is layout, not words of the answer. An item of a fragment that
    // opens inside a list has lost its lead-in to the fragment before: the section's heading is said for it («Что
    // запрещено: принимать от поставщиков подарки…»; walk 13c read the bare item as a permission).
    const f = fragments[p.fragment]!;
    const orphan = BULLET.test(p.text) && BULLET.test(f.text.trim()) && f.headingPath.length > 0;
    const text = (orphan ? `${f.headingPath.at(-1)}: ` : "") + readableRow(p.text).replace(LIST_ITEM, "").replace(/[.;]\s*$/, "");
    const prev = parts.at(-1);
    if (prev && prev.fragment === p.fragment && prev.lead && text.startsWith(prev.lead)) { prev.items.push(text.slice(prev.lead.length).trim()); continue; }
    // A table's caption («Премия считается от комиссии…:») leads the rows picked after it, said once before them.
    if (prev?.caption && prev.fragment === p.fragment && ROW.test(p.text)) { prev.items.push(text); continue; }
    if (/:\s*$/.test(p.text)) { parts.push({ fragment: p.fragment, lead: text.replace(/\s*:\s*$/, ":"), items: [], caption: true }); continue; }
    const lead = /^(.*:)\s/s.exec(text)?.[1] ?? "";
    const next = picked.find((q) => q !== p && q.fragment === p.fragment && lead && q.text.startsWith(lead));
    parts.push(next ? { fragment: p.fragment, lead, items: [text.slice(lead.length).trim()] } : { fragment: p.fragment, lead: "", items: [text] });
  }
  return parts.map((x) => (x.items.length ? `${x.lead ? `${x.lead} ` : ""}${x.items.join("; ")} [${x.fragment + 1}].` : `${x.lead.replace(/:$/, "")} [${x.fragment + 1}].`)).join(" ");
}
