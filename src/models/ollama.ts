import { Ollama, type AbortableAsyncIterator, type ChatResponse } from "ollama/browser";
import type { ChatChunk, ChatModel, ChatRequest, Embedder, EmbedRole } from "./types.ts";

export interface OllamaOptions {
  host: string;
  model: string;
  fetch?: typeof fetch;
  /** Context window for chat; the seed uses 16,384. */
  numCtx?: number;
}

/** Thrown when Ollama fails or does not answer in time; callers turn it into plain words. */
export class ModelError extends Error {
  /** The client's own words, for the server log. */
  detail?: string;
  constructor(message: string, readonly kind: "timeout" | "unreachable" | "model" = "model") {
    super(message);
  }
}

/** Qwen3-Embedding is trained with an instruction on the query side only. */
export const QUERY_INSTRUCTION =
  "Instruct: Найди фрагменты внутренних документов компании, которые отвечают на вопрос сотрудника\nQuery: ";

/** Turns a client error into plain words a person can read; the raw text stays in `detail` for the log. */
function describe(err: unknown): ModelError {
  if (err instanceof ModelError) return err;
  const msg = err instanceof Error ? err.message : String(err);
  const e = (text: string, kind: ModelError["kind"]) => Object.assign(new ModelError(text, kind), { detail: msg });
  if (/abort|timeout|timed out/i.test(msg)) return e("языковая модель (Ollama) не ответила вовремя", "timeout");
  if (/ECONNRESET|closed unexpectedly|terminated|socket hang up|other side closed/i.test(msg)) return e("связь с сервером языковой модели (Ollama) оборвалась", "unreachable");
  if (/fetch failed|ECONNREFUSED|Unable to connect|connect|ENOTFOUND|EHOSTUNREACH/i.test(msg)) return e("сервер языковой модели (Ollama) недоступен", "unreachable");
  const missing = /model "([^"]+)" not found/i.exec(msg);
  if (missing) return e(`на сервере Ollama нет модели «${missing[1]}» (model not found: ollama pull ${missing[1]})`, "model");
  return e(`языковая модель (Ollama) вернула ошибку: ${msg.slice(0, 200)}`, "model");
}

/** ChatModel over the `ollama` client: streamed, thinking off, tool calls passed through. */
export function createOllamaChat(opts: OllamaOptions): ChatModel {
  return {
    id: `ollama:${opts.model}`,
    async *chat(req: ChatRequest): AsyncIterable<ChatChunk> {
      let stream: AbortableAsyncIterator<ChatResponse> | undefined;
      let timedOut = false;
      // The request's own signal reaches fetch, so a server that never sends its headers is cut off too.
      const cut = new AbortController();
      const client = new Ollama({ host: opts.host, fetch: withSignal(opts.fetch ?? fetch, cut.signal) });
      const timer = req.timeoutMs ? setTimeout(() => { timedOut = true; cut.abort(); stream?.abort(); }, req.timeoutMs) : undefined;
      const onAbort = () => { cut.abort(); stream?.abort(); };
      req.signal?.addEventListener("abort", onAbort);
      try {
        const started = await client.chat({
          model: opts.model,
          messages: req.messages,
          stream: true,
          think: false,
          tools: req.tools?.map((t) => ({ type: "function", function: t })),
          options: { temperature: req.temperature ?? 0.2, num_predict: req.maxTokens, num_ctx: opts.numCtx ?? 16384 },
        });
        stream = started;
        if (timedOut) started.abort();
        for await (const part of started) {
          const calls = part.message?.tool_calls?.map((c) => ({ name: c.function.name, arguments: c.function.arguments ?? {} }));
          yield {
            text: part.message?.content ?? "",
            toolCalls: calls?.length ? calls : undefined,
            done: part.done,
            evalCount: part.done ? part.eval_count : undefined,
            evalDurationNs: part.done ? part.eval_duration : undefined,
          };
        }
      } catch (err) {
        throw timedOut ? new ModelError("языковая модель (Ollama) не ответила вовремя", "timeout") : describe(err);
      } finally {
        clearTimeout(timer);
        req.signal?.removeEventListener("abort", onAbort);
      }
    },
  };
}

/** Embedder over `ollama.embed`, batched; the query side gets Qwen3-Embedding's instruction. */
export function createOllamaEmbedder(opts: OllamaOptions & { dims?: number; batch?: number; timeoutMs?: number }): Embedder {
  const client = new Ollama({ host: opts.host, fetch: withTimeout(opts.fetch ?? fetch, opts.timeoutMs ?? 30_000) });
  const batch = opts.batch ?? 32;
  return {
    id: `ollama:${opts.model}`,
    dims: opts.dims ?? 1024,
    async embed(texts: string[], as: EmbedRole) {
      const input = as === "query" ? texts.map((t) => QUERY_INSTRUCTION + t) : texts;
      const out: Float32Array[] = [];
      for (let i = 0; i < input.length; i += batch) {
        let res;
        try {
          res = await client.embed({ model: opts.model, input: input.slice(i, i + batch) });
        } catch (err) {
          throw describe(err);
        }
        for (const e of res.embeddings) out.push(normalise(Float32Array.from(e)));
      }
      return out;
    },
  };
}

/** A fetch whose every request also listens to `signal`. */
function withSignal(f: typeof fetch, signal: AbortSignal): typeof fetch {
  return ((input: RequestInfo | URL, init?: RequestInit) =>
    f(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal })) as typeof fetch;
}

/** A fetch whose every request is aborted after `ms`; ollama's embed takes no signal of its own. */
function withTimeout(f: typeof fetch, ms: number): typeof fetch {
  return ((input: RequestInfo | URL, init?: RequestInit) => {
    const signal = init?.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(ms)]) : AbortSignal.timeout(ms);
    return f(input, { ...init, signal });
  }) as typeof fetch;
}

function normalise(v: Float32Array): Float32Array {
  let n = 0;
  for (const x of v) n += x * x;
  n = Math.sqrt(n) || 1;
  for (let i = 0; i < v.length; i++) v[i] /= n;
  return v;
}

/** Asks Ollama which models it has; null when it is unreachable. */
export async function ollamaModels(host: string, fetchImpl?: typeof fetch, timeoutMs = 3000): Promise<string[] | null> {
  try {
    const client = new Ollama({ host, fetch: fetchImpl });
    const res = await Promise.race([
      client.list(),
      new Promise<never>((_, rej) => setTimeout(() => rej(new Error("timeout")), timeoutMs)),
    ]);
    return res.models.map((m) => m.name);
  } catch {
    return null;
  }
}
