/**
 * Phrases that name one word's meaning where a word of the phrase alone names another: «регистрация брака» is a wedding
 * (Ожегов: бракосочетание — заключение брака; свадьба — обряд бракосочетания), while «брак» alone is as often a defect
 * («брак бракованный» in the thesaurus). A text holding the phrase holds the word's thesaurus groups too: «сколько дней
 * дают на свадьбу?» is answered by the leave table's row «Регистрация брака | 3 оплачиваемых дня» (walk 24a).
 */
/** «требует деньги», «требуют вернуть деньги», «потребовал компенсацию»: the verb of demanding with money or its return. */
const DEMAND = /(?<![\p{L}])(по)?(требу(?:ет|ют|ю|ешь|ем|ете)|требовал\p{L}*|требовать)\s+(?:\p{L}+\s+)?(деньг\p{L}*|денег|компенсаци\p{L}*|возмещени\p{L}*|возврат\p{L}*)(?![\p{L}])/iu;

const PHRASES: [RegExp, string][] = [
  [/(?<![\p{L}])(?:регистрац|заключени|вступлени|вступ(?:ил|ает|ать))\p{L}*\s+(?:в\s+)?брак(?:а|е|ом|у)?(?![\p{L}])/iu, "свадьба"],
  // «за счёт компании» says who pays (Ожегов: за счёт кого-чего — оплачивая кем-чем-н.): «медкнижку кто оплачивает?» is
  // answered by «Ежегодный медосмотр проходит за счёт компании; … медкнижки компенсируется…» (walk 28a R14 was hedged).
  [/(?<![\p{L}])за\s+сч[её]т\s+(?:компании|работодателя|организации|предприятия|фирмы|клиники|школы|отеля)(?![\p{L}])/iu, "оплатить"],
  // A demand for money back is a claim (Ожегов: претензия — 1. требование, заявление о праве на что-н.; ГК РФ ст. 18
  // Закона о защите прав потребителей: требование о возмещении): «гость требует деньги за сломанное кресло» asks the
  // complaints rules (how a claim is taken, who may compensate what), and met only a wheelchair's «креслах» (session 30).
  [DEMAND, "претензия"],
  // …and the money demanded for a thing is compensation for it (Ожегов: компенсация — возмещение, вознаграждение за что-н.).
  [DEMAND, "компенсация"],
  // «не хватает» with the verb negated is a shortage (Ожегов: нехватка — недостаток в ком-чём-н.; хватить — безл. оказаться
  // достаточным: «не хватает денег»): «в кассе не хватает 700 рублей» asks the rule on «Недостача в кассе…» (walk 37).
  [/(?<![\p{L}])не\s+(?:хвата(?:ет|ют|ло|ли|ть)|хватил(?:о|и)?|хватит)(?![\p{L}])/iu, "нехватка"],
  // A staff rule on «внешний вид» is its dress code (Ожегов: внешний вид — облик, наружность; дресс-код — правила, какую
  // одежду носить на работе): «дресс-код какой» found nothing beside «Внешний вид: В офисе — деловой стиль…» (lead's walk 39).
  [/(?<![\p{L}])внешн(?:ий|его|ему|им|ем)\s+вид(?:а|у|ом|е)?(?![\p{L}])/iu, "дресскод"],
  // A day of rest is a day off (Ожегов: выходной день — день отдыха, нерабочий день): «у меня свадьба в мае, дадут выходные?»
  // was hedged over «На свадьбу… положено 3 оплачиваемых дня отдыха по заявлению» (walk 56).
  [/(?<![\p{L}])(?:день|дня|дней|дню|днями|днях|дни)\s+отдыха(?![\p{L}])/iu, "выходной"],
];

/** The words whose meaning a text names by a phrase (see PHRASES); none for most texts. */
export function phraseWords(text: string): string[] {
  return PHRASES.filter(([re]) => re.test(text)).map(([, w]) => w);
}

/**
 * Compound prepositions whose noun is no thing asked about (Русская грамматика 1980, § 1669: производные предлоги): «за
 * счёт компании» is who pays (Ожегов: за счёт кого-чего — оплачивая кем-чем-н.), what a rule says as «компенсируется»,
 * «возмещается»; the account («счёт или акт») is not asked about. Each with the word its noun stands for in a question.
 */
const PREPOSITIONS: [RegExp, string, string][] = [
  [/(?<![\p{L}])за\s+сч[её]т\s+\p{L}/iu, "счет", "компенсация"],
];

/** In a question, the noun of a compound preposition and the word it stands for («за счёт компании»: счет → компенсация). */
export function prepositionNouns(question: string): Map<string, string> {
  return new Map(PREPOSITIONS.filter(([re]) => re.test(question)).map(([, noun, meant]) => [noun, meant]));
}

/** In a question, the verb of a demand for money and the word it stands for («требует деньги»: требует → претензия). */
export function demandVerbs(question: string): Map<string, string> {
  const m = DEMAND.exec(question);
  return m ? new Map([[`${m[1] ?? ""}${m[2]}`.toLowerCase().replaceAll("ё", "е"), "претензия"]]) : new Map();
}

