import type { Fragment } from "../retrieval/types.ts";
import { sentences, type PickedSentence } from "./extractive.ts";
import { CONTEXT_SHARE, coverage, evidenceTerms, FIGURE_CLOCK, FIGURE_DATE, FIGURE_MONEY, FIGURE_OF, NAMED, PLACE, someoneHeld, type Salience } from "./salience.ts";
import type { AnswerState } from "./state.ts";
import { looksLikeVerb } from "../text/verb-forms.ts";
import { isArrivalVerb } from "../text/stopwords.ts";
import { addressees } from "../text/rule-addressee.ts";
import { adjectivesApart, heldAsHead } from "./head-held.ts";
import { headingFor, matterOf } from "./conjunct-heading.ts";
import { saidInOneSection } from "./one-section.ts";
import { withoutFiguresOfOthers } from "./figure-owner.ts";
import { withoutRateUnits } from "../text/rate-units.ts";
import { isAdjective } from "./narrowing.ts";
import { isStopword, words } from "../text/tokens.ts";
import { isStaff } from "../text/people-at-work.ts";
import { toldTo } from "../text/telling.ts";
import { isMeasureNoun } from "../text/measure-questions.ts";
import { holdsPlace } from "../text/places.ts";
import { heldBySynonym } from "./synonym-held.ts";

/**
 * The rule, in plain words: the sentences chosen as the answer (with their section headings) must
 * carry most of what the question asks — measured as the share of its informative words they hold,
 * rare words counting more than common ones — and must hold the thing asked about, the question's most
 * informative word, itself specific (not a word most of those documents hold) — and, when that word is a verb, the noun
 * it is said of — and as much of the things (nouns) it names. Holding some of it is «partial»: the passages are shown as possibly related,
 * never asserted. Holding little is a refusal.
 */
export const ANSWERABILITY = { answer: 0.6, partial: 0.35, unseen: 1, anchor: 0.3 };

export interface Verdict {
  state: AnswerState;
  /** Share of the question's weight the chosen sentences and their headings hold, 0…1. */
  coverage: number;
  /** The thing asked about, and whether the evidence holds it. */
  anchor: string | null;
  anchorCovered: boolean;
  /** Informative words of the question no chosen sentence holds, most informative first. */
  missing: string[];
  picked: PickedSentence[];
  /** A follow-up changing only whom or which, whose sentences hold nothing of the previous question's thing (Salience.carried). */
  carriedMissing?: true;
  /** Met in every way but cohesion: no one sentence holds the thing asked with another word of the message (cohesive). */
  apart?: true;
  /**
   * Not answered: the conditions below that failed, by their names in judge() («asked», «anchorHeld», «cohesive», …). The admin's
   * decision page shows it with the evidence, and scripts/partial-why.ts counts which condition alone keeps an answer a hedge.
   */
  unmet?: string[];
}

/** A fragment's section: its document and heading path (a section the index cut into passages is one). */
export const sectionOf = (f: Fragment) => `${f.docName}\u0000${f.headingPath.join("\u0000")}`;

