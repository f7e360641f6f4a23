import { Ollama, type AbortableAsyncIterator, type ChatResponse } from "ollama/browser";
import type { ChatChunk, ChatModel, ChatRequest, Embedder, EmbedRole } from "./types.ts";

export interface OllamaOptions {
  host: string;
  model: string;
  fetch?: typeof fetch;
  /** Context window for chat; the seed uses 16,384. */
  numCtx?: number;
  /** Sent with every request, so Ollama keeps the model loaded that long after it (its default is 5 minutes). */
  keepAlive?: string | number;
}

/** Thrown when Ollama fails or does not answer in time; callers turn it into plain words. */
export class ModelError extends Error {
  /** The client's own words, for the server log. */
  detail?: string;
  /** The model the server said it does not have: `ollama pull` it. */
  missing?: string;
  constructor(message: string, readonly kind: "timeout" | "unreachable" | "model" | "cancelled" = "model") {
    super(message);
  }
}

/** The exact command that fetches a missing model onto the Ollama host. */
export const pullHint = (model: string) => `ollama pull ${model}`;

/** Qwen3-Embedding is trained with an instruction on the query side only. */
export const QUERY_INSTRUCTION =
  "Instruct: Найди фрагменты внутренних документов компании, которые отвечают на вопрос сотрудника\nQuery: ";

/** Turns a client error into plain words a person can read; the raw text stays in `detail` for the log. */
export function describeError(err: unknown): ModelError {
  return describe(err);
}

function describe(err: unknown): ModelError {
  if (err instanceof ModelError) return err;
  const msg = err instanceof Error ? err.message : String(err);
  const e = (text: string, kind: ModelError["kind"]) => Object.assign(new ModelError(text, kind), { detail: msg });
  if (/abort|timeout|timed out/i.test(msg)) return e("языковая модель (Ollama) не ответила вовремя", "timeout");
  if (/ECONNRESET|closed unexpectedly|terminated|socket hang up|other side closed/i.test(msg)) return e("связь с сервером языковой модели (Ollama) оборвалась", "unreachable");
  if (/fetch failed|ECONNREFUSED|Unable to connect|connect|ENOTFOUND|EHOSTUNREACH/i.test(msg)) return e("сервер языковой модели (Ollama) недоступен", "unreachable");
  // Ollama says `model 'x' not found` (server/routes.go); older servers and proxies used double quotes.
  const missing = /model ['"]([^'"]+)['"] not found/i.exec(msg);
  if (missing) return Object.assign(e(`на сервере Ollama нет модели «${missing[1]}» (model not found: ${pullHint(missing[1])})`, "model"), { missing: missing[1] });
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
          ...(opts.keepAlive !== undefined ? { keep_alive: opts.keepAlive } : {}),
          tools: req.tools?.map((t) => ({ type: "function", function: t })),
          options: { temperature: req.temperature ?? 0.2, num_predict: req.maxTokens, num_ctx: opts.numCtx ?? 16384 },
        });
        stream = started;
        if (timedOut) started.abort();
        for await (const part of started) {
          const calls = part.message?.tool_calls?.map((c) => ({ name: c.function.name, arguments: c.function.arguments ?? {} }));
          // `thinking` chunks (a model that thinks despite think: false) are never part of the answer.
          if (!part.done && !part.message?.content && !calls?.length) continue;
          yield {
            text: part.message?.content ?? "",
            toolCalls: calls?.length ? calls : undefined,
            done: part.done,
            doneReason: part.done ? part.done_reason : undefined,
            evalCount: part.done ? part.eval_count : undefined,
            evalDurationNs: part.done ? part.eval_duration : undefined,
          };
        }
      } catch (err) {
        throw timedOut ? new ModelError("языковая модель (Ollama) не ответила вовремя", "timeout") : describe(err);
      } finally {
        clearTimeout(timer);
        req.signal?.removeEventListener("abort", onAbort);
        // A reader that stopped early (the router saw text, the person left) must not leave Ollama generating on the slot.
        cut.abort();
        stream?.abort();
      }
    },
  };
}

/**
 * Embedder over `ollama.embed`, batched; the query side gets Qwen3-Embedding's instruction. It asks for
 * `dims` with `dimensions` (Ollama truncates and renormalises), and refuses vectors of another size in
 * words instead of letting the index fail on them.
 */
export function createOllamaEmbedder(opts: OllamaOptions & { dims?: number; batch?: number; timeoutMs?: number }): Embedder {
  const client = new Ollama({ host: opts.host, fetch: withTimeout(opts.fetch ?? fetch, opts.timeoutMs ?? 30_000) });
  const batch = opts.batch ?? 32;
  const dims = opts.dims ?? 1024;
  return {
    // Vectors cut to another size never share an index with the full ones (the id names the index).
    id: `ollama:${opts.model}${dims !== 1024 ? `@${dims}` : ""}`,
    dims,
    async embed(texts: string[], as: EmbedRole) {
      const input = as === "query" ? texts.map((t) => QUERY_INSTRUCTION + t) : texts;
      const out: Float32Array[] = [];
      for (let i = 0; i < input.length; i += batch) {
        let res;
        try {
          res = await client.embed({ model: opts.model, input: input.slice(i, i + batch), dimensions: dims, ...(opts.keepAlive !== undefined ? { keep_alive: opts.keepAlive } : {}) });
        } catch (err) {
          throw describe(err);
        }
        for (const e of res.embeddings) {
          if (e.length !== dims) throw new ModelError(embedSizeMessage(opts.model, e.length, dims), "model");
          out.push(normalise(Float32Array.from(e)));
        }
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

/** Why an embedding model cannot serve this index, in words an administrator can act on. */
export function embedSizeMessage(model: string, got: number, want: number): string {
  return `embedding model ${model} returns ${got}-dimensional vectors, the index needs ${want}: `
    + (got < want ? `set EMBED_DIMS=${got} (the index is rebuilt) or use a model with at least ${want} dimensions` : "the server ignored `dimensions`; update Ollama");
}
