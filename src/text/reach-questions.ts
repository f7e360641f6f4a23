import { asksWhereToGet, asksWhom } from "./whom.ts";
import { asksWho } from "./name-questions.ts";

/**
 * Whether a message asks how or where to reach someone or something: whom («кто», «кому», «к кому», «who» — whom.ts,
 * name-questions.ts), where («где», «куда», «where»), by what means (a phone, a number, an extension, mail, an address — Ожегов:
 * «звонить», «связаться», «обратиться»), or when a place is open («когда работает касса», «часы работы»). A contacts line
 * («Бухгалтерия (зарплата, премии): … доб. 310; buh@…») answers only such a question (answering/contact-line.ts).
 */
const REACH_ASKED = /(?<![\p{L}])(?:где|куда|where|(?:по|до|от)?звон\p{L}*|набрать|телефон\p{L}*|тел|номер\p{L}*|доб|добавочн\p{L}*|внутренн\p{L}*|почт\p{L}*|e-?mail|имейл\p{L}*|адрес\p{L}*|контакт\p{L}*|связат\p{L}*|связь|обрат(?:иться|ить)|обращат\p{L}*|написать|писать|call|phone|ring|number|contact|reach|address|работа(?:ет|ют)|откр(?:ыт|ыва)\p{L}*|закр(?:ыт|ыва)\p{L}*|open|режим|hours)(?![\p{L}])/iu;

export function asksReach(message: string): boolean {
  // «нужна справка о доходах»: a need told asks who gives the thing (whom.ts NEED), as «где взять» does.
  return REACH_ASKED.test(message) || asksWhom(message) || asksWho(message) || asksWhereToGet(message);
}