/** Judges whether the picked sentences answer the question (see ANSWERABILITY). */
export function judge(s: Salience, fragments: Fragment[], picked: PickedSentence[], t = ANSWERABILITY): Verdict {
  const evidence = picked.map((p) => `${p.text} ${fragments[p.fragment].headingPath.join(" ")}`).join(" ");
  const terms = evidenceTerms(evidence);
  // «Сколько стоит абонемент?» is met by a price of the thing asked about, not by a price in the row below it.
  if (terms.has(FIGURE_MONEY) && s.anchor >= 0) {
    const anchor = s.words[s.anchor].terms;
    const priced = picked.some((p) => { const own = evidenceTerms(`${p.text} ${fragments[p.fragment].headingPath.join(" ")}`); return own.has(FIGURE_MONEY) && anchor.some((t) => own.has(t)); });
    if (!priced) terms.delete(FIGURE_MONEY);
  }
  for (const t of continuedTerms(s, fragments, picked)) terms.add(t);
  for (const held of heldBySynonym(s, terms, t.partial)) terms.add(held);
  // «клиент хочет передать абонемент жене, можно?»: the one served whose wish is retold (Salience.served) need not be named by
  // the rule on the wished act; its absence is forgiven, unless it is the thing asked (the anchor). A rule for the staff is
  // kept from such a party by forStaffNotServed.
  const served = s.served ? s.words.findIndex((w) => w.word === s.served) : -1;
  if (served >= 0 && served !== s.anchor && !s.words[served]!.terms.some((x) => terms.has(x))) terms.add(s.words[served]!.terms[0]!);
  // «что сказать клиенту если касса не работает» was answered by «Кассиры … работают по графику 2 через 2»: a failure told (a
  // verb of the message said with «не») is met by a passage saying that verb negated, not by it said of things going as usual.
  // Whom to tell is asked of the matter, whichever way it went: «мне не выплатили…, кому писать» is met by the contacts line for
  // payments (road lead36).
  for (const i of s.wantsWho ? [] : s.negated ?? []) {
    const w = s.words[i]!;
    const others = new Set(s.words.flatMap((o, k) => (k === i ? [] : o.terms)));
    if (!picked.some((p) => saidNegated(p.text, w.terms))) for (const term of w.terms) if (!others.has(term)) terms.delete(term);
  }
  const { share, covered } = perUnitOnly(s, phrased(s, coverage(s, terms), picked.map((p) => evidenceTerms(`${p.text} ${fragments[p.fragment].headingPath.join(" ")}`))), evidence);
  // «Как часто менять пароль?» is answered by a period: without a figure the passages are at most near it.
  // «Во сколько начинается и заканчивается» needs both bounds, «сколько длится» a length, not a moment («в 13:00 — обед»).
  // «кто отвечает за форму?» is answered by whom («завхоз Сергей Лебедев»), not by what the rule says of the uniform.
  // The figure must be given of the thing asked: «когда зп приходит» is not met by «администратор приходит за 30 минут»
  // beside a payroll contacts row (leave-one-out on dental, the HR policy out). One passage must hold both; sentences of
  // one passage count together, as a pay rule's date and its heading «Заработная плата» do. So do the sentences of one
  // section the index cut into two passages: «Клиент вправе… расторгнуть договор и получить возврат» and «Возврат
  // производится в течение 10 рабочих дней…» are one rule of the section «Возврат денежных средств» (heldout-fitness).
  const section = (f: number) => sectionOf(fragments[f]);
  const sections = [...new Set(picked.map((p) => section(p.fragment)))];
  // «где офис находится» is met by where the office is, not by its hours (lead's walk 44): the place asked is held as a figure.
  const bySection = sections.map((k) => { const own = picked.filter((p) => section(p.fragment) === k); return `${own.map((p) => p.text).join(" ")} ${fragments[own[0]!.fragment].headingPath.join(" ")}`; });
  const kindHeld = (!s.wantsFigure || terms.has(FIGURE_OF[s.wantsFigure])) && (!s.wantsWho || someoneHeld(s, terms)) && (!s.wantsPlace || terms.has(PLACE)) && (!s.wantsName || terms.has(NAMED) || picked.some((p) => definesPost(s, p.text)));
  const figureHeld = kindHeld && (!s.wantsFigure || s.anchor < 0 || figureOfAnchor(s, s.wantsFigure, bySection));
  // The thing asked about must be both held and specific: a word most of the pool holds («фабрика» in
  // a factory's documents) names no subject, so a question resting on it alone is not answered.
  // Words held together are as specific as the sum of their weights (IDF adds up over independent words),
  // so «рабочий день» names a subject though neither word alone does.
  const fromContext = s.anchor >= 0 && s.words[s.anchor].context;
  // How specific a thing is does not change with who said it: a follow-up naming only the measure («а до скольки?» after «с
  // какого времени у нас рабочий день?») asks of the previous question's «рабочий день», whose words weigh half in the share
  // (salience.ts) but name the subject as much as when first asked (lead's walk 35 hedged the day's end so).
  const specific = fromContext ? 1 / CONTEXT_SHARE : 1;
  // A follow-up naming whom or which of its own («а заведующим больше дают?» after «сколько дней отпуска в год положено?») names
  // its subject with the previous question's words held beside it: «заведующим», common in a pharmacy's rules, is specific
  // with «отпуск» and «дней» (heldout-pharmacy q27 was hedged over «Заведующим аптеками… 5 календарных дней отпуска»). Those
  // words weigh half in the share (salience.ts), not in naming the subject.
  const lent = !fromContext && s.anchor >= 0 && covered[s.anchor]
    ? s.words.reduce((a, w, i) => a + (covered[i] && w.context && !w.unseen ? w.weight / CONTEXT_SHARE : 0), 0) : 0;
  const together = s.words.reduce((a, w, i) => a + (covered[i] && w.context === fromContext && !w.unseen ? w.weight * specific : 0), 0) + lent;
  // A verb met is met of some thing: a noun the message says it of must be held too (see Salience.thing, Salience.nouns):
  // «администратор может компенсировать жалобу» is met by the administrator's limit, «не работает терминал оплаты» is not
  // by a title that says «работает». A thing no document names («ноут») is weighed by the share, as elsewhere: the rule on
  // buying equipment answers «а ноут можно купить за счёт компании?» (tests/road/walk12).
  const ofItsThing = saidOfItsThing(s, fragments, picked);
  // A measure named («во сколько начинаются», «как долго») makes a question specific however common its thing is in the
  // pool: «во сколько начинаются смены?» in a cleaning company's shift memo, where nearly every passage says «смена», is
  // answered by «Смены … начинаются в 8:00 и в 20:00» (lead36). It holds when one passage gives that measure of the thing
  // and every word the person typed is held. So does «кто»: «кто отвечает за печи» is answered by «Печь загружает и разгружает
  // только обжигальщик…» where the studio's every passage names the kiln (lead's walk 51).
  // So does «где», where one picked sentence gives a place with the thing asked: «где находится нотариус» is answered by «…едет
  // к нотариусу Петровой Е. Н. (ул. Садовая, 12, офис 3)» in a procedure naming the notary in every passage (walk 55).
  const placeOfAnchor = !!s.wantsPlace && s.anchor >= 0 && picked.some((p) => holdsPlace(p.text) && s.words[s.anchor]!.terms.some((t) => evidenceTerms(p.text).has(t)));
  const measured = ((!!s.wantsFigure && s.wantsFigure !== "any") || !!s.wantsWho || !!s.wantsName || placeOfAnchor) && figureHeld && share >= 1 - 1e-9 && !(s.dropped ?? 0) && !(s.unknown ?? 0);
  const anchorCovered = s.anchor >= 0 && covered[s.anchor] && (together >= t.anchor || measured) && (s.thing === undefined || covered[s.thing] || !!s.words[s.thing]?.unseen || (s.nouns ?? []).some((i) => covered[i]))
    && ofItsThing;
  const missing = s.words.map((w, i) => ({ w, i })).filter(({ i }) => !covered[i] && !s.words[i].context && s.words[i].weight >= 0.5)
    .sort((a, b) => b.w.weight - a.w.weight).map(({ w }) => w.shown ?? w.word);
  // Each question the message asks must be met: «Где останавливается автобус, какие остановки?» is not
  // answered by the bus's departure time.
  const clausesMet = (s.clauses ?? []).every((c) => c.some((i) => covered[i]));
  // «Как долго камеры помнят, что снимали?»: when two or more of the message's verbs are ones no document holds
  // and one word is left, that word alone («камеры») is too thin to assert an answer on.
  // So with a verb and a short noun no document holds: «во сколько фонд забирает выпечку» is not answered by the pastry
  // course's hours, nor is a figure left alone by a verb: «что будет если на меня пожалуются 3 раза» by a course's «3 раза в
  // неделю» (bakery's and warehouse's leave-one-out). One verb alone may be phrasing the documents say as a noun («сошёл с
  // рейса» is their «Сход с рейса», «где стирать» their «Стирку»), and leaves the word standing.
  const ownWords = s.words.filter((w) => !w.context);
  const dropped = s.dropped ?? 0;
  // So with a noun no document holds naming the thing and the one word they do hold only its circumstance
  // (Salience.unknownThing): «если дырка на ткани» is no question on the labels' «составом ткани» (lead's walk 47).
  const thin = ownWords.length <= 1 && (dropped + (s.unknown ?? 0) >= 2 || !!s.unknownThing || (dropped >= 1 && ownWords.every((w) => /^\d+$/.test(w.word))));
  // Whether a thing exists is answered only by a passage naming it (see Salience.subject).
  const subjectMet = (s.subject ?? []).every((i) => covered[i]);
  // The things the message names that the documents know (Salience.things: its nouns, not verbs, figures or circumstances)
  // must be held as the whole message must, by weight: a passage that meets its verbs («не открывается», «открывать») and one of its nouns says something of
  // another thing («Двери самостоятельно не открывать» of a stuck lift, for a key card that does not open a room's door;
  // walk 22b). A word no document holds is weighed by the share above, as a figure is by its bound.
  // A thing most of the pool names («гость», «номер» in a hotel's rules) may be the setting, not what is asked: «с какого
  // часа гостей можно селить в номер?» is answered by «Заезд — с 14:00» (tests/answering/h22b-forms). The things are held
  // when all of them are, by weight, or when those the pool does not commonly name are.
  const weightOf = (g: number[]) => Math.max(...g.map((i) => s.words[i].weight));
  const heldShare = (things: number[][]) => {
    const total = things.reduce((a, g) => a + weightOf(g), 0);
    return total === 0 || things.reduce((a, g) => a + (thingHeld(s, g, covered, evidence) ? weightOf(g) : 0), 0) / total >= t.answer;
  };
  const things = s.things ?? [];
  const thingsHeld = heldShare(things) || heldShare(things.filter((g) => weightOf(g) >= COMMON_THING));
  // A name the message gives in Cyrillic («Янтарь-Сити», «ДМС») that the documents hold must be held by the answer: the rule
  // of another branch («В «Янтарь-Мега» — на парковке ТЦ…») is no answer for this one (walk 28a), however much else it meets.
  // A follow-up changing only whom or which («а у воспитателей?») asks the previous question's thing: one of its words is held.
  const carriedHeld = !s.carried || s.carried.some((i) => covered[i]);
  // A follow-up naming only a support verb asks what is done with the previous thing: the verb is held (Salience.leaned).
  const leanedHeld = (s.leaned ?? []).every((i) => covered[i]);
  const namesHeld = s.words.every((w, i) => covered[i] || !w.exact || w.context || w.unseen || !/^[а-я]/.test(w.word));
  // «сколько баллонов можно оставлять у ворот» is answered by «Ставить у ворот не более 4 баллонов»: the documents say the
  // action with another verb. One verb of the message left unheld is phrasing when a single picked sentence holds every thing
  // the message names and the figure it wants: the verb no longer weighs, nor stands as the thing asked about.
  // «когда» asks a date or a clock time here: a moment loosely said («до окончания срока носки … из зарплаты») is no pay day
  // (carservice's leave-one-out, the pay rules out).
  const wanted = s.wantsFigure === "when" ? [FIGURE_DATE, FIGURE_CLOCK] : s.wantsFigure ? [FIGURE_OF[s.wantsFigure]] : [];
  const verbPhrased = s.wantsFigure ? verbOnlyUnheld(s, covered, picked.map((p) => evidenceTerms(`${p.text} ${fragments[p.fragment].headingPath.join(" ")}`)), wanted)
    : failureRetold(s, covered, picked.map((p) => `${p.text} ${fragments[p.fragment].headingPath.join(" ")}`));
  const phrasedShare = verbPhrased !== false ? Math.max(share, shareOutside(s, covered, [verbPhrased])) : share;
  // «ноутбук украли в метро(( что делать»: where or how it happened (Salience.adverbial) is no part a rule must say; the loss
  // rule answers it without naming the metro (kodservice k14). Not when that is the thing asked, nor a word no document holds:
  // «можно ли работать на полставки» asks of the part-time work, and «работают два продавца» answered it (lead38).
  const adverbial = (s.adverbial ?? []).filter((i) => !covered[i] && i !== s.anchor && !s.words[i]!.unseen);
  const asked = adverbial.length ? Math.max(phrasedShare, shareOutside(s, covered, adverbial)) : phrasedShare;
  // With that verb as the thing asked about, the sentence holding the things and the figure gives the figure of them.
  const verbAnchor = verbPhrased !== false && s.anchor === verbPhrased;
  // «Сколько дополнительного отпуска у маляров на покрасочном участке?» asks a figure of the thing it names («дополнительного
  // отпуска»), for whom and where it names after prepositions: «маляров», the rarest word and so the thing asked about, is
  // whose leave, and the rule says it of «Работникам покрасочного … участка» (furniture q04 was hedged over «…предоставляется
  // дополнительный отпуск 7 календарных дней»). The anchor rule was written for a question resting on one word; a figure
  // asked of named things is met where one passage gives that figure of them (as figureOfAnchor asks of the anchor), every
  // thing is held, and the share holds the rest of the circumstance. Only a noun of a circumstance («у маляров»): a verb left
  // unheld is what is done, and the rule of another doing says nothing of it (dev's leave-one-out, «доплачивает»). And only
  // where the rule says whom it is for by the message's own words: «Работникам покрасочного… участков» names the painters
  // by their section; a figure said for no one, or for others, is no answer for the party asked (one blind set's question no
  // document answers was answered so without this).
  const circumstantial = circumstanceAnchor(s, covered) && thingsHeldAll(s, covered, evidence) && kindHeld
    && figureOfAnchor(s, s.wantsFigure!, bySection, (s.things ?? []).flat()) && namedAddressee(s, picked.map((p) => p.text), s.wantsFigure!);
  const anchorHeld = anchorCovered || verbAnchor || circumstantial;
  const figureOk = figureHeld || (verbAnchor && (!s.wantsWho || someoneHeld(s, terms))) || circumstantial;
  const forOthers = givenToOthers(s, fragments, picked) || toldToAnother(s, terms, picked);
  // The thing asked is held as what a sentence speaks of, not only inside a prepositional phrase about another (head-held.ts).
  const asHead = heldAsHead(s, fragments, picked);
  // «можно ли лазать в кроссовках?» asks whether one may climb so: the rental's «Скальные туфли — 200 ₽…» holds the footwear
  // (the thesaurus's clothing group) and says nothing of climbing in it (the lead's walk 53 answered with it). A permission
  // question whose words besides its action are all circumstances asks of that action (Salience.action, as walk 40's «можно
  // ли курить в учебной машине?» does of an action no document says): a passage that does not hold it is at most related.
  const actionHeld = s.action === undefined || covered[s.action]!;
  // A question's qualifier must be met, not only its head: «Сколько стоит путёвка на зимнюю смену?» over a camp's documents that
  // price only the summer season was answered «Путёвка на смену 21 день — 68 000 ₽» (tune47b u01), «смену» held, «зимнюю»
  // nowhere. An adjective said right before the noun names which of that thing is asked (an agreeing attribute, согласованное
  // определение, narrows what its noun names); where no document holds it, a passage holding the noun speaks of the thing's
  // other kinds, or of it in general: possibly related, never the answer (Salience.qualifiers).
  const qualified = (s.qualifiers ?? []).every(([adjective, noun]) => covered[adjective] || !covered[noun]);
  const conditions: [string, boolean][] = [["qualified", qualified], ["asked", asked >= t.answer], ["actionHeld", actionHeld], ["anchorHeld", anchorHeld], ["asHead", asHead], ["figureOk", figureOk],
    ["notForOthers", !forOthers], ["clausesMet", clausesMet], ["notThin", !thin], ["subjectMet", subjectMet], ["thingsHeld", thingsHeld],
    ["namesHeld", namesHeld], ["counted", !s.uncounted], ["carriedHeld", carriedHeld], ["leanedHeld", leanedHeld]];
  const met = conditions.every(([, ok]) => ok);
  // Which part of a failed condition failed, for the diagnostic: the share short only for words no document holds; the thing
  // asked unheld, held but common, or its verb met of another thing; which kind of thing unheld (a noun, an adjective said of
  // another noun, a noun with its genitive); the figure absent or not given of the thing asked, or no one or no place named.
  const parts = met ? [] : [
    ...(asked < t.answer && shareOutside(s, covered, s.words.map((w, i) => i).filter((i) => !covered[i] && s.words[i]!.unseen)) >= t.answer ? ["asked:unseen"] : []),
    ...(anchorHeld ? [] : s.anchor < 0 ? ["anchorHeld:none"] : !covered[s.anchor] ? ["anchorHeld:unheld"] : !(together >= t.anchor || measured) ? ["anchorHeld:common"] : !ofItsThing ? ["anchorHeld:ofAnother"] : ["anchorHeld:thing"]),
    ...(thingsHeld ? [] : [...new Set(things.filter((g) => !thingHeld(s, g, covered, evidence)).map((g) => `thingsHeld:${g.length < 2 ? "noun" : isAdjective(s.words[g[0]!]!.word) ? "adjective" : "genitive"}`))]),
    ...(figureOk ? [] : [`figureOk:${s.wantsWho && !someoneHeld(s, terms) ? "who" : s.wantsPlace && !terms.has(PLACE) ? "place" : s.wantsName && !terms.has(NAMED) ? "name" : s.wantsFigure && !terms.has(FIGURE_OF[s.wantsFigure]) ? "none" : "notOfAnchor"}`]),
  ];
  // Read once each: the verdict needs them when every condition is met, the diagnostic when it is not answered.
  let cohesiveOnce: boolean | undefined, oneSectionOnce: boolean | undefined;
  const isCohesive = () => (cohesiveOnce ??= cohesive(s, fragments, picked, covered));
  const inOneSection = () => (oneSectionOnce ??= saidInOneSection(s, fragments, picked, t.answer));
  const coheres = met && isCohesive() && inOneSection();
  const state: AnswerState = picked.length === 0 ? "refused" : coheres ? "answered" : share >= t.partial ? "partial" : "refused";
  // Met in every way but said apart, the previous answer's matter may join the sentences (follow-up.ts bindsToPrevious).
  const apart = met && !coheres && state === "partial" && ofItsThing;
  // Shown as possibly related, the verb met of another thing is not: the expenses' approver is nothing near a vacation's.
  const shown = state === "partial" && !ofItsThing ? ofTheThing(s, fragments, picked) : picked;
  // Which conditions failed, cohesion weighed too when another failed (so a case failing one condition alone is told apart).
  const unmet = state === "answered" ? [] : picked.length === 0 ? ["picked"] : [...conditions.filter(([, ok]) => !ok).map(([name]) => name), ...parts,
    ...(coheres || isCohesive() ? [] : ["cohesive"]), ...(coheres || inOneSection() ? [] : ["oneSection"])];
  return { state, coverage: Number(share.toFixed(3)), anchor: s.anchor >= 0 ? s.words[s.anchor].word : null, anchorCovered, missing, picked: shown, ...(carriedHeld ? {} : { carriedMissing: true }), ...(apart ? { apart: true as const } : {}), ...(unmet.length ? { unmet } : {}) };
}

