/**
 * A letter written to a person: «напиши письмо Дмитрию Захарову, что…», «составь письмо клиенту: …». Russian
 * names the addressee of a verb of speech or transfer in the dative without a preposition (адресат, дательный
 * падеж; Русская грамматика, 1980, §2660) and what is said in an explanatory clause with «что»/«чтобы» or after a
 * colon (изъяснительное придаточное, §3016). A word after «письмо» that opens with a preposition names the
 * letter's topic or form instead («письмо о переносе», «письмо на английском», «письмо с благодарностью»), and
 * a pronoun or adverb of manner its form («письмо покороче»): those words are closed classes, listed here.
 */

// Imperatives of writing and sending a letter (повелительное наклонение), polite forms too.
export const COMPOSE = "напиши|напишите|составь|составьте|подготовь|подготовьте|отправь|отправьте|набросай|набросайте|черкни|черкните|накидай|накидайте";
/** True for an imperative of writing or sending a letter («составь», «напиши», «отправь»). */
export function composes(word: string): boolean {
  return COMPOSE.split("|").includes(word.toLowerCase());
}

// The letter nouns in the accusative (and «черновик письма»).
const LETTER = "(?:черновик\\s+)?(?:письм\\p{L}*|e-?mail|имейл|мейл|сообщение)";
// Prepositions, conjunctions and adverbs of manner that cannot open a dative addressee (closed classes).
const NOT_ADDRESSEE = "пожалуйста|плиз|pls|please|о|об|обо|про|насчёт|насчет|по|с|со|за|из|от|в|во|на|для|к|ко|до|без|при|что|чтобы|и|а|но|или|ли|же|коротко|кратко|покороче|подробно|вежливо|срочно|официально|быстро|сегодня|завтра|ещё|еще|тоже|также";
const WORD = `(?!(?:${NOT_ADDRESSEE})(?![\\p{L}-]))[\\p{L}][\\p{L}.-]*`;
// A company's name in quotes after its legal form («поставщику ООО «ОфисТорг»»).
const QUOTED = "«[^»]{1,40}»";

/** «…to Andrey Shishkin saying that…», «…asking him to…»: an English verb of saying opens what the letter tells. */
export const REPORTING = String.raw`saying(?:\s+that)?|asking(?:\s+(?:him|her|them))?(?:\s+to)?|telling(?:\s+(?:him|her|them))?(?:\s+that)?`;

/**
 * «напиши письмо Захарову, что хочу…»: 1) whom (one to four words; a role's complement after «по», «из», «от» is
 * part of it: «инженеру по охране труда»), 2) what to tell them.
 */
export const LETTER_TO_PERSON = new RegExp(
  `^(?:пожалуйста[,\\s]+)?(?:${COMPOSE})\\s+${LETTER}\\s+(${WORD}(?:\\s+(?:(?:по|из|от)\\s+)?(?:${WORD}|${QUOTED})){0,3})(?:\\s*[,:—–-]\\s*(?:что|that)?\\s*|\\s+(?:что|that|${REPORTING})\\s+)(.+)$`,
  "iu",
);

// Prepositions that open what a letter is about rather than what it says (closed class): «о», «про», «насчёт», «с».
export const LETTER_TOPIC = "(?:о|об|обо|про|насчёт|насчет|с|со)";

/** «составь письмо поставщику о задержке оплаты»: 1) whom, 2) the topic with its preposition («о задержке оплаты»). */
export const LETTER_ABOUT = new RegExp(
  `^(?:пожалуйста[,\\s]+)?(?:${COMPOSE})\\s+${LETTER}\\s+(${WORD}(?:\\s+(?:(?:по|из|от)\\s+)?${WORD}){0,3})\\s+(${LETTER_TOPIC}\\s+.+)$`,
  "iu",
);

/**
 * Words after «письмо» that say how it is written, not to whom: a language («на английском»: prepositional adjectives
 * in «-ском/-цком»), a length or form («в двух словах», «в свободной форме»), an adverb («красиво»: no dative ends in «-о»).
 */