/** In a question, the money a demand is for, read as compensation besides («требует деньги»: деньги → компенсация). */
export function demandedMoney(question: string): Map<string, string> {
  const m = DEMAND.exec(question);
  return m ? new Map([[m[3]!.toLowerCase().replaceAll("ё", "е"), "компенсация"]]) : new Map();
}

/**
 * Words a dictionary defines by a phrase a person types instead: «деньги за отпуск» are «отпускные» (Ожегов: отпускные —
 * деньги, выплачиваемые на время отпуска), «деньги на командировку» «командировочные» (Ожегов: командировочные — деньги,
 * выдаваемые на командировку). Lead's walk 33: «когда придут деньги за отпуск?» was refused over «деньги», while «Отпускные
 * перечисляют за три дня до его начала». The money word of the phrase stands for the defined word. The noun bare only:
 * «деньги за неиспользованный отпуск» are its compensation on leaving (ТК РФ ст. 127), no «отпускные».
 */
const MONEY = "(деньг\\p{L}*|денег|оплат\\p{L}*|выплат\\p{L}*)";
const DEFINED: [RegExp, string][] = [
  [new RegExp(`(?<![\\p{L}])${MONEY}\\s+(?:за|на|во\\s+время|для)\\s+отпуск(?:а|е|у|ом|и)?(?![\\p{L}])`, "iu"), "отпускные"],
  [new RegExp(`(?<![\\p{L}])${MONEY}\\s+(?:за|на|в|во\\s+время|для)\\s+(?:\\p{L}+\\s+)?командировк\\p{L}*`, "iu"), "командировочные"],
];

/** In a question, the money word of a phrase a dictionary defines as one word («деньги за отпуск»: деньги → отпускные). */
export function definedMoney(question: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [re, word] of DEFINED) {
    const m = re.exec(question);
    if (m) out.set(m[1]!.toLowerCase().replaceAll("ё", "е"), word);
  }
  return out;
}

/**
 * «уйти домой», «уходить домой»: leaving for home asks when the working day ends (Ожегов: рабочий день — время, в течение
 * которого работают в сутки), not of working from home («работать из дома»), which «домой» meets by its stem. Lead's walk
 * 33: «во сколько можно уйти домой в пятницу?» added the remote-work rule to the shorter Friday. Each with the word it
 * stands for in a question.
 */
const GO_HOME = /(?<![\p{L}])(?:уйти|уходить|ухожу|уходим|уходят|уходит|пойти|идти)\s+(домой)(?![\p{L}])/iu;

/** In a question, «домой» of leaving for home and the word it stands for («уйти домой»: домой → рабочий). */
export function goingHome(question: string): Map<string, string> {
  const m = GO_HOME.exec(question);
  return m ? new Map([[m[1]!.toLowerCase(), "рабочий"]]) : new Map();
}

/**
 * «во сколько приходить на работу?», «к скольки приезжать на работу»: coming to work is arriving at the start of the
 * working day (Ожегов: приходить — прибывать куда-н., идя; рабочий день — время, в течение которого работают в сутки).
 * «на работу» there is where the person comes, not the setting every company document shares (deixis.ts withoutWorkplace
 * took it out, leaving «во сколько приходить?» to find nothing), and «работа» and «рабочий» stem apart (т/ч alternate):
 * session 34's question was refused beside «Рабочий день длится с 9:30 до 18:30». The phrase is read as «на рабочий день»,
 * as a failure to get in is read as «не работает» below. «выйти на работу» is left out: it tells absence or a first day as
 * often as a time («завтра на работу не выйду»).
 */
const COME_TO_WORK = /(?<![\p{L}])((?:прийти|приходить|прихожу|приходим|приходит|приходят|приду|придем|придём|приезжать|приехать|приезжаю|приезжаем)\s+на\s+)работу(?![\p{L}])/giu;

/**
 * Only a moment asked («во сколько», «к скольки», «когда», «в какое время») asks when the day begins: «можно приходить на
 * работу в шортах?» asks of the clothes, «можно прийти на работу с собакой?» of the dog, and «не приду на работу» tells
 * absence (speech-acts.ts), none of them the working day.
 */
const MOMENT_ASKED = /(?<![\p{L}])(?:(?:во|к|ко|до|с|со)\s+скольк(?:о|и)|когда|(?:в|к)\s+как(?:ое|ому)\s+врем(?:я|ени))(?![\p{L}])/iu;
const NEGATED = /(?<![\p{L}])не\s+(?:\p{L}+\s+)?$/iu;

/**
 * «со скольки до скольки работаем?», «до скольки я работаю?»: the person's own working asked by the clock is the working day
 * (Ожегов: рабочий день — время, в течение которого работают в сутки). Only the first person: «до скольки работает склад»
 * asks a place's hours. Lead's walk 55 answered it with the remote days' «…на связи в рабочем чате с 10:00 до 18:00» beside
 * «Рабочий день … с 9:30 до 18:30», «работаем» meeting «Работать из дома» and not «рабочий».
 */
