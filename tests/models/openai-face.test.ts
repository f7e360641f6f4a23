import { afterEach, describe, expect, it } from "bun:test";
import { app, cleanup } from "./ollama-helpers.ts";
import { startFakeOpenAI, type FakeOpenAI, type FakeOpenAIOptions } from "../helpers/fake-openai.ts";
import { collect } from "../conversation/helpers.ts";
import { createOpenAIChat, createOpenAIEmbedder } from "../../src/models/openai.ts";
import type { TurnEvent } from "../../src/conversation/events.ts";

const MODEL = "Qwen/Qwen3.6-35B-A3B";
let servers: FakeOpenAI[] = [];
afterEach(() => { servers.forEach((s) => s.stop()); servers = []; cleanup(); });
const vllm = (o: FakeOpenAIOptions) => { const s = startFakeOpenAI({ models: [MODEL, "Qwen/Qwen3-Embedding-0.6B"], ...o }); servers.push(s); return s; };
const env = (s: FakeOpenAI, extra: Record<string, string> = {}) => ({ OLLAMA_HOST: "", OPENAI_BASE_URL: s.url, CHAT_MODEL: MODEL, EMBED_MODEL: "Qwen/Qwen3-Embedding-0.6B", ...extra });
const LUNCH = "Сколько длится обед?";
const answer = (b: Record<string, unknown>) => (b.tools ? { content: "" } : { content: "Перерыв на обед длится 45 минут [1]." });

describe("an OpenAI-compatible endpoint (vLLM) instead of Ollama", () => {
  it("routes with tool calls streamed as OpenAI deltas (arguments a JSON string in fragments) and sends the key", async () => {
    const s = vllm({ apiKey: "sekret", chat: (b) => (b.tools ? { toolCalls: [{ name: "mail_search", arguments: { query: "Петров" } }] } : { content: "Готово." }) });
    const { face, turn } = await app(env(s, { OPENAI_API_KEY: "sekret" }));
    expect(face.describe).toContain("OpenAI-compatible endpoint");
    const r = await turn("Найди письмо от Петрова");
    expect(r.decision?.outcome).toBe("tool");
    expect(r.decision?.tools).toEqual([{ name: "mail_search", arguments: { query: "Петров" } }]);
    expect(s.requests.filter((q) => q.path === "/v1/chat/completions").every((q) => q.auth === "Bearer sekret")).toBe(true);
  });

  it("streams the answer and reads tokens per second from the streamed usage", async () => {
    const s = vllm({ tokenMs: 2, chat: (b) => ({ ...answer(b), reasoning: "СКРЫТЫЕ РАССУЖДЕНИЯ " }) });
    const { turn } = await app(env(s));
    const r = await turn(LUNCH);
    expect(r.text).toContain("45 минут");
    expect(r.text).not.toContain("СКРЫТЫЕ");
    const done = r.all.at(-1) as Extract<TurnEvent, { type: "done" }>;
    expect(done.stats!.tokensPerSecond).toBeGreaterThan(0);
    expect(s.requests.find((q) => q.path === "/v1/chat/completions" && !q.body.tools)!.body.stream_options).toEqual({ include_usage: true });
  });

  it("sends simultaneous turns at once: the endpoint batches them", async () => {
    const s = vllm({ tokenMs: 10, chat: answer });
    const { s: services } = await app(env(s));
    const runs = await Promise.all([0, 1, 2, 3].map(() => collect(services.conversation.turn(services.chats.create("u1"), LUNCH))));
    for (const r of runs) expect(r.text).toContain("45 минут");
    expect(s.maxActive).toBeGreaterThan(1);
    expect(runs.flatMap((r) => r.all).some((e) => e.type === "wait")).toBe(false);
  });

  it("cancels the generation when the person leaves", async () => {
    const s = vllm({ tokenMs: 20, chat: (b) => (b.tools ? { content: "" } : { content: "Перерыв на обед длится 45 минут [1]. " + "ещё ".repeat(100) }) });
    const { s: services, chat } = await app(env(s));
    const abort = new AbortController();
    for await (const ev of services.conversation.turn(services.chats.get(chat.id, "u1")!, LUNCH, { signal: abort.signal })) {
      if (ev.type === "token") { abort.abort(); break; }
    }
    await Bun.sleep(100);
    const last = s.streams.filter((x) => !x.tools).at(-1)!;
    expect(last.cancelled).toBe(true);
    expect(last.sent).toBeLessThan(last.total);
  });

  it("says which model the endpoint lacks, and refuses a wrong key in plain words", async () => {
    const s = vllm({ apiKey: "right" });
    const chat = createOpenAIChat({ baseUrl: s.url, apiKey: "right", model: "nope" });
    const run = async (c: typeof chat) => { for await (const _ of c.chat({ messages: [{ role: "user", content: "x" }] })) void _; };
    await expect(run(chat)).rejects.toThrow("нет модели «nope»");
    await expect(run(createOpenAIChat({ baseUrl: s.url, apiKey: "wrong", model: MODEL }))).rejects.toThrow("OPENAI_API_KEY");
  });

  it("keeps the words shown when the endpoint fails mid-stream, and says why", async () => {
    const s = vllm({ chat: (b) => (b.tools ? { content: "" } : { content: "Перерыв на обед длится сорок пять минут [1].", errorAfterChunks: 3 }) });
    const { turn } = await app(env(s));
    const r = await turn(LUNCH);
    expect(r.text.length).toBeGreaterThan(0);
    expect(r.all.some((e) => e.type === "error" && /CUDA error/.test(e.message))).toBe(true);
  });

  it("embeds with `dimensions` through /v1/embeddings as unit vectors", async () => {
    const s = vllm({ dims: 2560 });
    const e = createOpenAIEmbedder({ baseUrl: s.url, model: "Qwen/Qwen3-Embedding-0.6B", dims: 1024 });
    const [v] = await e.embed(["обед"], "passage");
    expect(v.length).toBe(1024);
    expect(Math.hypot(...v)).toBeCloseTo(1, 4);
    expect(s.requests.at(-1)!.body.dimensions).toBe(1024);
  });
});

describe("an OpenAI-compatible endpoint down at start", () => {
  it("starts degraded and answers again once the endpoint is back, without a restart", async () => {
    const probe = startFakeOpenAI();
    const port = probe.port;
    probe.stop();
    const { face, turn } = await app({ OLLAMA_HOST: "", OPENAI_BASE_URL: `http://127.0.0.1:${port}`, CHAT_MODEL: MODEL });
    expect(face.degraded).toContain("not reachable");
    vllm({ port, chat: (b) => (b.tools ? { content: "" } : { content: "ОТВЕТ МОДЕЛИ: 45 минут [1]." }) });
    expect(await face.recheck!()).toBe(true);
    expect((await turn(LUNCH)).text).toContain("ОТВЕТ МОДЕЛИ");
  });
});
