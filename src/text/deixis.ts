/**
 * Deictic words of time: their meaning is the day they are said on («завтра» is a date only to the
 * speaker), so a document, written once for every day, never holds them. A question's «завтра» says
 * when the person needs the answer, not what it is about. The class is grammar's (дейктические
 * наречия времени; English deictic adverbs of time), listed whole.
 */
const DEICTIC_TIME = new Set([
  "сегодня", "завтра", "вчера", "послезавтра", "позавчера", "сегодняшний", "завтрашний", "вчерашний",
  "today", "tomorrow", "yesterday", "tonight",
]);

/** True for a lower-case word whose meaning is the moment it is said in. */
export function isDeicticTime(word: string): boolean {
  return DEICTIC_TIME.has(word);
}

/**
 * Words that point back into the talk: third-person and demonstrative pronouns and pro-adverbs (анафорические
 * местоимения и местоименные наречия; English anaphoric pronouns). «а он платный?», «сколько это в рублях?»
 * mean something only with the message before. The class is grammar's, listed whole.
 */
const ANAPHORIC = new Set([
  "он", "она", "оно", "они", "его", "ее", "её", "их", "ему", "ей", "им", "него", "нее", "неё", "них", "нему", "ней", "ним", "нем", "нём", "ними", "нею",
  "это", "этот", "эта", "эти", "этого", "этой", "этому", "этим", "этом", "этих", "эту", "этими",
  "тот", "та", "те", "того", "тому", "тем", "том", "тех", "ту", "теми",
  "там", "туда", "оттуда", "тогда", "такой", "такая", "такое", "такие", "так",
  "it", "its", "they", "them", "their", "this", "that", "these", "those", "there", "then",
]);

/** «а если…», «а на «Премиуме»?», «and what about…»: a conjunction opening a message joins it to the one before. */
const JOINED = /^(?:а|и|но|а если|а для|а по|а у|а в|а на|and|but|what about|how about)\s/iu;

/** A short message opening with a joining conjunction: a follow-up of the previous question. */
export function opensAsFollowUp(message: string): boolean {
  return message.trim().length <= 60 && JOINED.test(message.trim());
}

/**
 * «Раньше — только отпуск без сохранения…», «Тогда…», «Это…»: a sentence opening with an anaphoric word, or an adverb of
 * time relative to a moment the sentence before names (раньше, позже, ранее; earlier, later), says nothing alone.
 */
const RELATIVE_TIME = new Set(["раньше", "ранее", "позже", "позднее", "earlier", "later"]);
export function opensOnPrevious(sentence: string): boolean {
  const first = sentence.trim().toLowerCase().replaceAll("ё", "е").match(/[\p{L}]+/u)?.[0] ?? "";
  return ANAPHORIC.has(first) || RELATIVE_TIME.has(first);
}

/**
 * A personal pronoun of the third person in the nominative («он», «она», «оно», «они»; it, they): the subject of the
 * message is what the message before named (Русская грамматика 1980, § 2051).
 */
const PRONOUN_SUBJECT = new Set(["он", "она", "оно", "они", "it", "they"]);
export function pronounIsSubject(message: string): boolean {
  return (message.toLowerCase().replaceAll("ё", "е").match(/[\p{L}]+/gu) ?? []).some((w) => PRONOUN_SUBJECT.has(w));
}

/**
 * «что такое учётная страница», «кто такой Игорь Волков»: «такой» after the interrogative is the definition question's
 * frame (Ожегов: «что такое» — вопрос о сущности чего-н.), pointing at the noun after it, not back. Read as pointing back,
 * «что такое учётная страница» after a question about receipts was judged with it and refused (lead's walk 43).
 */
const DEFINITION_FRAME = /(?<![\p{L}])(?:что|кто)\s+(?:такое|такой|такая|такие)(?![\p{L}])(?=\s+\p{L})(?!\s+(?:это|эти|этот|эта)(?![\p{L}]))/gu;

/** The message's words, the definition question's «такое» left out. */
const wordsOf = (message: string) => (message.toLowerCase().replaceAll("ё", "е").replace(DEFINITION_FRAME, " ").match(/[\p{L}]+/gu) ?? []);

/** True when a message points back with an anaphoric word («он», «это», «там»). */
export function pointsBack(message: string): boolean {
  return wordsOf(message).some((w) => ANAPHORIC.has(w));
}

/**
 * True when a message cannot be read without the one before: it opens with a joining conjunction or points
 * back with an anaphoric word. Other messages may still lean on it; the answer tries them alone first.
 */
export function leansOnPrevious(message: string): boolean {
  const text = message.trim().toLowerCase().replaceAll("ё", "е");
  return JOINED.test(text) || wordsOf(text).some((w) => ANAPHORIC.has(w));
}

