import { afterEach, describe, expect, it } from "bun:test";
import { join } from "node:path";
import { loadConfig } from "../../src/config.ts";
import { createServices } from "../../src/services.ts";
import { createApp } from "../../src/app.ts";
import { chooseFace, type Face } from "../../src/faces.ts";
import { seedSamples } from "../../src/seed.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";
import { answerOnce } from "../../src/answering/answer.ts";
import { startFakeOllama, type FakeOllama, type FakeOllamaOptions } from "../helpers/fake-ollama.ts";
import { askRequest, tempDataDir } from "../helpers/app.ts";
import { collect } from "../conversation/helpers.ts";

const DOCS = join(import.meta.dir, "../../data/samples/docs");
const VACATION = "Сколько дней отпуска положено в год?";
const MODELS = { CHAT_MODEL: "qwen3:8b", EMBED_MODEL: "qwen3-embedding:0.6b" };
let fakes: FakeOllama[] = [];
afterEach(() => { fakes.forEach((f) => f.stop()); fakes = []; });
const fake = (o: FakeOllamaOptions) => { const f = startFakeOllama(o); fakes.push(f); return f; };

/** A port nothing listens on (yet): a fake is started and stopped to find one. */
function deadPort(): number {
  const f = startFakeOllama();
  const port = f.port;
  f.stop();
  return port;
}

/** Services over the sample docs with the face chooseFace picks; `hashEmbedder` keeps retrieval meaningful against the fake. */
async function services(host: string, hashEmbedder = true) {
  const logs: string[] = [];
  const config = loadConfig({ DATA_DIR: tempDataDir(), OLLAMA_HOST: host, ...MODELS });
  const face: Face = await chooseFace(config, undefined, { recheckMs: 60_000, retryAfterMs: 60_000 });
  if (hashEmbedder) (face as { embedder: Face["embedder"] }).embedder = createHashEmbedder();
  const s = await createServices(config, { face, log: (l) => logs.push(l) });
  await seedSamples(s, DOCS);
  const chat = s.chats.create("u1");
  return { s, face, chat, logs, turn: (text: string) => collect(s.conversation.turn(s.chats.get(chat.id, "u1")!, text)) };
}

describe("Ollama down at start", () => {
  it("starts degraded, says so, and still answers from the documents with citations", async () => {
    const { s, face, turn } = await services(`http://127.0.0.1:${deadPort()}`);
    expect(face.kind).toBe("embedded");
    expect(face.degraded).toContain("not reachable");
    const health = await (await createApp(s).handle(new Request("http://localhost/health"))).json();
    expect(health.degraded).toContain("not reachable");
    const r = await turn(VACATION);
    expect(r.text).toContain("28");
    expect(r.all.find((e) => e.type === "citations")).toBeTruthy();
  });

  it("resumes Ollama answers when it comes back, without a restart", async () => {
    const port = deadPort();
    const { s, face, turn } = await services(`http://127.0.0.1:${port}`);
    expect((await turn(VACATION)).text).not.toContain("ОТВЕТ МОДЕЛИ");
    const f = fake({ port, chat: { content: "ОТВЕТ МОДЕЛИ: 28 дней [1]." } });
    expect(await face.recheck!()).toBe(true);
    expect(face.degraded).toBeNull();
    const r = await turn(VACATION);
    expect(r.text).toContain("ОТВЕТ МОДЕЛИ");
    expect(f.requests.some((q) => q.path === "/api/chat")).toBe(true);
    expect(s.kb.size()).toBeGreaterThan(0); // the index stayed on the embedder it was built with
  });
});

