import type { ChatStore } from "./chats.ts";

/** Calls `fn` on every stored draft result with this id inside a message's meta; true when there was one. */
export function eachDraft(meta: unknown, draftId: string, fn: (draft: Record<string, unknown>) => void): boolean {
  let hit = false;
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      const o = v as Record<string, unknown>;
      if (o.kind === "draft" && o.draftId === draftId) { fn(o); hit = true; }
      else Object.values(o).forEach(walk);
    }
  };
  walk(meta);
  return hit;
}

/** The stored draft result shown in a chat's messages (for drawing its card again), or null. */
export function findDraftShown(chats: ChatStore, chatId: string, draftId: string): Record<string, unknown> | null {
  let found: Record<string, unknown> | null = null;
  for (const m of chats.messages(chatId)) if (!found) eachDraft(m.meta, draftId, (o) => { found ??= o; });
  return found;
}

/** Records a draft's decision in every stored message of a chat that shows it, so a reload shows it decided. */
export function markDraftShown(chats: ChatStore, chatId: string, draftId: string, status: "confirmed" | "cancelled", effect?: string, body?: string, to?: string): void {
  for (const m of chats.messages(chatId)) {
    if (m.role !== "assistant") continue;
    // A letter sent to the address the person typed shows that address, no longer «address not found».
    const hit = eachDraft(m.meta, draftId, (o) => { o.status = status; if (effect) o.effect = effect; if (body) o.body = body; if (to) { o.to = to; o.toKnown = true; } });
    if (hit) chats.update(m.id, m.content, m.meta, m.status);
  }
}

/**
 * «покажи черновик»: the card of a draft taken out of the messages that show it, to be drawn under the new answer (a reload
 * then shows it there, where the person asked for it). Null when no message shows it.
 */
export function takeDraftShown(chats: ChatStore, chatId: string, draftId: string): { tool: string; result: Record<string, unknown> } | null {
  let taken: { tool: string; result: Record<string, unknown> } | null = null;
  for (const m of chats.messages(chatId)) {
    const tools = (m.meta as { tools?: { tool: string; result: Record<string, unknown> }[] }).tools;
    const i = tools?.findIndex((c) => c.result?.kind === "draft" && c.result.draftId === draftId) ?? -1;
    if (!tools || i < 0) continue;
    taken ??= tools[i];
    tools.splice(i, 1);
    chats.update(m.id, m.content, m.meta, m.status);
  }
  return taken;
}
