import { stem } from "./tokens.ts";

/**
 * Coming to a place on foot, by transport or at all is one arrival (Ожегов: прибыть — прийти, приехать куда-н.; приходить —
 * несов. к прийти; приезжать — несов. к приехать). A person asks «за сколько приходить до смены», a memo writes «Приезжать на
 * объект нужно за 15 минут до начала смены» (lead's walk 36 hedged it, «приходить» unmet).
 *
 * Read on the question's side only, as other words the answer may say: in the thesaurus (shared by the search), «приезжать»
 * added an arrival term no fragment of kodservice held, thinning «в какие дни надо приезжать в офис» below the floor (k02),
 * and «приходить» put money arriving («зарплата приходит», «до прихода комиссии») into arrival (carservice's leave-one-out).
 * So only the infinitive and the imperative, the forms a question of when or how to come uses, and never the stem «приход»
 * (also the noun «приход», income) among the forms they meet.
 */
const ASKED = new Set(["прийти", "приходить", "приходите", "приходи", "приехать", "приезжать", "приезжайте", "приезжай", "прибыть", "прибывать"]);
const WRITTEN = ["прийти", "пришел", "приехать", "приезжать", "прибыть", "прибывать"];

let stems: string[] | null = null;

/** For a question's verb of arrival, the stems of the other verbs of arrival a document may write («приходить» → «приезжа»…). */
export function arrivalStems(word: string): string[] {
  const w = word.toLowerCase().replaceAll("ё", "е");
  if (!ASKED.has(w)) return [];
  stems ??= [...new Set(WRITTEN.map(stem))];
  const own = stem(w);
  return stems.filter((s) => s !== own);
}

/**
 * «Если эти дни выпадают на выходные, деньги приходят в последний рабочий день»: money, pay or a letter «приходит» as it is
 * received (Ожегов: поступить — 5. о деньгах, бумагах: прийти, быть полученным), not as a person comes. Read so in the
 * evidence, the sentence no longer meets «во сколько мне приходить?» (lead's walk 53 answered a new instructor with the
 * pay-day rule).
 */
const RECEIVED = "(?:деньг\\p{L}*|денежн\\p{L}*|зарплат\\p{L}*|заработн\\p{L}*|выплат\\p{L}*|аванс\\p{L}*|расч[её]т\\p{L}*|преми\\p{L}*|средств\\p{L}*|перевод\\p{L}*|письм\\p{L}*|уведомлени\\p{L}*|листк\\p{L}*|сообщени\\p{L}*|смс|sms)";
const COMES = "(?:приход(?:ит|ят|ил|ила|ило|или)|прид(?:ёт|ет|ут)|пришл(?:а|о|и)|пришёл|пришел)";
const MONEY_COMES = new RegExp(`(?<![\\p{L}])(${RECEIVED}(?:\\s+\\p{L}+){0,2}\\s+)${COMES}(?![\\p{L}])|(?<![\\p{L}])${COMES}((?:\\s+\\p{L}+){0,1}\\s+${RECEIVED})(?![\\p{L}])`, "giu");

/** The text with money or mail arriving said as received (see MONEY_COMES). */
export const withMoneyReceived = (text: string): string => text.replace(MONEY_COMES, (_m, before?: string, after?: string) => (before ? `${before}поступают` : `поступают${after}`));
