import { describe, expect, it } from "bun:test";
import { everyday, oneChat } from "./helpers.ts";

// Defects met by the last walk of session 9, over the shipped samples, as the browser sends them.

const draftOf = (r: { cards: { result: Record<string, unknown> }[] }) => r.cards.find((c) => c.result.kind === "draft")?.result as { to?: string; title?: string } | undefined;

describe("a new letter goes to the department named", () => {
  it("«write a letter to the IT department that…» is addressed to IT support, not HR", async () => {
    const send = await everyday();
    const r = await send("write a letter to the IT department that my VPN does not work");
    expect(JSON.stringify(r.cards)).toContain("helpdesk@severveter.ru");
    expect(JSON.stringify(r.cards)).not.toContain("hr@severveter.ru");
  });

  it("«напиши письмо в ИТ-поддержку, что…» finds the helpdesk's address", async () => {
    const send = await everyday();
    const r = await send("напиши письмо в ИТ-поддержку, что у меня не работает VPN");
    expect(JSON.stringify(r.cards)).toContain("helpdesk@severveter.ru");
  });

  it("«отдел кадров» still goes to HR", async () => {
    const send = await everyday();
    const r = await send("напиши письмо в отдел кадров, что хочу в отпуск");
    expect(JSON.stringify(r.cards)).toContain("hr@severveter.ru");
  });
});

describe("leaving a skill said in one's own words", () => {
  for (const text of ["ладно, выйти из навыка", "всё, спасибо, больше не надо"]) {
    it(`«${text}» leaves the skill`, async () => {
      const send = await oneChat();
      await send("хочу накачать пресс");
      const { d } = await send(text);
      expect(d.skill).toBe("none");
    });
  }
});

describe("whom to turn to is the documents' to tell", () => {
  it("«Who do I contact if my laptop breaks?» runs no product search", async () => {
    const send = await everyday();
    expect((await send("Who do I contact if my laptop breaks?")).tools).not.toContain("product_search");
  });

  it("«Куда пересылать письмо с чеками?» asks a rule: no search of the person's letters", async () => {
    const send = await everyday();
    expect((await send("Куда пересылать письмо с чеками?")).tools).not.toContain("mail_search");
  });
});

describe("a draft cancelled in one's own words", () => {
  it("«нет, передумал, не отправляй» cancels the pending letter", async () => {
    const send = await oneChat({ tools: true });
    const first = await send("напиши письмо в бухгалтерию, что чеки пришлю завтра");
    const { m } = await send("нет, передумал, не отправляй");
    expect(m.content).toContain("Черновик отменён");
    expect(JSON.stringify(first.stored().meta.tools)).toContain("\"status\":\"cancelled\"");
  });
});

describe("a draft cancelled in words updates the open page", () => {
  it("the answer's stream redraws the card as cancelled, without its buttons", async () => {
    const { webApp, person, newChatId, form } = await import("../web/helpers.ts");
    const { seedSamples, seedToolSamples } = await import("../../src/seed.ts");
    const { SAMPLES } = await import("./helpers.ts");
    const { app, services } = await webApp();
    await seedSamples(services, `${SAMPLES}/docs`);
    seedToolSamples(services.config.dataDir, SAMPLES);
    const p = person(app);
    await p.get("/");
    const chatId = await newChatId(p);
    await (await p.post(`/c/${chatId}/messages`, form({ text: "напиши письмо в бухгалтерию, что чеки пришлю завтра" }))).text();
    const body = await (await p.post(`/c/${chatId}/messages`, form({ text: "не отправляй" }))).text();
    expect(body).toMatch(/class="card draft-card cancelled"/);
  });
});

describe("a reply full of the skill's facts is no switch to another skill", () => {
  it("«мне 34 года, рост 180, вес 92, хожу в зал два раза в неделю» stays in nutrition and is taken", async () => {
    const send = await oneChat();
    await send("хочу похудеть к лету, сколько калорий мне есть?");
    const { d, m } = await send("мне 34 года, рост 180, вес 92, хожу в зал два раза в неделю");
    expect(d.skill).toBe("nutrition");
    expect(m.content).not.toContain("Фитнес");
  });
});
