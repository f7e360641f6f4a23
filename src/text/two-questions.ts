/**
 * «у меня 2 вопроса: когда аванс и можно ли взять отпуск в феврале», «Когда аванс? Можно ли взять отпуск в феврале?»:
 * one message asking two things. Asked of the documents as one, the words of either question missing from the other's
 * passage refused both (walk 23a); each is asked on its own instead. The forms are the question forms of speech-acts.ts
 * (вопросительные слова, «ли»; Русская грамматика, 1980) and an announced count of questions («у меня два вопроса»).
 */
import { measureWords, placeWords } from "./measure-questions.ts";
import { QUESTION, YES_NO_QUESTION, YES_NO_QUESTION_EN } from "./speech-acts.ts";
import { isStopword, words as tokens } from "./tokens.ts";
import { looksLikeVerb } from "./verb-forms.ts";

/** «у меня 2 вопроса:», «два вопроса —», «I have two questions:», «a couple of questions:». */
const ANNOUNCED = /^(?:(?:у\s+меня|есть|вот)\s+)?(?:2|два|пара|пару|несколько|3|три)\s+вопрос(?:а|ов)?\s*[:,.—–-]+\s*|^(?:i\s+(?:have|got)\s+|got\s+)?(?:2|two|a\s+couple\s+of|couple\s+of|a\s+few|3|three)\s+questions?\s*[:,.—–-]+\s*/iu;

/** «…и», «…, а также», «…, а ещё», «…and», «…, also»: what joins two questions asked after an announced count. */
const JOIN = /\s*(?:,\s*)?(?:\s(?:и|а\s+также|а\s+ещ[её]|также|and|also|plus)\s+|;\s*|,\s+)/iu;

const asks = (s: string) => QUESTION.test(s) || YES_NO_QUESTION.test(s) || YES_NO_QUESTION_EN.test(s);
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** The questions a message asks, each whole, when it asks more than one; otherwise the message alone. */
export function questionsIn(message: string): string[] {
  const text = message.trim();
  const announced = ANNOUNCED.exec(text);
  const rest = announced ? text.slice(announced[0].length) : text;
  // Sentences ending in «?», each a question of its own.
  const sentences = rest.split(/(?<=\?)\s+/).map((s) => s.trim()).filter(Boolean);
  if (sentences.length >= 2 && sentences.every((s) => s.endsWith("?") && asks(s) && words(s) >= 2)) return sentences;
  if (!announced) return unannounced(text);
  // After «у меня два вопроса:» a join before a question word parts them; a join inside one question does not.
  const parts: string[] = [];
  let from = 0;
  for (const m of rest.matchAll(new RegExp(JOIN.source, "giu"))) {
    const after = rest.slice(m.index! + m[0].length);
    if (!asks(after) || words(rest.slice(from, m.index)) < 2) continue;
    parts.push(rest.slice(from, m.index).trim());
    from = m.index! + m[0].length;
  }
  parts.push(rest.slice(from).trim());
  return parts.length >= 2 && parts.every((p) => words(p) >= 2) ? parts : [text];
}

/** «…и когда…», «…and when…», «…; где…»: a join right before a question word, unannounced. */
const JOINED_QUESTION = /\s+(?:и|а|and)\s+(?=\S)|\s*;\s*/giu;
// A third-person pronoun or a demonstrative («до скольки она?», «сколько можно ими оплатить?», «and when is it paid?») reads
// the first question's thing, in every case of «он/она/оно/они» and «этот»:
// the second half is no question of its own then, and the message is asked whole (Русская грамматика 1980, § 1600: анафора).
const ANAPHOR = /(?<![\p{L}])(?:он|она|оно|они|его|её|ее|их|ему|ей|им|ими|ею|него|неё|нее|них|нему|ней|ним|ними|нею|нём|нем|это|этого|этому|этим|эти|этих|этими|it|its|they|them|their|this|that|these|those)(?![\p{L}])/iu;

/**
 * Whether a question names a thing of its own: a word neither a function word, a measure word («часто»), nor a verb. «…,
 * сколько символов и как часто менять» asks how often to change the password the first half named: it stays one question.
 */
function namesThing(question: string): boolean {
  return thingsNamed(question).length > 0;
}

/** The words of a question that name things: none a function word, a measure word, a verb or a figure. */
function thingsNamed(question: string): string[] {
  const measures = measureWords(question);
  return tokens(question).filter((w) => w.length >= 3 && !isStopword(w) && !measures.has(w) && !looksLikeVerb(w) && !/^\d+$/.test(w));
}

/**
 * «сколько дней отпуска и когда зарплата?», «how long is probation and when is the advance paid?»: two questions joined by
 * «и» / «and» without a count announced. Parted only where what follows the join opens a question of its own (a question
 * word first) and names its own thing, and what precedes it is a question of two words or more (walk 24b: asked as one,
 * the English pair was hedged for «probation», which the guide answers). «когда и где проходит инструктаж?» stays one.
 * A general question with «ли» opens one too (walk 26a: «где покурить на фабрике и есть ли там парковка» was asked as one,
 * and the parking answer left smoking «не сказано»).
 */
function unannounced(text: string): string[] {
  for (const m of text.matchAll(JOINED_QUESTION)) {
    const before = text.slice(0, m.index).trim().replace(/[,]+$/, "");
    const after = text.slice(m.index! + m[0].length).trim();
    if (words(before) < 2 || words(after) < 2 || !QUESTION.test(before) || !(QUESTION.test(after) || YES_NO_QUESTION.test(after)) || ANAPHOR.test(after)) continue;
    if (namesThing(after)) return [before, ...unannounced(after)];
    const elided = elidedThing(before, after);
    if (elided) return [before, after.replace(/([?!.]*)$/u, ` ${elided}$1`)];
  }
  return [text];
}

/** A circumstance asked by its own word: where, when, how much, who (Русская грамматика 1980, § 1671: местоименные наречия). */
const CIRCUMSTANCE = /^(?:где|куда|откуда|когда|во\s+сколько|до\s+скольки|со\s+скольки|с\s+какого|сколько|кто|кому|where|when|who)(?![\p{L}])/iu;

/**
 * «где сидит нотариус и когда принимает»: the second question asks another circumstance of the first one's thing with a verb
 * of its own and the noun left out (ellipsis of the subject, Русская грамматика 1980, § 2144: неполные предложения). Asked as
 * one, the answer gave the hours and dropped the address; each half is asked on its own, the second with the first's thing.
 * Only a simple first question (no list of questions before a comma: «какие требования к паролю, сколько символов и как
 * часто менять» stays one) and a second opened by another circumstance word than the first's.
 */
function elidedThing(before: string, after: string): string | null {
  const opener = CIRCUMSTANCE.exec(after)?.[0].toLowerCase();
  if (!opener || before.includes(",") || before.toLowerCase().startsWith(opener) || !tokens(after).some(looksLikeVerb)) return null;
  const placed = placeWords(before);
  const things = thingsNamed(before).filter((w) => !placed.has(w) && !CIRCUMSTANCE.test(w));
  return things.length ? things.join(" ") : null;
}