/**
 * Whether the verb asked of a thing (Salience.thing) is met of that thing: one passage (its picked sentences and headings)
 * holds both. «who approves my vacation?» was answered by the expenses' «Расходы … согласует непосредственный руководитель»
 * beside the leave rule's «Заявление подают … до начала отпуска»: two halves of two sections, neither saying who approves
 * a vacation (h33e's English walk). True when the message names no thing for its verb, or the thing no document holds.
 */
function saidOfItsThing(s: Salience, fragments: Fragment[], picked: PickedSentence[]): boolean {
  if (s.thing === undefined || s.anchor < 0 || s.anchor === s.thing || s.words[s.thing]?.unseen) return true;
  const of = thingOf(s);
  const holds = (terms: Set<string>, i: number) => s.words[i]!.terms.some((t) => terms.has(t));
  // Said in one matter: the paragraphs of a section whose heading joins matters are a passage each, the heading's parts lent
  // to their own paragraphs (conjunct-heading.ts): «Листок нетрудоспособности оформляется…» under «ОПЛАТА ТРУДА И ОТПУСКА»
  // says nothing of how a leave is applied for (lead's walk 44).
  return !of.length || passagesOf(fragments, picked, true).some(({ terms }) => holds(terms, s.anchor) && of.some((i) => holds(terms, i)));
}

