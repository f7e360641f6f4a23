import { askedOfDocuments } from "../text/stopwords.ts";
import { withoutFilePointer, withoutNamedFile, withoutRulesAsk, withoutWorkplace } from "../text/deixis.ts";
import { romanise } from "../text/translit.ts";
import { customersFor, hypernymsOf, searchedKindsOf } from "../text/hypernyms.ts";
import { partOfWeek } from "../text/weekdays.ts";
import type { ChatModel } from "../models/types.ts";
import type { KnowledgeBase } from "../retrieval/knowledge-base.ts";
import type { Fragment } from "../retrieval/types.ts";
import type { LexicalIndex } from "../retrieval/lexical.ts";
import { buildAnswerMessages } from "./prompt.ts";
import { citationsOf, stripDeadCitations, type Citation } from "./citations.ts";
import { extractiveAnswer, pickSentences, sentences } from "./extractive.ts";
import { figureMeasures, measureKind, measureWords } from "../text/measure-questions.ts";
import { withoutIndefiniteSubject } from "../text/indefinite-subject.ts";
import { boundsUnlessWritten, coverage, evidenceTerms, salienceOf } from "./salience.ts";
import { ANSWERABILITY, judge, sectionOf, type Verdict } from "./answerability.ts";
import { answerStateOf, PARTIAL_LEAD, REFUSAL_LEAD, type AnswerState } from "./state.ts";
import { contactFor } from "./contact.ts";
import { withPhoneIfCalled } from "./contact-phone.ts";
import { asksAddressee, toldContact } from "./contact-told.ts";
import { ALSO_WHEN, directoryReading } from "./directory.ts";
import { namesTold, whomAnswerNames } from "./named-contact.ts";
import { isContactLine, listsContactMatters, mattersOf } from "./contact-line.ts";
import { asksReach } from "../text/reach-questions.ts";
import { asksEmergencyProcedure, speaksOf } from "../text/first-aid.ts";
import { addsNothingMissing, lendsApart, ownPicks, readsBetterAlone } from "./follow-up.ts";
import { asksWhatNext } from "../text/what-next.ts";
import { onReferent } from "./referent.ts";
import { checkedClaim } from "./claim-check.ts";
import { claimLead, claimOf } from "../text/claims.ts";
import { impliedSum } from "./implied-sum.ts";
import { ownPayFor } from "./own-pay.ts";
import { ownRoleRow } from "./own-role-row.ts";
import { ownNoticeFor } from "./own-notice.ts";
import { asksOwnPlace, ownPlaceReading } from "./own-place.ts";
import { temperaturesSaid } from "../text/temperatures.ts";
import { actionNounOf, delimitativeBase, looksLikeVerb, zeroNounOf } from "../text/verb-forms.ts";
import { verbOwnTerms } from "../text/derivation.ts";
import { asksWholeFile, fileOverview } from "./file-overview.ts";
import { irregularBase } from "../text/english-irregular.ts";
import { leansOnPrevious, opensAsFollowUp, pointsBack } from "../text/deixis.ts";
import { QUESTION, toldOfAbsence } from "../text/speech-acts.ts";
import { isStopword, stem, words } from "../text/tokens.ts";
import { OWN, speaksOfSelf, withoutOwn } from "../text/possessives.ts";
import { asInCharge, asWho } from "../text/name-questions.ts";
import { besideOwn, isOwnFragment, namedByFileOnly, ownFirst, ownReading } from "./own.ts";
import { SCHEDULE_WORD, scheduleRules, asksOwnSchedule, asksOwnShifts, dayLead, ownDayAsked, noScheduleNote, ownCountReading, ownDayReading } from "./own-days.ts";
import { withRussianRule } from "./translations-differ.ts";
import { searchedAsHeld } from "./english-query.ts";
import { russianQuotedNote } from "./english-note.ts";
import { workSituationOf } from "../text/work-situations.ts";
import { holidayDaysSaid } from "../text/holidays-ru.ts";
import { asksWhichDocument, withoutDocumentsLanguage } from "../text/documents-language.ts";
import { monthsInRussian } from "../text/months.ts";
import { withUnfolded } from "../text/univerbation.ts";
import { withStandardWords } from "../text/colloquial.ts";
import { withOfficialNames } from "../text/official-names.ts";
import { withoutClosingAside } from "../text/asides.ts";
import { writtenOut } from "../text/spoken.ts";

const WHERE = /(?<![\p{L}])где(?![\p{L}])/iu;
const MODAL = /^(?:можно|нужно|надо|можем|могу|должен|должна)$/;

/** Words that point at the document the person has open («Какие тут сроки?», «what does this say»). */
const HERE = /(?:^|[^\p{L}])(?:тут|здесь|в н[её]м|в этом документе|here|in this document)(?![\p{L}])/iu;

const kaNounWritten = (w: string, lexical: Pick<LexicalIndex, "holdsTerm">) => verbOwnTerms(w).some((t) => lexical.holdsTerm(t));

/**
 * The bare noun of a verb (zeroNounOf) to search for: of a past form always («укололась», «порезал»: what happened); of an
 * infinitive only where the documents hold it («обедать» → «обед» of «обед — 45 минут»): a guessed noun held nowhere
 * («стирать» → «стир») only thins the search's score (session 30).
 */
function bareNounSearched(w: string | null, lexical: Pick<LexicalIndex, "holdsTerm">): string | null {
  const noun = w ? zeroNounOf(w) : null;
  if (!noun) return null;
  return /(?:л|ла|ли|ло|лся|лась|лось|лись)$/.test(w!) || lexical.holdsTerm(stem(noun)) ? noun : null;
}

/**
 * The question with other forms of its verbs appended, for the search only: an infinitive's action noun («курить» →
 * «курение»), a verb's bare noun («укололась» → «укол»: documents head their sections so), a «по-» verb without «по-».
 */
function withOtherForms(question: string, lexical: Pick<LexicalIndex, "heldSynonym" | "holdsTerm">): string {
  // «приболел, завтра не приду»: said as absence or an accident at work, the topic is known to be the company's rules on it,
  // and the documents' own word for what the person typed («заболели» for «приболел») is searched too. Only then: in any
  // question a synonym pulled in other documents' sections when the source document was missing (tried on every set).
  const told = toldOfAbsence(question);
  // Where the documents write the action as its noun in «-к(а)» («Стирка спецодежды»), the noun in «-ние» guessed and held
  // nowhere («стирание») only thins the search's score below the floor (session 30: «где стирать робу?» found nothing).
  const more = words(question).flatMap((w) => [kaNounWritten(w, lexical) ? null : actionNounOf(w), bareNounSearched(w, lexical), delimitativeBase(w), bareNounSearched(delimitativeBase(w), lexical), told && !isStopword(w) ? lexical.heldSynonym(w) : null,
    // …and the word its kind goes by, which the rules on such a thing use («собака» → «животное»; hypernyms.ts). So too for
    // a kind no document writes in any form, whatever is told: «можно маму вписать в страховку» found no passage, as
    // «маму» only thinned the score of «родственников можно добавить» (lead's walk 31).
    ...(told ? hypernymsOf(w) : !lexical.holdsTerm(stem(w)) ? searchedKindsOf(w) : []),
    // «клиент» where no document says it is searched as the documents' own customer («турист»; hypernyms.ts customersFor),
    // only those they hold: the others would thin the score.
    ...(lexical.holdsTerm(stem(w)) ? [] : customersFor(w).filter((c) => lexical.holdsTerm(stem(c)))),
    // «сеанс в субботу» is searched as the weekend the timetable names («Выходные и праздники: …»; weekdays.ts partOfWeek).
    ...partOfWeek(w).filter((p) => lexical.holdsTerm(stem(p))),
    // «when do I get paid?» is searched with «pay» too: the guide writes «Pay is transferred… the 25th», and Snowball leaves
    // the irregular «paid» apart from «pay» (english-irregular.ts). The answerability test already reads «paid» as «pay»;
    // only the search did not, and found the patent's «must be paid» alone (walk 26a E01).
    irregularBase(w)])
    .filter((n): n is string => n !== null);
  // «аптечка где?», «где огнетушитель?»: «где» with no verb leaves out the locative «находится» (эллипсис бытийного глагола,
  // Русская грамматика 1980), which the documents write where they tell where a thing is (walk 26a R87: «аптечка где» got
  // «Не давайте лекарства из аптечки» over «Аптечки находятся у стойки приёмки…»).
  if (WHERE.test(question) && !words(question).some((w) => looksLikeVerb(w) || MODAL.test(w))) more.push("находится");
  return more.length ? `${question} ${more.join(" ")}` : question;
}

