import { isNoun } from "../text/prepositional-phrases.ts";
import { isMeasureNoun } from "../text/measure-questions.ts";
import { isStopword } from "../text/tokens.ts";
import { evidenceTerms, type Salience } from "./salience.ts";

/** The unit a figure counts in, with an adjective before it («календарных дней», «рабочих часа», «рублей», «%», «°C»), and the
 * period a rate is per («рублей в год»). */
const UNIT = String.raw`\s*(?:%|°\s*C?|(?:\p{L}+(?:ых|их)\s+)?(?:дн|ден|сут|недел|месяц|год|лет|час|минут|руб|₽|процент|раз|км|метр|шт|кг|литр|человек)\p{L}*\.?)(?:\s+в\s+(?:год|месяц|день|час|смену|неделю|сутки)(?!\p{L}))?`;

/**
 * A figure written right after a noun measures that noun (несогласованное определение / количественная группа при
 * существительном: «отпуск 7 календарных дней», «курсы до 40 000 рублей», «доплата 15%»): it is a figure of that thing, and
 * asked of another thing it is no answer. «в холодилке сколько можно работать» was answered by «…работающим в холодильной
 * камере… предоставляется дополнительный отпуск 7 календарных дней» (warehouse's leave-one-out, the safety rules out), and
 * «а сколько дней оплачивает компания?» after a sick-leave question by «Компания оплачивает внешние курсы до 40 000 рублей»
 * (carservice's). Only a bound's word may stand between («до», «от», «не более»…); a label's colon or a dash leaves the
 * figure to its row («Телефон: 101», «Доставка — 300 руб.»). A noun after a preposition is itself part of one («в течение
 * 10 дней», «в размере 20%»), and a noun naming a measure («срок 3 месяца») says which figure, not of what.
 */
const OWNED = new RegExp(String.raw`(?<![\p{L}-])(\p{L}+)(\s+)(?:(до|от|свыше|более|менее|не\s+более|не\s+менее)\s+)?([-−+]?\d[\d\u00a0 ]*(?:[.,]\d+)?)(?![\d:.,])(${UNIT})?`, "gu");

/** A comparative a bound is said with. */
const BOUND = /^(?:более|менее|свыше|больше|меньше|выше|ниже|дальше|ближе|позднее|раньше)$/;

/** A preposition standing right before the noun (at `at` in `text`). */
const PREPOSITION = /(?<!\p{L})(?:в|во|на|по|за|с|со|из|от|до|при|к|через|после)\s+$/iu;
const afterPreposition = (text: string, at: number) => PREPOSITION.test(text.slice(Math.max(0, at - 12), at));

/** `text` with the figures of nouns the message does not name left out (see OWNED). */
export function withoutFiguresOfOthers(s: Salience, text: string): string {
  const asked = (word: string) => { const own = evidenceTerms(word); return s.words.some((w) => w.terms.some((t) => own.has(t))); };
  return text.replace(OWNED, (whole, owner: string, gap: string, bound: string | undefined, _figure: string, _unit: string | undefined, at: number) => {
    const noun = owner.toLowerCase().replaceAll("ё", "е");
    // «после 22:00», «более 700»: a function word the dictionary declines as a noun's stem («послами», «болями») owns nothing.
    const ofAnother = isNoun(noun) && !isStopword(noun) && !BOUND.test(noun) && !isMeasureNoun(noun) && !afterPreposition(text, at) && !asked(noun);
    return ofAnother ? `${owner}${gap}${bound ? bound + " " : ""}` : whole;
  });
}
