import { speaksOfIllnessAtWork } from "./people-at-work.ts";
import { asksSickReport, sickReportName, type SituationName } from "./sick-reporting.ts";

/**
 * Everyday situations at work that staff rules name in their own words, not the person's: a thing a visitor left behind
 * («нашла в зале чужой телефон», «кто-то забыл рюкзак» — rules say «забытые вещи», «lost property»), and falling ill before
 * a shift («заболела, завтра смена, кому писать» — rules say «если вы заболели… предупредите»). General vocabulary of
 * Russian and English (verbs of finding and leaving behind, words for «someone else's»), not any one company's.
 */

/** Found, left, forgotten: «нашла», «нашёл», «забыл», «оставила», «остались», «found», «left», «forgot». */
const FOUND = /(?<![\p{L}])(?:нашл\p{L}*|наш[её]л|найден\p{L}*|обнаружил\p{L}*|забыл\p{L}*|забыт\p{L}*|оставил\p{L}*|оставлен\p{L}*|остал(?:ся|ась|ось|ись)|found|left|forgot|forgotten)(?![\p{L}])/iu;
/** Someone else's: «чужой», «чей-то», «кто-то», a visitor or a guest; «someone's», «a guest's». */
const OTHERS = /(?<![\p{L}])(?:чуж\p{L}+|ч(?:ей|ья|ьё|ье|ьи|ьего|ьей|ьих)-то|кто-то|кем-то|зрител\p{L}*|гост[ьяиюе]\p{L}*|посетител\p{L}*|клиент\p{L}*|покупател\p{L}*|пассажир\p{L}*|пациент\p{L}*|someone(?:'s)?|somebody(?:'s)?|a\s+(?:guest|visitor|customer|passenger)(?:'s)?|behind)(?![\p{L}])/iu;
/** «что с ним делать», «куда их девать», «куда сдать», «what do I do with it», «where do I take it»: what to do with the thing. */
const WHAT_WITH_IT = /(?<![\p{L}])(?:что\s+(?:мне\s+)?(?:с\s+(?:ним|ней|ними|этим|этой|этими)\s+)?(?:делать|сделать)|куда\s+(?:мне\s+)?(?:его|её|ее|их)?\s*(?:девать|деть|сдать|сдавать|отнести|нести|положить)|кому\s+(?:мне\s+)?(?:его|её|ее|их)?\s*(?:отдать|сдать|отдавать|сдавать)|what\s+(?:do|should)\s+i\s+do(?:\s+with\s+(?:it|them))?|where\s+(?:do|should)\s+i\s+(?:take|put|leave|hand)|who\s+(?:do|should)\s+i\s+(?:give|hand))(?![\p{L}])/iu;

/** Finding, not forgetting: «нашла», «нашёл», «обнаружил», «found» (one's own thing forgotten is no lost property). */
const FINDING = /(?<![\p{L}])(?:нашл\p{L}*|наш[её]л|найден\p{L}*|обнаружил\p{L}*|подобрал\p{L}*|found|picked\s+up)(?![\p{L}])/iu;
/**
 * What people lose in public places, as lost-property offices list it (phones, wallets, bags, keys, documents, umbrellas,
 * glasses, gloves, headphones, bank cards, jewellery): found, it is someone else's without saying so.
 */
const BELONGING = /(?<![\p{L}])(?:кошел[её]к\p{L}*|кошельк\p{L}*|бумажник\p{L}*|портмоне|телефон\p{L}*|смартфон\p{L}*|мобильник\p{L}*|сумк\p{L}*|сумочк\p{L}*|рюкзак\p{L}*|пакет\p{L}*|ключ(?:и|ей|ами)?|паспорт\p{L}*|документ(?:ы|ов)|зонт\p{L}*|очк(?:и|ов)|перчатк\p{L}*|варежк\p{L}*|шарф\p{L}*|шапк\p{L}*|наушник\p{L}*|карт(?:у|а|очку|очка)|кольц(?:о|а)|серьг\p{L}*|часы|wallet|purse|phone|bag|backpack|keys|passport|umbrella|glasses|gloves?|scarf|hat|headphones|earbuds|airpods|card|ring|earrings?|watch)(?![\p{L}])/iu;

/**
 * «нашла в зале чужой телефон, что с ним делать», «нашла кошелёк под креслом, куда его деть?» (walk 22a): a thing someone
 * else left behind, and what to do with it asked.
 */
export function tellsOfFoundThing(message: string): boolean {
  return FOUND.test(message) && (OTHERS.test(message) || (FINDING.test(message) && BELONGING.test(message))) && WHAT_WITH_IT.test(message);
}

/**
 * Falling ill, said of oneself anywhere in the message («блин я заболела, температура 38, …»), Russian or English; a
 * fever or a sore throat told with a shift and whom to tell is the same (walk 22b: «у меня поднялась температура, завтра
 * смена… кому звонить» entered the health skill).
 */
const OWN_ILLNESS = /(?<![\p{L}])(?:я\s+)?(?:заболел[аи]?|приболел[аи]?|простыл[аи]?|простудил(?:ся|ась)|разболел(?:ся|ась)|сл[её]г|слегла|i\s+(?:got|am|'m|feel|fell)\s+(?:sick|ill|unwell)|i'?m\s+(?:sick|ill|unwell)|called\s+in\s+sick|(?:поднялась\s+|высокая\s+)?температур\p{L}*|грипп\p{L}*|горло\s+болит|болит\s+горло|(?:i\s+have\s+|i've\s+got\s+|got\s+)?(?:a\s+)?(?:fever|flu|temperature)|feel(?:ing)?\s+(?:rough|awful|terrible|lousy|sick|ill|unwell))(?![\p{L}])/iu;
/** What to do or whom to tell, asked: «что делать», «кому писать», «кого предупредить», «what should I do», «who do I call». */
const WHAT_OR_WHOM = /(?<![\p{L}])(?:(?:что|чё|че)\s+(?:мне\s+|теперь\s+)?делать|как\s+быть|(?:кому|куда)\s+(?:мне\s+)?(?:звонить|позвонить|писать|написать|сообщать|сообщить|сказать)|кого\s+(?:мне\s+)?(?:предупредить|предупреждать|уведомить|известить)|what\s+(?:should|do)\s+i\s+do|(?:who|whom)\s+(?:should|do)\s+i\s+(?:call|tell|notify|inform|contact))(?![\p{L}])/iu;

/** «заболела, завтра утренняя смена, что делать кому писать»: one's own illness told, and what to do or whom to tell asked. */
// «у туриста в турции заболел живот что делать», «если кладовщик заболел…»: a bare «заболел» names no one; beside someone at
// work or a client by trade («турист», «кладовщик») and no word of the speaker's own, it is theirs, not the person's sick day
// (lead's walk 42 answered with the staff's sick-leave rule, asserted).
export function tellsOfFallingIll(message: string): boolean {
  return OWN_ILLNESS.test(message) && WHAT_OR_WHOM.test(message) && !speaksOfIllnessAtWork(message);
}

/** Work named: a shift, the job, a manager («завтра утренняя смена», «на работу», «my shift»). */
const WORK = /(?<![\p{L}])(?:смен\p{L}*|работ\p{L}*|начальни\p{L}*|руководител\p{L}*|shift\p{L}*|work|job|manager|boss)(?![\p{L}])/iu;
/** Whom to warn: «кого предупредить», «кому сообщить», «who do I notify» — only absence is warned of. */
const WHOM_TO_WARN = /(?<![\p{L}])(?:кого\s+(?:мне\s+)?(?:предупредить|предупреждать|уведомить|известить)|кому\s+(?:мне\s+)?(?:писать|написать|сообщать|сообщить)|(?:who|whom)\s+(?:should|do)\s+i\s+(?:notify|inform|tell))(?![\p{L}])/iu;

/**
 * «кажется простыла, горло болит, а завтра вечерняя смена, кого предупредить?»: one's own illness told with work or with
 * whom to warn — the sick-leave rules (whom to call, how early), not the person's health, whatever symptom is named.
 */
export function fallsIllBeforeWork(message: string): boolean {
  return tellsOfFallingIll(message) && (WORK.test(message) || WHOM_TO_WARN.test(message));
}

/** The situation as staff rules name it, in each language: what the documents are asked instead of the person's words. */
export const FOUND_THING = { ru: "забытые и найденные вещи: куда сдавать", en: "lost property: where to hand in items left behind" };

/**
 * The named situation a message tells of, or null. Falling ill, or telling work of it («можно я старшему в телегу напишу,
 * что не выйду?»), is the sick-leave rule, named for a written message when the person asks about writing (sick-reporting.ts).
 */
export function workSituationOf(message: string): SituationName | null {
  return tellsOfFoundThing(message) ? FOUND_THING : tellsOfFallingIll(message) || asksSickReport(message) ? sickReportName(message) : null;
}
