/**
 * A fake vLLM OpenAI-compatible server, written from vllm/entrypoints/openai (engine/protocol.py: ErrorResponse
 * {"error": {message, type, param, code}}; serving_chat: streamed chat.completion.chunk deltas, the first with
 * role, tool calls as deltas by `index` — id, type and name first, then `arguments` as JSON-string fragments —
 * finish_reason "stop" / "length" / "tool_calls", a last chunk with `usage` and empty choices when
 * stream_options.include_usage, then `data: [DONE]`; an error mid-stream is a `data: {"error": …}` line).
 * Continuous batching: every request runs at once, each streaming at its own pace (`tokenMs`).
 */
export interface FakeOpenAIReply {
  content?: string;
  /** Streamed as delta.reasoning_content (vLLM's reasoning parser) before the content. */
  reasoning?: string;
  toolCalls?: { name: string; arguments: Record<string, unknown> }[];
  errorAfterChunks?: number;
  delayMs?: number;
}

export interface FakeOpenAIOptions {
  models?: string[];
  apiKey?: string;
  tokenMs?: number;
  dims?: number;
  chat?: FakeOpenAIReply | ((body: Record<string, unknown>) => FakeOpenAIReply);
  port?: number;
}

export interface FakeOpenAI {
  url: string;
  port: number;
  requests: { path: string; body: Record<string, unknown>; auth: string | null }[];
  streams: { tools: boolean; sent: number; total: number; cancelled: boolean }[];
  /** Most requests generating at once. */
  maxActive: number;
  stop(): void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const error = (message: string, type: string, code: number) => new Response(JSON.stringify({ error: { message, type, param: null, code } }), { status: code, headers: { "content-type": "application/json" } });

export function startFakeOpenAI(o: FakeOpenAIOptions = {}): FakeOpenAI {
  const models = o.models ?? ["Qwen/Qwen3.6-35B-A3B"];
  const requests: FakeOpenAI["requests"] = [];
  const streams: FakeOpenAI["streams"] = [];
  let active = 0;
  const self: FakeOpenAI = { url: "", port: 0, requests, streams, maxActive: 0, stop: () => server.stop(true) };
  const server = Bun.serve({
    port: o.port ?? 0, hostname: "127.0.0.1", idleTimeout: 0,
    async fetch(req) {
      const path = new URL(req.url).pathname;
      const body = req.method === "POST" ? ((await req.json().catch(() => ({}))) as Record<string, unknown>) : {};
      const auth = req.headers.get("authorization");
      requests.push({ path, body, auth });
      if (o.apiKey && auth !== `Bearer ${o.apiKey}`) return new Response(JSON.stringify({ error: "Unauthorized" }), { status: 401, headers: { "content-type": "application/json" } });
      if (path === "/v1/models") return Response.json({ object: "list", data: models.map((id) => ({ id, object: "model", created: 0, owned_by: "vllm", root: id, max_model_len: 32768 })) });
      const model = String(body.model ?? "");
      if (!models.includes(model)) return error(`The model \`${model}\` does not exist.`, "NotFoundError", 404);
      if (path === "/v1/embeddings") {
        const input = Array.isArray(body.input) ? body.input.map(String) : [String(body.input)];
        const size = Number(body.dimensions ?? o.dims ?? 1024);
        return Response.json({ object: "list", model, data: input.map((t, index) => ({ object: "embedding", index, embedding: unitVector(t, size) })), usage: { prompt_tokens: input.length, total_tokens: input.length } });
      }
      if (path !== "/v1/chat/completions") return error("Not Found", "NotFoundError", 404);
      const reply = typeof o.chat === "function" ? o.chat(body) : o.chat ?? {};
      return chatStream(model, body, reply, o.tokenMs ?? 0, req.signal, {
        start: () => { active++; self.maxActive = Math.max(self.maxActive, active); },
        end: () => { active--; },
        rec: (r) => streams.push(r),
      });
    },
  });
  self.url = `http://127.0.0.1:${server.port}`;
  self.port = server.port!;
  return self;
}

function unitVector(text: string, dims: number): number[] {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const v = Array.from({ length: dims }, (_, i) => Math.sin(h + i * 0.7));
  const n = Math.sqrt(v.reduce((s, x) => s + x * x, 0));
  return v.map((x) => x / n);
}

type Hooks = { start: () => void; end: () => void; rec: (r: FakeOpenAI["streams"][number]) => void };

async function chatStream(model: string, body: Record<string, unknown>, reply: FakeOpenAIReply, tokenMs: number, signal: AbortSignal, h: Hooks): Promise<Response> {
  const id = `chatcmpl-${crypto.randomUUID().replace(/-/g, "")}`;
  const created = Math.floor(Date.now() / 1000);
  const max = typeof body.max_tokens === "number" ? body.max_tokens : typeof body.max_completion_tokens === "number" ? body.max_completion_tokens : Infinity;
  const words = (reply.content ?? "").split(/(?<= )/).filter(Boolean);
  const deltas: Record<string, unknown>[] = [{ role: "assistant", content: "" }];
  for (const w of (reply.reasoning ?? "").split(/(?<= )/).filter(Boolean)) deltas.push({ reasoning_content: w });
  let finish = "stop";
  for (const [i, w] of words.entries()) {
    if (i >= max) { finish = "length"; break; }
    deltas.push({ content: w });
  }
  for (const [index, c] of (reply.toolCalls ?? []).entries()) {
    const args = JSON.stringify(c.arguments);
    deltas.push({ tool_calls: [{ id: `chatcmpl-tool-${crypto.randomUUID().slice(0, 12)}`, type: "function", index, function: { name: c.name, arguments: "" } }] });
    for (let k = 0; k < args.length; k += 8) deltas.push({ tool_calls: [{ index, function: { arguments: args.slice(k, k + 8) } }] });
    finish = "tool_calls";
  }
  const usage = { prompt_tokens: 40, completion_tokens: Math.min(words.length, max), total_tokens: 40 + Math.min(words.length, max) };
  const chunk = (delta: Record<string, unknown>, finish_reason: string | null = null) => ({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, logprobs: null, finish_reason }] });
  const rec = { tools: Array.isArray(body.tools) && body.tools.length > 0, sent: 0, total: deltas.length, cancelled: false };
  h.rec(rec);
  h.start();
  let ended = false;
  const end = (cancelled = false) => { if (!ended) { ended = true; rec.cancelled = cancelled; h.end(); } };
  if (body.stream !== true) {
    await sleep((reply.delayMs ?? 0) + tokenMs * deltas.length);
    end();
    const toolCalls = (reply.toolCalls ?? []).map((c) => ({ id: `chatcmpl-tool-${crypto.randomUUID().slice(0, 12)}`, type: "function", function: { name: c.name, arguments: JSON.stringify(c.arguments) } }));
    return Response.json({ id, object: "chat.completion", created, model, choices: [{ index: 0, message: { role: "assistant", content: words.slice(0, max).join("") || null, tool_calls: toolCalls }, finish_reason: finish }], usage });
  }
  const includeUsage = Boolean((body.stream_options as { include_usage?: boolean } | undefined)?.include_usage);
  const enc = new TextEncoder();
  const send = (c: ReadableStreamDefaultController, data: unknown) => c.enqueue(enc.encode(`data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`));
  let i = 0;
  signal.addEventListener("abort", () => end(true));
  return new Response(new ReadableStream({
    async pull(c) {
      if (signal.aborted) { end(true); return; }
      if (i === 0 && reply.delayMs) await sleep(reply.delayMs);
      if (reply.errorAfterChunks !== undefined && i >= reply.errorAfterChunks) {
        send(c, { error: { message: "CUDA error: an illegal memory access was encountered", type: "InternalServerError", param: null, code: 500 } });
        send(c, "[DONE]"); end(); c.close(); return;
      }
      if (i >= deltas.length) {
        send(c, chunk({}, finish));
        if (includeUsage) send(c, { id, object: "chat.completion.chunk", created, model, choices: [], usage });
        send(c, "[DONE]"); end(); c.close(); return;
      }
      if (tokenMs) await sleep(tokenMs);
      if (signal.aborted) { end(true); return; }
      send(c, chunk(deltas[i++]));
      rec.sent = i;
    },
    cancel() { end(true); },
  }), { headers: { "content-type": "text/event-stream; charset=utf-8" } });
}
