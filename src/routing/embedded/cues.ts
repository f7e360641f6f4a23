import { lexicon, type Lexicon, type Tokens } from "../lexicon.ts";
import { ADDRESSEES } from "../guards/post-draft.ts";
import { GOODS } from "../../text/goods.ts";
import { priceOf } from "../../text/money.ts";

/** Cue phrases per label: imperative verbs (what to do) and object nouns (what to do it with). */
export interface CueSet {
  verbs: readonly string[];
  objects: readonly string[];
  /**
   * The objects are everyday words («цели», «фильтры»): alone they name this label's things only beside
   * one of its verbs or a second object («фильтры в респираторе» are no counter filters, «цели в метрике» are).
   */
  objectsNeedCompany?: boolean;
  /**
   * Objects that name this label's things only beside one of its verbs or a second object: an agency's
   * «сайт» is usually the work itself («сорвали сроки по сайту ЖК»), its metrics only in «трафик сайта».
   */
  companyObjects?: readonly string[];
  /**
   * Labels whose objects, named in the same message, make this label's objects after «для»/«под»/«for» the
   * purpose of a thing, not a thing of this label: «наушники для созвонов» are headphones, no call in the calendar.
   */
  purposeBeside?: readonly string[];
  /** Company objects are company enough when the message names a price or asks what there is (see cueHits). */
  companyAsked?: boolean;
}

/** The cue table. Objects weigh more than verbs: «найди» is shared by four tools, «письмо» by one. */
/** Losing weight, however said («похудеть», «скинуть килограммов пять», «сбросить вес», «lose weight»). */
const WEIGHT_LOSS = ["похуде*", "скинуть вес", "сбросить вес", "скинуть килограмм*", "сбросить килограмм*", "скинуть кило", "сбросить кило", "лишний вес", "lose weight", "weight loss",
  // «I'd like to lose some weight», «lose a few kilos» (walk 19b got a documents refusal).
  "lose some weight", "lose a bit of weight", "lose a few kilos", "lose a few pounds", "lose a few kg", "shed some weight", "drop some weight"];

