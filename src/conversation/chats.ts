import type { Database } from "bun:sqlite";
import type { RouterState } from "../routing/types.ts";

export interface Chat {
  id: string;
  userId: string;
  title: string;
  skill: string | null;
  state: Partial<RouterState>;
  createdAt: number;
  updatedAt: number;
}

export interface StoredMessage {
  id: number;
  chatId: string;
  role: "user" | "assistant";
  content: string;
  /** Everything the interface draws besides the text: citations, tool cards, chips, clarify options, stats. */
  meta: Record<string, unknown>;
  /** "streaming" while an answer is being written; "partial" when it stopped midway; "done". */
  status: "done" | "streaming" | "partial";
  createdAt: number;
}

interface ChatRow { id: string; user_id: string; title: string; skill: string | null; state: string; created_at: number; updated_at: number }
interface MessageRow { id: number; chat_id: string; role: string; content: string; meta: string; status: string; created_at: number }

const toChat = (r: ChatRow): Chat => ({ id: r.id, userId: r.user_id, title: r.title, skill: r.skill, state: JSON.parse(r.state), createdAt: r.created_at, updatedAt: r.updated_at });
const toMessage = (r: MessageRow): StoredMessage => ({ id: r.id, chatId: r.chat_id, role: r.role as StoredMessage["role"], content: r.content, meta: JSON.parse(r.meta), status: r.status as StoredMessage["status"], createdAt: r.created_at });

/** Chats and their messages; every read takes the owner, so a person only ever sees their own chats. */
export function createChatStore(db: Database) {
  const touch = (id: string) => db.query("UPDATE chats SET updated_at = ? WHERE id = ?").run(Date.now(), id);
  return {
    create(userId: string, title = "Новый чат"): Chat {
      const now = Date.now();
      const id = crypto.randomUUID();
      db.query("INSERT INTO chats (id, user_id, title, created_at, updated_at) VALUES (?, ?, ?, ?, ?)").run(id, userId, title, now, now);
      return this.get(id, userId)!;
    },
    get(id: string, userId: string): Chat | null {
      const r = db.query("SELECT * FROM chats WHERE id = ? AND user_id = ?").get(id, userId) as ChatRow | null;
      return r ? toChat(r) : null;
    },
    list(userId: string): Chat[] {
      return (db.query("SELECT * FROM chats WHERE user_id = ? ORDER BY updated_at DESC LIMIT 200").all(userId) as ChatRow[]).map(toChat);
    },
    rename(id: string, userId: string, title: string): boolean {
      return db.query("UPDATE chats SET title = ?, updated_at = ? WHERE id = ? AND user_id = ?").run(title.slice(0, 120), Date.now(), id, userId).changes > 0;
    },
    remove(id: string, userId: string): boolean {
      return db.query("DELETE FROM chats WHERE id = ? AND user_id = ?").run(id, userId).changes > 0;
    },
    setSkill(id: string, skill: string | null): void {
      db.query("UPDATE chats SET skill = ?, updated_at = ? WHERE id = ?").run(skill, Date.now(), id);
    },
    setState(id: string, state: Partial<RouterState>): void {
      db.query("UPDATE chats SET state = ?, updated_at = ? WHERE id = ?").run(JSON.stringify(state), Date.now(), id);
    },
    messages(chatId: string, limit = 500): StoredMessage[] {
      return (db.query("SELECT * FROM (SELECT * FROM messages WHERE chat_id = ? ORDER BY id DESC LIMIT ?) ORDER BY id").all(chatId, limit) as MessageRow[]).map(toMessage);
    },
    message(id: number): StoredMessage | null {
      const r = db.query("SELECT * FROM messages WHERE id = ?").get(id) as MessageRow | null;
      return r ? toMessage(r) : null;
    },
    add(chatId: string, role: StoredMessage["role"], content: string, meta: Record<string, unknown> = {}, status: StoredMessage["status"] = "done"): number {
      touch(chatId);
      return Number(db.query("INSERT INTO messages (chat_id, role, content, meta, status, created_at) VALUES (?, ?, ?, ?, ?, ?)")
        .run(chatId, role, content, JSON.stringify(meta), status, Date.now()).lastInsertRowid);
    },
    update(id: number, content: string, meta: Record<string, unknown>, status: StoredMessage["status"]): void {
      db.query("UPDATE messages SET content = ?, meta = ?, status = ? WHERE id = ?").run(content, JSON.stringify(meta), status, id);
    },
    /** After a crash mid-answer, answers left "streaming" are marked partial: kept, never lost. */
    markInterrupted(): number {
      return db.query("UPDATE messages SET status = 'partial' WHERE status = 'streaming'").run().changes;
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
