import { genitiveToNominative } from "../text/genitive.ts";
import { russianDictionary } from "../text/dictionary.ts";
import { asSentence } from "../text/letters.ts";
import { weekdayForms, weekdayInCaseOf } from "../text/weekdays.ts";
import type { Decision } from "../routing/types.ts";

/**
 * What a message asks done to the letter or post on screen, said in words instead of typed into the card (walk 16b:
 * «добавь, что счёт оплатим после подписания», «подпись: Анна Смирнова, отдел закупок», «сделай тон повежливее»
 * were answered «свободную беседу не веду»). The body is changed only by the person's own words: a sentence added, a
 * signature set, a courtesy formula for a politer tone. Null when the message asks no such edit.
 */
export interface LetterEdit {
  body: string;
  /** What was done, said back to the person. */
  done: NonNullable<Decision["revisedDraft"]>["done"];
}

/** «Добавь, что…», «допиши, что…», «also add that…»: what to add is the clause after «что» / «that». */
// «add a line: …», «добавь строчку: …», «also mention that…», «упомяни, что…» (walk 16c) say the same.
const ADD = /^(?:(?:и|а|ещё|еще|also|and)\s+)*(?:добавь(?:те)?|допиши(?:те)?|дополни(?:те)?|упомяни(?:те)?|напиши\s+ещё|напиши\s+еще|add|mention|say)(?:\s+(?:ещё|еще|also|в\s+письмо|to\s+it|in\s+it|(?:a\s+)?(?:line|sentence)|строк[уа]|строчк[уа]|фразу|предложение))*\s*(?:,?\s*(?:что|that)\s+|\s*[:—–-]\s*)(.+)$/iu;
/** «подпись: Анна Смирнова», «подпиши: Анна», «подпиши от имени Анны Смирновой», «sign it as Anna», «signature: Anna». */
const SIGN = /^(?:(?:и|а|also|and)\s+)?(?:подпись|подпиши(?:сь|те)?|подписать|signature|sign(?:\s+it)?)(?:\s+(от\s+имени|as))?\s*[:—–-]?\s*(.+)$/iu;
/** «сделай тон помягче / повежливее», «повежливее», «make it more polite / friendlier / softer». */
const POLITE = /(?:вежлив|мягч|мягк|теплее|дружелюбн|polite|softer|friendlier|kinder|warmer)/iu;
/** «поменяй тон на более официальный», «официальнее», «make it more formal». */
const FORMAL = /(?:официальн|делов|строже|formal)/iu;
/** A request about the letter's tone or manner: a verb of making or the word «тон» / «tone». */
const MANNER = /^(?:(?:ну|и|а|можно|please|can\s+you)\s+)*(?:сделай(?:те)?|поменяй(?:те)?|измени(?:те)?|перепиши(?:те)?|make|change|rewrite|тон|tone|чуть|немного|more|a\s+bit|по\p{L}+ее)/iu;

/**
 * The courtesy a politer letter gets, fitting what it says (walk 17b: «Заранее спасибо за понимание!» closed a thank-you
 * that asked nothing): a letter that asks is thanked in advance, a thank-you thanks again, any other (news, a delay, a
 * refusal) asks for understanding. The reply's own frame («Спасибо за письмо «…»») is no thanks of the person's.
 */
const COURTESY = {
  asks: { ru: "Заранее спасибо!", en: "Thank you in advance!" },
  thanks: { ru: "Ещё раз спасибо!", en: "Thank you again!" },
  informs: { ru: "Заранее спасибо за понимание!", en: "Thank you in advance for your understanding." },
};
const ASKS = /\?|(?<![\p{L}])(?:просьба|прошу|просим|подскажите|пожалуйста|пришлите|сообщите|could\s+you|would\s+you|please|i\s+would\s+like\s+to\s+ask|can\s+you)(?![\p{L}])/iu;
const THANKS = /(?<![\p{L}])(?:спасибо|благодар\p{L}*|thanks|thank\s+you|grateful)(?![\p{L}])/iu;
const FRAME = /Спасибо за письмо «[^»]*»\.|Thank you for your letter “[^”]*”\./gu;

