import { genitiveToNominative } from "./genitive.ts";

/**
 * The person a letter is written to, as the letter speaks to them (walk 17b): greeted by name when the To field names a
 * person («Добрый день, Мария!», not «Добрый день!», nor «Здравствуйте, Офис-менеджер!»), and spoken to in the second
 * person where the request spoke of them in the third («…saying I'll send her the comparison» → «I'll send you the
 * comparison»; «…, что я пришлю ей сравнение» → «я пришлю Вам сравнение»; the polite «Вы» of a business letter is
 * capitalised). A pronoun of the other gender is someone else and stays.
 */

export type Gender = "f" | "m";
interface Name { first: string; patronymic?: string; last?: string }

const CAPITALISED = /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u;
// Russian surnames by their suffixes (-ов, -ев, -ин, -ский and their feminines), as spelled in Cyrillic or romanised.
const SURNAME_F = /(?:ова|ева|ёва|ина|ына|ская|цкая|ova|eva|ina|yna|skaya|ckaya)$/iu;
const SURNAME_M = /(?:ов|ев|ёв|ин|ын|ский|цкий|ov|ev|in|yn|sky|skiy|skii)$/iu;
const PATRONYMIC_F = /(?:вна|чна|vna|chna)$/iu;
const PATRONYMIC_M = /(?:вич|ич|vich|ich)$/iu;
// Men's first names ending in «-а», «-я» (the closed set of the common ones), which the ending alone would make women's.
const MALE_IN_A = /^(?:никита|илья|фома|кузьма|лука|савва|гаврила|данила|nikita|ilya|ilia|foma|kuzma|luka|savva|danila)$/iu;

/**
 * A person's name in a sender's or To field's display name: two or three capitalised words (Имя Фамилия, Фамилия Имя,
 * Имя Отчество Фамилия); a department, a role or a company («Бухгалтерия», «Офис-менеджер», «Банк «Северный»») is none.
 */