export const CUES: Record<string, CueSet> = {
  search_documents: {
    verbs: ["найд*", "найти", "поищ*", "поиск*", "покажи", "открой", "find", "search", "look up"],
    objects: ["документ*", "регламент*", "правил*", "командировк*", "положени*", "инструкци*", "договор*", "политик*", "базе знаний", "шаблон*", "презентаци*", "тендер*", "файл*", "docs", "document*", "policy", "contract*", "knowledge base"],
  },
  mail_search: {
    verbs: ["найд*", "найти", "поищ*", "покажи", "проверь", "посмотри", "find", "search", "show", "check"],
    // «писем» is «письмо»'s genitive plural; «кто мне писал» asks who wrote to the person.
    // «почт*» took «почти» («спорта почти нет») for the mailbox: the noun's forms, spelled out.
    objects: ["письм*", "=писем", "=почта", "=почты", "=почте", "=почту", "=почтой", "почтов*", "входящ*", "ящик*", "рассылк*", "мне писал*", "мне написал*", "мне пишут", "email*", "e-mail", "mail", "inbox", "letter*",
      // «что я сегодня отправил?», «мои исходящие» (walk 19b got today's calendar): the person's own sent letters.
      "исходящ*", "отправленн*", "что я отправил*", "что я сегодня отправил*", "что я вчера отправил*", "outbox", "outgoing", "what did i send", "what i sent"],
  },
  mail_reply_draft: {
    verbs: ["ответь", "ответить", "отпиши", "reply", "answer", "write back"],
    objects: ["=ответ", "=ответом", "=ответа", "ответн*", "reply"],
  },
  calendar_search: {
    // «who do i call» asks whom to phone, not for a call in the calendar.
    // «We're three weeks behind schedule» is a project's timetable, not the person's calendar.
    companyObjects: ["call", "schedule"],
    purposeBeside: ["product_search"],
    // «напомни, что у меня в пятницу» asks to be told again what is planned (a reminder to set is ASKS_REMINDER's, first).
    verbs: ["найд*", "покажи", "глянь", "посмотри", "напомни", "напомните", "find", "show", "check", "remind"],
    // The noun «встреча» by its paradigm, not «встреч*»: that is the verb «встречать» too, and «кто встречает авторов в субботу»
    // asks the company's rules who greets the guests, not the calendar (lead's walk 38; Ожегов: встречать — выходить навстречу).
    objects: ["календар*", "=встреча", "=встречи", "=встречу", "=встречей", "=встрече", "=встреч", "=встречам", "=встречами", "=встречах", "созвон*", "звонок", "звонк*", "совещани*", "планерк*", "собеседовани*", "событи*", "расписани*", "запланирован*", "calendar", "meeting*", "call", "event*", "zoom", "schedule"],
  },
  product_search: {
    // «купить», «куплю» exactly: by stem they are «купил(а)» too, a purchase told of («Бабушка купила телевизор…»), not asked for.
    verbs: ["подбер*", "подобра*", "выбер*", "=купить", "=куплю", "=купим", "закаж*", "заказа*", "посоветуй", "найд*", "найти", "поищ*", "ищу", "присмотр*", "recommend", "buy", "pick", "order", "find"],
    // «ноут» is «ноутбук» clipped, as people say it; a headset («гарнитура») is headphones with a microphone.
    // The kinds of goods a catalogue sells (goods.ts): «какие увлажнители есть дешевле 5 тысяч?» names a purchase (walk 18b).
    objects: ["товар*", "наушник*", "гарнитур*", "ноутбук*", "ноут", "смартфон*", "телефон*", "кроссовк*", "картридж*", "монитор*", "подарок", "магазин*", "product*", "gadget*", "laptop*", "headphone*", "earbuds", "desk", ...GOODS],
    // A kind of goods alone is a purchase only when asked for as one: with a price, or asking what there is («какие
    // увлажнители есть…?», «покажи утюги»). «Мужчина принёс утюг… Можем забрать?» is a return to judge, not a search.
    companyObjects: GOODS,
    companyAsked: true,
  },
  sell_listing_draft: {
    verbs: ["продам", "продаю", "продать", "продай", "выстав*", "отдам", "куплю", "sell", "list"],
    // The singular «продажа» is a sale of one's own thing («на продажу», «для продажи моих фотографий»); the
    // plural «продажи» is a company's sales («отчёт о продажах», «план продаж»), which is no listing.
    // «объявление» is as often a notice to colleagues («объявление для коллег: в пятницу уборка») as an ad: the feed
    // post names it too, and a sale's verb («продам», «куплю») says which.
    objects: ["объявлени*", "=продажа", "=продажу", "=продаже", "=продажей", "=продажи", "на продажу", "listing", "for sale"],
  },
  post_draft: {
    verbs: ["напиш*", "написа*", "подготов*", "сочин*", "набросай", "опубликуй", "собер*", "собра*", "составь", "сделай", "write", "draft", "compose", "make"],
    // A post in the company feed is how one writes to colleagues at large: «напиши коллегам, что…».
    // «статья» by its own forms: by stem it is «стать» (to become), as in «как стать водителем погрузчика».
    objects: ["пост", "объявлени*", "=статья", "=статью", "=статьи", "=статей", "=статье", "=статьей", "=статьёй", "заметк*", "анонс*", "ленты", "ленту", "ленте", "блог*", "дайджест*", ...ADDRESSEES, "post", "article", "blog", "announcement", "feed", "update"],
  },
  page_stats: {
    // «страница», «page» are a text's pages as often as the person's own page: «сколько знаков в 20 страницах» ran the page's
    // figures (lead's walk 55). They name the page only beside its verb, another of its things, a period or «моей».
    companyObjects: ["страниц*", "page"],
    verbs: ["покажи", "посмотри", "show"],
    objects: ["подписчик*", "охват*", "лайк*", "реакци*", "аудитори*", "страниц*", "публикаци*", "просмотр* публикац*", "репост*", "комментари*", "schai", "статистик*", "=цифры", "=цифр", "=цифрам", "=цифрами", "=цифрах", "followers", "reach", "=likes", "page", "stats", "numbers", "posts"],
  },
  site_metrics: {
    // Bounces are the noun «отказы» only: «получательница отказалась брать букет» refuses, and ran the site's figures (walk 23a).
    // «сколько было заходов с поисковиков» (walk 19b got a documents refusal): visits and search engines as people say
    // them, each a thing of the site's figures only beside another («заходить на портал» is no visit count).
    // A visitor or a visit is a person at the company's own door as often as on its site (Ожегов: посетитель — тот, кто
    // посещает кого-что-н.; посетители музея): «у посетителя закружилась голова» ran the site's figures (lead's walk 53).
    companyObjects: ["сайт*", "website", "site", "заход*", "поисковик*", "посетител*", "визит*"],
    verbs: ["покажи", "посмотри", "выгруз*", "show", "pull"],
    objects: ["сайт*", "заход*", "поисковик*", "визит*", "посещаемост*", "посетител*", "трафик*", "=отказ", "=отказы", "=отказов", "=отказа", "=отказам", "=отказах", "лендинг*", "источник*", "конверси*", "статистик*", "=цифры", "=цифр", "=цифрам", "=цифрами", "=цифрах", "website", "site", "traffic", "visits", "visitors", "bounce", "numbers", "stats"],
  },
  ad_revenue: {
    // «ad», «ads» exactly: by stem they are «adding» too («help my son with adding fractions» ran the ad revenue).
    // Earning is a person's pay as often as the ads' revenue: «how much does a Chinese translator earn?» ran the revenue
    // figures (lead's walk 55); alone it names revenue only with a period or «my».
    companyObjects: ["заработ*", "earn*", "income"],
    verbs: ["покажи", "посмотри", "show"],
    objects: ["реклам*", "доход*", "выручк*", "заработ*", "монетизаци*", "=цифры", "=цифр", "=цифрам", "=цифрами", "=цифрах", "=ads", "=ad", "revenue", "earn*", "income", "monetization", "numbers"],
  },
  metrics_manage: {
    objectsNeedCompany: true,
    verbs: ["добав*", "созда*", "настро*", "=удали", "удалить", "удалите", "удалим", "удаля*", "удалени*", "переимен*", "измен*", "разберись", "наведи порядок", "почисти", "add", "create", "set up", "delete", "rename"],
    objects: ["цел*", "фильтр*", "сегмент*", "счетчик*", "метрик*", "goal*", "filter*", "segment*", "counter", "analytics"],
  },
  document_create: {
    // No «оформи»: «оформить пропуск, отпуск, командировку» is arranging paperwork, not making a file; «оформи
    // служебку» still names its document.
    verbs: ["созда*", "сделай", "подготов*", "create", "make", "new"],
    objects: ["таблиц*", "табличк*", "документ*", "эксель*", "excel", "файл*", "google doc", "гугл док*", "презентаци*", "отчет*", "справк*", "служебк*", "spreadsheet", "sheet", "doc", "document", "presentation", "report"],
  },
  document_edit: {
    verbs: ["добав*", "допиш*", "дописа*", "исправ*", "замен*", "встав*", "переимен*", "отсорт*", "поменяй", "удали строку", "удали столбец", "append", "fix", "rename", "insert", "replace"],
    objects: ["строк*", "строчк*", "столбец", "столбц*", "колонк*", "ячейк*", "абзац*", "раздел*", "лист", "row", "column", "cell", "paragraph"],
  },
  health: {
    verbs: [],
    objects: ["болит", "болят", "боль", "боли", "болью", "заболел*", "болезн*", "температур*", "кашел*", "кашл*", "насморк*", "горл*", "тошн*", "давлени*", "симптом*", "врач*", "лекарств*", "сыпь", "ломит", "ломота", "ноет", "ноют", "знобит", "озноб*", "головокружени*", "мигрен*", "fever", "pain", "hurts", "cough", "sick", "doctor", "symptom*", "ache*",
      // English compounds in «-ache» are one word: «ache*» does not reach them.
      "headache*", "stomachache*", "toothache*", "backache*", "sore", "nausea*", "dizzy", "migraine*", "rash",
      // Everyday words for feeling ill (general usage): «раскалывается голова», «мутит», «простыл».
      "раскалыва*", "мутит", "простыл*", "простуд*", "грипп*",
      // Sensations and breathing said as people feel them: «давит в груди», «колет в боку», «тяжело дышать», «my back is killing me».
      "давит в груд*", "давит на груд*", "в груди давит", "давит в виск*", "колет в бок*", "колет в груд*", "колет в сердц*", "щемит", "немеет", "отек*", "одышк*", "задыха*", "тяжело дышать", "трудно дышать", "дышать тяжело", "дышать трудно", "груд* болит", "болит в груд*", "сердцебиени*", "killing me", "hurting"],
    // A doctor alone is a colleague wherever doctors work («можно ассистенту взять кетамин, если врач попросил?», «кому ещё
    // сообщить про укус кроме врача?» in a clinic, walk 19a): it names the person's own health only beside a symptom, a time
    // or «мой».
    companyObjects: ["врач*", "doctor"],
  },
  fitness: {
    verbs: [],
    objects: ["тренировк*", "тренирова*", "упражнени*", "зал", "пресс", "бег", "бегать", "пробежк*", "приседани*", "подтягива*", "workout*", "exercise*", "gym", "=running", "training",
      "накача*", "гантел*", "dumbbell*", "muscle*",
      // Being fit said as a state: «прийти в форму», «форму потерял», «заниматься спортом», «working out», «get in shape».
      "прийти в форм*", "в форму прийти", "форм* потерял*", "потерял* форм*", "спорт", "спортом", "=working =out", "get in shape", "get fit", "back in shape", "into shape",
      // Losing weight is a goal training serves as much as eating does: it cues both skills, so another cue decides
      // («хочу похудеть, с чего начать заниматься спортом?» is training; «что есть, чтобы похудеть» is food).
      ...WEIGHT_LOSS],
  },
  nutrition: {
    verbs: [],
    // «норма калорий», «суточная норма», «daily calorie target»: a day's target, not a meal's count (walk 17b).
    objects: ["рацион*", "питани*", "=меню", "диет*", "meal*", "diet", "eat", "nutrition", "норм* калори*", "суточн* норм*", "дневн* норм*", "daily calorie*", "calorie target", "calorie goal",
      "калори* в день", "калори* на день", "калори* в сутки", "calories a day", "calories per day", ...WEIGHT_LOSS],
  },
  calories: {
    verbs: ["посчитай", "count"],
    objects: ["калори*", "ккал", "кбжу", "белк*", "калорийност*", "calorie*", "macros", "kcal",
      // A meal told as eaten («на обед съел тарелку борща…»): what the calorie counter takes.
      "я съел*", "на обед съел*", "на завтрак съел*", "на ужин съел*", "съел* на обед", "съел* на завтрак", "съел* на ужин", "я скушал*", "наелся", "наелась", "i ate", "i've eaten", "had for lunch", "had for dinner", "had for breakfast"],
  },
  teacher: {
    verbs: ["объясн*", "научи", "позанимайся", "позаниматься", "explain", "teach"],
    objects: ["урок*", "домашк*", "домашн*", "задач*", "уравнени*", "дроб*", "математик*", "физик*", "экзамен*", "егэ", "огэ", "класс*", "теорем*", "правописани*", "орфографи*", "репетитор*", "homework", "tutor*", "fraction*", "equation*", "algebra", "exam", "lesson*", "grade", "geometry", "physics", "math*"],
  },
};

