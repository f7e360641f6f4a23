import type { Decision } from "../routing/types.ts";
import type { DraftStore } from "../tools/drafts.ts";
import type { ChatStore } from "./chats.ts";
import { CANCEL_DRAFT } from "../text/speech-acts.ts";
import { eachDraft, markDraftShown } from "./drafts-shown.ts";
import { letterEdit } from "./letter-edits.ts";
import { phrases, type Lang } from "./phrases.ts";

/** A turn settled without routing: nothing runs, the reasons say why. */
export const settled = (reasons: string[], extra: Partial<Decision> = {}): Decision => ({
  outcome: "text", tools: [], webSearch: false, webSearchSource: null, rule: null, modelCalls: [], modelRaw: null, guards: [], timings: {}, reasons, ...extra,
});

/**
 * A pending draft on screen settled by a message, before any routing: «не отправляй», «отмени этот черновик» cancel it
 * as its button would; «добавь, что…», «подпись: …», «сделай тон повежливее» change a letter or post as the person
 * would in its text box (letter-edits.ts). Null when the chat has no pending draft or the message asks neither.
 */
export function draftInWords(deps: { drafts: DraftStore; chats: ChatStore }, chatId: string, message: string, lang: Lang = "ru", inSkill = false): Decision | null {
  const pending = deps.drafts.listPending(chatId).at(-1);
  if (!pending) return null;
  if (CANCEL_DRAFT.test(message.trim())) {
    deps.drafts.cancel(pending.id, lang);
    markDraftShown(deps.chats, chatId, pending.id, "cancelled", phrases(lang).draftCancelled);
    return settled([`self-answer: the pending draft ${pending.id} cancelled in words`], { cancelledDraft: pending.id });
  }
  // A skill writing the letter reads its own edits with the rest of what was said («Добавь, что…. Тон…, подпись…. Покажи
  // черновик.»); one edit of one sentence is this module's.
  if (inSkill || (pending.kind !== "reply" && pending.kind !== "post") || /[.!?]\s+\S/u.test(message.trim())) return null;
  const edit = letterEdit(message, pending.body, lang);
  if (!edit) return null;
  deps.drafts.revise(pending.id, edit.body, lang);
  // Every message showing the card shows the new text on a reload, as an edit typed into the card would.
  for (const m of deps.chats.messages(chatId)) {
    if (m.role === "assistant" && eachDraft(m.meta, pending.id, (o) => { o.body = edit.body; })) deps.chats.update(m.id, m.content, m.meta, m.status);
  }
  return settled([`self-answer: the pending draft ${pending.id} changed in words (${edit.done})`], { revisedDraft: { id: pending.id, done: edit.done } });
}
