import type { Database } from "bun:sqlite";
import type { Decision } from "../routing/types.ts";
import type { DraftStore } from "../tools/drafts.ts";
import type { ChatStore } from "./chats.ts";
import { CANCEL_DRAFT } from "../text/speech-acts.ts";
import { asksToSeeDraft, callsOffInClauses, confirmsInWords, newTitle } from "../text/draft-words.ts";
import { eachDraft, markDraftShown } from "./drafts-shown.ts";
import { letterEdit, swapInText } from "./letter-edits.ts";
import { readdressInWords } from "./draft-recipient.ts";
import { phrases, type Lang } from "./phrases.ts";

/** A turn settled without routing: nothing runs, the reasons say why. */
export const settled = (reasons: string[], extra: Partial<Decision> = {}): Decision => ({
  outcome: "text", tools: [], webSearch: false, webSearchSource: null, rule: null, modelCalls: [], modelRaw: null, guards: [], timings: {}, reasons, ...extra,
});

/**
 * «не, такой документ не нужен, отмени», «это вообще не то, отмени этот черновик»: a call-off closing the message after
 * words that reject the draft (a negation) cancels it, inside a skill too (walk 19b: it was added to the document as a
 * point, or met with «Понял»). Without the negation («добавь пункт, отмени старый») it is no call-off of the draft.
 */
function judgedAndCalledOff(text: string): boolean {
  if (/\?/u.test(text)) return false;
  const parts = text.replace(/[.!]+$/u, "").split(/\s*[,;.!—–]\s*/u).filter(Boolean);
  const last = parts.at(-1) ?? "";
  return parts.length > 1 && CANCEL_DRAFT.test(last) && parts.slice(0, -1).every((p) => /(?<![\p{L}])(?:не|нет|неа|no|not|don'?t)(?![\p{L}])/iu.test(p));
}

/**
 * «ok looks good, post it»: the agreement before the go-ahead runs on without its comma («ok looks good»), which the
 * clause reader takes for one clause and no agreement (walk 20b got «You did not ask to write a post»). Each clause
 * before the last is tried split after each of its words, as if the comma had been typed; the go-ahead test decides.
 */
function confirmsAfterRunOn(text: string): boolean {
  const parts = text.split(",").map((p) => p.trim());
  return parts.slice(0, -1).some((part, k) => {
    const said = part.split(/\s+/u);
    if (said.length < 2 || said.length > 4) return false;
    return said.slice(1).some((_, i) => confirmsInWords([...parts.slice(0, k), said.slice(0, i + 1).join(" "), said.slice(i + 1).join(" "), ...parts.slice(k + 1)].join(", ")));
  });
}

type Done = NonNullable<Decision["revisedDraft"]>["done"];
interface Deps { drafts: DraftStore; chats: ChatStore; db: Database; dataDir: string }

/**
 * A pending draft on screen settled by a message, before any routing: «не отправляй», «ладно, забей» cancel it as its
 * button would; «добавь, что…», «подпись: …», «сделай тон повежливее» change a letter or post as the person would in its
 * text box (letter-edits.ts); «отправь это не Дмитрию, а Марии» changes whom a letter goes to (draft-recipient.ts),
 * «заголовок: …» a post's title; «подтверждаю», «ок, публикуй» are told that only the card's button sends (the product
 * acts on a press, never on words). Null when the chat has no pending draft or the message asks none of it.
 */
export function draftInWords(deps: Deps, chatId: string, message: string, lang: Lang = "ru", inSkill = false): Decision | null {
  const pending = deps.drafts.listPending(chatId).at(-1);
  if (!pending) return null;
  const text = message.trim();
  if (CANCEL_DRAFT.test(text) || callsOffInClauses(text, !inSkill) || judgedAndCalledOff(text)) {
    deps.drafts.cancel(pending.id, lang);
    markDraftShown(deps.chats, chatId, pending.id, "cancelled", phrases(lang).draftCancelled);
    return settled([`self-answer: the pending draft ${pending.id} cancelled in words`], { cancelledDraft: pending.id });
  }
  // A skill writing the letter reads its own edits with the rest of what was said («Добавь, что…. Тон…, подпись…. Покажи
  // черновик.»); one edit of one sentence is this module's.
  if (inSkill) return null;
  const changed = (done: Done, fields: Record<string, unknown>, why: string = done): Decision => {
    // Every message showing the card shows the change on a reload, as an edit typed into the card would.
    for (const m of deps.chats.messages(chatId)) {
      if (m.role === "assistant" && eachDraft(m.meta, pending.id, (o) => Object.assign(o, fields))) deps.chats.update(m.id, m.content, m.meta, m.status);
    }
    return settled([`self-answer: the pending draft ${pending.id} ${done === "byButton" ? "is confirmed by its button only, said so" : `changed in words (${why})`}`], { revisedDraft: { id: pending.id, done } });
  };
  // «покажи черновик», «show me the draft»: the card again, below the question, nothing changed.
  if (asksToSeeDraft(text)) return changed("shown", {});
  // A go-ahead for any draft, a document's or a listing's too, in one sentence or more («Ок. Отправляй.»).
  if (confirmsInWords(text) || confirmsAfterRunOn(text)) return changed("byButton", {});
  if ((pending.kind !== "reply" && pending.kind !== "post") || /[.!?]\s+\S/u.test(text)) return null;
  // «не в четверг, а в понедельник напиши»: words the text holds swapped for others come before a change of recipient,
  // which the same «не X, а Y» says of a person (walk 18b emptied the To field for «понедельник»).
  const swapped = swapInText(text, pending.body);
  if (swapped !== null) {
    deps.drafts.revise(pending.id, swapped, lang);
    // «Пришлём оплату 15 декабря» as the subject too: a date corrected in the text is corrected there (walk 22a's «не 12, а 11»).
    const subject = swapInText(text, pending.title);
    if (subject !== null) deps.drafts.retitle(pending.id, subject, lang);
    return changed("replaced", subject !== null ? { body: swapped, title: subject } : { body: swapped });
  }
  const readdressed = pending.kind === "reply" ? readdressInWords(deps, pending, text) : null;
  if (readdressed) {
    deps.drafts.readdress(pending.id, readdressed.to, lang);
    deps.drafts.revise(pending.id, readdressed.body, lang);
    return changed(readdressed.known ? "readdressed" : "readdressedUnknown", { to: readdressed.to, toKnown: readdressed.known, body: readdressed.body }, `to ${readdressed.to}`);
  }
  const title = newTitle(text);
  if (title) {
    deps.drafts.retitle(pending.id, title, lang);
    return changed("retitled", { title });
  }
  const edit = letterEdit(message, pending.body, lang);
  if (!edit) return null;
  deps.drafts.revise(pending.id, edit.body, lang);
  return changed(edit.done, { body: edit.body });
}