/** Compiled cue lexicons: build once per router. */
export interface CompiledCues {
  verbs: Map<string, Lexicon>;
  objects: Map<string, Lexicon>;
  /** Labels whose objects count only beside a verb or a second object (CueSet.objectsNeedCompany). */
  needCompany?: Set<string>;
  /** Per label, the objects that count only so (CueSet.companyObjects). */
  companyObjects?: Map<string, Set<string>>;
  /** Labels whose company objects a price or a question what there is make company (CueSet.companyAsked). */
  companyAsked?: Set<string>;
  /** Per label, the labels beside whose objects its own name a purpose (CueSet.purposeBeside). */
  purposeBeside?: Map<string, readonly string[]>;
}

let builtIn: CompiledCues | null = null;
/** The built-in cue table, compiled once on first use (not at import): the skill exits and the switched-off check read it. */
export const builtInCues = (): CompiledCues => (builtIn ??= compileCues());

export function compileCues(table: Record<string, CueSet> = CUES): CompiledCues {
  const verbs = new Map<string, Lexicon>();
  const objects = new Map<string, Lexicon>();
  const needCompany = new Set<string>();
  const companyObjects = new Map<string, Set<string>>();
  const companyAsked = new Set<string>();
  const purposeBeside = new Map<string, readonly string[]>();
  for (const [label, set] of Object.entries(table)) {
    if (set.purposeBeside) purposeBeside.set(label, set.purposeBeside);
    verbs.set(label, lexicon(set.verbs));
    objects.set(label, lexicon(set.objects));
    if (set.objectsNeedCompany) needCompany.add(label);
    if (set.companyObjects) companyObjects.set(label, new Set(set.companyObjects));
    if (set.companyAsked) companyAsked.add(label);
  }
  return { verbs, objects, needCompany, companyObjects, purposeBeside, companyAsked };
}

