import { lexicon, tokens, type Tokens } from "./lexicon.ts";
import type { Decision, RouteInput } from "./types.ts";
import { opensAsQuestion } from "./decide.ts";
import { contentStems, isStopword, words } from "../text/tokens.ts";
import { isDeicticTime } from "../text/deixis.ts";
import { ASIDE, ASKS_AFTER_NEWS, CLAUSE_QUESTION, ENOUGH, ENOUGH_COMPANY, INTERROGATIVE, NO_WORDS, OUR, TROUBLE_REPORT, WHOM_TO_INFORM, YES_NO_QUESTION, YES_NO_QUESTION_EN, YES_WORDS } from "../text/speech-acts.ts";
import { USE_SKILL } from "../tools/ids.ts";
import { acuteSigns, redFlags } from "../skills/interview/extract.ts";
import { isPhatic, isSupportVerb } from "../text/stopwords.ts";
import { phrases } from "../conversation/phrases.ts";
import { CLARIFY_OPENING } from "../skills/select.ts";
import { NO_SKILL } from "./router-model.ts";
import { numeralOf } from "../text/numerals.ts";
import { opensWithImperative } from "../text/imperatives.ts";
import { senderIn } from "./embedded/args.ts";
import { builtInCues, cueHits, cueWeight } from "./embedded/cues.ts";

/** «куда писать, если ноут сломался?»: a problem reported with where or whom to turn to is the company's («силы кончились, что дальше?» is not). */
const WHERE_WHOM = /(?<![\p{L}])(?:куда|кому|к\s+кому|где|who|where)(?![\p{L}])/iu;

/**
 * «кто платит больничный?», «who approves it?»: a question for a person. A skill asks the person about themselves or their
 * case, so a «кто…?» in none of its words is never a reply to it (walk 19a: inside health it got the interview's next question).
 */
const WHO_ASKED = /^(?:(?:а|и|ну|кстати)[\s,]+)?(?:кто|who)(?![\p{L}])[^?]*\?\s*$/iu;

/** «мне про работу», «вопрос по работе», «it's about work»: the person marks a message as a work matter. */
// «кому в компании сообщать?», «на работе кому сказать?»: the workplace named as where the question belongs (walk 14d).
// «какие правила?», «what's the company policy?»: the company's rules asked for by name (walk 16b).
const ABOUT_WORK = /(?<![\p{L}])(?:(?:про|по|о)\s+работ[уеы]|рабочий\s+вопрос|в\s+компании|на\s+работе|работодател\p{L}*|(?:какие|каковы)\s+(?:у\s+нас\s+|тут\s+)?правила|по\s+правилам|правила\s+компании|about\s+work|work\s+question|at\s+work|in\s+the\s+company|what\s+are\s+the\s+rules|company(?:'s)?\s+polic\p{L}*)(?![\p{L}])/iu;

/** A reply opening with yes or no («да, …», «yes my lower back hurts…»). */
const OPENS_REPLY = new RegExp(`^(?:${[...YES_WORDS, ...NO_WORDS].join("|")})(?![\\p{L}])`, "iu");

/** Phrases that ask to leave the active skill («вернись в обычный режим», «давай не про питание»). */
export const EXIT_PHRASES: readonly string[] = [
  "обычный режим", "обычному режиму", "обычной беседе", "обычный чат", "обычному чату", "обычная беседа",
  "выйди из режима", "выключи режим", "выйди из навыка", "выйти из навыка", "выйти из режима", "выход из навыка", "выключи навык", "отключи навык", "хватит про", "хватит с", "пока хватит",
  "больше не надо", "больше не нужно",
  "не по теме", "forget about",
  "давай не про", "не про это", "давай о другом", "поговорим о другом", "сменим тему", "смени тему", "другая тема", "вернемся к работе", "вернёмся к работе", "вернемся к делу", "вернёмся к делу", "back to work",
  "normal chat", "normal mode", "regular chat", "exit the skill", "leave the skill", "stop the skill",
  "leave this skill", "exit this skill", "quit the skill", "quit this skill", "switch topics", "switch the topic", "change topics",
  "change the subject", "enough about", "let's talk about something else", "something else",
  "больше ничего не нужно", "ничего больше не нужно", "that's enough", "enough talk",
];

/**
 * «ок спасибо, дальше я сам», «ладно, сама разберусь, спасибо», «ладно, не важно, забей»: the person takes the work
 * over or drops it (a tester's ways out). Matched as whole words closing the message (with thanks or a goodbye
 * after them): by stem «забей» is «забыл», and «напишу сама письмо, а ты посчитай» goes on with the work.
 */
const TAKE_OVER = /(?<![\p{L}])(?:дальше\s+(?:я\s+)?сам[аи]?|(?:я\s+)?сам[аи]?\s+(?:разберусь|разберемся|справлюсь|напишу|доделаю)(?:\s+(?:с|со)\s+\p{L}+(?:\s+\p{L}+)?)?|(?:разберусь|справлюсь|доделаю|напишу)\s+(?:дальше\s+)?сам[аи]?(?:\s+(?:с|со)\s+\p{L}+(?:\s+\p{L}+)?)?|забей|проехали|не\s?важно(?:\s+уже)?|i'?ll\s+(?:do|handle)\s+it(?:\s+myself)?|never\s?mind|forget\s+it|(?:(?:leave|drop)\s+(?:it|them|the\s+\p{L}+)\s+)?i'?ll\s+(?:write|finish|do|handle|take)\s+(?:it|them|this|that|the\s+rest)(?:\s+(?:myself|from\s+here|on\s+my\s+own))?|(?:\p{L}+\s+)?(?:готов[аоы]?|готово)\s+(?:выходим|выхожу))(?:[\s,.!;:)-]+(?:спасибо|пока|благодарю|выходим|выхожу|выйдем|thanks|thank\s+you|bye|ок|ok))*[\s,.!;:)-]*$/iu;

/** «no thanks, I'm done», «ok, that's it»: said as the whole message (a meal «…, that's it» is a reply). */
const DONE = /^(?:(?:no|ok|okay|thanks|thank\s+you|no\s+thanks|well)[,.!\s]+)*(?:i'?m\s+done|i\s+am\s+done|we'?re\s+done|all\s+done|done|that'?s\s+it|that'?s\s+all)(?:[,.!\s]+(?:thanks|thank\s+you|bye))*[\s,.!]*$/iu;

/**
 * Closing a topic in one's own words, by three moves of Russian and English conversation: the matter is no longer
 * needed (a negated need with «больше», «уже»: «не надо больше», «уже не нужно», «no longer need»; or with the topic
 * after «про»: «не надо про спорт»); it is finished with («с едой закончили», «закончили с тренировками», «done
 * with food»); the person changed their mind («передумал», «changed my mind») and says nothing else.
 * «не надо больше трёх раз» sets a limit, not an end: a figure after the need keeps it an answer.
 */
