import type { ToolCall, ToolSpec } from "../models/types.ts";
import type { Candidate } from "./router-model.ts";
import type { ClarifyOption } from "./types.ts";
import { toolLabel } from "../tools/phrases.ts";

/** Tool candidates closer than this to the best are «bunched»: asking beats guessing. */
export const CLARIFY_MARGIN = 0.06;
/** Candidates resting on exactly the same words are bunched within this wider gap. */
export const SAME_EVIDENCE_MARGIN = 0.35;
const MAX_OPTIONS = 3;

/**
 * The clarify gate: when the router's pick is one of two or three near-equal tool candidates, ask one
 * question with those options instead of running the pick. Null when the pick stands clear.
 */
export function clarifyFor(
  calls: ToolCall[], candidates: Candidate[] | undefined, tools: ToolSpec[], margin = CLARIFY_MARGIN,
): { question: string; options: ClarifyOption[] } | null {
  if (calls.length !== 1 || !candidates || candidates.length < 2) return null;
  const [top] = candidates;
  if (calls[0].name !== top.name) return null;
  const same = (c: Candidate) => !!top.evidence && c.evidence === top.evidence && top.score - c.score < SAME_EVIDENCE_MARGIN;
  const close = candidates.filter((c) => top.score - c.score < margin || same(c)).slice(0, MAX_OPTIONS);
  if (close.length < 2) return null;
  // A button's name, short and for the person; the description is the router's and too long for a button.
  const label = (name: string) => toolLabel(name) ?? tools.find((t) => t.name === name)?.description ?? name;
  return {
    question: "Уточните, пожалуйста, что именно нужно:",
    options: close.map((c) => ({ label: label(c.name), value: c.name, kind: "tool" as const })),
  };
}
