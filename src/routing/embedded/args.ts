import { partOfDayAsked } from "../../text/day-parts.ts";
import { COMPOSE, LETTER_ABOUT, LETTER_TOPIC, LETTER_TO_PERSON, REPORTING, WRITE_TO_NAMED, letterSays, letterToRole, namesManner } from "../../text/letters.ts";
import { russianDictionary } from "../../text/dictionary.ts";
import { withoutGreeting } from "../../text/stopwords.ts";
import { priceFloorOf, priceOf, withoutPrice, withoutPriceFloor } from "../../text/money.ts";
import { composePost, replyGist } from "./compose.ts";
import type { RouteInput } from "../types.ts";
import { lexicon, tokens, type Tokens } from "../lexicon.ts";
import { isStopword } from "../../text/tokens.ts";
import { SPOKEN_FORMS } from "../../text/spoken.ts";
import { isCourtesy } from "../../text/stopwords.ts";
import { CUES } from "./cues.ts";
import { ASKS_AVAILABILITY, MOVE, REASON_CLAUSE, TARGET_DAY } from "../../text/speech-acts.ts";
import { looksLikeVerb } from "../../text/verb-forms.ts";
import { pastRange } from "./periods.ts";
import { firstEmail } from "../../text/email.ts";
import { asksWholeText, withoutWholeText } from "../../text/reading.ts";
import { toneSaid } from "../../text/tone.ts";

const PERIODS: readonly (readonly [string, readonly string[]])[] = [
  ["today", ["сегодня", "today"]], ["yesterday", ["вчера", "yesterday"]], ["7d", ["недел*", "week"]],
  ["30d", ["месяц*", "month"]], ["90d", ["квартал*", "quarter"]], ["365d", ["год", "года", "году", "year"]],
  ["january", ["январ*", "january"]], ["february", ["феврал*", "february"]], ["march", ["март*", "march"]], ["april", ["апрел*", "april"]],
  ["may", ["мая", "май", "may"]], ["june", ["июн*", "june"]], ["july", ["июл*", "july"]], ["august", ["август*", "august"]],
  ["september", ["сентябр*", "september"]], ["october", ["октябр*", "october"]], ["november", ["ноябр*", "november"]], ["december", ["декабр*", "december"]],
];

const SITE_METRICS: readonly (readonly [string, readonly string[]])[] = [
  ["visits", ["визит*", "visits"]], ["sources", ["источник*", "трафик*", "traffic", "sources"]], ["visitors", ["посетител*", "visitors", "users"]],
  ["pageviews", ["просмотр*", "pageviews"]], ["bounce", ["отказ*", "bounce"]], ["conversions", ["конверси*", "conversions"]],
];
const PAGE_METRICS: readonly (readonly [string, readonly string[]])[] = [
  ["followers", ["подписчик*", "followers"]], ["reach", ["охват*", "reach"]], ["reactions", ["лайк*", "реакци*", "likes"]], ["views", ["просмотр*", "views"]],
];
const METRICS_ACTIONS: readonly (readonly [string, readonly string[]])[] = [
  ["delete", ["=удали", "удалить", "удалите", "удалим", "удаля*", "удалени*", "убер*", "убра*", "delete", "remove"]],
  // Tidying up duplicates or «too many» filters reads as deleting some; the guard then asks for an explicit request.
  ["delete", ["дублир*", "лишн*", "слишком много", "наведи порядок", "почисти", "разберись", "clean up", "duplicate*"]],
  ["update", ["переимен*", "измен*", "поменяй", "rename", "change"]],
  ["create", ["добав*", "созда*", "настро*", "add", "create", "set up"]],
];

function pick(tok: Tokens, table: readonly (readonly [string, readonly string[]])[]): string | null {
  return table.find(([, phrases]) => lexicon(phrases).find(tok) !== null)?.[0] ?? null;
}

/**
 * The words of a request left after dropping the tool's own cue words and function words: the search
 * query. For product search the object words stay: «наушники» is what to look for, not a cue.
 */
function queryOf(message: string, tool: string, keepObjects = tool === "product_search"): string {
  const cues = CUES[tool];
  // A letter is looked for by what it is about, a noun: «что мне прилетело», «что пришло» is phrasing.
  const phrasing = (w: string) => tool === "mail_search" && looksLikeVerb(w);
  const drop = cues ? lexicon([...cues.verbs, ...(keepObjects ? [] : cues.objects)]) : null;
  // A reason says why, for a search of one's own calendar or letters; for a product «мне нужен с windows 11 pro» says what.
  const text = tool === "calendar_search" || tool === "mail_search" ? withoutPrice(message).replace(REASON_CLAUSE, " ") : withoutPrice(message);
  // «what's», «it's», «don't»: a contraction of a function word is one too («company's» stays).
  // «что-нибудь», «кто-то»: a pronoun of function words joined by a hyphen is one too («офис-менеджер» stays).
  // «слушай, а найди…», «кстати»: discourse words address the assistant, they are not looked for.
  // «чо у меня в календаре»: a function word typed as spoken is no word to search for either.
  const functionWord = (w: string) => isStopword(w) || isCourtesy(w) || SPOKEN_FORMS.includes(w) || (w.includes("'") && isStopword(w.split("'")[0])) || (w.includes("-") && w.split("-").every(isStopword));
  return tokens(text).words.filter((w) => !functionWord(w) && !POSSESSIVE.test(w) && !/^\d+$/.test(w) && !phrasing(w) && !(drop && drop.find(tokens(w)))).join(" ");
}

