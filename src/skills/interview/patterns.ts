/**
 * How people state facts about themselves in a chat, as data for `extract.ts`. Written from general
 * Russian and English usage («рост 180, вес 85», «мне 34», «3 годика», «I'm 34, 180 cm»), not from any
 * pilot set. A number pattern's first group is the value; `scale` converts the unit (metres → cm).
 */
export interface NumberPattern { slot: string; re: RegExp; scale?: number; offset?: number; min: number; max: number }

const NUM = String.raw`(\d+(?:[.,]\d+)?)`;
// Up to 12 characters between a name and its figure, never across another body figure's name («рост, вешу под 80»).
const GAP = String.raw`(?:(?!(?<!\p{L})(?:вес|веш|рост|мне|лет|год|возраст|weigh|height|tall))\D){0,12}?`;

export const NUMBER_PATTERNS: readonly NumberPattern[] = [
  // «рост метр шестьдесят пять» (normalised to «метр 65»): a metre and centimetres, before «рост … 65» reads 65.
  { slot: "height", re: /(?<![\p{L}])метр\s*(\d{1,2})(?!\d|[.,]\d)/iu, offset: 100, min: 40, max: 250 },
  { slot: "height", re: new RegExp(String.raw`(?:рост|height|tall)${GAP}${NUM}`, "iu"), min: 40, max: 250 },
  { slot: "height", re: new RegExp(String.raw`${NUM}\s*(?:см|cm|сантиметр)`, "iu"), min: 40, max: 250 },
  { slot: "height", re: new RegExp(String.raw`(?:^|[^\d.,])(1[.,]\d{1,2})\s*(?:м|m)(?![\p{L}])`, "iu"), scale: 100, min: 40, max: 250 },
  { slot: "height", re: new RegExp(String.raw`(?:рост|height)\D{0,12}?(?<![\d.,])(1[.,]\d{1,2})(?![\d.,])`, "iu"), scale: 100, min: 40, max: 250 },
  // «180 рост», after «рост … 80» was refused for crossing into «вешу под 80».
  { slot: "height", re: new RegExp(String.raw`${NUM}\s*(?:см\s*)?(?:рост|ростом)(?![\p{L}])`, "iu"), min: 40, max: 250 },
  { slot: "weight", re: new RegExp(String.raw`(?:вес\p{L}*|вешу|weigh\p{L}*)${GAP}${NUM}`, "iu"), min: 2, max: 400 },
  { slot: "weight", re: new RegExp(String.raw`${NUM}\s*(?:кг|kg|кило(?:грамм\p{L}*)?(?!\p{L})|kilo(?:gram\p{L}*|s)?(?!\p{L})|lbs?\b)`, "iu"), min: 2, max: 400 },
  { slot: "age", re: new RegExp(String.raw`(?<![\p{L}])(?:мне|ему|ей|сыну|дочке|дочери|ребенку|возраст\p{L}*|исполнилось|i'?m|i am|he'?s|she'?s|aged?)\s*:?\s*${NUM}(?!\d|[.,]\d|\s*(?:см|cm|кг|kg|м\b|%))`, "iu"), min: 1, max: 110 },
  { slot: "age", re: new RegExp(String.raw`${NUM}\s*(?:год|лет|годик|годиков|месяц\p{L}*|years?|y\.?o\b)`, "iu"), min: 0, max: 110 },
  { slot: "days", re: new RegExp(String.raw`${NUM}\s*(?:раз\p{L}*|дн\p{L}*|день|тренировк\p{L}*|times?|days?|sessions?)\s*(?:в|a|per)\s*(?:недел|week)`, "iu"), min: 1, max: 7 },
  { slot: "grade", re: new RegExp(String.raw`${NUM}\s*-?\s*(?:й|го|ой)?\s*класс`, "iu"), min: 1, max: 11 },
  { slot: "grade", re: new RegExp(String.raw`(?:grade|year)\s*${NUM}`, "iu"), min: 1, max: 12 },
  { slot: "temperature", re: new RegExp(String.raw`(?:температур\p{L}*|temperature|fever)\D{0,10}?(3[5-9](?:[.,]\d)?|4[0-2](?:[.,]\d)?)`, "iu"), min: 35, max: 42.5 },
];

/** A word that settles a choice slot: any of `stems` at a word's start gives `value`. */
export interface ChoicePattern { slot: string; value: string; stems: string[] }

