import type { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AnswerDeps } from "../answering/answer.ts";
import type { Citation } from "../answering/citations.ts";
import { findContact } from "../answering/contact.ts";
import { createChatStore, type StoredMessage } from "../conversation/chats.ts";
import { createConversation } from "../conversation/conversation.ts";
import { createDecisionLog } from "../conversation/decision-log.ts";
import type { RouteDeps } from "../conversation/route.ts";
import type { TurnEvent } from "../conversation/events.ts";
import type { Decision } from "../routing/types.ts";
import type { KnowledgeBase } from "../retrieval/knowledge-base.ts";
import { migrateTools } from "../tools/schema.ts";
import { createDraftStore } from "../tools/drafts.ts";
import { renderEvents } from "../web/chat/stream.tsx";
import { strings } from "../web/i18n.ts";
import { AssistantMessage } from "../../views/chat/messages.tsx";
import { shownCitations } from "../../views/chat/answer-text.tsx";

/** One answer as the chat stored it and drew it. */
export interface ChatAnswer {
  /** The stored assistant message (null when the turn stored none). */
  stored: StoredMessage | null;
  /** The answer's HTML as a reload draws it ("" when drawing failed). */
  html: string;
  /** The answer text the person reads: the `.text` block of that HTML, tags stripped. */
  shown: string;
  /** The [n] links drawn in the text, and the numbers of the sources listed under it. */
  links: number[];
  sources: number[];
  citations: Citation[];
  /** Why the person saw an error instead of an answer, or null. */
  error: string | null;
  /** What the turn decided (exit, skill, tools), as the routing log records it; null when it decided nothing. */
  decision: Decision | null;
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#x27;": "'" };
const unescape = (s: string) => s.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e]);

/** Reads what a person sees in one drawn answer: its text, its [n] links and its listed sources. */
export function readRendered(html: string): Pick<ChatAnswer, "shown" | "links" | "sources"> {
  const text = /<div class="text[^"]*"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
  const shown = unescape(text.replace(/<br\s*\/?>|<\/li>|<\/p>/g, "\n").replace(/<[^>]+>/g, "")).trim();
  const links = [...text.matchAll(/<a class="cite"[^>]*data-cite="(\d+)"/g)].map((m) => Number(m[1]));
  const list = /<details class="sources[^"]*">([\s\S]*?)<\/details>/.exec(html)?.[1] ?? "";
  const sources = [...list.matchAll(/<li value="(\d+)"/g)].map((m) => Number(m[1]));
  return { shown, links, sources };
}

/**
 * The chat as the browser reaches it, over a knowledge base the evaluation owns: the same
 * conversation (router, tools, skills, documents answerer) that services.ts wires, whose turns are
 * drawn by the same SSE renderer. A drawing failure is what the person meets as an error bubble.
 */
export function createChatRoad(o: { db: Database; kb: KnowledgeBase; routing: RouteDeps; face: "ollama" | "embedded"; answer: Omit<AnswerDeps, "kb" | "contact"> }) {
  const dataDir = mkdtempSync(join(tmpdir(), "eval-chat-"));
  migrateTools(o.db);
  const chats = createChatStore(o.db);
  let contact: { at: number; value: string | null } | null = null;
  const answer = (): AnswerDeps => ({
    ...o.answer, kb: o.kb,
    // As in services.ts: the contact changes only with the documents.
    contact: () => {
      if (!contact || contact.at !== o.kb.size()) contact = { at: o.kb.size(), value: findContact(o.kb.store.allChunks()) };
      return contact.value;
    },
  });
  const conversation = createConversation({
    chats, decisions: createDecisionLog(o.db), routing: o.routing, drafts: createDraftStore(o.db, dataDir),
    db: o.db, dataDir, searxngUrl: null, face: o.face, answer,
  });
  const t = strings("ru");
  const docIdOf = (chunkId: number | null, docName: string) => (chunkId == null ? undefined : o.kb.store.byIds([chunkId])[0]?.docId) ?? o.kb.store.byName(docName)?.id ?? null;

  async function send(chatId: string, userId: string, text: string): Promise<ChatAnswer> {
    const chat = chats.get(chatId, userId)!;
    let error: string | null = null;
    let decision: Decision | null = null;
    async function* tapped(events: AsyncGenerator<TurnEvent>): AsyncGenerator<TurnEvent> {
      for await (const e of events) {
        if (e.type === "decision") decision = e.decision;
        yield e;
      }
    }
    try {
      const events = tapped(conversation.turn(chat, text, { state: { attachments: [], ...chat.state, skill: chat.skill } }));
      for await (const _ of renderEvents(events, { chatId, t, chats, docIdOf })) { /* drawn and sent, as over SSE */ }
    } catch (err) {
      error = `the chat failed to draw the answer: ${(err as Error).message}`;
    }
    const stored = chats.messages(chatId, 1).find((m) => m.role === "assistant") ?? null;
    let html = "";
    if (stored && !error) {
      try { html = AssistantMessage({ m: stored, chatId, t, docIdOf }) as string; } catch (err) { error = `the answer could not be drawn: ${(err as Error).message}`; }
    }
    const meta = stored?.meta ?? {};
    error ??= !stored ? "no answer was stored"
      : typeof meta.error === "string" ? meta.error
      : stored.status !== "done" ? `the answer was left ${stored.status}`
      : stored.content.trim() === "" ? "the answer is empty" : null;
    return { stored, html, ...readRendered(html), citations: shownCitations((meta.citations as Citation[] | undefined) ?? []), error, decision }; // numbered as drawn
  }

  return {
    /** A fresh chat per question; a follow-up is sent after its previous question in the same chat. */
    async ask(question: string, previous?: string): Promise<ChatAnswer & { previousError: string | null }> {
      const chat = chats.create("pilot-eval");
      const first = previous ? await send(chat.id, chat.userId, previous) : null;
      return { ...(await send(chat.id, chat.userId, question)), previousError: first?.error ?? null };
    },
    close: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export type ChatRoad = ReturnType<typeof createChatRoad>;