const MANNER = /^(?:(?:на|по)\s+)?(?:\p{L}+[сц]ком|(?:в\s+)?(?:двух|трёх|трех|нескольких|паре)\s+(?:словах|строк\p{L}*|предложени\p{L}*)|(?:в\s+)?(?:свободной|официальной|деловой|произвольной|краткой)\s+форме|\p{L}+о)$/iu;

/** True when the words read as a letter's addressee name how it is written instead («на английском», «красиво»). */
export function namesManner(to: string): boolean {
  return MANNER.test(to.trim());
}

/**
 * «напиши Денису Олеговичу, что в 3 кабинете не работает сенсор»: the letter noun left out, the addressee a name
 * (capitalised words in the dative) — not «напиши коллегам, что…», which is a post to everyone.
 */
export const WRITE_TO_NAMED = new RegExp(
  `^(?:[Пп]ожалуйста[,\\s]+)?(?:${COMPOSE.split("|").map((v) => `${v}|${v.charAt(0).toUpperCase()}${v.slice(1)}`).join("|")})\\s+(\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+){0,2})(?:\\s+${LETTER})?(?:\\s*[,:—–-]\\s*(?:что)?\\s*|\\s+что\\s+)(.+)$`,
  "u",
);

/**
 * «напиши управляющему магазином что…», «напиши главному бухгалтеру, что…»: the letter noun left out and the
 * addressee a role in the dative singular, lower-case (a name is WRITE_TO_NAMED's). 1) the role, with an adjective
 * before it and up to two words of complement after it (not the letter noun: «напиши бригадиру письмо, что…» goes to
 * the foreman), 2) what to tell them. The role is checked by `roleInDative`:
 * «напиши заметку, что…» has the same shape and is no letter.
 */
const ROLE_LETTER = new RegExp(
  `^(?:пожалуйста[,\\s]+)?(?:${COMPOSE})\\s+((?:\\p{L}+(?:ому|ему)\\s+)?((?:\\p{L}+-)?\\p{L}{3,}(?:у|ю|е))(?:\\s+(?!(?:что|чтобы|${LETTER})(?![\\p{L}]))(?:(?:по|из|от)\\s+)?\\p{L}+){0,2})(?:\\s+${LETTER})?(?:\\s*[,:—–-]\\s*(?:что|чтобы)?\\s*|\\s+(?:что|чтобы)\\s+)(.+)$`,
  "iu",
);

/**
 * True when a word ending in «-у», «-ю», «-е» is the dative singular of a noun the dictionary knows in the
 * nominative: «бухгалтеру» (бухгалтер), «водителю» (водитель), «управляющему» (управляющий), «коллеге» (коллега).
 * The accusative of a feminine noun has the same ending and no such nominative: «заметку» (*заметк), «статью»
 * (a soft sign before «-ю» is the accusative's), «инструкцию».
 */
function roleInDative(word: string, has: (w: string) => boolean): boolean {
  // «офис-менеджеру», «IT-специалисту»: a compound role is declined in its last part.
  const w = word.toLowerCase().split("-").at(-1)!;
  if (/(?:ью|ию|ую|юю)$/u.test(w)) return false;
  if (/(?:ому|ему)$/u.test(w)) return has(w.slice(0, -3) + (w.endsWith("ему") ? "ий" : "ый"));
  // «таблицу», «смету», «программу»: the dictionary also holds their genitive plural («таблиц»); a feminine noun is told
  // by its instrumental («таблицей», «сметой»), which a masculine role has not («бухгалтером»).
  // «механику», «технику»: a noun of a person by its suffix (-ик, -ист, -ер, -тель, -щик…; Русская грамматика 1980, nomina
  // agentis) is the role, though a feminine noun of a thing shares its letters («механика», «техника»; walk 15a).
  if (w.endsWith("у") && AGENT.test(w.slice(0, -1)) && has(w.slice(0, -1))) return true;
  if (w.endsWith("у")) return has(w.slice(0, -1)) && !has(w.slice(0, -1) + "ой") && !has(w.slice(0, -1) + "ей");
  if (w.endsWith("ю")) return has(w.slice(0, -1) + "ь");
  return has(w.slice(0, -1) + "а");
}