/**
 * «по этому файлу», «в моём файле», «во вложении», «в прикреплённом», «in this file», «from the attachment»: a
 * demonstrative or possessive before «файл» / «вложение» points at the file attached in the chat (указательная
 * дейксис). «по этому документу» stays the company's: an open document is called so too. Demonstratives and possessives are closed classes, listed whole.
 */
export const POINTS_AT_FILE = /(?<![\p{L}])(?:(?:по|в|во|из|на)\s+(?:этому|этом|этого|моему|моём|моем|моего|прикреплённому|прикрепленному|прикреплённом|прикрепленном|прикреплённого|прикрепленного)\s+(?:файлу|файле|файла)|(?:по|в|во|из)\s+вложени(?:ю|и|я)|(?:in|from|by)\s+(?:this|the|my)\s+(?:attached\s+)?(?:file|attachment)|(?:по|в|из)\s+(?:прикреплённому|прикрепленному|прикреплённом|прикрепленном|прикреплённого|прикрепленного))(?![\p{L}])/giu;

/**
 * «что в этом чеке?» with a receipt attached (chek.txt): a demonstrative before a noun the attached file is named by
 * (its name, romanised by the passport table, as translit.ts reads names) or whose text writes the noun points at that
 * file as «в этом файле» does (walk 31e got the IT memo's «Если касса не печатает чек…»). `named(stem)` says whether the
 * attached file is named by a noun's stem. Demonstratives are a closed class, listed whole (Русская грамматика 1980, § 1595).
 */
const DEMONSTRATIVE_NOUN = /(?<![\p{L}])(?:(?:по|в|во|из|на|о|об|от)\s+)?(?:этот|эта|эту|этой|этого|этому|этом|эти|этих|этим|этими|this|these)\s+(\p{L}{3,})(?![\p{L}])/giu;

export function withoutNamedFile(question: string, named: (noun: string) => boolean): string | null {
  let hit = false;
  const rest = question.replace(DEMONSTRATIVE_NOUN, (m, noun: string) => (named(noun.toLowerCase()) ? ((hit = true), " ") : m));
  return hit ? rest.replace(/\s+([?!.,])/gu, "$1").replace(/\s+/gu, " ").trim() : null;
}

/** The question without its pointing at the attached file, or null when it does not point at one. */
export function withoutFilePointer(question: string): string | null {
  const rest = question.replace(POINTS_AT_FILE, " ").replace(/\s+([?!.,])/gu, "$1").replace(/\s+/gu, " ").trim();
  return rest === question.trim() ? null : rest;
}

/**
 * «задержался на работе», «приводить на работу собаку», «кому сообщить на работе»: to an employee «на работе» is the
 * place the words are said about (дейксис места, as «здесь» and «у нас»), which every company document shares; it names
 * the setting, not the topic. A message that says something else keeps only that: «во сколько быть на работе?» keeps it.
 */
// English says it «at work», «from work» and «to work» (Oxford 3000: work, n. — the place where you do your job: «I go to
// work at 8»): «What should I wear to work?» met the foreign staff's «work patent» (session 30). «to work» closing its clause
// only, and not after a semi-modal («have to», «need to», «want to», «able to», «going to», «used to», «ought to»: Cambridge
// Grammar of English), where it is the verb: «how many hours do I have to work?».
const WORKPLACE = /(?<![\p{L}])(?:(?:на|с|со|до|после)\s+работ(?:е|у|ы)|(?:at|from)\s+work|(?<!(?:have|has|had|need|needs|want|wants|able|going|used|ought)\s+)to\s+work(?=\s*(?:[?!.,;]|$)))(?![\p{L}])/giu;

/** The message without its «на работе» when other words of its own remain, else the message as it is. */
export function withoutWorkplace(message: string, isContent: (word: string) => boolean): string {
  const rest = message.replace(WORKPLACE, " ").replace(/\s+([?!.,])/gu, "$1").replace(/\s+/gu, " ").trim();
  if (rest === message.trim()) return message;
  return (rest.toLowerCase().match(/[\p{L}]+/gu) ?? []).some(isContent) ? rest : message;
}

/**
 * «…можно мне поработать из дома, если ребёнок болеет? какие правила?»: a last sentence asking for «the rules» of what the
 * sentence before asked names no topic of its own; the question is the sentence before. Alone, it stays.
 */
const RULES_OF_IT = /(?<=[?.!])\s*(?:а\s+)?(?:какие|каковы)\s+(?:тут\s+|здесь\s+|у\s+нас\s+)?(?:правила|условия|требования)(?:\s+у\s+нас)?\s*\??\s*$|(?<=[?.!])\s*what\s+are\s+the\s+rules\s*\??\s*$/iu;

/** The message without a closing «какие правила?» after a question of its own. */
export function withoutRulesAsk(message: string): string {
  return message.replace(RULES_OF_IT, "").trim() || message;
}
