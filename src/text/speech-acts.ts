/**
 * How requests are said: the forms of questions, commands, modal requests and the few requests the
 * assistant answers itself, as data for the routing and conversation code to read. Their grammar is
 * Russian speech-act grammar (вопросительные местоимения и наречия, повелительное наклонение, предикативы
 * «можно/нужно/надо»; Русская грамматика, 1980) and its English counterparts; the word lists are closed
 * classes or the assistant's own commands, not words taken from a pilot set's failures.
 */

// «могу ли я…», «есть ли…», «положен ли…»: «ли» after the first word makes a yes/no question (Русская грамматика, 1980, §2211).
import { SENDER } from "./senders.ts";
import { writtenOut } from "./spoken.ts";

export const YES_NO_QUESTION = /^(?:(?:а|и|ну|но|так|кстати|слушай(?:те)?)[\s,]+)?\p{L}+\s+ли(?![\p{L}])/iu;
/**
 * «is there a dress code?», «will I get paid for the missed lesson?»: an English general question — an auxiliary verb before
 * its subject (the inverted order). Read inside a skill only: elsewhere «can you…» is a polite command (POLITE_COMMAND).
 */
export const YES_NO_QUESTION_EN = /^(?:(?:and|so|btw|but)[\s,]+)?(?:is|are|was|were|do|does|did|will|would|can|could|should|shall|may|must|has|have)\s+(?:there|i|we|you|it|they|he|she|the|my|our|your|a|an|this|that|these|those|teachers?|staff|employees?)(?![\p{L}'])/iu;

// «До какого времени…?», «По какому телефону…?»: a preposition may come before the question word.
// «а сколько дней отпуска мне положено?»: a conjunction may open the question, and before it discourse words
// (вводные слова и частицы: «кстати», «слушай», «ок.», «ладно», «by the way») that only join it to the talk.
export const QUESTION = /^(?:(?:кстати|слушай(?:те)?|ок(?:ей)?|ok(?:ay)?|ладно|понятно|ясно|спасибо|thanks|btw|by the way)(?![\s,]+(?:что|that)(?![\p{L}]))[\s,.!:;—–-]+)*(?:(?:а|и|ну|но|так)\s+)?(?:(?:до|по|в|во|с|со|на|за|от|из|у|к|о|об|для|при|через|после|перед)\s+)?(как|что|че|чё|где|когда|куда|откуда|почему|зачем|сколько|скольки|скок|скока|скоко|почем|почём|какой|какая|какое|какие|каким|какую|какого|какому|каком|каких|кто|кого|кому|чем|чём|чему|чего|можно ли|нужно ли|надо ли|how|what|where|when|who|which|why|whats|hows|wheres|whos|is|are|do|does|can i)(?![\p{L}-])/iu;

/**
 * «ладно, всё-таки ответь Ольге: …», «ну хорошо, тогда напиши…»: discourse words (вводные слова и частицы: «ладно»,
 * «хорошо», «ну», «тогда», «всё-таки», «всё же», «в общем»; Русская грамматика, 1980) that join a request to the talk
 * before it; the request itself starts after them.
 */
export const DISCOURSE_OPENER = /^(?:(?:ладно|хорошо|ок(?:ей)?|ok(?:ay)?|ну|так|тогда|давай|слушай(?:те)?|кстати|всё-таки|все-таки|всё\s+же|все\s+же|в\s+общем|короче|значит|а|и)(?![\p{L}-])[\s,.!:;—–-]*)+/iu;

// «Составь документ…» commands a making tool outright: nothing to ask, even if «документ» also fits a search.
export const MAKE_COMMAND = /^(составь|создай|сделай|напиши|подготовь|сгенерируй|набросай|ответь|ответьте|отпиши|create|make|write|draft|reply)(?![\p{L}])/iu;

export const POLITE_COMMAND = /^(можешь|можете|сможешь|could you|can you|would you|please)(?![\p{L}])/iu;

export const IMPERATIVE_MAKE = /(?:^|[^\p{L}])(составь|составьте|создай|создайте|сделай|сделайте|напиши|напишите|подготовь|подготовьте|сгенерируй|набросай|ответь|ответьте|отпиши)(?![\p{L}])/iu;

/**
 * «хочу в отпуск в марте, что надо сделать»: a later clause asks the question the message is about. A
 * bare «что» there is mostly a conjunction («Ответь Ольге, что пришлём до пятницы»): it asks only with
 * what must be done after it.
 */
// «мне 17 лет, могу ли я забирать брата?», «a stranger came to pick up a child, what do I do»: a modal asked with «ли» and the
// English «what do I do», «who do I call», «how do I…» close a question after the news told first (walk 20a). Inside a
// skill these alone mark a question (skill-exit.ts): «…39,5, что делать?» to the health skill asks the skill.
// «хочу поменяться сменой с Катей, как это сделать»: a way asked for the intention told first is a question too (walk 21a
// recorded it as the health complaint's answer). «я новенький, что мне положено в первый день»: what the rules give
// («положено» — полагается по правилам, Ожегов; as OUR reads it) is asked too (lead's walk 32 got the introduction).
export const ASKS_AFTER_NEWS = /^(?:(?:могу|можем|может|могут|должен|должна|должны|обязан|обязана|обязаны|положено) ли|как\s+(?:мне\s+|нам\s+)?(?:это\s+)?(?:сделать|оформить)|what (?:do|should|shall|must|can) (?:i|we) do|(?:who|where|how) (?:do|should|can) (?:i|we))(?![\p{L}-])/iu;
export const CLAUSE_QUESTION = new RegExp(String.raw`^(?:как|где|когда|куда|откуда|почему|зачем|сколько|почем|почём|какой|какая|какое|какие|кто|кому|к кому|можно ли|нужно ли|надо ли|(?:что|че|чё) (?:мне |нам )?(?:надо|нужно|делать|сделать|требуется|положено|полагается))(?![\p{L}-])|${ASKS_AFTER_NEWS.source}`, "iu");

/**
 * «чаевые как делятся», «отпуск скока дней», «аванс когда придёт»: the topic said first (тема высказывания вынесена
 * в начало, разговорная речь), then the question word and the rest of the question. One to three words before it,
 * at least one after it. A question word of measure or place may also close the message: «хамелеоны почём», «аванс когда»
 * (the rheme last, Е. А. Земская, «Русская разговорная речь», 1973: актуальное членение; «почём» — разг. «по какой
 * цене», Ожегов); walk 25b got the greeting for «хамелеоны почем», walk 40 for «скидка студентам какая». A topic word
 * may hold a figure: «справку 2-ндфл где взять» asks (walk 40 made a draft of it); the measure may close with its
 * preposition: «площадка на Луговой во сколько» (walk 40 asked which of two skills was meant). Up to four topic words after a
 * joining «а», «и», «ну»: «а кассиру за карту Маяк+ сколько платят» (walk 56 entered the cash-flow forecast on «кассиру»,
 * «платят»; its name holds a «+»).
 */
export const TOPIC_QUESTION = /^(?:(?:а|и|ну|но|так)\s+)?(?:[\p{L}\p{N}+-]+\s+){1,4}(?:(?:как|когда|где|куда|откуда|почему|зачем|сколько|скока|скоко|скок|скольки|почем|почём|кому|кто|какой|какая|какое|какие)\s+[\p{L}]|(?:(?:во|до|за|к)\s+)?(?:почем|почём|сколько|скольки|скока|скоко|скок|когда|где|какой|какая|какое|какие)\s*[?!.]*$)/iu;

/**
 * «сборщик за одну смену сколько получит?», «кладовщик ночной пересменки за смену сколько получит?»: a longer topic said
 * first, then the question word, the message closed by «?» (walk 27a: four to six words before «сколько», beyond
 * TOPIC_QUESTION's three, and the retrospective skill took a pay question on «смену», «получит»).
 */
const LATE_QUESTION = /(?<![\p{L}-])(?:как|когда|где|куда|откуда|почему|зачем|сколько|скока|скоко|скольки|почем|почём|кому|кто)\s+[\p{L}][^?]*\?\s*$/iu;

/** Whether a message closed by «?» asks with a question word after its topic (see LATE_QUESTION). */
export const asksAfterTopic = (text: string): boolean => LATE_QUESTION.test(text.trim());

// Verbs of getting word to someone: write, call, tell.
const NOTIFY = "звонить|позвонить|писать|написать|сообщать|сообщить";
/**
 * «завтра не выйду», «не смогу прийти на работу», «пропущу смену», «возьму больничный», «can't come to work», «call in sick»:
 * the person says they will be absent from work, which the company's rules cover (whom to tell, what paper to bring).
 * Leaving before the shift ends is absence from the rest of it: «уйти пораньше», «отпроситься» (Ожегов: отпроситься —
 * получить разрешение уйти, отлучиться), «leave work early», «go home early» (session 30: «можно мне уйти пораньше если
 * болит голова?» entered the health interview).
 */
export const ABSENCE_FROM_WORK = /(?<![\p{L}])(?:(?:уйти|уйду|уходить|ухожу|отпроситься|отпрошусь|отпускать|отпустить|отпустят|отпустите)\s+(?:(?:с|со)\s+(?:работы|смены)\s+|домой\s+)?(?:пораньше|раньше|досрочно)|(?:пораньше|раньше)\s+(?:уйти|уйду|уходить|ухожу|отпроситься)|отпроситься|отпрошусь|отпрашиваться|(?:leave|go\s+home|head\s+home)\s+(?:work\s+|my\s+shift\s+|the\s+shift\s+)?early|не\s+(?:смогу\s+)?(?:выйду|выйти|приду|прийти|появлюсь|буду\s+на\s+работе)|пропущу\s+(?:работу|смену|день)|пропускаю\s+(?:работу|смену)|возьму\s+больничн\p{L}*|(?:завтра|сегодня)\s+меня\s+не\s+будет|меня\s+(?:завтра|сегодня)\s+не\s+будет|уйду\s+на\s+больничн\p{L}*|останусь\s+дома|(?:can'?t|cannot|won'?t|will\s+not)\s+(?:make\s+it\s+to|come\s+(?:in|to)|be\s+(?:in|at))\s*(?:work|the\s+office|my\s+shift)?|(?:can'?t|cannot|won'?t|will\s+not)\s+(?:come|be\s+(?:in|at\s+work))\s+(?:tomorrow|today|on\s+\p{L}+day)|call(?:ing)?\s+in\s+sick|miss\s+(?:work|my\s+shift)|stay(?:ing)?\s+home)(?![\p{L}])/iu;

/**
 * «я заболел, что делать?», «приболела. кому сообщить?», «I got sick, what should I do?»: falling ill said with no symptom and
 * nothing else, asking what to do — at work that is the company's sick-leave rules (whom to tell, the sick note); a symptom
 * («температура 38 и болит горло») makes it the person's own health.
 */
// «кого предупредить и когда?»: whom to warn (уведомить, предупредить: verbs of informing) and by when.
const ILL_ASK = String.raw`(?:что\s+(?:мне\s+|теперь\s+)?делать|что\s+теперь|как\s+быть|кому\s+(?:мне\s+)?(?:звонить|писать|сообщить|сообщать|сказать)|кого\s+(?:мне\s+)?(?:предупредить|предупреждать|уведомить|известить)|когда|by\s+when|куда\s+(?:звонить|писать|обращаться)|what\s+(?:should|do)\s+i\s+do(?:\s+now)?|who\s+(?:should|do)\s+i\s+tell)`;
// «походу», «кажется», «вроде»: the speaker's hedge after the news (вводные слова) changes nothing; nor does «today».
const ILL_VERB = String.raw`(?:заболел[аи]?|приболел[аи]?|простыл[аи]?|простудил(?:ся|ась)|болею|сл[её]г|слегла|i\s+(?:got|am|'m|feel)\s+(?:sick|ill|unwell)|i'?m\s+(?:sick|ill|unwell))`;
export const FELL_ILL = new RegExp(String.raw`^(?:ой[,\s]+|блин[,\s]+)?(?:я\s+)?${ILL_VERB}(?:\s+(?:походу|кажется|вроде|наверное|видимо|похоже))?(?:\s+(?:сегодня|с\s+утра|today|this\s+morning))?(?:[\s,.!?…—–-]+(?:и\s+|so\s+|and\s+)?${ILL_ASK})+\s*[?!.…]*\s*$`, "iu");

/**
 * «у меня смена завтра, а я заболела»: falling ill told anywhere in the message, asked or not (the verbs of FELL_ILL). News
 * that keeps someone from work is a matter of work, never a greeting or talk (lead's walk 54 got the greeting).
 */
const ILL_ANYWHERE = new RegExp(String.raw`(?<![\p{L}])${ILL_VERB}(?![\p{L}])`, "iu");
export function saysFellIll(message: string): boolean {
  return ILL_ANYWHERE.test(message);
}

/**
 * «ударило током», «упал со стремянки», «порезался на смене», «got an electric shock», «fell off the ladder»: an accident at
 * work, which the company's rules cover (first aid, whom to tell and how soon, the doctor). The kinds are those the
 * investigation of accidents at work names most (поражение электрическим током, падение с высоты; форма 7-травматизм
 * Росстата), said as people say them.
 */
export const WORK_ACCIDENT = /(?<![\p{L}])(?:(?:ударил[оаи]?|шибанул[оаи]?|дернул[оаи]?|дёрнул[оаи]?|тряхнул[оаи]?)\s+(?:меня\s+|его\s+|её\s+|ее\s+)?током|током\s+(?:ударил[оаи]?|шибанул[оаи]?|дернул[оаи]?|дёрнул[оаи]?|тряхнул[оаи]?)|удар\s+током|электротравм\p{L}*|(?:упал[аи]?|навернул(?:ся|ась|ись)|грохнул(?:ся|ась|ись)|свалил(?:ся|ась|ись)|сорвал(?:ся|ась|ись))\s+(?:с|со)\s+(?:лестниц\p{L}*|стремянк\p{L}*|высоты|опоры|столба|крыши)|(?:травм\p{L}*|поранил\p{L}*|порезал\p{L}*)\s+на\s+(?:работе|объекте|смене|производстве|выезде)|несчастн\p{L}*\s+случа\p{L}*\s+на\s+(?:работе|производстве|объекте)|got\s+(?:an?\s+)?(?:electric\s+)?shock|got\s+zapped|electrocuted|fell\s+(?:off|from)\s+(?:a\s+|the\s+)?(?:ladder|roof|pole|height)|(?:injured|hurt)\s+(?:myself\s+)?(?:at\s+work|on\s+site|at\s+the\s+site)|work\s+(?:accident|injury))(?![\p{L}])/iu;

/**
 * «меня собака укусила», «укололась иглой», «вколола себе седатива», «брызнул дезраствор в глаз», «поскользнулась на мокром
 * полу», «a dog bit me», «needle-stick»: the injuries at work the occupational safety rules of people who handle animals,
 * needles and disinfectants name (укусы и царапины животных, укол иглой, попадание препарата в глаза, падение; ГОСТ 12.0.003
 * «опасные производственные факторы», СанПиН 3.3686-21 on needle-stick injuries), said as people say them. An animal must
 * be named beside a bite: a tick's or a mosquito's is the person's health. A fall is on a floor, stairs or ice said as such:
 * «упал дома» stays the health skill's only when a floor is not named (a floor at home is rare in such messages).
 */
const ANIMAL = String.raw`(?:собак\p{L}*|пс(?:а|у|ом|ина|ину|иной)|п[её]с|кошк\p{L}*|кош(?:ак|ака|аку)|кот(?:а|у|ом|ик\p{L}*|[её]нок|ята)?|животн\p{L}*|пациент\p{L}*|щен\p{L}*|крыс\p{L}*|хомяк\p{L}*|попуга\p{L}*|хор[её]к|хорь\p{L}*|dogs?|cats?|animals?|puppy|kitten|patient)`;
const BIT = String.raw`(?:укусил[аио]?|покусал[аио]?|поцарапал[аио]?|цапнул[аио]?|тяпнул[аио]?|bit|bites|bitten|scratched)`;
export const WORK_INJURY = new RegExp(String.raw`(?<![\p{L}])(?:${ANIMAL}\s+(?:[\p{L}-]+\s+){0,3}?${BIT}|${BIT}\s+(?:[\p{L}-]+\s+){0,3}?${ANIMAL}|укус\p{L}*\s+${ANIMAL}|(?:bitten|scratched)\s+by\s+(?:a|an|the|my)?\s*${ANIMAL}|(?:animal|dog|cat)\s+bite`
  + String.raw`|укол(?:олся|олась|олись|ся|ась)?\s+(?:(?:об|о|в)\s+)?игл\p{L}*|(?:вкол|ввел|ввёл|ввела|ввели|кольнул)\p{L}*\s+себе|needle[\s-]?stick|stuck\s+myself|pricked\s+myself|injected\s+myself`
  + String.raw`|(?:брызнул|брызнуло|плеснул|попал|попала|попало|попали|залил|залило)\p{L}*\s+(?:[\p{L}-]+\s+){0,3}?в\s+глаз\p{L}*|(?:splash|splashed|got)\s+(?:[\p{L}-]+\s+){0,3}?in(?:to)?\s+(?:my|the|his|her)\s+eyes?`
  + String.raw`|(?:поскользнул|подскользнул|споткнул|упал|упала|грохнул|навернул)\p{L}*\s+(?:[\p{L}-]+\s+){0,2}?(?:на|по)\s+(?:мокр\p{L}*\s+|скользк\p{L}*\s+)?(?:пол[уе]?|лестниц\p{L}*|ступен\p{L}*|кафел\p{L}*|плитк\p{L}*)|(?:slipped|tripped|fell)\s+on\s+(?:a|the)\s+(?:wet\s+)?(?:floor|stairs))(?![\p{L}])`, "iu");

/** Absence from work, an accident at work or falling ill, told: what the company's rules on it cover, not the person's health. */
export function toldOfAbsence(message: string): boolean {
  // «я заболела походу, чё делать»: the spoken «чё» is the written «что» (spoken.ts).
  const text = writtenOut(message);
  return ABSENCE_FROM_WORK.test(text) || WORK_ACCIDENT.test(text) || WORK_INJURY.test(text) || FELL_ILL.test(text.trim());
}

/** «кому писать», «куда звонить», «к кому обращаться»: whom to tell or where to turn, anywhere in the message. */
export const WHOM_TO_TELL = new RegExp(`(?:кому|куда|к\\s+кому)\\s+(?:мне\\s+|нам\\s+)?(?:${NOTIFY}|обращаться|обратиться|идти|бежать)(?![\\p{L}])`, "iu");
// «who do I tell», «who should we notify», «whom to inform»: the same question in English (the verbs of getting word to
// someone: tell, inform, notify, let know, message, report to).
const WHOM_EN = String.raw`(?:who|whom)\s+(?:do|should|must|shall|have\s+to|need\s+to)\s+(?:i|we)\s+(?:tell|inform|notify|let\s+know|message|text|email|write\s+to|report\s+(?:it\s+)?to)|(?:who|whom)\s+to\s+(?:tell|inform|notify|let\s+know|message|report\s+to)`;
/** «кому писать», «куда звонить»: whom to get word to, literally (not «куда бежать?», which asks what to do). */
export const WHOM_TO_NOTIFY = new RegExp(`(?:(?:кому|куда|к\\s+кому)\\s+(?:мне\\s+|нам\\s+)?(?:${NOTIFY})|кого\\s+(?:мне\\s+|нам\\s+)?(?:предупредить|предупреждать|уведомить|известить)|${WHOM_EN})(?![\\p{L}])`, "iu");
/**
 * «кому писать», «кому сообщить»: whom to let know in writing or in words — at work, a manager or HR. Not «куда звонить»,
 * which beside a fever or fits asks for the emergency number (the review of session 14).
 */
// «заболел, кого предупредить»: whom to warn is whom to let know (walk 40 got the health interview).
export const WHOM_TO_INFORM = new RegExp(String.raw`(?:(?:кому|куда)\s+(?:мне\s+|нам\s+)?(?:писать|написать|сообщать|сообщить)|кого\s+(?:мне\s+|нам\s+)?(?:предупредить|предупреждать|уведомить|известить)|${WHOM_EN})(?![\p{L}])`, "iu");

/**
 * «куда и в какой срок отправлять акт?», «кому сдавать заявление?»: where a paper goes — the verbs of handing a document on
 * (Ожегов: отправить, направить — послать по назначению; сдать — передать в чьё-либо ведение; подать — вручить для
 * рассмотрения), after «куда» or «кому» with at most a few words between. The office or person is the rules' to name.
 */
export const WHERE_TO_SEND = /(?<![\p{L}])(?:куда|кому)(?:\s+[\p{L}-]+){0,4}?\s+(?:отправлять|отправить|направлять|направить|сдавать|сдать|подавать|подать|передавать|передать|пересылать|переслать)(?![\p{L}])/iu;

// «мне нужно оформить пропуск», «нам надо продлить договор»: a need said with a dative is the same question.
/** «можно уйти пораньше?», «нельзя ли…», «can I…»: a clause opening with a permission (not a need: «надо сыну помочь…»). */
export const PERMISSION_OPEN = /^(?:а\s+)?(?:(?:мне|нам|мы)\s+)?(?:можно|нельзя|можем|разрешено|разрешается|may i|can i|can we|am i allowed|is it allowed)(?![\p{L}-])/iu;

/**
 * «клиент хочет поменять цепочку на другую, можно?», «…, так можно?», «…, это разрешено?»: a told situation closed by a
 * permission asked of it, as a modal opening a message asks (MODAL_OPEN): whether the rules allow it.
 */
export const PERMISSION_TAIL = /[,—–-]\s*(?:а\s+)?(?:так\s+|это\s+|мне\s+|нам\s+)?(?:можно|нельзя|разрешено|разрешается|допускается|положено)(?:\s+ли)?(?:\s+так)?\s*\?+\s*$/iu;

export const MODAL_OPEN = /^(?:а\s+)?(?:(?:мне|нам)\s+)?(?:можно|нельзя|нужно|надо|обязательно|разрешено|положено|may i|can i|am i allowed|do i need|should i|is it allowed)(?![\p{L}-])/iu;

/**
 * «нужно посмотреть встречи на завтра», «надо составить акт»: the modal before a verb of looking up or of
 * making asks for that to be done, not what the rules allow.
 */
// «нужно официальное письмо поставщику…», «нужен протокол вчерашней встречи»: a need of a text to be made asks for it too
// (walk 15b: read as a question of rules, the business-letter skill drafted nothing).
export const DOING = /^(?:а\s+)?(?:(?:мне|нам)\s+)?(?:(?:нужно|надо|можно)\s+(?:посмотреть|найти|показать|поискать|проверить|составить|написать|подготовить|сделать|создать|отправить|ответить|сократить|перевести|посчитать|переписать|чуть|немного)(?![\p{L}])|(?:нужно|надо|нужен|нужна|нужны)\s+(?!ли(?![\p{L}]))(?:(?!\p{L}+(?:ть|ти|чь)\s)\p{L}+\s+){0,2}?(?:письм|черновик|протокол|отч[её]т|текст|пост|оффер|приказ|служебк|служебн\p{L}*\s+записк)\p{L}*)/iu;

/**
 * A documents search said as a command: «найди в документах про такси», «поищи в базе знаний, что
 * говорится о переработке», «посмотри в регламентах насчёт командировок». The frame is dropped when
 * words remain; «найди регламент закупок» keeps «регламент» (it names the subject).
 */
export const SEARCH_FRAME = /^\s*(?:пожалуйста[,\s]+)?(?:найди|найдите|поищи|поищите|посмотри|посмотрите|глянь|проверь|search|look\s+up|find)(?:\s+мне)?\s+(?:в|во|по|in)\s+(?:документ\p{L}*|баз[еуы](?:\s+знаний)?|регламент\p{L}*|правил\p{L}*|политик\p{L}*|the\s+(?:documents|docs|policies))[\s,:—-]*(?:(?:что|как)\s+(?:говорится|сказано|написано)\s+)?(?:про|о|об|обо|по\s+поводу|насч[её]т|about|on)?\s*/iu;

/**
 * «Какой сегодня день недели?», «какое сегодня число», «который час», «what day is it today»: the
 * assistant knows the date and the time itself. Without this the question went to the documents, whose
 * nearest passage («Рабочий день длится с 9:30…») was shown as possibly related. Only a message that is
 * that question and nothing else: «какое число сдавать отчёт» asks the documents.
 */
export const ASKS_CLOCK = /^(?:а\s+|скажи,?\s+|подскажи,?\s+)?(?:какой\s+(?:сегодня|сейчас)\s+день(?:\s+недели)?|какой\s+день\s+недели(?:\s+сегодня)?|какое\s+(?:сегодня|сейчас)\s+число|какая\s+(?:сегодня|сейчас)\s+дата|сегодня\s+какое\s+число|сколько\s+(?:сейчас\s+)?времени|который\s+(?:сейчас\s+)?час|what\s+day\s+is\s+(?:it\s+)?today|what\s+day\s+is\s+it|what(?:'s|\s+is)\s+(?:the\s+|today's\s+)?date(?:\s+today)?|what\s+time\s+is\s+it(?:\s+now)?)[\s?!.]*$/iu;

/**
 * «какие документы есть в базе», «список документов», «what documents do you have»: the person asks
 * what the assistant answers from. The list is the company's indexed documents, by name; answered in
 * words, it was refused («в документах нет ответа»), which read as if there were none.
 */
export const ASKS_LIST = /^(?:а\s+)?(?:(?:какие|что\s+за)\s+(?:у\s+(?:тебя|вас|нас)\s+)?документы(?:\s+(?:есть|загружены|знаешь))?|какие\s+документы\s+(?:есть\s+)?(?:в\s+базе|у\s+(?:тебя|вас)(?:\s+есть)?)|(?:покажи\s+)?список\s+документов|по\s+каким\s+документам\s+(?:ты\s+)?отвечаешь|что\s+(?:есть|лежит)\s+в\s+базе(?:\s+знаний)?|what\s+documents\s+(?:do\s+you\s+have|are\s+there)|(?:list|show)\s+(?:me\s+)?(?:all\s+)?(?:the\s+|your\s+)?documents(?:\s+you\s+have)?)[^\p{L}]*(?:в\s+базе(?:\s+знаний)?)?[\s?!.]*$/iu;

/**
 * «какие у тебя есть навыки?», «список навыков», «what skills do you have?»: the person asks which skills the assistant
 * can take up. Answered from the documents it was refused, naming HR (walk 13a).
 */
export const ASKS_SKILLS = /^(?:а\s+)?(?:(?:какие|что\s+за)\s+(?:у\s+(?:тебя|вас)\s+)?(?:есть\s+)?навыки(?:\s+(?:у\s+(?:тебя|вас)\s+)?(?:есть|знаешь)?)?|(?:покажи\s+)?список\s+навыков|(?:what|which)\s+skills\s+(?:do\s+you\s+have|are\s+there|can\s+you\s+\p{L}+)|what\s+are\s+your\s+skills|(?:show\s+|list\s+)(?:the\s+|your\s+)?skills|(?:what\s+can\s+you\s+do\W+)?any\s+skills)[\s?!.]*$/iu;

// «напомни, как оформить командировку» asks to be told again, not to be reminded later: a question word
// after the verb makes it a question for the documents.
export const ASKS_REMINDER = /^(?:пожалуйста[,\s]+)?(?:напомни|напомните|поставь\s+напоминание|создай\s+напоминание|remind\s+me|set\s+a\s+reminder)(?![\p{L}])(?![,\s]+(?:мне\s+|нам\s+|пожалуйста[,\s]+)?(?:как|какой|какая|какое|какие|каков\p{L}*|где|когда|сколько|что|кто|кому|куда|почему|зачем|ли|what|how|where|when|who)(?![\p{L}]))/iu;

/**
 * «am I free on Friday?», «свободен ли я в пятницу?», «занята ли я завтра?»: whether the person is free or busy then is
 * asked of their calendar over that period; the words say what the answer tells, they name no event to look for.
 * Predicative adjectives of state («свободен», «занят») with the «ли» of a yes/no question (Русская грамматика, 1980, §2211)
 * and the English «am I» + adjective («am I free to leave early?» asks a permission, not the calendar).
 */
export const ASKS_AVAILABILITY = /(?<![\p{L}])(?:am\s+i\s+(?:free(?!\s+to(?![\p{L}]))|busy|available)|(?:свобод(?:ен|на)|занят(?:а)?)\s+ли\s+я)(?![\p{L}])/iu;

/**
 * Verbs that ask to move, cancel or delete an event or a letter: the calendar and the mailbox here are
 * read-only, so the thing is found and the person acts on it themselves.
 */
export const MOVE = /^\s*(?:пожалуйста[,\s]+)?(?:перенеси|перенесите|перенести|передвинь|сдвинь|подвинь|отмени|отмените|отменить|удали|удалите|move|reschedule|cancel|delete)(?![\p{L}])/iu;

/** «поставь мне в календарь инструктаж…», «добавь встречу», «schedule a call»: a new event asked for, which a read-only calendar cannot hold. */
export const ADD_EVENT = /^\s*(?:пожалуйста[,\s]+)?(?:поставь|поставьте|добавь|добавьте|создай|создайте|запланируй|запланируйте|внеси|внесите|запиши\s+(?:мне\s+)?в\s+календарь|add|schedule|create|put)(?![\p{L}])/iu;

export const TARGET_DAY = /(?<![\p{L}])на\s+(?:(?:следующ|эт|ближайш)\p{L}*\s+)?(?:понедельник|вторник|сред[уа]|четверг|пятниц[уа]|суббот[уа]|воскресенье|завтра|послезавтра|недел\p{L}*|месяц\p{L}*|\d{1,2}(?:[:.]\d{2})?)(?![\p{L}])/giu;

/**
 * A message that is only «хватит», «достаточно», «стоп» (with «всё», «спасибо» around them) ends the
 * conversation: it is no answer to the skill's question. Inside a longer message those words stay
 * answers («хватит ли 1500 ккал»).
 */
// A farewell ends the topic too («thanks bye»); «пока» alone does not: «пока нет» answers «есть ли травмы?».
export const ENOUGH = new Set(["хватит", "достаточно", "стоп", "enough", "stop", "bye", "goodbye"]);

export const ENOUGH_COMPANY = new Set(["все", "всё", "спасибо", "благодарю", "пока", "пожалуйста", "ок", "окей", "ладно", "thanks", "thank", "you", "that's", "all", "ok", "okay"]);

/** «когда зарплата», «что такое KPI», «что за проект Бирюза», «что у нас нового»: a question for a fact or a definition (beside the interrogatives of measure-questions.ts). */
export const FACT_QUESTION = /^(?:а\s+)?(?:когда|что\s+так(?:ое|ие)|что\s+за|что\s+(?:у\s+(?:нас|вас|тебя|меня)\s+)?нового|when|what\s+(?:is|are|does)|what's)(?![\p{L}])/iu;

/**
 * «…, объясни что такое УДК», «explain what KPI means»: a definition or an explanation asked for anywhere in a message
 * (Ожегов: объяснить — сделать ясным, понятным; the definition question «что такое X»). It asks to be told, not for a
 * file: said right after a draft, it continues no draft (walk 30b made a document titled with the message).
 */
export const EXPLANATION_ASKED = /(?<![\p{L}])(?:что\s+так(?:ое|ие)|объясни(?:те)?|поясни(?:те)?|растолкуй(?:те)?|explain|what\s+(?:is|are|does)\s+\S+\s+mean)(?![\p{L}])/iu;

/**
 * «как подрезать розы», «как оформить отпуск»: «как» with an infinitive asks the way a thing is done (an infinitive
 * question, инфинитивное предложение), which a workplace's rules tell; no small talk, though it ends without «?».
 */
export const HOW_TO_DO = /^(?:(?:а|и|кстати)[\s,]+)?как\s+(?:(?:мне|нам|правильно|лучше)\s+)?\p{L}+(?:ть|ти|чь)(?:ся|сь)?(?![\p{L}])/iu;

/**
 * «всю ночь чинил прод, можно завтра прийти позже?»: the predicative of permission «можно» («нельзя») with an infinitive,
 * asked, anywhere in the message: whether one may do it, which the rules say. «Можно вопрос?» asks to ask, naming no act.
 */
export const MAY_DO = /(?<![\p{L}])(?:можно|нельзя)\s+(?:\p{L}+\s+){0,2}?\p{L}+(?:ть|ти|чь)(?:ся|сь)?(?![\p{L}])[^.!?]*\?\s*$/iu;

/** «когда у нас ретро», «где лежит шаблон»: a time, a place or a person is asked for. */
export const WHEN_WHERE_QUESTION = /^(?:а\s+)?(?:когда|где|куда|откуда|кто|кому|кого|во сколько|до скольки|when|where|who)(?![\p{L}])/iu;

/** Words that open a yes or a no to a question just asked («да, …», «нет, …», «yes my back hurts»). */
export const YES_WORDS = ["да", "ага", "угу", "конечно", "yes", "yeah", "yep", "sure"];
export const NO_WORDS = ["нет", "неа", "no", "nope"];

/** An interrogative anywhere in a message («кстати, а если…, сколько у нас дней отпуска?»). */
export const INTERROGATIVE = /(?<![\p{L}])(?:сколько|когда|где|куда|кто|кому|какой|какая|какие|какое|почему|зачем|можно ли|how|what|when|where|who|which|why)(?![\p{L}])/iu;

/**
 * «есть ли в столовой вегетарианское меню?», «у нас есть парковка?», «is there a gym?»: whether something exists
 * (the existential question of Russian grammar, «есть ли X» / «имеется ли X»; English «is there», «do we have»).
 * «есть ли у тебя рецепт…?» asks the assistant for something, not whether the company has it.
 */
export const EXISTENCE_QUESTION = /^(?:(?:а|и|ну|кстати|слушай(?:те)?)[\s,]+)?(?:(?:у\s+(?:нас|вас)\s+)?(?:есть|имеется|имеются)\s+ли(?!\s+у\s+(?:тебя|вас))|(?:is|are)\s+there|do\s+we\s+have|у\s+(?:нас|компании|фирмы|сотрудников)\s+(?:есть|имеется|имеются|бывает|бывают)(?![\p{L}])(?=[^?,;:—]*\?\s*$))(?![\p{L}])/iu;

/**
 * «не работает почта», «забыл пароль от почты», «ноут завис»: a report of a malfunction or a loss (the
 * helpdesk's «incident»): a negated verb of functioning or access, or a verb of forgetting, losing, breaking,
 * freezing, blocking or running out («картриджи кончились»); or a security incident, the helpdesk's other kind
 * (ITIL: theft, account compromise, malware, phishing): «украли ноутбук», «почту взломали», «похоже на фишинг».
 * It tells of a problem with a thing; it asks for no search among those things. English says the same failure with
 * a predicate of state: «my email is down», «my laptop died», «the printer crashed», «VPN stopped working».
 */
export const TROUBLE_REPORT = /(?<![\p{L}])(?:не\s+(?:могу|можем|получается|удается|удаётся|работа|открыва|откроет|загружа|грузит|гружит|запуска|включа|подключа|отправля|приход|печата|пуска|пуст|заход|войти|зайти)\p{L}*|(?:забыл|потерял|сломал|завис|заблокир|слетел|отвалил|украл|украд|стащил|похитил|взлом)\p{L}*|(?:похож\p{L}*\s+на|подхватил\p{L}*|поймал\p{L}*|словил\p{L}*)\s+(?:фишинг|вирус)\p{L}*|(?:за)?кончил(?:ся|ась|ось|ись)|(?:can'?t|cannot|doesn'?t|does\s+not|won'?t)\s+(?:log|sign|open|load|work|connect|send|print|access)|(?:forgot|lost|broke|breaks|broken|locked|stolen|stole|hacked|died|dead|crashed|froze|frozen)(?![\p{L}])|(?:is|'s|are|went|goes|keeps\s+going)\s+down(?![\p{L}])|(?:isn'?t|is\s+not|aren'?t|are\s+not|stopped|not)\s+working|(?:looks\s+like|got\s+a)\s+(?:phishing|virus|malware)|по\s+ошибке|случайно\s+(?:отправил|переслал|удалил|стер|стёр)\p{L}*|by\s+mistake|accidentally\s+(?:sent|forwarded|deleted)|to\s+the\s+wrong\s+(?:email|address|person|patient|client))/iu;

/** «Сколько стоит питание в столовой?», «how much does parking cost?»: a price is asked for. */
export const PRICE_QUESTION = /^(?:а\s+)?(?:сколько\s+(?:стои|стоя|стоил|платит|платят|берут)\p{L}*|how\s+much\s+(?:does|do|is|are|will)\b.*\bcost)/iu;
/**
 * «сколько получает тренер категории мастер за персональную?», «сколько зарабатывают курьеры?»: someone's earnings asked
 * (Ожегов: получать — иметь в качестве заработка), a figure of the pay rules like a price, no skill's job.
 */
export const PAY_QUESTION = /^(?:а\s+)?(?:сколько|скока|скоко)\s+(?:получа|зарабатыва)\p{L}*/iu;

/** «дай номер телефона ИТ-поддержки», «скажи адрес офиса»: a command to tell is a request to be told. */
export const TELL_ME = /^(?:пожалуйста[,\s]+)?(?:дай|дайте|скажи|скажите|подскажи|подскажите|назови|назовите|tell\s+me|give\s+me)(?![\p{L}])/iu;

/**
 * Praise and congratulation addressed to the assistant (expressives in Searle's taxonomy: «ты молодец»,
 * «поздравляю», «well done»): such a message asks nothing, whatever day it names. PRAISE are the words and
 * phrases that make it one; PRAISE_COMPANY the words it may hold beside them (the addressee, thanks,
 * intensifiers, «сегодня», discourse words); a message with any other word says more than praise.
 */
export const PRAISE: readonly string[] = [
  "молодец", "молодчина", "умница", "умничка", "красавчик", "красава", "браво", "поздравляю", "поздравляем", "лучший", "лучшая",
  "well done", "good job", "great job", "nice job", "nice work", "good work", "great work", "awesome", "bravo", "brilliant",
];
export const PRAISE_COMPANY = new Set(`ты вы просто очень реально правда настоящий настоящая самый самая сегодня сейчас опять снова
  так держать спасибо благодарю большое огромное кстати слушай ну а и ок окей вообще прям прямо
  you are you're youre so really today again thanks thank the best`.split(/\s+/));

/**
 * «устала сегодня», «как дела? что-то грустно», «I'm so tired today»: how the person feels, told in passing. Such a
 * message asks nothing of the documents; it is answered in kind. TIRED and LOW are the state words (the everyday core of
 * the Russian Wiktionary thesaurus entries «усталость» and «грусть», and their English counterparts); FEELING_COMPANY the
 * words that may stand beside them (the speaker, intensifiers, the day, a «как дела?»); any other word says more
 * («устал ждать ответа от бухгалтерии, когда выплатят?» asks).
 */
export const TIRED = new Set(`устал устала устали усталый усталая вымотался вымоталась вымотались выдохся выдохлась вымотана вымотан
  замотался замоталась измотан измотана утомился утомилась tired exhausted knackered drained worn`.split(/\s+/));
export const LOW = new Set(`грустно тоскливо скучно печально грущу скучаю тоскую хандрю sad bored down blue lonely`.split(/\s+/));
export const FEELING_COMPANY = new Set(`я мне мы нам так очень совсем жутко ужасно страшно немного немножко слегка чуть что-то чего-то как-то
  сегодня сейчас опять снова уже за день вообще прям прямо просто капец как дела у тебя вас ты вы а и ну ох эх блин ужас честно
  i i'm im am feel feeling felt so very really pretty kind of a bit little today tonight now again just totally how are you out
  and oh well honestly`.split(/\s+/));

/**
 * «стоп, вопрос по работе: …», «quick one: …», «кстати, ещё вопрос — …»: a lead that announces a question (metadiscourse:
 * Hyland's frame markers and announcements, «вопрос», «question», with the words that go with them) says nothing of what
 * is asked; the words after it are the question.
 */
export const QUESTION_LEAD = new Set(`вопрос вопросик вопросы спросить спрошу уточнить уточню уточнение по работе работе работы рабочий
  стоп кстати слушай слушайте ещё еще один одна одно маленький небольшой быстрый короткий другой другая тема тут такой
  question questions quick one another more small short work btw by way also ok okay so hey unrelated different topic`.split(/\s+/));

/**
 * «how do I report a phishing email», «как мне оформить больничный», «что делать, если…», «куда пересылать
 * письмо с чеками?», «who do I contact if my laptop breaks?»: a question asking how a thing is done or whom
 * to turn to, which the company's rules tell; no errand to run on the thing it names.
 */
export const HOW_TO = /^(?:а\s+|и\s+|кстати[,\s]+)?(?:как\s+(?:мне|нам|правильно|быть|поступить)|каким\s+образом|что\s+(?:мне\s+)?делать|how\s+(?:do|can|should)\s+(?:i|we)|how\s+to|what\s+(?:do|should)\s+(?:i|we)\s+do|who\s+(?:do|should|can)\s+(?:i|we)\s+(?:contact|call|ask|write\s+to|tell|turn\s+to)|к\s+кому\s+(?:мне\s+)?(?:обращаться|обратиться|идти)|кому\s+(?:мне\s+)?(?:писать|звонить|сообщать|сообщить|написать|позвонить)|куда\s+(?:мне\s+)?(?:пересылать|переслать|отправлять|отправить|сдавать|сдать|писать|обращаться|обратиться|звонить|подавать|подать|нести))(?![\p{L}])/iu;

/**
 * «на какую почту клиенты пишут про инциденты», «по какому телефону звонить ночью», «какой адрес у склада»:
 * which address, number or mailbox is asked, as the documents' contacts tell (not a search of one's letters).
 */
export const CONTACT_QUESTION = /^(?:а\s+)?(?:на|по|с|в)?\s*(?:как(?:ую|ой|ому|ая|ие|им))\s+(?:почт\p{L}*|e-?mail\p{L}*|имейл\p{L}*|адрес\p{L}*|телефон\p{L}*|номер\p{L}*|ящик\p{L}*)(?![\p{L}])/iu;

/**
 * «what number do I call for the medical station», «the phone number of IT», «who should I call if…», «email address of HR»:
 * a phone, an address or a person to reach is asked in English — a contact the documents give, not the metrics' «numbers».
 */
export const CONTACT_ASKED_EN = /(?<![\p{L}])(?:phone\s+number|telephone|extension|number\s+(?:do|should|can|must)\s+i\s+(?:call|dial|ring|phone)|number\s+to\s+(?:call|dial|ring)|e-?mail\s+address|(?:who|whom)\s+(?:do|should|can|must)\s+i\s+(?:call|contact|ring|phone|email|tell|notify))(?![\p{L}])/iu;

/**
 * «телефон отдела кадров», «почта бухгалтерии», «адрес офиса»: a means of contact followed by whose it is
 * (a noun in the genitive), which the documents' contacts tell; not a phone to buy.
 */
export const CONTACT_REQUEST = /^(?:а\s+)?(?:какой\s+|какая\s+|какие\s+)?(?:телефон|номер(?:\s+телефона)?|почта|почту|e-?mail|имейл|адрес|контакты?|внутренний)\s+(?:отдела|бухгалтерии|кадров|поддержки|службы|охраны|директора|руководителя|офиса|склада|приёмной|приемной|администрации|канцелярии|ресепшена|секретаря|менеджера|hr|ит|it)(?![\p{L}])/iu;

/** «how do I see my meetings», «можно мои письма посмотреть»: the person's own letters, meetings or figures are asked to be shown. */
/**
 * «что у меня завтра?», «какие письма мне пришли», «что у нас сегодня»: the person's own day or mail is asked
 * about, in the dative or «у меня» of possession; a question about the company's rules says neither.
 */
export const OWN_ITEMS = /(?<![\p{L}])(?:у\s+меня|мне|мое|моё|моих|у\s+нас\s+(?:сегодня|завтра))(?![\p{L}])/iu;

export const OWN_DATA = /(?<![\p{L}])(?:my|мои|мой|моя|моё|мое|моих|мне\s+(?:показать|посмотреть)|свои|свой|своя|своих|can\s+i\s+(?:see|get|have|view)|could\s+i\s+(?:see|get|have|view)|покажи\p{L}*)(?![\p{L}])/iu;

/**
 * «есть новые письма от клиентов?», «any emails from customs today?», «что мне писали про пароль?»: the person's mailbox is
 * asked about — letters in the plural, the inbox, or letters sent to them (walk 16a, 16b); «куда пересылать подозрительное
 * письмо?» asks a rule about one letter.
 */
export const ASKS_MAILBOX = /(?<![\p{L}])(?:письма|писем|входящи\p{L}*|emails|mails|e-mails|inbox|messages)(?![\p{L}])/iu;
/**
 * Letters sent to the person («мне писали», «прислали мне», «sent me»; not «нам прислали запрос», which may be any request),
 * or what someone sent asked by the sender's name: «есть что-нибудь от бухгалтерии?», «что пишет Мария?», «anything from Igor?».
 */
const LETTERS_SENT_ME = /(?<![\p{L}])(?:пришл\p{L}*\s+(?:ли\s+)?(?:что-(?:нибудь|то)\s+|(?:какие-)?(?:нибудь\s+)?письм\p{L}*\s+)?от(?=\s+\p{L})|(?:есть|было)\s+(?:ли\s+)?(?:что-(?:нибудь|то)\s+(?:новое\s+)?|(?:какие-)?(?:нибудь\s+)?письм\p{L}*\s+)от(?=\s+\p{L})|^(?:а\s+)?что\s+(?:пишет|пишут|написал[аи]?|прислал[аи]?)(?=\s+\p{Lu})|^(?:is\s+there\s+)?anything\s+(?:new\s+)?from(?=\s+\p{L})|what\s+(?:did|does|has)\s+(?:\p{Lu}\p{L}*\s+){1,3}(?:write|send|sent|say)|(?:did|has|have)\s+(?:[\p{L}-]+\s+){1,4}(?:send|sent|written|write)\s+me|мне\s+(?:что-(?:нибудь|то)\s+)?(?:писал[аи]?|написал[аи]?|присылал[аи]?|прислал[аи]?|пришл[оаи]|приходил[оаи]?)|(?:писал[аи]?|написал[аи]?|прислал[аи]?)\s+мне|(?:sent|wrote|emailed)\s+me)(?![\p{L}])/iu;

/**
 * What a sender of the person's letters sent, asked in fewer words (walk 18b): «есть что от бухгалтерии?» (a bare «что»
 * for «что-нибудь»), «бухгалтерия писала?», «Дмитрий ответил?» (the sender and a past verb of writing, nothing else),
 * «что хотели из Ромашки?», «а из Ромашки что хотели?», «что просил поставщик?» (what they wanted, from a sender). The
 * sender must be a kind of sender or a name (senders.ts): «есть что от головной боли?» asks for a remedy.
 */
const WROTE = "(?:писал[аио]?|написал[аио]?|присылал[аио]?|прислал[аио]?|отвечал[аио]?|ответил[аио]?|пишет|пишут)";
const WANTED = "(?:хотел[аио]?|хотят|хочет|просил[аио]?|просят|просит|пишет|пишут|писал[аи]|написал[аи]|прислал[аи])";
const SENT_BY = new RegExp([
  `(?:есть|было)\\s+(?:ли\\s+)?что\\s+(?:новое\\s+)?от\\s+${SENDER}`,
  `^(?:а\\s+)?(?!(?:кто|что|он|она|они|я|мы|вы|ты)\\s)${SENDER}\\s+(?:мне\\s+|нам\\s+)?(?:что-(?:нибудь|то)\\s+)?${WROTE}(?:\\s+(?:мне|нам|что-(?:нибудь|то)))?\\s*[?!.]*$`,
  `^(?:а\\s+)?(?:что|чего)\\s+(?:мне\\s+|нам\\s+)?${WANTED}\\s+(?:(?:из|от|в)\\s+)?${SENDER}`,
  `^(?:а\\s+)?(?:из|от)\\s+${SENDER}\\s+(?:что|чего)\\s+(?:мне\\s+|нам\\s+)?${WANTED}`,
].join("|"), "u");

/** A pronoun or a question word opening the message is no sender: «Кто писал?», «Она ответила?». */
const NOT_A_SENDER = /^(?:а\s+)?(?:кто|что|он|она|оно|они|я|мы|вы|ты)(?![\p{L}])/u;

/**
 * Letters sent to the person, or what a sender sent (LETTERS_SENT_ME, SENT_BY). The message is read with its first letter
 * lowered too («Есть что от бухгалтерии?»), the capital kept for a name that opens it («Дмитрий писал?»).
 */
export const LETTERS_TO_ME = {
  test(text: string): boolean {
    const t = text.trim();
    const lowered = t.charAt(0).toLowerCase() + t.slice(1);
    return LETTERS_SENT_ME.test(t) || SENT_BY.test(lowered) || (!NOT_A_SENDER.test(lowered) && SENT_BY.test(t));
  },
};

/**
 * «подготовь черновик», «ну так напиши уже текст письма», «давай письмо», «сделай протокол», «draft it»: the whole message
 * asks for the letter or document the skill is writing — not «напиши письмо Игорю, что…» (a new letter), «удали черновик» or «где мой черновик?».
 */
export const ASKS_FOR_DRAFT = /^(?:(?:ну|так|ладно|хорошо|ок|давай)[,\s]+)*(?:напиши|пиши|составь|подготовь|сделай|покажи|давай)(?:те)?\s+(?:(?:уже|мне|сам[оа]?|наконец|готовый|итоговый|полный)\s+)*(?:текст(?:\s+письма)?|письмо|черновик(?:\s+письма)?|протокол|отч[её]т|документ)(?:\s+(?:уже|пожалуйста|целиком|по\s+этим\s+пунктам))*[\s.!]*$|^(?:please\s+)?(?:draft|write)\s+(?:it|the\s+letter)(?:\s+now)?[\s.!]*$/iu;

/** «тон официальный, подпиши от имени…. составь черновик»: the draft is asked for by the message or by its last sentence. */
export function asksForDraft(message: string): boolean {
  const text = message.trim();
  return ASKS_FOR_DRAFT.test(text) || ASKS_FOR_DRAFT.test(text.split(/(?<=[.!?])\s+/u).at(-1) ?? "");
}

// One or more calls-off in a row: «не, не отправляй, отмени» (walk 14b).
const CALL_OFF = String.raw`(?:не\s+(?:надо\s+|нужно\s+)?(?:отправляй(?:те)?|отправлять|отправить|отвечать|публикуй(?:те)?|публиковать|посылай|шли)|отмен(?:и|ите|яй|а)(?:\s+(?:это|этот|эту|черновик|письмо|пост|отправку|публикацию))*|(?:удали(?:те)?|сотри|выкинь)\s+(?:этот\s+|это\s+)?(?:черновик|письмо|ответ)|забудь(?:те)?\s+(?:про|об?)\s+(?:это|этот|эту)\s+(?:письмо|черновик|ответ|пост)|не\s+нужно\s+(?:это|этот|эту)\s+(?:письмо|черновик|ответ|пост)|передумал[аи]?|forget\s+(?:it|about\s+it|the\s+(?:draft|letter|email|reply))|cancel(?:\s+(?:this|that|the|it))?(?:\s+(?:draft|letter|email|post))?|(?:scrap|drop|delete|discard)\s+(?:it|this|that|the\s+(?:draft|letter|email|reply))(?:\s+too)?|(?:don'?t|do\s+not)\s+(?:send|post|publish)(?:\s+(?:it|this|that))?)(?:\s+(?:пока|его|её|это|please|пожалуйста|yet|for\s+now))*(?:\s+(?:письмо|черновик|ответ|пост)(?:\s+\p{L}+){0,2})?`;
/**
 * «не, не отправляй пока», «отмени этот черновик», «cancel this draft», «don't send it»: the pending draft on
 * screen is called off in words, as the «Отменить» button would.
 */
// «ладно, не надо, отмени…», «forget it, cancel»; «…, it's not what I meant», «…, я сам напишу»: a reason after the call-off.
export const CANCEL_DRAFT = new RegExp(String.raw`^(?:(?:нет|не|неа|стоп|ой|ладно|ок|хорошо|не\s+надо|не\s+нужно|погоди|подожди|передумал[аи]?|я\s+передумал[аи]?|всё|все|no|nah|ok|okay|wait|stop|forget\s+it|never\s*mind|i\s+changed\s+my\s+mind)[,.!\s]+)*`+CALL_OFF+String.raw`(?:[,.!\s]+`+CALL_OFF+String.raw`)*(?:[,.;!—–-]+\s*(?:it'?s|that'?s|this\s+is|i|i'?ll|это|я|мне|сам[аи]?)(?![\p{L}'])[^?]*)?[\s,.!]*$`, "iu");

/**
 * «кстати», «а», «ок понял.», «btw»: words that set a message aside from what came before; the question
 * follows them («ок понял. а сколько дней отпуска положено», «btw how many vacation days do we get?»).
 */
export const ASIDE = /^(?:(?:а|и|ну|ок|окей|ладно|понял[аи]?|ясно|хорошо|кстати|слушай(?:те)?|btw|by\s+the\s+way|ok|okay|so|oh)[,.!:;\s]+)+/iu;

/**
 * «у нас», «нам положено», «do we get», «our office»: the speaker speaks for the company's people, the
 * collective the documents are written for (first-person plural), not for their own body or homework.
 */
/**
 * «как оформить командировку», «как подать заявление», «как согласовать отпуск»: the verbs of paperwork
 * (оформить, подать, согласовать, заверить) ask how the company's procedure goes, which its documents or
 * their contacts tell.
 */
export const PAPERWORK = /(?<![\p{L}])(?:оформ(?:ить|лять|ляется|ляют)|подать|подавать|подается|подаётся|согласова(?:ть|ние)|согласовывать|заверить|заверять)(?![\p{L}])/iu;

/** «как по регламенту передать проект», «что по нашим правилам положено»: the company's written rules are asked about. */
export const BY_THE_RULES = /(?<![\p{L}])по\s+(?:нашему\s+|нашим\s+|нашей\s+)?(?:регламент\p{L}*|правил\p{L}*|положени\p{L}*|инструкци\p{L}*|политик\p{L}*|стандарт\p{L}*)(?![\p{L}])/iu;

// «мне положен абонемент в зал?», «положена ли нам форма?»: what the rules give («положено» — полагается по правилам, Ожегов).
export const OUR = /(?<![\p{L}])(?:у\s+нас(?!\s+(?:дома|в\s+семье|с\s+мужем|с\s+женой))|нам\s+(?:положено|полагается|платят|дают|выдают)|(?:мне|нам|сотрудникам|работникам)\s+(?:положен[аоы]?|полага(?:ется|ются))|(?:положен[аоы]?|полага(?:ется|ются))\s+ли\s+(?:мне|нам)|наш(?:ей|ем|а|у|и)?\s+(?:компани|фирм|офис|клиник|склад|организаци|отдел)\p{L}*|(?:компани|работодател|фирм)\p{L}*\s+(?:оплат|компенсир|возмещ|плат|да[её]т|выда)\p{L}*|(?:оплат|компенсир|возмещ)\p{L}*\s+ли\s+(?:мне\s+|нам\s+)?(?:компани|работодател|фирм)\p{L}*|за\s+сч[её]т\s+(?:компани|работодател|фирм|организаци)\p{L}*|(?:do|can|are|will)\s+we\s+(?:get|have|allowed|need|work)|our\s+(?:company|office|employer|team|firm|clinic|hr|policy))(?![\p{L}])/iu;

/**
 * «покажи мои встречи на завтра, мне надо отпроситься», «найди письмо от Ольги, потому что я потерял счёт»: a clause
 * after the request that gives the speaker's reason or need (a causal or purpose clause, or «мне надо…») says why,
 * not what to look for.
 */
export const REASON_CLAUSE = /[,;—–]\s*(?:(?:мне|нам|я|мы)\s+(?:надо|нужно|нужна|нужен|нужны|хочу|хотим|хотел\p{L}*|собираюсь|собираемся|надо\s+бы)|потому\s+что|так\s+как|чтобы|а\s+то|because|since|so\s+that|i\s+need|i\s+want|i'?m\s+going)(?![\p{L}])[^,;]*$/iu;

/**
 * «компания компенсирует?», «оплачивает ли работодатель…», «за счёт компании»: whether the company pays for something,
 * which its rules say; the thing named («монитор», «ноут») is what is paid for, not a purchase to search for.
 */
export const COMPANY_PAYS = /(?<![\p{L}])(?:(?:компани|работодател|фирм)\p{L}*\s+(?:оплат|оплач|компенсир|возмещ|плат|плач)\p{L}*|(?:оплат|оплач|компенсир|возмещ|плат|плач)\p{L}*\s+ли\s+(?:мне\s+|нам\s+)?(?:компани|работодател|фирм)\p{L}*|за\s+сч[её]т\s+(?:компани|работодател|фирм|организаци)\p{L}*|(?:does|will)\s+the\s+(?:company|employer)\s+(?:pay|cover|reimburse|compensate)|(?:company|employer)\s+(?:pays|covers|reimburses))(?![\p{L}])/iu;

/** The payer named by a question whether the company pays («сколько компания платит за курсы?» → «компания»), or null. */
export function companyPayer(question: string): string | null {
  const m = COMPANY_PAYS.exec(question);
  const payer = m?.[0].match(/(?:компани|работодател|фирм|организаци|company|employer)\p{L}*/iu)?.[0];
  return payer ? payer.toLowerCase() : null;
}

/**
 * «…срочно купить подарочные карты, это норм?», «так можно?», «is this ok?»: the person tells what happened and asks whether
 * it is all right (a request for an evaluation, not for information about the thing): the company's rules judge it.
 */
export const ASKS_JUDGEMENT = /(?<![\p{L}])(?:(?:это|так)\s+(?:(?:вообще|вообще-то|точно|правда|нормально)\s+)?(?:норм|нормально|ок|окей|безопасно|законно|правильно|допустимо|разрешено)|(?:норм|нормально|безопасно|законно|правильно|допустимо)\s+ли\s+(?:это|так)|так\s+(?:можно|и\s+должно\s+быть)|is\s+(?:this|that|it)\s+(?:ok|okay|normal|safe|legit|legal|allowed|fine)|(?:можно\s+(?:ли\s+)?)?(?:открывать|открыть|скачивать|скачать|запускать|запустить|распаковывать|распаковать|переходить|перейти)(?:\s+(?:его|её|ее|их|это|вложение|архив|файл|по\s+ссылке))?(?=\s*\?)|should\s+i\s+(?:open|download|run|click)(?:\s+(?:it|this|that|the\s+(?:attachment|link|file|archive)))?(?=\s*\?))(?![\p{L}])/iu;

/**
 * «я новенькая медсестра в химках, сколько у меня испытательный срок», «Здравствуйте, я новый водитель. Сколько…»: a
 * clause or sentence in which the speaker introduces themselves (first person, before the comma or full stop), then the question. Who is asking is context; the
 * question after it says what is asked.
 */
export const SELF_INTRODUCTION = /^(?:(?:привет\p{L}*|здравствуйте|добрый\s+день|hi|hello)[,!.\s]+)?(?:я|мы|i'?m|i\s+am|we'?re|we\s+are)\s+[^,;:.?!]+(?:[,;:—–-]|[.!](?=\s))\s*(?=\S)/iu;

/**
 * «заказчик хочет всё переделать, как с ним поговорить», «она не вытягивает, как перераспределить», «…Что
 * делать?», «с чего начать»: a clause asks how to act (a way of working, which a skill may hold), not for a
 * fact or a permission.
 */
const HOW_TO_ACT = /^(?:а\s+|и\s+|но\s+)?(?:как\s+(?:[\p{L}]+\s+){0,3}?[\p{L}]+(?:ть|ться|ти|чь)|(?:что|че|чё)\s+(?:мне\s+|нам\s+|ему\s+|ей\s+|им\s+)?(?:делать|сделать|предпринять)|с\s+чего\s+начать)(?![\p{L}])/iu;

/** «я попал в дтп что делать», «что делать при пожаре», «по шагам», «step by step»: the steps of a procedure are asked for. */
export const ASKS_STEPS = /(?<![\p{L}])(?:(?:что|чё|че)\s+(?:мне\s+|нам\s+)?(?:делать|предпринять)|по\s+шагам|пошагово|порядок\s+действий|алгоритм\s+действий|what\s+(?:should|do)\s+i\s+do|step\s+by\s+step)(?![\p{L}])/iu;

export function asksHowToAct(text: string): boolean {
  return howToActClause(text) !== null;
}

/** The clause that asks how to act («как с ним поговорить», «что делать»), or null. */
export function howToActClause(text: string): string | null {
  return text.split(/[,;:—–.?!]|\s-\s/).map((c) => c.trim()).find((c) => HOW_TO_ACT.test(c)) ?? null;
}

/**
 * «клиент спрашивает, что делать, если сеанс отменили», «гость интересуется, можно ли с собакой»: a verb of asking before a
 * question word frames a question retold (косвенный вопрос, изъяснительное придаточное при глаголе речи: Русская грамматика
 * 1980); what is asked is the clause after it, and the verb is no word of it (lead's walk 52 was hedged «Про «спрашивает»
 * ничего не сказано» over the rule on cancelled sessions).
 */
const ASKING_FRAME = /(?<![\p{L}])(?:спрашива(?:ет|ют|л|ла|ли)|спросил[аи]?|интересу(?:ется|ются)|интересовал(?:ся|ась|ись))\s*,?\s+(?=(?:что|как|когда|где|куда|откуда|можно|нужно|надо|сколько|почему|зачем|кто|кому|какой|какая|какое|какие|какую|будет|есть|ли)(?![\p{L}]))/giu;

/** The text without the verb framing a question retold (see ASKING_FRAME). */
export function withoutAskingFrame(text: string): string {
  return text.replace(ASKING_FRAME, "");
}

/**
 * «клиент хочет передать абонемент жене, можно?», «гость просит вернуть деньги, что делать», «покупатель спрашивает про
 * доставку»: one who works with people retells what the one they serve wants (косвенная речь: the subject of a verb of
 * wanting or asking, then what is wanted). The rule that answers speaks of the wanted act («Абонемент именной, передавать его
 * другому человеку нельзя»), seldom of the asker: lead's walk 53 was hedged «Про «клиент» ничего не сказано». The asker is
 * then the party the rule must not be given to others than (rule-addressee.ts), not a word it must hold. A noun opening the
 * message, before such a verb in the present or past.
 */
const WANTING_FRAME = /^\s*(?:а\s+|и\s+|вот\s+)?(\p{L}{3,})\s+(?:(?:очень|тоже|снова|опять)\s+)?(?:хоч(?:ет|ут)|хот(?:ят|ел|ела|ели)|прос(?:ит|ят|ил|ила|или)|спрашива(?:ет|ют|л|ла|ли)|интересу(?:ется|ются)|требу(?:ет|ют)|жела(?:ет|ют))(?![\p{L}])/iu;
const NOT_PARTY = /^(?:кто|что|никто|все|всё|он|она|они|оно|это|сам|сама|сами|каждый|каждая)$/iu;

/** The one served whose wish the message retells (see WANTING_FRAME), lower-cased, or null. */
export function framingParty(text: string): string | null {
  const m = WANTING_FRAME.exec(text);
  const noun = m?.[1]?.toLowerCase().replaceAll("ё", "е");
  return noun && !NOT_PARTY.test(noun) && !/(?:ть|ться|ешь)$/u.test(noun) ? noun : null;
}
