import type { Embedder } from "../models/types.ts";
import type { Hybrid } from "./knowledge-base.ts";

/** Retrieval settings that belong to an embedder: the floor under which fragments are dropped, and the mix. */
export interface RetrievalTuning {
  floor: number;
  /**
   * Formerly the top score above which a match was trusted outright. Answerability is now decided by
   * what the chosen sentences hold (src/answering/answerability.ts), not by a score that moves with the
   * corpus; the value stays in settings and reports so older runs compare.
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
