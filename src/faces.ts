import type { Config } from "./config.ts";
import type { ChatModel, Embedder } from "./models/types.ts";
import { createHashEmbedder } from "./models/embedded/embedder.ts";
import { createOllamaChat, createOllamaEmbedder, ollamaModels } from "./models/ollama.ts";

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
}

/**
 * Picks the face at start: Ollama when OLLAMA_HOST answers and has both models, the embedded
 * default otherwise (saying why when Ollama was configured but unusable).
 */
export async function chooseFace(config: Config, fetchImpl?: typeof fetch): Promise<Face> {
  const embedded = (degraded: string | null): Face => ({
    kind: "embedded", embedder: createHashEmbedder(), chat: null, degraded,
    describe: `embedded default (weight-free embedder and extractive answerer)${degraded ? ` — ${degraded}` : ""}`,
  });
  if (!config.ollamaHost) return embedded(null);
  const models = await ollamaModels(config.ollamaHost, fetchImpl);
  if (models === null) return embedded(`Ollama at ${config.ollamaHost} is not reachable; answers are degraded`);
  const has = (m: string) => models.some((n) => n === m || n === `${m}:latest`);
  const missing = [config.chatModel, config.embedModel].filter((m) => !has(m));
  if (missing.length) return embedded(`Ollama at ${config.ollamaHost} lacks ${missing.join(", ")}; answers are degraded`);
  const o = { host: config.ollamaHost, fetch: fetchImpl };
  return {
    kind: "ollama",
    embedder: createOllamaEmbedder({ ...o, model: config.embedModel }),
    chat: createOllamaChat({ ...o, model: config.chatModel }),
    describe: `Ollama at ${config.ollamaHost}: ${config.chatModel} answers, ${config.embedModel} embeds`,
    degraded: null,
  };
}
