import { afterEach, describe, expect, it } from "bun:test";
import { Ollama } from "ollama/browser";
import { startFakeOllama, type FakeOllama } from "../helpers/fake-ollama.ts";

// The fake's own behaviour, through the real `ollama` client: if it drifts from Ollama, the tests built on it lie.
let fake: FakeOllama | null = null;
afterEach(() => fake?.stop());
const MOE = { name: "qwen3.6:35b-a3b", family: "qwen35moe" };

describe("the fake Ollama speaks Ollama's wire format", () => {
  it("answers an unknown model with 404 and Ollama's single-quoted message", async () => {
    fake = startFakeOllama({ models: [MOE] });
    const res = await fetch(`${fake.url}/api/chat`, { method: "POST", body: JSON.stringify({ model: "nope", messages: [{ role: "user", content: "hi" }] }) });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "model 'nope' not found" });
    const empty = await fetch(`${fake.url}/api/chat`, { method: "POST", body: JSON.stringify({ messages: [] }) });
    expect(empty.status).toBe(400);
  });

  it("streams thinking, then content, then tool calls with id and index, then done_reason", async () => {
    fake = startFakeOllama({ models: [MOE], tokenMs: 1, chat: { thinking: "думаю ", content: "раз два ", toolCalls: [{ name: "mail_search", arguments: { query: "Петров" } }] } });
    const parts = [];
    for await (const p of await new Ollama({ host: fake.url }).chat({ model: MOE.name, messages: [{ role: "user", content: "x" }], stream: true })) parts.push(p);
    expect(parts[0].message.thinking).toBe("думаю ");
    expect(parts.filter((p) => p.message.content).map((p) => p.message.content)).toEqual(["раз ", "два "]);
    const call = parts.find((p) => p.message.tool_calls)!.message.tool_calls![0] as unknown as { id: string; function: { index: number; name: string; arguments: unknown } };
    expect(call.id).toMatch(/^call_/);
    expect(call.function).toEqual({ index: 0, name: "mail_search", arguments: { query: "Петров" } });
    expect(parts.at(-1)!.done_reason).toBe("stop");
  });

  it("stops at num_predict with done_reason length, and sends a mid-stream error line the client throws", async () => {
    fake = startFakeOllama({ models: [MOE], tokenMs: 0, chat: (b) => (b.tools ? { content: "a b c d e f" } : { content: "a b c d", errorAfterLines: 2 }) });
    const client = new Ollama({ host: fake.url });
    const cut = [];
    for await (const p of await client.chat({ model: MOE.name, messages: [{ role: "user", content: "x" }], tools: [{ type: "function", function: { name: "t" } }], stream: true, options: { num_predict: 3 } })) cut.push(p);
    expect(cut.at(-1)!.done_reason).toBe("length");
    expect(cut.filter((p) => p.message.content).length).toBe(3);
    const broken = async () => { for await (const _ of await client.chat({ model: MOE.name, messages: [{ role: "user", content: "x" }], stream: true })) void _; };
    await expect(broken()).rejects.toThrow(/unexpected EOF/);
  });

  it("embeds as L2-normalised 1024-dim vectors, and `dimensions` truncates and renormalises", async () => {
    fake = startFakeOllama({ models: [{ name: "qwen3-embedding:4b", dims: 2560 }, "qwen3-embedding:0.6b"] });
    const client = new Ollama({ host: fake.url });
    const norm = (v: number[]) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));
    const small = await client.embed({ model: "qwen3-embedding:0.6b", input: ["a"] });
    expect(small.embeddings[0].length).toBe(1024);
    expect(norm(small.embeddings[0])).toBeCloseTo(1, 5);
    expect((await client.embed({ model: "qwen3-embedding:4b", input: ["a"] })).embeddings[0].length).toBe(2560);
    const cut = await client.embed({ model: "qwen3-embedding:4b", input: ["a"], dimensions: 1024 });
    expect(cut.embeddings[0].length).toBe(1024);
    expect(norm(cut.embeddings[0])).toBeCloseTo(1, 5);
  });

  it("loads on first use, keeps the model for keep_alive, unloads on keep_alive 0, and lists what is loaded in /api/ps", async () => {
    fake = startFakeOllama({ models: [MOE], loadMs: 80, chat: { content: "ok" } });
    const client = new Ollama({ host: fake.url });
    expect((await client.ps()).models).toEqual([]);
    const t0 = performance.now();
    const loaded = await client.chat({ model: MOE.name, messages: [], keep_alive: "30m" });
    expect(performance.now() - t0).toBeGreaterThanOrEqual(75);
    expect(loaded.done_reason).toBe("load");
    const ps = await client.ps();
    expect(ps.models.map((m) => m.name)).toEqual([MOE.name]);
    expect(new Date(ps.models[0].expires_at).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    const unloaded = await client.chat({ model: MOE.name, messages: [], keep_alive: 0 });
    expect(unloaded.done_reason).toBe("unload");
    expect((await client.ps()).models).toEqual([]);
    await client.chat({ model: MOE.name, messages: [], keep_alive: "150ms" });
    await Bun.sleep(250);
    expect(fake.model(MOE.name).loaded()).toBe(false);
  });

  it("aborts a load when the client that started it goes away", async () => {
    fake = startFakeOllama({ models: [MOE], loadMs: 300 });
    await fetch(`${fake.url}/api/chat`, { method: "POST", body: JSON.stringify({ model: MOE.name, messages: [] }), signal: AbortSignal.timeout(60) }).catch(() => null);
    await Bun.sleep(80);
    expect(fake.model(MOE.name).stats.abortedLoads).toBe(1);
    expect(fake.model(MOE.name).loaded()).toBe(false);
  });

  it("runs a MoE model one request at a time, first come first served, whatever `parallel` says", async () => {
    fake = startFakeOllama({ models: [MOE, "qwen3:8b"], parallel: 4, tokenMs: 5, chat: { content: "one two three four" } });
    const client = new Ollama({ host: fake.url });
    const run = (model: string) => client.chat({ model, messages: [{ role: "user", content: "x" }] });
    await Promise.all([run(MOE.name), run(MOE.name), run(MOE.name)]);
    expect(fake.model(MOE.name).stats.maxActive).toBe(1);
    expect(fake.model(MOE.name).stats.maxQueued).toBe(2);
    await Promise.all([run("qwen3:8b"), run("qwen3:8b"), run("qwen3:8b")]);
    expect(fake.model("qwen3:8b").stats.maxActive).toBe(3);
  });
});
