import type { ToolCall } from "../models/types.ts";
import type { Outcome, RouteInput, RouteMessage, RouterState } from "./types.ts";
import { parseJsonl, PilotSetError } from "../evaluation/jsonl.ts";

/** What a routing case expects; only the fields given are checked (FORMAT.md). */
export interface RoutingExpect {
  outcome?: Outcome;
  skill?: string;
  tools?: string[];
  webSearch?: boolean;
  guard?: string;
  rule?: string;
}

/** One line of routing.jsonl, with the history's tool calls turned into RouteInput's shape. */
export interface RoutingCase {
  id: string;
  input: RouteInput;
  expect: RoutingExpect;
  note?: string;
}

type RawCall = { tool?: string; name?: string; args?: Record<string, unknown>; arguments?: Record<string, unknown>; ok?: boolean };
type RawMessage = { role: RouteMessage["role"]; content: string; toolCalls?: RawCall[] };

const DEFAULT_STATE: RouterState = { skill: null, draftShown: false, uiHint: null, mode: null, attachments: [], webSearchToggle: false };

const toCall = (c: RawCall): ToolCall => ({ name: String(c.tool ?? c.name ?? ""), arguments: c.args ?? c.arguments ?? {} });

/** One routing.jsonl object as a case; `n` is its position, for messages. Unknown fields are ignored. */
export function routingCase(value: unknown, n: number): RoutingCase {
  const raw = value as { id?: string; state?: Partial<RouterState>; history?: RawMessage[]; message?: string; expect?: RoutingExpect; note?: string };
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw new PilotSetError("routing.jsonl", n, `case ${n} is not a JSON object`, `случай ${n} — не объект JSON`);
  if (raw.history !== undefined && !Array.isArray(raw.history)) throw new PilotSetError("routing.jsonl", n, `case ${n}: history must be a list of messages`, `случай ${n}: history должен быть списком сообщений`);
  const history: RouteMessage[] = (raw.history ?? []).map((m) => ({
    role: m.role, content: m.content, ...(m.toolCalls?.length ? { toolCalls: m.toolCalls.map(toCall) } : {}),
  }));
  const succeededCalls = (raw.history ?? []).flatMap((m) => (m.toolCalls ?? []).filter((c) => c.ok !== false).map(toCall));
  return {
    id: raw.id ?? `case${n}`,
    input: { state: { ...DEFAULT_STATE, ...raw.state }, history, message: raw.message ?? "", succeededCalls },
    expect: raw.expect ?? {},
    note: raw.note,
  };
}

/** Parses routing.jsonl text: one JSON object a line; blank lines and `//` lines are ignored; unknown fields too. */
export function parseRoutingSet(text: string): RoutingCase[] {
  return parseJsonl(text, "routing.jsonl").map((raw, i) => routingCase(raw, i + 1));
}

/** Reads and parses a routing.jsonl file. */
export async function readRoutingSet(path: string): Promise<RoutingCase[]> {
  return parseRoutingSet(await Bun.file(path).text());
}
