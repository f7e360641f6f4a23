import { afterEach, describe, expect, it } from "bun:test";
import { startFakeOllama, type FakeOllama } from "../helpers/fake-ollama.ts";
import { createOllamaChat, createOllamaEmbedder, QUERY_INSTRUCTION } from "../../src/models/ollama.ts";
import { createDb } from "../../src/db/index.ts";
import { createKnowledgeBase } from "../../src/retrieval/knowledge-base.ts";
import { answerOnce, answerQuestion } from "../../src/answering/answer.ts";
import { chooseFace } from "../../src/faces.ts";
import { loadConfig } from "../../src/config.ts";
import { createRouteDeps } from "../../src/wiring.ts";
import { routeMessage } from "../../src/conversation/route.ts";

const DOC = "# Правила\n\n## Удалённая работа\nСотрудник может работать из дома два дня в неделю.\n\n## Обед\nПерерыв на обед длится 45 минут.\n";
const words = (model: string, parts: string[]) => parts.map((p) => JSON.stringify({ model, created_at: new Date().toISOString(), message: { role: "assistant", content: p }, done: false }));

let fake: FakeOllama | null = null;
afterEach(() => fake?.stop());

async function ollamaKb(f: FakeOllama) {
  const embedder = createOllamaEmbedder({ host: f.url, model: "qwen3-embedding:0.6b", dims: 8 });
  const kb = createKnowledgeBase({ db: createDb(":memory:"), embedder, stateDir: null });
  await kb.ingest("rules.md", new TextEncoder().encode(DOC));
  return kb;
}

describe("the Ollama face through the real ollama client", () => {
  it("embeds passages with the heading trick in one batch and questions with the query instruction", async () => {
    fake = startFakeOllama({ models: ["qwen3-embedding:0.6b"] });
    const kb = await ollamaKb(fake);
    const passages = fake.requests.filter((r) => r.path === "/api/embed")[0].body.input as string[];
    expect(passages.length).toBe(2);
    expect(passages[0]).toMatch(/^rules — .*Удалённая работа\nСотрудник может работать из дома/);
    await kb.search("можно ли работать из дома?");
    const query = fake.requests.filter((r) => r.path === "/api/embed").at(-1)!.body.input as string[];
    expect(query[0].startsWith(QUERY_INSTRUCTION)).toBe(true);
  });

  it("shows the router model the skills that Ollama's embedder finds, each skill embedded once", async () => {
    fake = startFakeOllama({ models: ["qwen3:8b", "qwen3-embedding:0.6b"] });
    const o = { host: fake.url };
    const deps = await createRouteDeps({ chat: createOllamaChat({ ...o, model: "qwen3:8b" }), routerEmbedder: createOllamaEmbedder({ ...o, model: "qwen3-embedding:0.6b", dims: 8 }) });
    const state = { skill: null, draftShown: false, uiHint: null, mode: null, attachments: [], webSearchToggle: false };
    await routeMessage({ state, history: [], message: "Вчера лежал биллинг, надо понять почему" }, deps);
    const embeds = fake.requests.filter((r) => r.path === "/api/embed").map((r) => r.body.input as string[]);
    expect(embeds.flat().length).toBe(deps.skills.enabled().length + 1); // every skill once, then the message
    const enumOf = (i: number) => ((fake!.requests.filter((r) => r.path === "/api/chat")[i].body.tools as { function: { name: string; parameters: { properties: { skill?: { enum: string[] } } } } }[])
      .find((t) => t.function.name === "use_skill")!.function.parameters.properties.skill!.enum);
    const seen = (await deps.routerView!.shortlist("Вчера лежал биллинг, надо понять почему"))!.filter((c) => c.skill.autoSwitch).map((c) => c.skill.id);
    expect(enumOf(0).filter((id) => id !== "none")).toEqual(seen);
  });

  it("streams the answer token by token and records tokens per second and time to first token", async () => {
    fake = startFakeOllama({
      models: ["qwen3-embedding:0.6b", "qwen3.6:35b-a3b"],
      chat: { rawLines: words("qwen3.6:35b-a3b", ["Перерыв ", "на обед ", "длится 45 минут [2]."]) },
    });
    const kb = await ollamaKb(fake);
    const chat = createOllamaChat({ host: fake.url, model: "qwen3.6:35b-a3b" });
    const tokens: string[] = [];
    let tps: number | null = null;
    let ttft: number | null = null;
    for await (const ev of answerQuestion("Сколько длится обед?", undefined, { kb, chat, floor: -1, confident: -1, contact: () => null })) {
      if (ev.type === "token") tokens.push(ev.text);
      if (ev.type === "done") { tps = ev.result.tokensPerSecond; ttft = ev.result.timings.ttftMs; }
    }
    expect(tokens).toEqual(["Перерыв ", "на обед ", "длится 45 минут [2]."]);
    expect(tps).toBeCloseTo(12 / 0.2, 5); // eval_count 12 over eval_duration 0.2 s
    expect(ttft).toBeGreaterThan(0);
    const sent = fake.requests.find((r) => r.path === "/api/chat")!.body as { messages: { content: string }[]; options: Record<string, number>; think: boolean };
    expect(sent.messages[0].content).toContain("[1] rules.md");
    expect(sent.messages[0].content).toContain("Не придумывай цифры");
    expect(sent.options.temperature).toBe(0.2);
    expect(sent.options.num_ctx).toBe(16384);
    expect(sent.think).toBe(false);
  });

  it("falls back to the cited passages, saying why, when the model fails before its first token", async () => {
    fake = startFakeOllama({ models: ["qwen3-embedding:0.6b", "qwen3.6:35b-a3b"] });
    const kb = await ollamaKb(fake);
    // Retrieval needs the embedder, so fragments are found first; then the server turns slow for the chat.
    const fragments = await kb.search("обед", { k: 6 });
    expect(fragments.length).toBeGreaterThan(0);
    const chat = createOllamaChat({ host: fake.url, model: "qwen3.6:35b-a3b" });
    fake.setFaults({ delayMs: 300 });
    const r = await answerOnce("Сколько длится обед?", undefined, { kb: { ...kb, search: async () => fragments } as never, chat, floor: -1, confident: -1, contact: () => null, timeoutMs: 100 });
    expect(r.error).toMatch(/не ответила вовремя/);
    expect(r.answer).toContain("Показаны выдержки из документов");
    expect(r.answer).toMatch(/\[\d\]/);
  });

  it("says which face runs: Ollama with both models, degraded when a model is missing or the server is down", async () => {
    fake = startFakeOllama({ models: ["qwen3-embedding:0.6b", "qwen3.6:35b-a3b"] });
    expect((await chooseFace(loadConfig({ OLLAMA_HOST: fake.url }))).kind).toBe("ollama");
    const missing = await chooseFace(loadConfig({ OLLAMA_HOST: fake.url, CHAT_MODEL: "llama-none" }));
    expect(missing.kind).toBe("embedded");
    expect(missing.degraded).toContain("llama-none");
    fake.stop();
    fake = null;
    const down = await chooseFace(loadConfig({ OLLAMA_HOST: "http://127.0.0.1:9" }));
    expect(down.degraded).toMatch(/not reachable|недоступ/i);
  });
});
