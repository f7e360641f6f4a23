import { isPercentWord, words } from "./tokens.ts";
import { isOrdinal, numeralOf } from "./numerals.ts";
import { labelledCells } from "./row-cells.ts";
import { looksLikeVerb } from "./verb-forms.ts";

/**
 * Questions that ask for a measure — a time, a period, an amount, a speed — and the words that only
 * say which measure is asked for. «Как часто менять пароль?» is answered by «каждые 90 дней», a
 * sentence that never says «часто»: the adverb is part of the question's form, like «сколько» or
 * «когда», not the thing asked about. What the answer must hold instead is a figure.
 *
 * Where the words come from: Russian grammar's closed class of adverbs of time, frequency, speed,
 * duration, distance and degree (наречия времени и меры: Русская грамматика, 1980, §§ 1680–1700) that
 * combine with «как», «насколько» and «за сколько» to ask for a measure, and their English «how …»
 * counterparts. It is a grammatical class written out once, not drawn from any pilot or test set.
 */
const MEASURE_ADVERBS = new Set(
  `часто редко быстро медленно долго скоро рано поздно заранее загодя далеко близко много мало
   дорого дешево сильно срочно оперативно давно надолго
   often frequently fast quickly soon long early late far much many`.split(/\s+/),
);

/**
 * «Сколько стоит…?», «how much does it cost»: the verb of price (стоить, cost) only says the figure asked
 * for is an amount of money, which the answer gives as one («платное — 500 рублей»).
 */
// «сколько платят за ночную смену», «how much do they pay»: the pay asked for is met by the sum, as a price is.
const PRICE_VERBS = new Set(`стоит стоят стоить стоило стоила стоили стоил cost costs платят платит заплатят заплатит доплачивают
  доплатят доплатит платить заплатить доплатить доплачивать платили платил платила заплатили
  получает получают получаю получаешь получим получит получат зарабатывает зарабатывают зарабатываю зарабатываешь
  получать получаем получаете получу получишь получите получал получала получали
  зарабатывать зарабатываем зарабатываете заработать заработаю заработаешь заработает заработаем заработаете заработают
  pay pays paid earn earns`.split(/\s+/));
// «сколько получает наставник?» asks for the wage (Ожегов: получать — иметь заработок; зарабатывать): a sum meets it, and a
// count of shifts beside the mentor («после стажировки 10 смен с наставником») does not (session 30, warehouse's mentor).
// The rest of both verbs' paradigms as Зализняк's dictionary conjugates them: «сколько я буду получать за смену» was answered
// with the shift's length (lead's walk 38), the infinitive after «буду» unlisted.

/**
 * Phase verbs (фазовые глаголы: начинаться, заканчиваться, открываться, закрываться, and English begin,
 * start, end, finish, open, close) in a question asking «во сколько / когда» ask for the bound of a period,
 * which the answer gives as a figure («с 9:30 до 18:30»), not with the verb. Matched by their stems.
 */
const PHASE_VERB = /^(?:начина\p{L}*|начн[уеёи]\p{L}*|начал(?:ся|ась|ось|ись|а|о|и)?|заканчива\p{L}*|законч[иу]\p{L}*|оканчива\p{L}*|конча\p{L}*|кончи\p{L}*|открыва\p{L}*|откро\p{L}*|закрыва\p{L}*|закро\p{L}*|begins?|began|starts?|ends?|finish(?:es)?|opens?|closes?)$/u;

/**
 * «к какому часу приходить на смену», «во сколько уходить со смены»: coming to a period («выйти на работу», «заступить на
 * смену») is its start, leaving it its end (the ingressive sense of motion to an event), asked as a phase verb is and met
 * by the bound the answer gives («с 20:00»). Only with «на/с» after it: «когда получка приходит?» is money arriving.
 */
const COMING_TO = /^(?:приход|прийт|прид[уеёя]|пришл|выход|выйт|выйд|заступ|уход|уйт|уйд)\p{L}*$/u;
/** A verb of coming to a period or leaving it («приходить», «заступать», «уходить»): see COMING_TO. */
export const isComingTo = (word: string): boolean => COMING_TO.test(word);

/**
 * Nouns that name a measure (срок, момент, сумма, лимит, размер, стоимость, цена, время, период, продолжительность,
 * количество, число (a day of the month: «какого числа»); term, amount, limit, size, cost, price, time, period, duration, number): after «какой» or «how
 * much / what» they say which figure is asked for, as «часто» does. «Штраф» is a sum too (Ожегов: денежное взыскание):
 * «какой штраф за просрочку» is the fines table's «5 руб.», not the line on who is let off it (walk 30b).
 */
const MEASURE_NOUN = /^(?:срок|момент|сумм|лимит|размер|стоимост|цен[аыуе]?$|штраф|врем|период|продолжительност|длительност|количеств|числ(?:о|а|у)$|term|amount|limit|size|cost|price|time|period|duration|number)/;
/** «время», «срок», «стоимость»: a noun naming a measure, which a figure meets rather than the word itself. */
export const isMeasureNoun = (word: string): boolean => MEASURE_NOUN.test(word);
// «который» asks «which one» of an ordered series, as «какой» does (Русская грамматика 1980, § 1709: «К которому часу?»).
const WHICH = /^(?:как(?:ой|ая|ое|ую|ого|ом|ому|им|ие|их|ов|ова)|котор(?:ый|ого|ому|ом|ая|ую|ой)|сколько|what|which)$/;

/** An adverb of measure closing a question by itself («…, надолго?», «это далеко?»). */
const ASKED_ADVERB = /(?:^|[\s,—–-])(?:это\s+)?(?:надолго|долго|далеко|скоро|дорого)\s*\?+\s*$/u;

/** The oblique forms of «сколько» («до скольки», «скольким»), which stopword lists keep only in the nominative. */
const QUANTIFIER = /^скольк(?:и|их|им|ими)$/;

/** True for an oblique form of «сколько»: a word of the question's form, which the spelling dictionary may not list. */
export const isQuantifierForm = (word: string): boolean => QUANTIFIER.test(word);

// The interrogative forms that ask for a figure: how many / much, when, at what time, by what date, how + adverb.
const ASKS_MEASURE = /(?:^|[^\p{L}])(?:сколько|скольки|почем|почём|когда|насколько|какой срок|какие сроки|в какой срок|до какого (?:числа|времени|срока)|к как(?:ому|ой) (?:сроку|времени|дате|числу)|(?:с|со|к|до|после)\s+(?:как|котор)(?:ого|ому)\s+час[ау]|(?:с|со|после)\s+(?:как|котор)ого\s+(?:времени|момента)|какого числа|какое число|каких чисел|what date|через какое время|(?:в|по)\s+как(?:ие|им|ой)\s+(?:дн(?:и|ям)|день)|(?:on\s+)?(?:which|what)\s+days?|how (?:much|many|long|often|soon|fast|quickly|early|late|far)|when|what time)(?![\p{L}])/iu;
const HOW_ADVERB = /(?:^|[^\p{L}])(?:как|насколько|сколько|how)\s+(\p{L}+)/giu;

/** Whether the question asks for a measure (a time, a period, an amount), so its answer holds a figure. */
export function asksForMeasure(question: string): boolean {
  const q = question.toLowerCase().replaceAll("ё", "е");
  if (ASKS_MEASURE.test(q)) return true;
  // «меня заблочило, надолго?», «это далеко?»: an adverb of measure asked on its own is the question «на сколько?».
  if (ASKED_ADVERB.test(q)) return true;
  return [...q.matchAll(HOW_ADVERB)].some((m) => MEASURE_ADVERBS.has(m[1]));
}

/**
 * Measure nouns that name a figure the question itself gives («сумма больше 300 тысяч», «срок до 5 дней»):
 * the figure is what the evidence must hold, the noun only says what kind of figure it is.
 */
export function figureNouns(question: string): Set<string> {
  const ws = words(question);
  return new Set(ws.filter((w, i) => MEASURE_NOUN.test(w) && ws.slice(i + 1, i + 4).some((n) => /^\d/.test(n))));
}

/**
 * The words of a measure question that only name the measure asked for («часто», «быстро», «заранее»):
 * adverbs of the class above, in a question that asks for a measure. Empty for any other question.
 */
/**
 * «цена обвязки в прокате», «стоимость абонемента?»: a message that is a noun phrase headed by a price noun (номинативное
 * предложение, Русская грамматика 1980, § 2230) asks the price as «сколько стоит…» does, and the price noun is the measure,
 * not the thing priced (lead's walk 53 was hedged so). The heading noun, or null.
 */