/**
 * «покажи мои встречи», «мои письма»: the person's own calendar and mailbox are what a tool searches
 * anyway; the possessive (every case form of «мой», «наш», «свой») names nothing to look for in them.
 */
const POSSESSIVE = /^(?:мо|тво|сво|наш|ваш)(?:й|я|е|ё|и|его|ему|им|ем|ём|их|ими|ю|ей|а|у)$|^(?:my|our|mine|ours)$/u;

/** A file title from a request: the request without its leading command («составь мне …»), capitalised. */
function titleOf(message: string): string {
  const rest = message.trim()
    .replace(/^(пожалуйста[,\s]+)?(составь|составьте|создай|создайте|сделай|сделайте|подготовь|подготовьте|напиши|напишите|оформи|сгенерируй|набросай|create|make|write|prepare)(?![\p{L}])[,\s]*/iu, "")
    .replace(/^(мне|нам|пожалуйста|please)(?![\p{L}])[,\s]*/iu, "")
    .replace(/[.!?]+$/, "");
  const named = nominative(rest);
  return (named.charAt(0).toUpperCase() + named.slice(1)).slice(0, 80);
}

/** The document cues that name a table: «таблица», «табличка», «Excel», «spreadsheet». */
const TABLE_WORDS = lexicon(CUES.document_create.objects.filter((o) => /^(?:табли|эксел|excel|spreadsheet|sheet)/.test(o)));

// The new-document tool's own objects and the feminine names of papers an office makes.
const DOCUMENT_WORDS = lexicon([...CUES.document_create.objects, "записк*", "заявк*", "памятк*", "инструкци*", "спецификаци*", "смет*", "анкет*", "программ*", "ведомост*", "сводк*"]);

/**
 * «составь таблицу расходов» names «Таблица расходов»: the object of a command is in the accusative, a
 * title in the nominative. Only the feminine forms differ (-ую/-юю adjectives, -у/-ю nouns); masculine
 * and neuter objects («отчёт», «письмо») read the same either way, so they are left as they are.
 */
function nominative(phrase: string): string {
  const words = phrase.split(" ");
  // Only a document's name is turned: «составь клиенту предложение» names the addressee first.
  const documentWord = (w: string | undefined) => !!w && DOCUMENT_WORDS.find(tokens(w.replace(/у$/, "а").replace(/ю$/, "я"))) !== null;
  const head = words.findIndex((w) => !/^\p{Ll}+(?:ую|юю)$/u.test(w));
  if (!documentWord(words[head])) return phrase;
  let i = 0;
  while (i < words.length - 1 && /^\p{Ll}+(?:ую|юю)$/u.test(words[i])) { words[i] = words[i].replace(/ую$/, "ая").replace(/юю$/, "яя"); i++; }
  if (/^\p{L}{3,}[^аеёиоуыэюя][ую]$/iu.test(words[i] ?? "")) words[i] = words[i].replace(/у$/, "а").replace(/ю$/, "я");
  else if (/^\p{L}{3,}[иь]ю$/iu.test(words[i] ?? "")) words[i] = words[i].replace(/ю$/, "я");
  return words.join(" ");
}

const CALENDAR_PERIODS: readonly (readonly [string, readonly string[]])[] = [
  ["next_week", ["следующ* недел*", "=след недел*", "next week"]], ["this_week", ["эт* недел*", "на =неделе", "this week"]],
  // «послезавтра», «the day after tomorrow» before «tomorrow», which the English phrase holds (walk 17c: tomorrow shown).
  ["day_after", ["послезавтра", "day after tomorrow"]],
  ["tomorrow", ["завтра", "завтрашн*", "tomorrow"]], ["today", ["сегодня", "сегодняшн*", "today"]],
  ["next_month", ["следующ* месяц*", "next month"]], ["this_month", ["эт* месяц*", "this month"]],
  ["weekday:1", ["понедельник*", "monday"]], ["weekday:2", ["вторник*", "tuesday"]], ["weekday:3", ["=среда", "=среду", "=среды", "wednesday"]],
  ["weekday:4", ["четверг*", "thursday"]], ["weekday:5", ["пятниц*", "friday"]], ["weekday:6", ["суббот*", "saturday"]],
  ["weekday:0", ["воскресень*", "sunday"]],
];

/** «в пятницу»: the next such day from `now` (today when it is that day), as a one-day from–to range. */
function weekdayRange(day: number, now: Date, towards: "next" | "past" = "next"): { from: string; to: string } {
  const shift = towards === "next" ? (day - now.getUTCDay() + 7) % 7 : -((now.getUTCDay() - day + 7) % 7);
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + shift)).toISOString().slice(0, 10);
  return { from: date, to: date };
}

