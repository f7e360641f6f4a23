/**
 * A fake Ollama written from its source (server/routes.go, server/sched.go, llm/llama_server.go, api/types.go
 * at ollama/ollama fb30760): what a real deployment does that a kind fake hides.
 * - A model is loaded on its first request (`loadMs`) and nothing, not even headers, is sent meanwhile;
 *   the client that started the load going away aborts it (WaitUntilRunning(req.ctx)).
 * - It stays loaded for keep_alive (default 5 m; a number is seconds, a string a Go duration, negative
 *   forever, 0 unloads once the request ends); chat with no messages loads (`done_reason: "load"`) or,
 *   with keep_alive 0, unloads (`"unload"`).
 * - Each loaded model has `parallel` slots (a semaphore, FIFO); the MoE families Ollama pins to one
 *   (qwen35moe …) get one whatever is asked. A queued request whose client leaves drops out.
 * - Errors are Ollama's: 404 {"error":"model 'x' not found"}, 400 "model is required", a mid-stream
 *   {"error": …} line. Embeddings are L2-normalised, `dimensions` truncates and renormalises.
 * - Chat streams `thinking` chunks, then content token by token, tool calls in one chunk with `id` and
 *   `function.index`, and a final chunk with done_reason "stop" or "length" (num_predict reached).
 */
import { createModelState, type ModelState } from "./fake-ollama-models.ts";

/** What the fake server answers to one /api/chat request. */
export interface FakeChatReply {
  content?: string;
  /** Streamed as message.thinking chunks before the content, unless the request said think: false. */
  thinking?: string;
  /** Tool calls as Ollama sends them; `arguments` may be a string to imitate a broken model. */
  toolCalls?: { name: string; arguments: unknown; id?: string }[];
  /** Raw NDJSON lines sent instead of a well-formed tool-call line (malformed output). */
  rawLines?: string[];
  /** Stream this many words of `content`, then drop the connection (Ollama killed mid-answer). */
  dropAfterLines?: number;
  /** Stream this many words, then a {"error": …} line (the runner failed mid-answer). */
  errorAfterLines?: number;
  error?: string;
  /** Time the runner spends on the prompt before the first chunk (it holds the slot meanwhile). */
  delayMs?: number;
  /** done_reason of the last chunk instead of the computed one. */
  doneReason?: string;
}

/** One /api/chat generation as the fake ran it. */
export interface FakeStream {
  model: string;
  /** The request offered tools (the router's call). */
  tools: boolean;
  /** Chunks written, and chunks it would have written to the end. */
  sent: number;
  total: number;
  /** The client went away before the end. */
  cancelled: boolean;
  endedAt: number | null;
  /** Time the request waited for its slot (the runner's semaphore). */
  queuedMs: number;
  /** The last message's text, to tell requests apart. */
  last: string;
}

/** Faults to inject; they apply to every endpoint unless said otherwise. */
export interface FakeFaults {
  /** Sleep this long before answering. */
  delayMs?: number;
  /** Answer with this HTTP status and {"error": message}. */
  status?: number;
  error?: string;
  /** /api/chat streams this many content lines (one per word of the reply), then drops the connection. */
  dropAfterLines?: number;
}

/** A model the server holds: its family decides the slots (Ollama pins MoE families to one). */
export interface FakeModelSpec {
  name: string;
  family?: string;
  /** Embedding length of an embedding model (default: the server's `dims`). */
  dims?: number;
}

export interface FakeOllamaOptions {
  /** Models the server knows; any other model gets 404 `model 'x' not found` as Ollama says it. */
  models?: (string | FakeModelSpec)[];
  /** Embedding length for /api/embed (default 1024, Qwen3-Embedding-0.6B's). */
  dims?: number;
  /** The chat reply, fixed or computed from the request body. */
  chat?: FakeChatReply | ((body: Record<string, unknown>) => FakeChatReply);
  faults?: FakeFaults;
  /** Listen on this port (0 = any free one); lets a test bring Ollama «back» at the same address. */
  port?: number;
  /** Time to load a model that is not loaded (default 0: every model counts as loaded at start). */
  loadMs?: number;
  /** Delay per streamed token; when set, content streams one word per chunk (otherwise in one chunk). */
  tokenMs?: number;
  /** keep_alive when a request sends none (Ollama: 5 minutes). */
  defaultKeepAliveMs?: number;
  /** OLLAMA_NUM_PARALLEL: slots per loaded model, except for the one-slot MoE families. */
  parallel?: number;
}