export function personalName(display: string): Name | null {
  const plain = display.replace(/<[^>]*>/gu, "").replace(/"/gu, "").trim();
  if (/[«»]/u.test(plain)) return null;
  const w = plain.split(/\s+/u);
  if (w.length < 2 || w.length > 3 || !w.every((x) => CAPITALISED.test(x))) return null;
  const patronymic = (x: string) => PATRONYMIC_F.test(x) || PATRONYMIC_M.test(x);
  if (w.length === 3) return patronymic(w[1]!) ? { first: w[0]!, patronymic: w[1]!, last: w[2]! } : patronymic(w[2]!) ? { first: w[1]!, patronymic: w[2]!, last: w[0]! } : { first: w[0]!, last: w[2]! };
  const surname = (x: string) => SURNAME_F.test(x) || SURNAME_M.test(x);
  return surname(w[0]!) && !surname(w[1]!) ? { first: w[1]!, last: w[0]! } : { first: w[0]!, last: w[1]! };
}

/** The addressee's gender by the patronymic, the surname's suffix or the first name's ending; null when none tells. */
export function genderOf(display: string): Gender | null {
  const n = personalName(display);
  if (!n) return null;
  if (n.patronymic) return PATRONYMIC_F.test(n.patronymic) ? "f" : "m";
  if (n.last && SURNAME_F.test(n.last)) return "f";
  if (n.last && SURNAME_M.test(n.last)) return "m";
  if (MALE_IN_A.test(n.first)) return "m";
  return /[аяa]$/iu.test(n.first) ? "f" : /[бвгджзклмнпрстфхцчшщй]$/iu.test(n.first) ? "m" : null;
}

/**
 * How a letter greets its addressee: the first name (with the patronymic when given) in Russian; in English the first
 * name as the person wrote it in Latin letters (`said`), else as the addressee writes it themselves (the mailbox's
 * «Мария», no passport romanisation of it). Empty for no person.
 */
export function greetingName(display: string, lang: "ru" | "en", said = ""): string {
  const n = personalName(display);
  if (!n) return "";
  if (lang === "ru") return n.patronymic ? `${n.first} ${n.patronymic}` : n.first;
  const own = /^[A-Za-z\s.'-]+$/u.test(said) ? personalName(said) : null;
  return (own ?? n).first;
}

/** The letter's greeting line set to greet `name` (or no one): «Добрый день, Мария!», «Hello Maria,». */
export function regreet(body: string, name: string): string {
  return body
    .replace(/^(Добрый день|Здравствуйте|Доброе утро|Добрый вечер)(?:,\s*[^!\n]+)?!/u, (_m, g: string) => (name ? `${g}, ${name}!` : `${g}!`))
    .replace(/^(Hello|Hi|Dear|Good (?:morning|afternoon|evening))(?:\s+[^,\n]+)?,/u, (_m, g: string) => (name ? `${g} ${name},` : `${g === "Dear" ? "Hello" : g},`));
}

// Russian third-person pronouns and the second-person polite forms they become: after a preposition (the «н»-forms),
// then alone. Only the oblique cases: «её/его» alone may be a possessive («её отчёт»), whose «Ваш» would need the noun's gender.
const RU: Record<Gender, [RegExp, string][]> = {
  f: [[/(?<![\p{L}])(к|ко|о|об|обо)\s+ней(?![\p{L}])/giu, "$1 Вас"], [/(?<![\p{L}])(с|со)\s+ней(?![\p{L}])/giu, "$1 Вами"],
    [/(?<![\p{L}])(у|для|от|без|до|около|после|кроме)\s+н(?:её|ее)(?![\p{L}])/giu, "$1 Вас"], [/(?<![\p{L}])ей(?![\p{L}])/giu, "Вам"]],
  m: [[/(?<![\p{L}])(к|ко)\s+нему(?![\p{L}])/giu, "$1 Вам"], [/(?<![\p{L}])(о|об|обо)\s+н(?:ём|ем)(?![\p{L}])/giu, "$1 Вас"], [/(?<![\p{L}])(с|со)\s+ним(?![\p{L}])/giu, "$1 Вами"],
    [/(?<![\p{L}])(у|для|от|без|до|около|после|кроме)\s+него(?![\p{L}])/giu, "$1 Вас"], [/(?<![\p{L}])ему(?![\p{L}])/giu, "Вам"]],
};

// «her» is the object before what can follow an object (an article, a preposition, an adverb, the end), else a possessive.
const AFTER_OBJECT = String.raw`(?=\s*(?:[.,!?;:]|$)|\s+(?:the|a|an|this|that|these|those|my|our|some|it|them|to|by|on|at|in|for|about|when|if|as|and|back|up|know|tomorrow|today|soon|later|all|any|more|again|once|now|\d))`;
const AUX: Record<string, string> = { is: "are", was: "were", has: "have", does: "do", "'s": "'re", "isn't": "aren't", "wasn't": "weren't", "hasn't": "haven't", "doesn't": "don't" };
const EN: Record<Gender, [RegExp, string][]> = {
  f: [[new RegExp(String.raw`\bher${AFTER_OBJECT}`, "giu"), "you"], [/\bherself\b/giu, "yourself"], [/\bher\b/giu, "your"]],
  m: [[/\bhim\b/giu, "you"], [/\bhimself\b/giu, "yourself"], [/\bhis\b/giu, "your"]],
};
const SUBJECT: Record<Gender, string> = { f: "she", m: "he" };
/** An English word replaced keeps a capital it opened a sentence with. */
const cased = (said: string, to: string) => (/^\p{Lu}/u.test(said) ? to.charAt(0).toUpperCase() + to.slice(1) : to);

/** The text with the addressee (of `gender`, or either when unknown) spoken of in the second person. */
export function toAddressee(text: string, gender: Gender | null): string {
  let out = text;
  // Unknown, the addressee is whichever gender the pronouns are of; pronouns of both speak of two people, neither the reader.
  const speaks = (g: Gender) => [...RU[g], ...EN[g]].some(([re]) => new RegExp(re.source, "iu").test(text));
  const genders = gender ? [gender] : (["f", "m"] as Gender[]).filter(speaks);
  for (const g of genders.length === 1 ? genders : []) {
    for (const [re, to] of RU[g]) out = out.replace(re, to);
    for (const [re, to] of EN[g]) out = out.replace(re, (m) => cased(m, to));
    // «she is», «he will», «she's»: the subject with its auxiliary or modal (a full verb's «-s» would need its lemma).
    out = out.replace(new RegExp(String.raw`\b${SUBJECT[g]}(\s+(?:is|was|has|does|isn't|wasn't|hasn't|doesn't)\b|'s\b|\s+(?:will|would|can|could|should|must|might|may)\b|'ll\b|'d\b)`, "giu"),
      (m, aux: string) => cased(m, `you${aux.replace(/[a-z']+$/iu, (a) => AUX[a.toLowerCase()] ?? a)}`));
  }
  return out;
}

/**
 * The accusative singular's endings back to the nominative: feminine -ую → -ая, -ию → -ия (Марию), -ью → -ья (Наталью),
 * -у → -а (Иванову, бухгалтерию's -ю → -я); a masculine person's accusative is his genitive (Петра, Сидорова, Дмитрия).
 */
const ACCUSATIVE: readonly [RegExp, string][] = [
  [/([гкхжшчщ])ого$/u, "$1ий"], [/ого$/u, "ый"], [/его$/u, "ий"], [/ую$/u, "ая"], [/юю$/u, "яя"], [/ию$/u, "ия"], [/ью$/u, "ья"],
  [/([аеёиоуыэюя])ю$/u, "$1я"], [/ю$/u, "я"], [/у$/u, "а"], [/ия$/u, "ий"], [/([аеёиоуыэюя])я$/u, "$1й"], [/я$/u, "ь"], [/([бвгдзклмнпрстфхцчшщ])а$/u, "$1"],
];

/** A recipient said in the accusative («на Марию Иванову», «в бухгалтерию»), named as the To field names them. */
export function accusativeToNominative(phrase: string, has: (w: string) => boolean = () => false): string {
  return genitiveToNominative(phrase, has, ACCUSATIVE, /(?:ого|его)$/u, true);
}