function priceHeading(question: string): string | null {
  const said = words(question);
  return said.length > 1 && PRICE_NOUN.test(said[0]!) && !said[0]!.startsWith("штраф") && !said.some((w) => looksLikeVerb(w)) ? said[0]! : null;
}

export function measureWords(question: string): Set<string> {
  const ws = words(question);
  const heading = priceHeading(question);
  if (heading) return new Set([heading]);
  const nouns = measureNouns(question);
  if (!nouns.length && !asksForMeasure(question)) return new Set();
  return new Set([...nouns, ...ws.filter((w, i) => MEASURE_ADVERBS.has(w) || PHASE_VERB.test(w) || (TAKES_TIME.test(w) && !nouns.length) || QUANTIFIER.test(w) || (COMING_TO.test(w) && /^(?:на|с|со)$/.test(ws[i + 1] ?? "")))]);
}

/**
 * «сколько это займёт?», «how long does it take»: to take (Ожегов: занять — потребовать для себя какое-н. время) only says
 * the figure asked is a length of time, which the answer gives («в течение 3 рабочих дней») without the verb. With a noun of
 * measure beside it («сколько времени занимает проверка») the noun says so, and the verb stays a word the answer may share
 * («Проверка занимает до 3 рабочих дней»; furniture q13).
 */
const TAKES_TIME = /^(?:займ[её]т|займут|занима(?:ет|ют)|заняло|занял[аи]?|takes?|took)$/u;

/**
 * «за сколько предупредить?», «за сколько дней уведомлять?»: to give notice is to tell beforehand (Ожегов: предупредить —
 * «заранее известить»), so after «за сколько» the verb asks how far ahead, as «заранее» does, and is met by the lead time a
 * rule states («не позднее чем за 14 календарных дней») as well as by a verb of telling (walk 26a R12 was hedged for it).
 */
const NOTICE_VERB = /^(?:предупре[дж]\p{L}*|уведом\p{L}*)$/u;
const LEAD_TIME = /(?<![\p{L}])за\s+скольк/iu;

/**
 * «за сколько писать заявление на отпуск?» asks a figure governed by «за»: how far ahead, or how long a thing takes. A
 * figure said after the same preposition («не позднее чем за 14 календарных дней до начала», «готовит за 3 рабочих дня»)
 * answers it; one after «до» («до 14 календарных дней в год» of the unpaid leave) states a limit (kodservice k17).
 */
export const asksFigureAfterZa = (question: string): boolean => LEAD_TIME.test(question);
const FIGURE_AFTER_ZA = /(?<![\p{L}])за\s+(?:\d|(?:один|одну|два|две|три|четыре|пять|шесть|семь|восемь|девять|десять|полчаса|сутки)(?![\p{L}]))/iu;
export const statesFigureAfterZa = (sentence: string): boolean => FIGURE_AFTER_ZA.test(sentence);

/** The verbs of giving notice in a «за сколько» question (see NOTICE_VERB). */
export function noticeWords(question: string): Set<string> {
  return LEAD_TIME.test(question) ? new Set(words(question).filter((w) => NOTICE_VERB.test(w))) : new Set();
}

/** «минимальная», «максимального», «minimal»: the adjectives of a bound, which name a bound of the noun they go with. */
const BOUND_ADJECTIVE = /^(?:(?:миним|максим)альн\p{L}+|minimal|maximal|minimum|maximum)$/u;
export const isBoundAdjective = (word: string): boolean => BOUND_ADJECTIVE.test(word);

/**
 * «Какой лимит…», «в какой срок», «на какую сумму»: a noun naming a measure, asked for by «какой», is the form of the question.
 * «Какие тут сроки»: one word may stand between the interrogative and its noun.
 */
export function measureNouns(question: string): string[] {
  const ws = words(question);
  // «минимальная сумма» names its figure as «какая сумма» does.
  return ws.filter((w, i) => MEASURE_NOUN.test(w) && ws.slice(Math.max(0, i - 2), i).some((p) => WHICH.test(p) || isBoundAdjective(p)));
}

/**
 * «где лежит аптечка», «где находится бухгалтерия», «где сидит нотариус», «where is the first-aid kit kept»: after «где» a
 * verb of being somewhere (бытийные глаголы положения: находиться, лежать, стоять, сидеть, висеть, храниться,
 * располагаться; be located, be kept) only asks for the place, which the answer names without the verb.
 */
const PLACE_VERB = /^(?:наход\p{L}*|лежит|лежат|лежал\p{L}*|стоит|стоят|сидит|сидят|висит|висят|хран\p{L}*|располага\p{L}*|расположен\p{L}*|located|kept|stored)$/u;
const WHERE = /(?:^|[^\p{L}])(?:где|where)(?![\p{L}])/iu;

/**
 * «кто у нас отвечает за форму», «who handles patient complaints»: after «кто» a verb of being in charge
 * (отвечать за, заниматься, вести, курировать; handle, be responsible, be in charge) only asks for a person
 * or a service, which the answer names («завхоз», «служба качества») without the verb.
 */
const CHARGE_VERB = /^(?:отвечает|отвечают|занимается|занимаются|ведет|ведут|курирует|курируют|handles?|responsible|charge|manages?)$/u;
const WHO = /(?:^|[^\p{L}])(?:кто|who)(?![\p{L}])/iu;

/** Whether the question asks «где» / «where». */
export const asksWhere = (question: string): boolean => WHERE.test(question);

/** The verbs of a «где» question that only ask for a place (see PLACE_VERB). */
export function placeWords(question: string): Set<string> {
  return WHERE.test(question) ? new Set(words(question).filter((w) => PLACE_VERB.test(w))) : new Set();
}

/**
 * «кому звонить по расчётному листку?», «куда писать, если…»: after «кому», «куда» a verb of turning to someone only
 * asks whom, which the answer names («расчётный отдел, zp@…») without the verb.
 */
const TURN_VERB = /^(?:звонить|позвонить|писать|написать|обращаться|обратиться|сообщать|сообщить|жаловаться|пожаловаться|идти|пойти)$/u;
const WHOM = /(?:^|[^\p{L}])(?:кому|куда)(?![\p{L}])/iu;

/**
 * «кто подписывает заявление на отпуск»: the doer asked by the nominative «кто», «who». When the verb said of that doer is
 * held by no document, what is left («заявление на отпуск») is met by any rule on the thing; only a sentence naming
 * someone answers who does it.
 */
export const asksDoer = (question: string): boolean => WHO.test(question);

/** The verbs of a «кто» or «кому» question that only ask who is in charge or whom to turn to: the answer must name someone. */
export function chargeWords(question: string): Set<string> {
  const ws = words(question);
  return new Set([...(WHO.test(question) ? ws.filter((w) => CHARGE_VERB.test(w)) : []), ...(WHOM.test(question) ? ws.filter((w) => TURN_VERB.test(w)) : [])]);
}

// A surname in -ов/-ев/-ин/-ын or -ский/-цкий in any case (Русская грамматика 1980, § 1228: фамилии склоняются по смешанному
// типу): «к Марине Ковалёвой», «Иванову», «у Петровских» name someone as the nominative does.
const SURNAME = "(?:(?:ов|ев|ёв|ин|ын)(?:а|у|ым|ом|е|ой|ою|ы|ых|ыми)?|(?:ск|цк)(?:ий|ая|ого|ому|им|ом|ой|ую|ие|их|ими))";
// Someone named: an e-mail address, a first name and surname, or a role or service (руководитель, директор,
// служба, отдел, поддержка, завхоз…; manager, head, department…), as documents name whom a matter belongs to.
// A surname with initials, before or after it («Ощепкова А.», «П. А. Коновалов»: ГОСТ Р 7.0.97-2016 writes initials so), is
// someone named too (walk 30b: the roster's «вечер „Новогодние чтения“ ведёт Ощепкова А.» answered no «кто ведёт…?»).
const SOMEONE = new RegExp(`(?:[\\w.+-]+@[\\w-]+\\.[\\w.-]+|(?<![\\p{L}])\\p{Lu}\\p{Ll}+${SURNAME}\\s+\\p{Lu}\\.|(?<![\\p{L}])\\p{Lu}\\.\\s?(?:\\p{Lu}\\.\\s?)?\\p{Lu}\\p{Ll}+${SURNAME}(?![\\p{L}])|(?<![\\p{L}])\\p{Lu}\\p{Ll}+\\s+\\p{Lu}\\p{Ll}+(?:${SURNAME}|ий|ая)(?![\\p{L}])|(?<![\\p{L}])(?:руководител\\p{L}*|директор\\p{L}*|менеджер\\p{L}*|начальник\\p{L}*|заведующ\\p{L}*|служб\\p{L}*|отдел(?!ьн)\\p{L}*|бухгалтер\\p{L}*|администратор\\p{L}*|специалист\\p{L}*|завхоз\\p{L}*|инженер\\p{L}*|координатор\\p{L}*|ответственн(?:ый|ая|ого|ому|ым|ые|ых|ой)|секретар\\p{L}*|юрист\\p{L}*|кадровик\\p{L}*|поддержк\\p{L}*|диспетчер\\p{L}*|manager|director|head\\s+of|department|officer|team\\s+lead|coordinator)(?![\\p{L}]))`, "u");

