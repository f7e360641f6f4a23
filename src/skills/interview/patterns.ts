import redFlagTable from "./red-flags.json" with { type: "json" };

/**
 * How people state facts about themselves in a chat, as data for `extract.ts`. Written from general
 * Russian and English usage («рост 180, вес 85», «мне 34», «3 годика», «I'm 34, 180 cm»), not from any
 * pilot set. A number pattern's first group is the value; `scale` converts the unit (metres → cm).
 */
export interface NumberPattern { slot: string; re: RegExp; scale?: number; offset?: number; min: number; max: number }

const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
// Up to 12 characters between a name and its figure, never across another body figure's name («рост, вешу под 80»).
const GAP = String.raw`(?:(?!(?<!\p{L})(?:вес|веш|рост|мне|лет|год|возраст|weigh|height|tall))\D){0,12}?`;

/**
 * Words that may stand between a figure's name and the figure when people take back or stress what they said («вешу на
 * самом деле 78», «мне вообще-то уже 35», «actually I weigh about 78»): general colloquial usage, not a set's words.
 */
const SAYING_FILLERS = ["на самом деле", "вообще-то", "вообще", "сейчас", "теперь", "уже", "примерно", "около", "где-то", "почти", "всего", "аж", "ровно",
  "точно", "actually", "really", "now", "about", "around", "roughly", "exactly", "almost", "just"];
const FILL = String.raw`(?:(?:${SAYING_FILLERS.map((w) => w.replace(/\s+/g, "\\s+")).join("|")})(?![\p{L}])[\s,:—–-]*)*`;

export const NUMBER_PATTERNS: readonly NumberPattern[] = [
  // «рост метр шестьдесят пять» (normalised to «метр 65»): a metre and centimetres, before «рост … 65» reads 65.
  { slot: "height", re: /(?<![\p{L}])метр\s*(\d{1,2})(?!\d|[.,]\d)/iu, offset: 100, min: 40, max: 250 },
  { slot: "height", re: new RegExp(String.raw`(?:рост|height|tall)${GAP}${FILL}${NUM}`, "iu"), min: 40, max: 250 },
  { slot: "height", re: new RegExp(String.raw`${NUM}\s*(?:см|cm|сантиметр)`, "iu"), min: 40, max: 250 },
  { slot: "height", re: new RegExp(String.raw`(?:^|[^\d.,])(1[.,]\d{1,2})\s*(?:м|m)(?![\p{L}])`, "iu"), scale: 100, min: 40, max: 250 },
  { slot: "height", re: new RegExp(String.raw`(?:рост|height)\D{0,12}?(?<![\d.,])(1[.,]\d{1,2})(?![\d.,])`, "iu"), scale: 100, min: 40, max: 250 },
  // «180 рост», after «рост … 80» was refused for crossing into «вешу под 80».
  { slot: "height", re: new RegExp(String.raw`${NUM}\s*(?:см\s*)?(?:рост|ростом)(?![\p{L}])`, "iu"), min: 40, max: 250 },
  { slot: "weight", re: new RegExp(String.raw`(?:вес\p{L}*|вешу|weigh\p{L}*)${GAP}${FILL}${NUM}`, "iu"), min: 2, max: 400 },
  { slot: "weight", re: new RegExp(String.raw`${NUM}\s*(?:кг|kg|кило(?:грамм\p{L}*)?(?!\p{L})|kilo(?:gram\p{L}*|s)?(?!\p{L})|lbs?\b)`, "iu"), min: 2, max: 400 },
  { slot: "age", re: new RegExp(String.raw`(?<![\p{L}])(?:мне|ему|ей|сыну|дочке|дочери|ребенку|возраст\p{L}*|исполнилось|i'?m|i am|he'?s|she'?s|aged?)\s*:?\s*${FILL}${NUM}(?!\d|[.,]\d|\s*(?:см|cm|кг|kg|м\b|%|-?\s*(?:й|го|ой)?\s*класс|(?:st|nd|rd|th)?\s*grade))`, "iu"), min: 1, max: 110 },
  { slot: "age", re: new RegExp(String.raw`${NUM}\s*(?:год|лет|годик|годиков|месяц\p{L}*|years?|y\.?o\b)`, "iu"), min: 0, max: 110 },
  // «38 уже в марте исполнилось»: the figure before the verb, a few words between.
  { slot: "age", re: new RegExp(String.raw`${NUM}\s+(?:\p{L}+\s+){0,3}?исполнил\p{L}*`, "iu"), min: 1, max: 110 },
  // «3x a week», «3 х в неделю»: the multiplication sign for «times».
  { slot: "days", re: new RegExp(String.raw`${NUM}\s*(?:раз\p{L}*|дн\p{L}*|день|тренировк\p{L}*|times?|days?|sessions?|x|х|×)\s*(?:в|a|per)\s*(?:недел|week)`, "iu"), min: 1, max: 7 },
  // «раза 4 в неделю»: the noun before the figure is Russian for «about 4».
  // «давай 4 тренировки»: workouts counted are a week's, as the question asks them.
  { slot: "days", re: new RegExp(String.raw`${NUM}\s*(?:тренировк\p{L}*|workouts?|sessions?)(?![\p{L}])`, "iu"), min: 1, max: 7 },
  { slot: "days", re: new RegExp(String.raw`(?<![\p{L}])(?:раз\p{L}*|дн\p{L}*|тренировк\p{L}*)\s+${NUM}\s*(?:в|a|per)\s*(?:недел|week)`, "iu"), min: 1, max: 7 },
  // «план на неделю, хочу 3 раза»: a count of times with no period of its own, in a message that names the week, is per week
  // (never «3 раза в день», «2 раза в месяц»).
  { slot: "days", re: new RegExp(String.raw`(?:(?<=(?:недел|week)[\s\S]*)|(?=[\s\S]*(?:недел|week)))${NUM}\s*(?:раз\p{L}*|times?)(?![\p{L}])(?!\s*(?:в|за|a|per|an|each)\s+(?:день|сутки|месяц|год|day|month|year))`, "iu"), min: 1, max: 7 },
  { slot: "grade", re: new RegExp(String.raw`${NUM}\s*-?\s*(?:й|го|ой)?\s*класс`, "iu"), min: 1, max: 11 },
  { slot: "grade", re: new RegExp(String.raw`(?:grade|year)\s*${NUM}`, "iu"), min: 1, max: 12 },
  // «she is in 5th grade», «a 7th-grader».
  { slot: "grade", re: new RegExp(String.raw`${NUM}\s*(?:st|nd|rd|th)[\s-]*grade`, "iu"), min: 1, max: 12 },
  { slot: "temperature", re: new RegExp(String.raw`(?:температур\p{L}*|temperature|fever)\D{0,10}?(3[5-9](?:[.,]\d)?|4[0-2](?:[.,]\d)?)`, "iu"), min: 35, max: 42.5 },
];