export interface AnswerResult {
  question: string;
  answer: string;
  /** True only when the documents answer it (state "answered"). */
  answered: boolean;
  /** Answered from the documents, partial (nearby passages shown, nothing asserted), or refused. */
  state: AnswerState;
  citations: Citation[];
  fragments: Fragment[];
  face: "ollama" | "embedded";
  timings: { retrieveMs: number; ttftMs: number | null; totalMs: number };
  tokensPerSecond: number | null;
  /** Set when the model failed: what happened, in plain words. */
  error?: string;
  /** The model stopped mid-answer; the text so far is kept. */
  partial?: boolean;
  /** Why the documents answered as they did, for the admin's decision page: the answerability test's reading. */
  evidence?: Evidence;
}

/** What an answer rested on: the verdict's figures, the sentences picked and the fragments found, by score. */
export interface Evidence {
  coverage: number | null;
  anchor: string | null;
  missing: string[];
  /** Whether the previous question's words were read with this one (a follow-up). */
  withPrevious: boolean;
  picked: { source: string; text: string }[];
  fragments: { source: string; score: number }[];
  /** The answerability conditions that failed (Verdict.unmet), when the verdict is not «answered». */
  unmet?: string[];
}

export type AnswerEvent =
  | { type: "fragments"; fragments: Fragment[] }
  | { type: "token"; text: string }
  | { type: "done"; result: AnswerResult };

export interface AnswerDeps {
  kb: KnowledgeBase;
  /** The generation model; null in the embedded face. */
  chat: ChatModel | null;
  floor: number;
  /** Kept for callers' settings; the answerability test (answerability.ts) decides instead of a score. */
  confident: number;
  /** The default contact (configured, or the documents' general address) when none is given for the topic. */
  contact: () => string | null;
  timeoutMs?: number;
  /** The interface's language: the refusal (the app's own words) is written in it. */
  lang?: "ru" | "en";
  /** One turn's searches by question and previous question, so the same search runs once per turn. */
  memo?: Map<string, Promise<Retrieved>>;
  /** The document the person has open: its fragments answer first when they pass the floor. */
  focus?: string | null;
  /** Word statistics of this chat's attached files: a word only they hold is weighed as seen. */
  ownLexical?: Pick<LexicalIndex, "salience">;
  /**
   * The person sent a file with this very message: what they ask is asked of it, not ruled by the company's documents
   * (walk 30b: «кто дежурит 12 декабря?» sent with a duty roster got the company's evening shift and vacation schedule).
   */
  fileSentNow?: boolean;
  /** Fragments of files attached in this chat, searched with the company's for its turns only. */
  attachments?: (question: string, o: { previous?: string; k: number; floor: number }) => Promise<Fragment[]>;
  /**
   * What the person typed, when the documents were asked something else in its place: «на складе дым…» is asked as the
   * fire section's name, in English when the Russian name finds nothing (conversation/first-aid.ts). Walk 23b: a Russian
   * question was told «Про «alarm» в найденном ничего не сказано» and «спросите по-русски». Only words the person typed
   * are named as missing, and the hint to ask in the documents' language reads the person's language, not the name's.
   */
  said?: string;
  /**
   * What the person asked of the world, not of the company («погода» of «какая погода в Казани»: routing/web-search.ts
   * unseenWebWords). Not answered, it is refused naming no company contact: no one in the company answers for the
   * weather (walk 31 sent it to HR).
   */
  world?: string[];
}

/** What both faces say when the documents hold no answer: never a guess. */
// A question of the world (`o.world`) is sent to no one: neither a contact nor the manager answers for it.
export function refusal(contact: string | null, missing: string[] = [], lang: "ru" | "en" = "ru", o: { world?: boolean } = {}): string {
  if (lang === "en") {
    const what = missing.length ? ` They say nothing about ${missing.map((w) => `“${w}”`).join(", ")}.` : "";
    return `The company documents do not answer this question.${what}${o.world ? "" : contact ? ` Please ask: ${contact}.` : " Please check with your manager."}`;
  }
  const about = missing.length ? ` В них ничего не сказано про ${missing.map((w) => `«${w}»`).join(", ")}.` : "";
  return `${REFUSAL_LEAD}${about}${o.world ? "" : contact ? ` Обратитесь, пожалуйста: ${contact}.` : " Уточните, пожалуйста, у своего руководителя."}`;
}

/**
 * «What's the cash float at the start of the day?» over Russian documents: the weight-free face matches words, not
 * meanings, so an English question finds little in Russian text (walk 14a). The refusal says so and how to ask; a model
 * (its embedder is multilingual) needs no such hint.
 */
function askInDocumentsLanguage(asked: string, deps: AnswerDeps): string {
  const question = deps.said ?? asked;
  if (deps.chat || /[а-яё]/iu.test(question) || !/[a-z]{3}/iu.test(question)) return "";
  // Each document by its first passages. One written in English beside Russian rules (walk 16a: an IT policy) makes the
  // hint «some are in Russian», not «the documents are in Russian»; walk 19a's locum got no hint at all on twelve refusals
  // of questions only the Russian documents answer.
  const byDoc = new Map<string, string>();
  for (const c of deps.kb.store.allChunks()) if ((byDoc.get(c.docName)?.length ?? 0) < 3000) byDoc.set(c.docName, `${byDoc.get(c.docName) ?? ""} ${c.text}`);
  const russian = (text: string) => (text.match(/[а-яё]/giu) ?? []).length > (text.match(/[a-z]/giu) ?? []).length;
  const inRussian = [...byDoc.values()].filter(russian).length;
  if (inRussian === 0) return "";
  if (inRussian < byDoc.size) {
    return deps.lang === "en" ? "\nPart of the company's documents is written in Russian: asking in Russian may find more."
      : "\nЧасть документов компании написана по-русски: спросите по-русски — так может найтись больше.";
  }
  return deps.lang === "en" ? "\nThe company's documents are in Russian: ask in Russian and more will be found."
    : "\nДокументы компании написаны по-русски: спросите по-русски — так найдётся больше.";
}

/** A partial answer: says the documents do not answer exactly and shows nearby passages without asserting them (no [n]). */
export function partialAnswer(v: Verdict, fragments: Fragment[], contact: string | null, lang: "ru" | "en" = "ru"): string {
  const seen = new Set<number>();
  const [open, close] = lang === "en" ? ["“", "”"] : ["«", "»"];
  const near = v.picked.filter((p) => !seen.has(p.fragment) && seen.add(p.fragment)).slice(0, 2)
    .map((p) => `— ${open}${p.text.replace(/\s+/g, " ").slice(0, 300)}${close} (${[fragments[p.fragment].docName, ...fragments[p.fragment].headingPath].join(" › ")})`);
  if (lang === "en") {
    // The lead is the one answerStateOf reads as partial (state.ts), so the English answer counts the same.
    const what = v.missing.length ? ` The passages found say nothing about ${v.missing.slice(0, 3).map((w) => `“${w}”`).join(", ")}.` : "";
    return `The documents do not answer this exactly.${what} This may be related (not an answer, please check):\n${near.join("\n")}\n${contact ? `Ask for details: ${contact}.` : "Your manager can tell you more."}`;
  }
  const about = v.missing.length ? ` Про ${v.missing.slice(0, 3).map((w) => `«${w}»`).join(", ")} в найденном ничего не сказано.` : "";
  return `${PARTIAL_LEAD}${about} Возможно, к нему относится это (не ответ, проверьте сами):\n${near.join("\n")}\n${contact ? `Точнее подскажут: ${contact}.` : "Точнее подскажет руководитель."}`;
}