/** Phrases that say when: a day, a period, a month, or a question for the time. */
const TIME_PHRASES: readonly string[] = [
  "сегодня", "вчера", "завтра", "когда", "во сколько", "за недел*", "за месяц*", "за квартал*", "за год", "за последн*",
  "на этой недел*", "на прошлой недел*", "на следующей недел*", "в этом месяц*", "в прошлом месяц*",
  "январ*", "феврал*", "март*", "апрел*", "мая", "июн*", "июл*", "август*", "сентябр*", "октябр*", "ноябр*", "декабр*",
  "понедельник*", "вторник*", "=среда", "=среду", "четверг*", "пятниц*", "суббот*", "воскресень*",
  "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
  "today", "yesterday", "tomorrow", "when", "what time", "this week", "last week", "next week", "this month", "last month",
  "january", "february", "march", "april", "june", "july", "august", "september", "october", "november", "december",
];
let TIMED: Lexicon | null = null;

/**
 * A number that says when: a clock («10:00», «3pm»), a date («12.05», «5th»), a count of days, weeks or
 * months («за 30 дней»), or one after «at/в/к/с/до/on» («at 3»). «building 2» says nothing of time.
 */
function isTime(w: string, before = "", after = ""): boolean {
  if (!/^\d/.test(w)) return false;
  if (/^\d{1,2}(?::\d{2}|am|pm|st|nd|rd|th)$|^\d{1,2}\.\d{1,2}/.test(w) || /^(?:дн|день|недел|месяц|час|мин|утр|вечер|ноч|day|week|month|hour|min|morning|evening|night)/.test(after)) return true;
  // «в 20 страницах», «в 3 залах»: a number before a noun counts that thing; «в 3», «at 3 with Petrov» say the hour.
  return ["at", "в", "к", "с", "до", "on", "by"].includes(before) && !/^\p{L}{3,}$/u.test(after);
}
const OWN = new Set(["my", "мой", "моя", "моё", "мое", "мои", "моих", "моем", "моём", "моей", "моего", "our", "наш", "наши"]);

