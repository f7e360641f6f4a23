/** Whether a text is a search query or a stored passage; real embedders treat the two differently. */
export type EmbedRole = "query" | "passage";

/** Turns texts into unit-length vectors of a fixed size. */
export interface Embedder {
  /** Stable identifier of the model: vectors of different ids never share an index. */
  readonly id: string;
  readonly dims: number;
  embed(texts: string[], as: EmbedRole): Promise<Float32Array[]>;
}

export interface ChatMessage {
  role: "system" | "user" | "assistant" | "tool";
  content: string;
}

/** A function the model may call: JSON-schema parameters, as Ollama and OpenAI take them. */
export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface ToolCall {
  name: string;
  arguments: Record<string, unknown>;
}

export interface ChatRequest {
  messages: ChatMessage[];
  tools?: ToolSpec[];
  temperature?: number;
  maxTokens?: number;
  /** Counted from the moment the model has the request (after queue and load, for models that say so). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Called once the model has the request (its queue and load are behind it). */
  onStart?: () => void;
}

/** One streamed piece of a chat answer; the last one has done=true and the timing figures. */
export interface ChatChunk {
  text: string;
  toolCalls?: ToolCall[];
  done: boolean;
  evalCount?: number;
  evalDurationNs?: number;
  /** Ollama's done_reason (OpenAI's finish_reason): "stop", "length" (num_predict reached), "load", "unload". */
  doneReason?: string;
}

/** A chat model that streams its answer. */
export interface ChatModel {
  readonly id: string;
  /** True when the model waits in a queue or for a load before it starts and calls `onStart` then. */
  readonly signalsStart?: boolean;
  chat(req: ChatRequest): AsyncIterable<ChatChunk>;
}
