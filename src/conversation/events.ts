import type { Decision, ClarifyOption } from "../routing/types.ts";
import type { ToolResult } from "../tools/types.ts";
import type { Citation } from "../answering/citations.ts";
import type { ModelWait } from "../models/turn-context.ts";

/** Figures shown quietly under a model answer. */
export interface AnswerStats {
  face: "ollama" | "embedded";
  tokensPerSecond: number | null;
  /** From the person's send to the first word they saw (routing, queue and load included). */
  ttftMs: number | null;
  totalMs: number;
  /** The router's share of that wait, shown apart. */
  routerMs?: number | null;
}

/**
 * What one turn streams to the browser, in order. The web layer renders each event as a partial;
 * the same events, folded, are what is stored in the assistant message's `meta`.
 */
export type TurnEvent =
  | { type: "user"; messageId: number; text: string }
  | { type: "decision"; decisionId: number; decision: Decision }
  /** A tool starts: show «Ищу в документах…» until its result arrives. */
  | { type: "chip"; tool: string; label: string }
  | { type: "result"; tool: string; result: ToolResult }
  | { type: "token"; text: string }
  | { type: "citations"; citations: Citation[] }
  /** The chat's skill changed: show or hide the badge. null = left the skill. */
  | { type: "skill"; skill: { id: string; name: string } | null }
  | { type: "clarify"; question: string; options: ClarifyOption[] }
  | { type: "mode"; mode: string; message: string }
  /** A draft shown earlier was decided in words («не отправляй»): its card is drawn again, decided. */
  | { type: "draft"; result: ToolResult }
  /** «покажи черновик»: the draft's card leaves its place above and is drawn under this answer. */
  | { type: "draftMoved"; result: ToolResult }
  | { type: "error"; message: string }
  /** The model is loading or other turns are ahead on its one slot: say so until it starts. */
  | { type: "wait"; wait: ModelWait }
  | { type: "done"; messageId: number; status: "done" | "partial"; stats: AnswerStats | null };