/** How much the cue objects a text carries name a job: a phrase («норму калорий», «на обед съел») counts as two words. */
export function cueWeight(objects: readonly string[]): number {
  return objects.reduce((n, o) => n + (o.includes(" ") ? 2 : 1), 0);
}

/** Which cues of a label a text carries. */
export function cueHits(cues: CompiledCues, label: string, tok: Tokens): { verbs: string[]; objects: string[] } {
  const verbs = cues.verbs.get(label)?.all(tok) ?? [];
  let objects = withoutPurposes(cues, label, tok, cues.objects.get(label)?.all(tok) ?? []);
  const alone = verbs.length === 0 && objects.length < 2;
  if (alone && cues.needCompany?.has(label)) return { verbs, objects: [] };
  const weak = cues.companyObjects?.get(label);
  if (!alone || !weak) return { verbs, objects };
  // A time said with it is company enough («как сайт за 30 дней», «is there a call at 3?», «when is my call…»),
  // and so is the person's own («my schedule», «мой созвон»).
  // A number right before it counts the thing («заказ на 40 страниц к завтра»: a text's pages), whatever time is said.
  const counted = (o: string) => /^\d+$/.test(tok.words[lexicon([o]).indexIn(tok) - 1] ?? "");
  if (!cues.companyAsked?.has(label)) objects = objects.filter((o) => !(weak.has(o) && counted(o)));
  const at = lexicon(objects.filter((o) => weak.has(o))).indexIn(tok);
  const own = at > 0 && OWN.has(tok.words[at - 1]);
  const timed = tok.words.some((w, i) => isTime(w, tok.words[i - 1], tok.words[i + 1])) || (TIMED ??= lexicon(TIME_PHRASES)).find(tok) !== null;
  const text = tok.words.join(" ");
  // Goods keep only the company of a price or a question what there is: «купил 5 дней назад» is no time of a purchase.
  const company = cues.companyAsked?.has(label) ? ASKS_WHAT_THERE_IS.test(text) || priceOf(text) !== null : timed || own;
  return { verbs, objects: company ? objects : objects.filter((o) => !weak.has(o)) };
}

/** «какие … есть», «есть ли», «покажи», «what … do you have», «show me»: what there is, asked for. */
const ASKS_WHAT_THERE_IS = /(?:^|\s)(?:какие|какой|какая|какое|есть|покажи|покажите|show|any|what)(?:\s|$)/u;

const PURPOSE = new Set(["для", "под", "for"]);

/** The objects left when those said as a purpose («для созвонов») beside another label's thing are dropped. */
function withoutPurposes(cues: CompiledCues, label: string, tok: Tokens, objects: string[]): string[] {
  const beside = cues.purposeBeside?.get(label);
  if (!beside || objects.length === 0 || !beside.some((other) => cues.objects.get(other)?.find(tok))) return objects;
  return objects.filter((o) => !PURPOSE.has(tok.words[lexicon([o]).indexIn(tok) - 1] ?? ""));
}

/** Verbs that belong to one label only: such a verb alone says what to do («сочини», «выставь»). */
export function distinctiveVerbs(table: Record<string, CueSet> = CUES): Set<string> {
  const count = new Map<string, number>();
  for (const set of Object.values(table)) for (const v of set.verbs) count.set(v, (count.get(v) ?? 0) + 1);
  return new Set([...count].filter(([, n]) => n === 1).map(([v]) => v));
}