/**
 * Whether the answer says something of the thing asked: one picked sentence (with its headings) holds the thing asked about
 * together with another word of the message the evidence holds. Words met one a sentence are a list of mentions, not a
 * statement: «скока хранятся записи с видеорегистраторов?», the CCTV rules out, met «видеорегистраторы» in a checklist's
 * item, «хранятся» in a lost-property item and «запись» in a log-book item (heldout-transit's leave-one-out). True when the
 * evidence holds one word of the message itself or none.
 */
function cohesive(s: Salience, fragments: Fragment[], picked: PickedSentence[], covered: boolean[]): boolean {
  const held = s.words.map((w, i) => i).filter((i) => covered[i]);
  if (held.length < 2) return true;
  // The thing asked about; a verb the documents phrase otherwise left unheld (verbOnlyUnheld), the heaviest word held instead.
  const key = covered[s.anchor] ? s.anchor : held.reduce((a, i) => (s.words[i]!.weight > s.words[a]!.weight ? i : a), held[0]!);
  // A word of the previous question counts as a word of this one, held anywhere in the sentence's passage: «а если 25 число в
  // субботу?» after «когда аванс» is met by «Если день выплаты выпал на выходной…» beside the advance's date (walk33 q04).
  // The measure asked is a part of the question too: «Когда мне выдадут ноутбук?» is met by «Новый сотрудник получает ноутбук
  // … в первый рабочий день», its verb said in another sentence (samples a09).
  // A measure of its own kind only: any number («скока хранятся…» met by lost property's «6 месяцев») names nothing.
  const figure = s.wantsFigure && s.wantsFigure !== "any" ? FIGURE_OF[s.wantsFigure] : null;
  const passages = new Map(passagesOf(fragments, picked).map(({ f, terms }) => [f, coverage(s, terms).covered]));
  // Sentences of one passage's prose say one thing together («Поезд оплачивается в купе…» and «Билеты покупает
  // офис-менеджер…» of «Проезд» answer «who books my train tickets?», h32f); the items of a list are separate mentions.
  const prose = (p: PickedSentence) => !LIST_ITEM.test(p.text);
  const joined = (f: number) => coverage(s, evidenceTerms(`${picked.filter((q) => q.fragment === f && prose(q)).map((q) => q.text).join(" ")} ${fragments[f].headingPath.join(" ")}`)).covered;
  return picked.some((p) => {
    const terms = evidenceTerms(`${p.text} ${fragments[p.fragment].headingPath.join(" ")}`);
    const own = coverage(s, terms).covered;
    const near = passages.get(p.fragment)!;
    // A passage under a heading that is a question (an FAQ's entry) is one answer to it: «Личный электросамокат
    // допускается…» and «За использование своего транспорта…» under «Можно ли работать на своём самокате?» (h28c).
    const oneAnswer = /\?\s*$/.test(fragments[p.fragment].headingPath.at(-1) ?? "");
    const said = prose(p) ? joined(p.fragment) : own;
    return own[key] && (held.some((i) => i !== key && (said[i] || ((s.words[i]!.context || oneAnswer) && near[i]))) || (figure !== null && terms.has(figure)));
  });
}

