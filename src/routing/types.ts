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
  history: RouteMessage[];
  message: string;
  /** Tool calls that already succeeded in this chat, for the repeat_call guard. */
  succeededCalls?: ToolCall[];
  /** The active skill's name and description in both languages: what «хватит калорий» may name to leave it. */
  skillAbout?: string;
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
  /** For the answering model when guards cut every tool: what was not done and why, to say in words. */
  notice?: string;
  /** The router judged the message small talk: no skill or tool is to be looked for. */
  smallTalk?: boolean;
  /** The draft a message cancelled in words («не отправляй», «cancel this draft»): the turn says so and runs nothing. */
  cancelledDraft?: string;
  /**
   * The draft a message changed in words («добавь, что…», «подпись: …», «отправь это Марии», «заголовок: …») or asked
   * to be confirmed in words, which only the card's button does («byButton»): the turn shows it again and runs nothing.
   */
  revisedDraft?: { id: string; done: "added" | "replaced" | "signed" | "polite" | "formal" | "formalAlready" | "readdressed" | "readdressedUnknown" | "retitled" | "byButton" | "shown" };
  /** The skill this chat was in, which an admin switched off since: its name, said before the answer. */
  skillOff?: string;
  /** A skill the request asks for that an admin switched off: its name; the turn says so and runs nothing. */
  skillDisabled?: string;
  /** Tools the router chose on a verb alone, without the message naming their object. */
  verbOnly?: string[];
  /** A documents search put in for a making tool the router chose on a question: the message named neither. */
  standIn?: string;
  /** The verb and object cues each chosen tool was picked on (routers that score cues report these). */
  cues?: Record<string, { verbs: string[]; objects: string[]; supported?: boolean }>;
  /**
   * A skill the gate picked for a question the router left as a plain answer: the chat enters it only
   * when the documents do not answer the question (conversation/skill-reserve.ts).
   */
  reserve?: {
    skill: string;
    why: string;
    /** A quantity asked of the person's own figures (text/deliberative.ts asksToCount): only documents that answer it keep it. */
    counts?: boolean;
  };
  /** The request's words the skill the gate took names in its head (none when it was taken on retrieval alone). */
  gateNamed?: string[];
  /** Human-readable reasons in pipeline order. */
  reasons: string[];
  timings: Record<string, number>;
}

/** A history message as routing sees it: the chat message plus the tool calls it carried, if any. */
export interface RouteMessage extends ChatMessage {
  toolCalls?: ToolCall[];
}

/** A pre-model rule: decides the message outright or passes (null). */
export interface Rule {
  id: string;
  decide(input: RouteInput): Partial<Decision> | null;
}

/** A post-model guard: cuts a call of the tool it applies to, giving the reason, or lets it through (null). */
export interface Guard {
  id: string;
  appliesTo: string;
  check(call: ToolCall, message: string, input: RouteInput): string | null;
}

/** A skill as the router is told about it. */
export interface SkillInfo {
  id: string;
  description: string;
  autoSwitch: boolean;
}
