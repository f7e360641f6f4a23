import type { Config } from "./config.ts";
import type { ChatModel, Embedder } from "./models/types.ts";
import { createHashEmbedder } from "./models/embedded/embedder.ts";
import { createOllamaChat, createOllamaEmbedder, ollamaModels, pullHint, ModelError } from "./models/ollama.ts";
import { createResilientChat, type ResilientChat } from "./models/resilient.ts";
import { createPool, type Pool } from "./models/pool.ts";
import { createPooledChat } from "./models/pooled-chat.ts";
import { createLoadTracker, startWarmer } from "./models/ollama-load.ts";
import { chooseOpenAIFace } from "./models/openai-face.ts";
import { createFailoverEmbedder } from "./models/failover-embedder.ts";

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
  /** The exact `ollama pull …` commands that would fix a missing model, for /health, the start line and the admin page. */
  pull?: string[];
  /** The hosts turns go to, with their queues (the admin page, the benchmark). */
  pool?: Pool;
  /** Stops the warmer (tests, shutdown). */
  stop?: () => void;
  /** Resolves once the models were preloaded at start (failures are logged, not thrown). */
  warmed?: Promise<void>;
}

/** Options for chooseFace beyond the config. */
export interface FaceOptions {
  /** How often, at most, an embedded face started without Ollama looks for it again (ms). */
  recheckMs?: number;
  /** How long the chat side fails fast after Ollama was found unreachable (ms). */
  retryAfterMs?: number;
  /** Preload both models at start and before keep_alive lapses (default true). */
  warm?: boolean;
  log?: (line: string) => void;
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
  if (config.openaiBaseUrl) {
    const embedder = config.ollamaHost ? createOllamaEmbedder({ host: config.ollamaHost, model: config.embedModel, dims: config.embedDims, keepAlive: config.ollamaKeepAlive, fetch: fetchImpl }) : undefined;
    return chooseOpenAIFace(config, (why) => embedded(why), { fetch: fetchImpl, embedder, fo });
  }
  if (!config.ollamaHost) return embedded(null);
  const hosts = config.ollamaHosts.length ? config.ollamaHosts : [config.ollamaHost];
  const host = hosts.join(", ");
  const keepAlive = config.ollamaKeepAlive ?? "30m";
  const pool = createPool(hosts, { slots: config.ollamaParallel, retryAfterMs: fo.retryAfterMs });
  const loads = createLoadTracker({ keepAlive, fetch: fetchImpl });
  const chat = createResilientChat(createPooledChat({
    pool, model: config.chatModel, loads,
    at: (url) => createOllamaChat({ host: url, model: config.chatModel, keepAlive, fetch: fetchImpl }),
  }), { retryAfterMs: fo.retryAfterMs });
  const has = (models: string[], m: string) => models.some((n) => n === m || n === `${m}:latest`);
  const lists = await Promise.all(hosts.map((h) => ollamaModels(h, fetchImpl)));
  const reachable = lists.filter((l): l is string[] => l !== null);
  const missing = [config.chatModel, config.embedModel].filter((m) => reachable.some((l) => !has(l, m)));
  const pull = missing.map(pullHint);
  // Every host serves the same embedding model, so the same vectors: the first that answered is used, the others stand by.
  const first = Math.max(0, lists.findIndex((l) => l !== null));
  const embedder = createFailoverEmbedder([...hosts.slice(first), ...hosts.slice(0, first)].map((host) =>
    createOllamaEmbedder({ host, model: config.embedModel, dims: config.embedDims ?? 1024, keepAlive, fetch: fetchImpl })));
  // A model that cannot give vectors of the index's size is refused now, in words, not by every document failing later.
  const sizeProblem = !reachable.length || missing.length ? null : await embedder.embed(["проверка размера"], "passage").then(() => null, (err) => (err instanceof ModelError && /dimensional/.test(err.message) ? err.message : null));
  if (!reachable.length || missing.length || sizeProblem) {
    const why = !reachable.length ? `Ollama at ${host} is not reachable`
      : missing.length ? `Ollama at ${host} lacks ${missing.join(", ")} — run: ${pull.join("; ")}`
      : `${sizeProblem}`;
    const late = lateChat(embedded(`${why}; answers are degraded`), chat, async () => {
      const now = await ollamaModels(hosts[0], fetchImpl);
      return now !== null && has(now, config.chatModel);
    }, fo.recheckMs ?? 15_000);
    // The pull hint lasts while the start's degraded note does (the model may be pulled meanwhile).
    return Object.defineProperty(late, "pull", { get: () => (late.degraded?.includes("ollama pull") ? pull : []), enumerable: true });
  }
  const warmer = fo.warm === false ? { stop: () => {}, warmed: Promise.resolve() } : startWarmer({ hosts, chatModel: config.chatModel, embedModel: config.embedModel, keepAlive, loads, log: fo.log });
  const down = () => {
    const gone = chat.missing();
    if (gone) return `Ollama at ${host} has no model ${gone} — run: ${pullHint(gone)}; answers are degraded`;
    return chat.state().up === false ? `Ollama at ${host} has not answered since ${clock(chat.state().since)} (${chat.state().lastError}); answers are extracts from the documents until it is back` : null;
  };
  return {
    kind: "ollama",
    embedder,
    chat,
    pool,
    stop: warmer.stop,
    warmed: warmer.warmed,
    get pull() { const gone = chat.missing(); return gone ? [pullHint(gone)] : []; },
    get describe() { return `Ollama at ${host}: ${config.chatModel} answers, ${config.embedModel} embeds (keep_alive ${keepAlive})${down() ? ` — ${down()}` : ""}`; },
    get degraded() { return down(); },
    recheck: async () => {
      const ok = (await Promise.all(hosts.map((h) => ollamaModels(h, fetchImpl)))).some((l) => l !== null);
      if (ok) { chat.markUp(); pool.hosts.forEach((h) => pool.markUp(h)); }
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
export function lateChat(base: Face, chat: ResilientChat, probe: () => Promise<boolean>, recheckMs: number): Face {
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