function courtesyFor(body: string, lang: "ru" | "en"): string {
  const own = body.replace(FRAME, "").replace(/^[^\n]*\n/u, "");
  return COURTESY[ASKS.test(own) ? "asks" : THANKS.test(own) ? "thanks" : "informs"][lang];
}

const CLOSING = /\n\n(?:С уважением|Best regards|Kind regards)[^\n]*(?:\n.*)?$/su;

/** The body with a paragraph put before its closing (or at its end when it has none). */
function beforeClosing(body: string, paragraph: string): string {
  const m = CLOSING.exec(body);
  return m ? `${body.slice(0, m.index)}\n\n${paragraph}${body.slice(m.index)}` : `${body.trimEnd()}\n\n${paragraph}`;
}

/**
 * «поменяй четверг на понедельник», «замени X на Y», «вместо X напиши Y», «не в четверг, а в понедельник напиши», «change
 * Thursday to Monday», «replace X with Y», «Y instead of X»: words of the text swapped for others (walk 18b: «Не понял, какой
 * файл править», then the recipient changed to «понедельник»). Groups: what was said (old), what to say instead (new).
 */
const SWAP_VERB = "(?:поменяй|смени|замени|измени|исправь|переправь)(?:те)?";
const WRITE = "(?:напиши|пиши|поставь|сделай|пусть\\s+будет)(?:те)?";
// Discourse words before a correction («хотя нет, не в понедельник, а во вторник»: walk 18c got the free-talk refusal).
// «поправь: не 12, а 11 декабря», «исправь дату: …», «там не 12, а 11» name the correction before it (walk 22a: free-talk refusal).
const LEAD = "^(?:(?:ну|ладно|и|давай|хотя\\s+нет|нет|ой|стоп|точнее|вернее|то\\s+есть|там|в\\s+письме|в\\s+тексте|(?:поправь|исправь|поправьте|исправьте)(?:\\s+(?:дату|число|время|сумму|цифру|текст|письмо|пожалуйста))?\\s*:?|поправка\\s*:|исправление\\s*:)[,\\s]+)*";
const SWAPS: readonly [RegExp, "old-new" | "new-old"][] = [
  [new RegExp(`${LEAD}(?:а[,\\s]+)?${SWAP_VERB}\\s+(?:слово\\s+|фразу\\s+)?[«"]?(.+?)[»"]?\\s+на\\s+[«"]?(.+?)[»"]?$`, "iu"), "old-new"],
  [new RegExp(`${LEAD}(?:а[,\\s]+)?вместо\\s+[«"]?(.+?)[»"]?\\s*,?\\s+${WRITE}\\s+[«"]?(.+?)[»"]?$`, "iu"), "old-new"],
  [new RegExp(`${LEAD}(?:а[,\\s]+)?(?:${WRITE}\\s+)?[«"]?(.+?)[»"]?\\s+вместо\\s+[«"]?(.+?)[»"]?$`, "iu"), "new-old"],
  [new RegExp(`${LEAD}(?:${WRITE}\\s+)?не\\s+(.+?)\\s*,?\\s+а\\s+(.+?)(?:\\s*,?\\s+${WRITE})?$`, "iu"), "old-new"],
  [/^(?:change|replace|swap)\s+["“]?(.+?)["”]?\s+(?:to|with|for)\s+["“]?(.+?)["”]?$/iu, "old-new"],
  [/^(?:(?:write|say|put)\s+)?["“]?(.+?)["”]?\s+instead\s+of\s+["“]?(.+?)["”]?$/iu, "new-old"],
  [/^(?:(?:no|actually|wait|sorry|oops|(?:fix|correct)(?:\s+(?:it|that|the\s+(?:date|number|time|figure)))?\s*:?|correction\s*:)[,\s]+)*not\s+(.+?)\s*,?\s+but\s+(.+)$/iu, "old-new"],
];

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The body with the words said swapped, when the text holds them as said (as a whole word or phrase); else null. */
export function swapInText(message: string, body: string): string | null {
  const text = message.trim().replace(/[.!]+$/u, "");
  for (const [re, order] of SWAPS) {
    const m = re.exec(text);
    if (!m) continue;
    const [said, instead] = (order === "old-new" ? [m[1], m[2]] : [m[2], m[1]]).map((x) => x!.trim());
    if (!said || !instead || said.length > 60 || instead.length > 60) continue;
    // «поменяй пятницу на среду» over «…до пятницы»: a weekday is found in any of its cases and put in that case («среды»).
    const days = weekdayForms(instead) ? weekdayForms(said) : null;
    // «не 12, а 11 декабря» over «…12 декабря…»: what the new words repeat after the text's own («декабря») is the text's
    // too, swapped with it, never doubled («11 декабря декабря»).
    const tail = /^\S+\s+(.+)$/u.exec(instead)?.[1];
    const whole = tail && !said.includes(" ") ? `${said} ${tail}` : null;
    const old = whole && new RegExp(`(?<![\\p{L}\\d])${escaped(whole)}(?![\\p{L}\\d])`, "iu").test(body) ? whole : said;
    const at = new RegExp(`(?<![\\p{L}\\d])(?:${(days ? [...new Set(days)] : [old]).map(escaped).join("|")})(?![\\p{L}\\d])`, "giu");
    if (!at.test(body)) continue;
    // The case of the first letter is the text's own: «Четверг» at a sentence's start stays capitalised.
    const put = body.replace(at, (found) => {
      const word = days ? weekdayInCaseOf(found, instead) ?? instead : instead;
      return /^\p{Lu}/u.test(found) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
    });
    // «в четверг» → «во вторник», «с четверга» → «со среды»: the preposition's vowel before a cluster of its own consonant.
    return put.replace(/(?<![\p{L}])([вс])(\s+)(?=\1[бвгджзклмнпрстфхцчшщ])/giu, "$1о$2");
  }
  return null;
}