/**
 * A word that settles a choice slot: any of `stems` at a word's start gives `value`. Said under a negation
 * («без зала», «не в зале», «no gym») it does not; `negated` is the value such a message gives instead, where the
 * slot's choices leave one usual alternative. `absence`: the value is itself an absence («без инвентаря», «нет»),
 * which a negation before it does not undo.
 */
export interface ChoicePattern { slot: string; value: string; stems: string[]; negated?: string; absence?: boolean }

export const CHOICE_PATTERNS: readonly ChoicePattern[] = [
  { slot: "sex", value: "male", stems: ["мужчин", "мужск", "парен", "муж", "male", "man", "guy"] },
  { slot: "sex", value: "female", stems: ["женщин", "женск", "девушк", "жен", "female", "woman", "girl"] },
  { slot: "goal", value: "lose", stems: ["похуд", "худе", "сбросит", "сбросить", "скинут", "скинуть", "сбавит", "снизит", "снижени", "стройн", "жиросжиг", "сушк", "lose", "lose weight", "weight loss", "slim", "cut",
    // «I'd like to lose some weight, where do I start?» (walk 19b read «start moving»): the longer phrase wins over «start».
    "lose some weight", "lose a bit of weight", "lose a few kilos", "lose a few pounds", "shed some weight", "drop some weight"] },
  // «подкачаться», «нарастить мышцы»: everyday Russian for building muscle (walk 18b: «хочу подкачаться» was no goal).
  { slot: "goal", value: "gain", stems: ["набрат", "набор", "масс", "мышц", "подкач", "нараст", "качаться", "bulk", "gain", "muscle"] },
  // «стать сильнее», «build strength», «get stronger»: strength itself is the goal (walk 18b: asked the goal twice). «lose
  // weight» is longer than «strength», so «strength training to lose weight» stays a weight-loss goal.
  { slot: "goal", value: "strength", stems: ["стать сильн", "быть сильн", "сильнее", "развить сил", "нарастить сил", "набрать сил", "прибавить в сил", "сила", "силу",
    "strength", "stronger", "get strong", "getting strong"] },
  { slot: "goal", value: "maintain", stems: ["поддерж", "держат", "сохран", "maintain", "keep"] },
  { slot: "goal", value: "endurance", stems: ["вынослив", "бег", "марафон", "кардио", "endurance", "run", "stamina"] },
  // «укрепить мышцы», «подтянуть спину и пресс»: strength and tone, not bulk (walk 17b: read as «набрать массу» on «мышц»).
  { slot: "goal", value: "tone", stems: ["укреп", "подтян", "тонус", "рельеф", "strengthen", "tone", "toned", "firm up"] },
  { slot: "goal", value: "start", stems: ["начат", "двигат", "с нуля", "осанк", "start", "posture", "move"] },
  // Activity is said of oneself: «сидячая работа», «не тренируюсь», «никакой» (a negated activity is none: ×1.2, the
  // Mifflin–St Jeor sedentary factor). The noun «активность» names the slot and is no value; «немного» alone says
  // nothing of activity («похудеть немного»), only «немного тренируюсь».
  { slot: "activity", value: "1.2", stems: ["сидяч", "офис", "малоподвиж", "не занима", "не трениру", "не двига", "не хожу в зал", "не спорт", "спорта нет", "без спорта", "никакой", "никакая", "нулевая", "сижу", "сидя", "за компьютер", "sedentary", "desk", "office job", "office work", "in an office", "in the office", "at a computer", "sit all day", "sitting all day", "don't exercise", "do not exercise", "no exercise", "no sport"] },
  { slot: "activity", value: "1.375", stems: ["на ногах", "низкая активн", "низкий уровень", "немного трениру", "немного занима", "немного двига", "1-3 раз", "1–3 раз", "изредка", "light", "lightly"] },
  { slot: "activity", value: "1.55", stems: ["средн", "умерен", "3-5 раз", "3–5 раз", "moderate"] },
  // «каждый день», «daily» are training only beside a word of it: «ежедневная норма», «daily calorie target», «каждый день в
  // офисе» say nothing of activity (walk 17b: «desk job» read ×1.725 from «daily calorie target»). Said alone in reply to
  // the activity question they are its answer (the nutrition skill reads that).
  { slot: "activity", value: "1.725", stems: ["высок", "активный", "активная", "активно трениру", "активно занима", "6-7 раз", "active",
    "трениру+каждый день", "занимаюсь+каждый день", "спорт+каждый день", "бега+каждый день", "бегаю+каждый день", "зал+каждый день",
    "трениру+ежедневн", "занимаюсь+ежедневн", "спорт+ежедневн", "бегаю+ежедневн", "зал+ежедневн",
    "train+daily", "work out+daily", "workout+daily", "exercis+daily", "run+daily", "gym+daily",
    "train+every day", "work out+every day", "exercis+every day", "run+every day", "gym+every day"] },
  { slot: "activity", value: "1.9", stems: ["очень высок", "физическ труд", "стройк", "very active", "athlete"] },
  // The level is also said with an adjective of the scale it is asked on («уровень начальный», «базовая подготовка», «entry level»).
  { slot: "level", value: "beginner", stems: ["почти ноль", "на нуле", "новичок", "начинающ", "начальн", "базов", "нулев", "с нуля", "никогда не", "давно не", "без опыт", "нет опыт", "опыта нет", "никакого опыт", "мало опыт", "опыта почти нет", "почти нет опыт", "опыта ноль", "beginner", "novice", "never", "no experience", "basic", "entry level", "entry-level"] },
  // «раньше в зал ходил, года два назад бросил», «used to go to the gym»: trained before, back after a break (walk 18b: the
  // level was asked again). The parts of a «a+b» stem stand in one clause.
  { slot: "level", value: "intermediate", stems: ["средн", "иногда занима", "иногда трениру", "иногда хожу", "опыт", "intermediate", "some experience",
    "раньше+зал", "раньше+занима", "раньше+трениров", "раньше+спорт", "раньше+кача", "когда-то+зал", "когда-то+занима", "когда-то+трениров",
    "used to+gym", "used to+train", "used to+work out", "used to+lift", "used to+exercis"] },
  { slot: "level", value: "advanced", stems: ["продвинут", "опытн", "регулярно", "давно занимаюсь", "высокий уровень", "уровень высокий", "advanced", "experienced", "high level"] },
  { slot: "place", value: "home", stems: ["дом", "квартир", "home"] },
  // «без зала», «no gym»: training without a gym is training at home (the plan's bodyweight version), unless a place is named.
  { slot: "place", value: "gym", stems: ["зал", "фитнес-клуб", "gym"], negated: "home" },
  { slot: "place", value: "outdoor", stems: ["улиц", "парк", "стадион", "outdoor", "outside", "park"] },
  // «no equipment», «только коврик»: a plan of bodyweight work, no machines, bike or pool.
  // «есть только гантели»: free weights at home; the longest stem said wins over «коврик».
  { slot: "equipment", value: "dumbbells", stems: ["гантел", "dumbbell"] },
  { slot: "equipment", value: "none", stems: ["без инвентар", "без оборудован", "нет инвентар", "нет оборудован", "коврик", "собственным весом", "no equipment", "without equipment", "bodyweight", "mat"], absence: true },
  { slot: "who", value: "child", stems: ["ребен", "ребён", "сын", "доч", "малыш", "младен", "child", "kid", "son", "daughter", "baby"] },
  { slot: "fileType", value: "table", stems: ["таблиц", "excel", "xlsx", "spreadsheet", "table"] },
  { slot: "fileType", value: "presentation", stems: ["презентац", "слайд", "pptx", "presentation", "slides", "deck"] },
  { slot: "fileType", value: "document", stems: ["документ", "word", "docx", "текст", "document"] },
  // «не, всё норм», «всё в порядке», «all good»: nothing to report, said in everyday words (walk 17c kept it as a limitation).
  { slot: "none", value: "none", stems: ["нет", "никаких", "ничего", "не знаю", "всё норм", "все норм", "всё в порядке", "все в порядке", "всё хорошо", "все хорошо", "no", "none", "nothing", "all good", "all fine", "nope"], absence: true },
];

