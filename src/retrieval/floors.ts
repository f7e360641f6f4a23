import type { Embedder } from "../models/types.ts";
import type { Hybrid } from "./knowledge-base.ts";

/** Retrieval settings that belong to an embedder: the floor under which fragments are dropped, and the mix. */
export interface RetrievalTuning {
  floor: number;
  /**
   * Above this top score the match is trusted outright. Below it, a question naming something the
   * documents never mention in any form («абонемент», «парковка») is refused rather than answered
   * from a fragment that merely shares the common words.
   */
  confident: number;
  hybrid: Hybrid;
}

/** The seed's design for qwen3-embedding: pure cosine, top-6, floor 0.35. */
export const OLLAMA_TUNING: RetrievalTuning = { floor: 0.35, confident: 0.35, hybrid: { vectorWeight: 1, pool: 0 } };

/**
 * The weight-free embedder sees shared vocabulary only and has no notion of how rare a word is,
 * so lexical BM25 (which does) is mixed in and the floor sits on the mixed score. Calibrated on the
 * dev pilot set: see README «Retrieval in the embedded face».
 */
export const EMBEDDED_TUNING: RetrievalTuning = { floor: 0.15, confident: 0.45, hybrid: { vectorWeight: 0.3, pool: 50 } };

/** The tuning that belongs to an embedder. */
export function tuningFor(embedder: Embedder): RetrievalTuning {
  return /^(ollama|openai):/.test(embedder.id) ? OLLAMA_TUNING : EMBEDDED_TUNING;
}
