import type { Face } from "../faces.ts";
import type { EvalSettings } from "../evaluation/run.ts";
import { createHashEmbedder } from "../models/embedded/embedder.ts";
import { tuningFor } from "../retrieval/floors.ts";

/** What a reviewer may change for one run; anything left out takes the running face's setting. */
export interface EvalOverrides {
  floor?: number;
  headingTrick?: boolean;
  chunkChars?: number;
  vectorWeight?: number;
}

/** The settings of a run, built from the running face as `bun run eval` builds them. */
export function evalSettings(face: Face, o: EvalOverrides, headingTrickDefault = true): EvalSettings {
  const ollama = face.kind === "ollama";
  const embedder = ollama ? face.embedder : createHashEmbedder();
  const tuning = tuningFor(embedder);
  return {
    face: ollama ? "ollama" : "embedded",
    embedder,
    chat: ollama ? face.chat : null,
    floor: o.floor ?? tuning.floor,
    confident: tuning.confident,
    hybrid: o.vectorWeight != null ? { vectorWeight: o.vectorWeight, pool: 50 } : tuning.hybrid,
    headingTrick: o.headingTrick ?? headingTrickDefault,
    maxChars: o.chunkChars ?? 700,
  };
}

/** The settings as stored with a run before its report exists (the report repeats them). */
export const settingsRecord = (s: EvalSettings) => ({
  face: s.face, embedder: s.embedder.id, chatModel: s.chat?.id ?? null, floor: s.floor, confident: s.confident,
  vectorWeight: s.hybrid.vectorWeight, headingTrick: s.headingTrick, chunkChars: s.maxChars,
});

/** A short label of the settings that matter to a reviewer: embedder, floor, heading trick, chunk size. */
export function settingsLabel(s: Record<string, unknown>): string {
  const emb = String(s.embedder ?? "?").replace(/^ollama:/, "");
  return `${emb} · порог ${s.floor} · заголовок ${s.headingTrick ? "вкл" : "выкл"} · ${s.chunkChars} симв.`;
}
