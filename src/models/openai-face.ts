import type { Config } from "../config.ts";
import { lateChat, type Face, type FaceOptions } from "../faces.ts";
import type { Embedder } from "./types.ts";
import { createOpenAIChat, createOpenAIEmbedder, openaiModels } from "./openai.ts";
import { createPool } from "./pool.ts";
import { createPooledChat } from "./pooled-chat.ts";
import { createResilientChat } from "./resilient.ts";

/** How many requests the app sends an OpenAI-compatible endpoint at once: it batches them itself. */
export const OPENAI_SLOTS = 64;

/**
 * The face over an OpenAI-compatible endpoint (OPENAI_BASE_URL): the chat model answers and routes
 * through the same pooled chat as Ollama (queue, cancel, timeouts counted from the start), without
 * loads — such a server holds its model from start. Embeddings come from `embedder` (Ollama's, when
 * OLLAMA_HOST is set too) or the endpoint's /v1/embeddings.
 */
export async function chooseOpenAIFace(config: Config, embedded: (why: string) => Face, o: { fetch?: typeof fetch; embedder?: Embedder; fo: FaceOptions }): Promise<Face> {
  const base = config.openaiBaseUrl!;
  const api = { baseUrl: base, apiKey: config.openaiApiKey, fetch: o.fetch };
  const pool = createPool([base], { slots: OPENAI_SLOTS, retryAfterMs: o.fo.retryAfterMs });
  const chat = createResilientChat(createPooledChat({ pool, model: config.chatModel, at: (url) => createOpenAIChat({ ...api, baseUrl: url, model: config.chatModel }) }), { retryAfterMs: o.fo.retryAfterMs });
  const models = await openaiModels(api);
  const embedder = o.embedder ?? createOpenAIEmbedder({ ...api, model: config.embedModel, dims: config.embedDims });
  if (models === null || !models.includes(config.chatModel)) {
    const why = models === null ? `the model server at ${base} is not reachable` : `the model server at ${base} serves ${models.join(", ") || "no model"}, not CHAT_MODEL=${config.chatModel}`;
    // As with Ollama: answers come back by themselves once the endpoint serves the model; retrieval stays built-in until a restart.
    return lateChat(embedded(`${why}; answers are degraded`), chat, async () => (await openaiModels(api))?.includes(config.chatModel) ?? false, o.fo.recheckMs ?? 15_000);
  }
  const down = () => (chat.state().up === false ? `the model server at ${base} is not answering (${chat.state().lastError})` : null);
  return {
    kind: "ollama",
    embedder,
    chat,
    pool,
    get describe() { return `OpenAI-compatible endpoint at ${base}: ${config.chatModel} answers, ${embedder.id} embeds${down() ? ` — ${down()}` : ""}`; },
    get degraded() { return down(); },
    recheck: async () => {
      const ok = (await openaiModels(api)) !== null;
      if (ok) { chat.markUp(); pool.markUp(pool.hosts[0]); }
      return ok;
    },
  };
}