const NEED = String.raw`(?:надо|нужно|нужен|нужна|нужны|need)`;
const NO_LONGER = new RegExp(String.raw`(?<![\p{L}])(?:не\s+${NEED}\s+(?:больше|уже|дальше)|(?:больше|уже)\s+(?:по\s+\p{L}+\s+)?(?:ничего\s+)?не\s+${NEED}|не\s+(?:${NEED}|хочу)(?:\s+(?:больше|уже|дальше))?\s+(?:про|о|об|обо)|no\s+longer\s+${NEED}|(?:don'?t|do\s+not)\s+need\s+(?:it\s+|this\s+|that\s+)?any\s?more)(?![\p{L}])(?:\s+(\S+))?`, "iu");
const FINISH = String.raw`(?:законч|заканчива|оконч|покончи|покончен|заверш|разобрал)\p{L}*`;
/** «урок окончен», «тема закрыта»: a short passive participle says its subject is over; that one word beside it is the topic. */
const OVER = /(?:ен|ён|ена|ено|ены|ыт|ыта|ыто)$/u;
const FINISH_ALONE = new RegExp(String.raw`^${FINISH}$`, "iu");
const CHANGED_MIND = /(?<![\p{L}])(?:передумал[аи]?|раздумал[аи]?|changed\s+my\s+mind)(?![\p{L}])/iu;
/** Words that may stand beside a closing move and add nothing to it («ладно, я передумал», «всё, закончили на сегодня»). */
const CLOSING_COMPANY = new Set([...ENOUGH_COMPANY, ...NO_WORDS, "я", "мы", "уже", "ну", "ой", "не", "на", "сегодня", "тогда", "пожалуй", "давай", "давайте", "отбой", "этом", "этим", "здесь", "тут", "i", "i've", "ive", "have", "we", "we're", "well", "so", "oh", "then"]);
const onlyCompany = (ws: string[]) => ws.every((w) => CLOSING_COMPANY.has(w) || WITH_THANKS.has(w) || THANKS.has(w));

/** True when the message closes the skill's topic by one of the moves above. */
function closesTopic(words: string[]): boolean {
  const text = words.join(" ");
  const need = NO_LONGER.exec(text);
  if (need) {
    const phrase = need[0].slice(0, need[0].length - (need[1] ? need[1].length + 1 : 0)).trim();
    const rest = text.slice(need.index + phrase.length).split(/\s+/).filter(Boolean);
    // «не надо больше трёх раз» sets a limit; «не надо больше сладкого», «уже не нужно полоскание» say what is not
    // wanted — answers. The need closes the topic when it names the topic after «про/о», or only courtesy follows.
    const limit = !!need[1] && (/^\d/.test(need[1]) || numeralOf(need[1]) !== null);
    if (!limit && (/(?<![\p{L}])(?:про|о|об|обо)$/u.test(phrase) || /^(?:про|о|об|обо)$/.test(need[1] ?? "") || onlyCompany(rest))) return true;
  }
  // «закончили с тренировками (на сегодня)», «с едой закончили»: the topic finished with is the whole message;
  // «я закончил с бегом, теперь только зал» goes on with news, an answer.
  const at = words.findIndex((w) => FINISH_ALONE.test(w));
  if (at >= 0) {
    // «с едой на сегодня закончили»: the topic may stand four words off.
    const withAt = words.findIndex((w, i) => /^(?:с|со|with)$/.test(w) && Math.abs(i - at) <= 4);
    // Only with a closing word beside it («всё, на сегодня урок окончен»): «проект завершён» is a report's news.
    const closing = words.some((w) => w === "все" || w === "всё" || w === "сегодня" || THANKS.has(w));
    const subject = closing && OVER.test(words[at]!) ? [at - 1, at + 1].filter((i) => i >= 0 && i < words.length && !CLOSING_COMPANY.has(words[i]!)).slice(0, 1) : [];
    const topic = withAt >= 0 ? [withAt, withAt + 1] : subject;
    const others = words.filter((w, i) => i !== at && !topic.includes(i));
    if (onlyCompany(others)) return true;
  }
  if (/(?:done|finished)\s+with\s+(?:the\s+|this\s+|that\s+|my\s+)?(?:\p{L}+\s+)?\p{L}+$/iu.test(text)) return true;
  return CHANGED_MIND.test(text) && onlyCompany(text.replace(CHANGED_MIND, " ").split(/\s+/).filter(Boolean));
}

/**
 * «давай закончим с тренировками, лучше скажи где аптечка»: a proposal to finish (first person plural or an imperative,
 * not «я закончил с бегом», news told in the past) said in the message's first clause closes the topic, whatever follows.
 */
// «закончим», «заканчиваем», «закончи(те)»: we-forms and imperatives; «заканчиваю», «закончу», «закончил» tell of the person's day.
const PROPOSAL = /(?:им|ем|ите|и)$/u;

function proposesToFinish(message: string): boolean {
  // In any clause («Всё, спасибо, мне уже лучше, давай закончим с этим.»), the clause alone closing the topic.
  return message.toLowerCase().split(/[,.;!?]/u).some((clause) => {
    const ws = words(clause);
    const at = ws.findIndex((w) => FINISH_ALONE.test(w));
    return at >= 0 && PROPOSAL.test(ws[at]!) && closesTopic(ws);
  });
}

/** True when the message is only «хватит», «стоп», «достаточно» (with «всё», «спасибо» around them). */
export function saysEnough(tok: Tokens): boolean {
  const says = (w: string) => ENOUGH.has(w);
  return tok.words.some(says) && tok.words.every((w) => says(w) || ENOUGH_COMPANY.has(w));
}

/** True when the message asks to leave the skill by words. */
/** «no no, I am not sick, stop this»: «stop it/this/that» closing the message («…cannot stop it» is no clause of its own). */
const STOP_THIS = /(?:^|[,.!;:—–-]\s*)(?:please\s+)?stop\s+(?:it|this|that)(?:\s+please)?[\s.!]*$/iu;

/** «забудь про протокол», «ok forget the calories, I'm done»: the person drops the matter, said first («don't forget the…» is not). */
// The thing dropped is the whole clause: «забудь о сладком, я его уже не ем» tells the nutrition skill what is not eaten.
const FORGET = /^(?:(?:ok|okay|well|ладно|ну|всё|все)[,.!\s]+)*(?:забудь(?:те)?|забудем|forget)\s+(?:про|о|об|обо|about|the)?\s*((?:\p{L}+\s*){0,2}?)(?:[,.!\s]+(?:i'?m\s+done|we'?re\s+done|всё|все|спасибо|thanks|ok|ок))*[\s.!]*$/iu;
const PRONOUN = /^(?:это|этом|всё|все|it|this|that|all)?$/iu;

/**
 * «забудь про протокол» in the minutes skill, «forget the calories» in the calorie counter: the thing dropped is the
 * skill itself (a word of its name) or «это»; «забудь про банан» in the calorie counter takes the banana out of the meal.
 */
