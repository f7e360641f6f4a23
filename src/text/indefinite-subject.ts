import { looksLikeVerb } from "./verb-forms.ts";
import { russianDictionary } from "./dictionary.ts";

/**
 * «человек просит книгу, которой нет», «пришёл человек, требует директора», «люди спрашивают, где туалет»: a person left
 * unnamed as the subject of what they do (Ожегов: человек — разг. о ком-н. неизвестном, «тебя спрашивает какой-то
 * человек»). The word stands for «кто-то», as the English «someone» (a stopword here) does: no rule names it, and weighed
 * as the thing asked it refused the order from the warehouse over «человек» (lead's walk 38). Only beside its verb, before
 * or after it: «сколько человек в смене» counts people, and «на человека» is a share.
 */
const WORD = String.raw`(?:(?:какой-то|какой-нибудь|один|одна|какая-то)\s+)?(?:человек|люди)`;
// Not counted: «сколько человек набирают в группу», «5 человек работают» (heldout-school's leave-one-out q15 was answered).
const BEFORE = new RegExp(String.raw`(?<![\p{L}-])(?<!(?:скольк\p{L}*|\d+|несколько|много|мало)\s+)${WORD}(?=\s+(\p{L}+))`, "giu");
const AFTER = new RegExp(String.raw`(?<=(?:^|[\s,])(\p{L}+)\s+)${WORD}(?![\p{L}-])`, "giu");

/**
 * A verb by its ending, or a short present in «-ит/-ят» whose infinitive in «-ить» the dictionary holds («просит», «звонит»),
 * or a masculine past in «-л» whose infinitive it holds and which declines as no noun does («потерял», «забыл»; not
 * «канал», «каналом»): lead's walk 41 weighed «человек» in «человек потерял книгу» as the thing asked and hedged.
 */
const verbal = (word: string) => {
  const w = word.toLowerCase().replaceAll("ё", "е");
  const dict = russianDictionary();
  const past = /^[а-я]{3,}[аяиеы]л$/.test(w) && dict.has(`${w.slice(0, -1)}ть`) && !dict.has(`${w}ом`);
  return looksLikeVerb(w) || past || (/^[а-я]{4,}[иья]т$/.test(w) && dict.has(`${w.slice(0, -2)}ить`));
};

/** The message without an unnamed person said beside their verb, when other words remain. */
export function withoutIndefiniteSubject(message: string): string {
  const out = message
    .replace(BEFORE, (m, next: string) => (verbal(next) ? " " : m))
    .replace(AFTER, (m, prev: string) => (verbal(prev) && !/^скольк/iu.test(prev) ? " " : m))
    .replace(/\s+/gu, " ").trim();
  return /\p{L}{3,}/u.test(out) ? out : message;
}
