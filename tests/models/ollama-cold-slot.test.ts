import { afterEach, describe, expect, it } from "bun:test";
import { app, cleanup, fake, CHAT } from "./ollama-helpers.ts";
import type { TurnEvent } from "../../src/conversation/events.ts";
import { createOllamaRouter } from "../../src/routing/ollama-router.ts";

afterEach(cleanup);

const LUNCH = "Сколько длится обед?";
const MAIL = "Найди письмо от Петрова";
const waits = (all: TurnEvent[]) => all.flatMap((e) => (e.type === "wait" ? [e.wait] : []));
const words = (n: number) => Array.from({ length: n }, (_, i) => `слово${i} `).join("");

describe("a cold model (Ollama unloaded it after keep_alive)", () => {
  it("gets the router its tool: the router's budget starts once the model is loaded, and no load is aborted", async () => {
    const f = fake({ loadMs: 600, chat: (b) => (b.tools ? { toolCalls: [{ name: "mail_search", arguments: { query: "Петров" } }] } : { content: "Готово." }) });
    const { turn } = await app({ OLLAMA_ROUTER_TIMEOUT_MS: "300" }, { warm: false });
    const r = await turn(MAIL);
    expect(r.decision?.outcome).toBe("tool");
    expect(r.decision?.tools.map((t) => t.name)).toEqual(["mail_search"]);
    expect(f.model(CHAT).stats.abortedLoads).toBe(0);
    expect(f.model(CHAT).stats.loads).toBe(1);
  });

  it("keeps the router waiting for a load longer than its budget instead of timing out and aborting the load", async () => {
    const f = fake({ loadMs: 600, chat: { toolCalls: [{ name: "mail_search", arguments: { query: "Петров" } }] } });
    const { face } = await app({}, { warm: false });
    const router = createOllamaRouter(face.chat!, { timeoutMs: 300 });
    const spec = { name: "mail_search", description: "поиск писем", parameters: { type: "object", properties: { query: { type: "string" } } } };
    const r = await router.route({ messages: [{ role: "user", content: MAIL }], skill: null, draftShown: false, uiHint: null, tools: [spec], skills: [] });
    expect(r.calls.map((c) => c.name)).toEqual(["mail_search"]);
    expect(f.model(CHAT).stats.abortedLoads).toBe(0);
  });

  it("says the model is loading while the person waits, then answers", async () => {
    const f = fake({ loadMs: 400, chat: (b) => (b.tools ? { content: "" } : { content: "Перерыв на обед длится 45 минут [1]." }) });
    const { turn } = await app({}, { warm: false });
    const r = await turn(LUNCH);
    expect(waits(r.all)[0]).toEqual({ kind: "loading", model: CHAT });
    expect(waits(r.all).at(-1)).toEqual({ kind: "started" });
    expect(r.text).toContain("45 минут");
    expect(r.all.at(-1)).toMatchObject({ type: "done", status: "done" });
    expect(f.model(CHAT).stats.abortedLoads).toBe(0);
  });

  it("is preloaded at start with keep_alive, so the first person waits for no load", async () => {
    const f = fake({ loadMs: 300, chat: { content: "Ответ." } });
    const { turn } = await app({ OLLAMA_KEEP_ALIVE: "45m" });
    expect(f.model(CHAT).loaded()).toBe(true);
    const r = await turn("расскажи анекдот про котов");
    expect(waits(r.all).filter((w) => w.kind === "loading")).toEqual([]);
    const chats = f.requests.filter((q) => q.path === "/api/chat");
    expect(chats.every((q) => q.body.keep_alive === "45m")).toBe(true);
    expect(f.requests.some((q) => q.path === "/api/embed" && q.body.keep_alive === "45m")).toBe(true);
  });

  it("is loaded again before keep_alive lapses", async () => {
    const f = fake({ chat: { content: "Ответ." } });
    await app({ OLLAMA_KEEP_ALIVE: "2s" });
    const before = f.requests.filter((q) => q.path === "/api/chat" && (q.body.messages as unknown[]).length === 0).length;
    await Bun.sleep(1300);
    const after = f.requests.filter((q) => q.path === "/api/chat" && (q.body.messages as unknown[]).length === 0).length;
    expect(after).toBeGreaterThan(before);
  });
});