/**
 * A number given to call («Позвоните по номеру 101 или 112», «звоните 112», «call 101»): whom «куда звонить» asks for is
 * the service at that number (walk 26a: «пожар куда звонить» was hedged over the fire section, its call step unpicked).
 */
const NUMBER_TO_CALL = /(?<![\p{L}])(?:(?:по)?звон\p{L}*|call|dial|ring)(?![\p{L}])[^.;]{0,25}?\+?\d{2,}|(?<![\p{L}])по\s+(?:номеру|телефону)\s+\+?\d{2,}/iu;

/**
 * A trade named by its agent noun in «-щик», «-щица», «-ист» (Русская грамматика 1980, суффиксы лица: обжигальщик, кладовщик,
 * упаковщица, флорист) is someone too: «Печь загружает и разгружает только обжигальщик» says who is in charge of the kiln (lead's
 * walk 51). In the nominative, the doer: «претензия поставщику не принимается» names no one to write to (walk32's
 * leave-one-out, the contacts out). Not «-тель» or «-чик», which name instruments as often (огнетушитель, счётчик). Returned
 * as the words, lowercased: the answer's someone is one the question does not name itself (answerability.ts).
 */
const AGENT_NOUN = /(?<![\p{L}])\p{L}{3,}(?:щики?|щицы?|исты?)(?![\p{L}])/gu;
export function agentNouns(text: string): string[] {
  return [...text.toLowerCase().replaceAll("ё", "е").matchAll(AGENT_NOUN)].map((m) => m[0]);
}

/** Whether a text names someone a matter belongs to (see SOMEONE), or a number to call. */
export function namesSomeone(text: string): boolean {
  return SOMEONE.test(text) || SOMEONE.test(text.toLowerCase()) || NUMBER_TO_CALL.test(text);
}

/**
 * A postal address as Russian documents write one: a street word, abbreviated or not, then a name or number
 * («ул. Бутырская, 76», «Ленинский проспект, д. 5», «наб. Обводного канала»; ГОСТ Р 6.30 abbreviations).
 */
const ADDRESS = /(?<![\p{L}])(?:ул\.|улиц[аеы]|просп\.|пр-т|пер\.|переул(?:ок|ке)|ш\.|шоссе|наб\.|набережн(?:ая|ой)|бульвар|б-р|пл\.|мкр\.?|микрорайон)[\s,]*(?:\p{Lu}|\d|«)|\p{Lu}\p{Ll}+(?:ий|ый|ой|ая)?\s+(?:проспект|шоссе|бульвар|переулок|набережная)(?![\p{L}])|\p{L}+\s+(?:[Ss]treet|[Aa]venue|[Rr]oad|[Ll]ane)(?![\p{L}])/u;

/** Whether a text gives an address (see ADDRESS). */
export function holdsAddress(text: string): boolean {
  return ADDRESS.test(text);
}

/** «какой адрес офиса», «адрес склада», «what is the address»: the word is met by an address written out. */
export const asksAddress = (word: string): boolean => /^(?:адрес|address)/.test(word);

/**
 * Physical quantities (расстояние, скорость, высота, длина, ширина, глубина, температура; distance, speed…)
 * asked for by «какой» or in a measure question, and the verb of price after «сколько»: the answer may
 * name them («скорость не более 5 км/ч») or give only the figure («не менее 15 м», «500 рублей»).
 */
// «what temp should the fridge be?»: «temp», informal for temperature (Merriam-Webster: temp, n. 1), as english-general.json reads it.
const QUANTITY = /^(?:расстояни|дистанци|высот|длин[аыуе]?$|ширин|глубин|температур|скорост|distance|height|length|width|depth|temperature|temps?$|speed)/;

/**
 * Each quantity with the units its figures are written in (SI and the units of everyday Russian writing, ГОСТ 8.417-2002):
 * an extent in metres or in characters (a password's length), a speed per hour or second, a temperature in degrees.
 */
const QUANTITY_UNITS: [RegExp, string, RegExp][] = [
  [/^(?:скорост|speed)/, "speed", /\d\s*(?:км\s*\/\s*ч|км\s+в\s+час|м\s*\/\s*с|km\s*\/\s*h|mph)(?![\p{L}])/iu],
  [/^(?:температур|temperature|temps?$)/, "temperature", /\d\s*(?:°|градус)|[+−-]\d+\s*(?:…|\.\.\.|до)\s*[+−-]?\d/iu],
  [/^/, "extent", /\d\s*(?:мм|см|дм|м|км|метр\p{L}*|километр\p{L}*|сантиметр\p{L}*|миллиметр\p{L}*|символ\p{L}*|знак\p{L}*|mm|cm|m|km|met(?:er|re)s?|characters?)(?![\p{L}\/])/iu],
];
const quantityOf = (w: string) => QUANTITY_UNITS.find(([re]) => re.test(w))![1];

/** The quantities a text gives a figure of, in their units (see QUANTITY_UNITS): «не менее 15 м» → extent. */
export function quantitiesIn(text: string): string[] {
  return QUANTITY_UNITS.filter(([, , said]) => said.test(text)).map(([, q]) => q);
}

/**
 * «какая температура должна быть в холодильнике?», «при какой температуре не гуляем?»: a physical quantity asked (see
 * QUANTITY), a figure the rules set. One told («температура 38») is the person's own reading and no question of a measure.
 */
export function asksQuantity(question: string): boolean {
  return [...figureMeasures(question).keys()].some((w) => QUANTITY.test(w));
}

export function figureMeasures(question: string): Map<string, "any" | "money" | `unit:${string}`> {
  const ws = words(question);
  const asked = asksForMeasure(question);
  const out = new Map<string, "any" | "money" | `unit:${string}`>();
  ws.forEach((w, i) => {
    const unit = unitOf(w);
    // A quantity is met by a figure in its unit («не более 5 км/ч»), not by any figure: a clock time is no speed, «2 шт.» no
    // distance (transit's leave-one-out: the pass office's hours answered the speed on the depot's grounds).
    if (QUANTITY.test(w) && (asked || ws.slice(Math.max(0, i - 2), i).some((p) => WHICH.test(p)))) out.set(w, `unit:${quantityOf(w)}`);
    else if (PRICE_VERBS.has(w) && asked) out.set(w, "money");
    // «с какого возраста берём детей»: an age is a count of years (Ожегов: возраст — количество прожитых лет), met by «Детей
    // принимают с 6 лет» though no document says «возраст» (lead's walk 51 refused it).
    else if (AGE.test(w)) out.set(w, "unit:year");
    // «сколько дней отпуска», «how many vacation days»: the unit counted is the figure's, met by a count in that unit
    // («28 календарных дней», «15 business days»), not the thing asked about (an English «days» in Russian documents
    // weighed more than «vacation» and picked the invoices' «5th working day»).
    else if (unit && ws.slice(Math.max(0, i - 3), i).some((p, k, a) => p === "сколько" || (p === "how" && /^(?:many|much)$/.test(a[k + 1] ?? "")))) out.set(w, `unit:${unit}`);
  });
  return out;
}

/**
 * «сколько ккал в попкорне?», «how many calories…»: the word «сколько» (or «how many / much») counts — the first word after
 * it, when it is no function word. What a figure of the answer must be a figure of (Русская грамматика 1980, § 1694:
 * «сколько» with the genitive of what is counted). Null when the question counts nothing so.
 */
