import { toAddressee } from "./addressee.ts";
import { isGivenName } from "./diminutives.ts";

/**
 * What a complaint reply apologises for, said to the customer (walk 21c: «Нам очень жаль, что клиент ругается что
 * ноутбук пришёл битый», «We are very sorry that a customer is furious about…»). The request tells the complaint in the
 * third person, with its teller («клиент ругается, что…», «гость жалуется на…», «a customer is furious about…»); the
 * letter speaks to the customer of the thing itself: what happened as a clause («ноутбук пришёл битый»), or what it is
 * about as a noun phrase («шум от ремонта», «the broken laptop we shipped»), with «у него», «his» as «у Вас», «your».
 * Data: the verbs of complaining and of anger in everyday Russian and English (Ожегов; Levin 1993, 31.3 «marvel» verbs
 * and 37.8 «complain» verbs), and the nouns of a customer. Written from general usage, not from a test set.
 */
export type Grievance = { that: string } | { about: string };

const CUSTOMER_RU = String.raw`(?:(?:наш|наша|этот|эта|один|одна|какой-то|какая-то)\s+)?(?:клиент\p{L}*|гост\p{L}*|покупател\p{L}*|постоял\p{L}*|заказчик\p{L}*|жил\p{L}*|пациент\p{L}*|он|она|они)`;
const COMPLAINS_RU = String.raw`(?:ругается|ругаются|жалуется|жалуются|(?:по)?жаловал(?:ся|ась|ись)|возмущается|возмущаются|возмущ[её]н(?:а|ы)?|недовол(?:ен|ьна|ьны)|негодует|злится|зл(?:ой|ая|ые)|в\s+ярости|в\s+бешенстве|пишет|пишут|написал[аи]?|сообщ(?:ает|ил[аи]?))`;
// «клиент ругается, что X», «который жалуется, что X»; «гость жалуется на X»; «недоволен X-ом» is left as said.
const TELLER_RU = new RegExp(String.raw`^(?:(?:${CUSTOMER_RU})\s*,?\s*)?(?:(?:который|которая|которые)\s+)?(?:(?:нам|мне|очень|сильно|опять|снова)\s+)*${COMPLAINS_RU}(?:\s+(?:нам|мне))?(?:\s*,?\s*(?:что|потому\s+что)\s+(.+)|\s+на\s+(.+))$`, "iu");

const CUSTOMER_EN = String.raw`(?:(?:a|an|the|our|one|this|that)\s+)?(?:customer|client|guest|buyer|patient|tenant|he|she|they)`;
const COMPLAINS_EN = String.raw`(?:(?:is|was|are|were|'s|got|gets)\s+)?(?:(?:really|very|so|pretty)\s+)?(?:furious|angry|upset|unhappy|mad|annoyed|livid|complaining|complains|complained|complain)`;
const TELLER_EN = new RegExp(String.raw`^(?:(?:${CUSTOMER_EN})\s+|who\s+)?${COMPLAINS_EN}(?:\s+to\s+us)?(?:\s+(?:that|because)\s+(.+)|\s+(?:about|over|of|regarding)\s+(.+))$`, "iu");

// «нужно ответить на жалобу постояльца: …», «write a response to a guest's complaint: …»: the command before a colon.
const COMMAND = /^[^:]{0,100}(?:жалоб|претензи|обращени|отзыв|complaint|claim|review)[^:]*:\s*/iu;

