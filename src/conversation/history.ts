import type { ToolCall } from "../models/types.ts";
import type { RouteMessage } from "../routing/types.ts";
import type { StoredMessage } from "./chats.ts";

/** A tool call as stored in an answer's meta: what ran and whether it succeeded. */
export interface StoredCall extends ToolCall {
  ok: boolean;
}

/** The router's view of a chat's stored messages: text plus the tool calls each answer made. */
export function routeHistory(messages: StoredMessage[]): { history: RouteMessage[]; succeededCalls: ToolCall[] } {
  const history: RouteMessage[] = messages.map((m, i) => {
    const calls = (m.meta.calls as StoredCall[] | undefined) ?? [];
    // A plain answer from the documents (cited, partial or their refusal) is a documents search: the router
    // reads it so, and «а в какой срок?» after it continues that search, not a skill or another tool.
    const cited = m.role === "assistant" && calls.length === 0 && (m.meta.documents === true || (Array.isArray(m.meta.citations) && m.meta.citations.length > 0));
    const asked = cited ? messages.slice(0, i).reverse().find((p) => p.role === "user")?.content ?? "" : "";
    const toolCalls = calls.length ? calls.map(({ name, arguments: a }) => ({ name, arguments: a })) : cited ? [{ name: "search_documents", arguments: { query: asked } }] : [];
    return { role: m.role, content: m.content, ...(toolCalls.length ? { toolCalls } : {}) };
  });
  const succeededCalls = messages.flatMap((m) => ((m.meta.calls as StoredCall[] | undefined) ?? []).filter((c) => c.ok).map(({ name, arguments: a }) => ({ name, arguments: a })));
  return { history, succeededCalls };
}