function forgetsSkill(message: string, skillName: string): boolean {
  const m = FORGET.exec(message.trim());
  if (!m) return false;
  const thing = m[1]!.trim();
  return PRONOUN.test(thing) || namesSkill(thing, skillName);
}

/** True when a word of `thing` is a word of the skill's `words` (its name, or its name and description). */
function namesSkill(thing: string, words: string): boolean {
  const named = new Set(contentStems(words));
  return named.size > 0 && contentStems(thing).some((w) => named.has(w) || [...named].some((n) => n.length >= 5 && (n.startsWith(w) || w.startsWith(n))));
}

/**
 * «хватит калорий», «enough with the calories, thanks»: enough of the thing the skill is about, named by a word of its
 * name or description; «хватит сладкого» in the nutrition skill names a food (what is not eaten), no word of its head.
 */
const ENOUGH_OF = /^(?:(?:всё|все|ну|ладно|ок|ok|okay|так|well)[,.!\s]+)*(?:хватит|достаточно|довольно|enough)(?:\s+(?:с|со|of|with))?(?:\s+(?:the|these|this|этих|этого|этой|этим|этими))?\s+((?:\p{L}+)(?:\s+\p{L}+)?)(?:[,.!\s]+(?:спасибо|пока|thanks|thank\s+you|please))*[\s.!]*$/iu;

function enoughOfSkill(message: string, about: string): boolean {
  const m = ENOUGH_OF.exec(message.trim());
  return !!m && namesSkill(m[1]!, about);
}

/** The active skill's name as its first reply said it («Работаю по навыку «Протокол совещания».», «Using the “Health” skill»). */
export function skillNameIn(history: { role: string; content: string }[]): string {
  for (const m of [...history].reverse()) {
    const n = m.role === "assistant" ? /навыку «([^»]+)»|the “([^”]+)” skill/u.exec(m.content) : null;
    if (n) return n[1] ?? n[2] ?? "";
  }
  return "";
}

/** The words that name the active skill: its name as said in the chat and its id («calories»), for «forget the calories». */
export function activeSkillWords(input: RouteInput): string {
  return `${skillNameIn(input.history)} ${(input.state.skill ?? "").replaceAll("-", " ")}`;
}

/** …and its description in both languages, when the chat passed them (what «хватит калорий» may name). */
export function activeSkillAbout(input: RouteInput): string {
  return `${activeSkillWords(input)} ${input.skillAbout ?? ""}`;
}

/**
 * «хватит уроков на сегодня», «на сегодня всё», «enough for today, thanks»: the session closed for the day — enough
 * (of the thing, in a word or two) with the day named, or the day named with «всё», «хватит». The day said makes it an
 * end whatever the skill last asked («хватит сладкого» alone tells the nutrition skill what is not eaten).
 */
const FOR_TODAY = String.raw`(?:на\s+сегодня|на\s+сейчас|for\s+today|for\s+now|for\s+the\s+day)`;
const ENOUGH_FOR_TODAY = new RegExp(String.raw`^(?:(?:ну|ладно|ок|ok|okay|всё|все|well|so)[,.!\s]+)*(?:(?:хватит|достаточно|довольно|enough)(?:\s+\p{L}+){0,2}\s+${FOR_TODAY}|${FOR_TODAY}(?:\s+(?:с|со)\s+\p{L}+)?\s+(?:всё|все|хватит|достаточно|довольно|закончим|заканчиваем|enough|done)|(?:that'?s|that\s+is)\s+(?:all|enough)(?:\s+\p{L}+)?\s+${FOR_TODAY}|(?:i'?m|we'?re|i\s+am|we\s+are)\s+done\s+${FOR_TODAY})(?:[,.!\s]+(?:спасибо|спс|благодарю|пока|thanks|thank\s+you|bye))*[\s.!]*$`, "iu");

/**
 * «всё, хватит считать», «прекрати объяснять», «stop counting»: enough of doing the skill's work, said by its verb (an
 * infinitive, or an English gerund) and nothing more; «хватит сладкого» names a food, not the work (walk 18c stayed in).
 */
const STOP_DOING = /^(?:(?:всё|все|ну|ладно|ок|ok|okay|так)[,.!\s]+)*(?:(?:хватит|достаточно|довольно|прекрати|перестань)(?:те)?\s+\p{L}+(?:ть|ться|ти)|(?:stop|quit)\s+\p{L}+ing)(?:[,.!\s]+(?:спасибо|пока|thanks|please))*[\s.!]*$/iu;

/** «отбой, оффер пока не нужен»: a call-off opening the message. */
const CALL_OFF = /^отбой(?![\p{L}])/iu;

/** «выйти», «exit»: the one word of leaving, said as the whole message. */
const EXIT_WORD = /^(?:выйти|выход|выйди|выходим|exit|quit)[\s.!]*$/iu;