/** A list's item: numbered («1)», «2.») or marked («-», «•»). */
const LIST_ITEM = /^\s*(?:\d+[.)]|[-•*–—])\s/;

/** The words naming the thing a verb is asked of (Salience.thing and its nouns), the verb itself aside. */
const thingOf = (s: Salience) => [s.thing!, ...(s.nouns ?? [])].filter((i) => i !== s.anchor && !s.words[i]!.unseen);

/** Each passage among the picked sentences: its index and the terms of its picked sentences with its headings. */
function passagesOf(fragments: Fragment[], picked: PickedSentence[], byMatter = false) {
  if (byMatter) {
    const key = (p: PickedSentence) => `${p.fragment}\u0000${matterOf(fragments[p.fragment]!, p.text)}`;
    return [...new Map(picked.map((p) => [key(p), p])).values()].map((first) => ({ f: first.fragment, terms: evidenceTerms(`${picked.filter((p) => key(p) === key(first)).map((p) => p.text).join(" ")} ${headingFor(fragments[first.fragment]!, first.text)}`) }));
  }
  return [...new Set(picked.map((p) => p.fragment))].map((f) => ({ f, terms: evidenceTerms(`${picked.filter((p) => p.fragment === f).map((p) => p.text).join(" ")} ${fragments[f].headingPath.join(" ")}`) }));
}

/**
 * The picked sentences of the passages that hold the thing asked of. None holding it, the first sentence saying it in the
 * passages found, by rank: «кто согласует мой отпуск?» showed only the expenses' approver as possibly related, the leave
 * rules scoring under the verb's sentence (lead's walk 35). All of them when no passage found says it.
 */
