import { isStopword } from "./tokens.ts";

/**
 * «а в неделю?», «per week?», «how much is that per week if I eat it every day?», «and for 7 days?», «а если я ее ем 3 раза
 * в неделю, это сколько в неделю?»: a figure just worked out asked again for a week (so many days of it) or for so many
 * days. Data: how everyday Russian and English say a period («в/за/на неделю», «per/a/in a/over a week», «weekly», «for 7
 * days», «за 10 дней») and a frequency («every day», «daily», «каждый день», «ежедневно», «5 days a week», «3 раза в
 * неделю», «twice a week», «дважды в неделю», «on weekdays», «по будням»), and the words such a follow-up is phrased with
 * (a joining «а», «и», «and»; «сколько», «how much»; «если», «if»; the verbs of eating). Written from general usage.
 */
const NUMBER: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10, fourteen: 14, thirty: 30,
  один: 1, одну: 1, два: 2, две: 2, три: 3, четыре: 4, пять: 5, шесть: 6, семь: 7, десять: 10, четырнадцать: 14, тридцать: 30,
};
const N = String.raw`(\d{1,3}|${Object.keys(NUMBER).join("|")})`;
const num = (s: string) => (/^\d+$/.test(s) ? Number(s) : NUMBER[s] ?? NaN);

/** A frequency: how many days of a week the thing is had. */
const FREQUENCY: readonly (readonly [RegExp, (m: RegExpExecArray) => number])[] = [
  [/(?:every|each)\s+(?:single\s+)?day|daily|кажд\p{L}*\s+день|ежедневно|каждодневно/giu, () => 7],
  [new RegExp(String.raw`${N}\s+(?:days?|times?|x)\s+(?:a|per|each|every|in\s+a)\s+week`, "giu"), (m) => num(m[1]!)],
  [new RegExp(String.raw`(?:раза?\s+)?${N}\s+(?:раза?|дн\p{L}*|день)\s+(?:в|за)\s+неделю`, "giu"), (m) => num(m[1]!)],
  [/(?:once|twice|thrice)\s+(?:a|per|each|every)\s+week/giu, (m) => ({ once: 1, twice: 2, thrice: 3 })[m[0].split(/\s/)[0]!.toLowerCase() as "once"]],
  [/(?:(?:один\s+)?раз|дважды|трижды)\s+в\s+неделю/giu, (m) => (/^два/iu.test(m[0]) ? 2 : /^три/iu.test(m[0]) ? 3 : 1)],
  [/(?:on\s+)?weekdays(?:\s+only)?|(?:по|в)\s+будн\p{L}*|(?:only\s+)?on\s+workdays|по\s+рабочим\s+дням/giu, () => 5],
];

/** The period asked: a week, or so many days. */
const WEEK = /(?:(?:в|за|на)\s+(?:одну\s+|всю\s+)?неделю|(?:per|a|each|every|in\s+a|over\s+a|for\s+a|for\s+the|in\s+one|for\s+one|over\s+the)\s+week|weekly)/giu;
const DAYS = new RegExp(String.raw`(?:(?:for|over|in)\s+(?:the\s+next\s+)?${N}\s+days|за\s+${N}\s+(?:дн\p{L}*|день|суток))`, "giu");

/** The words a follow-up is phrased with besides stopwords: asking, joining, the verbs of eating. */
const PHRASING = new Set([
  "а", "и", "ну", "ок", "так", "это", "сколько", "получается", "получится", "выйдет", "выходит", "будет", "если", "я", "ее", "его", "их",
  "ем", "ешь", "съем", "съедаю", "кушаю", "есть", "буду", "всего", "итого", "то", "тогда", "раз", "в", "за", "на", "хм", "ладно", "примерно",
  "and", "so", "ok", "okay", "what", "whats", "is", "how", "much", "many", "that", "it", "this", "then", "be", "would", "will", "comes", "come",
  "to", "if", "i", "eat", "have", "had", "ate", "eating", "having", "total", "altogether", "in", "per", "for", "do", "does", "get", "make",
  "was", "up", "hmm", "like", "about", "roughly", "add", "adds", "calories", "kcal", "калорий", "ккал", "say", "let's", "lets",
]);

export interface PeriodAsked {
  /** How many times the figure counts: the days of the week it is had, or the days asked. */
  times: number;
  /** «week»: a week with `times` days of it; «days»: `times` days in a row. */
  per: "week" | "days";
}

/** The period the message asks the figure before it for, or null when it asks something else. */
export function periodAsked(message: string): PeriodAsked | null {
  let text = message.trim().toLowerCase().replaceAll("ё", "е");
  if (text.length > 90) return null;
  let times: number | null = null;
  for (const [re, value] of FREQUENCY) {
    const m = new RegExp(re.source, re.flags).exec(text);
    if (!m || times !== null) continue;
    times = value(m);
    text = text.replace(new RegExp(re.source, re.flags), " ");
  }
  const days = new RegExp(DAYS.source, DAYS.flags).exec(text);
  const week = new RegExp(WEEK.source, WEEK.flags).test(text);
  text = text.replace(new RegExp(DAYS.source, DAYS.flags), " ").replace(new RegExp(WEEK.source, WEEK.flags), " ");
  const asked = days || week || (times !== null && times < 7 && /\?|сколько|how\s+much|how\s+many/u.test(message.toLowerCase()));
  const rest = text.match(/[\p{L}']+/gu) ?? [];
  if (!asked || !rest.every((w) => PHRASING.has(w) || isStopword(w))) return null;
  if (days) {
    const n = num(days[1] ?? days[2] ?? "");
    return n >= 1 && n <= 366 ? { times: n, per: "days" } : null;
  }
  const t = times ?? 7;
  return t >= 1 && t <= 7 ? { times: t, per: "week" } : null;
}

