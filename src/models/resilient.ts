import type { ChatChunk, ChatModel, ChatRequest } from "./types.ts";
import { ModelError } from "./ollama.ts";

/** What the last attempts told about the chat model's server. */
export interface Availability {
  /** null until the first attempt. */
  up: boolean | null;
  /** When `up` last changed (ms since epoch). */
  since: number;
  /** The last failure, in plain words. */
  lastError: string | null;
}

export interface ResilientOptions {
  /** After the server was found unreachable, fail fast for this long before trying again. */
  retryAfterMs?: number;
  now?: () => number;
}

/** A chat model that remembers whether its server answers: `state()` for the interface, `markUp` for probes. */
export interface ResilientChat extends ChatModel {
  state(): Availability;
  markUp(): void;
  /** The model the server last said it does not have (cleared once it answers). */
  missing(): string | null;
}

/**
 * Wraps a chat model in a small circuit breaker. Every request goes to the server again — nothing is
 * fixed at start, so answers resume by themselves when Ollama comes back — except that for
 * `retryAfterMs` after an «unreachable» failure requests fail at once with the same plain-words error
 * instead of waiting on a dead socket. Timeouts and model errors do not trip it: the server is there.
 */
export function createResilientChat(inner: ChatModel, o: ResilientOptions = {}): ResilientChat {
  const retryAfterMs = o.retryAfterMs ?? 10_000;
  const now = o.now ?? Date.now;
  const state: Availability = { up: null, since: now(), lastError: null };
  let failedAt = 0;
  let missing: string | null = null;
  const set = (up: boolean, err: string | null) => {
    if (state.up !== up) { state.up = up; state.since = now(); }
    state.lastError = err;
  };
  return {
    id: inner.id,
    signalsStart: inner.signalsStart,
    state: () => ({ ...state }),
    markUp: () => set(true, null),
    missing: () => missing,
    async *chat(req: ChatRequest): AsyncIterable<ChatChunk> {
      if (state.up === false && state.lastError && now() - failedAt < retryAfterMs) throw new ModelError(state.lastError, "unreachable");
      try {
        for await (const chunk of inner.chat(req)) {
          if (state.up !== true) set(true, null);
          yield chunk;
        }
        set(true, null);
        missing = null;
      } catch (err) {
        if (err instanceof ModelError && err.kind === "unreachable") { set(false, err.message); failedAt = now(); }
        if (err instanceof ModelError && err.missing) missing = err.missing;
        throw err;
      }
    },
  };
}