export interface FakeOllama {
  url: string;
  port: number;
  /** Request bodies received, per endpoint, in order. */
  requests: { path: string; body: Record<string, unknown> }[];
  /** Every chat generation, in order of start. */
  streams: FakeStream[];
  /** Loads, aborted loads, unloads, slots and queues per model. */
  models: Map<string, ModelState>;
  model(name: string): ModelState;
  /** Change faults between requests. */
  setFaults(f: FakeFaults): void;
  stop(): void;
}

const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json; charset=utf-8" } });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const notFound = (model: string) => json({ error: `model '${model}' not found` }, 404);

/** A deterministic unit vector for a text, so equal texts embed equally. */
export function vectorFor(text: string, dims: number): number[] {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return unit(Array.from({ length: dims }, (_, i) => Math.sin(h + i * 0.7)));
}

function unit(v: number[]): number[] {
  const n = Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1;
  return v.map((x) => x / n);
}

/** Ollama's keep_alive (api.Duration.UnmarshalJSON): seconds or a Go duration; negative = forever. */
export function keepAliveMs(v: unknown, fallback: number): number {
  if (v === undefined || v === null) return fallback;
  if (typeof v === "number") return v < 0 ? Infinity : v * 1000;
  const s = String(v);
  if (/^-/.test(s)) return Infinity;
  const unitMs: Record<string, number> = { ns: 1e-6, us: 1e-3, "µs": 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  let total = 0;
  for (const [, n, u] of s.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)) total += Number(n) * unitMs[u];
  if (!/^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/.test(s)) throw new Error(`time: invalid duration "${s}"`);
  return total;
}