export function letterEdit(message: string, body: string, lang: "ru" | "en"): LetterEdit | null {
  // A swap of words («поменяй четверг на понедельник») is tried by the caller first, before a change of recipient.
  const text = message.trim().replace(/[.!]+$/u, "");
  const add = ADD.exec(text);
  if (add) return { body: beforeClosing(body, asSentence(add[1]!)), done: "added" };
  const sign = SIGN.exec(text);
  if (sign && sign[2]!.trim().length >= 2 && !/\?$/u.test(sign[2]!)) {
    const who = sign[1] && /имени/iu.test(sign[1]) ? genitiveToNominative(sign[2]!, (w) => russianDictionary().has(w)) : sign[2]!;
    const closing = lang === "ru" || /[а-яё]/iu.test(body) ? "С уважением" : "Best regards";
    const m = CLOSING.exec(body);
    const signed = `${closing},\n${who.trim()}`;
    return { body: m ? `${body.slice(0, m.index)}\n\n${signed}` : `${body.trimEnd()}\n\n${signed}`, done: "signed" };
  }
  if (text.split(/\s+/u).length <= 10 && MANNER.test(text)) {
    const ru = /[а-яё]/iu.test(body);
    if (POLITE.test(text)) {
      const had = Object.values(COURTESY).some((c) => body.includes(c.ru) || body.includes(c.en));
      return { body: had ? body : beforeClosing(body, courtesyFor(body, ru ? "ru" : "en")), done: "polite" };
    }
    if (FORMAL.test(text)) {
      // «Здравствуйте, Игорь!» / «Hello,» → the neutral business greeting; the rest is the person's own words to edit.
      const greeted = body.replace(/^(?:Здравствуйте|Привет|Добрый день)(?:,\s*([^!\n]+))?!/u, (_m, name) => (name ? `Добрый день, ${name}!` : "Добрый день!"))
        .replace(/^(?:Hello|Hi|Hey)\s+([^,\n]+),/u, (_m, name) => `Dear ${name},`);
      // Nothing to make more formal by a formula: said as it is, not claimed done (walk 16c: «Сделал…» and no change).
      return greeted === body ? { body, done: "formalAlready" } : { body: greeted, done: "formal" };
    }
  }
  return null;
}