/** Where a moved event should go: «на четверг», «на завтра», «на следующую неделю», «на 15:00». */

/** «ближайшая», «следующая», «next», «upcoming»: the first event ahead is asked for. */
const NEXT_EVENT = /(?<![\p{L}])(?:ближайш\p{L}*|следующ\p{L}*|next|upcoming)(?![\p{L}])/iu;

/** True when the message asks to move, cancel or delete (an event, a letter). */
export function asksToMove(message: string): boolean {
  return MOVE.test(message);
}

/** «перенеси согласование с ПринтЛайн на пятницу»: something moved to a day (TARGET_DAY is global: `search`, not `test`). */
export function movesToADay(message: string): boolean {
  return asksToMove(message) && message.search(TARGET_DAY) >= 0;
}

/** The message without the words that name its period («на этой неделе», «завтра», «в пятницу»). */
function withoutPeriod(message: string): string {
  return message.replace(/(?:на\s+|за\s+)?(следующ|след|эт|ближайш)\S*\s+(недел|месяц)\S*|на\s+неделе(?![\p{L}])|(?<![\p{L}])послезавтра(?![\p{L}])|(?:the\s+)?day after tomorrow|next week|this week|this month|next month|(?<![\p{L}])(?:завтра|завтрашн\p{L}*|сегодня|сегодняшн\p{L}*)(?![\p{L}])|tomorrow|today|(?:^|\s)(?:в|во|on)?\s*(?:понедельник|вторник|сред[ау]|четверг|пятниц[ау]|суббот[ау]|воскресенье|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?![\p{L}])/giu, " ");
}

/**
 * «а на этой?», «а на следующей?», «а в этом?»: a follow-up leaves out the noun of its period; the adjective's gender
 * says which one (feminine «неделя», masculine «месяц»). Only the bare phrase: «на этой стороне» names its noun.
 */
const ELLIPTIC_PERIOD = /^(?:а|и)?\s*(?:что\s+)?(?:у\s+меня\s+)?(?:на|в)\s+(эт|следующ|след)(ой|ей|ом|ем)\s*[?!.]*$/iu;

function periodByEllipsis(message: string): string | null {
  const m = ELLIPTIC_PERIOD.exec(message.trim());
  if (!m) return null;
  const which = m[1].toLowerCase() === "эт" ? "this" : "next";
  return `${which}_${/^[ое]й$/iu.test(m[2]) ? "week" : "month"}`;
}

/** Argument keys that say when (a calendar's period, a part of the day): a follow-up naming another time replaces them all. */
export const PERIOD_KEYS = ["period", "from", "to", "next", "afterHour", "beforeHour"] as const;

/**
 * «а в пятницу?», «anything on Thursday morning?», «what about next week?»: a short message that names a time
 * (a day, a week, a month, a part of the day) and nothing else but phrasing words. After the calendar's card it
 * asks the calendar again for that time.
 */
export function namesOnlyAPeriod(message: string): boolean {
  if (message.trim().length > 60) return false;
  const part = partOfDayAsked(message);
  const text = part ? part.rest : message;
  const named = !!part || !!pick(tokens(text), CALENDAR_PERIODS) || dayOfMonth(text) !== null || !!monthNamed(text) || bareDay(text, new Date()) !== null;
  const rest = withoutMonth(withoutPeriod(text)).replace(ORDINAL_DAY, " ").toLowerCase().match(/[\p{L}]+/gu) ?? [];
  return named && rest.every((w) => isStopword(w) || FOLLOW_UP_WORDS.has(w));
}

/** The phrasing of a follow-up besides its stopwords: «а», «и», «what about», «how about», «anything», «что-нибудь». */
const FOLLOW_UP_WORDS = new Set(["а", "и", "что", "нибудь", "там", "есть", "and", "what", "about", "how", "anything", "something", "there"]);

/**
 * A month of the calendar as a from–to range: this year's when it has not ended or ended within the last
 * two months (a calendar is asked about what is coming and what just was), otherwise next year's.
 */
function calendarMonth(month: number, now: Date, said?: number): { from: string; to: string } {
  const back = (now.getUTCMonth() - month + 12) % 12;
  const year = said ?? now.getUTCFullYear() + (month < now.getUTCMonth() && back > 2 ? 1 : 0) - (month > now.getUTCMonth() && back <= 2 ? 1 : 0);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { from: iso(new Date(Date.UTC(year, month, 1))), to: iso(new Date(Date.UTC(year, month + 1, 0))) };
}

/** A month's name in the case forms a date takes («декабря», «в марте», «на май»). */
const RU_MONTHS = "январ[ьяюе]|феврал[ьяюе]|март[аеу]?|апрел[ьяюе]|ма[йяюе]|июн[ьяюе]|июл[ьяюе]|август[аеу]?|сентябр[ьяюе]|октябр[ьяюе]|ноябр[ьяюе]|декабр[ьяюе]";