export const CHOICE_PATTERNS: readonly ChoicePattern[] = [
  { slot: "sex", value: "male", stems: ["мужчин", "мужск", "парен", "муж", "male", "man", "guy"] },
  { slot: "sex", value: "female", stems: ["женщин", "женск", "девушк", "жен", "female", "woman", "girl"] },
  { slot: "goal", value: "lose", stems: ["похуд", "сбросит", "сбросить", "снизит", "снижени", "стройн", "жиросжиг", "сушк", "lose", "weight loss", "slim", "cut"] },
  { slot: "goal", value: "gain", stems: ["набрат", "набор", "масс", "мышц", "bulk", "gain", "muscle"] },
  { slot: "goal", value: "maintain", stems: ["поддерж", "держат", "сохран", "maintain", "keep"] },
  { slot: "goal", value: "endurance", stems: ["вынослив", "бег", "марафон", "кардио", "endurance", "run", "stamina"] },
  { slot: "goal", value: "start", stems: ["начат", "двигат", "с нуля", "осанк", "start", "posture", "move"] },
  { slot: "activity", value: "1.2", stems: ["сидяч", "офис", "малоподвиж", "не занимаюсь", "sedentary", "desk"] },
  { slot: "activity", value: "1.375", stems: ["низк", "немного", "1-3 раз", "1–3 раз", "изредка", "light", "lightly"] },
  { slot: "activity", value: "1.55", stems: ["средн", "умерен", "3-5 раз", "3–5 раз", "moderate"] },
  { slot: "activity", value: "1.725", stems: ["высок", "активн", "каждый день", "ежедневн", "6-7 раз", "active", "daily"] },
  { slot: "activity", value: "1.9", stems: ["очень высок", "физическ труд", "стройк", "very active", "athlete"] },
  { slot: "level", value: "beginner", stems: ["новичок", "начинающ", "с нуля", "никогда не", "давно не", "без опыт", "нет опыт", "опыта нет", "никакого опыт", "мало опыт", "опыта почти нет", "почти нет опыт", "опыта ноль", "beginner", "novice", "never", "no experience"] },
  { slot: "level", value: "intermediate", stems: ["средн", "иногда", "опыт", "intermediate", "some experience"] },
  { slot: "level", value: "advanced", stems: ["продвинут", "опытн", "регулярно", "давно занимаюсь", "advanced", "experienced"] },
  { slot: "place", value: "home", stems: ["дом", "квартир", "home"] },
  { slot: "place", value: "gym", stems: ["зал", "фитнес-клуб", "gym"] },
  { slot: "place", value: "outdoor", stems: ["улиц", "парк", "стадион", "outdoor", "outside", "park"] },
  { slot: "who", value: "child", stems: ["ребен", "ребён", "сын", "доч", "малыш", "младен", "child", "kid", "son", "daughter", "baby"] },
  { slot: "fileType", value: "table", stems: ["таблиц", "excel", "xlsx", "spreadsheet", "table"] },
  { slot: "fileType", value: "presentation", stems: ["презентац", "слайд", "pptx", "presentation", "slides", "deck"] },
  { slot: "fileType", value: "document", stems: ["документ", "word", "docx", "текст", "document"] },
  { slot: "none", value: "none", stems: ["нет", "никаких", "ничего", "не знаю", "no", "none", "nothing"] },
];

/**
 * Signs that call for a doctor now, not later (the health skill's step 5; common triage advice of
 * emergency services). Stems matched at a word's start.
 */
export const RED_FLAGS: readonly { stems: string[]; ru: string; en: string }[] = [
  { stems: ["потер сознан", "потерял сознан", "потеряла сознан", "обморок", "faint", "unconscious"], ru: "потеря сознания", en: "loss of consciousness" },
  { stems: ["кров", "blood", "bleed"], ru: "кровь", en: "blood" },
  { stems: ["задыха", "не могу дыша", "трудно дыша", "затруднен дыхан", "одышк", "breathless", "can't breathe", "short of breath"], ru: "затруднённое дыхание", en: "difficulty breathing" },
  { stems: ["боль в груди", "болит в груди", "давит в груди", "chest pain"], ru: "боль в груди", en: "chest pain" },
  { stems: ["сильн", "невыносим", "острая", "severe", "unbearable"], ru: "сильная боль", en: "severe pain" },
  { stems: ["судорог", "seizure", "convuls"], ru: "судороги", en: "seizures" },
  { stems: ["онемел", "перекосил", "слабость в руке", "numb"], ru: "онемение или слабость половины тела", en: "numbness or one-sided weakness" },
];

/** Words that open a request rather than name its subject («Объясни дроби» → topic «дроби»). */
export const REQUEST_OPENERS: readonly string[] = [
  "помоги разобраться с", "помоги разобраться в", "помоги с", "помогите с", "объясните", "объясни", "расскажите про", "расскажи про",
  "расскажи о", "разбери", "разберём", "научи", "позанимайся со мной", "мне нужно", "нужно", "нужна", "нужен", "пожалуйста",
  "explain", "teach me", "help me with", "please",
];