/** A sign that calls for an ambulance now: its stems, its name in each language, and whom or what it counts for. */
/** `acute`: a sign no word of it can mean anything else («потерял сознание», not «кровь», which is also «сдать кровь»): said anywhere in the chat, the answer opens with the emergency numbers. */
/**
 * `call`: whom the sign calls now when not an ambulance (a child taken by force: the police, by 112 too). `ask`: the situation
 * as a workplace's safety rules name it (a first-aid table's row «Ребёнок подавился…»), asked of the company's documents.
 */
export interface RedFlag { stems: string[]; ru: string; en: string; child?: boolean; fever?: boolean; with?: string[]; source: string; acute?: boolean; call?: string; ask?: { ru: string; en: string } }

/** Signs that call for an ambulance now, not a doctor later (the health skill's step 5): red-flags.json, with its sources. */
export const RED_FLAGS: readonly RedFlag[] = redFlagTable.flags;

/**
 * Words that negate what follows them in the same clause (Русская грамматика, 1980: the particles «не», «ни», the
 * predicative «нет», the preposition of absence «без»; English «no», «not», «without», «don't»). Up to
 * NEGATION_REACH words may stand between («не хожу в зал», «not at the gym»).
 */
export const NEGATORS: readonly string[] = ["не", "ни", "нет", "без", "no", "not", "without", "dont", "don't", "never"];
export const NEGATION_REACH = 2;

