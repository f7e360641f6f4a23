// Inference: 50 people send a message at once, through the chat's SSE endpoint as the browser calls it,
// against the fakes (tests/helpers) with a realistic pace: 16 ms per token (the seed measured 54–67 tok/s
// for qwen3.6:35b-a3b), 60 ms (router) and 200 ms (answer) of prompt before the first. Setups: one Ollama host (qwen35moe: one slot),
// two hosts, one batching endpoint (the vLLM fake). Baseline: the same requests (router call, then the
// answer call) sent straight to the fake by a bare client in the same run; the app's overhead is the
// ratio of the two. Queue wait: the app's own (decision timings) or, straight, the time the fake held
// the request for its slot. Chats the app turns away (its concurrency limit, 503) are counted apart.
// `bun run bench inference`.
import { join, resolve } from "node:path";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { table } from "./corpus.ts";
import { startFakeOllama, type FakeOllama } from "../tests/helpers/fake-ollama.ts";
import { startFakeOpenAI, type FakeOpenAI } from "../tests/helpers/fake-openai.ts";

const ROOT = resolve(import.meta.dir, "..");
const CHAT = "qwen3.6:35b-a3b";
const EMBED = "qwen3-embedding:0.6b";
const TOKEN_MS = 16;
/** Prompt processing before the first token: the router's prompt is the same every time (its prefix stays cached), the answer's carries fresh fragments. */
const ROUTER_PROMPT_MS = 60;
const ANSWER_PROMPT_MS = 200;
const ANSWER = "Перерыв на обед длится 45 минут [1], с 13:00 до 13:45, в столовой на втором этаже или на рабочем месте по желанию.";
const QUESTION = "Сколько длится обед?";
const reply = (b: Record<string, unknown>) => (b.tools ? { content: "", delayMs: ROUTER_PROMPT_MS } : { content: ANSWER, delayMs: ANSWER_PROMPT_MS });

/** One chat: time to first token from the send, time waiting for a model slot; `busy` when the app turned it away (503). */
interface Sample { ttft: number; wait: number; busy?: boolean }
const pct = (xs: number[], p: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN; };
const ms = (x: number) => `${Math.round(x)} ms`;

/** The app over the sample docs, its face chosen against `env` as at start (retrieval on the built-in embedder). */
async function appOver(env: Record<string, string>) {
  const { loadConfig } = await import("../src/config.ts");
  const { createServices } = await import("../src/services.ts");
  const { createApp } = await import("../src/app.ts");
  const { chooseFace } = await import("../src/faces.ts");
  const { seedSamples, seedToolSamples } = await import("../src/seed.ts");
  const { createHashEmbedder } = await import("../src/models/embedded/embedder.ts");
  const dir = mkdtempSync(join(tmpdir(), "bench-inference-"));
  seedToolSamples(dir, join(ROOT, "data/samples"));
  const config = loadConfig({ DATA_DIR: dir, CHAT_MODEL: CHAT, EMBED_MODEL: EMBED, ...env });
  const face = await chooseFace(config, undefined, { log: () => {} });
  await face.warmed;
  (face as { embedder: unknown }).embedder = createHashEmbedder();
  const s = await createServices(config, { face, log: () => {} });
  await seedSamples(s, join(ROOT, "data/samples/docs"));
  return { s, app: createApp(s), stop: () => face.stop?.() };
}

/** One person: opens the chat, sends the message, reads the SSE stream to its end; TTFT at the first answer word. */
async function chatOnce(app: { handle: (r: Request) => Promise<Response> }, s: { db: { query(sql: string): { get(...a: unknown[]): unknown } } }): Promise<Sample> {
  const page = await app.handle(new Request("http://localhost/"));
  const cookie = page.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const chatId = /\/c\/([0-9a-f-]{36})\/messages/.exec(await page.text())![1];
  const body = new FormData();
  body.append("text", QUESTION);
  const t0 = performance.now();
  const res = await app.handle(new Request(`http://localhost/c/${chatId}/messages`, { method: "POST", body, headers: { cookie, "hx-request": "true" } }));
  if (res.status === 503) return { ttft: NaN, wait: NaN, busy: true };
  let ttft = NaN;
  let text = "";
  const dec = new TextDecoder();
  for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) {
    text += dec.decode(part, { stream: true });
    if (Number.isNaN(ttft) && /-text" hx-swap="beforeend"/.test(text)) ttft = performance.now() - t0;
  }
  const row = s.db.query("SELECT timings FROM decisions WHERE chat_id = ? ORDER BY id DESC LIMIT 1").get(chatId) as { timings: string } | null;
  const wait = row ? Number(JSON.parse(row.timings).modelWaitMs ?? NaN) : NaN;
  return { ttft, wait };
}

