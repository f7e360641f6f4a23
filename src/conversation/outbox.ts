import type { Database } from "bun:sqlite";
import type { Draft } from "../tools/drafts.ts";

/** One thing a person's confirmation made happen. */
export interface OutboxItem {
  id: number;
  chatId: string | null;
  kind: string;
  title: string;
  body: string;
  effect: string;
  createdAt: number;
}

/** A reply answering no letter is a new letter: the outbox names it so. */
const kindOf = (d: Draft) => (d.kind === "reply" && !d.args.inReplyTo ? "letter" : d.kind);

/** Everything sent, published or changed on a person's confirmation, newest first; one person's only. */
export function createOutbox(db: Database) {
  return {
    record(userId: string, d: Draft, effect: string, at = Date.now()): void {
      db.query("INSERT INTO outbox (user_id, chat_id, draft_id, kind, title, body, effect, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
        .run(userId, d.chatId, d.id, kindOf(d), d.title, d.body, effect, at);
    },
    list(userId: string, limit = 200): OutboxItem[] {
      return db.query(`SELECT id, chat_id AS chatId, kind, title, body, effect, created_at AS createdAt FROM outbox
        WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`).all(userId, limit) as OutboxItem[];
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
