/**
 * Reporting one's own sickness at work: «спина болит после вчерашней смены, могу завтра не выходить? кого предупредить?»,
 * «у меня температура 38, можно я старшему в телегу напишу что не выйду?», «i have a fever, can i just text the shift
 * manager on whatsapp instead of calling?» (walk 23b entered the health skill or asked between it and the documents). What
 * is asked is how word of it reaches work — whom to warn, by which channel, whether one may stay off — which a company's
 * sick-leave rule answers, not the person's health. General vocabulary (verbs of getting word to someone, the usual names
 * of a superior at work, aches said of oneself), none of any one company's.
 */

/**
 * Feeling ill, said of oneself: a fever, falling ill, an ache («спина болит», «голова раскалывается», «my back hurts»).
 * Alone it is the person's health; only with one of the reporting asks below it is a work question.
 */
const AILING = /(?<![\p{L}])(?:заболел[аи]?|приболел[аи]?|простыл[аи]?|простудил(?:ся|ась)|разболел(?:ся|ась)|сл[её]г|слегла|температур\p{L}*|темпа|грипп\p{L}*|бол(?:ит|ят|ела|ел|ело|ею|еет)|ноет|ноют|раскалывается|тошнит|знобит|морозит|fever|flu|temperature|sick|ill|unwell|hurts?|aches?|aching|sore|pain|throwing\s+up|vomiting)(?![\p{L}])/iu;

/** Verbs of getting word to someone: write, text, call, tell, warn (Russian forms as said: «напишу», «скину», «отпрошусь»). */
const TELL = String.raw`(?:на)?писать|напишу|пишу|написал[аи]?|(?:по)?звонить|позвоню|сообщить|сообщу|предупредить|предупрежу|скинуть|скину|кинуть|кину|отписаться|отпишусь|отпроситься|отпрошусь|text|texting|message|call|ring|phone|e-?mail|tell|notify|inform|let\s+(?:\p{L}+\s+)?know`;
/** Whom at work word goes to: a superior by the usual names (старший смены, руководитель, диспетчер, shift manager, HR). */
const SUPERIOR = String.raw`старш\p{L}*|начальни\p{L}*|руководител\p{L}*|менеджер\p{L}*|администратор\p{L}*|управляющ\p{L}*|диспетчер\p{L}*|бригадир\p{L}*|шеф\p{L}*|директор\p{L}*|кадр\p{L}*|manager|boss|supervisor|team\s+lead(?:er)?|lead|dispatcher|hr`;
const B = String.raw`(?![\p{L}])`;
const A = String.raw`(?<![\p{L}])`;
/** «старшему в телегу напишу», «написать старшему смены в вотсап», «text the shift manager»: a word to a superior, either order. */
const TELLS_SUPERIOR = new RegExp(`${A}(?:${TELL})${B}(?:\\s+\\S+){0,3}?\\s+(?:${SUPERIOR})${B}|${A}(?:${SUPERIOR})${B}(?:\\s+\\S+){0,3}?\\s+(?:${TELL})${B}`, "iu");
/** Whom to warn, asked: «кого предупредить», «кому сообщить», «who do I tell», «who should I call». */
const WHOM = new RegExp(`${A}(?:кого\\s+(?:мне\\s+)?(?:предупредить|предупреждать|уведомить|известить)|кому\\s+(?:мне\\s+)?(?:писать|написать|сообщать|сообщить|звонить|позвонить)|(?:who|whom)\\s+(?:do|should|must)\\s+i\\s+(?:tell|call|notify|inform|text|message))${B}`, "iu");
/** Staying off work, asked or said: «могу завтра не выходить?», «не выходить на смену», «can I skip tomorrow», «take a sick day». */
const STAYS_OFF = /(?<![\p{L}])(?:(?:завтра|сегодня)\s+не\s+выходить|не\s+выходить\s+(?:завтра|сегодня|на\s+(?:работу|смену))|не\s+выйду|не\s+выходить\s+на\s+смену|skip\s+(?:work|(?:my\s+|the\s+)?shift|tomorrow|today)|take\s+(?:a\s+|the\s+)?(?:sick\s+)?day\s+off|sick\s+day)(?![\p{L}])/iu;

