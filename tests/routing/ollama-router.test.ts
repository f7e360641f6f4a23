import { afterEach, describe, expect, test } from "bun:test";
import { createOllamaChat } from "../../src/models/ollama.ts";
import { createOllamaRouter } from "../../src/routing/ollama-router.ts";
import { routerContext } from "../../src/routing/router-model.ts";
import { ROUTER_SYSTEM_PROMPT } from "../../src/routing/router-prompt.ts";
import { startFakeOllama, type FakeOllama, type FakeOllamaOptions } from "../helpers/fake-ollama.ts";
import { specsForTest, SKILLS } from "./fixtures.ts";
import { input } from "./helpers.ts";

let server: FakeOllama | null = null;
afterEach(() => { server?.stop(); server = null; });

const auto = SKILLS.filter((s) => s.autoSwitch).map(({ id, description }) => ({ id, description }));
const ctx = (message: string) => routerContext(input(message), specsForTest(), auto);

function routerOver(opts: FakeOllamaOptions, timeoutMs?: number) {
  server = startFakeOllama(opts);
  return createOllamaRouter(createOllamaChat({ host: server.url, model: "qwen3:8b" }), { timeoutMs });
}

describe("Ollama router over the real ollama client", () => {
  test("tool calls come back in order", async () => {
    const r = routerOver({ chat: { toolCalls: [{ name: "mail_search", arguments: { query: "банк" } }, { name: "mail_reply_draft", arguments: { text: "ok" } }] } });
    const out = await r.route(ctx("найди письмо от банка и ответь"));
    expect(out.calls.map((c) => c.name)).toEqual(["mail_search", "mail_reply_draft"]);
    expect(out.calls[0].arguments).toEqual({ query: "банк" });
  });
  test("it sends temperature 0, 500 tokens, the what-not-to-confuse prompt and use_skill with an enum", async () => {
    const r = routerOver({ chat: { content: "" } });
    await r.route(ctx("привет"));
    const body = server!.requests.find((q) => q.path === "/api/chat")!.body as any;
    expect(body.options).toMatchObject({ temperature: 0, num_predict: 500 });
    expect(body.messages[0].content).toBe(ROUTER_SYSTEM_PROMPT);
    const use = body.tools.find((t: any) => t.function.name === "use_skill");
    expect(use.function.parameters.properties.skill.enum).toEqual(["health", "fitness", "nutrition", "calories", "teacher", "none"]);
  });
  test("no tool called is a plain answer", async () => {
    const out = await routerOver({ chat: { content: "Привет!" } }).route(ctx("привет"));
    expect(out.calls).toEqual([]);
  });
  test("malformed tool-call arguments are a plain answer with the error kept", async () => {
    const out = await routerOver({ chat: { toolCalls: [{ name: "mail_search", arguments: "{\"query\": \"бан" }] } }).route(ctx("найди письмо"));
    expect(out.calls).toEqual([]);
    expect(out.raw).toContain("error");
  });
  test("malformed stream lines are a plain answer", async () => {
    const out = await routerOver({ chat: { rawLines: ["{not json", "{\"message\": "] } }).route(ctx("найди письмо"));
    expect(out.calls).toEqual([]);
  });
  test("an unknown tool is a plain answer", async () => {
    const out = await routerOver({ chat: { toolCalls: [{ name: "launch_rocket", arguments: {} }] } }).route(ctx("запусти"));
    expect(out.calls).toEqual([]);
    expect(out.raw).toContain("unknown tool");
  });
  test("use_skill with a skill outside the list is ignored (documents is never auto)", async () => {
    const out = await routerOver({ chat: { toolCalls: [{ name: "use_skill", arguments: { skill: "documents" } }] } }).route(ctx("сделай файл"));
    expect(out.calls).toEqual([]);
    expect(out.raw).toContain("not an allowed skill");
  });
  test("use_skill with an allowed skill or none passes", async () => {
    const out = await routerOver({ chat: { toolCalls: [{ name: "use_skill", arguments: { skill: "health" } }] } }).route(ctx("болит голова"));
    expect(out.calls).toEqual([{ name: "use_skill", arguments: { skill: "health" } }]);
  });
  test("a server slower than the timeout is a plain answer, in about the timeout", async () => {
    const r = routerOver({ chat: { toolCalls: [{ name: "mail_search", arguments: {} }] }, faults: { delayMs: 1500 } }, 150);
    const t = performance.now();
    const out = await r.route(ctx("найди письмо"));
    expect(out.calls).toEqual([]);
    expect(out.raw).toContain("error");
    expect(performance.now() - t).toBeLessThan(1200);
  });
  test("HTTP 500 and an unknown model are plain answers", async () => {
    expect((await routerOver({ faults: { status: 500, error: "boom" } }).route(ctx("x"))).calls).toEqual([]);
    server!.stop();
    server = startFakeOllama({ models: ["other"] });
    const r = createOllamaRouter(createOllamaChat({ host: server.url, model: "qwen3:8b" }));
    const out = await r.route(ctx("найди письмо"));
    expect(out.calls).toEqual([]);
    expect(out.raw).toContain("not found");
  });
});