/** An English clause has a finite verb: an auxiliary, a negation, or a past tense in -ed. */
const FINITE_EN = /(?<![\p{L}'])(?:is|are|was|were|has|have|had|did|does|do|will|would|can|could|came|arrived|broke|got|went|took|left|sent|n't|\p{L}+ed)(?![\p{L}])/iu;

const THEY: Record<string, string> = { their: "your", they: "you", them: "you" };
const cased = (said: string, to: string) => (/^\p{Lu}/u.test(said) ? to.charAt(0).toUpperCase() + to.slice(1) : to);
/**
 * The first word in lower case where it cannot be a name: in English only a closed-class word (a determiner, a pronoun:
 * «Samsung» stays), in Russian any capitalised word but a given name («Доставка», not «Анна»).
 */
const EN_CLOSED = /^(?:the|a|an|your|our|my|his|her|its|this|that|these|those|we|you|it|there|some|no)$/iu;
const lowered = (s: string) => {
  const first = /^\p{Lu}\p{Ll}+(?![\p{L}'-])/u.exec(s)?.[0];
  const common = first && (/^[a-z]/iu.test(first) ? EN_CLOSED.test(first) : !isGivenName(first));
  return first && common ? first.toLowerCase() + s.slice(first.length) : s;
};

/** The complaint as the letter speaks of it to the customer; null when the clause tells none (empty). */
export function grievanceOf(told: string, lang: "ru" | "en"): Grievance | null {
  const text = told.trim().replace(COMMAND, "").replace(/[.!;,]+$/u, "").trim();
  if (!text) return null;
  const m = (lang === "ru" ? TELLER_RU : TELLER_EN).exec(text);
  // «their order arrived late»: the customer told of as «they» is «you» in the letter to them; a clause the router opened
  // with a capital («Their order…», «Доставка задержалась…») is inside a sentence of the letter now (walk 22b).
  const you = (s: string) => lowered(toAddressee(lang === "en" ? s.trim().replace(/\b(?:their|they|them)\b/giu, (w) => cased(w, THEY[w.toLowerCase()]!)) : s.trim(), null));
  if (m?.[1]) return { that: you(m[1]) };
  // «about a broken laptop»: the thing the customer has, definite to them.
  if (m?.[2]) return { about: you(m[2]).replace(/^(?:a|an)\s+/iu, "the ") };
  if (lang === "en" && !FINITE_EN.test(text)) {
    // «no hot water all morning»: a thing missing is said as its absence; any other bare thing is what it is about.
    return /^no\s/iu.test(text) ? { that: `there was ${you(text)}` } : { about: you(text).replace(/^(?:a|an)\s+/iu, "the ") };
  }
  return { that: you(text) };
}

/**
 * What the person tells the assistant to say in the reply, said by the company itself (walks 21c, 22b: «пообещай довезти
 * завтра» was pasted into the letter as «Пообещай довезти завтра.»). A verb of promising in the imperative becomes the
 * company's own «we» of it («пообещай(те) X» → «Обещаем X», «promise them X» → «We promise you X»); a verb of telling
 * («скажи ему, что X», «tell them that X») leaves what is to be told, spoken to the customer; «извинись», «apologise» is
 * said already by the letter's apology (""). Null for a clause that is no such instruction.
 * Data: the Russian imperatives of commissive and assertive speech acts (Searle 1976) in everyday use, and their English
 * counterparts (Levin 1993, 37.7 «say» verbs; «promise», «guarantee», «assure»).
 */
const COMMIT_RU: readonly [RegExp, string][] = [
  [/^(?:по)?обещай(?:те)?/iu, "Обещаем"],
  [/^гарантируй(?:те)?/iu, "Гарантируем"],
  [/^завер(?:ь|ьте)/iu, "Заверяем Вас"],
];
const COMMIT_EN: readonly [RegExp, string][] = [
  [/^promise/iu, "We promise"],
  [/^guarantee/iu, "We guarantee"],
  [/^assure/iu, "We assure you"],
];
const TELL_RU = /^(?:скажи(?:те)?|напиши(?:те)?|сообщи(?:те)?|передай(?:те)?|объясни(?:те)?|уточни(?:те)?)(?:\s+(?:ему|ей|им|клиент\p{L}*|гост\p{L}*|покупател\p{L}*))?\s*,?\s*(?:что|:)\s*(.+)$/iu;
const TELL_EN = /^(?:tell|say|let)(?:\s+(?:him|her|them|the\s+(?:customer|client|guest)))?(?:\s+know)?\s*,?\s*(?:that|:)?\s*(.+)$/iu;
const APOLOGISE = /^(?:извинись|извинитесь|попроси(?:те)?\s+прощения|apologi[sz]e|say\s+(?:sorry|that\s+we(?:'re|\s+are)\s+sorry)|скажи(?:те)?,?\s+что\s+нам\s+жаль)(?![\p{L}])/iu;
// «them», «ему» after a verb of promising is the customer the letter speaks to.
const TO_THEM_RU = /^\s+(?:ему|ей|им|клиент\p{L}*|гост\p{L}*|покупател\p{L}*)(?![\p{L}])/iu;
const TO_THEM_EN = /^\s+(?:him|her|them|the\s+(?:customer|client|guest))(?![\p{L}])/iu;

// «promise to ship the cable today and say that we are sorry»: two instructions joined by «and», each read on its own.
const JOINED = /\s+(?:and|и)\s+(?=(?:say|tell|let|promise|guarantee|assure|apologi|скажи|напиши|сообщи|передай|объясни|извини|(?:по)?обещай|гарантируй|завер)\p{L}*(?![\p{L}]))/iu;

export function commitmentOf(clause: string, lang: "ru" | "en"): string | null {
  const cut = JOINED.exec(clause);
  if (cut) {
    const [head, tail] = [commitmentOf(clause.slice(0, cut.index), lang), commitmentOf(clause.slice(cut.index + cut[0].length), lang)];
    if (head !== null && tail !== null) return [head, tail].filter(Boolean).map((t) => (/[.!?]$/u.test(t) ? t : `${t}.`)).join(" ");
  }
  const text = clause.trim().replace(/^(?:и|а|and|also|также)\s+/iu, "");
  if (APOLOGISE.test(text)) return "";
  const told = (lang === "ru" ? TELL_RU : TELL_EN).exec(text);
  if (told?.[1] && /\s/u.test(told[1].trim())) return toAddressee(told[1].trim(), null);
  for (const [verb, we] of lang === "ru" ? COMMIT_RU : COMMIT_EN) {
    const m = verb.exec(text);
    if (!m || /^\p{L}/u.test(text.slice(m[0].length))) continue;
    const rest = text.slice(m[0].length);
    const them = (lang === "ru" ? TO_THEM_RU : TO_THEM_EN).exec(rest);
    const what = (them ? rest.slice(them[0].length) : rest).trim().replace(/^,\s*/u, lang === "ru" ? ", " : " ");
    if (!what) return null;
    const you = lang === "en" && them ? " you" : lang === "ru" && them && !/Вас$/u.test(we) ? " Вам" : "";
    return `${we}${you}${what.startsWith(",") ? "" : " "}${toAddressee(what, null)}`;
  }
  return null;
}

/**
 * «customer upset», «покупателю злится», «a client»: whom a reply is for, described by who they are and how they feel, no
 * name or address (the router's reading of «reply to a customer who's upset that…»). No sender of a mailbox is meant.
 */
const FEELING = String.raw`(?:\s+(?:(?:who|который|которая|которые)\s+)?(?:${COMPLAINS_RU}|${COMPLAINS_EN}))?`;
const DESCRIBED = new RegExp(String.raw`^(?:${CUSTOMER_RU}|${CUSTOMER_EN})${FEELING}$`, "iu");
export const describesCustomer = (whom: string): boolean => !/^(?:он|она|они|he|she|they)$/iu.test(whom.trim()) && DESCRIBED.test(whom.trim());
