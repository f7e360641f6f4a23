import { STOPWORDS } from "./stopwords.ts";
import { looksLikeVerb } from "./verb-forms.ts";

/**
 * A letter's subject or a post's title from what it says: a short noun phrase naming the matter, not the first
 * sentence cut with «…» (walk 17b: «Отчёт по сайту получила, спасибо, посмотрю до пятницы.» as a subject; «В пятницу в
 * 16:00 в переговорной Ладога будет тортик в честь дня рождения…» as a title). Three shapes of a first clause give their
 * matter away by syntax alone: an existential verb puts it after itself («…будет тортик…», «there will be a cake…»,
 * бытийное предложение, Русская грамматика 1980, §2685); a first-person verb puts it in its object («я пришлю ей
 * сравнение…», «I'll send you the comparison…»); a letter's past-tense report puts it first («Отчёт по сайту получила»).
 * Anything else is the clause itself, capped.
 */

// Existential and event verbs (closed class): what follows them is what the clause is about.
const EXISTS_RU = /(?<![\p{L}])(?:будет|будут|состоится|состоятся|пройдёт|пройдет|пройдут|начнётся|начнется|откроется|появится|появятся|ждёт|ждет|ждут)\s+(.+)$/iu;
const EXISTS_EN = /\b(?:there\s+(?:will\s+be|is|are|'s)|we(?:'ll|\s+will)\s+have)\s+(?:(?:a|an|the|some)\s+)?(.+)$/iu;
// A first-person opening and its verb, then an object pronoun: the matter is the object after them.
const FIRST_PERSON_RU = /^(?:я|мы)\s+(?:не\s+)?\p{L}+\s+(?:(?:ей|ему|им|вам|вас|тебе|тебя|её|ее|его|их)\s+)?(.+)$/iu;
const FIRST_PERSON_EN = /^(?:i|we)(?:'ll|'d|'m|'ve|\s+will|\s+would|\s+am|\s+have|\s+can|\s+shall|\s+should|\s+need\s+to|\s+want\s+to)?\s+(?:not\s+)?[a-z]+\s+(?:(?:you|her|him|them|it|this|that)\s+)?(?:(?:the|a|an|my|our|your)\s+)?(.+)$/iu;
// Words that cannot open the matter: a preposition opens a circumstance («до пятницы», «by Friday»).
const PREPOSITION = /^(?:в|во|на|по|до|с|со|к|ко|о|об|у|за|из|от|для|без|при|через|после|by|on|at|in|for|to|until|from|with|about|after|before)$/iu;
/**
 * A past-tense form, the letter writer's report of what they did with the matter named before it: a verb's «-ла, -ли,
 * -ло» by its ending (verb-forms.ts), or a masculine «-ал, -ил, -ел…» in a word of seven letters or more («получил»,
 * «отправил»; a noun so ending, «квартал», follows a preposition and is never taken).
 */
const past = (w: string) => (looksLikeVerb(w) && /(?:ла|ли|ло)(?:сь)?$/u.test(w)) || /^\p{L}{5,}[аеиуыя]л(?:ся)?$/u.test(w);

/** The first sentence, and its first clause: up to a comma, a semicolon, a colon or dash with a space, or «что» / «that». */
function firstClause(text: string): { sentence: string; clause: string } {
  const sentence = (text.trim().split(/(?<=[.!?…])\s+/u)[0] ?? "").trim();
  const clause = sentence.split(/[,;]\s|:\s|\s[—–-]\s|\s(?:что|чтобы|потому что|так как|но|that|because|but|so)\s/iu)[0]!;
  return { sentence, clause: clause.replace(/[.!?…]+$/u, "").trim() };
}

// A coordinating conjunction (сочинительный союз) after the verb joins a second clause: the verb had no object to name.
const CONJUNCTION = /^(?:и|а|но|или|да|зато|and|but|or)$/iu;

const opensMatter = (rest: string) => {
  const first = rest.split(/\s+/u)[0] ?? "";
  return !!first && !PREPOSITION.test(first) && !CONJUNCTION.test(first) && !looksLikeVerb(first);
};

/** Where a report's past-tense verb stands among the clause's words (never first, never after a preposition); -1 if none. */
const reportVerbAt = (words: string[]) => words.findIndex((w, i) => i > 0 && past(w.toLowerCase()) && !PREPOSITION.test(words[i - 1]!));

/** The clause's matter by the three shapes above, or the clause; `report` lets a past-tense verb end it (letters). */
function matterOf(clause: string, report: boolean): string {
  const exists = EXISTS_RU.exec(clause) ?? EXISTS_EN.exec(clause);
  if (exists && opensMatter(exists[1]!)) return exists[1]!;
  const own = FIRST_PERSON_RU.exec(clause) ?? FIRST_PERSON_EN.exec(clause);
  if (own && opensMatter(own[1]!)) return own[1]!;
  const words = clause.split(/\s+/u);
  if (report && words.length > 1 && !PREPOSITION.test(words[0]!)) {
    const at = reportVerbAt(words);
    const head = at > 0 ? words.slice(0, at) : [];
    while (head.length && /^(?:не|уже|тоже|также)$/iu.test(head.at(-1)!)) head.pop();
    // «Я заболел…», «мне не пришла зарплата»: the writer, in any case, is no matter; the clause stays whole.
    if (head.length && !head.every((w) => STOPWORDS.has(w.toLowerCase()))) return head.join(" ");
  }
  return clause;
}

const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/** A report's words from its past-tense verb on («не посчитали доплату…»), a «не» before it kept; null without one. */
function fromReportVerb(clause: string): string | null {
  const words = clause.split(/\s+/u);
  const at = reportVerbAt(words);
  if (at < 1 || words.length - at < 3) return null;
  return words.slice(words[at - 1]!.toLowerCase() === "не" ? at - 1 : at).join(" ");
}

/**
 * A short title for a letter (`report`: a past-tense verb ends the matter) or a post. A closing «!» or «?» stays,
 * a full stop goes; over `max` characters the title is cut at a word, with «…».
 */
export function headlineOf(text: string, o: { report?: boolean; max?: number } = {}): string {
  const max = o.max ?? 60;
  const { sentence, clause } = firstClause(text);
  const matter = matterOf(clause, !!o.report).trim();
  const mark = matter === sentence.replace(/[.!?…]+$/u, "").trim() && /[!?]$/u.test(sentence) ? sentence.slice(-1) : "";
  const titled = capital(matter ? `${matter}${mark}` : "");
  if (titled.length <= max) return titled;
  // «в ноябрьском расчётном листке не посчитали доплату за морозильную камеру»: a report too long for a subject is
  // titled by what happened, from its verb on, before it is cut mid-phrase (walk 28b saw «…доплату за…»).
  const happened = o.report ? fromReportVerb(matter) : null;
  if (happened && happened.length <= max) return capital(happened);
  return `${titled.slice(0, max - 1).replace(/\s+\S*$/u, "")}…`;
}

/**
 * A post's title: the one given when it is short and whole; else what the post announces. A title cut with «…» (the
 * first sentence at 80 characters) is first made whole again from the text it was cut from.
 */
export function postTitle(text: string, given?: string | null): string {
  if (given && given.length <= 60 && !given.endsWith("…")) return given;
  const cut = given?.endsWith("…") ? given.slice(0, -1).trim() : "";
  const at = cut ? text.toLowerCase().indexOf(cut.toLowerCase()) : -1;
  const whole = at >= 0 ? text.slice(at) : given || text.split("\n")[0]!;
  return headlineOf(whole) || whole.slice(0, 60);
}