/** The missing words the person typed (all of them when the question is theirs): a word of a name asked in its place is not theirs. */
function typedOf(missing: string[], said: string | undefined): string[] {
  if (said === undefined) return missing;
  const theirs = new Set(words(said).map((w) => stem(w)));
  return missing.filter((w) => words(w).every((x) => theirs.has(stem(x))));
}

export interface Retrieved {
  fragments: Fragment[];
  /** Question words no document mentions in any form. */
  missing: string[];
  /** The answerability test's verdict (embedded face); null with a model, which judges from the same rules, or with nothing to weigh words by. */
  verdict: Verdict | null;
  /** The previous question was read with this one. */
  withPrevious?: boolean;
  /** A contact table's row answers whom to turn to (directory.ts): chosen by the message's own words, not weighed. */
  listed?: boolean;
  /** «я работаю 12-го?» read from the person's own list of days: whether the day is among them (own-days.ts). */
  dayListed?: boolean;
  /** What is said before the answer about the person's own file: a count of their days, or that no schedule of theirs is attached (own-days.ts). */
  ownLead?: string;
  /** A claim put to the test was answered by what the documents say of its subject (claim-check.ts). */
  claimed?: boolean;
}

/**
 * The fragments that may answer a question (top-6 above the floor) and, where words can be weighed,
 * the answerability verdict on the sentences chosen from them for the question (merged with the
 * previous one in a follow-up).
 */
export function retrieve(typed: string, previous: string | undefined, deps: AnswerDeps): Promise<Retrieved> {
  // «скока», «када»: function words typed as spoken are searched and weighed as written (spoken.ts).
  const question = writtenOut(typed);
  if (!deps.memo) return retrieveOnce(question, previous, deps);
  // Within one turn, routing's look at the documents and the answer's are the same search: done once.
  const key = `${question}\u0000${previous ?? ""}`;
  let found = deps.memo.get(key);
  if (!found) {
    // A failed search (the embedder gone) is not kept: the next caller tries again.
    const memo = deps.memo;
    found = retrieveOnce(question, previous, deps).catch((err) => { memo.delete(key); throw err; });
    memo.set(key, found);
  }
  return found;
}

async function retrieveOnce(typed: string, typedPrevious: string | undefined, deps: AnswerDeps): Promise<Retrieved> {
  // «правда, что аванс 5-го?» asks the claim of the documents and checks it by what they say of its subject (claim-check.ts).
  const claim = deps.chat ? null : claimOf(typed);
  if (!claim) return retrieveRead(typed, typedPrevious, deps);
  // What was heard of the company is checked against the company's documents, not a note in the person's file (walk 25a).
  const of = speaksOfSelf(claim) ? deps : { ...deps, attachments: undefined, ownLexical: undefined };
  return checkedClaim(claim, await retrieveRead(claim, typedPrevious, of));
}

