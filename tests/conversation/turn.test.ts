import { describe, expect, it } from "bun:test";
import { collect, sampleServices, say } from "./helpers.ts";
import { testApp } from "../helpers/app.ts";

describe("a chat turn", () => {
  it("answers a document question with citations and records the decision", async () => {
    const { services: s } = await sampleServices();
    const chat = s.chats.create("u1");
    const r = await say(s, chat.id, "Сколько дней отпуска положено в год?");
    expect(r.text).toContain("28");
    expect(r.text).toMatch(/\[1\]/);
    const stored = s.chats.messages(chat.id).at(-1)!;
    expect((stored.meta.citations as unknown[]).length).toBeGreaterThan(0);
    const row = s.db.query("SELECT outcome, message FROM decisions WHERE chat_id = ?").get(chat.id) as { outcome: string; message: string };
    expect(row.message).toBe("Сколько дней отпуска положено в год?");
  });

  it("shows a chip while a tool runs, then its card", async () => {
    const { services: s } = await sampleServices();
    const chat = s.chats.create("u1");
    const r = await say(s, chat.id, "Сколько визитов на сайте за неделю");
    const types = r.all.map((e) => e.type);
    expect(types.indexOf("chip")).toBeLessThan(types.indexOf("result"));
    const card = r.all.find((e) => e.type === "result");
    expect(card?.type === "result" && card.result.kind).toBe("metrics");
  });

  it("prepares a draft for a consequential action and only confirming applies it, once", async () => {
    const { services: s } = await sampleServices();
    const chat = s.chats.create("u1");
    const r = await say(s, chat.id, "Напиши пост про запуск нового тарифа");
    const card = r.all.find((e) => e.type === "result");
    if (card?.type !== "result" || card.result.kind !== "draft") throw new Error(`expected a draft, got ${JSON.stringify(card)}`);
    const posts = () => (s.db.query("SELECT count(*) AS n FROM posts").get() as { n: number }).n;
    expect(posts()).toBe(0);
    await s.conversation.confirmDraft(chat, card.result.draftId);
    expect(posts()).toBe(1);
    expect(s.conversation.confirmDraft(chat, card.result.draftId)).rejects.toThrow();
  });

  it("publishes the person's edit of a draft, not the draft as first written", async () => {
    const { services: s } = await sampleServices();
    const chat = s.chats.create("u1");
    const r = await say(s, chat.id, "Напиши пост про запуск нового тарифа");
    const card = r.all.find((e) => e.type === "result");
    if (card?.type !== "result" || card.result.kind !== "draft") throw new Error("expected a draft");
    await s.conversation.confirmDraft(chat, card.result.draftId, "Запустили тариф «Бизнес+»: поддержка 24/7.");
    const post = s.db.query("SELECT body FROM posts").get() as { body: string };
    expect(post.body).toBe("Запустили тариф «Бизнес+»: поддержка 24/7.");
  });

  it("answers «create a table» without a model with a titled skeleton to fill in, not an error", async () => {
    const { services: s } = await sampleServices();
    const chat = s.chats.create("u1");
    const r = await say(s, chat.id, "Создай новую таблицу с визитами по дням");
    const card = r.all.find((e) => e.type === "result");
    if (card?.type !== "result" || card.result.kind !== "draft") throw new Error(`expected a draft, got ${JSON.stringify(card)}`);
    expect(card.result.title).toBe("Новая таблица с визитами по дням.csv");
    expect(card.result.body.length).toBeGreaterThan(0);
  });

  it("enters a skill by a message, keeps short answers inside it, and leaves it by words", async () => {
    const { services: s } = await sampleServices();
    const chat = s.chats.create("u1");
    const enter = await say(s, chat.id, "у ребёнка болит живот");
    expect(enter.all.some((e) => e.type === "skill" && e.skill?.id === "health")).toBe(true);
    expect(enter.text.trim().endsWith("?")).toBe(true);
    const reply = await say(s, chat.id, "3 годика");
    expect(reply.decision?.rule).toBe("interview_continuation");
    expect(s.chats.get(chat.id, "u1")!.skill).toBe("health");
    const leave = await say(s, chat.id, "вернись в обычный режим");
    expect(leave.all.some((e) => e.type === "skill" && e.skill === null)).toBe(true);
    expect(s.chats.get(chat.id, "u1")!.skill).toBeNull();
  });

  it("keeps the active skill across a server restart", async () => {
    const { services: s, dir } = await sampleServices();
    const chat = s.chats.create("u1");
    await say(s, chat.id, "хочу составить рацион, чтобы похудеть");
    const skill = s.chats.get(chat.id, "u1")!.skill;
    expect(skill).toBe("nutrition");
    const { services: again } = await testApp({}, dir);
    expect(again.chats.get(chat.id, "u1")!.skill).toBe(skill);
  });

  it("asks with options when two tools fit equally, and an option continues the request", async () => {
    const { services: s } = await sampleServices();
    const chat = s.chats.create("u1");
    const r = await say(s, chat.id, "Расскажи про мою статистику");
    const q = r.all.find((e) => e.type === "clarify");
    if (q?.type !== "clarify") throw new Error("expected a clarifying question");
    expect(q.options.length).toBeGreaterThanOrEqual(2);
    expect(q.options.length).toBeLessThanOrEqual(3);
    const site = q.options.find((o) => o.value === "site_metrics")!;
    const next = await collect(s.conversation.chooseOption(s.chats.get(chat.id, "u1")!, site.value));
    expect(next.all.some((e) => e.type === "result" && e.result.kind === "metrics")).toBe(true);
  });

  it("sends text straight to a switched-on generation mode and says plainly that no generator is connected", async () => {
    const { services: s } = await sampleServices();
    const chat = s.chats.create("u1");
    const r = await collect(s.conversation.turn(chat, "кот в скафандре, акварель", { state: { mode: "image" } }));
    expect(r.decision?.rule).toBe("generation_mode");
    const mode = r.all.find((e) => e.type === "mode");
    expect(mode?.type === "mode" && mode.message).toContain("не подключён");
  });

  it("records the search.no_results_read guard when a web search brought only snippets", async () => {
    const server = Bun.serve({ port: 0, fetch: () => Response.json({ results: [{ title: "Курс", url: "https://example.org", content: "курс доллара сегодня" }] }) });
    try {
      const { services: s } = await sampleServices({ SEARXNG_URL: `http://localhost:${server.port}` });
      const chat = s.chats.create("u1");
      await say(s, chat.id, "какой сейчас курс доллара?");
      const row = s.db.query("SELECT web_search, results FROM decisions WHERE chat_id = ?").get(chat.id) as { web_search: number; results: string };
      expect(row.web_search).toBe(1);
      expect(JSON.parse(row.results).searchGuard.guard).toBe("search.no_results_read");
    } finally {
      server.stop(true);
    }
  });
});
