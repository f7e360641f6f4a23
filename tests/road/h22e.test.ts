import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";

// Session 22 (walk 21c, items 5, 6, 11, 16, 20): letters asked for in everyday words. A letter to a colleague with thanks
// in it, a note asked for casually in English (with «to Maria», or with words that name a skill), a reply to a complaint
// the person tells, and a pending draft called off in talk.

const HOTELS = resolve(import.meta.dir, "../fixtures/walk21a/docs");
const cardsText = (r: { cards: unknown[] }) => JSON.stringify(r.cards);

describe("a thank-you note to a colleague is a letter, not thanks to the assistant", () => {
  const cases: [string, string][] = [
    ["черкни Диме Соколову пару слов: спасибо за отчёт по сайту, всё супер", "d.sokolov@"],
    ["чиркни Марии Ивановой пару строк: спасибо, что подменила вчера", "m.ivanova@"],
    ["скинь Игорю Петрову сообщение: спасибо, счёт получили", "i.petrov@"],
  ];
  for (const [text, to] of cases) {
    it(`«${text}» drafts a letter to ${to}`, async () => {
      const r = await (await freshChats({ tools: true }))(text);
      expect(r.tools).toEqual(["mail_reply_draft"]);
      expect(cardsText(r)).toContain(to);
      expect(r.answer.content).not.toMatch(/Пожалуйста! Обращайтесь/);
    });
  }

  it("«напиши Диме пару строк — спасибо за презентацию» leaves «пару строк» out of whom it goes to", async () => {
    const r = await (await freshChats({ tools: true }))("напиши Диме пару строк — спасибо за презентацию, всё отлично");
    expect(r.tools).toEqual(["mail_reply_draft"]);
    expect(cardsText(r)).not.toMatch(/"to":"[^"]*строк/);
  });
});

describe("a note asked for casually in English is a new letter to that person", () => {
  const cases: [string, string, RegExp][] = [
    ["drop a quick line to Maria saying thanks for covering for me yesterday", "m.ivanova@", /thanks for covering for me yesterday/i],
    ["shoot Igor Petrov a note that the contract looks fine and we'll sign next week", "i.petrov@", /contract looks fine/i],
    ["send a short note to Dmitry Sokolov saying the site report looks great", "d.sokolov@", /site report looks great/i],
    ["fire off a message to Igor Petrov that the invoice is paid", "i.petrov@", /invoice is paid/i],
    ["drop Maria Ivanova a line that the contract looks good and we can sign", "m.ivanova@", /contract looks good/i],
  ];
  for (const [text, to, says] of cases) {
    it(`«${text}» drafts a letter to ${to}, no skill entered`, async () => {
      const r = await (await freshChats({ lang: "en", tools: true }))(text);
      expect(r.tools).toEqual(["mail_reply_draft"]);
      expect(r.skill).toBeNull();
      expect(cardsText(r)).toContain(to);
      expect(cardsText(r)).toMatch(says);
    });
  }
});

describe("a reply to a complaint the person tells is written, not looked for in the mailbox", () => {
  const cases: [string, "ru" | "en"][] = [
    ["напиши гостю ответ на жалобу — у него в номере всё утро не было горячей воды, предложи скидку 10%", "ru"],
    ["составь ответ гостю, который жалуется на шум от ремонта, предложим поздний выезд бесплатно", "ru"],
    ["reply to a guest who complained that the room wasn't cleaned, offer a free breakfast", "en"],
  ];
  for (const [text, lang] of cases) {
    it(`«${text}» enters the complaint-reply skill with a draft`, async () => {
      const r = await (await freshChats({ docs: HOTELS, lang }))(text);
      expect(r.skill).toBe("complaint-reply");
      expect(r.answer.content).not.toMatch(/Не нашёл письмо|did not find the letter/);
      expect(cardsText(r)).toMatch(/"draftKind":"letter"/);
    });
  }

  it("«ответь на жалобу Игоря Петрова» (a named sender) still enters the skill, which reads his letter", async () => {
    const r = await (await freshChats({ tools: true }))("ответь на жалобу Игоря Петрова");
    expect(r.skill).toBe("complaint-reply");
  });
});

describe("a pending draft called off in everyday words", () => {
  const said = ["nah, ditch that draft", "а, нет, отмена", "не надо, удали черновик", "scrap that", "bin it", "нет, отставить", "never mind, toss it", "не, в топку этот черновик"];
  for (const text of said) {
    it(`«${text}» cancels the draft on screen`, async () => {
      const send = await sameChat({ tools: true });
      await send("напиши письмо Дмитрию Соколову: спасибо за отчёт");
      expect(send.services.drafts.listPending(send.chatId).length).toBe(1);
      const { m } = await send(text);
      expect(send.services.drafts.listPending(send.chatId).length).toBe(0);
      expect(m.content).not.toMatch(/свободную беседу|free conversation|документах компании нет|documents do not answer/);
    });
  }

  it("«remove the last paragraph please» is no call-off: the draft stays", async () => {
    const send = await sameChat({ tools: true });
    await send("напиши письмо Дмитрию Соколову: спасибо за отчёт");
    await send("remove the last paragraph please");
    expect(send.services.drafts.listPending(send.chatId).length).toBe(1);
  });
});

// Walk 21c #20: the complaint reply copied the request in the third person («Нам очень жаль, что клиент ругается что
// ноутбук пришёл битый», «…that a customer is furious about…») and kept «[What we offer…]» in the English letter.
describe("a complaint reply speaks to the customer of what went wrong, with no placeholder", () => {
  const bodyOf = (r: { cards: unknown[] }) => cardsText(r).match(/"body":"([^"]*)"/)?.[1] ?? "";
  const cases: [string, "ru" | "en", RegExp][] = [
    ["клиент ругается что ноутбук пришёл битый, помоги ответить на его жалобу, предложим замену", "ru", /жаль, что ноутбук пришёл битый/],
    ["a customer is furious about a broken laptop we shipped, help me write a reply to his complaint", "en", /sorry about the broken laptop we shipped/],
    ["напиши гостю ответ на жалобу — у него в номере всё утро не было горячей воды, предложи скидку 10%", "ru", /у Вас в номере.*Предлагаем скидку 10%/],
    ["гость жалуется, что в номере холодно, напиши ему ответ, предложим обогреватель", "ru", /жаль, что в номере холодно/],
    ["the customer is upset about the late delivery of her order, help me answer her complaint", "en", /sorry about the late delivery of your order/],
  ];
  for (const [text, lang, says] of cases) {
    it(`«${text}» apologises to the customer, not of them`, async () => {
      const r = await (await freshChats({ tools: true, lang }))(text);
      expect(r.skill).toBe("complaint-reply");
      const body = bodyOf(r);
      expect(body).toMatch(says);
      expect(body).not.toMatch(/клиент ругается|гость жалуется|a customer is|the customer is|\[/);
    });
  }
});