// A month named as a word of its own, in the case forms a date takes («в марте», «на декабрь», «in May»), with
// an optional year («в мае 2025»); English «may» only after «in/for» or beside a number («may I see…» is no month).
const MONTH_WORD = new RegExp(String.raw`(?:^|\s)(?:в|во|на|за|in|for)?\s*(${RU_MONTHS}|january|february|march|april|(?<=(?:in|for)\s+)may|may(?=\s+\d)|june|july|august|september|october|november|december)(?![\p{L}])(?:\s+(20\d\d)(?:\s*(?:года|году|г\.?))?)?`, "iu");
const MONTH_STARTS = ["январ", "феврал", "март", "апрел", "ма", "июн", "июл", "август", "сентябр", "октябр", "ноябр", "декабр"];
const MONTH_EN = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** The month a calendar request names, with its year if said: {month 0–11, year?}, or null. */
export function monthNamed(message: string): { month: number; year?: number } | null {
  const m = MONTH_WORD.exec(message.toLowerCase().replaceAll("ё", "е"));
  if (!m) return null;
  const w = m[1];
  const month = MONTH_EN.includes(w) ? MONTH_EN.indexOf(w) : MONTH_STARTS.findIndex((st) => w.startsWith(st) && !(st === "ма" && w.startsWith("март")));
  return month < 0 ? null : { month, ...(m[2] ? { year: Number(m[2]) } : {}) };
}

/** The day of the month said beside a month's name («2 декабря», «на 3-е декабря», «december 3», «3rd of May»), or null. */
function dayOfMonth(message: string): number | null {
  if (!monthNamed(message)) return null;
  const t = message.toLowerCase().replaceAll("ё", "е");
  const m = new RegExp(String.raw`(?<![\d.])(\d{1,2})(?:-?(?:го|е|ое)|st|nd|rd|th)?\s+(?:of\s+)?(?:${RU_MONTHS}|${MONTH_EN.join("|")})`, "u").exec(t)
    ?? new RegExp(String.raw`(?:${MONTH_EN.join("|")})\s+(\d{1,2})(?:st|nd|rd|th)?(?!\d)`, "u").exec(t);
  const n = m ? Number(m[1]) : NaN;
  return n >= 1 && n <= 31 ? n : null;
}

/** A day of the month with its ordinal ending: «14-го», «3-е», «the 14th». */
const ORDINAL_DAY = /(?<![\p{L}\d.,:])(\d{1,2})(?:-?(?:го|е|ое)|st|nd|rd|th)(?![\p{L}\d])/giu;

/**
 * «а 14-го?», «на 3-е», «and on the 14th?»: a day of the month said alone, with its ordinal ending (a bare «14» may be
 * anything). It is this month's when that day has not passed, else next month's.
 */
function bareDay(message: string, now: Date): { from: string; to: string } | null {
  const m = new RegExp(ORDINAL_DAY.source, "iu").exec(message);
  const n = m ? Number(m[1]) : NaN;
  if (!(n >= 1 && n <= 31)) return null;
  const ahead = n >= now.getUTCDate() ? 0 : 1;
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, n)).toISOString().slice(0, 10);
  return { from: d, to: d };
}

/** The message without its month words («в декабре», «на декабрь», «в мае 2025 года»). */
function withoutMonth(message: string): string {
  return message.replace(new RegExp(MONTH_WORD.source, "giu"), " ");
}

/** The calendar period a message names («завтра», «на этой неделе»), or null. */
export function calendarPeriod(tok: Tokens): string | null {
  return pick(tok, CALENDAR_PERIODS);
}

/** The sender a message names: «от Петрова», «from Anna»; null when none («от 14 дней» is no sender). */
export function senderIn(message: string): string | null {
  return /(?:^|[^\p{L}])(?:от|from)\s+(\p{L}[\p{L}.-]*(?:\s+\p{Lu}[\p{L}.-]*)?)/u.exec(message)?.[1] ?? null;
}

