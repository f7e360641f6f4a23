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