describe("Ollama going down mid-stream", () => {
  it("keeps the partial answer, marks it partial, says why in plain words and loses nothing from the history", async () => {
    let drop: number | undefined = 4;
    const f = fake({ chat: (body) => (body.tools ? { content: "" } : { content: "Отпуск составляет двадцать восемь календарных дней в году [1] и делится на части", dropAfterLines: drop }) });
    const { s, chat, turn } = await services(f.url);
    const r = await turn(VACATION);
    expect(r.text).toStartWith("Отпуск составляет двадцать");
    const err = r.all.find((e) => e.type === "error");
    expect(err && err.type === "error" && err.message).toContain("оборвалась");
    const done = r.all.find((e) => e.type === "done");
    expect(done?.type === "done" && done.status).toBe("partial");
    const stored = s.chats.messages(chat.id);
    expect(stored.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(stored[0].content).toBe(VACATION);
    expect(stored[1].status).toBe("partial");
    expect(stored[1].content).toStartWith("Отпуск составляет двадцать");

    // While it is down the next question fails fast and still gets the cited passages.
    const t0 = performance.now();
    const next = await turn("Сколько длится перерыв на обед?");
    expect(performance.now() - t0).toBeLessThan(3000);
    expect(next.text).toContain("Показаны выдержки из документов");
    expect(s.face.degraded).toContain("has not answered since");

    // Back: one recheck and the model answers again.
    drop = undefined;
    await s.face.recheck!();
    expect((await turn(VACATION)).text).toContain("двадцать восемь календарных дней в году");
    expect(s.chats.messages(chat.id).length).toBe(6);
  });

  it("a turn the model cannot take gets the built-in reply and a plain note, not an empty bubble", async () => {
    const f = fake({ chat: { content: "Здравствуйте!" }, faults: {} });
    const { turn } = await services(f.url);
    f.stop();
    const r = await turn("расскажи анекдот про котов");
    expect(r.text).toContain("Языковая модель сейчас не отвечает");
    expect(r.text).toContain("недоступен");
    expect(r.text.length).toBeGreaterThan(80);
    const chit = await turn("как дела?");
    expect(chit.text).toContain("Языковая модель сейчас не отвечает");
  });
});

describe("Ollama slow, broken or missing a model", () => {
  it("falls back to the cited passages when the model is slower than the timeout", async () => {
    const f = fake({ chat: { content: "поздно" } });
    const { s } = await services(f.url);
    await s.face.warmed; // the model is loaded: the timeout is about generating, not loading
    f.setFaults({ delayMs: 700 });
    const t0 = performance.now();
    const r = await answerOnce(VACATION, undefined, { ...s.answerDeps(), timeoutMs: 150 });
    expect(performance.now() - t0).toBeLessThan(600);
    expect(r.answer).toContain("не ответила вовремя");
    expect(r.answer).toContain("28");
    expect(r.citations.length).toBeGreaterThan(0);
  });

  it("routes a malformed tool call as a plain answer", async () => {
    const f = fake({
      chat: (body) => (body.tools ? { rawLines: ['{"model":"qwen3:8b","message":{"role":"assistant","content":"","tool_calls":[{"function":{"name":"mail_search","arguments":"{не json"}}]},"done":false}'] } : { content: "Обычный ответ." }),
    });
    const { turn } = await services(f.url);
    const r = await turn("найди письмо от банка");
    expect(r.decision?.outcome).not.toBe("tool");
    expect(r.decision?.tools).toEqual([]);
    expect(r.decision?.modelRaw ?? "").toContain("error");
    expect(r.all.some((e) => e.type === "result")).toBe(false);
  });

  it("routes a call to a tool nobody offered as a plain answer", async () => {
    const f = fake({ chat: (body) => (body.tools ? { toolCalls: [{ name: "format_disk", arguments: {} }] } : { content: "Обычный ответ." }) });
    const { turn } = await services(f.url);
    const r = await turn("отформатируй диск");
    expect(r.decision?.outcome).not.toBe("tool");
    expect(r.decision?.tools).toEqual([]);
    expect(r.decision?.modelRaw ?? "").toContain("unknown tool");
  });

  it("starts degraded when the chat model is unknown, and says which one", async () => {
    const f = fake({ models: ["qwen3-embedding:0.6b"] });
    const { face, turn } = await services(f.url);
    expect(face.degraded).toContain("lacks qwen3:8b");
    expect((await turn(VACATION)).text).toContain("28");
  });

  it("when the model disappears at run time, the router answers plainly and the answer names the missing model", async () => {
    const f = fake({ chat: { content: "x" } });
    const { s, turn } = await services(f.url);
    (s.face.chat as unknown as { id: string }).id; // the chat model stays the configured one
    f.stop();
    const g = fake({ port: f.port, models: ["qwen3-embedding:0.6b"] });
    const r = await turn(VACATION);
    expect(r.decision?.outcome).toBe("text");
    expect(r.text).toContain("нет модели «qwen3:8b»");
    expect(r.text).toContain("28");
    expect(g.requests.length).toBeGreaterThan(0);
  });

  it("says in plain words when the Ollama embedder is gone, instead of a server error", async () => {
    const f = fake({ dims: 1024, chat: { content: "x" } });
    const { s } = await services(f.url, false);
    f.stop();
    const res = await createApp(s).handle(askRequest({ question: VACATION }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.answer).toContain("Поиск по документам сейчас недоступен");
    expect(body.error).toContain("недоступен");
  });
});