/** The message without «от <sender>» (the sender is an argument of its own, no word of the letters). */
function withoutSender(message: string, sender: string): string {
  return message.replace(new RegExp(`(?:от|from)\\s+${sender.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "u"), " ");
}

/** Verbs of writing that tell a letter came («emailed», «wrote», «написал», «пишет»), never its sender. */
const WROTE = /^(?:e-?mailed|emails|wrote|writes|sent|sends|messaged|texted|complained|says|said|написал\p{L}*|пишет|пишут|прислал\p{L}*|жалуется|жалуются|пожаловал\p{L}*)$/iu;

/** «мои исходящие», «что я отправил»: the person's sent letters, not the inbox. */
const SENT = lexicon(["исходящ*", "отправленн*", "=отправил", "=отправила", "=отправлял", "=отправляла", "=sent", "outgoing", "outbox", "what did i send"]);

/** mail_search's arguments: the folder, the sender, the period (of the past: letters have come), the subject. */
function mailArgs(message: string, tok: Tokens): Record<string, unknown> {
  // «покажи письмо от Ольги Кузнецовой целиком», «open the letter from Olga»: the letter shown whole; «целиком» is no
  // word of it (walk 18b found none).
  if (asksWholeText(message) && !asksToMove(message)) return { ...searchArgs(withoutWholeText(message), tokens(withoutWholeText(message))), full: true };
  return searchArgs(message, tok);
}

function searchArgs(message: string, tok: Tokens): Record<string, unknown> {
  if (asksToMove(message)) return { query: queryOf(message.replace(MOVE, " "), "mail_search") };
  if (SENT.find(tok)) return { folder: "sent", query: "" };
  const sender = senderIn(message);
  const text = sender ? withoutSender(message, sender) : message;
  const by = sender ? { from: sender } : {};
  // «за последнюю неделю», «с 23 по 30 ноября», «за эту неделю и прошлую»: the letters that came then.
  const past = pastRange(text);
  if (past) return { query: queryOf(past.rest, "mail_search"), ...by, from_date: past.from, to_date: past.to };
  // «кто мне писал на этой неделе»: the period filters the letters; its words are no subject.
  const said = pick(tokens(text), CALENDAR_PERIODS);
  // No letter comes from the day after tomorrow: the period names nothing of the mailbox.
  const when = said === "day_after" ? null : said;
  const rest = withoutPeriod(text);
  // «письма за понедельник»: letters came on the latest Monday, not the next one.
  if (when?.startsWith("weekday:")) { const r = weekdayRange(Number(when.slice(8)), new Date(), "past"); return { query: queryOf(rest, "mail_search"), ...by, from_date: r.from, to_date: r.to }; }
  if (when) return { query: queryOf(rest, "mail_search"), ...by, period: when };
  // «письма за ноябрь»: the latest November that has begun.
  const named = monthNamed(text);
  if (named) { const r = named.year ? calendarMonth(named.month, new Date(), named.year) : monthRange(named.month, new Date()); return { query: queryOf(withoutMonth(text), "mail_search"), ...by, from_date: r.from, to_date: r.to }; }
  return { query: queryOf(text, "mail_search"), ...by };
}

/**
 * A new letter: a verb of writing, «письмо», to whom (after «в/на/для/to»), then what to say after «что» or a
 * colon. Without «письмо» («напиши в отдел кадров, что…») the addressee must be no place a post goes (a feed,
 * a channel, a chat, a site): «напиши в ленту, что…» stays a post.
 */
const POST_PLACE = "(?:ленту|ленте|канал\\p{L}*|чат\\p{L}*|блог\\p{L}*|соцсет\\p{L}*|сайт\\p{L}*|портал\\p{L}*|стену|телеграм\\p{L}*|telegram|инстаграм\\p{L}*|вк|группу|сообществ\\p{L}*|the\\s+feed|feed|channel|chat|blog)";
// Whom a letter goes to when «письмо» is not said: a department, a service, a role or an address («в отдел кадров»,
// «в бухгалтерию», «на hr@…»), not «в двух словах» or «на английском».
const ADDRESSEE = "отдел\\p{L}*|снабжени\\p{L}*|закупк\\p{L}*|охран\\p{L}*|диспетчерск\\p{L}*|бухгалтери\\p{L}*|кадры|кадров\\p{L}*|поддержк\\p{L}*|служб\\p{L}*|дирекци\\p{L}*|администраци\\p{L}*|приёмн\\p{L}*|приемн\\p{L}*|канцеляри\\p{L}*|hr|it|ит|[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+";
// «a short email», «a quick polite note»: an English letter noun after its article and up to two words of how it is
// written (walk 20a: «draft a short email to the methodologist saying…» searched the mailbox); a reply is no new letter.
const EN_LETTER = "(?:(?:a|an)\\s+(?:(?!(?:reply|answer|response)(?![\\p{L}]))[\\p{L}-]+\\s+){0,2})?(?:e-?mail|letter)";
const LETTER_HEAD = `^(?:пожалуйста[,\\s]+)?(?:${COMPOSE}|write|draft|send)\\s+(?:(?:черновик\\s+)?(?:письм\\p{L}*|${EN_LETTER})\\s+(?:в|во|на|для|to)|(?:в|во|на)(?!\\s+${POST_PLACE}(?![\\p{L}]))(?=\\s+(?:[\\p{L}]+(?:ый|ий|ой|ую|ое|ые)\\s+)?(?:[\\p{L}]+-)?(?:${ADDRESSEE})))`;
export const NEW_LETTER = new RegExp(`${LETTER_HEAD}\\s+(.+?)(?:\\s*[,:]\\s*(?:что|that)?\\s*|\\s+(?:что|that|${REPORTING})\\s+)(.+)$`, "iu");
// «напиши письмо в бухгалтерию о переносе сроков»: to whom, then what the letter is about.
const NEW_LETTER_ABOUT = new RegExp(`${LETTER_HEAD}\\s+(.+?)\\s+(${LETTER_TOPIC}\\s+.+)$`, "iu");

/**
 * A new letter and its parts: to a place or a unit («письмо в отдел кадров, что…», NEW_LETTER) or to a person
 * named in the dative («письмо Дмитрию Захарову, что…», LETTER_TO_PERSON), or a role in the dative without
 * «письмо» («напиши управляющему, что…», letterToRole); failing those, to whom and what about («письмо поставщику о
 * задержке оплаты»); null for anything else.
 */
export function newLetterIn(text: string): { to: string; gist: string; about?: string; lead?: string } | null {
  // «добрый день! напиши письмо в бухгалтерию, что…»: a greeting before the command takes nothing from it.
  const t = withoutGreeting(text).replace(/^[\s!,.:;—–-]+/u, "").trim();
  const m = NEW_LETTER.exec(t) ?? LETTER_TO_PERSON.exec(t) ?? WRITE_TO_NAMED.exec(t);
  // «письмо на английском, что…», «письмо красиво с благодарностью»: how it is written names no one to write to.
  // The words before what is said («…asking him to») tell whether it is a request (letterSays).
  if (m) return namesManner(m[1]) ? null : { to: m[1], gist: m[2], lead: t.slice(0, m.index + m[0].length - m[2].length) };
  // «напиши бухгалтеру, что…»: a role in the dative is told apart from «напиши заметку, что…» by the dictionary.
  const role = letterToRole(t, (w) => russianDictionary().has(w));
  if (role) return role;
  // «составь письмо поставщику о задержке оплаты»: what the letter is about, when nothing it says is given.
  const about = NEW_LETTER_ABOUT.exec(t) ?? LETTER_ABOUT.exec(t);
  return about && !namesManner(about[1]) ? { to: about[1], gist: "", about: about[2].replace(/[.!]+$/u, "") } : null;
}

/** «…: ФИО, дата, часы, причина», «columns: name, date, hours»: two or more short items after a colon, or null. */
function columnsIn(message: string): string[] | null {
  const i = message.lastIndexOf(":");
  if (i < 0) return null;
  const items = message.slice(i + 1).replace(/[.!?]+\s*$/, "").split(/\s*,\s*|\s+(?:и|and)\s+/u).map((x) => x.trim()).filter(Boolean);
  return items.length >= 2 && items.every((x) => x.split(/\s+/).length <= 4 && !/[;:]/.test(x)) ? items : null;
}

/** The file named in a message (something.ext), if any. */
function fileIn(message: string): string | null {
  return message.match(/[\p{L}\p{N}_\-.]+\.(?:xlsx|xls|docx|doc|csv|pdf|txt|md|pptx|odt|ods)/iu)?.[0] ?? null;
}

/** The arguments of the chat's latest search of the inbox, if its latest tool turn was one. */
function lastMailSearch(input: Pick<RouteInput, "history">): Record<string, unknown> | null {
  for (const m of [...input.history].reverse()) {
    const calls = m.toolCalls ?? [];
    if (calls.length === 0) continue;
    const c = calls.find((x) => x.name === "mail_search");
    return c && c.arguments.folder !== "sent" ? c.arguments : null;
  }
  return null;
}

/** The file of the last document call in the history: what a careless edit would write to. */
function lastFile(input: Pick<RouteInput, "history">): string | null {
  for (const m of [...input.history].reverse()) {
    for (const c of [...(m.toolCalls ?? [])].reverse()) {
      const f = c.arguments?.fileName ?? c.arguments?.file;
      if (c.name.startsWith("document_") && typeof f === "string") return f;
    }
  }
  return null;
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** The first and last day of the latest month `m` (0–11) that has begun by `now`. */
function monthRange(m: number, now: Date): { from: string; to: string } {
  const year = now.getUTCMonth() >= m ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  const last = new Date(Date.UTC(year, m + 1, 0)).getUTCDate();
  const mm = String(m + 1).padStart(2, "0");
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, "0")}` };
}

/**
 * Every month a message names, in the order said, as the dates of the latest such month begun by `now`: «compare
 * november with october», «сравни ноябрь и октябрь» name two periods, which one call of a counter cannot show.
 */
export function monthsNamed(message: string, now = new Date()): { from: string; to: string }[] {
  const months = PERIODS.filter(([key]) => MONTHS.includes(key));
  const said: number[] = [];
  for (const w of tokens(message).words) {
    const one = tokens(w);
    const m = months.findIndex(([, phrases]) => lexicon(phrases).find(one) !== null);
    if (m >= 0 && !said.includes(m)) said.push(m);
  }
  return said.map((m) => monthRange(m, now));
}

const DAYS: Record<string, number> = { today: 1, yesterday: 2, "7d": 7, "30d": 30, "90d": 90, "365d": 365 };
const ENTITIES: readonly (readonly [string, readonly string[]])[] = [
  ["goal", ["цел*", "goal*"]], ["filter", ["фильтр*", "filter*"]], ["segment", ["сегмент*", "segment*"]],
];

/**
 * Best-effort arguments for a tool from the message alone, in the keys of the tool's own schema.
 * Without a model nothing is written for the person: drafts carry the request as their text, to be edited.
 */
export function argumentsFor(tool: string, message: string, input: Pick<RouteInput, "history"> & { uiHint: string | null }): Record<string, unknown> {
  const tok = tokens(message);
  const period = pick(tok, PERIODS);
  const days = period ? DAYS[period] : undefined;
  const month = period ? MONTHS.indexOf(period) : -1;
  // «за прошлый месяц», «с 1 по 15 ноября»: a period fixed on the calendar is its dates; «за неделю» the last
  // seven exported days; «в октябре»: the latest October that has begun, as a from–to range the metrics tools take.
  const past = pastRange(message);
  const withDays = (o: Record<string, unknown>) => (past?.anchored ? { ...o, from: past.from, to: past.to }
    : days ? { ...o, days } : month >= 0 ? { ...o, ...monthRange(month, new Date()) } : o);
  const price = priceIn(message);
  const text = message.trim();
  switch (tool) {
    case "site_metrics": return withDays({ groupBy: pick(tok, SITE_METRICS) === "sources" ? "source" : "day" });
    case "page_stats": return withDays({});
    case "ad_revenue": return withDays({});
    case "metrics_manage": {
      const action = pick(tok, METRICS_ACTIONS);
      return { action: action === "create" || action === "update" ? "add" : action ?? "list", entity: pick(tok, ENTITIES) ?? "goal", name: queryOf(message, tool) };
    }
    case "product_search": {
      // «а подешевле есть?», «покажи самые дешёвые»: the cheapest first; «с лучшим рейтингом»: the best rated.
      const folded = message.toLowerCase().replaceAll("ё", "е");
      const sort = /(?:^|[^\p{L}])(?:подешевле|дешевле|дешев\p{L}*|cheaper|cheapest)(?![\p{L}])/iu.test(folded) && !price ? { sort: "price" }
        : /(?:^|[^\p{L}])(?:получше|лучш\p{L}*\s+рейтинг\p{L}*|рейтинг\p{L}*|best\s+rated|top\s+rated)(?![\p{L}])/iu.test(folded) ? { sort: "rating" } : {};
      // «наушники для созвонов»: what the thing is for ranks the things, it does not have to be in their cards.
      const { rest, purpose } = purposeOf(withoutPriceFloor(message));
      const aim = purpose ? { purpose: queryOf(purpose, tool) } : {};
      // «от 20 до 50 тыс.»: the lower bound too.
      const floor = priceFloorOf(message);
      const min = floor !== null && (!price || floor < Number(price)) ? { minPrice: floor } : {};
      return price ? { query: queryOf(rest, tool), maxPrice: Number(price), ...min, ...aim, ...sort } : { query: queryOf(rest, tool), ...min, ...aim, ...sort };
    }
    case "sell_listing_draft": return price ? { title: queryOf(message, tool), price: Number(price) } : { title: queryOf(message, tool) };
    case "document_edit": {
      const open = input.uiHint?.startsWith("document:") ? input.uiHint.slice(9) : null;
      return { fileName: fileIn(message) ?? open ?? lastFile(input) ?? "", content: text, mode: "append" };
    }
    case "document_create": {
      // «табличку»: a table by the same cue words that chose this tool (CUES.document_create), not a list of its own.
      const table = TABLE_WORDS.find(tok) !== null;
      // «…табличку для учёта переработок: ФИО, дата, часы, причина»: the list after the colon is the table's columns
      // (a tester's «name, date, hours, reason» got «Название,Значение» and a title holding the list).
      const columns = columnsIn(message);
      const head = columns ? message.slice(0, message.lastIndexOf(":")) : message;
      const latin = !/[а-яё]/i.test(message);
      // Without a model nothing is written for the person: a titled skeleton they fill in the editable draft.
      const title = titleOf(head) || (latin ? "New document" : "Новый документ");
      const header = columns ? columns.join(",") : latin ? "Name,Value" : "Название,Значение";
      return { title, format: table ? "csv" : "md", content: table ? `${header}\n` : `# ${title}\n\n${columns ? columns.map((c) => `## ${c}\n`).join("\n") : ""}` };
    }
    case "post_draft": return composePost(text);
    case "mail_reply_draft": {
      // «напиши письмо в отдел кадров, что хочу перенести отпуск», «составь черновик письма на hr@…: прошу…»: a new letter.
      const letter = newLetterIn(text);
      if (letter) {
        const address = firstEmail(letter.to);
        if (letter.about) return { compose: true, to: address ?? letter.to.trim(), about: letter.about };
        // «…, casual tone»: how the letter sounds shapes its greeting and is no words of its text (walk 21b).
        const { text: says, tone } = toneSaid(letter.gist);
        return { compose: true, to: address ?? letter.to.trim(), gist: letterSays(says, letter.lead), ...(tone ? { tone } : {}) };
      }
      // The letter is found by whom it answers and what it is about; the tool writes greeting and reference.
      const { to, about, gist } = replyGist(text);
      // «a customer emailed that…», «клиент написал, что…»: the verb of writing names no sender (walk 19b: «emailed» was
      // taken for one and a reply went to an unrelated office letter).
      const from = queryOf(to.split(/\s+/).filter((w) => !WROTE.test(w)).join(" "), tool);
      const query = queryOf(about, tool);
      // «…: КП пришлём до понедельника, и уточни у неё, сколько нужно ноутбуков»: the request said to the reader (letterSays).
      const said = gist ? { gist: letterSays(gist) } : {};
      if (from || query) return { ...(query ? { query } : {}), ...(from ? { from } : {}), ...said };
      // «draft a reply saying…» names no letter: it is one of those the chat just listed.
      const shown = lastMailSearch(input);
      return shown ? { shown, ...said } : { query: queryOf(message, tool), ...said };
    }
    case "mail_search": return mailArgs(message, tok);
    case "calendar_search": {
      // «перенеси встречу по «Склад 2.0» на четверг»: the day after «на» is where it should go, not which
      // meeting; «отмени встречу в пятницу»: that day names the meeting and still filters.
      // «am I free on Friday?»: free or busy is what the answer tells, no event's name (ASKS_AVAILABILITY).
      const moving = asksToMove(message) ? message.replace(MOVE, " ").replace(TARGET_DAY, " ") : message.replace(ASKS_AVAILABILITY, " ");
      // «что у меня завтра после обеда?»: the hours of the day asked about filter the events; they name no meeting.
      const part = asksToMove(message) ? null : partOfDayAsked(moving);
      const hours = part ? { afterHour: part.from, beforeHour: part.to } : {};
      const text = part ? part.rest : moving;
      const when = pick(tokens(text), CALENDAR_PERIODS) ?? periodByEllipsis(text);
      const rest = withoutPeriod(text);
      // «перенеси планёрку»: what is to be moved is that meeting by its name; the tool drops the generic
      // «встречу», «событие» itself (a tester got the whole fortnight listed for «планёрку»).
      const moved = asksToMove(message) ? queryOf(rest, tool, true) : null;
      if (moved) return when?.startsWith("weekday:") ? { query: moved, ...weekdayRange(Number(when.slice(8)), new Date()) } : when ? { query: moved, period: when } : { query: moved };
      if (when === "day_after") { const d = new Date(Date.now() + 2 * 86400000).toISOString().slice(0, 10); return { query: queryOf(rest, tool), from: d, to: d, ...hours }; }
      if (when?.startsWith("weekday:")) return { query: queryOf(rest, tool), ...weekdayRange(Number(when.slice(8)), new Date()), ...hours };
      if (when) return { query: queryOf(rest, tool), period: when, ...hours };
      // «когда у меня ближайшая встреча?», «what's my next meeting»: the first event ahead, not events called «ближайшая».
      if (NEXT_EVENT.test(text)) return { query: queryOf(rest.replace(NEXT_EVENT, " "), tool), next: true };
      // «что у меня на 2 декабря?», «meetings on december 3»: that one day of the month named.
      const day = dayOfMonth(text);
      if (day !== null) {
        const named = monthNamed(text)!;
        const d = `${calendarMonth(named.month, new Date(), named.year).from.slice(0, 8)}${String(day).padStart(2, "0")}`;
        return { query: queryOf(withoutMonth(rest).replace(/(?<![\d])\d{1,2}(?:st|nd|rd|th|-?го|-?е)?(?![\d])/gu, " "), tool), from: d, to: d };
      }
      // «а 14-го?»: that day of this month or the next (see bareDay).
      const bare = bareDay(text, new Date());
      if (bare) return { query: queryOf(rest.replace(ORDINAL_DAY, " "), tool), ...bare, ...hours };
      // «что у меня в декабре?»: a month is that month's dates (see calendarMonth).
      const named = monthNamed(text);
      if (named) return { query: queryOf(withoutMonth(rest), tool), ...calendarMonth(named.month, new Date(), named.year) };
      return { query: queryOf(rest, tool) };
    }
    case "use_skill": return {};
    default: return { query: queryOf(message, tool) };
  }
}

/**
 * «наушники для созвонов, чтоб недорого»: the words after a preposition of purpose, up to the clause's end
 * (three words at most), apart from the rest. The prepositions are those of CUES' purposeBeside (cues.ts).
 */
function purposeOf(message: string): { rest: string; purpose: string } {
  const m = /(?<![\p{L}])(?:для|под|for)\s+([^,.;:!?]+?)(?=\s*(?:[,.;:!?]|$))/iu.exec(message);
  const words = m ? m[1].trim().split(/\s+/) : [];
  if (!m || words.length > 3) return { rest: message, purpose: "" };
  // «картридж для принтера Canon»: a brand or model named in it (Latin, capitalised, with digits) is what the thing must fit.
  const names = words.filter((w) => /[A-Za-z\d]/.test(w) || /^\p{Lu}/u.test(w));
  return { rest: `${message.slice(0, m.index)} ${names.join(" ")} ${message.slice(m.index + m[0].length)}`.replace(/\s+/g, " ").trim(), purpose: m[1] };
}

/** A price or budget in the message: «за 3000», «до 25 000 рублей», «дешевле 60 тысяч», «60к»; day numbers are not prices. */
export function priceIn(message: string): number | null {
  return priceOf(message)?.amount ?? null;
}

/** «за 3000» reads as an asking price (a listing); «до 8000», «дешевле 60 тысяч» as a budget cap (a purchase). */
export function priceKind(message: string): "asking" | "budget" | null {
  return priceOf(message)?.kind ?? null;
}