async function retrieveRead(typed: string, typedPrevious: string | undefined, deps: AnswerDeps): Promise<Retrieved> {
  // «скольк дней отпска дают»: typing slips are read as the words the documents write (lexical.respelled).
  // «march 7» is searched as «марта 7» when the documents write no «march» (months.ts).
  // «кто у нас главный по охране труда?» asks who answers for it, as the documents write it (name-questions.ts).
  // «сколько длится испыталка?» asks of the documents' «испытательный срок» (univerbation.ts).
  const holds = (w: string) => deps.kb.lexical.holds(w);
  const texts = () => deps.kb.store.allChunks().map((c) => c.text);
  // «где взять комбез?» asks of the documents' «комбинезон», «на днюху» of their «день рождения» (colloquial.ts): read
  // before the unfolding, which would take «столовка» for the documents' first phrase on «столов-».
  const unfold = (text: string) => withUnfolded(withStandardWords(text, holds), holds, texts);
  // «отгул за свой счёт» asks of the rules' «без сохранения заработной платы» (official-names.ts).
  // «сколько платят за работу в праздник?» asks of the rules' «праздничные дни», not a party's prices (holidays-ru.ts).
  const official = (text: string) => holidayDaysSaid(withOfficialNames(text, texts), texts);
  const plain = (text: string) => withoutWorkplace(withoutRulesAsk(deps.kb.lexical.respelled(unfold(official(monthsInRussian(withoutDocumentsLanguage(asInCharge(asWho(temperaturesSaid(withoutClosingAside(withoutIndefiniteSubject(text)))))), holds))))), (w) => !isStopword(w) && w.length > 2);
  const question = plain(typed);
  const previous = typedPrevious === undefined ? undefined : plain(typedPrevious);
  // «за сколько дней подавать заявку?» after «можно работать из дома?» continues it: read with the previous question
  // first. A message that neither opens with «а…» nor points back («он», «это», «там») is also read on its own, and
  // that reading wins when it is answered and the two read together are not, or only repeat the previous answer:
  // «какой пароль должен быть» after «забыл пароль от почты» met the forgotten-password rule again (walk 12c).
  const read = { ...(await retrieveWith(question, previous, deps)), withPrevious: !!previous };
  if (!previous || deps.chat) return read;
  // A message pointing at the attached file («сколько в этом файле платят кассиру?») was read of the file, with the previous
  // question; weighed again below against the company's passages, its pointing words stood as a subject (walk 37).
  if (deps.attachments && withoutFilePointer(question) !== null) return read;
  // The previous question read alone, searched once however many of the readings below weigh this one against it.
  let previousRead: Promise<Retrieved> | undefined;
  const readPrevious = () => (previousRead ??= retrieveWith(previous, undefined, deps));
  // Of the merged reading, only the sentences about what this message adds (follow-up.ts); none such: it is read alone.
  // «а если у гостя не открывается дверь картой?» after «…кого дёргать?»: the row the message's own words named (the key
  // cards' administrator) is whom to turn to; weighed as a passage against the merged question it met neither the door
  // nor the guest and was refused (walk 22b).
  // «а потом куда их» after the rule just quoted asks its next sentence (what-next.ts).
  if (asksWhatNext(typed) && !deps.attachments) {
    const next = nextSentence(await readPrevious());
    if (next) return { ...next, withPrevious: true };
  }
  const follows = leansOnPrevious(question) && (opensAsFollowUp(question) || pointsBack(question));
  if (read.listed && follows) return read;
  // «до скольки?» after «я заболела, кому сообщить» (answered: «О больничном сообщают … до 10:00…») asks the measure of the
  // matter just answered; read together, the two found no passage over the floor (the lead's walk 55 was refused). With
  // nothing found together, a follow-up (or a message naming only a measure) is judged on the passages the previous
  // question was answered from.
  const measures = measureKind(question) === null ? null : new Set([...measureWords(question), ...figureMeasures(question).keys()]);
  const onlyMeasure = !!measures && words(question).every((w) => isStopword(w) || measures.has(w));
  // So too when together they are not answered: «а в выходные?» after «Когда приезжает инкассация?» («…инкассация приезжает
  // по вторникам и пятницам в 11:00») quoted the pay rule «Если день выплаты приходится на выходной…» as possibly related
  // (walk 56). Judged on the previous answer's passages it is answered, or at least quotes the matter it continues, when
  // the merged reading quotes first a section the previous answer did not come from.
  if ((follows || onlyMeasure) && (read.fragments.length === 0 || (read.verdict && read.verdict.state !== "answered"))) {
    const earlier = await readPrevious();
    const verdict = earlier.verdict?.state === "answered" ? judgeOn(question, previous, earlier.fragments, deps.kb.lexical as LexicalIndex) : null;
    if (verdict?.state === "answered") return { ...earlier, verdict, withPrevious: true };
    const before = new Set(earlier.verdict?.picked.map((p) => sectionOf(earlier.fragments[p.fragment]!)) ?? []);
    const first = read.verdict?.picked[0];
    const elsewhere = !!first && !before.has(sectionOf(read.fragments[first.fragment]!));
    if (read.fragments.length > 0 && verdict?.state === "partial" && verdict.picked.length && elsewhere) return { ...earlier, verdict, withPrevious: true };
  }
  const kept = read.verdict ? ownPicks(question, previous, read.verdict.picked, read.fragments, deps.kb.lexical as LexicalIndex) : null;
  const merged = !kept || !read.verdict ? read : kept.length ? { ...read, verdict: rejudged(question, previous, read.fragments, kept, deps, read.verdict) } : null;
  // «а если гость уезжает после шести вечера» leans on the previous question and cannot be read alone: when no sentence
  // holds a word it adds (the figure may: «после 18:00»), the merged reading stands as it is.
  // A long message opening with «а…» asks a question of its own («а можно мне завтра поработать из дома, если ребёнок
  // болеет?» after a leave question): only a short one (opensAsFollowUp) or one pointing back («это», «он») cannot stand alone.
  if (follows && pointsBack(question) && (merged ?? read).verdict?.state !== "answered") {
    const on = onReferent(read.fragments, (await readPrevious()).fragments[0]);
    // «до скольки он работает?» after «где склад»: «он» is the warehouse, so its own section answers first; the passages
    // after it only lent «работает» («Не работает почта или VPN…», lead36). They are read with it only when it alone does not.
    const section = on ? on.filter((f) => f.docName === on[0].docName && f.headingPath.join("/") === on[0].headingPath.join("/")) : [];
    const alone = section.length && section.length < on!.length ? judgeOn(question, previous, section, deps.kb.lexical as LexicalIndex) : null;
    const verdict = alone?.state === "answered" ? alone : on && judgeOn(question, previous, on, deps.kb.lexical as LexicalIndex);
    // Of it, as of any merged reading, only the sentences about what this message adds.
    // The referent's own section answering, every sentence picked there is of it («он»), not only those of the new words.
    const own = on && verdict?.state === "answered" && verdict !== alone ? ownPicks(question, previous, verdict.picked, on, deps.kb.lexical as LexicalIndex) : null;
    if (on && verdict?.state === "answered") return { ...read, fragments: on, verdict: own?.length ? { ...verdict, picked: own } : verdict };
  }
  // «сколько дней» after «в какие дни можно работать удаленно» names only the measure: read alone, any count of days answered
  // it (the password's «каждые 60 дней», the lead's walk 55); its thing is the previous question's.
  if (follows || onlyMeasure) return merged ?? read;
  const alone = await retrieveWith(question, undefined, deps);
  if (!merged) return alone;
  // «сегодня завал, я устала» after a returns question tells of the day: a statement that does not point back asks
  // nothing of the previous question's passages (walk 13d got the returns rules again, cited).
  if (alone.verdict?.state !== "answered" && !question.includes("?") && !QUESTION.test(question.trim())) return alone;
  // Alone it is at least partly answered where together it is refused: the previous question only pulled other passages in.
  if (alone.verdict?.state === "partial" && merged.verdict?.state === "refused") return alone;
  // Partly answered alone for want of a word the merged reading does not hold either: the previous question lent the rest.
  if (alone.verdict?.state === "partial" && merged.verdict && addsNothingMissing(question, alone.verdict.missing, { picked: merged.verdict.picked, fragments: merged.fragments }, deps.kb.lexical as LexicalIndex)) return alone;
  // Or lent it only by a sentence of another matter, beside the one holding the message's thing (follow-up.ts lendsApart).
  if (alone.verdict?.state === "partial" && merged.verdict && lendsApart(question, { picked: alone.verdict.picked, fragments: alone.fragments }, { picked: merged.verdict.picked, fragments: merged.fragments }, deps.kb.lexical as LexicalIndex)) return alone;
  if (alone.verdict?.state !== "answered") return ownAskUnmet(question, merged, deps) ? alone : merged;
  if (merged.verdict?.state !== "answered") return alone;
  // A message that does not lean on the previous one, answered both ways, is read alone when alone it holds all the merged
  // reading holds of it and a thing it names besides: the previous question only lent a verb's match (follow-up.ts).
  if (!follows && readsBetterAlone(question, { picked: alone.verdict.picked, fragments: alone.fragments }, { picked: merged.verdict.picked, fragments: merged.fragments }, deps.kb.lexical as LexicalIndex)) return alone;
  const earlier = await readPrevious();
  const before = new Set(earlier.verdict?.picked.map((p) => p.text) ?? []);
  if (merged.verdict.picked.every((p) => before.has(p.text))) return alone;
  // Merged, it is some of the answer alone plus sentences of the sections the previous answer came from: «читателю плохо»
  // after the smoke gave the ambulance's 103 and «Объявите эвакуацию голосом» of the fire section (walk 30b). A merged
  // reading sharing nothing with the one alone is the previous matter continued («за сколько дней подавать заявку?»).
  const sections = new Set(earlier.verdict?.picked.map((p) => earlier.fragments[p.fragment]!.id) ?? []);
  const aloneSaid = new Set(alone.verdict.picked.map((p) => p.text));
  const added = merged.verdict.picked.filter((p) => !aloneSaid.has(p.text));
  const shared = merged.verdict.picked.length - added.length;
  return added.length && shared && added.every((p) => sections.has(merged.fragments[p.fragment]!.id)) ? alone : merged;
}

/**
 * The previous answer's reading with, as its answer, the sentence after the last one it quoted in that passage; null when it
 * was not answered or the passage ends there (then the follow-up is read as any other).
 */
function nextSentence(earlier: Retrieved): Retrieved | null {
  const v = earlier.verdict;
  if (v?.state !== "answered" || !v.picked.length) return null;
  const fragment = v.picked[0]!.fragment;
  const all = sentences(earlier.fragments[fragment]!.text).map((x) => x.trim());
  const at = Math.max(...v.picked.filter((p) => p.fragment === fragment).map((p) => all.indexOf(p.text.trim())));
  const text = at >= 0 ? all[at + 1] : undefined;
  return text ? { ...earlier, verdict: { ...v, picked: [{ fragment, text, score: 1 }] } } : null;
}

