import { stem } from "./tokens.ts";

/**
 * The seasons by their months, as the calendar counts them in Russia (Ожегов: лето — время года между весной и осенью;
 * метеорологические сезоны: зима — декабрь, январь, февраль; весна — март, апрель, май; лето — июнь, июль, август; осень —
 * сентябрь, октябрь, ноябрь). A rule writes the months («с 1 июня по 31 августа … отпуск не предоставляется»), a person asks
 * the season («а летом?»; lead's walk 42 offered an unrelated sentence). Each season's word, its forms and adverbs, with the
 * stems of its months' names.
 */
const SEASONS: readonly { words: RegExp; months: readonly string[] }[] = [
  { words: /^(?:зим[аыеуой]|зимой|зимою|зимн\p{L}*|winter)$/u, months: ["декабря", "января", "февраля"] },
  { words: /^(?:весн[аыеуой]|весной|весною|весенн\p{L}*|spring)$/u, months: ["марта", "апреля", "мая"] },
  { words: /^(?:лето|лета|лету|летом|лете|летн\p{L}*|summer)$/u, months: ["июня", "июля", "августа"] },
  { words: /^(?:осен[ьию]|осенью|осенн\p{L}*|autumn)$/u, months: ["сентября", "октября", "ноября"] },
];

/** The stems of a season word's months («летом» → «июн», «июл», «август»); none for other words. */
export function seasonMonthStems(word: string): string[] {
  const w = word.toLowerCase().replaceAll("ё", "е");
  return SEASONS.find((s) => s.words.test(w))?.months.map(stem) ?? [];
}