// Not a bare «-ик»: «характеристику», «политику», «методику» are the feminine «-ика» things the rule tells apart.
const AGENT = /(?:ник|ист|ер|ёр|ор|тель|щик|чик|ант|ент|лог)$/u;

/** A clause said as a letter's sentence: capitalised, with its full stop (nothing for nothing). */
export function asSentence(s: string): string {
  const t = s.trim().replace(/[;,]+$/u, "");
  return t ? t.charAt(0).toUpperCase() + t.slice(1) + (/[.!?…]$/u.test(t) ? "" : ".") : "";
}

/** «напиши бухгалтеру, что я задержу отчёт»: whom (a role in the dative) and what to tell them, or null. */
export function letterToRole(text: string, has: (w: string) => boolean): { to: string; gist: string } | null {
  const m = ROLE_LETTER.exec(text.trim());
  return m && roleInDative(m[2], has) ? { to: m[1], gist: m[3] } : null;
}

/** «…, подпись Алексей Смирнов», «… Подпись — Иван Петров.» closing what to write: who signs the letter. */
export const SIGNED_AT_END = /[,.;]?\s*(?:подпись|signature)\s*[:—–-]?\s*([^,.;]+(?:,\s*[^,.;]+)?)[.!]?\s*$/iu;

/**
 * What a letter says, from what the person told the assistant to say: a request put to the addressee is said as one.
 * «…asking for a discount» → «I would like to ask for a discount»; «…asking him to send the invoice» → «Could you
 * please send the invoice?»; «…, и попроси прислать до пятницы» → «… Просьба прислать до пятницы» (the imperative
 * «попроси» is addressed to the assistant, not to the reader; «просьба + infinitive» is the neutral business form);
 * «…, спроси, можно ли…» → «Подскажите, пожалуйста, можно ли…?»; an indirect «можно ли…» ends with a question mark.
 */
export function letterSays(gist: string, lead = ""): string {
  let g = gist.trim().replace(/[.!]+$/u, "");
  if (/asking(?:\s+(?:him|her|them))?\s+to\s*$/iu.test(lead)) return `Could you please ${g}?`;
  if (/asking\s*$/iu.test(lead)) return `I would like to ask ${g}.`;
  g = g.replace(/(?:[,;]\s*|\s+)(?:а\s+)?(?:и\s+|также\s+)?(?:попроси|попросите)\s+(?:(?:его|её|ее|их)\s+)?(?=\p{L})/iu, ". Просьба ")
    .replace(/^(?:попроси|попросите)\s+(?:(?:его|её|ее|их)\s+)?(?=\p{L})/iu, "Просьба ")
    .replace(/(?:[,;]\s*|\s+)(?:а\s+)?(?:и\s+)?(?:спроси|спросите)[,\s]+(?=(?:можно|нужно|надо|есть|когда|как|где|сколько|кто|что|будет)\s)/iu, ". Подскажите, пожалуйста, ")
    .replace(/^(?:спроси|спросите)[,\s]+/iu, "Подскажите, пожалуйста, ")
    // «…, и уточни у неё, сколько нужно ноутбуков» (walk 16c): the question put to the reader.
    .replace(/(?:[,;]\s*|\s+)(?:а\s+)?(?:и\s+)?(?:уточни|уточните)(?:\s+у\s+(?:него|неё|нее|них))?[,\s]+(?=(?:можно|нужно|надо|есть|когда|как|где|сколько|кто|что|какой|какая|какие|будет)\s)/iu, ". Подскажите, пожалуйста, ")
    // «…, but please ask him to send the contract draft before December 10»: the request put to the reader.
    .replace(/(?:[,;]\s*|\s+)(?:and\s+|but\s+)?(?:please\s+)?ask\s+(?:him|her|them)\s+to\s+([^.!?]+)/iu, (_m, what) => `. Could you please ${what.trim()}?`);
  const asks = /(?:^|[.!]\s+)(?:Подскажите, пожалуйста, |можно ли |нельзя ли )[^.!?]*$/iu.test(g) || /(?:^|\s)можно ли\s[^.!?]*$/iu.test(g);
  const out = g.charAt(0).toUpperCase() + g.slice(1);
  return /\?$/u.test(out) ? out : `${out}${asks ? "?" : "."}`;
}
