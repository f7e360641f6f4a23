import type { Citation } from "../../src/answering/citations.ts";
import type { AnswerStats } from "../../src/conversation/events.ts";
import type { ClarifyOption } from "../../src/routing/types.ts";
import type { ToolResult } from "../../src/tools/types.ts";

/** One tool's visible trace in a stored answer: its chip and, once it ran, its result card. */
export interface ToolTrace {
  tool: string;
  label: string;
  result?: ToolResult;
}

/**
 * What a stored assistant message's `meta` holds for the interface: the TurnEvents of the turn, folded.
 * A reload draws exactly this, so the streamed view and the reloaded view are the same components.
 */
export interface AnswerMeta {
  citations: Citation[];
  stats: AnswerStats | null;
  tools: ToolTrace[];
  clarify: { question: string; options: ClarifyOption[]; chosen?: string } | null;
  mode: { mode: string; message: string } | null;
  error: string | null;
  /** A quiet line under the answer (web search asked for but not configured). */
  webNote: string | null;
}

const arr = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** Reads a stored meta defensively: older rows and other writers may lack fields or name them differently. */
export function readMeta(meta: Record<string, unknown> | null | undefined): AnswerMeta {
  const m = meta ?? {};
  const tools = arr<ToolTrace>(m.tools);
  // Also accept separate `chips` and `results`/`cards` lists, matched by tool id in order.
  if (tools.length === 0) {
    const chips = arr<{ tool: string; label: string }>(m.chips);
    const results = arr<{ tool: string; result: ToolResult }>(m.results ?? m.cards);
    for (const c of chips) tools.push({ tool: c.tool, label: c.label });
    for (const r of results) {
      const slot = tools.find((x) => x.tool === r.tool && !x.result);
      if (slot) slot.result = r.result;
      else tools.push({ tool: r.tool, label: r.tool, result: r.result });
    }
  }
  return {
    citations: arr<Citation>(m.citations),
    stats: (m.stats as AnswerStats | undefined) ?? null,
    tools,
    clarify: (m.clarify as AnswerMeta["clarify"]) ?? null,
    mode: (m.mode as AnswerMeta["mode"]) ?? null,
    error: typeof m.error === "string" ? m.error : null,
    webNote: typeof m.webNote === "string" ? m.webNote : null,
  };
}