export function countedWord(question: string): string | null {
  const ws = words(question);
  for (let i = 0; i < ws.length; i++) {
    const after = ws[i] === "сколько" ? i + 1 : ws[i] === "how" && /^(?:many|much)$/.test(ws[i + 1] ?? "") ? i + 2 : -1;
    if (after > 0 && ws[after] && !/^\d/.test(ws[after]!)) return ws[after]!;
  }
  return null;
}

const AGE = /^(?:возраст(?:а|у|ом|е|ы|ов|ам|ами|ах)?|age|ages)$/;

/** Units of time as counted, in both languages, each with the one name its counts are held by. */
const COUNTED: [RegExp, string][] = [
  [/^(?:дн(?:я|ей|и)?|день|сут(?:ки|ок)|days?)$/, "day"], [/^(?:недел(?:я|и|ь|ю)|weeks?)$/, "week"],
  [/^(?:месяц(?:а|ев)?|months?)$/, "month"], [/^(?:час(?:а|ов)?|hours?)$/, "hour"], [/^(?:минут(?:а|ы|у)?|minutes?)$/, "minute"],
  [/^(?:год(?:а)?|лет|years?)$/, "year"],
];
const unitOf = (w: string) => COUNTED.find(([re]) => re.test(w))?.[1] ?? null;

/**
 * The units a text counts in («28 календарных дней» → day, «15 business days» → day): a number, then the unit within two
 * words. A lead time is no amount of the thing: «за 3 дня до начала отпуска», «5 days before the trip» say when, not how
 * many days of leave (a blind set's «Сколько дней отпуска у учителей?» was answered by the holiday pay's deadline). Nor is
 * an ordinal («первого дня»).
 */
export function countedUnits(text: string): Set<string> {
  const ws = words(text.toLowerCase());
  const out = new Set<string>();
  ws.forEach((w, i) => {
    if (!(/^\d/.test(w) || numeralOf(w) !== null)) return;
    // «до первого дня отпуска»: an ordinal names which day, it counts none (numerals.ts isOrdinal).
    if (isOrdinal(w)) return;
    const at = ws.slice(i + 1, i + 4).findIndex((n) => unitOf(n));
    if (at < 0) return;
    const after = ws.slice(i + at + 2, i + at + 4);
    if ((ws[i - 1] === "за" && after.includes("до")) || after.some((n) => /^(?:before|prior|advance|ahead)$/.test(n))) return;
    out.add(unitOf(ws[i + 1 + at])!);
  });
  return out;
}

// A price: digits or a number word before a currency («500 рублей», «2 тыс. ₽», «€40»), a share of another
// price («50% стоимости», «полной стоимости суток»; a multiple of it, «рыночная стоимость × 3», «трёхкратная стоимость»: the
// library's lost book, walk 30b, was hedged as stating no sum), or a price of nothing («бесплатно»).
const MONEY = /(?:стоимост\p{L}*\s*[x×х]\s*\d|\d\s*[x×х]\s*(?:\p{L}+\s+)?стоимост|(?:двукратн|тр[её]хкратн|двойн|тройн)\p{L}*\s+(?:размере\s+)?стоимост|\d[\d\s.,]*\s?(?:₽|руб|р\.|евро|€|\$|долл|usd|eur|rub)|\d[\d\s.,]*\s?(?:тыс|млн)\p{L}*\.?\s*(?:₽|руб|р\.|евро|долл)|[€$]\s?\d|\d\s?%\s+(?:от\s+)?стоимост|(?:полн|половин)\p{L}*\s+стоимост|(?:^|[^\p{L}])(?:бесплатн\p{L}*|безвозмездн\p{L}*|free\s+of\s+charge|for\s+free|(?:is|are)\s+free)(?![\p{L}]))/iu;

/** «деньгами», «money», «cash»: the word of money itself, which a sum or a pay rule states without naming. */
export const namesMoney = (word: string): boolean => /^(?:деньг|денег|денеж|money$|cash$)/.test(word);

/** A share of pay («80% среднего заработка», «надбавка 40% к окладу»): a percentage beside a word of pay. */
const PAY_SHARE = /\d\s?%/u;
const PAY_WORD = /(?:^|[^\p{L}])(?:заработ\p{L}*|оклад\p{L}*|зарплат\p{L}*|пособи\p{L}*|надбавк\p{L}*|ставк\p{L}*|salary|wages?|pay)(?![\p{L}])/iu;
/**
 * Pay stated as a multiple of the usual («оплачивается в двойном размере», «в полуторном размере», «double pay», «time and
 * a half»): the Labour Code's way of saying how much work on a holiday or overtime is paid. A pay table writes the multiple on
 * the rate itself («двойная часовая ставка», «полуторный тариф»): lead's walk 48 hedged «сколько платят за работу в воскресенье».
 */
const PAY_MULTIPLE = /(?:^|[^\p{L}])(?:в\s+(?:двойном|полуторном|тройном|одинарном|двукратном|полуторакратном)\s+размере|(?:двойн|полуторн|тройн|двукратн|полуторакратн)\p{L}*\s+(?:\p{L}+\s+)?(?:ставк|тариф|оплат|оклад)\p{L}*|(?:double|triple)\s+(?:pay|rate)|time\s+and\s+a\s+half|(?:1[.,]5|2|3)\s*[x×х]\s+(?:pay|rate|оклад|ставк\p{L}*|тариф\p{L}*))(?![\p{L}])/iu;

/**
 * A table's cell under a column named in money («Цена, руб.: 1 650», «Стоимость, ₽: от 3 800»): a row read out as «header:
 * value» (ingestion's tables) states the unit once, in the header (walk 24a: «сколько стоит сушка?» over the price list).
 * The header may name the period the sum is per («Оклад, руб. в месяц: 52 000», «Ставка, руб./ч: 310»): a pay table's
 * (walk33: «сколько получает воспитатель» was hedged over the salary row as holding no money).
 */
const MONEY_COLUMN = /(?:₽|руб\p{L}*\.?|р\.|usd|eur|rub)(?:\s*(?:\/|в|за|per|a)\s*\p{L}{1,8}\.?)?\s*\)?\s*:\s*(?:от\s+|до\s+)?\d/iu;

/**
 * «Позиция: Хот-дог классический | … | Цена: 260»: a price list's column named by the measure itself («Цена», «Стоимость»,
 * «Price») holds an amount of money though its header names no currency (walk 28a: «скока стоит хотдог» was hedged over
 * the hot dog's row).
 */
