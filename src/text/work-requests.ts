import { opensWithCommandVerb } from "./imperatives.ts";
import { isInfinitive } from "./deliberative.ts";
import { isCourtesy } from "./stopwords.ts";
import { DISCOURSE_OPENER, QUESTION, TELL_ME } from "./speech-acts.ts";

/**
 * How a message asks for work, by the grammar of directive speech acts (Searle's directives; Русская грамматика, 1980:
 * побудительные предложения, §§ 2164–2172; инфинитивные предложения со значением долженствования и целесообразности,
 * §§ 2180–2181; модальные предикативы «надо, нужно, необходимо» и глаголы желания, § 1545), in any clause of it:
 * - a command: a sentence that opens with a verb in the imperative («…неправильно посчитали. Разберись»);
 * - a need, a wish or a plea for help before an infinitive, said as a statement («надо собрать, что пошло не так», «хочу
 *   созвониться…»).
 * A question holds none, whatever its verbs: «Кому и в какой срок надо сообщить?», «хочу месяц поработать из турции, можно?»,
 * «как часто нужно менять пароль», «что делать, если…» ask what the company's rules say (a deliberative question, § 2181, asks
 * how to act, which the documents answer first: measured, it asked between skills on thirteen document questions of the docs
 * sets). Nor do small talk, a verb of telling («расскажи», «подскажи», «объясни»: asks to be told) and a question why.
 */
export type WorkRequest = "command" | "need";

/** Predicatives of need and verbs of wish or plea that take an infinitive (closed classes; § 1545, Ожегов). */
const NEED = /^(?:надо|нужно|необходимо|требуется|хочу|хотим|хотелось|хочется|помоги|помогите|давай|давайте|пора|собираюсь|собираемся|планирую|планируем)$/u;
/** Words that end the need word's reach: a purpose, a condition, a yes/no particle, a permission asked. */
const CLAUSE_END = /^(?:чтобы|чтоб|ли|если|когда|потому|можно|нельзя|разрешено|положено)$/u;
/** Verbs of telling and explaining, which ask to be told, not for work (stopwords' speech verbs; Ожегов: объяснить). */
const TELLING = /^(?:объясни|поясни|растолкуй|расскажи|подскажи|скажи|напомни)(?:те)?$/u;
/**
 * «Помоги разобраться с расчётом отпускных: почему сумма меньше…?»: a question why asks for the reasons of what is so — to be
 * told, as «объясни» asks (вопрос о причине и цели), whatever request for help comes with it.
 */
const WHY = /(?:^|[,;:—–.?!]\s*)(?:а\s+|и\s+|но\s+)?(?:почему|зачем|отчего|why)(?![\p{L}])/iu;
/** English directives: «help me plan», «let's do», «we need to…», «can you…», «please…» before a verb (a polite request asks for work though it ends in «?»). */
const ENGLISH = /(?<![\p{L}'])(?:help\s+(?:me|us)|let'?s|let\s+us|(?:i|we)\s+(?:need|want|have)\s+to|(?:can|could|would)\s+you|please)\s+(?=[a-z])/iu;
/** How many words may stand between the need word and its infinitive («надо что-то сказать», «хочу с ним созвониться»). */
const MAX_GAP = 3;

/** How the message asks for work, or null when it asks for none. */
export function workRequest(message: string): WorkRequest | null {
  if (WHY.test(message)) return null;
  if (!/[а-яё]/iu.test(message)) return ENGLISH.test(message) ? "command" : null;
  for (const sentence of message.match(/[^.?!]+[.?!]*/gu) ?? []) {
    const question = /\?/.test(sentence) || QUESTION.test(sentence.trim());
    // A command opens a sentence of its own («…посчитали. Разберись»); one after a comma or a dash inside the story («…следит
    // Олег — помоги собрать…») is a step of it, which the skills' heads name or not (dev: two such were asked against the set).
    if (clauseRequest(sentence, question) === "command") return "command";
    for (const raw of sentence.split(/[,;:—–.?!()«»"]|\s-\s/u)) {
      if (clauseRequest(raw, question) === "need") return "need";
    }
  }
  return null;
}

/** How one clause asks for work: a command anywhere; a need before an infinitive only outside a question. */
function clauseRequest(raw: string, question: boolean): WorkRequest | null {
  const clause = raw.trim().replace(DISCOURSE_OPENER, "").replace(/^(?:пожалуйста|ну|а|и|но)[\s,]+/iu, "").trim();
  const ws = clause.toLowerCase().replaceAll("ё", "е").match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
  if (!ws.length) return null;
  if (!TELLING.test(ws[0]!) && !TELL_ME.test(clause) && opensWithCommandVerb(clause, isCourtesy)) return "command";
  return !question && ws.some((w, i) => NEED.test(w) && infinitiveAfter(ws, i)) ? "need" : null;
}

/** True when an infinitive follows word `i` within MAX_GAP words, before anything that ends its reach. */
function infinitiveAfter(ws: string[], i: number): boolean {
  for (const w of ws.slice(i + 1, i + MAX_GAP + 2)) {
    if (CLAUSE_END.test(w)) return false;
    if (isInfinitive(w)) return true;
  }
  return false;
}

/**
 * Work asked for in any clause: `workRequest`, or a clause of the story opening with a command verb («…в антракте зрителю
 * стало плохо — запиши всё для худрука»). Why: a command after a comma or a dash is a step of the story where the skills'
 * heads are read (above), but told after an incident it still says the person wants something made of what happened, not
 * the safety rules' steps. A plea for help alone («…, помоги») is no command of work: help may be the rules' steps.
 */
export function asksForWorkAnywhere(message: string): boolean {
  if (workRequest(message)) return true;
  if (WHY.test(message) || !/[а-яё]/iu.test(message)) return false;
  return message.split(/[,;:—–.?!()«»"]|\s-\s/u).slice(1).some((raw) => {
    const clause = raw.trim().replace(/^(?:пожалуйста|ну|а|и|но)[\s,]+/iu, "").trim();
    const first = clause.toLowerCase().match(/[\p{L}]+/u)?.[0] ?? "";
    return !!first && !TELLING.test(first) && !NEED.test(first) && !TELL_ME.test(clause) && opensWithCommandVerb(clause, isCourtesy);
  });
}
