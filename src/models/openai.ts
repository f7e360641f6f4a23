import type { ChatChunk, ChatModel, ChatRequest, Embedder, EmbedRole } from "./types.ts";
import { ModelError, QUERY_INSTRUCTION, embedSizeMessage } from "./ollama.ts";

/**
 * An OpenAI-compatible endpoint (vLLM, llama.cpp's server, SGLang): continuous batching, many requests
 * per GPU. Chat streams server-sent `chat.completion.chunk`s; tool calls come as deltas by `index`
 * (id and name first, then `arguments` as JSON-string fragments, joined here and parsed at the end);
 * `stream_options.include_usage` brings the token count for tokens per second.
 */
export interface OpenAIOptions {
  baseUrl: string;
  apiKey?: string | null;
  model: string;
  fetch?: typeof fetch;
}

const v1 = (base: string) => (/\/v1$/.test(base) ? base : `${base}/v1`);
const headers = (o: OpenAIOptions) => ({ "content-type": "application/json", ...(o.apiKey ? { authorization: `Bearer ${o.apiKey}` } : {}) });

/** An endpoint's error in plain words; vLLM's body is {"error": {"message", "type", "code"}}, others {"error": "…"}. */
export function describeOpenAI(err: unknown, status?: number, body?: unknown): ModelError {
  const raw = body && typeof body === "object" && "error" in body ? (body as { error: unknown }).error : null;
  const msg = typeof raw === "string" ? raw : raw && typeof raw === "object" ? String((raw as { message?: unknown }).message ?? "") : err instanceof Error ? err.message : String(err ?? "");
  const e = (text: string, kind: ModelError["kind"]) => Object.assign(new ModelError(text, kind), { detail: msg });
  const missing = /The model `([^`]+)` does not exist/.exec(msg);
  if (missing) return Object.assign(e(`на сервере моделей нет модели «${missing[1]}»: проверьте --served-model-name и CHAT_MODEL`, "model"), { missing: missing[1] });
  if (status === 401) return e("сервер моделей отклонил ключ (OPENAI_API_KEY)", "model");
  if (/abort|timeout|timed out/i.test(msg)) return e("языковая модель не ответила вовремя", "timeout");
  if (/ECONNRESET|closed unexpectedly|terminated|socket hang up|other side closed/i.test(msg)) return e("связь с сервером языковой модели оборвалась", "unreachable");
  if (/fetch failed|ECONNREFUSED|Unable to connect|connect|ENOTFOUND|EHOSTUNREACH/i.test(msg)) return e("сервер языковой модели недоступен", "unreachable");
  return e(`языковая модель вернула ошибку: ${msg.slice(0, 200)}`, "model");
}

/** The `data:` payloads of an SSE body, one at a time. */
async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const dec = new TextDecoder();
  let buf = "";
  for await (const part of body as unknown as AsyncIterable<Uint8Array>) {
    buf += dec.decode(part, { stream: true });
    let cut: number;
    while ((cut = buf.search(/\r?\n\r?\n/)) >= 0) {
      const frame = buf.slice(0, cut);
      buf = buf.slice(cut).replace(/^\r?\n\r?\n/, "");
      const data = frame.split(/\r?\n/).filter((l) => l.startsWith("data:")).map((l) => l.slice(5).replace(/^ /, "")).join("\n");
      if (data) yield data;
    }
  }
}

export function createOpenAIChat(o: OpenAIOptions): ChatModel {
  const f = o.fetch ?? fetch;
  return {
    id: `openai:${o.model}`,
    async *chat(req: ChatRequest): AsyncIterable<ChatChunk> {
      const cut = new AbortController();
      let timedOut = false;
      const timer = req.timeoutMs ? setTimeout(() => { timedOut = true; cut.abort(); }, req.timeoutMs) : undefined;
      const signal = req.signal ? AbortSignal.any([req.signal, cut.signal]) : cut.signal;
      const calls = new Map<number, { name: string; args: string }>();
      let first: number | null = null;
      try {
        let res: Response;
        try {
          res = await f(`${v1(o.baseUrl)}/chat/completions`, {
            method: "POST", headers: headers(o), signal,
            body: JSON.stringify({
              model: o.model, messages: req.messages, stream: true, stream_options: { include_usage: true },
              temperature: req.temperature ?? 0.2, ...(req.maxTokens ? { max_tokens: req.maxTokens } : {}),
              ...(req.tools?.length ? { tools: req.tools.map((t) => ({ type: "function", function: t })), tool_choice: "auto" } : {}),
            }),
          });
        } catch (err) {
          throw describeOpenAI(err);
        }
        if (!res.ok || !res.body) throw describeOpenAI(null, res.status, await res.json().catch(() => null));
        let finish: string | undefined;
        let usage: { completion_tokens?: number } | undefined;
        try {
          for await (const data of sseData(res.body)) {
            if (data === "[DONE]") break;
            const msg = JSON.parse(data) as { error?: unknown; usage?: { completion_tokens?: number }; choices?: { delta?: { content?: string | null; tool_calls?: { index: number; function?: { name?: string; arguments?: string } }[] }; finish_reason?: string | null }[] };
            if (msg.error) throw describeOpenAI(null, 500, msg);
            if (msg.usage) usage = msg.usage;
            const choice = msg.choices?.[0];
            if (!choice) continue;
            for (const d of choice.delta?.tool_calls ?? []) {
              const c = calls.get(d.index) ?? { name: "", args: "" };
              c.name += d.function?.name ?? "";
              c.args += d.function?.arguments ?? "";
              calls.set(d.index, c);
            }
            if (choice.finish_reason) finish = choice.finish_reason;
            const text = choice.delta?.content ?? "";
            if (text) {
              first ??= performance.now();
              yield { text, done: false };
            }
          }
        } catch (err) {
          throw err instanceof ModelError ? err : describeOpenAI(err);
        }
        const toolCalls = [...calls.entries()].sort(([a], [b]) => a - b).map(([, c]) => ({ name: c.name, arguments: parseArgs(c.args) }));
        const tokens = usage?.completion_tokens;
        yield {
          text: "", done: true, toolCalls: toolCalls.length ? toolCalls : undefined,
          doneReason: finish === "tool_calls" ? "stop" : finish,
          evalCount: tokens, evalDurationNs: tokens && first !== null ? (performance.now() - first) * 1e6 : undefined,
        };
      } catch (err) {
        throw timedOut ? new ModelError("языковая модель не ответила вовремя", "timeout") : err;
      } finally {
        clearTimeout(timer);
        cut.abort();
      }
    },
  };
}

/** Tool arguments arrive as a JSON string; a broken one is passed on as the string, and the router refuses it. */
function parseArgs(s: string): Record<string, unknown> {
  try {
    const v = JSON.parse(s || "{}");
    return v && typeof v === "object" && !Array.isArray(v) ? v : (s as unknown as Record<string, unknown>);
  } catch {
    return s as unknown as Record<string, unknown>;
  }
}

/** Embedder over /v1/embeddings with `dimensions`; refuses vectors of another size in words. */
export function createOpenAIEmbedder(o: OpenAIOptions & { dims?: number; batch?: number }): Embedder {
  const f = o.fetch ?? fetch;
  const dims = o.dims ?? 1024;
  return {
    id: `openai:${o.model}${dims !== 1024 ? `@${dims}` : ""}`,
    dims,
    async embed(texts: string[], as: EmbedRole) {
      const input = as === "query" ? texts.map((t) => QUERY_INSTRUCTION + t) : texts;
      const out: Float32Array[] = [];
      for (let i = 0; i < input.length; i += o.batch ?? 32) {
        let res: Response;
        try {
          res = await f(`${v1(o.baseUrl)}/embeddings`, { method: "POST", headers: headers(o), signal: AbortSignal.timeout(30_000), body: JSON.stringify({ model: o.model, input: input.slice(i, i + (o.batch ?? 32)), dimensions: dims }) });
        } catch (err) {
          throw describeOpenAI(err);
        }
        const body = (await res.json().catch(() => null)) as { data?: { embedding: number[] }[] } | null;
        if (!res.ok || !body?.data) throw describeOpenAI(null, res.status, body);
        for (const { embedding } of body.data) {
          if (embedding.length !== dims) throw new ModelError(embedSizeMessage(o.model, embedding.length, dims), "model");
          const v = Float32Array.from(embedding);
          const n = Math.hypot(...v) || 1;
          out.push(v.map((x) => x / n));
        }
      }
      return out;
    },
  };
}

/** The models an endpoint serves (GET /v1/models); null when it cannot be asked. */
export async function openaiModels(o: Omit<OpenAIOptions, "model">, timeoutMs = 3000): Promise<string[] | null> {
  try {
    const res = await (o.fetch ?? fetch)(`${v1(o.baseUrl)}/models`, { headers: headers({ ...o, model: "" }), signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return null;
    return ((await res.json()) as { data: { id: string }[] }).data.map((m) => m.id);
  } catch {
    return null;
  }
}
