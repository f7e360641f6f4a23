import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { sameChat } from "../road/helpers.ts";
import { seedSamples, seedToolSamples } from "../../src/seed.ts";
import { form, newChatId, person, webApp } from "../web/helpers.ts";

const SAMPLES = resolve(import.meta.dir, "../../data/samples");

type Card = { tool: string; result: Record<string, unknown> };
const docOf = (m: { meta: Record<string, unknown> }) =>
  ((m.meta.tools as Card[] | undefined) ?? []).map((c) => c.result).findLast((r) => r.kind === "draft") as { title: string; body: string } | undefined;

describe("negotiation prep makes a plan from what was said (walk 19b)", () => {
  it("their ask, our limit and what we want in exchange fill the plan's parts: goals, concessions, arguments, fallback, how to talk", async () => {
    const send = await sameChat({ tools: true });
    await send("помоги подготовиться к переговорам");
    const r = await send("клиент ООО Ромашка, хотят 15% скидки на ноутбуки, мы готовы дать максимум 7%, взамен хотим предоплату 50%");
    const text = r.m.content;
    expect(text).not.toContain("Пока ничего нет для разделов");
    expect(text).toContain("ООО Ромашка");
    expect(text).toMatch(/15\s?%/u);
    expect(text).toMatch(/7\s?%/u);
    expect(text).toMatch(/предоплат\p{L}* 50\s?%/u);
    for (const part of ["Цели", "Уступки", "Аргументы", "Запасной вариант", "План разговора"]) expect(text).toContain(part);
    // The concessions climb from an opening below the limit to the limit, each traded for the prepayment.
    expect(text).toMatch(/больше 7\s?%|свыше 7\s?%/u);
  });

  it("«ну и как мне вести разговор? набросай план» gives the plan, never stored as «дополнительно»", async () => {
    const send = await sameChat({ tools: true });
    await send("помоги подготовиться к переговорам");
    await send("клиент ООО Ромашка, хотят 15% скидки на ноутбуки, мы готовы дать максимум 7%, взамен хотим предоплату 50%");
    const r = await send("ну и как мне вести разговор? набросай план");
    expect(r.m.content).not.toContain("дополнительно");
    expect(r.m.content).not.toContain("Дополнил");
    expect(r.m.content).toContain("План разговора");
  });
});

describe("interview questions are made from the role and what was said (walk 19b)", () => {
  it("the role said on entering is not asked again; the document holds real questions built from the role, B2B, cold calls and CRM", async () => {
    const send = await sameChat({ tools: true });
    const first = await send("подготовь вопросы для собеседования на позицию менеджера по продажам");
    expect(first.m.content).not.toMatch(/должность/u);
    expect(first.m.content).toMatch(/уровень|компетенц/u);
    const r = await send("Уровень средний, продажи B2B, важны холодные звонки и работа в CRM.");
    const doc = docOf(r.m)!;
    expect(doc.body).toContain("менеджер");
    expect(doc.body).toMatch(/холодн\p{L}* звонк/iu);
    expect(doc.body).toContain("CRM");
    expect(doc.body).toMatch(/B2B/u);
    expect((doc.body.match(/\?/gu) ?? []).length).toBeGreaterThanOrEqual(6);
    expect(doc.body).toMatch(/Расскажите о случае/u);
    const gone = await send("не, такой документ не нужен, отмени");
    expect(gone.m.content).not.toContain("Дополнил");
    expect(send.services.drafts.listPending(send.chatId).length).toBe(0);
  });
});

describe("the tutor explains what was said it is stuck on, and checks the child's answer (walk 19b)", () => {
  it("EN: mixing up multiplication and division word problems is not asked again and gets a worked example", async () => {
    const send = await sameChat({ lang: "en" });
    const r = await send("my daughter is in 4th grade and keeps mixing up multiplication and division word problems, can you help her?");
    expect(r.m.content).not.toMatch(/where are you stuck/iu);
    expect(r.m.content).not.toContain("Let's start with the words of the topic");
    expect(r.m.content).toMatch(/equal groups/iu);
    expect(r.m.content).toMatch(/\d+\s*[×x÷]\s*\d+\s*=\s*\d+/u);
    const checked = await send("24 cookies shared among 6 kids, how many each? she said 144");
    expect(checked.m.content).toMatch(/24\s*÷\s*6\s*=\s*4/u);
    expect(checked.m.content).toMatch(/144/u);
    expect(checked.m.content).toMatch(/24\s*×\s*6/u);
    expect(checked.m.content).not.toContain("Got it. Tell me");
  });

  it("RU: «объясни дочке, как делить дроби» explains dividing fractions, not adding them", async () => {
    const send = await sameChat();
    const first = await send("объясни дочке, как делить дроби");
    expect(first.m.content).not.toMatch(/Разберём по шагам/u);
    // The tutor asks the class, then where she is stuck (its method's two questions); the lesson is on dividing.
    const graded = (await send("5 класс")).m.content;
    const all = /Разберём по шагам/u.test(graded) ? graded : (await send("вообще не понимает, как это делается")).m.content;
    expect(all).toContain("деление дробей");
    expect(all).toMatch(/перевёрнут|обратн/u);
    expect(all).toMatch(/\d\/\d\s*:\s*\d\/\d/u);
    expect(all).not.toMatch(/складываем только числители/u);
  });
});

describe("a skill asks in the interface's language (walk 19b)", () => {
  it("the traffic report chosen from the buttons asks its first question in English in the English UI", async () => {
    const { app, services } = await webApp();
    await seedSamples(services, `${SAMPLES}/docs`);
    seedToolSamples(services.config.dataDir, SAMPLES);
    const p = person(app);
    await p.get("/?lang=en");
    const chatId = await newChatId(p);
    await (await p.post(`/c/${chatId}/messages`, form({ text: "write a report" }))).text();
    const asked = services.chats.messages(chatId).at(-1)!;
    expect(JSON.stringify(asked.meta.clarify)).toContain("web-analytics-report");
    await (await p.post(`/c/${chatId}/option`, form({ value: "web-analytics-report", label: "Website traffic report", from: `clarify-${asked.id}` }))).text();
    const r = services.chats.messages(chatId).at(-1)!;
    expect(r.content).toMatch(/period/u);
    expect(r.content).not.toMatch(/[а-яё]/iu);
  });
});
