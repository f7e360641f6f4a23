/**
 * «do the Russian rules say something different about night breaks than the English guide?» asks what two documents say
 * of night breaks: the documents named by their language and the words of comparing them are no topic a passage holds
 * (walk 21c: refused, «say nothing about “different”, “English”»). The answer shows both when they differ
 * (answering/translations-differ.ts). Only a message that names a document by its language AND compares is read so:
 * «is there an English version of the rules?» asks for the document itself.
 */

const LANGUAGE = String.raw`(?:russian|english|русск\p{L}*|англ(?:ийск|оязычн)\p{L}*)`;
const DOCUMENT = String.raw`(?:rules?|guide|guidelines?|version|documents?|originals?|policy|handbook|manual|text|one|правил\p{L}*|документ\p{L}*|руководств\p{L}*|гайд\p{L}*|верси\p{L}*|оригинал\p{L}*|регламент\p{L}*|памятк\p{L}*)`;
/** «the Russian rules», «in the English guide», «в русских правилах», «английская версия». */
const NAMED = new RegExp(String.raw`(?<![\p{L}])(?:(?:in|on|from|by|than|to|with|в|во|по|из|чем|с|со)\s+)?(?:(?:the|our|a|an|наш\p{L}*)\s+)?${LANGUAGE}(?:[-\s]+language)?\s+${DOCUMENT}(?![\p{L}])`, "giu");
/** Words of comparing: «say something different», «differ from», «the same as», «compared to», «иначе», «отличается», «совпадает». */
const COMPARING = /(?<![\p{L}])(?:(?:the\s+)?same\s+as|match(?:es)?|agree(?:s)?\s+with|совпада\p{L}*|так\s+же,?\s+как|(?:say|says|tell|tells)\s+(?:something|anything)\s+(?:different|else)|(?:say|says)\s+otherwise|differ(?:s|ent|ently)?(?:\s+(?:from|than|in|on))?|disagree(?:s)?(?:\s+with)?|compared?\s+(?:to|with)|contradicts?|vs\.?|versus|than|иначе|по-другому|по-разному|отлича\p{L}*|расход\p{L}*|противореч\p{L}*|чем|что-то\s+другое|другое)(?![\p{L}])/giu;

/** The message without the documents it names by their language and the words comparing them; as it is when it does not compare two. */
export function withoutDocumentsLanguage(message: string): string {
  NAMED.lastIndex = 0;
  if (!NAMED.test(message)) return message;
  COMPARING.lastIndex = 0;
  if (!COMPARING.test(message)) return message;
  const rest = message.replace(NAMED, " ").replace(COMPARING, " ").replace(/\s+([?!.,])/gu, "$1").replace(/\s+/gu, " ").trim();
  return /\p{L}{3}/u.test(rest) ? rest : message;
}

/**
 * «which one counts», «which do I follow», «какой из них главнее», «чему верить»: asking which of two documents applies.
 * The binding one is a fact about documents, not a topic a passage holds.
 */
const WHICH = /(?<![\p{L}])(?:which(?:\s+(?:one|document|rule|version|of\s+(?:the\s+)?(?:them|these|those|two)(?:\s+two)?))?\s+(?:counts?|applies|apply|is\s+(?:right|correct|binding|valid|in\s+force|the\s+right\s+one)|(?:do|should|must)\s+(?:i|we)\s+(?:follow|go\s+by|trust|use)|wins|takes\s+precedence|prevails)|who(?:'s|\s+is)\s+right|какой(?:\s+из\s+(?:них|двух))?(?:\s+(?:документ|вариант|из\s+них))?\s+(?:главн\p{L}*|действует|важнее|правильн\p{L}*|верн\p{L}*|считается|применя\p{L}*|обязател\p{L}*)|(?:чему|кому)\s+верить|что\s+главнее|кто\s+прав)(?![\p{L}])/iu;

/** A bare name of a document kind («the guide», «правила») beside a question which of them counts. */
const BARE_DOCUMENT = new RegExp(String.raw`(?<![\p{L}])(?:(?:the|a|an|our)\s+)?${DOCUMENT}(?![\p{L}])`, "giu");

/**
 * «hm but do the russian rules say something else? which one counts», «so which one do I follow, the guide or the russian
 * rules?» after an answer: which of the two documents applies to what was just asked, naming no topic of its own (walk 22b:
 * an unrelated contact row answered). The previous question is what it asks of.
 */
export function asksWhichDocument(message: string, isStopword: (w: string) => boolean): boolean {
  NAMED.lastIndex = 0;
  const named = NAMED.test(message);
  COMPARING.lastIndex = 0;
  const which = WHICH.test(message);
  if (!which && !(named && COMPARING.test(message))) return false;
  COMPARING.lastIndex = 0;
  const rest = message.replace(NAMED, " ").replace(WHICH, " ").replace(COMPARING, " ").replace(BARE_DOCUMENT, " ");
  return (rest.toLowerCase().match(/\p{L}{3,}/gu) ?? []).every((w) => isStopword(w) || /^(?:hm+|um+|well|okay|ok|so|but|really|actually|then|ну|хм+|так|ладно|всё-таки|все-таки|тогда|или|either)$/u.test(w));
}
