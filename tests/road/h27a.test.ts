import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";
import { seedSamples } from "../../src/seed.ts";
import { chatIdOf, form, person, webApp } from "../web/helpers.ts";

// Session 27, helper A: skills entered on, or keeping, work questions the dry-cleaning chain's documents answer (walk 26a §6),
// asked in the walk's words and in new ones.
const CLEANERS = resolve(import.meta.dir, "../fixtures/walk26a/docs");

describe("a question about the complaints procedure is no complaint reply to write", () => {
  // «за сколько ответим клиенту на претензию» (no «?» typed) was read as a reply to a complaint told in the request: the skill
  // was entered and the next claims questions were added to its details as «Дополнил…» (R47, R48).
  it("«за сколько ответим клиенту на претензию» is answered from the claims procedure, no skill entered", async () => {
    const ask = await freshChats({ docs: CLEANERS });
    for (const q of ["за сколько ответим клиенту на претензию", "в какой срок отвечаем клиенту на жалобу"]) {
      const r = await ask(q);
      expect(r.skill).toBeNull();
      expect(r.answer.content).not.toContain("Что вы рассказали");
      expect(r.answer.content).toContain("10");
    }
  });

  it("in one chat, the claims questions after it are answered, not added to a letter's details", async () => {
    const send = await sameChat({ docs: CLEANERS });
    await send("за сколько ответим клиенту на претензию");
    const lost = await send("клиент потерял квитанцию");
    expect(lost.m.content).not.toContain("Дополнил");
    expect(lost.m.content).toContain("по паспорту");
  });
});

describe("inside the complaint-reply skill, a claims question is answered aside", () => {
  // The skill's recap quotes the person's own words («— запрос: …клиенту…»); a question sharing only those with it was
  // taken for one more detail of the complaint (R50 «испортили пальто клиента, сколько компенсируем» → «Дополнил»).
  it("«испортили пальто клиента, сколько компенсируем» after the complaint told is answered from the documents, the skill kept", async () => {
    const send = await sameChat({ docs: CLEANERS });
    expect((await send("помоги ответить клиенту на жалобу")).m.content).toContain("Ответ на жалобу клиента");
    expect((await send("клиентка недовольна: после чистки на пальто осталось пятно")).m.content).toContain("Дополнил");
    for (const q of ["испортили пальто клиента, сколько компенсируем", "клиенту порвали подкладку, сколько ему возместим"]) {
      const r = await send(q);
      expect(r.m.content).not.toContain("Дополнил");
      expect(String(r.d.reasons)).toContain("kept on the badge");
      expect(r.m.content).toMatch(/возмещ|компенсац|возврат/i);
    }
    // What the letter should offer is still the skill's: it is added to the complaint's details.
    const offer = await send("предложи ей бесплатную повторную чистку");
    expect(offer.m.content).toContain("Дополнил");
    expect(offer.m.content).not.toContain("сколько компенсируем");
  });
});

describe("a colleague's illness is not the person's health", () => {
  // R34: «напарник заболел» entered the health skill («С какого дня это началось?»); whether one may work a night shift
  // alone is the company's rule. «напарник», «сменщица» are colleagues the thesaurus did not know.
  it("«можно ли мне одному остаться в ночную смену, напарник заболел» is not the health skill", async () => {
    const ask = await freshChats({ docs: CLEANERS });
    for (const q of ["можно ли мне одному остаться в ночную смену, напарник заболел", "сменщица слегла с температурой, мне одной можно выйти в ночь?"]) {
      const r = await ask(q);
      expect(r.skill).toBeNull();
      expect(r.answer.content).not.toContain("С какого дня");
      expect(r.tools).toContain("search_documents");
    }
  });

  it("one's own sore throat, nothing about work asked, still reaches the health skill", async () => {
    const r = await (await freshChats({ docs: CLEANERS }))("третий день болит горло и заложен нос, чем лечиться?");
    expect(r.skill).toBe("health");
  });
});

describe("a long request whose product the router named is the skill that makes it", () => {
  // Retail: «…, нужен анонс» told at length scored the promo post skill too close to the claims reply to enter it, and the
  // post tool was cut for want of a verb: the person was asked between a promo post and replies to claims.
  it("«после ремонта снова открываемся…, нужен анонс» enters the company's promo post skill, no question", async () => {
    const r = await (await freshChats({ skillsOf: "retail" }))("после ремонта снова открываемся на Тверской в четверг, каждому покупателю кофе в подарок, нужен анонс");
    expect(r.outcome).toBe("skill");
    expect(r.skill).toBe("promo-social-post");
  });
});

describe("what to do, asked between two skills, may be answered from the documents", () => {
  // R44 «клиент недоволен, пятно осталось после чистки, что мне делать» offered only the complaint reply and the review
  // analysis: neither is the steps asked for, and the claims procedure is the company's. The question now offers the
  // documents too, and pressing it answers from them.
  // Since session 56 the claims rule answers outright: «пальто» is a garment, which the rule names as «вещи» (hypernyms.ts), so the
  // documents answer and the question between skills yields to them; asked, the question still offers the documents.
  it("«клиент недоволен качеством чистки пальто, как быть?» is answered from the documents, outright or when chosen", async () => {
    const { app, services } = await webApp();
    await seedSamples(services, CLEANERS);
    const p = person(app);
    const chatId = chatIdOf(await (await p.get("/")).text());
    await (await p.post(`/c/${chatId}/messages`, form({ text: "клиент недоволен качеством чистки пальто, как быть?" }))).text();
    const asked = services.chats.messages(chatId).at(-1)!;
    const clarify = asked.meta.clarify as { options: { value: string; kind: string }[] } | undefined;
    if (clarify) {
      expect(clarify.options.some((o) => o.value === "search_documents" && o.kind === "tool")).toBe(true);
      expect(asked.content).toContain("или ответ по документам компании?");
      await (await p.post(`/c/${chatId}/option`, form({ value: "search_documents", label: "Ответ по документам компании", from: `clarify-${asked.id}` }))).text();
    }
    expect(services.chats.messages(chatId).at(-1)!.content).toMatch(/претензи/i);
  });

  it("a request for work between two skills («Клиент недоволен, помоги») still offers the skills alone", async () => {
    const r = await (await freshChats({ docs: CLEANERS }))("Клиент недоволен, помоги");
    const options = (r.answer.meta.clarify as { options: { value: string }[] } | undefined)?.options ?? [];
    expect(options.some((o) => o.value === "search_documents")).toBe(false);
  });
});
