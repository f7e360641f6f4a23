import { firstEmail } from "../../text/email.ts";
import { COMPOSE } from "../../text/letters.ts";
import { dativeToNominative, genitiveToNominative } from "../../text/genitive.ts";
import { russianDictionary } from "../../text/dictionary.ts";

/**
 * What a person tells a letter-writing skill, read into the facts a letter is written from (walk 19b: the words were
 * pasted into the body, «адрес у них info@…» with them, and the command «подготовь ей предложение о работе» too).
 * Each message is cut into clauses; a clause is a fact of the letter, the address, or a word to the assistant.
 */

const has = (w: string) => russianDictionary().has(w);

/** The clauses of what was said: sentences cut at commas, semicolons and dashes («…, испытательный 3 месяца — подготовь…»). */
export function clausesOf(texts: string[]): string[] {
  return texts.flatMap((t) => t.split(/(?<=[.!?])\s+|\n+/u))
    .flatMap((s) => s.split(/\s*[,;]\s+(?!(?:что|that|чтобы)\s)|\s+[—–-]\s+/u))
    .map((c) => c.trim().replace(/[.!]+$/u, "").trim()).filter(Boolean);
}

/** The first e-mail address said anywhere: the letter goes there. */
export const emailIn = (texts: string[]): string | null => texts.map((t) => firstEmail(t)).find((x) => x) ?? null;

/**
 * «адрес у них info@…», «её почта anna.kim@…», «email: x@y.z», «zakupki@zerno.example»: a clause that only gives the
 * address (words about an address around it, none of the letter's).
 */
const ADDRESS_WORDS = /^(?:(?:а|и|ну|вот|так)\s+)?(?:(?:у\s+(?:них|него|неё|нее)|его|её|ее|их|наш\p{L}*|клиент\p{L}*|кандидат\p{L}*)\s+)*(?:адрес\p{L}*|почт\p{L}*|e-?mail|имейл|мейл|электронк\p{L}*|his|her|their|the)?(?:\s+(?:у\s+(?:них|него|неё|нее)|его|её|ее|их|email|address|is|почты))*\s*[:—–-]?\s*$/iu;
export function onlyAddress(clause: string): boolean {
  const at = firstEmail(clause);
  return !!at && ADDRESS_WORDS.test(clause.replace(at, "").trim());
}

/**
 * Words to the assistant, not of the letter: a command to write or help («подготовь ей предложение о работе», «так
 * напиши уже сам ответ», «help me reply»), a need for the letter («надо ему ответить», «нужно официальное письмо»).
 */
const LEAD = String.raw`^(?:(?:а|и|ну|так|ладно|всё|все|давай|пожалуйста|теперь|тогда|уже|ok|okay|so|please|now|and)[\s,]+)*`;
const TO_ASSISTANT = new RegExp(LEAD + String.raw`(?:(?:${COMPOSE}|готовь|пиши|помоги|помогите|оформи|ответь|ответьте|сделай|сделайте)(?![\p{L}])`
  + String.raw`|(?:мне\s+|нам\s+)?(?:надо|нужно|нужен|нужна|нужны|хочу|хотим)\s+(?:(?:ему|ей|им|бы|срочно)\s+)*(?:ответить|написать|отписать|составить|подготовить|оформить|письм\p{L}*|ответ|официальн\p{L}*|делов\p{L}*|оффер|предложени\p{L}*)`
  + String.raw`|(?:help\s+me|(?:can|could)\s+you|i\s+need\s+to|we\s+need\s+to|write|draft|reply|answer)(?![\p{L}]))`, "iu");
export const toAssistant = (clause: string): boolean => TO_ASSISTANT.test(clause.trim());

/** A word said in the accusative or genitive back in the nominative: «Анну» → «Анна», «Ивана Петрова» → «Иван Петров». */
export function accusativeToNominative(phrase: string): string {
  return phrase.split(/\s+/u).map((w) => (/^\p{Lu}/u.test(w) && /[уюУЮ]$/u.test(w) && w.length > 2
    ? w.replace(/у$/u, "а").replace(/ю$/u, "я")
    : genitiveToNominative(w, has))).join(" ");
}

/** «клиенту Сергею Павлову» → «Сергей Павлов»: a person named in the dative. */
export const dativeName = (phrase: string) => dativeToNominative(phrase, has);

/** The first name of a full name, to greet by («Анна Ким» → «Анна»); null for a role or a company. */
export function firstName(name: string | null): string | null {
  const w = name?.trim().split(/\s+/u)[0];
  return w && /^\p{Lu}\p{Ll}+$/u.test(w) ? w : null;
}

/**
 * What a letter is about, short, for its subject: the thing the verb asks for or offers, in the nominative, up to six
 * words and before a price or a term («продлить нам отсрочку платежа до 30 дней» → «Отсрочка платежа до 30 дней»,
 * «предлагаем аренду офисных принтеров с обслуживанием за 3 000 в месяц» → «Аренда офисных принтеров с обслуживанием»).
 * Null when no verb with a thing after it is read.
 */
const VERB = /(?<![\p{L}])(?:\p{L}{2,}(?:[аеиоуяё]ть|ти|чь)(?:ся)?|просим|прошу|предлагаем|предлагаю|хотим|хочу|можем|готовы)(?![\p{L}])/iu;
const PRONOUN = /^(?:нам|нас|вам|вас|им|их|ему|ей|мне|меня|вашу|ваш|ваше|ваши|наш|нашу|наше|наши|бы|ли|у|с\s+вами)$/iu;
const STOP = /^(?:за|на|в|во|к|ко|от|по|чтобы|что|и|или|а|но|если|когда|до|через|после)$/iu;
export function matterOf(clause: string): string | null {
  let rest = clause;
  for (let m = VERB.exec(rest); m; m = VERB.exec(rest)) {
    rest = rest.slice(m.index + m[0].length).trim();
    const first = rest.split(/\s+/u)[0] ?? "";
    if (!VERB.test(first) || PRONOUN.test(first)) break;
  }
  if (rest === clause) return null;
  const words = rest.split(/\s+/u).filter(Boolean);
  while (words.length && PRONOUN.test(words[0]!)) words.shift();
  const out: string[] = [];
  for (const w of words) {
    // «до 30 дней» is the term of the thing asked, said with it; «за 3 000 в месяц», «на неделю» are left to the body.
    if ((STOP.test(w) && !(w.toLowerCase() === "до" && out.length >= 2)) || out.length >= 6 || /[.,;:!?]$/u.test(out.at(-1) ?? "")) break;
    out.push(w);
  }
  if (!out.length || /\d/u.test(out[0]!)) return null;
  const head = out[0]!.toLowerCase()
    .replace(/ую$/u, "ая").replace(/юю$/u, "яя").replace(/([^аеёиоуыэюя])у$/u, "$1а").replace(/ию$/u, "ия").replace(/([^аеёиоуыэюяи])ю$/u, "$1я");
  const adjective = /(?:ую|юю)$/u.test(out[0]!);
  const noun = adjective && out[1] ? out[1].replace(/([^аеёиоуыэюя])у$/u, "$1а").replace(/ю$/u, "я") : out[1];
  const said = [head, ...(noun !== undefined ? [noun] : []), ...out.slice(2)].join(" ").replace(/[.,;:!?]+$/u, "");
  return said.charAt(0).toUpperCase() + said.slice(1);
}