/** The same two calls straight to an Ollama fake: the router's (read to its end), then the answer's first token. */
let serial = 0;
async function directOllama(f: FakeOllama): Promise<Sample> {
  const url = f.url;
  const t0 = performance.now();
  const marker = `${QUESTION} #${serial++}`;
  const call = async (tools: boolean, untilFirst: boolean) => {
    const res = await fetch(`${url}/api/chat`, { method: "POST", body: JSON.stringify({ model: CHAT, stream: true, messages: [{ role: "user", content: marker }], ...(tools ? { tools: [{ type: "function", function: { name: "t" } }] } : {}) }) });
    const dec = new TextDecoder();
    let at = NaN;
    for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) {
      if (Number.isNaN(at) && /"content":"[^"]/.test(dec.decode(part))) at = performance.now();
    }
    return untilFirst ? at : performance.now();
  };
  await call(true, false);
  const first = await call(false, true);
  return { ttft: first - t0, wait: f.streams.filter((x) => x.last === marker).reduce((sum, x) => sum + x.queuedMs, 0) };
}

/** The same two calls straight to the vLLM fake. */
async function directOpenAI(url: string): Promise<Sample> {
  const t0 = performance.now();
  const call = async (tools: boolean) => {
    const res = await fetch(`${url}/v1/chat/completions`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ model: CHAT, stream: true, messages: [{ role: "user", content: QUESTION }], ...(tools ? { tools: [{ type: "function", function: { name: "t" } }] } : {}) }) });
    const dec = new TextDecoder();
    let at = NaN;
    for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) {
      if (Number.isNaN(at) && /"content":"[^"]/.test(dec.decode(part))) at = performance.now();
    }
    return at;
  };
  await call(true);
  return { ttft: (await call(false)) - t0, wait: 0 };
}

async function measure(n: number, one: () => Promise<Sample>): Promise<Sample[]> {
  if (n === 1) { const out: Sample[] = []; for (let i = 0; i < 5; i++) out.push(await one()); return out; }
  const out = await Promise.all(Array.from({ length: n }, one));
  return out;
}

export async function run(): Promise<void> {
  const rows: Record<string, string | number>[] = [];
  const row = (setup: string, chats: number, all: Sample[], direct: Sample[]) => { const app = all.filter((x) => !x.busy); rows.push({
    setup, chats, "turned away (503)": all.length - app.length,
    "queue p50": ms(pct(app.map((x) => x.wait), 50)), "queue p99": ms(pct(app.map((x) => x.wait), 99)),
    "TTFT p50": ms(pct(app.map((x) => x.ttft), 50)), "TTFT p99": ms(pct(app.map((x) => x.ttft), 99)),
    "straight queue p99": ms(pct(direct.map((x) => x.wait), 99)), "straight TTFT p50": ms(pct(direct.map((x) => x.ttft), 50)),
    "app/straight TTFT p50": (pct(app.map((x) => x.ttft), 50) / pct(direct.map((x) => x.ttft), 50)).toFixed(3),
  }); };
  const fakes: (FakeOllama | FakeOpenAI)[] = [];
  const ollama = () => { const f = startFakeOllama({ models: [{ name: CHAT, family: "qwen35moe" }, { name: EMBED }], tokenMs: TOKEN_MS, chat: reply }); fakes.push(f); return f; };
  try {
    const one = ollama();
    const a1 = await appOver({ OLLAMA_HOST: one.url });
    for (const n of [1, 50]) row("Ollama, 1 host", n, await measure(n, () => chatOnce(a1.app, a1.s)), await measure(n, () => directOllama(one)));
    a1.stop();
    const two = [ollama(), ollama()];
    const a2 = await appOver({ OLLAMA_HOST: two.map((f) => f.url).join(",") });
    let k = 0;
    row("Ollama, 2 hosts", 50, await measure(50, () => chatOnce(a2.app, a2.s)), await measure(50, () => directOllama(two[k++ % 2])));
    a2.stop();
    const vllm = startFakeOpenAI({ models: [CHAT], tokenMs: TOKEN_MS, chat: reply });
    fakes.push(vllm);
    const a3 = await appOver({ OLLAMA_HOST: "", OPENAI_BASE_URL: vllm.url });
    for (const n of [1, 50]) row("vLLM (batching), 1 endpoint", n, await measure(n, () => chatOnce(a3.app, a3.s)), await measure(n, () => directOpenAI(vllm.url)));
  } finally {
    fakes.forEach((f) => f.stop());
  }
  table(`Inference: 50 chats at once, ${TOKEN_MS} ms/token, prompt ${ROUTER_PROMPT_MS} ms (router) / ${ANSWER_PROMPT_MS} ms (answer) (router call + answer call per chat)`, rows);
}
