import type { Database } from "bun:sqlite";
import type { NewChunk } from "../retrieval/chunk-store.ts";
import type { StoredChunk } from "../retrieval/types.ts";

/** A file attached in one chat, as the chat lists it. */
export interface AttachmentInfo {
  id: number;
  chatId: string;
  name: string;
  bytes: number;
  chunks: number;
  createdAt: number;
}

/** An attachment's fragment with its vector. Its id is negative, so it can never be taken for a company fragment. */
export interface AttachmentChunk extends StoredChunk {
  vector: Float32Array;
}

interface Row {
  id: number; attachment_id: number; name: string; ordinal: number; heading_path: string;
  page: number | null; start_off: number; end_off: number; text: string; vector: Uint8Array;
}

const COLS = "c.id, c.attachment_id, a.name, c.ordinal, c.heading_path, c.page, c.start_off, c.end_off, c.text, c.vector";

const toChunk = (r: Row): AttachmentChunk => ({
  id: -r.id, docId: -r.attachment_id, docName: r.name, version: 1, ordinal: r.ordinal, headingPath: JSON.parse(r.heading_path),
  page: r.page, start: r.start_off, end: r.end_off, text: r.text,
  vector: new Float32Array(r.vector.buffer.slice(r.vector.byteOffset, r.vector.byteOffset + r.vector.byteLength)),
});

/** SQL over a chat's attachments; every query is scoped by chat id. */
export function createAttachmentStore(db: Database) {
  return {
    list(chatId: string): AttachmentInfo[] {
      return db.query(`SELECT a.id, a.chat_id AS chatId, a.name, a.bytes, a.created_at AS createdAt,
        (SELECT count(*) FROM attachment_chunks c WHERE c.attachment_id = a.id) AS chunks
        FROM attachments a WHERE a.chat_id = ? ORDER BY a.id`).all(chatId) as AttachmentInfo[];
    },
    chunks(chatId: string): AttachmentChunk[] {
      return (db.query(`SELECT ${COLS} FROM attachment_chunks c JOIN attachments a ON a.id = c.attachment_id
        WHERE a.chat_id = ? ORDER BY c.id`).all(chatId) as Row[]).map(toChunk);
    },
    /** One fragment by its (negative) id, only if it belongs to this chat. */
    chunk(chatId: string, id: number): AttachmentChunk | null {
      const r = db.query(`SELECT ${COLS} FROM attachment_chunks c JOIN attachments a ON a.id = c.attachment_id
        WHERE a.chat_id = ? AND c.id = ?`).get(chatId, -id) as Row | null;
      return r ? toChunk(r) : null;
    },
    /** Adds an attachment and its fragments in one transaction: all or nothing. */
    add(chatId: string, file: { name: string; bytes: number; sha256: string; pages: number | null }, chunks: NewChunk[], vectors: Float32Array[]): number {
      return db.transaction(() => {
        const id = Number(db.query("INSERT INTO attachments (chat_id, name, bytes, sha256, pages, created_at) VALUES (?, ?, ?, ?, ?, ?)")
          .run(chatId, file.name, file.bytes, file.sha256, file.pages, Date.now()).lastInsertRowid);
        const ins = db.query("INSERT INTO attachment_chunks (attachment_id, ordinal, heading_path, page, start_off, end_off, text, vector) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
        chunks.forEach((c, i) => ins.run(id, c.ordinal, JSON.stringify(c.headingPath), c.page, c.start, c.end, c.text, new Uint8Array(vectors[i].buffer, vectors[i].byteOffset, vectors[i].byteLength)));
        return id;
      })();
    },
    removeChat(chatId: string): void {
      db.query("DELETE FROM attachments WHERE chat_id = ?").run(chatId);
    },
  };
}

export type AttachmentStore = ReturnType<typeof createAttachmentStore>;
