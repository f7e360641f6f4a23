import type { ToolCall } from "../models/types.ts";
import type { RouteMessage } from "../routing/types.ts";
import type { StoredMessage } from "./chats.ts";

/** A tool call as stored in an answer's meta: what ran and whether it succeeded. */
export interface StoredCall extends ToolCall {
  ok: boolean;
}

/** The router's view of a chat's stored messages: text plus the tool calls each answer made. */
export function routeHistory(messages: StoredMessage[]): { history: RouteMessage[]; succeededCalls: ToolCall[] } {
  const history: RouteMessage[] = messages.map((m) => {
    const calls = (m.meta.calls as StoredCall[] | undefined) ?? [];
    return { role: m.role, content: m.content, ...(calls.length ? { toolCalls: calls.map(({ name, arguments: a }) => ({ name, arguments: a })) } : {}) };
  });
  const succeededCalls = messages.flatMap((m) => ((m.meta.calls as StoredCall[] | undefined) ?? []).filter((c) => c.ok).map(({ name, arguments: a }) => ({ name, arguments: a })));
  return { history, succeededCalls };
}
