import type { ChatMessage, ToolCall } from "../models/types.ts";

/** The chat as the router sees it before a message (FORMAT.md, routing.jsonl `state`). */
export interface RouterState {
  skill: string | null;
  draftShown: boolean;
  /** null, "mail", "document:<file name>", "tab:<name>" */
  uiHint: string | null;
  mode: "image" | "video" | "music" | "voice" | null;
  attachments: { kind: string; hasFace?: boolean }[];
  webSearchToggle: boolean;
}

export type Outcome = "text" | "skill" | "tool" | "clarify" | "mode";

/** One routing input: state, recent history (oldest first) and the new message. */
export interface RouteInput {
  state: RouterState;
  history: ChatMessage[];
  message: string;
  /** Tool calls that already succeeded in this chat, for the repeat_call guard. */
  succeededCalls?: ToolCall[];
}

export interface GuardTrip {
  guard: string;
  tool: string;
  reason: string;
}

export interface ClarifyOption {
  label: string;
  /** What pressing the option resolves to: a skill id or a tool id. */
  value: string;
  kind: "skill" | "tool";
}

/** The routing decision and every reason for it; recorded as one row per message. */
export interface Decision {
  outcome: Outcome;
  /** For outcome "skill": the skill to enter or stay in, or "none" to leave. */
  skill?: string;
  /** For outcome "tool": calls in execution order (after guards). */
  tools: ToolCall[];
  webSearch: boolean;
  /** "pattern:<name>", "question_rule", "model", "toggle" — what turned web search on, if anything. */
  webSearchSource: string | null;
  /** The pre-model rule that decided, if any. */
  rule: string | null;
  /** Raw tool calls the router model returned, before guards. */
  modelCalls: ToolCall[];
  /** Raw router output for the record (text or JSON). */
  modelRaw: string | null;
  guards: GuardTrip[];
  clarify?: { question: string; options: ClarifyOption[] };
  /** Human-readable reasons in pipeline order. */
  reasons: string[];
  timings: Record<string, number>;
}
