import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { freshChats, sameChat } from "./helpers.ts";
import { contactFor } from "../../src/answering/contact.ts";
import { seedSamples } from "../../src/seed.ts";
import { chatIdOf, form, person, webApp } from "../web/helpers.ts";
import type { StoredChunk } from "../../src/retrieval/types.ts";
import { sampleServices } from "../conversation/helpers.ts";
import { interviewTurn } from "../../src/skills/interview/interview.ts";

// Session 13's reviewer read the session's diff and confirmed these by running them; each failed before its fix.
const CLINIC = resolve(import.meta.dir, "../fixtures/walk13a/docs");
const skillOf = (send: Awaited<ReturnType<typeof sameChat>>) => (send.services.db.query("SELECT skill FROM chats WHERE id = ?").get(send.chatId) as { skill: string | null }).skill;

describe("inside a skill, a tool asked for in any order or politely still runs", () => {
  for (const text of ["пожалуйста, найди письма от бухгалтерии", "мне нужно найти письма от бухгалтерии", "письма от бухгалтерии покажи"]) {
    it(`«${text}» inside nutrition searches the mail`, async () => {
      const send = await sameChat({ tools: true });
      await send("подбери мне питание, я хочу похудеть");
      const { d } = await send(text);
      expect(JSON.stringify(d.tools)).toContain("mail_search");
    });
  }
});

describe("«stop it» leaves a skill only as the message's own last clause", () => {
  it("«I snack at night and cannot stop it» stays in nutrition; «no no, stop this» leaves", async () => {
    const send = await sameChat({ tools: true });
    await send("help me plan my diet, I want to lose weight");
    await send("I snack at night and cannot stop it");
    expect(skillOf(send)).toBe("nutrition");
    await send("no no, stop this");
    expect(skillOf(send)).toBeNull();
  });
});

describe("a greeting before a word to the assistant", () => {
  it("«привет! что ты умеешь?» is not refused as a documents question naming HR", async () => {
    const { answer } = await (await freshChats({ tools: true }))("привет! что ты умеешь?");
    expect(answer.content).not.toContain("hr@severveter.ru");
  });
});

describe("a contact's list item", () => {
  const chunk = (text: string): StoredChunk => ({ id: 1, docId: 1, docName: "k.md", version: 1, ordinal: 0, headingPath: ["Контакты"], page: null, start: 0, end: text.length, text });
  it("an item with two addresses is read clause by clause: salary questions get accounting", () => {
    const c = chunk("- По вопросам отпусков и больничных — hr@firm.ru, по вопросам зарплаты и расчётных листков — buh@firm.ru.");
    expect(contactFor("кому писать про зарплату?", [], [c])).toBe("buh@firm.ru");
  });
  it("an item marked with an em dash is an item", () => {
    const c = chunk("— Отдел кадров — hr@firm.ru.\n— Старшая медсестра — st@firm.ru, кабинет 106. Графики смен, расходные материалы.");
    expect(contactFor("кому писать про расходные материалы?", [], [c])).toBe("st@firm.ru");
  });
});

describe("a «по-» that is the root's own is not cut", () => {
  it("«помогать», «пользоваться» are searched as themselves", async () => {
    const { delimitativeBase } = await import("../../src/text/verb-forms.ts");
    expect(delimitativeBase("помогать")).toBeNull();
    expect(delimitativeBase("пользоваться")).toBeNull();
    expect(delimitativeBase("поработать")).toBe("работать");
  });
});

describe("a skill's summary keeps every answer", () => {
  it("an answer that repeats the request's words is still shown", async () => {
    const s = (await sampleServices()).services;
    const skill = s.routing.skills.get("business-letter")!;
    const first = interviewTurn(skill, null, "деловое письмо", "ru");
    const next = interviewTurn(skill, first.state, "деловое письмо в ООО Бумага: перенос поставки на 22 октября, ждём подтверждения", "ru");
    expect(next.text).toContain("22 октября");
  });
});

describe("a day said in passing beside «я» is no calendar", () => {
  it("«я сегодня так устала» lists no calendar", async () => {
    const { tools } = await (await freshChats({ docs: CLINIC, tools: true }))("я сегодня так устала");
    expect(tools).not.toContain("calendar_search");
  });
});

describe("the skills are listed however the question is put", () => {
  for (const text of ["какие навыки у тебя есть?", "what are your skills?", "list skills"]) {
    it(`«${text}» lists them`, async () => {
      const { answer } = await (await freshChats({ tools: true }))(text);
      expect(answer.content).toMatch(/Питание и рацион|Nutrition/);
    });
  }
});

describe("a letter sent to a typed address", () => {
  it("shows that address once confirmed, not «address not found», after a reload too", async () => {
    const { app, services } = await webApp();
    await seedSamples(services, CLINIC);
    const me = person(app);
    const chatId = chatIdOf(await (await me.get("/")).text());
    await (await me.post(`/c/${chatId}/messages`, form({ text: "напиши письмо старшей медсестре, что я хочу поменяться сменой 12 декабря" }))).text();
    const draft = (services.chats.messages(chatId).at(-1)!.meta.tools as { result: { draftId: string } }[])[0].result;
    await (await me.post(`/c/${chatId}/drafts/${draft.draftId}/confirm`, form({ to: "st.sestra@klinika-vita.ru" }))).text();
    const page = await (await me.get(`/c/${chatId}`)).text();
    expect(page).not.toContain("адрес не нашёл");
    expect(page).toContain("st.sestra@klinika-vita.ru");
  });
});