describe("one slot (Ollama runs qwen35moe one request at a time)", () => {
  it("finishes three simultaneous chats, each told its place in the queue", async () => {
    const f = fake({ tokenMs: 5, chat: (b) => (b.tools ? { content: "", delayMs: 100 } : { content: "Перерыв на обед длится 45 минут [1]. " + words(10) }) });
    const { s } = await app({});
    const { collect } = await import("../conversation/helpers.ts");
    const chats = [0, 1, 2].map(() => s.chats.create("u1"));
    const runs = await Promise.all(chats.map((c) => collect(s.conversation.turn(c, LUNCH))));
    for (const r of runs) expect(r.text).toContain("45 минут");
    const places = runs.flatMap((r) => waits(r.all)).flatMap((w) => (w.kind === "queue" ? [w.place] : []));
    expect(places).toContain(2);
    expect(f.model(CHAT).stats.maxActive).toBe(1);
  });

  it("stops reading the router once the model writes text instead of a tool call", async () => {
    const f = fake({ tokenMs: 10, chat: (b) => (b.tools ? { content: words(60) } : { content: "Ответ." }) });
    const { turn } = await app({});
    const r = await turn("расскажи анекдот про котов");
    const routerStream = f.streams.find((x) => x.tools)!;
    expect(routerStream.cancelled).toBe(true);
    expect(routerStream.sent).toBeLessThan(12);
    expect(r.decision?.modelRaw).toContain("stopped reading");
  });

  it("still takes a tool call that follows a short preamble", async () => {
    fake({ tokenMs: 2, chat: (b) => (b.tools ? { content: "Сейчас найду. ", toolCalls: [{ name: "mail_search", arguments: { query: "Петров" } }] } : { content: "x" }) });
    const { turn } = await app({});
    const r = await turn(MAIL);
    expect(r.decision?.tools.map((t) => t.name)).toEqual(["mail_search"]);
  });

  it("frees the slot within a second when the person leaves mid-answer", async () => {
    const f = fake({ tokenMs: 20, chat: (b) => (b.tools ? { content: "" } : { content: "Перерыв на обед длится 45 минут [1]. " + words(150) }) });
    const { s, chat } = await app({});
    const abort = new AbortController();
    for await (const ev of s.conversation.turn(s.chats.get(chat.id, "u1")!, LUNCH, { signal: abort.signal })) {
      if (ev.type === "token") { abort.abort(); break; }
    }
    const t0 = performance.now();
    while (f.model(CHAT).active() > 0 && performance.now() - t0 < 1000) await Bun.sleep(10);
    expect(f.model(CHAT).active()).toBe(0);
    const answer = f.streams.filter((x) => !x.tools).at(-1)!;
    expect(answer.cancelled).toBe(true);
    expect(answer.sent).toBeLessThan(answer.total);
  });

  it("lets a waiting turn leave the queue when its person leaves", async () => {
    const f = fake({ tokenMs: 10, chat: (b) => (b.tools ? { content: "", delayMs: 150 } : { content: words(40) }) });
    const { s } = await app({});
    const { collect } = await import("../conversation/helpers.ts");
    const first = collect(s.conversation.turn(s.chats.create("u1"), "расскажи анекдот"));
    while (f.streams.length === 0) await Bun.sleep(5); // the first turn holds the slot
    const abort = new AbortController();
    for await (const ev of s.conversation.turn(s.chats.create("u1"), "расскажи анекдот", { signal: abort.signal })) {
      if (ev.type === "wait" && ev.wait.kind === "queue") abort.abort();
    }
    await first;
    // The second turn waited in the app's queue and left it: Ollama never saw its router or answer call.
    expect(f.streams.length).toBe(2);
    expect(f.streams.filter((x) => !x.tools).length).toBe(1);
  });
});

