import type { Chat, ChatStore } from "./chats.ts";
import type { TurnEvent } from "./events.ts";
import type { RouterState } from "../routing/types.ts";
import type { AnswerDeps } from "../answering/answer.ts";
import { answerQuestion } from "../answering/answer.ts";

export interface ConversationDeps {
  chats: ChatStore;
  answer: () => AnswerDeps;
}

export interface TurnOptions {
  /** Interface state the router reads: toggles, open document, mode, attachments. */
  state?: Partial<RouterState>;
  signal?: AbortSignal;
}

/**
 * One chat turn: stores the person's message, decides, acts, streams events and stores the answer.
 * Everything the browser shows comes from these events; the stored message holds them folded.
 */
export function createConversation(deps: ConversationDeps) {
  return {
    async *turn(chat: Chat, text: string, opts: TurnOptions = {}): AsyncGenerator<TurnEvent> {
      const userId = deps.chats.add(chat.id, "user", text);
      yield { type: "user", messageId: userId, text };
      const previous = deps.chats.messages(chat.id, 20).filter((m) => m.role === "user" && m.id !== userId).at(-1)?.content;
      const answerId = deps.chats.add(chat.id, "assistant", "", {}, "streaming");
      let content = "";
      const meta: Record<string, unknown> = {};
      for await (const ev of answerQuestion(text, previous, deps.answer())) {
        if (opts.signal?.aborted) break;
        if (ev.type === "token") {
          content += ev.text;
          yield { type: "token", text: ev.text };
        } else if (ev.type === "done") {
          const r = ev.result;
          meta.citations = r.citations;
          meta.stats = { face: r.face, tokensPerSecond: r.tokensPerSecond, ttftMs: r.timings.ttftMs, totalMs: r.timings.totalMs };
          content = r.answer;
          yield { type: "citations", citations: r.citations };
          if (r.error) yield { type: "error", message: r.error };
        }
      }
      const status = opts.signal?.aborted ? "partial" : "done";
      deps.chats.update(answerId, content, meta, status);
      yield { type: "done", messageId: answerId, status, stats: (meta.stats as never) ?? null };
    },
  };
}

export type Conversation = ReturnType<typeof createConversation>;