const PRICE_CELL = /(?<![\p{L}])(?:цена|стоимость|price|cost)(?:\s*[,(][^:|]{0,24})?\s*:\s*(?:от\s+|до\s+)?\d/iu;

/** Whether a text states an amount of money or that a thing costs nothing. */
export function holdsMoney(text: string): boolean {
  return MONEY.test(text) || MONEY_COLUMN.test(text) || PRICE_CELL.test(text) || PAY_MULTIPLE.test(text) || (PAY_SHARE.test(text) && PAY_WORD.test(text)) || words(text).some((w, i, ws) => /^рубл|^доллар|^евро$/.test(w) && i > 0 && numeralOf(ws[i - 1]) !== null);
}

// Ordinal numerals («в первый рабочий день») and units of time and money («за неделю», «раз в месяц»)
// state a measure without a digit.
const ORDINAL = /^(?:перв|втор|трет|четверт|пят|шест|седьм|восьм|девят|десят)(?:ый|ой|ая|ое|ого|ому|ом|ую|ые|ых|ым|ыми)$/;
const UNIT = /^(?:секунд|минут|час|сут|дн|ден|недел|месяц|квартал|год|лет|полчаса|полгода|рубл|руб|евро|доллар|процент|first|second|third|minute|hour|day|week|month|quarter|year|ruble|euro|dollar|percent)/;

// Months and weekdays name a time too: «выплачивается в феврале», «по пятницам» answer «когда».
// The month stems written once for both readers; «май» / «may» is added by each (alone, «may» is a modal verb).
const MONTH_STEMS = "январ|феврал|март|апрел|июн|июл|август|сентябр|октябр|ноябр|декабр|january|february|march|april|june|july|august|september|october|november|december";
const CALENDAR_WORD = new RegExp(`^(?:${MONTH_STEMS}|ма[йяе]$|понедельник|вторник|сред[аыу]$|четверг|пятниц|суббот|воскресен|monday|tuesday|wednesday|thursday|friday|saturday|sunday)`);
/** A month's name in any case («мая», «декабря», «May»): with a day before it, a date. */
const MONTH_NAME = new RegExp(`^(?:${MONTH_STEMS}|ма[йяе]$|may$)`);
export const isMonthName = (word: string): boolean => MONTH_NAME.test(word);
// Frequency adverbs (ежедневно, еженедельно…; daily, weekly…) state a period as well: «Тест — ежедневно» answers «как часто».
const TIME_STEMS = "секунд|минут|час|сут|дн|ден|недел|месяц|квартал|год|лет|second|minute|hour|day|week|month|quarter|year";
const FREQUENCY = /^(?:ежедневн|еженедельн|ежемесячн|ежеквартальн|ежегодн|daily|weekly|monthly|quarterly|yearly|annually)/;
// A word is a unit of time by its own forms (Зализняк's paradigms of «секунда», «час», «день», «сутки», «неделя», «год»…), not by
// its first letters: «денежных средств», «часть расходов», «суточные» and «летний» name money, a share, a per diem and a
// season, and read as «день», «час», «сутки», «лет» they let «Клиент вправе… получить возврат денежных средств» say when a
// refund is made, while «Возврат производится в течение 10 рабочих дней» went unpicked (heldout-fitness, «в какой срок…»).
const UNIT_FORMS = [
  "секунд(?:а|ы|е|у|ой|ам|ами|ах)?", "минут(?:а|ы|е|у|ой|ам|ами|ах|ка|ку|ки)?", "час(?:а|у|е|ом|ы|ов|ам|ами|ах|ик|ика)?", "сут(?:ки|ок|кам|ками|ках)",
  "день", "дн(?:я|ю|[её]м|е|и|ей|ям|ями|ях)", "недел(?:я|и|е|ю|ей|ь|ям|ями|ях|ька|ьку|ьки)", "месяц(?:а|у|ем|е|ы|ев|ам|ами|ах)?",
  "квартал(?:а|у|ом|е|ы|ов|ам|ами|ах)?", "год(?:а|у|ом|е|ы|ов|ам|ами|ах)?", "лет",
  "seconds?", "minutes?", "hours?", "days?", "weeks?", "months?", "quarters?", "years?",
].join("|");
const TIME_UNIT = new RegExp(`^(?:${UNIT_FORMS}|полчаса|полгода)$|${FREQUENCY.source}`);

/**
 * Whether a text states a measure: digits, a number word («две недели»), an ordinal or a unit of time or
 * money. A measure of time (`kind` "time") is a clock time («9:30») or a unit of time («7 рабочих дней»,
 * «в первый рабочий день»): «10 000 рублей» does not answer «в какой срок».
 */
export function holdsFigure(text: string, kind: MeasureKind = "any"): boolean {
  if (kind === "span") return holdsSpan(text);
  if (kind === "duration") return RANGE.test(text) || holdsPeriod(text);
  if (kind === "time") return /\d{1,2}:\d{2}/.test(text) || words(text).some((w) => TIME_UNIT.test(w) || CALENDAR_WORD.test(w)) || TIME_CLAUSE.test(text);
  // A moment of the day is a clock time, or said by hours or the day's parts («за 2 часа до начала», «утром»); a count of
  // days («3 дополнительных календарных дня») never answers «во сколько».
  if (kind === "clock") return CLOCK_TIME.test(text) || DAY_TIME_WORD.test(text);
  if (kind === "when") return /\d{1,2}:\d{2}/.test(text) || holdsDate(text) || words(text).some((w) => CALENDAR_WORD.test(w) || ORDINAL.test(w) || FREQUENCY.test(w)) || anchoredMoment(rowValues(text)) || EVENT_ANCHORED.test(text);
  // A moment a thing starts from: a clock time, a date or an event («после окончания испытательного срока»); «в первый
  // рабочий день», «в течение 3 рабочих дней» or «4 часа» say when a thing is given or how long, not from what time.
  if (kind === "moment") return CLOCK_TIME.test(text) || holdsDate(text) || EVENT_ANCHORED.test(text);
  if (kind === "money") return holdsMoney(text);
  if (kind === "date") return holdsDate(text);
  if (kind === "days") return holdsDate(text) || words(text).some((w) => CALENDAR_WORD.test(w) || FREQUENCY.test(w) || DAY_NAME.test(w));
  const counted = text.replace(QUOTED_NAME, (q) => (words(q).length <= 6 ? " " : q));
  return /\d/.test(counted.replace(DESIGNATION, " ").replace(CALENDAR_DATE, " ")) || words(counted).some((w) => numeralOf(w) !== null || ORDINAL.test(w) || UNIT.test(w));
}

// A name in guillemets (a promotion's, a programme's, a firm's: «Третий круассан в подарок», «Тариф 500») names a thing, it
// states no figure: «сколько можно продавать круассаны» is not answered by «…не суммируется с акциями «Третий круассан в
// подарок»» (bakery's leave-one-out). A longer quotation (more than six words) is a rule quoted, and counts.
const QUOTED_NAME = /«[^«»]*(?:«[^«»]*»[^«»]*)?»/gu;

// A calendar date («от 1 марта 2025 г.», «01.03.2025», «2025 года») says when, it counts nothing: «сколько пекарен в сети» is not
// answered by a title's «редакция от 1 марта 2025 г» (bakery's leave-one-out, the memo that counts the bakeries left out).
// «Когда», «какого числа» are met by dates apart (kinds "when", "date", "days").
const YEAR = String.raw`(?<![\d.,])(?:19|20)\d{2}\s*(?:г\.?|года?|году)(?![\p{L}])`;
const DAY_MONTH = String.raw`(?<!\d)(?:[1-9]|[12]\d|3[01])(?:-?(?:го|е|ое|й|ого))?\s+(?:${MONTH_STEMS}|ма[яй])\p{L}*(?:\s+(?:19|20)\d{2}\s*(?:г\.?|года?|году)?)?`;
const CALENDAR_DATE = new RegExp(String.raw`${DAY_MONTH}|(?<![\d.])(?:0?[1-9]|[12]\d|3[01])\.(?:0[1-9]|1[0-2])\.(?:19|20)?\d{2}(?![\d.])|${YEAR}`, "giu");

// A form's or a model's designation («справка 2-НДФЛ», «огнетушитель ОП-5», «респиратор РПГ-67»: digits joined by a hyphen to
// an abbreviation in capitals, as ГОСТ Р 7.0.12 writes them) names a thing, it counts nothing: «сколько дней отпуска?» is not
// answered by «Отпуск, больничный, справки 2-НДФЛ — HR-менеджер» (kodservice k36 without its leave document).
const DESIGNATION = /(?<![\p{L}\d])(?:\d+-\p{Lu}{2,}|\p{Lu}{2,}-\d+)(?![\p{L}\d])/gu;

/**
 * A question's measure: "time" a time or a period; "span" both bounds of a period (it names a start and
 * an end: «начинается и заканчивается»); "duration" a length of time («сколько длится», «как долго»);
 * "money" an amount of money («сколько стоит», «какая цена»); "date" a day of the month («какого числа»); "any" any figure.
 */
export type MeasureKind = "time" | "when" | "moment" | "days" | "span" | "clock" | "duration" | "money" | "date" | "any";

/**
 * A moment of the day: a clock time («9:30», «18.00») or an hour said with a preposition («до 18 часов», «в 9 утра»,
 * «at 9 am», «с 8 до 17»). «до двух дней» or «за день» is a length, no answer to «во сколько».
 */
// The day's parts in the singular only: «утром», «до вечера» say a moment of one day; «кроме вечеров пятницы и субботы», «по
// утрам» say which days' evenings or mornings, no moment of the clock (lead's walk 52: «во сколько открывается арена в
// субботу» was answered by the staff's free skating «кроме вечеров пятницы и субботы»).
const DAY_TIME_WORD = /(?<![\p{L}])(?:час|часа|часов|минут\p{L}*|утр(?:о|а|у|ом|е)|вечер(?:а|у|ом|е)?|полдень|полудня|полночь|полуночи|hours?|minutes?|noon|midnight|morning|evening)(?![\p{L}])/iu;
const CLOCK_TIME = /(?<![\d.,])(?:[01]?\d|2[0-3])[:.][0-5]\d(?![\d.,]?\d)|(?<![\p{L}])(?:в|до|с|со|к|после|от|at|by|until|till|from)\s+(?:[01]?\d|2[0-3])(?:\s*(?:час\p{L}*|ч(?![\p{L}])|утра|вечера|дня|ночи)|\s*(?:am|pm|a\.m\.|p\.m\.|o'clock))|(?<![\p{L}])(?:с|со|от)\s+(?:[01]?\d|2[0-3])\s+(?:до|по)\s+(?:[01]?\d|2[0-4])(?![.,]?\d|\s*%|\s*\p{L})/iu;

/**
 * A length of time tied to a moment: «за 3 дня до начала», «через 6 месяцев после приёма», «в течение 10 рабочих дней»,
 * «раз в год», «не позднее 5 дней». «Когда» is answered so; a bare bound on a length («до 5 календарных дней в год»)
 * says how long, not when.
 */
const ANCHORED = new RegExp(String.raw`(?<![\p{L}])(?:за|через|спустя|в\s+течение|не\s+позднее(?:\s+чем)?(?:\s+за)?|не\s+ранее(?:\s+чем)?|не\s+позже(?:\s+чем)?(?:\s+за)?|раз\s+в|кажды[йеую]\p{L}*|in|within|after|every|once\s+a)\s+(?:\d+\s+|[\p{L}]+\s+){0,2}(?:${TIME_STEMS})\p{L}*`, "iu");

/**
 * «за» with units of time in the plural and no number says what is paid for, not a length: «надбавка 10% к окладу за
 * отработанные дни», «за ночные часы» (Русская грамматика 1980: «за» + accusative is a span of time only with a measure —
 * «за 3 дня», «за неделю»). Such a phrase is no moment (walk30's leave-one-out: «когда зарплата?» got the substitution bonus).
 */
const PAID_FOR = /^за\s+(?:[\p{L}]+\s+){0,2}(?:дни|часы|месяцы|годы|недели|смены|сутки)$/iu;
/**
 * A table row's values, its column labels dropped («Комиссия за месяц: до 150 000 руб. | Премия менеджера: 10%» → «до 150 000
 * руб. 10%»); any other text as it is. A label names what its column counts: «Комиссия за месяц» is the month's commission,
 * no length of time before a moment, and read as one the bonus table's three rows answered «а премия когда приходит?» ahead
 * of «Премия выплачивается … 10 числа следующего месяца» (lead's walk 42).
 */
function rowValues(text: string): string {
  const cells = text.includes(" | ") ? labelledCells(text) : [];
  return cells.length > 1 && cells.every(Boolean) ? cells.map((c) => c![2]!).join(" ") : text;
}
function anchoredMoment(text: string): boolean {
  const g = new RegExp(ANCHORED.source, "giu");
  const counted = (m: RegExpMatchArray) => /\d/.test(m[0]) || words(m[0]).some((w) => numeralOf(w) !== null);
  return [...text.matchAll(g)].some((m) => counted(m) || (!PAID_FOR.test(m[0]) && !countedOver(text.slice(0, m.index), m[0])));
}

/**
 * «Две обоснованные жалобы за квартал — внеплановая аттестация», «три замечания за месяц»: «за» with a unit and no number
 * right after a counted noun says over what span the count is counted (how many a quarter), not when a thing happens —
 * the lead time «за неделю до начала» has its «до», «предупредить за сутки» no count before it (dental's leave-one-out:
 * the complaints rule answered «когда у нас аттестация», the training rules out).
 */
function countedOver(before: string, span: string): boolean {
  if (!/^за\s/iu.test(span)) return false;
  const last = words(before).slice(-3);
  return last.some((w) => /^\d+$/.test(w) || numeralOf(w) !== null);
}

/**
 * A clause of time (придаточное времени, Русская грамматика 1980: когда, как только, после того как, до того как, прежде чем,
 * пока не) states when a thing is done by the condition that must hold: «Открывать печь можно, когда температура внутри
 * опустилась ниже 100 °C» answers «когда можно открывать печь» (lead's walk 51 hedged it as giving no time). «Когда» opens
 * such a clause after a modal predicative or at the sentence's start; after a verb of speech it is a question retold
 * («Администратор пишет клиенту, когда изделие можно забрать»), which says no time. A time to do a thing only (kind "time"):
 * «когда зарплата?» asks a pay day, which «…выплачивается вместе с зарплатой после того, как деньги клиента поступили» is not
 * (road h45a, the pay rules out).
 */
const TIME_CLAUSE = /(?:(?:^|[.!?]\s+)когда\s|(?<![\p{L}])(?:можно|нельзя|нужно|надо|следует|разрешается|допускается|необходимо|только)\s*,?\s+когда\s|(?<![\p{L}])(?:как\s+только|после\s+того,?\s+как|до\s+того,?\s+как|прежде\s+чем|пока\s+не)\s)/iu;

/**
 * A moment said by the event it follows or precedes: «после окончания испытательного срока», «до начала смены», «в день
 * выезда», «накануне», «в тот же день», «after the end of probation». «Когда дадут полис?» is answered so, with no digit.
 * «по итогам месяца» (Ожегов: итог — результат, подведённый в конце) is the end of the month as «по окончании» is: «а процент
 * с продаж когда?» is answered by «Процент с продаж начисляется по итогам месяца…» (walk 32).
 */
const EVENT_ANCHORED = /(?<![\p{L}])(?:(?:после|до|по|с\s+момента|со\s+дня|в\s+день|в\s+момент|при)\s+(?:окончани|завершени|начал|прохождени|подписани|закрыти|оформлени|выход|при[её]м|увольнени|поступлени|истечени|получени|возвращени|сдач|выдач|выезд|прибыти|заезд|итог)\p{L}*|сразу\s+после|накануне|в\s+тот\s+же\s+день|(?:after|before|upon|at)\s+(?:the\s+)?(?:end|completion|start|beginning)\s+of)(?![\p{L}])/iu;

const CLOCK = /(?<!\d)\d{1,2}[:.]\d{2}(?!\d)/g;

// A period written as its bounds: «с 9:30 до 18:30», «9:00–18:00». Two moments in a row («в 11:30 — встреча, в 13:00 — обед») are not one.
const RANGE = /(?:(?:^|[^\p{L}])(?:с|от)\s+\d{1,2}[:.]\d{2}\s+(?:до|по)\s+\d{1,2}[:.]\d{2}|\d{1,2}[:.]\d{2}\s*[–—-]\s*\d{1,2}[:.]\d{2})/iu;

/** Both bounds of a period: two different clock times («с 10:00 до 19:00», «начинается в 10:00 и заканчивается в 19:00»). */
function holdsSpan(text: string): boolean {
  return new Set(text.match(CLOCK) ?? []).size >= 2 || ROTATION.test(text);
}

/**
 * A shift rotation («по графику 2 через 2», «сутки через трое», «день через день», «5/2»): the working pattern a «график
 * работы» names as well as its hours do (lead's walk 42 hedged «Менеджер работает по графику 2 через 2…»).
 */
const ROTATION = /(?<![\p{L}\d])(?:\d{1,2}|сутки|день|ночь)\s+через\s+(?:\d{1,2}|день|ночь|дво[её]|тро[её]|двое|трое)(?![\p{L}\d])|(?<![\d/])[1-7]\/[1-7](?![\d/])/iu;

/**
 * A length of time: a number with a unit of time («60 минут», «три месяца», «в течение 10 рабочих
 * дней»), or a unit that is a length by itself («полчаса», «сутки», «в течение месяца»). A clock time
 * («в 13:00») is a moment, not a length: its digits are set aside first.
 */
/**
 * «допускаются сотрудники старше 18 лет»: an age bound («старше», «младше», «моложе», «не моложе» N лет; older, younger than)
 * is who may, not how long a thing lasts (lead walk 49 took it for the length of a traineeship, over «Стажировка длится 6 смен»).
 */
const AGE_BOUND = /(?<![\p{L}])(?:старше|младше|моложе|older\s+than|younger\s+than|under|over)\s+\d+\s*(?:лет|года?|years?)(?![\p{L}])/giu;
function holdsPeriod(text: string): boolean {
  const ws = words(text.replace(CLOCK, " ").replace(AGE_BOUND, " "));
  return ws.some((w, i) => {
    if (!TIME_UNIT.test(w)) return false;
    if (/^(?:полчаса|полгода|сутки|суток)$/.test(w) || ws[i - 1] === "течение") return true;
    // «Перерыв на обед — один час»: «один» agreeing with the unit counts it (numerals.ts leaves «один» out, as it also means
    // «alone», «the same»); «в один день» is the same day, no length (lead's walk 39 hedged the lunch break).
    if (/^(?:один|одна|одну|одно)$/.test(ws[i - 1] ?? "") && ws[i - 2] !== "в") return true;
    // «три дня» is a length; «первый рабочий день» is a day, not a length of one.
    return ws.slice(Math.max(0, i - 2), i).some((p) => /^\d+$/.test(p) || (numeralOf(p) !== null && !ORDINAL.test(p)));
  });
}

// The measure words that ask for a time: «срок», «время», «часто», «долго», «заранее», phase verbs, «до скольки».
const TIME_WORD = /^(?:срок|врем|период|продолжительност|длительност|term|time|period|duration|часто|редко|быстро|медленно|долго|скоро|рано|поздно|заранее|загодя|срочно|оперативно|давно|надолго|often|frequently|fast|quickly|soon|long|early|late|скольк[иих])/;

/** What figure a question asks for: a time when a measure word names one, any figure for «сколько», none otherwise. */
export function measureKind(question: string): MeasureKind | null {
  question = withoutWhenClause(question);
  const ws = [...measureWords(question)];
  // «Во сколько начинается и заканчивается…» asks for both bounds; one clock time answers half of it.
  if (ws.some((w) => START_VERB.test(w)) && ws.some((w) => END_VERB.test(w))) return "span";
  // «кто утверждает график работы?», «можно перейти на гибкий график работы?» ask who or whether, not the hours.
  if (HOURS_OF_WORK.test(question) && !WHO_OR_WHETHER.test(question)) return "span";
  if (DURATION.test(question)) return "duration";
  if (MOMENT_QUESTION.test(question)) return "moment";
  // «во сколько нужно быть на работе?», «до скольки работаем»: a moment of the day, not any time («до двух дней»).
  // English «what time» asks the clock with a «time» of its own, which names no period as «в какое время года» does: «What
  // time should I show up on my first day…?» was met by «…сообщить… в тот же день» (tune48a's leave-one-out, the memo out).
  const clockTime = (w: string) => w === "time" && /(?<![\p{L}])what\s+time(?![\p{L}])/iu.test(question);
  if (CLOCK_QUESTION.test(question) && !PRICED.test(question) && !ws.some((w) => TIME_WORD.test(w) && !/^скольк/.test(w) && !clockTime(w))) return "clock";
  if (ws.some((w) => TIME_WORD.test(w) || PHASE_VERB.test(w)) || (CLOCK_QUESTION.test(question) && !PRICED.test(question))) return "time";
  // «когда у нас зарплата?»: a moment, not a length («…до 5 календарных дней без сохранения зарплаты» is no answer).
  // «во сколько ему это обойдётся?», «сколько с него брать?»: a price (Ожегов: брать — получать в качестве платы).
  if (PRICE_ASKED.test(question)) return "money";
  if (DAYS_QUESTION.test(question)) return "days";
  if (WHEN.test(question)) return "when";
  if (DEADLINE_DATE.test(question)) return "when";
  if (DATE_QUESTION.test(question)) return "date";
  // «сколько часов минимум заплатят»: a verb of pay beside a unit counted asks for the count, not a sum. So does a share
  // asked («скок процентов я получаю с тура», lead's walk 39: «3% от маржи» was hedged as no sum of money).
  const measures = [...figureMeasures(question).values()];
  const share = words(question).some(isPercentWord);
  if (ws.some((w) => PRICE_NOUN.test(w)) || (measures.includes("money") && !share && !measures.some((m) => m.startsWith("unit:")))) return "money";
  if (priceHeading(question)) return "money";
  return ASKS_QUANTITY.test(question) || ws.length > 0 ? "any" : null;
}

/**
 * «можно ли мне есть попкорн за кассой, когда гостей нет?»: «когда» after a comma, the clause before it asking already (a
 * question word, «ли», «можно»), is a conjunction of time (Русская грамматика 1980, § 3009: временные придаточные), as the
 * English «when» after «what/who» is (WHEN): the clause says the occasion, and no moment is asked for.
 */
function withoutWhenClause(question: string): string {
  const m = /,\s*когда(?![\p{L}])[^,.;?!]*/iu.exec(question);
  return m && MAIN_ASKS.test(question.slice(0, m.index)) ? question.slice(0, m.index) + question.slice(m.index + m[0].length) : question;
}
const MAIN_ASKS = /(?<![\p{L}])(?:ли|можно|нельзя|нужно|надо|кто|кого|кому|что|как|где|куда|сколько|какой|какая|какое|какие|почему|зачем)(?![\p{L}])/iu;

// «Какого числа…», «what date»: a day of the month is asked for, given as «25-е число», «10 и 25 числа», «5 декабря», «05.12».
const DATE_QUESTION = /(?:^|[^\p{L}])(?:какого числа|какое число|каких чисел|what date)(?![\p{L}])/iu;
// «до какого числа сдавать авансовый отчёт?», «к какому числу…», «by what date»: a deadline is asked, and a rule states one
// by a date or counted from the event it follows («в течение 7 рабочих дней после расхода», «не позднее чем за две недели»),
// as it answers «когда» (lead's walk 35 showed that rule as only possibly related). The preposition of a limit (до, к, по —
// Русская грамматика 1980, предлоги временного предела) makes «какого числа» a «by when».
const DEADLINE_DATE = /(?:^|[^\p{L}])(?:до\s+какого|к\s+какому|по\s+какое)\s+числ\p{L}*|(?:^|[^\p{L}])by\s+what\s+date(?![\p{L}])/iu;
const MONTHS = `${MONTH_STEMS}|ма[яй]|may`;
const DATE = new RegExp(`(?<!\\d)(?:[1-9]|[12]\\d|3[01])(?:-?(?:го|е|ое|й|ого))?(?:\\s+(?:и|или|–|-)\\s+(?:[1-9]|[12]\\d|3[01])(?:-?(?:го|е|ое))?)?\\s+(?:числ|${MONTHS})|(?<![\\d.])(?:0?[1-9]|[12]\\d|3[01])\\.(?:0[1-9]|1[0-2])(?:\\.\\d{2,4})?(?![\\d.]|\\p{L}|\\s*(?:%|кг|км|руб|раз|л(?![\\p{L}])))|(?<!\\d)(?:[1-9]|[12]\\d|3[01])-(?:го|е|ое)(?!\\s*\\p{L})`, "iu");

/**
 * A day of the month in English: an ordinal with its suffix (-st, -nd, -rd, -th; CGEL § 5.7), after «on/by/before/after/until the»
 * or before a month or «of the month» («Salary is paid … on the 12th and the 27th», «by the 5th of each month»). Bare «5th» is
 * as often a floor or a place in a row, and so is «on the 5th floor».
 */
const DAY_OF_MONTH = "(?:[1-9]|[12]\\d|3[01])(?:st|nd|rd|th)";
const DATE_EN = new RegExp(`(?<![\\p{L}])(?:(?:on|by|before|after|until|till|from|and)\\s+the\\s+${DAY_OF_MONTH}(?!\\s+(?!(?:of|and|or|each|every|to)(?![\\p{L}]))\\p{L})|(?<!\\d)${DAY_OF_MONTH}\\s+(?:of\\s+)?(?:${MONTHS}|(?:the|each|every)\\s+month))(?![\\p{L}])`, "iu");
/** A day of the month in either language. */
const holdsDate = (text: string): boolean => DATE.test(text) || DATE_EN.test(text);

// «какие часы работы?», «режим работы кассы», «what are the working hours?»: when something is open or staffed is asked,
// answered by both bounds («с 9:30 до 18:30»), not by a length or one moment («на один час короче»).
const HOURS_OF_WORK = /(?:^|[^\p{L}])(?:(?:часы|режим|график)\s+работы|(?:working|opening|office|business)\s+hours|hours\s+of\s+(?:work|operation|business))(?![\p{L}])/iu;

const WHO_OR_WHETHER = /(?:^|[^\p{L}])(?:кто|кого|кому|можно|нельзя|нужно|надо|ли|who|whom|can|may|should|must)(?![\p{L}])/iu;

// «Когда…», «when…», «через какое время»: a time is asked for (a date, a period, a day, a clock time).
// An English «when» after another question word opens a clause of circumstance, not the question: «what's our per diem
// when travelling abroad?», «who do I call when the lift stops?» ask what and who (CGEL ch. 8 § 7.3: adjunct clauses).
const WHEN = /(?:^|[^\p{L}])(?:когда|через какое время|(?<!(?:^|[^\p{L}])(?:what|what's|whats|who|whom|how|which|where)(?![\p{L}])[^?.!]*)when)(?![\p{L}])/iu;
// «в какие дни», «по каким дням», «which days»: days of the week or dates are asked for, not a count of days nor a
// moment («бронируются за день» is no answer to «в какие дни надо приезжать в офис?»).
const DAYS_QUESTION = /(?:^|[^\p{L}])(?:(?:в|по)\s+как(?:ие|им|ой)\s+(?:дн(?:и|ям)|день)|(?:on\s+)?(?:which|what)\s+days?)(?![\p{L}])/iu;
/** Words that name days: weekdays, months, «будни», «выходные», «ежедневно». */
const DAY_NAME = /^(?:будн|выходн|праздничн|weekday|weekend)/;

// «обед во сколько?», «до скольки работаем», «со скольки пускают»: a clock time is asked for, wherever the words stand
// («во сколько обойдётся» asks a price).
// «до скольки лет», «со скольки человек»: a count of a unit, not a moment of the day.
// «с какого часа селим», «к которому часу быть на месте»: the hour named by «какой/который» is a clock time too.
const CLOCK_QUESTION = /(?:^|[^\p{L}])(?:(?:с|со|к|до|после)\s+(?:как|котор)(?:ого|ому)\s+час[ау]|во\s+ско(?:ль)?ко(?!\s+раз)|(?:до|со|с|к)\s+ско(?:ль)?ки|what\s+time)(?![\p{L}])(?!\s+(?:лет|года?|дн\p{L}*|недел\p{L}*|месяц\p{L}*|час\p{L}*|минут\p{L}*|раз|руб\p{L}*|процент\p{L}*|человек|штук\p{L}*|кг|килограмм\p{L}*|км|метр\p{L}*|тонн\p{L}*|литр\p{L}*|сотрудник\p{L}*|баллов|градус\p{L}*))/iu;
// «во сколько мне обойдётся такси», «во сколько встанет ремонт», «во сколько оценивается ущерб»: a price.
const PRICED = /(?<![\p{L}])(?:обойд|обош|обход|встан|встал|оцен|стои|стоя|cost)\p{L}*/iu;

// «во сколько обойдётся/встанет», and «сколько брать/берём» closing its clause (not «сколько дней брать отгул»).
// «хамелеоны почём?»: «почём» is «по какой цене» (Ожегов: почём — разг., по какой цене, сколько стоит).
const PRICE_ASKED = /(?:^|[^\p{L}])(?:почем|почём|во\s+ско(?:ль)?ко\s+(?:\p{L}+\s+){0,3}?(?:обойд|обош|встан)\p{L}*|ско(?:ль)?ко\s+(?:\p{L}+\s+){0,2}?(?:брать|бер[её]м|бер[её]т|берут|взять|возьм[её]м)\s*(?:[?.!]|$))/iu;

/**
 * «сколько стоит обучение на курсах…?», «почём абонемент?», «how much does the course cost?»: a question opening on the price
 * of a thing, no figure given and no condition put — what a price list says, not a costing to work out («сколько будет
 * стоить кило качотты, если молоко по 65 рублей…» gives the figures to compute with).
 */
const PRICE_OF_THING = /^(?:(?:а|и|скажите|подскажите)[,\s]+)?(?:сколько\s+(?:у\s+нас\s+)?(?:стоит|стоят|будет\s+стоить|стоил[аио]?)|почем|почём|какая\s+(?:цена|стоимость)|какова\s+(?:цена|стоимость)|how\s+much\s+(?:is|are|does|do))(?![\p{L}])/iu;
export function asksPriceOfThing(message: string): boolean {
  const text = message.trim();
  return PRICE_OF_THING.test(text) && !/\d/.test(text) && !/(?<![\p{L}])(?:если|when|if)(?![\p{L}])/iu.test(text);
}

// The measure nouns of price (стоимость, цена, штраф; cost, price).
const PRICE_NOUN = /^(?:стоимост|цен[аыуе]?$|штраф|cost|price)/;

// The phase verbs of a start and of an end (see PHASE_VERB).
const START_VERB = /^(?:начина|начн|начал|открыва|откро|begin|began|start|open)/u;
const END_VERB = /^(?:заканчива|законч|оканчива|конча|кончи|закрыва|закро|end|finish|close)/u;
// «Сколько длится», «сколько ждать» (a wait is a length of time), «как долго», «сколько времени занимает», «какова продолжительность», «how long»: a length of time is asked for.
// «сколько это займёт», «сколько времени займёт» (not «сколько места займёт»: a room taken is no time).
// «сколько часов длится смена бариста»: a unit counted before the verb of lasting asks the length in it (lead walk 49 hedged the
// shift's «по 12 часов», the verb met only by the traineeship's «длится»).
const DURATION = /(?:^|[^\p{L}])(?:сколько (?:(?:минут|часов|дней|суток|недель|месяцев|лет|смен)\s+)?(?:длит\p{L}*|продолжа\p{L}*)|сколько (?:времени|ждать|ожидать|жд[уеёа]\p{L}*)|сколько\s+(?:(?:это|он[аио]?|вс[её]|времени|по\s+времени)\s+)?(?:займ[её]т|займут|занима(?:ет|ют)|заняло|занял[аи]?)|(?:как|насколько) долго|долго\s+(?:ждать|ожидать)|как(?:ова|ая) (?:продолжительность|длительность)|how long)(?![\p{L}])/iu;

/**
 * «с какого времени у нас рабочий день?», «после которого момента…»: the moment a thing starts from is asked, a clock time,
 * a date or an event (Русская грамматика 1980, § 1709: «с какого времени» — вопрос о начальной границе), never a length.
 * «до какого времени» is left to "time": a deadline is as often a period after an event («в течение 7 рабочих дней»).
 */
const MOMENT_QUESTION = /(?:^|[^\p{L}])(?:с|со|после)\s+(?:как|котор)ого\s+(?:времени|момента)(?![\p{L}])/iu;

// «Сколько», «how many / much / long»: the answer is a quantity, whatever else the question names.
const ASKS_QUANTITY = /(?:^|[^\p{L}])(?:сколько|скольки|how (?:much|many|long|often))(?![\p{L}])/iu;

/** Whether the question asks for a quantity, so an answer without a figure does not answer it. */
export function asksForQuantity(question: string): boolean {
  return ASKS_QUANTITY.test(question) || measureWords(question).size > 0;
}

/**
 * Interrogative pronouns and adverbs that open a question of their own (вопросительные местоимения и
 * наречия: Русская грамматика, 1980, §§ 1707–1716; English wh-words), optionally after a preposition
 * («на какую сумму», «с кем»). «Когда», «как», «что», «чем» are left out: after a comma they mostly
 * open a subordinate clause («…, когда я в цеху», «…, что снимали»), not a second question; after a preposition their
 * genitive and prepositional forms ask («я новенькая, с чего начать?», «для чего пропуск?»).
 */
const OPENS_QUESTION = /^(?:(?:в|во|на|до|по|с|со|к|ко|за|от|для|у|из|о|об|при|через)\s+)?(?:как(?:ой|ая|ое|ие|ую|ого|их|им|ими|ом|ому)|котор(?:ого|ому)\s+час[ау]|где|куда|откуда|сколько|скольки|почем|почём|кто|кого|кому|кем|чей|чья|чье|чьи|почему|зачем|where|who|whom|whose|which|what|how (?:much|many))(?![\p{L}])/iu;
const PREPOSED_WHAT = /^(?:с|со|для|от|до|из|о|об)\s+(?:чего|чем)(?![\p{L}])/u;

/** Whether a clause of a question is a question of its own («…, какие остановки?»), not a condition or a complement. */
export function opensQuestion(clause: string): boolean {
  const c = clause.trim().toLowerCase().replaceAll("ё", "е");
  return OPENS_QUESTION.test(c) || PREPOSED_WHAT.test(c);
}

/** «в какой срок», «какие сроки», «за какой срок»: the time limit a rule sets is asked. */
const TIME_LIMIT = /(?<![\p{L}])(?:(?:в|за)\s+какой\s+срок|(?:в\s+)?какие\s+сроки)(?![\p{L}])/iu;

/** Whether a message asks the time limit a rule sets («в какой срок выезжаем на осмотр?»). */
export function asksTimeLimit(message: string): boolean {
  return TIME_LIMIT.test(message);
}
