/** Schema versions in order; a database at user_version N has had the first N applied. Never edit one that shipped. */
export const MIGRATIONS: string[] = [
  `CREATE TABLE documents (
     id INTEGER PRIMARY KEY,
     name TEXT NOT NULL UNIQUE,
     version INTEGER NOT NULL DEFAULT 1,
     bytes INTEGER NOT NULL,
     sha256 TEXT NOT NULL,
     pages INTEGER,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE TABLE chunks (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     doc_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
     ordinal INTEGER NOT NULL,
     heading_path TEXT NOT NULL,
     page INTEGER,
     start_off INTEGER NOT NULL,
     end_off INTEGER NOT NULL,
     text TEXT NOT NULL
   );
   CREATE INDEX chunks_doc ON chunks(doc_id, ordinal);
   CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  `CREATE TABLE chats (
     id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     title TEXT NOT NULL,
     skill TEXT,
     state TEXT NOT NULL DEFAULT '{}',
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE INDEX chats_user ON chats(user_id, updated_at DESC);
   CREATE TABLE messages (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     chat_id TEXT NOT NULL REFERENCES chats(id) ON DELETE CASCADE,
     role TEXT NOT NULL,
     content TEXT NOT NULL,
     meta TEXT NOT NULL DEFAULT '{}',
     status TEXT NOT NULL DEFAULT 'done',
     created_at INTEGER NOT NULL
   );
   CREATE INDEX messages_chat ON messages(chat_id, id);
   CREATE TABLE decisions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     chat_id TEXT,
     message_id INTEGER,
     created_at INTEGER NOT NULL,
     face TEXT NOT NULL,
     message TEXT NOT NULL,
     state TEXT NOT NULL,
     history TEXT NOT NULL,
     outcome TEXT NOT NULL,
     skill TEXT,
     rule TEXT,
     guards TEXT NOT NULL,
     guard_ids TEXT NOT NULL DEFAULT '',
     tools TEXT NOT NULL,
     tool_ids TEXT NOT NULL DEFAULT '',
     model_calls TEXT NOT NULL,
     model_raw TEXT,
     web_search INTEGER NOT NULL,
     web_source TEXT,
     reasons TEXT NOT NULL,
     timings TEXT NOT NULL,
     results TEXT,
     tokens_per_s REAL,
     ttft_ms REAL,
     answered INTEGER
   );
   CREATE INDEX decisions_time ON decisions(created_at);
   CREATE INDEX decisions_outcome ON decisions(outcome, created_at);
   CREATE INDEX decisions_rule ON decisions(rule, created_at);
   CREATE INDEX decisions_chat ON decisions(chat_id, created_at);`,
];