async function retrieveWith(asked: string, said: string | undefined, deps: AnswerDeps): Promise<Retrieved> {
  // «сколько в этом файле платят кассиру?» after «что в этом файле?»: the previous question's pointing at the file is no
  // subject either (walk 37 was told nothing is said of «файле»).
  const previous = said !== undefined && deps.attachments ? withoutFilePointer(said) ?? said : said;
  // «когда у меня аттестация по этому файлу?»: the person points at the file attached in this chat; it alone answers,
  // and the pointing words are no subject the answer must hold (walk 14a: refused, the attachment not searched).
  const pointed = deps.attachments ? withoutFilePointer(asked) ?? withoutNamedFile(asked, await attachedNames(asked, deps.attachments)) : null;
  const question = pointed ?? asked;
  if (pointed && deps.attachments) {
    // «что в этом файле?»: the file as a whole, section by section (file-overview.ts); a model reads it from the fragments.
    const whole = !deps.chat && asksWholeFile(pointed) ? fileOverview(await deps.attachments(question, { k: 500, floor: -1 })) : null;
    if (whole) return { ...whole, missing: [] };
    const own = await deps.attachments(question, { previous, k: 6, floor: 0 });
    const verdict = own.length && !deps.chat ? judgeOn(question, previous, own, withOwnWords(deps)) : null;
    if (own.length) return { fragments: own, missing: [], verdict };
  }
  // «кто мой наставник?» with the person's own schedule attached: what is theirs is asked of their own file first, and
  // when it answers by itself it alone answers (walk 19a got the company memo's «каждому новичку назначается наставник»).
  // What it leaves of the question («…заявление на мой отпуск») is the company's rule, found first (own.ts).
  // The pronoun has done its work once the file is searched (possessives.ts); «как зовут…» was read as «кто» with the rest of
  // the question (retrieveRead, name-questions.ts).
  const theirs = withoutOwn(question);
  // The previous question lends its words only to a message that leans on it: «какие у меня ночные смены?» after the
  // mentor and the locker is asked of the shifts alone (walk 19c).
  const before = previous === undefined || !(leansOnPrevious(question) && (opensAsFollowUp(question) || pointsBack(question))) ? undefined : withoutOwn(previous);
  const self = !!deps.attachments && !deps.chat && speaksOfSelf(question);
  // «я работаю 12-го?»: a day asked of the person's own schedule is read from the file's list of their days (own-days.ts).
  if (!!deps.attachments && !deps.chat && ownDayAsked(question)) {
    const days = ownDayReading(question, await deps.attachments!(theirs, { k: 6, floor: 0 }));
    if (days) return { fragments: days.fragments, verdict: days.verdict, missing: [], dayListed: days.listed };
  }
  // «где я работаю по графику?»: the file's line labelled as a place (own-place.ts).
  const place = deps.attachments && !deps.chat && asksOwnPlace(question) ? ownPlaceReading(question, await deps.attachments(theirs, { k: 6, floor: 0 })) : null;
  if (place) return { ...place, missing: [] };
  // «сколько у меня смен?» counts the file's list of days; «какие у меня смены?» with no file is told so first (own-days.ts).
  let ownLead: string | undefined;
  if (!deps.attachments && !deps.chat && OWN.test(question) && asksOwnShifts(question)) ownLead = noScheduleNote(deps.lang);
  if (self && OWN.test(question) && asksOwnSchedule(question)) {
    const file = await deps.attachments!(theirs, { k: 6, floor: 0 });
    const count = ownCountReading(question, file, deps.lang);
    if (count) return { fragments: count.fragments, verdict: count.verdict, missing: [], ownLead: count.lead };
    if (!file.length) ownLead = noScheduleNote(deps.lang);
  }
  if (self && OWN.test(question) && !ownLead) {
    const mine = await deps.attachments!(theirs, { previous: before, k: 6, floor: 0 });
    const company = mine.length ? await deps.kb.search(withOtherForms(askedOfDocuments(theirs), deps.kb.lexical), { previous, k: 6, floor: deps.floor }) : [];
    const read = ownReading(theirs, before, mine, company, withOwnWords(deps));
    if (read) return { ...read, missing: [] };
  }
  // A verb is also looked for as its action noun («курить» → «курение»): documents state rules as nouns.
  // With no schedule of theirs, the company's rule on schedules is looked for (where the shifts are published, the pattern).
  // An English question's words no fragment holds in any form are left out of the search (english-query.ts).
  const query = withOtherForms(searchedAsHeld(askedOfDocuments(ownLead ? `${question} ${SCHEDULE_WORD[deps.lang ?? "ru"]}` : question), deps.kb.lexical as LexicalIndex), deps.kb.lexical);
  let company = await deps.kb.search(query, { previous, k: 6, floor: deps.floor });
  const rules = ownLead ? scheduleRules(company) : null;
  if (rules) return { fragments: company, missing: [], verdict: rules, ownLead };
  if (deps.focus) {
    // «Какие тут сроки?» with a document open asks about that document: its passing fragments come first.
    // «тут», «здесь» point at the open document: then only its fragments answer, the floor aside (it
    // measures how near a fragment is to the words, and «Какие тут сроки?» names the document instead).
    // A question of a word or two («сколько платят?», «а сроки?») names no other topic: it is about the open one too.
    const here = HERE.test(question) || words(question).filter((w) => !isStopword(w)).length <= 2;
    const nearest = (await deps.kb.search(query, { previous, k: 60, floor: 0 })).filter((f) => f.docName === deps.focus);
    // «сколько платят?» with the duty rules open: when the open document answers by itself, it alone answers.
    const alone = !here && !deps.chat && nearest.length ? judgeOn(question, previous, nearest.slice(0, 6), deps.kb.lexical as LexicalIndex) : null;
    if (alone?.state === "answered") return { fragments: nearest.slice(0, 6), missing: [], verdict: alone };
    const open = here ? nearest : nearest.filter((f) => f.score >= deps.floor);
    if (open.length) company = here ? open.slice(0, 6) : [...open, ...company.filter((f) => f.docName !== deps.focus)].slice(0, 6);
  }
  // A file attached in this chat is searched with the company's documents for its turns only.
  // The company's documents are the authority on the company's matters: asked of no one in particular («когда аванс?»),
  // a rule they answer stands, and a note in the person's file («девочки говорили, что аванс 5-го») is no answer to it
  // (walk 25a answered with the rumour, cited). The file answers what is said of the person, or what the rules do not.
  const found = deps.attachments ? await deps.attachments(question, { previous, k: 6, floor: deps.floor }) : [];
  // «а в пятницу?» after «что у меня в среду?» is still said of the person: the workshop's «с понедельника по пятницу» is no
  // answer to it (lead's walk 45).
  const selfBefore = before !== undefined && speaksOfSelf(previous!);
  const ruled = found.length && !self && !selfBefore && !deps.chat && !deps.fileSentNow && !namedByFileOnly(question, found, deps.kb.lexical as LexicalIndex)
    && judgeOn(question, previous, company, deps.kb.lexical as LexicalIndex)?.state === "answered";
  const own = ruled ? [] : found;
  // «что будет на обед в среду?» sent with the week's menu: a question sent with its file is asked of that file, and when
  // the file answers by itself it alone answers (walk 33g: the company memo's «Обед — 12:00» answered, the menu's «Среда:
  // … щи, тефтели…» meeting only the day stayed under the floor). The floor measures how near a passage is to the words;
  // the file the person handed over with them is asked whatever its nearness, its judgement deciding.
  const sent = deps.attachments && deps.fileSentNow && !deps.chat ? await deps.attachments(theirs, { previous: before, k: 6, floor: 0 }) : [];
  const sole = sent.length ? judgeOn(theirs, before, sent, withOwnWords(deps)) : null;
  if (sole?.state === "answered") return { fragments: sent, missing: [], verdict: sole };
  const fragments = own.length ? [...own, ...company].sort((a, b) => b.score - a.score).slice(0, 6) : company;
  // With a model, the model judges (told the same rules) and its state is read from its words.
  const judged = fragments.length && !deps.chat ? (own.length ? judgeOn(theirs, previous && withoutOwn(previous), fragments, withOwnWords(deps)) : judgeOn(question, previous, fragments, deps.kb.lexical as LexicalIndex)) : null;
  // «у гостя не ловит вайфай, к кому бежать?»: a contact table's row answers whom to turn to; rows alone answer nothing
  // else («есть ли скидка для сотрудников?»). See directory.ts.
  const listed = deps.chat || own.length ? null : directoryReading(question, previous, fragments, judged, () => deps.kb.store.allChunks());
  // «что делать при ДТП» met the dispatch row («маршруты, ДТП, поломка…») before the courier rules' «При ДТП: остановитесь…»:
  // rows that answer nothing asked leave the other passages to answer outright (walk 27a refused the accident steps).
  if (listed?.verdict.state === "refused" && judged && judged.state !== "refused") {
    const rows = new Set(judged.picked.map((p) => fragments[p.fragment]?.id));
    const rest = fragments.filter((f) => !rows.has(f.id));
    const again = rest.length ? judgeOn(question, previous, rest, deps.kb.lexical as LexicalIndex) : null;
    // …unless those are rows of the same table in another fragment (walk 28a: «гость поскользнулся… ударился головой» was
    // answered with the IT, security and safety rows, the table split in two).
    const rowsAgain = again?.state === "answered" && directoryReading(question, previous, rest, again, () => deps.kb.store.allChunks())?.verdict.state === "refused";
    if (again?.state === "answered" && !rowsAgain) return { fragments: rest, missing: [], verdict: again };
  }
  if (listed) return { ...listed, missing: listed.verdict.state === "answered" ? [] : deps.kb.uncovered(question), listed: listed.verdict.state === "answered" };
  if (!judged) return { fragments, missing: [], verdict: null };
  // Said of the person («с кем мне работать первые ночи?»), the lines of their file on it stand beside the company's rule.
  const beside = self && own.length && judged.state === "answered" ? ownFirst(fragments, besideOwn(theirs, previous && withoutOwn(previous), fragments, judged, withOwnWords(deps))) : { fragments, verdict: judged };
  const verdict = beside.verdict;
  return { fragments: beside.fragments, missing: verdict.state === "answered" ? [] : deps.kb.uncovered(question), verdict, ...(ownLead ? { ownLead } : {}) };
}