function ofTheThing(s: Salience, fragments: Fragment[], picked: PickedSentence[]): PickedSentence[] {
  const of = thingOf(s);
  const says = (terms: Set<string>) => of.some((i) => s.words[i]!.terms.some((t) => terms.has(t)));
  const near = new Set(passagesOf(fragments, picked).filter(({ terms }) => says(terms)).map(({ f }) => f));
  const kept = picked.filter((p) => near.has(p.fragment));
  if (kept.length) return kept;
  for (const [fragment, f] of fragments.entries()) {
    const text = sentences(f.text).find((t) => says(evidenceTerms(`${t} ${f.headingPath.join(" ")}`)));
    if (text) return [{ fragment, text, score: 0 }];
  }
  return picked;
}

/**
 * Whether one passage (its picked sentences and headings, `each`) holds the wanted figure and the thing asked: the
 * anchor, or a word weighing as much (a setting word like «гость» may be the anchor while «выезд» names the thing).
 * The thing is held by its own word, not by an adjective made from it: «аванс … переводится на зарплатную карту за 2
 * рабочих дня до выезда» dates a trip's advance, not the pay (heldout-pharmacy's leave-one-out, the pay rules out).
 */
function figureOfAnchor(s: Salience, kind: NonNullable<Salience["wantsFigure"]>, each: string[], of?: number[]): boolean {
  const least = s.words[s.anchor].weight - 1e-9;
  const said = of ? of.map((i) => s.words[i]!) : s.words.filter((w, i) => i === s.anchor || (!/^\d+$/.test(w.word) && w.weight >= least));
  // A count or a length asked is not met by one written after another noun («отпуск 7 календарных дней» for a limit on work in
  // the cold, figure-owner.ts); a sum, a date or a clock time stands in its row or beside its verb, and is left as it is.
  const counted = kind === "any" || kind === "duration" || kind === "days" || kind === "time";
  return each.some((text) => evidenceTerms(counted ? withoutFiguresOfOthers(s, text) : text).has(FIGURE_OF[kind])
    && said.some((w) => { const own = evidenceTerms(adjectivesApart(s, text, s.words.indexOf(w))); return w.terms.some((t) => own.has(t)); }));
}

/**
 * Whether the thing asked about (the anchor), left unheld, is a noun the message says outside the things it names (Salience.things:
 * a word after a preposition, «у маляров», «на участке»), with a figure asked and things named: see `circumstantial` in judge().
 */
function circumstanceAnchor(s: Salience, covered: boolean[]): boolean {
  if (s.anchor < 0 || covered[s.anchor] || !s.wantsFigure || !(s.things ?? []).length) return false;
  const w = s.words[s.anchor]!;
  return !w.context && !w.unseen && !w.exact && !/\d/.test(w.word) && !looksLikeVerb(w.word) && !isArrivalVerb(w.word) && !(s.things ?? []).some((g) => g.includes(s.anchor));
}

/**
 * Whether a picked sentence giving the figure asked states its rule for someone in the dative (text/rule-addressee.ts:
 * «Работникам покрасочного участка…») described by a word of the message outside the things it names («покрасочном»): the
 * party asked, named otherwise.
 */
function namedAddressee(s: Salience, texts: string[], kind: NonNullable<Salience["wantsFigure"]>): boolean {
  const things = new Set((s.things ?? []).flat());
  const described = s.words.filter((w, i) => !things.has(i) && i !== s.anchor && !w.context);
  return texts.some((text) => evidenceTerms(text).has(FIGURE_OF[kind]) && addressees(text).some((to) => {
    const lower = text.toLowerCase().replaceAll("ё", "е");
    const at = lower.indexOf(to);
    const phrase = at < 0 ? "" : lower.slice(at).split(/[,;:—–]/)[0]!;
    const own = evidenceTerms(phrase);
    return described.some((w) => w.terms.some((t) => !t.startsWith("#") && !t.startsWith("~") && own.has(t)));
  }));
}

/** Every thing the message names is held (thingHeld), not only most of them by weight. */
const thingsHeldAll = (s: Salience, covered: boolean[], evidence: string) => (s.things ?? []).every((g) => thingHeld(s, g, covered, evidence));

/**
 * «кто старший смены?» is answered by a sentence that says what the post is as well as by one naming who holds it: «Старший
 * смены — опытный администратор, которого назначает управляющий» opens with the post, a dash or a colon after it (the
 * definition's form, «X — это Y»). A sentence that only mentions the post («…звонят главному инженеру») does neither.
 */
function definesPost(s: Salience, text: string): boolean {
  const head = /^([^—–:]{1,60})\s[—–:]\s/u.exec(text.trim())?.[1] ?? /^([^:]{1,60}):\s/u.exec(text.trim())?.[1];
  if (!head) return false;
  const own = evidenceTerms(head);
  const asked = s.words.filter((w) => !w.context);
  return asked.length > 0 && asked.every((w) => w.terms.some((t) => own.has(t)));
}

/**
 * «сообщить руководителю, что заболел» is not met by «Сотрудник сообщает номер ЭЛН в отдел персонала…» (dev's leave-one-out):
 * the one the message tells (text/telling.ts), held by no picked sentence, while a picked sentence tells someone else.
 */
function toldToAnother(s: Salience, terms: Set<string>, picked: PickedSentence[]): boolean {
  const wordTerms = (w: string) => [...evidenceTerms(w)].filter((t) => !t.startsWith("\u0000"));
  const asked = toldTo(s.words.filter((w) => !w.context).map((w) => w.word).join(" ")).map(wordTerms).filter((r) => !r.some((t) => terms.has(t)));
  if (!asked.length) return false;
  return picked.some((p) => toldTo(p.text).some((x) => { const own = evidenceTerms(x); return !asked.some((r) => r.some((t) => own.has(t))); }));
}