describe("time to first token and done_reason", () => {
  it("counts time to first token from the person's send, the router's share recorded apart", async () => {
    fake({ chat: (b) => (b.tools ? { content: "", delayMs: 300 } : { content: "Перерыв на обед длится 45 минут [1]." }) });
    const { s, turn } = await app({});
    const r = await turn(LUNCH);
    const done = r.all.at(-1) as Extract<TurnEvent, { type: "done" }>;
    expect(done.stats!.ttftMs!).toBeGreaterThanOrEqual(300);
    expect(done.stats!.routerMs!).toBeGreaterThanOrEqual(300);
    const decisionId = (r.all.find((e) => e.type === "decision") as Extract<TurnEvent, { type: "decision" }>).decisionId;
    const row = s.decisions.get(decisionId)!;
    expect(row.ttft_ms as number).toBeGreaterThanOrEqual(300);
    expect(JSON.parse(row.timings as string).routerMs).toBeGreaterThanOrEqual(300);
  });

  it("notices a router output cut at its token limit (done_reason length)", async () => {
    fake({ chat: (b) => (b.tools ? { toolCalls: [{ name: "mail_search", arguments: { query: "Петров" } }], doneReason: "length" } : { content: "x" }) });
    const { turn } = await app({});
    const r = await turn(MAIL);
    expect(r.decision?.modelRaw).toContain("done_reason length");
  });
});

describe("keep_alive 0 (unload after every request)", () => {
  it("never sends a load request, which with keep_alive 0 would unload the model instead", async () => {
    const f = fake({ loadMs: 50, chat: (b) => (b.tools ? { content: "" } : { content: "Перерыв на обед длится 45 минут [1]." }) });
    const { turn } = await app({ OLLAMA_KEEP_ALIVE: "0" });
    expect((await turn(LUNCH)).text).toContain("45 минут");
    expect(f.requests.filter((q) => q.path === "/api/chat" && (q.body.messages as unknown[]).length === 0)).toEqual([]);
    expect(f.model(CHAT).loaded()).toBe(false);
  });
});

describe("what Ollama streams besides the answer", () => {
  it("lets the load go on when the person leaves while the model loads, so the next turn finds it loaded", async () => {
    const f = fake({ loadMs: 400, chat: (b) => (b.tools ? { content: "" } : { content: "Ответ." }) });
    const { s, chat } = await app({}, { warm: false });
    const abort = new AbortController();
    setTimeout(() => abort.abort(), 100);
    for await (const _ of s.conversation.turn(s.chats.get(chat.id, "u1")!, LUNCH, { signal: abort.signal })) void _;
    await Bun.sleep(450);
    expect(f.model(CHAT).stats.abortedLoads).toBe(0);
    expect(f.model(CHAT).loaded()).toBe(true);
  });

  it("keeps thinking chunks out of the answer", async () => {
    const line = (m: Record<string, unknown>) => JSON.stringify({ model: CHAT, created_at: new Date().toISOString(), message: { role: "assistant", content: "", ...m }, done: false });
    fake({ chat: (b) => (b.tools ? { content: "" } : { rawLines: [line({ thinking: "СЕКРЕТНОЕ РАЗМЫШЛЕНИЕ " }), line({ content: "Перерыв на обед длится 45 минут [1]." })] }) });
    const { turn } = await app({});
    const r = await turn(LUNCH);
    expect(r.text).toContain("45 минут");
    expect(r.text).not.toContain("СЕКРЕТНОЕ");
  });

  it("keeps the words shown when Ollama sends an error line mid-answer, and says why", async () => {
    fake({ tokenMs: 1, chat: (b) => (b.tools ? { content: "" } : { content: "Перерыв на обед длится сорок пять минут [1].", errorAfterLines: 3 }) });
    const { turn } = await app({});
    const r = await turn(LUNCH);
    expect(r.text).toStartWith("Перерыв на обед");
    expect(r.all.some((e) => e.type === "error" && /unexpected EOF/.test(e.message))).toBe(true);
    expect(r.all.at(-1)).toMatchObject({ type: "done", status: "partial" });
  });
});