/**
 * Whether the chat's attached file is named by a noun: its file name's words romanised («чеке» → «chek», chek.txt) or its
 * text holding the noun's stem («в этой накладной» over «Накладная № 12»). See deixis.withoutNamedFile.
 */
async function attachedNames(asked: string, attachments: NonNullable<AnswerDeps["attachments"]>): Promise<(noun: string) => boolean> {
  if (!/(?<![\p{L}])(?:эт\p{L}{1,3}|this|these)\s/iu.test(asked)) return () => false;
  const own = await attachments(asked, { k: 6, floor: 0 });
  const names = new Set(own.flatMap((f) => f.docName.toLowerCase().replace(/\.[a-z0-9]+$/, "").split(/[^a-z0-9а-яё]+/u)));
  const said = new Set(own.flatMap((f) => words(f.text).map(stem)));
  return (noun) => { const s = stem(noun); return s.length >= 3 && (names.has(romanise(s)) || names.has(s) || said.has(s)); };
}

/** The company's words with the chat's own attachments' beside them, for judging what an attachment answers. */
const withOwnWords = (deps: AnswerDeps) => (deps.ownLexical ? unionSalience(deps.kb.lexical, deps.ownLexical) : deps.kb.lexical) as LexicalIndex;

/** «кому писать», «куда обращаться», «к кому идти», «who do I contact»: whom to turn to is asked. */
const ASKS_WHOM = /(?<![\p{L}])(?:кому|к\s+кому|куда)\s+(?:писать|написать|звонить|позвонить|обращаться|обратиться|идти|сообщ\p{L}*|жаловаться)|(?:who|whom)\s+(?:do|should|can)\s+i\s+(?:contact|call|write|tell|ask)/iu;

/** Everyday particles and fillers that ask nothing («а», «ну», «так», «вообще»; «so», «then»). */
const FILLER = /^(?:а|ну|так|и|вообще|тогда|сейчас|мне|нам|теперь|so|then|now|and|me|we|us)$/;

/** «а кому звонить?», «куда обращаться?», «who do I call?»: only whom to turn to is asked, of no matter named. */
export function bareWhom(question: string): boolean {
  const m = ASKS_WHOM.exec(question);
  if (!m) return false;
  const rest = question.slice(0, m.index) + " " + question.slice(m.index + m[0].length);
  return words(rest).every((w) => FILLER.test(w) || isStopword(w));
}

/**
 * «забыл пароль, кому писать» answered «…обратитесь в ИТ-поддержку [1]» names a service but no way to reach it: the
 * contact the documents give for what the answer names (its address, or a person and phone) is added on a line of
 * its own, as a refusal names it. Nothing when the answer already holds an address or a phone.
 */
async function contactToAdd(question: string, answer: string, fragments: Fragment[], deps: AnswerDeps): Promise<string> {
  if (!ASKS_WHOM.test(question) || /@|доб\.|телефон|\+7/i.test(answer)) return "";
  const named = whomAnswerNames(answer);
  const chunks = deps.kb.store.allChunks();
  const byName = named ? contactFor(named, [], chunks) : null;
  const contact = (byName && namesTold(named!, byName, chunks.map((c) => c.text)) ? byName : null)
    ?? contactFor(`${question} ${answer.replace(/\[\d+\]/g, "")}`, [], chunks, fragments.slice(0, 1).map((f) => f.docId));
  if (!contact || answer.includes(contact)) return "";
  return deps.lang === "en" ? `\nContact: ${contact}.` : `\nКонтакт: ${contact}.`;
}

/**
 * Below the floor, the passage holding most of the question's weight (rare words counting more, as in the
 * answerability test) tells its topic; a passage holding none of it is noise («who do I contact…» meets every
 * contact line on «contact»).
 */
async function nearTopic(question: string, deps: AnswerDeps, found?: Fragment[]): Promise<Fragment[]> {
  const s = salienceOf(question, undefined, deps.kb.lexical as LexicalIndex, ANSWERABILITY.unseen);
  if (!s?.words.length) return found ?? [];
  const near = found ?? await deps.kb.search(question, { k: 6, floor: 0 }).catch(() => [] as Fragment[]);
  // A passage holding the thing asked about (salience's anchor: «инструменты» in «сколько держать инструменты в
  // дезрастворе?») tells the topic too, however many of the question's other words no document holds.
  const held = near.map((f) => ({ f, ...coverage(s, evidenceTerms(`${f.text} ${f.headingPath.join(" ")}`)) }))
    // The anchor alone tells the topic when the question has no other word a passage holds beside it: «материальная помощь
    // на свадьбу» meets «по материальному пропуску» of the IT rules on that word alone (walk 17a named the head of IT).
    .map((h) => ({ ...h, tells: h.share >= NEAR_TOPIC || (s.anchor >= 0 && h.covered[s.anchor] && (h.covered.filter(Boolean).length >= 2 || s.words.length <= 2)) }));
  const best = held.filter((h) => h.tells).sort((a, b) => b.share - a.share)[0];
  return best ? [best.f] : [];
}

/** The share of the question's weight a passage below the floor must hold to tell its topic. */
const NEAR_TOPIC = 0.3;

/**
 * «сколько дней отпуска» after «я заболел кому сообщить»: a message asking a measure of its own about a thing it names does
 * not lean on the previous question's ask. Read merged, the contacts row «Зарплата, отпуск, больничный: … kadry@» answered
 * the previous «кому» and was asserted for the leave's length (lead's walk 38). Judged on the message's own words alone,
 * the merged reading's sentences must still answer it.
 */
function ownAskUnmet(question: string, merged: Retrieved, deps: AnswerDeps): boolean {
  if (merged.verdict?.state !== "answered" || measureKind(question) === null) return false;
  const own = salienceOf(question, undefined, deps.kb.lexical as LexicalIndex, ANSWERABILITY.unseen);
  if (!own || !own.things?.some((g) => g.some((i) => !own.words[i]!.unseen))) return false;
  return judge(boundsUnlessWritten(own, merged.fragments.map((f) => f.text)), merged.fragments, merged.verdict.picked).state !== "answered";
}

/** The answerability test on sentences already chosen (a follow-up's own, see ownPicks). */
// The merged reading's verdict stands for the sentences kept: they hold what the message adds, and the previous
// question's words they leave out were answered the turn before («а чтобы на пятый сдать что нужно?» after the fourth grade's pay).
function rejudged(question: string, previous: string, fragments: Fragment[], picked: Verdict["picked"], deps: AnswerDeps, was: Verdict): Verdict {
  // A line of the person's file is weighed with the file's words, as it was read: «а кто ведёт новогодние чтения?» after the
  // roster's first question met «…ведёт Ощепкова А.», then was hedged, the file's words unseen by the company's (walk 30b).
  const lexical = picked.some((p) => isOwnFragment(fragments[p.fragment])) ? withOwnWords(deps) : deps.kb.lexical as LexicalIndex;
  const salience = boundsUnlessWritten(salienceOf(question, previous, lexical, ANSWERABILITY.unseen)!, fragments.map((f) => f.text));
  const now = judge(salience, fragments, picked);
  // The sentences kept must still hold the previous question's thing when the message only changed whom or which.
  return was.state === "answered" && now.anchorCovered && !now.carriedMissing ? { ...now, state: "answered", coverage: was.coverage } : now;
}