/**
 * «клиент хочет лазать бесплатно, можно?» is not met by «Сотрудники лазают бесплатно вне своих смен» (lead's walk 53): the one
 * served (Salience.served) is no employee, and a rule every picked sentence of which speaks of the staff (the thesaurus's
 * group of «сотрудник», in the sentence or its headings) is theirs, unless the message names the staff itself.
 */
function forStaffNotServed(s: Salience, fragments: Fragment[], picked: PickedSentence[]): boolean {
  if (!s.served || isStaff(s.served) || s.words.some((w) => isStaff(w.word))) return false;
  const anchor = s.words[s.anchor]!.terms;
  const holding = picked.filter((p) => anchor.some((t) => evidenceTerms(p.text).has(t)));
  return holding.length > 0 && holding.every((p) => words(`${p.text} ${fragments[p.fragment].headingPath.join(" ")}`).some(isStaff));
}

/**
 * «Какая скидка сотрудникам на лечение?» is not met by «Волонтёрам приютов — скидка 15% на лечение»: a sentence stating its
 * rule for someone in the dative (text/rule-addressee.ts) whom the message does not name, when the message asks the rule for
 * a party of its own (Salience.parties) the sentence (with its headings) does not hold, gives another party's figure (issue
 * 14: vet's and heldout-pharmacy's leave-one-out, the staff benefits out, answered with volunteers' and pensioners'
 * discounts). A person asking of themselves («я сдаю кровь, что-то положено?») is met by «Донорам крови положено…». True when
 * every picked sentence holding the thing asked is such a sentence.
 */
function givenToOthers(s: Salience, fragments: Fragment[], picked: PickedSentence[]): boolean {
  if (s.anchor < 0 || !s.parties?.length) return false;
  if (forStaffNotServed(s, fragments, picked)) return true;
  const parties = s.parties.map((p) => evidenceTerms(p));
  const anchor = s.words[s.anchor].terms;
  const named = (word: string) => { const own = evidenceTerms(word); return s.words.some((w) => w.terms.some((t) => own.has(t))); };
  const holding = picked.map((p) => ({ p, own: evidenceTerms(`${p.text} ${fragments[p.fragment].headingPath.join(" ")}`) }))
    .filter(({ own }) => anchor.some((t) => own.has(t)));
  return holding.length > 0 && holding.every(({ p, own }) => {
    const to = addressees(p.text);
    return to.length > 0 && !to.some(named) && !parties.some((p) => [...p].some((t) => !t.startsWith("\u0000") && own.has(t)));
  });
}

/**
 * The index of the one word of the message itself no picked sentence holds, when it is a verb and one sentence holds every
 * thing the message names and one of the wanted figures (`figures`, terms of FIGURE_OF; null: no figure wanted); false
 * otherwise.
 */
function verbOnlyUnheld(s: Salience, covered: boolean[], each: Set<string>[], figures: string[] | null): number | false {
  const unheld = s.words.map((w, i) => i).filter((i) => !covered[i] && !s.words[i].context);
  const word = s.words[unheld[0]]?.word ?? "";
  if (unheld.length !== 1 || !(looksLikeVerb(word) || isArrivalVerb(word)) || s.words[unheld[0]].exact) return false;
  const things = s.things ?? [];
  if (things.length === 0) return false;
  const holds = (own: Set<string>, i: number) => s.words[i].terms.some((t) => own.has(t));
  return each.some((own) => (figures === null || figures.some((f) => own.has(f))) && things.every((g) => g.some((i) => holds(own, i)))) ? unheld[0] : false;
}

/**
 * «терминал не принимает карты» tells a failure: the thing named does not do what it should. A passage telling the same
 * things failing with a verb of its own («Терминал не проводит карту», a troubleshooting heading) says that failure; the
 * message's verb is its phrasing, as a figure question's verb is when the rule gives the figure (verbOnlyUnheld). Only when
 * the message's one unheld word is its negated verb, the message names two things or more, and one sentence with its
 * headings holds all of them beside a negated verb: a verb asked without «не» («можно ли оформить страховку мужу?») says
 * what is done, which a sentence naming the same people may not (dev's leave-one-out).
 */
function failureRetold(s: Salience, covered: boolean[], units: string[]): number | false {
  const unheld = s.words.map((w, i) => i).filter((i) => !covered[i] && !s.words[i].context);
  if (unheld.length !== 1 || !(s.negated ?? []).includes(unheld[0]!) || (s.things ?? []).length < 2) return false;
  return verbOnlyUnheld(s, covered, units.filter((u) => NEGATED.test(u)).map((u) => evidenceTerms(u)), null);
}

/** «не» before a word: a verb or a predicate said not to hold. */
const NEGATED = /(?<![\p{L}])не\s+\p{L}{3,}/iu;

/** The share of the message's weight held, the words at `left` not counted. */
function shareOutside(s: Salience, covered: boolean[], left: number[]): number {
  const total = s.words.reduce((a, w, i) => a + (left.includes(i) ? 0 : w.weight), 0);
  return total ? s.words.reduce((a, w, i) => a + (covered[i] && !left.includes(i) ? w.weight : 0), 0) / total : 0;
}

/**
 * A word the evidence holds only as the unit a rate is counted per («руб./час» for «часы») is not held when the message asks
 * no figure (text/rate-units.ts): «можно носить часы на смене?» asks of a watch, «сколько платят в час?» of the rate.
 */
function perUnitOnly(s: Salience, c: { share: number; covered: boolean[] }, evidence: string): { share: number; covered: boolean[] } {
  if (s.wantsFigure || withoutRateUnits(evidence) === evidence) return c;
  const bare = evidenceTerms(withoutRateUnits(evidence));
  // Only a word: a figure asked within a bound keeps the bound's unit («превысил скорость на 30» is met by «более чем на 20
  // км/ч», walk12's penalty row, which lost its speed with the «/ч» cut).
  const covered = c.covered.map((v, i) => v && (/\d/.test(s.words[i].word) || s.words[i].terms.some((t) => bare.has(t))));
  if (covered.every((v, i) => v === c.covered[i])) return c;
  return { share: shareOutside(s, covered, []), covered };
}