const WE_WORK = /(?<![\p{L}])(?:работаем|работаю)(?![\p{L}])/giu;

/** The question with coming to work said as the dictionary names what it asks of («приходить на работу» → «…на рабочий день»). */
export function comingToWorkPlainly(question: string): string {
  if (!MOMENT_ASKED.test(question)) return question;
  const come = question.replace(COME_TO_WORK, (all, head: string, at: number) => (NEGATED.test(question.slice(0, at)) ? all : `${head}рабочий день`));
  return come.replace(WE_WORK, (all, at: number) => (NEGATED.test(come.slice(0, at)) ? all : "рабочий день"));
}

/**
 * «не могу зайти в vpn», «не получается подключиться к почте»: a service the person cannot get into is one that does not
 * work for them (ITIL v3 Service Operation: an incident — an unplanned interruption to an IT service, or a reduction in
 * its quality — is what a user reports as «I cannot log in»; Ожегов: работать — действовать, функционировать). Helpdesk
 * tables name the incident «Не работает почта или VPN»: walk 33's «не могу зайти в vpn, долго ждать?» shared only «VPN»
 * with that row and was refused. The phrase is read as «не работает», as a spoken spelling is read as written.
 */
const CANNOT_GET_IN = /(?<![\p{L}])не\s+(?:могу|можем|может|получается|удается|удаётся)\s+(?:зайти|войти|подключиться|залогиниться|авторизоваться)(?![\p{L}])/giu;

/** The question with a failure to get into a service said as the service not working («не могу зайти» → «не работает»). */
export function failureSaidPlainly(question: string): string {
  return question.replace(CANNOT_GET_IN, (all) => (/^Н/.test(all) ? "Не работает" : "не работает"));
}

/**
 * «дорогу до объекта оплачивают?», «компенсируют ли дорогу?», «деньги на дорогу»: the road paid for is the journey (Ожегов:
 * дорога — 3. путь следования, поездка), what rules name «проезд» (Ожегов: проезд — передвижение, езда по какому-н. пути;
 * плата за проезд). Lead's walk 36 was refused «ничего не сказано про „дорогу“» beside «Проезд до объектов … компенсируется
 * по чекам, но не более 600 рублей». Read so only beside a word of paying (at most two words between): «дорога до офиса
 * занимает час» is the way itself. «дорогой» stays: it is the adjective «expensive» as often as the noun.
 */
const ROAD_CASE: Record<string, string> = { дорога: "проезд", дорогу: "проезд", дороги: "проезда", дороге: "проезде", дорогах: "проездах", дорогам: "проездам" };
const PAYING = "(?:о|за|до|у)?плат\\p{L}*|(?:о|за|до|у)?плач\\p{L}*|компенс\\p{L}*|возмещ\\p{L}*|возмест\\p{L}*|деньг\\p{L}*|денег|расход\\p{L}*";
const ROAD = "(дорог(?:а|у|и|е|ах|ам))";
const PAID_ROAD = new RegExp(`(?<![\\p{L}])(?:(?:${PAYING})(?:\\s+\\p{L}+){0,2}?\\s+${ROAD}|${ROAD}(?:\\s+\\p{L}+){0,2}?\\s+(?:${PAYING}))(?![\\p{L}])`, "giu");

/** The question with a road paid for said as the rules name the journey («оплачивают дорогу» → «оплачивают проезд»). */
export function travelPaidPlainly(question: string): string {
  return question.replace(PAID_ROAD, (all: string, last: string | undefined, first: string | undefined) => {
    const road = last ?? first!;
    const at = last ? all.length - road.length : 0;
    const said = ROAD_CASE[road.toLowerCase()]!;
    return all.slice(0, at) + (/^\p{Lu}/u.test(road) ? said[0]!.toUpperCase() + said.slice(1) : said) + all.slice(at + road.length);
  });
}

/**
 * «а если он трубку не берёт?», «не поднимает трубку»: not taking the phone up is not answering the call (Ожегов: взять трубку
 * — ответить на телефонный звонок). Escalation rules write «Если не отвечает Рябов, звонить Дмитрию Захарову», and
 * kodservice's «а если он трубку не берет» was hedged on «трубку». Read as «не отвечает», the verb the rules use; with the
 * negation only: «берёт трубку» alone is the person picking up, no rule's condition.
 */
const PHONE_VERB = String.raw`(?:бер[её]т|берут|берешь|берёшь|брал[аи]?|взял[аи]?|поднима(?:ет|ют|л|ла|ли)|поднял[аи]?)`;
const PHONE_UNANSWERED = new RegExp(String.raw`(?<![\p{L}])(?:не\s+${PHONE_VERB}\s+трубк[уи]|трубк[уи]\s+не\s+${PHONE_VERB})(?![\p{L}])`, "giu");

/** The question with a phone not picked up said as the rules say it («трубку не берёт» → «не отвечает»). */
export function unansweredSaidPlainly(question: string): string {
  return question.replace(PHONE_UNANSWERED, (all) => (/^\p{Lu}/u.test(all) ? "Не отвечает" : "не отвечает"));
}