/** The answerability test on these fragments: null when the question holds no word to weigh. */
function judgeOn(question: string, previous: string | undefined, fragments: Fragment[], lexical: Pick<LexicalIndex, "salience">): Verdict | null {
  const read = salienceOf(question, previous, lexical as LexicalIndex, ANSWERABILITY.unseen);
  if (!read || read.words.length === 0) return null;
  const salience = boundsUnlessWritten(read, fragments.map((f) => f.text));
  const picked = pickSentences(question, fragments, 3, salience);
  // Whom and by when («если вы заболели: кого предупредить и когда»): a contacts line says whom, not when (directory.ts's
  // ALSO_WHEN); the rule that says both answers, and with it left out the contact is named in the refusal (walk32's
  // leave-one-out showed the HR row for «я заболел что делать»).
  if (asksReach(question) && !ALSO_WHEN.test(question)) return judge(salience, fragments, picked);
  // A contacts line says whom to ask about its matters («Бухгалтерия (зарплата, отпускные…): … доб. 2201; часы 9:00–18:00»):
  // it is evidence only for a question asking whom, where or how to reach, and for an emergency told only when its matters
  // name that emergency: the row «Драки, агрессивные зрители… | Охрана … | +7 921 555-40-20» is what to do for «a guy is
  // shouting and shoving people» (h24e), a fire-safety officer's extension is no step for a smell of smoke (session 34,
  // walk30's leave-one-out). The lines listing a contact's matters under it («Вопросы: отпуска, больничные листы») are
  // the contact's too. Other sentences answering, it is still shown with them («…куда звонить — медпункт, доб. 1112»
  // beside the first-aid steps).
  const emergency = asksEmergencyProcedure(question);
  const contact = (p: Verdict["picked"][number]) => isContactLine(p.text) ? !(emergency && namesEmergency(question, p.text))
    : listsContactMatters(p.text, fragments[p.fragment]?.text ?? "");
  const told = picked.filter((p) => !contact(p));
  const verdict = judge(salience, fragments, told);
  if (verdict.state === "answered" && told.length > 0 && told.length < picked.length) return { ...verdict, picked };
  // An emergency's passages are not picked again: a line the picker passed over is no step to assert in one.
  if (verdict.state === "answered" || told.length === picked.length || emergency) return verdict;
  // A contacts row naming every word asked among its matters («Программа лояльности… | баллы, уровни карты, ошибки
  // начисления») left the picker nothing to add, so the sentence that tells («Баллы с билетов: 5%») was never picked: pick
  // again among the lines that are no contacts line (session 33, «сколько бонусов начисляется по карте лояльности?»).
  // Only passages the search ranked above the contacts row's: one ranked below it is a weaker match the picker passed over
  // (warehouse's leave-one-out: a rule on leaving a shift early asserted for «когда дают отпускные», a training list for a
  // shouting customer). Fragments come in rank order.
  const first = Math.min(...picked.filter(contact).map((p) => p.fragment));
  const rest = fragments.map((f, i) => ({ ...f, text: i < first ? f.text.split("\n").filter((l) => !isContactLine(l)).join("\n") : "" }));
  const again = pickSentences(question, rest, 3, salience);
  const retold = again.length ? judge(salience, rest, again) : null;
  return retold?.state === "answered" ? retold : verdict;
}

/** Whether a contacts line's matters name the emergency a question tells (its row's first cell, its words before a colon). */
function namesEmergency(question: string, line: string): boolean {
  const matters = mattersOf(line);
  return !!matters && speaksOf(question, matters);
}

/**
 * Word weights over the company's documents and the chat's files. A word the company's documents hold
 * keeps its weight there; one only the chat's files hold is as rare as a word can be across both
 * (df 1 among all documents), so it weighs fully: a chat's few files give no IDF of their own.
 */
function unionSalience(company: Pick<LexicalIndex, "salience">, own: Pick<LexicalIndex, "salience">): Pick<LexicalIndex, "salience"> {
  return {
    salience(groups) {
      const a = company.salience(groups);
      const b = own.salience(groups);
      if (!a || !b) return a ?? b;
      return a.map((w, i) => (w.seen || !b[i].seen ? w : { weight: 1, seen: true }));
    },
  };
}

/**
 * The contact for this question's topic from the documents, else the default. When nothing passed the floor
 * («на сапсане можно в бизнес-классе?»), the nearest passages below it still tell the topic (the expenses rules).
 */
export async function contactOf(question: string, fragments: Fragment[], deps: AnswerDeps): Promise<string | null> {
  // Passages found for a question they do not answer tell its topic only when they hold NEAR_TOPIC of it:
  // «компенсирует ли компания курсы…» meets the confidentiality rules on «компании» alone.
  const top = (await nearTopic(question, deps, fragments.length ? fragments : undefined)).slice(0, 2);
  const chunks = deps.kb.store.allChunks();
  // «лицензии традоса» names the contacts row's «Trados» as the documents write it (lexical.respelled; lead's walk 43): the
  // Latin names only are added, as typing slips read other words («ограбили… из кассы» went to IT, not security: h25e).
  const typed = new Set(words(question));
  const latin = words(deps.kb.lexical.respelled(question)).filter((w) => /^[a-z]+$/.test(w) && !typed.has(w));
  const said = latin.length ? `${question} ${latin.join(" ")}` : question;
  return withPhoneIfCalled(question, contactFor(said, top.map((f) => f.headingPath.join(" ")), chunks, top.map((f) => f.docId)) ?? deps.contact(), chunks);
}

/**
 * Answers a question from the company's documents, streaming tokens; the last event carries the whole
 * result. Pass `retrieved` when the caller already ran retrieve() for this question, so it runs once.
 */
