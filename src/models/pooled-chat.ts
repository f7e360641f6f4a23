import type { ChatChunk, ChatModel, ChatRequest } from "./types.ts";
import { ModelError } from "./ollama.ts";
import { CancelledError, type Pool } from "./pool.ts";
import type { LoadTracker } from "./ollama-load.ts";
import { currentTurn } from "./turn-context.ts";

export interface PooledChatOptions {
  pool: Pool;
  model: string;
  /** The chat model of one host. */
  at: (host: string) => ChatModel;
  /** Present for Ollama hosts: the model is loaded before the request is sent. */
  loads?: LoadTracker;
}

/**
 * A chat model over a pool of hosts: a request waits for a slot (its place reported to the turn), then
 * for the model's load, and only then starts — `onStart` fires and `timeoutMs` counts from there. The
 * person's cancel (the request's signal or the turn's) leaves the queue or aborts the generation, which
 * frees the slot. A host that cannot be reached before the first chunk is marked down and the next tried.
 */
export function createPooledChat(o: PooledChatOptions): ChatModel {
  const hosts = new Map<string, ChatModel>();
  const at = (url: string) => hosts.get(url) ?? hosts.set(url, o.at(url)).get(url)!;
  return {
    id: at(o.pool.hosts[0].url).id,
    signalsStart: true,
    async *chat(req: ChatRequest): AsyncIterable<ChatChunk> {
      const turn = currentTurn();
      const signals = [req.signal, turn?.signal].filter((s): s is AbortSignal => Boolean(s));
      const signal = signals.length ? AbortSignal.any(signals) : undefined;
      const tried = new Set<string>();
      for (;;) {
        const t0 = performance.now();
        let waited = false;
        const lease = await o.pool.acquire({
          signal, skip: tried, priority: turn?.startedAt,
          onPlace: (place) => { waited = true; turn?.onWait?.({ kind: "queue", place }); },
        }).catch((err) => { throw err instanceof CancelledError ? new ModelError("запрос отменён", "cancelled") : err; });
        let yielded = false;
        try {
          await o.loads?.ready(lease.host.url, o.model, { signal, onLoading: () => { waited = true; turn?.onWait?.({ kind: "loading", model: o.model }); } })
            .catch((err) => { throw signal?.aborted ? new ModelError("запрос отменён", "cancelled") : err; });
          if (turn) turn.waitedMs += performance.now() - t0;
          if (waited) turn?.onWait?.({ kind: "started" });
          req.onStart?.();
          for await (const chunk of at(lease.host.url).chat({ ...req, signal })) {
            yielded = true;
            yield chunk;
          }
          o.pool.markUp(lease.host);
          o.loads?.used(lease.host.url, o.model);
          return;
        } catch (err) {
          const unreachable = err instanceof ModelError && err.kind === "unreachable";
          if (unreachable) o.pool.markDown(lease.host, err.message);
          tried.add(lease.host.url);
          if (unreachable && !yielded && tried.size < o.pool.hosts.length && !signal?.aborted) continue;
          throw err;
        } finally {
          lease.release();
        }
      }
    },
  };
}