/** «thanks, let's stop with the health stuff», «let's stop here»: a proposal to stop closing the message. */
const LETS_STOP = /(?:^|[,.!;]\s*)(?:ok\s+|okay\s+|so\s+)?(?:let'?s|let\s+us)\s+stop(?:\s+(?:here|now|there))?(?:\s+(?:with|talking\s+about)\s+(?:the\s+|this\s+|that\s+|my\s+)?(?:\p{L}+\s+){0,2}?(?:stuff|things|topic|\p{L}+))?[\s.!]*$/iu;

/**
 * «let's drop this», «ok, drop it, thanks», «let's leave it there» (walk 21c: a weekly report drafted «your answer: let's drop
 * this»): the matter itself dropped, said as the whole message. Only «it», «this», «that» are dropped: «drop the sugar»
 * tells the nutrition skill what is not eaten, and «leave it» alone may keep a letter's line as it is.
 */
const DROP_IT = /^(?:(?:ok|okay|well|so|fine|alright|no)[,.!\s]+)*(?:(?:let'?s|let\s+us)\s+(?:just\s+)?(?:drop|leave)|(?:just\s+)?drop)\s+(?:it|this|that)(?:\s+(?:there|here|for\s+now|then))?(?:[,.!\s]+(?:thanks|thank\s+you|please|bye|ok|okay))*[\s.!]*$/iu;

/**
 * «на сегодня с математикой всё, он уже спит», «ok stop counting, I don't want to know anymore»: the first clause closes
 * the session or stops the work, and what follows asks nothing (no question, no figure): an aside about why.
 */
function closesFirst(message: string): boolean {
  const [first, ...rest] = message.trim().split(/[,;]\s*|\.\s+/u);
  const tail = rest.join(" ");
  if (!first || !rest.length || /[?\d]/u.test(tail)) return false;
  return ENOUGH_FOR_TODAY.test(first) || STOP_DOING.test(first);
}

export function asksToLeaveSkill(tok: Tokens, message = "", offer = "", skillName = "", about = skillName): boolean {
  return saysEnough(tok) || EXIT_WORD.test(message.trim()) || LETS_STOP.test(message.trim()) || DROP_IT.test(message.trim()) || closesFirst(message) || enoughOfSkill(message, about) || ENOUGH_FOR_TODAY.test(message.trim()) || STOP_DOING.test(message.trim()) || STOP_THIS.test(message.trim()) || forgetsSkill(message, skillName) || CALL_OFF.test(message.trim()) || lexicon(EXIT_PHRASES).find(tok) !== null || TAKE_OVER.test(tok.words.join(" ")) || DONE.test(tok.words.join(" ")) || closes(tok.words) || closesTopic(tok.words) || proposesToFinish(message)
    || closesByClauses(message) || (offer !== "" && declinesOffer(message, offer)) || endsTalk(message, offer);
}

/**
 * «ладно, закончили с этим», «всё, с этим разобрались», «ok, we're done with that», «ладно, проехали»: outside a skill too,
 * the whole message closes the matter just talked about — no follow-up of the last answer, no request (walk 22b: the
 * vacation answer was given again). Only the moves that say nothing else: a word aside («закончили с этим, а сколько…?»)
 * is a question.
 */
export function closesTheMatter(message: string): boolean {
  const text = message.trim();
  if (/[?\d]/u.test(text)) return false;
  const ws = tokens(text).words.join(" ");
  return closesTopic(words(text)) || closesByClauses(text) || DONE.test(ws) || TAKE_OVER.test(ws) || DROP_IT.test(text) || LETS_STOP.test(text) || ENOUGH_FOR_TODAY.test(text);
}

/** «с рационом всё», «с письмом всё»: the topic said to be over with «всё». */
const TOPIC_OVER = /^(?:с|со|with)\s+\p{L}+(?:\s+\p{L}+)?\s+(?:всё|все)$/iu;

/**
 * «спасибо, с рационом всё, хватит», «I'm done with the workout plan, thanks» (walk 16b): each clause thanks, says enough,
 * or closes the topic, and one of them does more than thank.
 */
function closesByClauses(message: string): boolean {
  const clauses = message.toLowerCase().split(/[,.;!]+/u).map((c) => words(c)).filter((ws) => ws.length > 0);
  if (clauses.length < 2) return false;
  const finishing = (ws: string[]) => saysEnough(tokens(ws.join(" "))) || closesTopic(ws) || TOPIC_OVER.test(ws.join(" ")) || DONE.test(ws.join(" "));
  return clauses.every((ws) => finishing(ws) || onlyCompany(ws)) && clauses.some(finishing);
}

/** «…. на этом всё», «…, that's all for now»: the talk closed at the end of a message. */
const FINAL_CLOSING = /(?:^|[.!;,]\s*)(?:(?:ну|ладно|ок|ok|так|итак)[,\s]+)?(?:на\s+этом\s+(?:всё|все)|на\s+сегодня\s+(?:всё|все)|that'?s\s+all(?:\s+for\s+(?:now|today))?)[\s.!]*$/iu;

/**
 * «отлично, письмо ушло. на этом всё» after the skill's letter: the talk is closed, whatever was reported before. After a
 * question of the skill («Что-то ещё беспокоит?») «нет, на этом всё» answers it and the skill goes on to its result.
 */
function endsTalk(message: string, offer: string): boolean {
  return FINAL_CLOSING.test(message.trim()) && !/\?\s*$/u.test(offer.trim());
}

/** «вопросы не надо», «не нужно», «нет»: a clause saying no to something, the thing (if named) one word before the need. */
const DECLINE = /^(?:(?:нет|не|неа|no)\s+)?(?:(\p{L}+)\s+)?не\s+(?:надо|нужно|нужны|нужен|нужна)$|^(?:нет|неа|no)$/iu;

/**
 * «не, вопросы не надо. спасибо, всё понятно» after «Хотите, помогу подготовить вопросы к врачу?»: the skill's closing
 * offer declined and thanks said close the talk (walk 14b). The thing declined must be the offer's own word: «мясо не
 * надо, спасибо» after a question about food is an answer.
 */
function declinesOffer(message: string, offer: string): boolean {
  const clauses = message.toLowerCase().split(/[,.!;]+/u).map((c) => c.trim()).filter(Boolean);
  if (!clauses.some((c) => closes(words(c)))) return false;
  const offered = new Set(contentStems(offer));
  // The offer's own thing must be named: «нет, спасибо» to «Есть ли ограничения…? Если нет, напишите «нет»» is an answer.
  const named = (c: string) => { const no = DECLINE.exec(c); return !!no?.[1] && contentStems(no[1]).every((w) => offered.has(w)); };
  return clauses.some(named) && clauses.every((c) => closes(words(c)) || onlyCompany(words(c)) || named(c) || DECLINE.test(c));
}

/** Words that thank or take leave, and the words that go with them («спасибо большое, всё», «thanks, that's all for now»). */
const THANKS = new Set(["спасибо", "спс", "благодарю", "пока", "свидания", "thanks", "thank", "bye", "goodbye", "cheers"]);
const WITH_THANKS = new Set(["большое", "огромное", "всё", "все", "до", "ок", "окей", "ладно", "хорошо", "понятно", "ясно", "супер", "отлично",
  "you", "that's", "thats", "all", "for", "now", "ok", "okay", "cool", "great", "much", "so", "very"]);
/** «спасибо, буду пробовать», «ок спасибо, запишусь к терапевту»: thanks, then what the person will do on their own. */
// «спасибо, вызываю скорую» after the call for help (walk 16c): the person acts on it.
const OWN_NEXT_STEP = /(?<![\p{L}])(?:буду|попробую|запишусь|схожу|пойду|сделаю|вызываю|вызову|вызвал[аи]?|звоню|позвоню|едем|поеду|едем|so\s+i'?ll|i'?ll\s+(?:try|go|book|do|call)|calling)(?![\p{L}])/iu;

/** True for a message that only thanks or takes leave, or thanks and says what the person will do themselves. */
function closes(words: string[]): boolean {
  if (!words.some((w) => THANKS.has(w)) || words.some((w) => /\d/.test(w))) return false;
  return words.every((w) => THANKS.has(w) || WITH_THANKS.has(w)) || (words.length <= 8 && OWN_NEXT_STEP.test(words.join(" ")));
}

/** What the escape check may consult: the chat's routing without the skill, and the documents' best score. */
/** «забудь, не надо», «нет, ничего из этого», «none of these, thanks»: no option taken, said to the question between skills. */
const NONE_OF_THEM = /^(?:(?:нет|не|неа|ладно|ну|ой|no|nah|nope|ok|okay)[,.!\s]+)*(?:забудь(?:те)?|не\s+(?:надо|нужно)|ничего(?:\s+из\s+(?:этого|них))?(?:\s+не\s+(?:надо|нужно))?|ни\s+то,?\s+ни\s+другое|none(?:\s+of\s+(?:these|them|those|the\s+above))?|neither(?:\s+of\s+them)?|no\s+thanks)(?:[,.!\s]+(?:забудь|не\s+надо|не\s+нужно|спасибо|thanks|thank\s+you|forget\s+it))*[\s.!]*$/iu;

/** True when the chat's last answer was the question between skills (select.ts `clarifyQuestion`, or its English). */
function askedBetweenSkills(input: RouteInput): boolean {
  const last = [...input.history].reverse().find((m) => m.role === "assistant")?.content.trim() ?? "";
  return last.startsWith(CLARIFY_OPENING) || last === phrases("en").whichOne;
}

export interface EscapeDeps {
  /** Routes the message as if no skill were active (the chat's own routing). */
  routeFree: (input: RouteInput) => Promise<Decision>;
  /**
   * The top retrieval score when the documents answer the question (their answerability test, or with a
   * model a confident score), else null. `partly`: a partial verdict that holds the thing asked about counts too.
   */
  documentsScore: (question: string, partly?: boolean | "held") => Promise<number | null>;
  /** The active skill's own words (name, description, procedure). */
  skillText?: (id: string) => string;
  /** The active skill's tools: a draft it makes itself is asked of it, not of the tool alone. */
  skillTools?: (id: string) => readonly string[];
  /** Whether the active skill's interview takes a fact it did not have from the message (a reply, whatever else it names). */
  fillsInterview?: (message: string) => boolean;
  /** Whether the message takes back a fact the active skill's interview already has («ой, я соврала, в зал хожу 4 раза»). */
  correctsInterview?: (message: string) => boolean;
}

/** The question the assistant's message ends with (a result's closing offer, or the skill's question), not the whole text. */
const lastQuestion = (text: string) => text.split(/(?<=[.!?…])\s+|\n+/).filter((x) => x.trim().endsWith("?")).at(-1) ?? "";


/**
 * The verbs of editing a text (add, insert, change, replace, correct, remove), as imperatives opening a message, after
 * joining words («и ещё добавь…»). General Russian and English vocabulary, not any one message's words.
 */
const EDIT_VERB = /^(?:(?:и|а|ну|ещё|еще|также|тогда|пожалуйста|and|also|then|please)[\s,]+)*(?:добавь|допиши|дополни|впиши|внеси|вставь|исправь|поправь|измени|поменяй|замени|убери|удали|вычеркни|add|insert|include|change|replace|fix|correct|update|remove|delete)(?:те)?(?![\p{L}])\s*(.*)$/isu;
/** Calls that make what the person sees as the skill's result (a document, a letter, a post): not answers given aside. */
const MAKES = new Set(["document_create", "mail_reply_draft", "post_draft", "document_edit"]);

/**
 * «добавь задачу: Мария Иванова согласует макеты до 12 декабря» with the minutes on screen: an edit whose object (the
 * words right after the verb, before a colon) is a word of the skill's own turns — their text or the draft they made,
 * «Задачи с ответственными и сроками» — changes that result (walk 18b: the tutor was entered on «задачу», a calendar
 * event read into «добавь … дата совещания»). «добавь в календарь встречу» names nothing of the minutes.
 */
function editsOwnResult(input: RouteInput): boolean {
  const edit = EDIT_VERB.exec(input.message.trim());
  if (!edit) return false;
  const object = contentStems(edit[1]!.split(/[:—–]/u)[0]!).slice(0, 2);
  const own = input.history.filter((m) => m.role === "assistant" && (!m.toolCalls?.length || m.toolCalls.some((c) => MAKES.has(c.name))));
  const shown = new Set(own.flatMap((m) => contentStems(`${m.content} ${(m.toolCalls ?? []).filter((c) => MAKES.has(c.name)).map((c) => Object.values(c.arguments).join(" ")).join(" ")}`)));
  return object.some((w) => shown.has(w));
}

/** A message answered as a plain answer for one turn, the active skill staying on the badge. */
const answeredAside = (d: Decision, active: string, why: string): Decision =>
  ({ ...d, outcome: "text", skill: undefined, rule: null, reasons: [...d.reasons, `skill «${active}» kept on the badge: ${why}`] });

// A support verb («get», «take», «получить») names no topic: «how many vacation days do we get?» shares only «get» with
// «…build muscle, get stronger…?» and is no reply to it (walk 21c: the fitness goal was recorded).
const topicStems = (t: string) => contentStems(words(t).filter((w) => !isSupportVerb(w)).join(" "));
/** «с чего начать?», «как лучше начать разговор?», «where do I start?»: the next step of the work under way is asked for. */
const NEXT_STEP = /(?<![\p{L}])(?:с\s+чего\s+(?:мне\s+)?(?:начать|начинать)|как\s+(?:мне\s+)?(?:лучше\s+)?(?:начать|начинать)|where\s+(?:do|should)\s+i\s+start|how\s+(?:do|should)\s+i\s+(?:start|open|begin))(?![\p{L}])/iu;
const shared = (a: string, b: string) => { const x = new Set(topicStems(a)); return topicStems(b).some((s) => x.has(s)); };
/**
 * Whether a message shares a word with the skill's last turn other than the person's own words it quotes back: a recap
 * («Что вы рассказали: — запрос: за сколько ответим клиенту…») repeats what was said to the skill, so «испортили пальто
 * клиента, сколько компенсируем» met its «клиенту» and was added to the complaint's details (walk 26a R50). What the
 * skill itself said or asked still counts.
 */
const sharedOwn = (message: string, turn: string, said: string[]) => {
  const echoed = new Set(said.flatMap(topicStems));
  const own = new Set(topicStems(turn).filter((w) => !echoed.has(w)));
  return topicStems(message).some((w) => own.has(w));
};

/**
 * A skill never traps. The interview rule (the seed's: a short reply to the skill's question stays in the
 * skill) keeps everything short, and the router keeps the active skill for most messages; after them, a message that is clearly not an answer leaves for one turn
 * while the skill stays on the badge:
 * - a question the company's documents answer confidently that shares no word with the skill's question
 *   («Сколько дней отпуска положено?» asked inside the calorie skill) is answered from the documents;
 * - an explicit tool request — the router names both the tool's verb and its object («найди письмо от
 *   Петрова»), or a model router calls a tool — runs the tool.
 * Anything else (numbers, «дома», «борщ 300 г») stays an answer to the skill.
 */
export async function escapeSkill(input: RouteInput, d: Decision, deps: EscapeDeps): Promise<Decision> {
  const active = input.state.skill;
  // «ладно, хватит про зарплату» to «Уточните, что нужно: «оффер кандидату», …?» (walk 21c asked again, between three other
  // skills): a way out said to the question between skills closes it, as it would close the skill itself.
  if (!active && !d.rule && ["clarify", "skill", "text"].includes(d.outcome) && askedBetweenSkills(input)
    && (asksToLeaveSkill(tokens(input.message), input.message) || NONE_OF_THEM.test(input.message.trim()))) {
    const { clarify: _asked, ...rest } = d;
    // Decided as a rule decides: «never mind, forget it» is no small talk to answer in kind («Хорошо, оставим это» says the
    // question is left).
    return { ...rest, outcome: "skill", skill: NO_SKILL, tools: [], rule: rest.rule ?? "closed_question_between_skills", reasons: [...d.reasons, "the question between skills closed: a way out said to it"] };
  }
  // «закрыл две сделки, провёл встречу с Альфой» to the weekly report's question tells what was done: the embedded
  // router's calendar search on «встречу» runs only when the message asks for something (walk 13b). A model's call stands.
  // A verb of the tool's own («найди», «покажи», «найдёшь?») is a request wherever it stands («письма от бухгалтерии покажи»).
  if (active && !d.rule && (d.outcome === "tool" || (d.outcome === "skill" && d.skill && d.skill !== active && d.skill !== "none")) && editsOwnResult(input)) {
    return { ...d, outcome: "skill", skill: active, tools: [], reasons: [...d.reasons, `${d.skill && d.skill !== active ? `«${d.skill}»` : d.tools.map((t) => t.name).join(", ")} set aside: the message edits what skill «${active}» made`] };
  }
  const commanded = d.tools.some((t) => (d.cues?.[t.name]?.verbs.length ?? 0) > 0);
  if (active && d.outcome === "tool" && !d.rule && d.cues && !commanded && !requestsWork(input.message)) {
    // «номер телефона менеджера Янтарь-Заречье?» inside fitness after answers given aside → the catalogue on «телефона», then
    // taken for the goal asked three turns before («Понял. Какая цель тренировок…»; walk 28a's kind): a question of three
    // words or more, mostly not the skill's and in none of its last question's, asks for something, only no tool: the
    // documents answer it or name whom to ask, the skill kept on the badge.
    const own = [...input.history].reverse().find((m) => m.role === "assistant" && !m.toolCalls?.length)?.content ?? "";
    if ((opensAsQuestion(input.message) || /\?\s*$/.test(input.message.trim())) && contentStems(input.message).length >= 3 && !!deps.skillText
      && !shared(input.message, lastQuestion(own) || own) && ownShare(input.message, deps.skillText(active)) < 0.5 && redFlags(input.message, "ru").length === 0) {
      return answeredAside({ ...d, tools: [] }, active, `a question ${d.tools.map((t) => t.name).join(", ")} was picked for on a word alone, no tool asked for`);
    }
    return { ...d, outcome: "skill", skill: active, tools: [], reasons: [...d.reasons, `${d.tools.map((t) => t.name).join(", ")} set aside: a reply told to skill «${active}», asking for nothing`] };
  }
  // «я заболела, кому сообщить?» inside the business-letter skill: whom to tell at work is the company's, not a skill
  // the router entered on cue words of personal life (the last walk of session 14 got the health interview).
  if (active && d.outcome === "skill" && d.skill && d.skill !== active && !d.rule && d.cues?.[USE_SKILL]
    && WHOM_TO_INFORM.test(input.message) && redFlags(input.message, "ru").length === 0) {
    return answeredAside({ ...d, skill: undefined }, active, `whom to tell at work is the company's, not «${d.skill}»'s`);
  }
  // «ой, я соврала, в зал я хожу 4 раза в неделю, пересчитай» inside nutrition: a correction of what the skill was told
  // is the skill's, whichever other skill the router read into «зал» (walk 14b: it entered fitness).
  if (active && d.outcome === "skill" && d.skill && d.skill !== active && !d.rule && deps.correctsInterview?.(input.message)) {
    return { ...d, skill: active, reasons: [...d.reasons, `«${d.skill}» set aside: the message corrects what skill «${active}» was told`] };
  }
  // «phone number of the Yantar-City manager?» inside fitness, after answers given aside (walk 28a E22): the router could
  // not pick between tools none of which the person named (ad revenue, page stats, site traffic on «number»). A question
  // with no tool chosen is the company's, as in a plain chat (documents-first), answered with the skill kept.
  if (active && !d.rule && d.outcome === "clarify" && !!d.clarify?.options.length && d.clarify.options.every((o) => o.kind === "tool")
    && (opensAsQuestion(input.message) || /\?\s*$/.test(input.message.trim())) && redFlags(input.message, "ru").length === 0) {
    const { clarify: _tools, ...rest } = d;
    return answeredAside(rest, active, `a question the tools were too close to pick for (${d.clarify.options.map((o) => o.value).join(", ")})`);
  }
  // Staying in the skill, whether by the interview rule or because the router kept the active skill.
  if (!active || d.outcome !== "skill" || d.skill !== active) return d;
  // «what should I do if a child is choking?» inside health (walk 20a recorded it as the complaint's «other signs»): a
  // first-aid emergency the safety rules name a row for is answered aside, the emergency number first (conversation.ts).
  if (acuteSigns(input.message).some((f) => f.ask)) return answeredAside(d, active, "an emergency the safety rules answer");
  // The skill's own last turn: an answer given aside from the documents (a search in the history) is not the skill's
  // question, and a next company question sharing its words («…заявление…отпуска» quoted) is no reply to the skill.
  const asked = [...input.history].reverse().find((m) => m.role === "assistant" && !m.toolCalls?.length)?.content ?? "";
  // «кстати, а если я заболею надолго, сколько у нас дней отпуска?» asks too, though it opens with «если»; it is
  // weighed against the skill's last question, not its whole result.
  // «ок понял. а сколько дней отпуска положено»: each sentence is read on its own, after the words that set it aside.
  const parts = input.message.split(/(?<=[.!?…])\s+/).map((p) => p.trim().replace(ASIDE, ""));
  // «мне 17 лет, могу ли я забирать брата?», «a stranger came to pick up a child, what do I do»: news first, then a clause
  // that asks (walk 20a recorded «возраст: 17» and «other signs»).
  const clauses = parts.flatMap((p) => p.split(/[,;:—–]|\s-\s/).map((c) => c.trim())).filter(Boolean);
  const asks = parts.some((p) => opensAsQuestion(p) || (p.endsWith("?") && INTERROGATIVE.test(p))) || clauses.slice(1).some((c) => ASKS_AFTER_NEWS.test(c));
  // A yes/no question in any clause, Russian «…ли» or English inverted («is there a dress code for teachers?»).
  const yesNoClause = clauses.some((c) => YES_NO_QUESTION.test(c) || YES_NO_QUESTION_EN.test(c));
  // «больничный полностью оплачивают?» to «С какого дня это началось?»: a yes/no question of its own, no reply.
  // «2/9?», «может, 38?» are answers said unsure: a figure, or a word alone, is a reply whatever its mark.
  const yesNo = !asks && parts.some((p) => p.endsWith("?")) && !/\d/.test(input.message) && contentStems(input.message).length >= 2;
  // «…если ребёнок болеет? какие правила?» after the health summary: said to be the company's, whatever words it shares
  // with the skill's last turn (walk 16b got the ambulance block again); a sign that cannot wait stays the skill's.
  if ((asks || yesNo) && ABOUT_WORK.test(input.message) && redFlags(input.message, "ru").length === 0) return answeredAside(d, active, "a question the person says is about work");
  // «а у нас в офисе есть столовая или компенсация обедов?» inside nutrition: whether the company has a thing, asked for
  // its people («у нас», not «у нас дома»), is the company's to answer, whatever word it shares with the skill's menu
  // (walk 18b got the nutrition result again). A wh-question («сколько у нас вышло калорий?») may still be the skill's.
  if ((asks || yesNo) && OUR.test(input.message) && !INTERROGATIVE.test(input.message) && redFlags(input.message, "ru").length === 0) {
    return answeredAside(d, active, "whether the company has something, asked for its people");
  }
  // «сколько клиенту вернут, если пальто совсем испорчено?», «заказ задержали на 4 дня…, какая неустойка» to «Какая цель
  // тренировок: …?» (walk 24a: five work questions in a row were taken as replies to the fitness skill): a question of three
  // words or more, in none of the words of the skill's last turn and mostly not the skill's, that routing without the skill
  // would not give to it, asks for something else. The documents answer it or name whom to ask; the skill stays on the
  // badge and its question stands behind the aside (route.ts).
  const asksInClause = asks || clauses.slice(1).some((c) => CLAUSE_QUESTION.test(c));
  // (An English question is read against the skill's Russian words, which it never shares: it is judged by the talk below.)
  const told = input.history.filter((m) => m.role === "user").map((m) => m.content);
  // «хочу просить прибавку 20%, как начать разговор?» inside negotiation prep (walk 27a RU-B-11): asking where to start
  // what the skill is preparing, in its words or the person's own earlier ones, asks the skill for its next step; it was
  // answered aside as a company question («В документах компании нет ответа…»).
  if (NEXT_STEP.test(input.message) && !ABOUT_WORK.test(input.message) && !!deps.skillText && (shared(input.message, deps.skillText(active)) || told.some((t) => shared(input.message, t)))) return d;
  if (asksInClause && /[а-яё]/i.test(input.message) && contentStems(input.message).length >= 3 && !sharedOwn(input.message, asked, told) && !!deps.skillText
    && ownShare(input.message, deps.skillText(active)) < 0.5 && redFlags(input.message, "ru").length === 0) {
    const free = await deps.routeFree({ ...input, state: { ...input.state, skill: null } });
    if (!(free.outcome === "skill" && free.skill === active)) return answeredAside(d, active, "a question mostly in words the skill does not use, which the skill would not be chosen for");
  }
  if ((asks || yesNo) && !shared(input.message, lastQuestion(asked) || asked)) {
    // A question in none of the skill's words («а сколько дней больничного?» inside fitness) is the company's
    // even when the documents only partly answer it; «сколько калорий в обеде?» inside calories is the skill's.
    // So is a yes/no question the documents speak to: it was never an answer to the skill's question.
    const foreign = !!deps.skillText && !shared(input.message, deps.skillText(active));
    // «А больничный полностью оплачивают?» inside health names «больничный», one word of the skill's procedure: a
    // question most of whose words are not the skill's is no reply either (walk 11b: it was recorded as an illness).
    const mostlyForeign = !!deps.skillText && ownShare(input.message, deps.skillText(active)) < 0.5;
    const score = await deps.documentsScore(input.message, foreign || yesNo);
    if (score !== null) {
      return answeredAside(d, active, `a question the documents answer (top score ${score.toFixed(3)}) sharing no word with the skill's question`);
    }
    // «да мне не лечиться, мне про работу — кому звонить и что с больничным?»: the person says the question is about work.
    // «сколько дней отпуска по уходу за ребёнком можно взять у нас?»: «у нас» with words mostly not the skill's is the company.
    if (mostlyForeign && OUR.test(input.message)) return answeredAside(d, active, "a question about the company's own, mostly in words the skill does not use");
    // «а можно без гречки?» after the skill's menu, «а если добавить бег?» after its plan (walk 13b got the documents'
    // refusal naming HR): a question about what the skill's last turn said goes on with the skill. Only the documents'
    // answer, above, takes it aside. («А больничный оплачивают?» inside health names nothing the skill said.)
    if (shared(input.message, asked)) {
      // «thanks! now how many calories should I eat per day to lose weight?» inside fitness (walk 20b) repeats the goal the
      // skill noted, yet asks what to eat: a cue of another skill's own («eat») that the active one's cues lack, in a
      // question the free routing enters that skill on, is that skill's work asked for outright.
      const free = await deps.routeFree({ ...input, state: { ...input.state, skill: null } });
      if (asksOthersOwn(input.message, active, free)) {
        return { ...free, reasons: [...d.reasons, ...free.reasons, `skill «${active}» left for «${free.skill}»: the question names that skill's own cue`] };
      }
      return d;
    }
    // «btw how many vacation days do we get?», «куда писать, если ноут сломался?»: a question for the company's
    // people or about a broken thing, in none of the skill's words, is no reply: the documents answer it or name whom to ask.
    if (foreign && (OUR.test(input.message) || (TROUBLE_REPORT.test(input.message) && WHERE_WHOM.test(input.message)) || (WHO_ASKED.test(input.message.trim()) && contentStems(input.message).length >= 2))) {
      return answeredAside(d, active, "a question for the company's people in none of the skill's words");
    }
    // «сколько держать инструменты в дезрастворе?» inside health (walk 11c got the health summary again): a question in
    // none of the skill's words nor its question's is the company's; the documents answer it or name whom to ask.
    // A figure («а почему 1/2?») answers the skill's quiz, and an English reply is read by the skill's own words only.
    // «как складывать с разными знаменателями» inside the tutor is the skill's: only a question about a thing the
    // documents hold is the company's.
    if (foreign && asks && !/\d/.test(input.message) && /[а-яё]/i.test(input.message) && contentStems(input.message).length >= 2
      && (await deps.documentsScore(input.message, "held")) !== null) {
      return answeredAside(d, active, "a question in none of the skill's words about a thing the documents hold");
    }
    // «Оплатят ли мне курсы английского?», «Ты кто?» to «С какого дня это началось?»: a question of its own, mostly in
    // words the skill does not use, is never a fact for the skill: the documents answer it or name whom to ask.
    // A wh-question («а сколько дней?», «почему нельзя сложить сверху и снизу?») may be the skill's own topic: only a
    // yes/no question or a word to the assistant is judged so.
    if (mostlyForeign && (yesNo || yesNoClause || isPhatic(input.message))) {
      return answeredAside(d, active, "a question of its own, mostly in words the skill does not use");
    }
    // An English question is read against the skill's Russian words, which it never shares: «a stranger came to pick up a
    // child, what do I do» inside health (walk 20a) is judged by the talk in the chat instead — in none of its words, what
    // the skill asked nor what the person told it, it is no reply: the documents answer it or name whom to ask.
    const talk = input.history.slice(-8).map((m) => m.content).join(" ");
    if (asks && !/[а-яё]/i.test(input.message) && !/[а-яё]/i.test(asked) && contentStems(input.message).length >= 2 && !shared(input.message, talk)) {
      return answeredAside(d, active, "an English question in none of the words of the skill's talk");
    }
  }
  if (contentStems(input.message).length < 2) return d;
  // «штраф за опоздание», «сканер не работает» inside health: no question form, but in none of the skill's words
  // nor its question's, and the documents answer it: the company's matter, answered with the skill kept.
  // Two words of its own at least, a time said aside («со вчера, после обеда» answers «с какого дня…?»).
  const topical = words(input.message).filter((w) => !isStopword(w) && !isDeicticTime(w)).length >= 2;
  // «мне 34 года, рост 180, вес 92, хожу в зал…» to the nutrition skill: it gives the skill facts it asked for.
  if (deps.fillsInterview?.(input.message)) return d;
  if (!asks && topical && deps.skillText && !shared(input.message, deps.skillText(active)) && !shared(input.message, asked) && !OPENS_REPLY.test(input.message.trim())) {
    const score = await deps.documentsScore(input.message, false);
    if (score !== null) {
      return answeredAside(d, active, `the documents answer a message in none of the skill's words (top score ${score.toFixed(3)})`);
    }
  }
  const free = await deps.routeFree({ ...input, state: { ...input.state, skill: null } });
  // «объясни дроби ребёнку 5 класса» inside the nutrition skill asks for another skill's work, clearly
  // (three words or more, and routing alone enters that skill): the person switches, the answer is not recorded.
  // A reply holding a word of the skill's own question answers it («хочу похудеть, занимаюсь дома» to «Какая цель
  // тренировок: похудеть, …?»), even when its words are another skill's too.
  // «yes, my lower back hurts…» to «Any injuries, back or joint pain?»: a reply opening with yes or no answers the question.
  const replies = OPENS_REPLY.test(input.message.trim());
  // Only a request leaves: «Работаю в офисе, спортом не занимаюсь, не ем рыбу» to the nutrition skill, «Срок 3 года,
  // арендодатель может поднять ставку» to the contract review tell the skill about the person's case, whatever
  // another skill's words they hold (walk 11b: they switched to fitness and to the cash-flow forecast).
  if (free.outcome === "skill" && free.skill && free.skill !== active && free.skill !== "none" && !replies && requestsWork(input.message) && contentStems(input.message).length >= 3 && !shared(input.message, lastQuestion(asked))) {
    return { ...free, reasons: [...d.reasons, ...free.reasons, `skill «${active}» left for «${free.skill}»: the message asks for that skill's work`] };
  }
  const tool = free.outcome === "tool" && free.tools.length ? free.tools[0].name : null;
  const cue = tool ? free.cues?.[tool] : undefined;
  // A router that reports cues (the embedded one) must have named both for this very tool: a documents search
  // standing in for a reply the router read into «ответ 1/3, правильно?» is no request. A model names none.
  // It must also ask for it: «закрыл две сделки, провёл встречу с Альфой» to the weekly report tells what was done
  // (walk 13b: the calendar ran), «купил неделю назад, чек есть» to a returns skill answers it (the catalogue ran).
  // «и ещё яблоко съел на полдник» after a documents answer given aside: the embedded router's follow-up of that search
  // («follow-up of …») continues the last tool because the message named none; that is no request for it either.
  const followUp = free.modelRaw?.startsWith("follow-up of ") === true;
  const explicit = tool && !followUp && !free.verbOnly?.includes(tool) && (free.cues ? !!cue && cue.verbs.length > 0 && cue.objects.length > 0 && requestsWork(input.message) : free.modelCalls.some((c) => c.name === tool));
  if (!explicit) return d;
  // «так напиши уже сам ответ» inside the complaint reply: the letter the skill itself writes is asked for, not a reply to
  // whatever letter the mailbox holds (walk 19b drafted one to HR's «График отпусков»). A letter named («ответь Петрову»,
  // «на письмо от бухгалтерии») is the tool's.
  if (MAKES.has(tool) && deps.skillTools?.(active).includes(tool) && !senderIn(input.message) && !/[«"]/u.test(input.message)) {
    return { ...d, reasons: [...d.reasons, `${tool} set aside: skill «${active}» makes it from what it was told`] };
  }
  return { ...free, reasons: [...d.reasons, ...free.reasons, `skill «${active}» kept on the badge: an explicit request for ${tool}`] };
}


/**
 * True when the free routing entered another skill on a cue object the active skill's own cues do not hold («eat»,
 * «норму калорий» beside fitness): words both skills share («lose weight») decide nothing.
 */
function asksOthersOwn(message: string, active: string, free: Decision): boolean {
  if (free.outcome !== "skill" || !free.skill || free.skill === active || free.skill === "none") return false;
  const tok = tokens(message);
  const mine = new Set(cueHits(builtInCues(), active, tok).objects);
  return cueWeight((free.cues?.[USE_SKILL]?.objects ?? []).filter((o) => !mine.has(o))) >= 1;
}

/** A request for work: an imperative first («объясни дроби…»), a wish or need («хочу…», «нужен план…»), a polite command or a question. */
function requestsWork(message: string): boolean {
  const text = message.trim().replace(ASIDE, "");
  // The imperative test reads Russian endings; an English message («Explain fractions to my kid») is judged as before.
  if (!/[а-яё]/i.test(text)) return true;
  // «а теперь найди письма…», «ну и покажи…»: joining words before the verb.
  const bare = text.replace(/^(?:(?:а|и|ну|так|теперь|тогда|ещё|еще|также|пожалуйста|будь\s+добр[аы]?|now|and|then|please)[\s,]+)+/iu, "");
  return opensWithImperative(bare) || WISH.test(text) || opensAsQuestion(bare);
}

const WISH = /^(?:а\s+)?(?:теперь\s+|еще\s+|ещё\s+)?(?:я\s+|мне\s+|нам\s+)?(?:хочу|хотел\p{L}*|хотим|нужн\p{L}*|надо|помоги\p{L}*|давай\p{L}*|можешь|можете|could you|can you|i want|i need|help me|please)(?![\p{L}])/iu;

/** The share of a message's content words that a text (the skill's own words) holds. */
function ownShare(message: string, text: string): number {
  const mine = [...new Set(contentStems(message))];
  if (!mine.length) return 0;
  const theirs = new Set(contentStems(text));
  return mine.filter((w) => theirs.has(w)).length / mine.length;
}