export async function* answerQuestion(
  typed: string, previous: string | undefined, deps: AnswerDeps, retrieved?: Retrieved,
): AsyncGenerator<AnswerEvent> {
  const t0 = performance.now();
  // «скока получает заведующий филиалом»: a function word typed as spoken is read as written everywhere below (spoken.ts),
  // not by the sums and the weighing alone — the picker's «сколько» asks for a figure (walk 30b got the shift-swap rule).
  const question = writtenOut(typed);
  // «а кому звонить?» opening a chat names no matter: whom to call depends on it, and any passage that says «звонить»
  // is a guess (walk 21c got three unrelated cited sentences). The person is asked what it is about.
  if (previous === undefined && bareWhom(question)) {
    const text = deps.lang === "en" ? "What is it about? Tell me what happened or what you need, and I will find whom to contact."
      : "По какому вопросу? Напишите, что случилось или что нужно, — подскажу, к кому обратиться.";
    yield { type: "fragments", fragments: [] };
    yield { type: "token", text };
    const totalMs = performance.now() - t0;
    yield { type: "done", result: { question, answer: text, answered: false, state: "partial", citations: [], fragments: [], face: deps.chat ? "ollama" : "embedded", timings: { retrieveMs: 0, ttftMs: null, totalMs }, tokensPerSecond: null } };
    return;
  }
  // A sum the documents' rules imply («58 км на машине — сколько выйдет со ставкой?»): worked out and cited (implied-sum.ts).
  const chunks = () => deps.kb.store?.allChunks?.() ?? [];
  const lang = deps.lang ?? "ru";
  // The person's own schedule first: «сколько я заработаю за декабрь если смена 7 часов» with their list attached is their sum,
  // not the company's «7 × ставка» asked for a position the list's title names (lead's walk 50).
  const own = deps.chat ? null : await ownPayFor(question, deps.attachments, chunks, lang);
  const sum = own ?? impliedSum(question, previous, chunks, lang) ?? ownRoleRow(question, chunks, lang)
    ?? (deps.chat ? null : await ownNoticeFor(question, deps.attachments, chunks, lang));
  if (sum) {
    const fragments = sum.chunks.map((c) => ({ ...c, score: 1 }));
    yield { type: "fragments", fragments };
    yield { type: "token", text: sum.text };
    const totalMs = performance.now() - t0;
    yield { type: "done", result: { question, answer: sum.text, answered: true, state: "answered", citations: citationsOf(sum.text, fragments), fragments, face: deps.chat ? "ollama" : "embedded", timings: { retrieveMs: totalMs, ttftMs: null, totalMs }, tokensPerSecond: null } };
    return;
  }
  let found: Retrieved;
  // «hm but do the russian rules say something else? which one counts» after an answer asks it of the previous question:
  // its reading, with the Russian rule and the English guide's differing line (translations-differ.ts). When the two do
  // not differ there, the message is read as it is.
  const which = previous !== undefined && !deps.chat && asksWhichDocument(question, isStopword) ? await whichDocument(previous, deps) : null;
  const asked = which?.asked ?? question;
  try {
    found = which ? which.r : retrieved ?? (await retrieve(question, previous, deps));
  } catch (err) {
    // The query could not be embedded (Ollama's embedder is gone): say so, never a 500 or a guess.
    const error = err instanceof Error ? err.message : String(err);
    const text = deps.lang === "en" ? `Document search is unavailable right now: ${error}. Please ask again in a minute.`
      : `Поиск по документам сейчас недоступен: ${error}. Повторите вопрос через минуту.`;
    yield { type: "fragments", fragments: [] };
    yield { type: "token", text };
    const totalMs = performance.now() - t0;
    yield { type: "done", result: { question, answer: text, answered: false, state: "refused", citations: [], fragments: [], face: deps.chat ? "ollama" : "embedded", timings: { retrieveMs: totalMs, ttftMs: null, totalMs }, tokensPerSecond: null, error } };
    return;
  }
  // An English guide and the Russian rules differ on a figure: the Russian rule answers, the guide's line is noted (translations-differ.ts).
  const differ = deps.chat ? null : which?.d ?? withRussianRule(question, found, () => deps.kb.store.allChunks(), deps.kb.lexical as LexicalIndex, deps.lang);
  const { fragments, missing: named, verdict: judged } = differ ?? found;
  const missing = typedOf(named, deps.said);
  const verdict = judged && { ...judged, missing: typedOf(judged.missing, deps.said) };
  const retrieveMs = performance.now() - t0;
  yield { type: "fragments", fragments };
  const source = (f: Fragment) => [f.docName, ...f.headingPath.slice(-1)].join(" › ");
  const evidence: Evidence = {
    coverage: verdict?.coverage ?? null, anchor: verdict?.anchor ?? null, missing: verdict?.missing ?? missing, withPrevious: !!found.withPrevious,
    picked: (verdict?.picked ?? []).map((p) => ({ source: source(fragments[p.fragment]), text: p.text })),
    fragments: fragments.map((f) => ({ source: source(f), score: Number(f.score.toFixed(3)) })),
    ...(verdict?.unmet && verdict.state !== "answered" ? { unmet: verdict.unmet } : {}),
  };
  const base = { question, fragments, face: deps.chat ? "ollama" : "embedded", tokensPerSecond: null, evidence } as const;
  // The state is read from the text, the same way for the extractive answerer and the model.
  const finish = (answer: string, extra: Partial<AnswerResult> = {}): AnswerResult => {
    const state = answerStateOf(answer);
    const citations = state === "answered" ? citationsOf(answer, fragments) : [];
    return { ...base, answer, answered: state === "answered", state, citations, timings: { retrieveMs, ttftMs: null, totalMs: performance.now() - t0 }, ...extra };
  };

  if (deps.world?.length && (fragments.length === 0 || verdict?.state === "refused" || verdict?.state === "partial")) {
    const text = refusal(null, deps.world, deps.lang, { world: true });
    yield { type: "token", text };
    yield { type: "done", result: finish(text) };
    return;
  }
  if (fragments.length === 0 || verdict?.state === "refused") {
    const text = refusal(await contactOf(question, fragments, deps), missing, deps.lang) + askInDocumentsLanguage(question, deps);
    yield { type: "token", text };
    yield { type: "done", result: finish(text) };
    return;
  }
  if (verdict?.state === "partial") {
    // The sentence shown may itself say whom to turn to («…передайте в бухгалтерию»): that is whom «кому…?» is told to ask.
    // Any other question is told whom by the section it is shown from: a procedure's «Сообщите … заведующей лабораторией».
    const first = verdict.picked[0] ? fragments[verdict.picked[0].fragment] : undefined;
    const told = toldContact(asksAddressee(question) ? verdict.picked.map((p) => p.text) : first ? [first.text] : [], deps.kb.store.allChunks(), question);
    const text = partialAnswer(verdict, fragments, told ?? (await contactOf(question, fragments, deps)), deps.lang) + (differ?.note ?? "") + askInDocumentsLanguage(question, deps);
    yield { type: "token", text };
    yield { type: "done", result: finish(text) };
    return;
  }
  if (!deps.chat) {
    const lead = found.ownLead ?? (found.claimed ? claimLead(deps.lang) : found.dayListed === undefined ? "" : dayLead(found.dayListed, deps.lang));
    const quoted = lead + extractiveAnswer(asked, fragments, verdict?.picked);
    // Russian sentences quoted in the English interface are said to be so, in English (english-note.ts); a difference
    // between the guide and the rules is said by its own note.
    const said = quoted + (differ?.note || russianQuotedNote(quoted, deps.said ?? question, deps.lang));
    const text = said + (await contactToAdd(question, said, fragments, deps));
    yield { type: "token", text };
    yield { type: "done", result: finish(text) };
    return;
  }

  let text = "";
  let ttftMs: number | null = null;
  let tps: number | null = null;
  try {
    for await (const chunk of deps.chat.chat({
      messages: buildAnswerMessages(question, fragments, await contactOf(question, fragments, deps), previous, deps.lang),
      temperature: 0.2,
      timeoutMs: deps.timeoutMs ?? 120_000,
    })) {
      if (chunk.text) {
        ttftMs ??= performance.now() - t0;
        text += chunk.text;
        yield { type: "token", text: chunk.text };
      }
      if (chunk.done && chunk.evalCount && chunk.evalDurationNs) tps = chunk.evalCount / (chunk.evalDurationNs / 1e9);
    }
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (text === "") {
      // No token came: fall back to the extractive answer so the person still gets the cited passages.
      const fallback = extractiveAnswer(question, fragments, verdict?.picked);
      const note = deps.lang === "en" ? `The model did not answer (${message}). Passages from the documents:\n\n`
        : `Модель не ответила (${message}). Показаны выдержки из документов:\n\n`;
      yield { type: "token", text: note + fallback };
      yield { type: "done", result: finish(note + fallback, { error: message, face: "embedded" }) };
    } else {
      yield { type: "done", result: finish(stripDeadCitations(text, fragments.length), { error: message, partial: true, timings: { retrieveMs, ttftMs, totalMs: performance.now() - t0 } }) };
    }
    return;
  }
  const clean = stripDeadCitations(text, fragments.length);
  yield { type: "done", result: finish(clean, { tokensPerSecond: tps, timings: { retrieveMs, ttftMs, totalMs: performance.now() - t0 } }) };
}

/**
 * The reading of the previous question on which the two documents differ, for «which one counts?» after it: the question
 * as it was typed, or the name its work situation goes by (work-situations.ts), which the turn before asked when the
 * typed words found nothing («I'm feeling rough, fever, can't do my shift tomorrow…» was asked as «if you are sick: who
 * to call and when»). Null when they do not differ on any.
 */
async function whichDocument(previous: string, deps: AnswerDeps): Promise<{ asked: string; r: Retrieved; d: NonNullable<ReturnType<typeof withRussianRule>> } | null> {
  const named = workSituationOf(previous);
  for (const asked of [previous, ...(named ? [named[/[а-яё]/iu.test(previous) ? "ru" : "en"], named[/[а-яё]/iu.test(previous) ? "en" : "ru"]] : [])]) {
    const r = await retrieve(asked, undefined, deps).catch(() => null);
    const d = r && withRussianRule(asked, r, () => deps.kb.store.allChunks(), deps.kb.lexical as LexicalIndex, deps.lang);
    if (r && d) return { asked, r, d };
  }
  return null;
}

/** Runs answerQuestion to the end and returns the result (CLI, API, evaluation). */
export async function answerOnce(question: string, previous: string | undefined, deps: AnswerDeps): Promise<AnswerResult> {
  let result: AnswerResult | undefined;
  for await (const ev of answerQuestion(question, previous, deps)) if (ev.type === "done") result = ev.result;
  return result!;
}