/** Words that open a request rather than name its subject («Объясни дроби» → topic «дроби»). */
export const REQUEST_OPENERS: readonly string[] = [
  "помоги разобраться с", "помоги разобраться в", "помоги с", "помогите с", "объясните", "объясни", "расскажите про", "расскажи про",
  "расскажи о", "разбери", "разберём", "научи", "позанимайся со мной", "мне нужно", "нужно", "нужна", "нужен", "пожалуйста",
  "explain", "teach me", "help me with", "please",
];

/**
 * A figure taken back in the same breath («37. хотя нет, 38», «5, точнее 6», «4, actually 5»): the figure after the
 * revision word stands (general colloquial usage; the calorie skill's own correction words are in meal-words.ts).
 */
export const REVISION_WORDS: readonly string[] = ["хотя нет", "хотя", "нет", "точнее", "вернее", "ой", "или", "actually", "sorry", "rather", "no", "or"];

/**
 * «ой, я соврала, в зал хожу 4 раза…, пересчитай», «вообще-то мне 35»: the person takes back what they told the skill,
 * or asks it to redo its sum (walk 14b: the correction entered the fitness skill instead).
 */
export const CORRECTING = /(?<![\p{L}])(?:ой|передумал\p{L}*|соврал\p{L}*|ошибл\p{L}*|ошибся|перепутал\p{L}*|вообще-то|на\s+самом\s+деле|точнее|вернее|исправ\p{L}*|поправ\p{L}*|пересчита\p{L}*|recount|recalculate|actually|i\s+lied|my\s+mistake)(?![\p{L}])/iu;

