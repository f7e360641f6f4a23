import type { Config } from "./config.ts";
import type { ChatModel, Embedder } from "./models/types.ts";
import { createHashEmbedder } from "./models/embedded/embedder.ts";
import { createOllamaChat, createOllamaEmbedder, ollamaModels } from "./models/ollama.ts";
import { createResilientChat, type ResilientChat } from "./models/resilient.ts";

/** Which pair of models runs, and what the interface should say about it. */
export interface Face {
  kind: "ollama" | "embedded";
  embedder: Embedder;
  /** Generation model for answers and routing; null in the embedded face. */
  chat: ChatModel | null;
  /** One line for the startup log and the interface. */
  describe: string;
  /** Set when Ollama is configured but could not be used: answers are degraded. */
  degraded: string | null;
  /** Asks Ollama again now (tests, the admin page); resolves to whether its chat model answers. */
  recheck?: () => Promise<boolean>;
}

/** Options for chooseFace beyond the config. */
export interface FaceOptions {
  /** How often, at most, an embedded face started without Ollama looks for it again (ms). */
  recheckMs?: number;
  /** How long the chat side fails fast after Ollama was found unreachable (ms). */
  retryAfterMs?: number;
}

const clock = (ms: number) => new Date(ms).toTimeString().slice(0, 5);

/**
 * Picks the face at start: Ollama when OLLAMA_HOST answers and has both models, the embedded
 * default otherwise (saying why when Ollama was configured but unusable).
 */
export async function chooseFace(config: Config, fetchImpl?: typeof fetch, fo: FaceOptions = {}): Promise<Face> {
  const embedded = (degraded: string | null): Face => ({
    kind: "embedded", embedder: createHashEmbedder(), chat: null, degraded,
    describe: `embedded default (weight-free embedder and extractive answerer)${degraded ? ` — ${degraded}` : ""}`,
  });
  if (!config.ollamaHost) return embedded(null);
  const host = config.ollamaHost;
  const o = { host, fetch: fetchImpl };
  const chat = createResilientChat(createOllamaChat({ ...o, model: config.chatModel }), { retryAfterMs: fo.retryAfterMs });
  const has = (models: string[], m: string) => models.some((n) => n === m || n === `${m}:latest`);
  const models = await ollamaModels(host, fetchImpl);
  const missing = models ? [config.chatModel, config.embedModel].filter((m) => !has(models, m)) : [];
  if (models === null || missing.length) {
    const why = models === null ? `Ollama at ${host} is not reachable` : `Ollama at ${host} lacks ${missing.join(", ")}`;
    return lateChat(embedded(`${why}; answers are degraded`), chat, async () => {
      const now = await ollamaModels(host, fetchImpl);
      return now !== null && has(now, config.chatModel);
    }, fo.recheckMs ?? 15_000);
  }
  const down = () => (chat.state().up === false ? `Ollama at ${host} has not answered since ${clock(chat.state().since)} (${chat.state().lastError}); answers are extracts from the documents until it is back` : null);
  return {
    kind: "ollama",
    embedder: createOllamaEmbedder({ ...o, model: config.embedModel }),
    chat,
    get describe() { return `Ollama at ${host}: ${config.chatModel} answers, ${config.embedModel} embeds${down() ? ` — ${down()}` : ""}`; },
    get degraded() { return down(); },
    recheck: async () => {
      const ok = (await ollamaModels(host, fetchImpl)) !== null;
      if (ok) chat.markUp();
      return ok;
    },
  };
}

/**
 * An embedded face started without Ollama whose chat side comes back by itself. The index stays on
 * the weight-free embedder (vectors of two models never share an index; a restart switches it), and
 * so does the router chosen at start; only the answering model is looked for again, at most every
 * `recheckMs`, when someone asks. Once seen, Ollama answers (through the circuit breaker) from then on.
 */
function lateChat(base: Face, chat: ResilientChat, probe: () => Promise<boolean>, recheckMs: number): Face {
  let found = false;
  let lastProbe = Date.now();
  let probing: Promise<boolean> | null = null;
  const recheck = (): Promise<boolean> => (probing ??= probe().then((ok) => {
    if (ok) { found = true; chat.markUp(); }
    return ok;
  }).finally(() => { lastProbe = Date.now(); probing = null; }));
  const note = () => `${base.degraded!.replace(/; answers are degraded$/, "")} at start; it answers again, documents are still searched with the built-in embedder until a restart`;
  return {
    ...base,
    get chat() {
      if (!found && !probing && Date.now() - lastProbe >= recheckMs) void recheck();
      return found ? chat : null;
    },
    get degraded() { return !found ? base.degraded : chat.state().up === false ? `Ollama has not answered since ${clock(chat.state().since)} (${chat.state().lastError})` : null; },
    get describe() { return found ? `embedded retrieval with Ollama answers — ${note()}` : base.describe; },
    recheck,
  };
}
