import type { Database } from "bun:sqlite";
import type { DocumentInfo, StoredChunk } from "./types.ts";

interface ChunkRow {
  id: number; doc_id: number; name: string; version: number; ordinal: number;
  heading_path: string; page: number | null; start_off: number; end_off: number; text: string;
}

const DOC_INFO = `SELECT d.id, d.name, d.version, d.bytes, d.pages, d.updated_at AS updatedAt,
  (SELECT count(*) FROM chunks c WHERE c.doc_id = d.id) AS chunks FROM documents d`;

const CHUNK_COLS = `c.id, c.doc_id, d.name, d.version, c.ordinal, c.heading_path, c.page, c.start_off, c.end_off, c.text`;

function toChunk(r: ChunkRow): StoredChunk {
  return {
    id: r.id, docId: r.doc_id, docName: r.name, version: r.version, ordinal: r.ordinal,
    headingPath: JSON.parse(r.heading_path), page: r.page, start: r.start_off, end: r.end_off, text: r.text,
  };
}

export interface NewChunk {
  headingPath: string[]; page: number | null; start: number; end: number; text: string; ordinal: number;
}

/** SQL over the documents and chunks tables: the source of truth the vector index is rebuilt from. */
export function createChunkStore(db: Database) {
  const byIds = (ids: number[]): StoredChunk[] => {
    if (ids.length === 0) return [];
    const rows = db.query(`SELECT ${CHUNK_COLS} FROM chunks c JOIN documents d ON d.id = c.doc_id WHERE c.id IN (${ids.map(() => "?").join(",")})`).all(...ids) as ChunkRow[];
    const map = new Map(rows.map((r) => [r.id, toChunk(r)]));
    return ids.map((id) => map.get(id)).filter((c): c is StoredChunk => c !== undefined);
  };
  return {
    byIds,
    list(): DocumentInfo[] {
      return db.query(`${DOC_INFO} ORDER BY d.name`).all() as DocumentInfo[];
    },
    get(id: number): DocumentInfo | null {
      return db.query(`${DOC_INFO} WHERE d.id = ?`).get(id) as DocumentInfo | null;
    },
    byName(name: string): DocumentInfo | null {
      return db.query(`${DOC_INFO} WHERE d.name = ?`).get(name) as DocumentInfo | null;
    },
    chunksOf(docId: number): StoredChunk[] {
      return (db.query(`SELECT ${CHUNK_COLS} FROM chunks c JOIN documents d ON d.id = c.doc_id WHERE c.doc_id = ? ORDER BY c.ordinal`).all(docId) as ChunkRow[]).map(toChunk);
    },
    allChunks(): StoredChunk[] {
      return (db.query(`SELECT ${CHUNK_COLS} FROM chunks c JOIN documents d ON d.id = c.doc_id ORDER BY c.id`).all() as ChunkRow[]).map(toChunk);
    },
    chunkIds(): number[] {
      return (db.query("SELECT id FROM chunks ORDER BY id").all() as { id: number }[]).map((r) => r.id);
    },
    /** Replaces a document's chunks (or creates it) in one transaction; returns old and new chunk ids. */
    replace(doc: { name: string; bytes: number; sha256: string; pages: number | null }, chunks: NewChunk[]) {
      return db.transaction(() => {
        const now = Date.now();
        const old = db.query("SELECT id, version FROM documents WHERE name = ?").get(doc.name) as { id: number; version: number } | null;
        let docId: number;
        let oldIds: number[] = [];
        if (old) {
          docId = old.id;
          oldIds = (db.query("SELECT id FROM chunks WHERE doc_id = ?").all(docId) as { id: number }[]).map((r) => r.id);
          db.query("DELETE FROM chunks WHERE doc_id = ?").run(docId);
          db.query("UPDATE documents SET version = version + 1, bytes = ?, sha256 = ?, pages = ?, updated_at = ? WHERE id = ?")
            .run(doc.bytes, doc.sha256, doc.pages, now, docId);
        } else {
          docId = Number(db.query("INSERT INTO documents (name, bytes, sha256, pages, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)")
            .run(doc.name, doc.bytes, doc.sha256, doc.pages, now, now).lastInsertRowid);
        }
        const ins = db.query("INSERT INTO chunks (doc_id, ordinal, heading_path, page, start_off, end_off, text) VALUES (?, ?, ?, ?, ?, ?, ?)");
        const newIds = chunks.map((c) => Number(ins.run(docId, c.ordinal, JSON.stringify(c.headingPath), c.page, c.start, c.end, c.text).lastInsertRowid));
        return { docId, oldIds, newIds };
      })();
    },
    /** Deletes a document and its chunks; returns the chunk ids that went. */
    remove(docId: number): number[] {
      return db.transaction(() => {
        const ids = (db.query("SELECT id FROM chunks WHERE doc_id = ?").all(docId) as { id: number }[]).map((r) => r.id);
        db.query("DELETE FROM documents WHERE id = ?").run(docId);
        return ids;
      })();
    },
    getMeta(key: string): string | null {
      return (db.query("SELECT value FROM meta WHERE key = ?").get(key) as { value: string } | null)?.value ?? null;
    },
    setMeta(key: string, value: string): void {
      db.query("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").run(key, value);
    },
  };
}

export type ChunkStore = ReturnType<typeof createChunkStore>;