/** Words that may stand between the revision and its figure («хотя нет, скорее 250», «или уже 38»). */
export const REVISION_FILLERS: readonly string[] = ["скорее", "уже", "наверное", "вроде", "может", "даже", "maybe", "probably"];

/** Complaints that limit training: a pain or injury word (stems at a word's start; «боль» only before «в»). */
export const PAIN_STEMS: readonly string[] = ["болит", "болят", "болел", "побалива", "боль в", "боли в", "болью", "ноет", "ноют", "травм", "грыж", "hurt", "pain", "injur", "sore", "ache"];

/**
 * «в зал хожу раза два в неделю», «тренируюсь 4 раза в неделю», «gym 3 times a week»: how often the person trains says
 * the activity factor whatever their job (Mifflin–St Jeor with the usual factors: none ×1.2, 1–3 a week ×1.375,
 * 3–5 ×1.55, 6–7 ×1.725). Counted only beside a word of exercise: «кофе 3 раза в неделю» is no training.
 */
export const WORKOUT_WORDS: readonly string[] = ["зал", "трениру", "тренировк", "спорт", "фитнес", "бега", "бегаю", "плаван", "йог", "качаюсь", "gym", "train", "workout", "exercise", "run"];
export const WEEKLY = /(?:(\d+)\s*(?:[-–]\s*(\d+)\s*)?раз\p{L}*|раз\p{L}*\s+(\d+))\s+в\s+неделю|(\d+)\s*(?:[-–]\s*(\d+)\s*)?(?:times|x)\s+(?:a|per)\s+week/u;

/**
 * The tutor's words (general colloquial Russian and English, not a set's): what a person says they do not understand
 * («не понимаю как объяснить сложение дробей…» — the rest of the clause is the sticking point), a request for another
 * example, which is never an answer to grade (walk 17b: «давай пример 1/3 + 1/4 разберём» was graded «1/4»), and a
 * request to hear the idea again.
 */
export const UNCLEAR = /(?<![\p{L}])(?:не\s+понима\p{L}*|не\s+пойм\p{L}*|не\s+могу\s+(?:понять|объяснить|разобраться(?:\s+[вс])?)|не\s+получа\p{L}*|непонятн\p{L}*|не\s+ясно|не\s+знаю|забыл\p{L}*|путает\p{L}*|путаю\p{L}*|mix(?:es|ing)?\s+up|confus(?:es|ing)|застрял\p{L}*\s+на|плава\p{L}*\s+в|don'?t\s+(?:get|understand|know)|doesn'?t\s+(?:get|understand|know)|can'?t\s+(?:get|understand|explain)|forgot|stuck\s+(?:on|with)|confused\s+(?:by|about)|struggl\p{L}*\s+with)(?![\p{L}])[\s,:—–-]*(?:(?:как\s+(?:это\s+)?объясн\p{L}*|how\s+to\s+explain)\s+)?/iu;
export const WANTS_EXAMPLE = /(?<![\p{L}])(?:пример\p{L}*|задач\p{L}*|задани\p{L}*|упражнени\p{L}*|потренир\p{L}*|example\p{L}*|exercise\p{L}*|another\s+one|one\s+more|practi[cs]e)(?![\p{L}])/iu;
export const WANTS_AGAIN = /\?|(?<![\p{L}])(?:почему|как|зачем|не\s+понял\p{L}*|не\s+понятно|непонятно|объясни\p{L}*|ещё\s+раз|еще\s+раз|why|how|explain|again)(?![\p{L}])/iu;
