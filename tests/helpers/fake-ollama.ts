/** What the fake server answers to one /api/chat request. */
export interface FakeChatReply {
  content?: string;
  /** Tool calls as Ollama sends them; `arguments` may be a string to imitate a broken model. */
  toolCalls?: { name: string; arguments: unknown }[];
  /** Raw NDJSON lines sent instead of a well-formed tool-call line (malformed output). */
  rawLines?: string[];
  /** Stream this many words of `content`, then drop the connection (Ollama killed mid-answer). */
  dropAfterLines?: number;
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

export interface FakeOllamaOptions {
  /** Models the server knows; any other model gets 404 like Ollama's «model not found». */
  models?: string[];
  /** Embedding size for /api/embed. */
  dims?: number;
  /** The chat reply, fixed or computed from the request body. */
  chat?: FakeChatReply | ((body: Record<string, unknown>) => FakeChatReply);
  faults?: FakeFaults;
  /** Listen on this port (0 = any free one); lets a test bring Ollama «back» at the same address. */
  port?: number;
}

export interface FakeOllama {
  url: string;
  port: number;
  /** Request bodies received, per endpoint, in order. */
  requests: { path: string; body: Record<string, unknown> }[];
  /** Change faults between requests. */
  setFaults(f: FakeFaults): void;
  stop(): void;
}

const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A deterministic vector for a text, so equal texts embed equally. */
function vectorFor(text: string, dims: number): number[] {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return Array.from({ length: dims }, (_, i) => Math.sin(h + i * 0.7));
}

/** An HTTP server on a free port speaking Ollama's wire format for /api/chat, /api/embed and /api/tags. */
export function startFakeOllama(opts: FakeOllamaOptions = {}): FakeOllama {
  const models = opts.models ?? ["qwen3:8b", "qwen3-embedding:0.6b"];
  const dims = opts.dims ?? 8;
  let faults: FakeFaults = opts.faults ?? {};
  const requests: FakeOllama["requests"] = [];
  const server = Bun.serve({
    port: opts.port ?? 0,
    hostname: "127.0.0.1",
    async fetch(req) {
      const path = new URL(req.url).pathname;
      const body = req.method === "POST" ? ((await req.json().catch(() => ({}))) as Record<string, unknown>) : {};
      requests.push({ path, body });
      if (faults.delayMs) await sleep(faults.delayMs);
      if (faults.status) return json({ error: faults.error ?? "internal error" }, faults.status);
      if (path === "/api/tags") return json({ models: models.map((name) => ({ name, model: name, size: 1, digest: "0", details: {} })) });
      const model = String(body.model ?? "");
      if (!models.includes(model)) return json({ error: `model "${model}" not found, try pulling it first` }, 404);
      if (path === "/api/embed") {
        const input = Array.isArray(body.input) ? body.input.map(String) : [String(body.input ?? "")];
        return json({ model, embeddings: input.map((t) => vectorFor(t, dims)) });
      }
      const reply = typeof opts.chat === "function" ? opts.chat(body) : opts.chat ?? {};
      const drop = reply.dropAfterLines ?? faults.dropAfterLines;
      if (path === "/api/chat" && drop !== undefined) return droppedStream(model, reply, drop);
      if (path === "/api/chat") return chatResponse(model, body, reply);
      return json({ error: "not found" }, 404);
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    port: server.port!,
    requests,
    setFaults: (f) => { faults = f; },
    stop: () => server.stop(true),
  };
}

function chatResponse(model: string, body: Record<string, unknown>, reply: FakeChatReply): Response {
  const created_at = new Date().toISOString();
  const message = {
    role: "assistant", content: reply.content ?? "",
    ...(reply.toolCalls ? { tool_calls: reply.toolCalls.map((c) => ({ function: { name: c.name, arguments: c.arguments } })) } : {}),
  };
  const final = {
    model, created_at, message: { role: "assistant", content: "" }, done: true, done_reason: "stop",
    total_duration: 300000000, load_duration: 1000000, prompt_eval_count: 40, prompt_eval_duration: 50000000,
    eval_count: 12, eval_duration: 200000000,
  };
  if (body.stream === false) return json({ ...final, message });
  const lines = reply.rawLines ?? [JSON.stringify({ model, created_at, message, done: false })];
  const text = [...lines, JSON.stringify(final)].join("\n") + "\n";
  return new Response(text, { headers: { "content-type": "application/x-ndjson" } });
}

/** Streams the reply word by word, `n` lines, then breaks the connection mid-answer (Ollama killed). */
function droppedStream(model: string, reply: FakeChatReply, n: number): Response {
  const words = (reply.content ?? "").split(/(?<= )/);
  let i = 0;
  const enc = new TextEncoder();
  return new Response(new ReadableStream({
    async pull(c) {
      if (i >= n || i >= words.length) { await sleep(5); c.error(new Error("connection dropped")); return; }
      c.enqueue(enc.encode(JSON.stringify({ model, created_at: new Date().toISOString(), message: { role: "assistant", content: words[i++] }, done: false }) + "\n"));
      await sleep(2);
    },
  }), { headers: { "content-type": "application/x-ndjson" } });
}
