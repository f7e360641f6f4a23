/**
 * A letter written to a person: «напиши письмо Дмитрию Захарову, что…», «составь письмо клиенту: …». Russian
 * names the addressee of a verb of speech or transfer in the dative without a preposition (адресат, дательный
 * падеж; Русская грамматика, 1980, §2660) and what is said in an explanatory clause with «что»/«чтобы» or after a
 * colon (изъяснительное придаточное, §3016). A word after «письмо» that opens with a preposition names the
 * letter's topic or form instead («письмо о переносе», «письмо на английском», «письмо с благодарностью»), and
 * a pronoun or adverb of manner its form («письмо покороче»): those words are closed classes, listed here.
 */

// Imperatives of writing and sending a letter (повелительное наклонение), polite forms too.
const COMPOSE = "напиши|напишите|составь|составьте|подготовь|подготовьте|отправь|отправьте|набросай|набросайте";
// The letter nouns in the accusative (and «черновик письма»).
const LETTER = "(?:черновик\\s+)?(?:письм\\p{L}*|e-?mail|имейл|мейл|сообщение)";
// Prepositions, conjunctions and adverbs of manner that cannot open a dative addressee (closed classes).
const NOT_ADDRESSEE = "пожалуйста|плиз|pls|please|о|об|обо|про|насчёт|насчет|по|с|со|за|из|от|в|во|на|для|к|ко|до|без|при|что|чтобы|и|а|но|или|ли|же|коротко|кратко|покороче|подробно|вежливо|срочно|официально|быстро|сегодня|завтра|ещё|еще|тоже|также";
const WORD = `(?!(?:${NOT_ADDRESSEE})(?![\\p{L}-]))[\\p{L}][\\p{L}.-]*`;

/**
 * «напиши письмо Захарову, что хочу…»: 1) whom (one to four words; a role's complement after «по», «из», «от» is
 * part of it: «инженеру по охране труда»), 2) what to tell them.
 */
export const LETTER_TO_PERSON = new RegExp(
  `^(?:пожалуйста[,\\s]+)?(?:${COMPOSE})\\s+${LETTER}\\s+(${WORD}(?:\\s+(?:(?:по|из|от)\\s+)?${WORD}){0,3})(?:\\s*[,:—–-]\\s*(?:что|that)?\\s*|\\s+(?:что|that)\\s+)(.+)$`,
  "iu",
);

/**
 * «напиши Денису Олеговичу, что в 3 кабинете не работает сенсор»: the letter noun left out, the addressee a name
 * (capitalised words in the dative) — not «напиши коллегам, что…», which is a post to everyone.
 */
export const WRITE_TO_NAMED = new RegExp(
  `^(?:[Пп]ожалуйста[,\\s]+)?(?:${COMPOSE.split("|").map((v) => `${v}|${v.charAt(0).toUpperCase()}${v.slice(1)}`).join("|")})\\s+(\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+){0,2})(?:\\s*[,:—–-]\\s*(?:что)?\\s*|\\s+что\\s+)(.+)$`,
  "u",
);