/**
 * Someone else the sickness may be of: a child, a guest, a colleague («у ребёнка температура, кому сообщить?» is a
 * kindergarten's first-aid rule, not one's own sick leave).
 */
const SOMEONE_ELSE = /(?<![\p{L}])(?:реб[её]н\p{L}*|дет(?:и|ей|ям|ьми|ях)|сын\p{L}*|доч\p{L}*|малыш\p{L}*|гост\p{L}*|клиент\p{L}*|зрител\p{L}*|посетител\p{L}*|пациент\p{L}*|коллег\p{L}*|напарни\p{L}*|child|children|kid|kids|son|daughter|guest|customer|visitor|patient|colleague|coworker|co-worker)(?![\p{L}])/iu;

/** One's own sickness told with how word of it reaches work (whom to warn, a message to a superior, staying off). */
export function reportsSickness(message: string): boolean {
  return AILING.test(message) && !SOMEONE_ELSE.test(message) && (WHOM.test(message) || TELLS_SUPERIOR.test(message) || STAYS_OFF.test(message));
}

/**
 * A written channel named: «в телегу», «скинуть сообщение», «в вотсап», «text the manager», «on whatsapp» — not a call.
 * The verb «писать» alone is no channel: «кому писать?» asks whom to tell.
 */
const IN_WRITING = /(?<![\p{L}])(?:сообщени\p{L}*|смс|sms|телег\p{L}*|телеграм\p{L}*|вотсап\p{L}*|ватсап\p{L}*|whatsapp|telegram|мессенджер\p{L}*|чат\p{L}*|text(?:ing)?|message|messenger|chat)(?![\p{L}])/iu;

/** A situation's name in each language, and a plainer one it also goes by («если вы заболели: что делать»). */
export interface SituationName { ru: string; en: string; plain?: { ru: string; en: string } }

/** The sick-leave rule as staff rules name it; by a message rather than a call when the person asks about writing. */
// «больничный» is what Russian rules head the matter with («Вид: Больничный | Как оформить: Сообщить менеджеру…»); without it the
// Russian name met only the lateness rows there, and the English guide's «If you are sick…» answered a Russian message (walk 29).
// «я простыла, что делать» asks what to do, and rules that say «написать администратору» never say «предупредить»: the rule is
// then asked by what it is, what to do when ill (lead's walk 51 refused it, naming the manager).
const WHAT_TO_DO = { ru: "если вы заболели: что делать", en: "if you are sick: what to do" };
const BY_CALL = { ru: "если вы заболели или на больничном: кого предупредить и когда", en: "if you are sick: who to call and when", plain: WHAT_TO_DO };
const BY_MESSAGE = { ru: "если вы заболели: можно ли предупредить сообщением в мессенджере, без звонка", en: "if you are sick: can I tell them by a text message instead of calling" };

/** Whether word of the sickness is to go in writing («сообщением», «в телегу», «text»), not by a call. */
export function reportsInWriting(message: string): boolean {
  return IN_WRITING.test(message);
}

/** The name the sick-leave rule goes by for a message reporting sickness: in writing («в вотсап») or not. */
export function sickReportName(message: string): SituationName {
  return IN_WRITING.test(message) ? BY_MESSAGE : BY_CALL;
}

/**
 * Whether the rule's name, not the words, is what to ask the documents: whom to warn, staying off, or a message instead of
 * a call. «До какого времени нужно сообщить руководителю, что я заболел?» asks the rule in its own words already; the
 * name dropped «до какого времени» and, the HR rules left out (dev's leave-one-out), met the sick-note deadline instead.
 */
export function asksSickReport(message: string): boolean {
  return reportsSickness(message) && (WHOM.test(message) || STAYS_OFF.test(message) || (IN_WRITING.test(message) && TELLS_SUPERIOR.test(message)));
}