/** An HTTP server on a free port speaking Ollama's wire format. */
export function startFakeOllama(opts: FakeOllamaOptions = {}): FakeOllama {
  const specs = (opts.models ?? ["qwen3:8b", "qwen3-embedding:0.6b"]).map((m) => (typeof m === "string" ? { name: m } : m));
  const dims = opts.dims ?? 1024;
  const defaultKeep = opts.defaultKeepAliveMs ?? 5 * 60_000;
  let faults: FakeFaults = opts.faults ?? {};
  const requests: FakeOllama["requests"] = [];
  const streams: FakeStream[] = [];
  const models = new Map<string, ModelState>();
  const known = (name: string) => specs.find((m) => m.name === name || `${m.name}:latest` === name || m.name === `${name}:latest`);
  const state = (name: string) => {
    let st = models.get(name);
    if (!st) {
      const spec = known(name) ?? { name };
      st = createModelState({ name, family: spec.family ?? "qwen3", loadMs: opts.loadMs ?? 0, parallel: opts.parallel ?? 1, preloaded: !opts.loadMs });
      models.set(name, st);
    }
    return st;
  };
  const server = Bun.serve({
    port: opts.port ?? 0,
    hostname: "127.0.0.1",
    idleTimeout: 0,
    async fetch(req) {
      const path = new URL(req.url).pathname;
      const body = req.method === "POST" ? ((await req.json().catch(() => ({}))) as Record<string, unknown>) : {};
      requests.push({ path, body });
      if (faults.delayMs) await sleep(faults.delayMs);
      if (faults.status) return json({ error: faults.error ?? "internal error" }, faults.status);
      if (path === "/api/version") return json({ version: "0.12.0" });
      if (path === "/api/tags") return json({ models: specs.map((m) => ({ name: m.name, model: m.name, modified_at: new Date(0).toISOString(), size: 1, digest: "0", details: { family: m.family ?? "qwen3" } })) });
      if (path === "/api/ps") {
        return json({ models: [...models.values()].filter((m) => m.loaded()).map((m) => ({ name: m.name, model: m.name, size: 1, digest: "0", details: { family: m.family }, expires_at: m.expiresAt(), size_vram: 1, context_length: 4096 })) });
      }
      if (!["/api/chat", "/api/embed", "/api/show"].includes(path)) return new Response("404 page not found", { status: 404 });
      const model = String(body.model ?? "");
      if (!model) return json({ error: "model is required" }, 400);
      const spec = known(model);
      if (!spec) return notFound(model);
      if (path === "/api/show") return json({ details: { family: spec.family ?? "qwen3" }, model_info: { "general.architecture": spec.family ?? "qwen3", [`${spec.family ?? "qwen3"}.embedding_length`]: spec.dims ?? dims }, capabilities: spec.name.includes("embed") ? ["embedding"] : ["completion", "tools", "thinking"] });
      let keep: number;
      try {
        keep = keepAliveMs(body.keep_alive, defaultKeep);
      } catch (err) {
        return json({ error: (err as Error).message }, 400);
      }
      const st = state(model);
      const messages = Array.isArray(body.messages) ? body.messages : [];
      if (path === "/api/chat" && messages.length === 0 && keep === 0) {
        st.unload();
        return json({ model, created_at: new Date().toISOString(), message: { role: "assistant", content: "" }, done_reason: "unload", done: true });
      }
      // Headers wait for the load, as gin writes nothing before the first chunk.
      if (!(await st.ensureLoaded(req.signal))) return new Response(null, { status: 499 });
      if (path === "/api/chat" && messages.length === 0) {
        st.touch(keep);
        return json({ model, created_at: new Date().toISOString(), message: { role: "assistant", content: "" }, done_reason: "load", done: true });
      }
      if (path === "/api/embed") {
        const input = Array.isArray(body.input) ? body.input.map(String) : body.input ? [String(body.input)] : [];
        if (!input.length) { st.touch(keep); return json({ model, embeddings: [] }); }
        if (!(await st.acquire(req.signal))) return new Response(null, { status: 499 });
        try {
          const size = spec.dims ?? dims;
          const want = Number(body.dimensions ?? 0);
          const cut = want > 0 && want < size ? want : size;
          return json({ model, embeddings: input.map((t) => unit(vectorFor(t, size).slice(0, cut))), total_duration: 1, load_duration: 0, prompt_eval_count: input.length });
        } finally {
          st.release();
          st.touch(keep);
        }
      }
      const queuedAt = performance.now();
      if (!(await st.acquire(req.signal))) return new Response(null, { status: 499 });
      const queuedMs = performance.now() - queuedAt;
      const reply = typeof opts.chat === "function" ? opts.chat(body) : opts.chat ?? {};
      const rec: FakeStream = { model, tools: Array.isArray(body.tools) && body.tools.length > 0, sent: 0, total: 0, cancelled: false, endedAt: null, queuedMs, last: String((messages.at(-1) as { content?: unknown } | undefined)?.content ?? "") };
      streams.push(rec);
      return chatStream(model, body, reply, { drop: reply.dropAfterLines ?? faults.dropAfterLines, tokenMs: opts.tokenMs, signal: req.signal, rec, done: () => { rec.endedAt = performance.now(); st.release(); st.touch(keep); } });
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    port: server.port!,
    requests,
    streams,
    models,
    model: state,
    setFaults: (f) => { faults = f; },
    stop: () => { for (const m of models.values()) m.stop(); server.stop(true); },
  };
}

interface StreamOptions { drop?: number; tokenMs?: number; signal: AbortSignal; done: () => void; rec: FakeStream }

/** The chunks of one chat answer, as the runner produces them; `done` frees the slot however the stream ends. */
async function chatStream(model: string, body: Record<string, unknown>, reply: FakeChatReply, o: StreamOptions): Promise<Response> {
  const at = () => new Date().toISOString();
  const line = (message: Record<string, unknown>) => JSON.stringify({ model, created_at: at(), message: { role: "assistant", content: "", ...message }, done: false });
  const options = (body.options ?? {}) as { num_predict?: number };
  const limit = options.num_predict && options.num_predict > 0 ? options.num_predict : Infinity;
  const words = (reply.content ?? "").split(/(?<= )/).filter(Boolean);
  const lines: string[] = [];
  if (reply.thinking && body.think !== false) for (const w of reply.thinking.split(/(?<= )/)) lines.push(line({ thinking: w }));
  let reason = "stop";
  if (reply.rawLines) lines.push(...reply.rawLines);
  else if (o.tokenMs !== undefined || o.drop !== undefined || reply.errorAfterLines !== undefined) {
    for (const [i, w] of words.entries()) {
      if (i >= limit) { reason = "length"; break; }
      lines.push(line({ content: w }));
    }
  } else if (words.length > limit) {
    lines.push(line({ content: words.slice(0, limit).join("") }));
    reason = "length";
  } else if (reply.content || !reply.toolCalls) lines.push(line({ content: reply.content ?? "" }));
  if (reply.toolCalls && !reply.rawLines) {
    lines.push(line({ tool_calls: reply.toolCalls.map((c, index) => ({ id: c.id ?? `call_${crypto.randomUUID().slice(0, 8)}`, function: { index, name: c.name, arguments: c.arguments } })) }));
  }
  if (reply.doneReason) reason = reply.doneReason;
  const evalCount = Math.max(1, Math.min(words.length, limit));
  o.rec.total = lines.length + 1;
  const final = JSON.stringify({
    model, created_at: at(), message: { role: "assistant", content: "" }, done: true, done_reason: reason,
    total_duration: 300000000, load_duration: 1000000, prompt_eval_count: 40, prompt_eval_duration: 50000000,
    eval_count: o.tokenMs ? evalCount : 12, eval_duration: o.tokenMs ? evalCount * o.tokenMs * 1e6 : 200000000,
  });
  if (body.stream === false) {
    await sleep((reply.delayMs ?? 0) + (o.tokenMs ?? 0) * lines.length);
    o.done();
    const message = { role: "assistant", content: words.slice(0, limit).join(""), ...(reply.toolCalls ? { tool_calls: reply.toolCalls.map((c, index) => ({ function: { index, name: c.name, arguments: c.arguments } })) } : {}) };
    return json({ ...JSON.parse(final), message });
  }
  const enc = new TextEncoder();
  let i = 0;
  let finished = false;
  const finish = (cancelled = false) => { if (!finished) { finished = true; o.rec.cancelled = cancelled; o.done(); } };
  o.signal.addEventListener("abort", () => finish(true));
  return new Response(new ReadableStream({
    async pull(c) {
      if (o.signal.aborted) { finish(true); return; }
      if (i === 0 && reply.delayMs) await sleep(reply.delayMs);
      // The connection drops a moment after the last line: the lines already sent reach the client first, as they
      // do from a real server that dies (on two loaded cores 5 ms was sometimes too short, and the reset lost them).
      if (o.drop !== undefined && (i >= o.drop || i >= lines.length)) { await sleep(60); finish(); c.error(new Error("connection dropped")); return; }
      if (reply.errorAfterLines !== undefined && i >= reply.errorAfterLines) {
        c.enqueue(enc.encode(JSON.stringify({ error: reply.error ?? "an error was encountered while running the model: unexpected EOF" }) + "\n"));
        finish(); c.close(); return;
      }
      if (i >= lines.length) { c.enqueue(enc.encode(final + "\n")); o.rec.sent = i + 1; finish(); c.close(); return; }
      if (o.tokenMs) await sleep(o.tokenMs);
      if (o.signal.aborted) { finish(true); return; }
      c.enqueue(enc.encode(lines[i++] + "\n"));
      o.rec.sent = i;
    },
    cancel() { finish(true); },
  }), { headers: { "content-type": "application/x-ndjson" } });
}