/**
 * A thing named by an adjective and the noun after it (Salience.things) is not held by the adjective where the evidence says
 * it of another noun: «новогоднюю продукцию» is no «новогодний корпоратив», «материальная ответственность» no «материальная
 * помощь» (issue 14: heldout-print's and heldout-transit's questions no document answers were answered so). An adjective
 * standing without a noun of its own may still name the thing: «бракованная продукция (подгоревшая, …)» answers
 * «подгоревший хлеб» (bakery b11), and a noun made from it, «рентгенография», «рентгеновские снимки» (vet q25).
 */
function thingHeld(s: Salience, g: number[], covered: boolean[], evidence: string): boolean {
  const [adjective, noun] = [g[0], g[g.length - 1]];
  // A noun and the genitive after it («график отпусков», «терминал оплаты») are one thing too, the genitive saying which: the
  // head alone is another schedule, another terminal. With the leave rules out, «…утверждают график отпусков…» was answered
  // with the time sheet's deadline, a pay row's «Вне графика» lending «график» (hotel's leave-one-out). A head naming a measure
  // («время заезда», «срок изготовления») is met by the figure, not by its word: the genitive is the thing (tests/road/h22b).
  if (g.length >= 2 && !isAdjective(s.words[adjective].word) && !isMeasureNoun(s.words[adjective].word)) return g.every((i) => covered[i]);
  if (g.length < 2 || covered[noun] || !covered[adjective] || !isAdjective(s.words[adjective].word)) return g.some((i) => covered[i]);
  const own = s.words[adjective].terms.filter((t) => /^[а-я]/.test(t));
  const spans = [...evidence.toLowerCase().replaceAll("ё", "е").matchAll(/([а-я]+)(?=([\s\p{P}]*)([а-я]*))/gu)];
  const mentions = spans.filter((m) => isAdjective(m[1]) && [...evidenceTerms(m[1])].some((t) => own.includes(t)));
  // Said of another noun: one right after it, with no mark between («новогоднюю продукцию»), not another adjective of a list.
  const ofAnother = (m: RegExpMatchArray) => /^\s+$/.test(m[2]) && !!m[3] && !isAdjective(m[3]) && !looksLikeVerb(m[3]) && !isStopword(m[3]);
  return !mentions.length || mentions.some((m) => !ofAnother(m));
}

/** Below this weight a thing named is common to most of the documents (see `things` above). */
const COMMON_THING = 0.5;

/** An adjective's ending (полное прилагательное, nominative and accusative): «новый», «рабочий», «учебная», «ночное». */
const ADJECTIVE = /(?:ый|ий|ой|ая|яя|ое|ее|ые|ие|ую|юю)$/;

/**
 * «когда клиника закрыта на Новый год?»: a name of an adjective and a noun is one thing, met only where one sentence
 * holds both; «новый бейдж» in one sentence and a year in another are no New Year (walk 13a got three unrelated sentences,
 * cited). Its adjective met apart from its noun counts as not covered.
 */
function phrased(s: Salience, c: { share: number; covered: boolean[] }, each: Set<string>[]): { share: number; covered: boolean[] } {
  const covered = [...c.covered];
  s.words.forEach((w, i) => {
    const noun = s.words[i + 1];
    // Only a name («Новый год», «Красная площадь», written capitalised mid-sentence): «суточные платят», «подгоревший хлеб»
    // are a word and its verb or a word a passage may leave out (tried on every adjective: seven sets lost answers).
    // «на Бауманской и какой у него добавочный»: a word after it that is an adjective or a verb is no noun of the name.
    if (!noun || !w.exact || w.context || noun.context || !ADJECTIVE.test(w.word) || ADJECTIVE.test(noun.word) || looksLikeVerb(noun.word) || !covered[i]) return;
    const together = each.some((t) => w.terms.some((x) => t.has(x)) && noun.terms.some((x) => t.has(x)));
    if (!together) covered[i] = false;
  });
  if (covered.every((v, i) => v === c.covered[i])) return c;
  return { share: shareOutside(s, covered, []), covered };
}

/**
 * «а если он трубку не берет» after «не могу починить критичный инцидент уже час, кому звонить» is met by «Если не отвечает
 * Рябов, звонить Дмитрию Захарову.», which continues the sentence before it in its paragraph, «Если дежурный не может решить
 * инцидент P1 за 1 час, он звонит… Рябову»: a sentence goes on with the theme of the one before (тема-рематическая
 * прогрессия; Русская грамматика 1980, §§ 2148–2150), and that one holds the previous question's words, its matter, which
 * the follow-up does not repeat (kodservice k25 and walk31 q06 were hedged for them). Only the previous question's words are
 * lent so, never a figure's kind (the figure asked must be the picked sentence's own), nor the follow-up's own words.
 */
function continuedTerms(s: Salience, fragments: Fragment[], picked: PickedSentence[]): string[] {
  const lendable = new Set(s.words.filter((w) => w.context && !w.aside).flatMap((w) => w.terms.filter((t) => !t.startsWith("\u0000"))));
  if (!lendable.size) return [];
  for (const w of s.words) if (!w.context || w.aside) for (const t of w.terms) lendable.delete(t);
  const out = new Set<string>();
  for (const p of picked) {
    const all = sentences(fragments[p.fragment]!.text);
    const k = all.findIndex((x) => x.trim() === p.text.trim());
    if (k <= 0) continue;
    for (const t of evidenceTerms(all[k - 1]!)) if (lendable.has(t)) out.add(t);
  }
  return [...out];
}

/** Whether the text says «не» before a word holding one of `terms` («Если терминал не работает…»). */
function saidNegated(text: string, terms: string[]): boolean {
  return [...text.matchAll(/(?<![\p{L}])не\s+(\p{L}+)/giu)].some((m) => { const own = evidenceTerms(m[1]!); return terms.some((t) => own.has(t)); });
}
