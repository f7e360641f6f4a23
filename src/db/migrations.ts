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
  // Admin area: accounts, sessions, API tokens, evaluation runs, skill switches; routing-log indexes.
  `CREATE TABLE admin_accounts (
     name TEXT PRIMARY KEY,
     password_hash TEXT NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE TABLE admin_sessions (
     token_hash TEXT PRIMARY KEY,
     account TEXT NOT NULL,
     csrf TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     seen_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE TABLE api_tokens (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     name TEXT NOT NULL,
     token_hash TEXT NOT NULL UNIQUE,
     prefix TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     last_used_at INTEGER,
     revoked_at INTEGER
   );
   CREATE TABLE eval_runs (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     created_at INTEGER NOT NULL,
     finished_at INTEGER,
     status TEXT NOT NULL,
     source TEXT NOT NULL,
     label TEXT NOT NULL DEFAULT '',
     settings TEXT NOT NULL,
     progress TEXT NOT NULL DEFAULT '{}',
     report TEXT,
     error TEXT
   );
   CREATE TABLE skill_switches (id TEXT PRIMARY KEY, enabled INTEGER NOT NULL);
   CREATE TABLE decision_tags (
     decision_id INTEGER NOT NULL,
     kind TEXT NOT NULL,
     value TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX decision_tags_value ON decision_tags(kind, value, decision_id);
   CREATE INDEX decision_tags_time ON decision_tags(kind, created_at, value);
   CREATE INDEX decision_tags_decision ON decision_tags(decision_id);
   CREATE INDEX decisions_skill ON decisions(skill, created_at);
   CREATE INDEX decisions_web ON decisions(web_source, created_at);
   CREATE INDEX decisions_face ON decisions(face, created_at);
   CREATE INDEX decisions_charts ON decisions(created_at, outcome, web_source, answered, tokens_per_s, ttft_ms, guard_ids);
   CREATE INDEX decisions_tps_hour ON decisions(created_at / 3600000, tokens_per_s, created_at) WHERE tokens_per_s IS NOT NULL;
   CREATE INDEX decisions_ttft_hour ON decisions(created_at / 3600000, ttft_ms, created_at) WHERE ttft_ms IS NOT NULL;
   CREATE INDEX decisions_nothing ON decisions(created_at, message) WHERE answered = 0 OR (answered IS NULL AND outcome = 'text' AND guard_ids = '');
   CREATE VIRTUAL TABLE decisions_fts USING fts5(message, reasons, model_raw, content='decisions', content_rowid='id', tokenize='trigram');
   CREATE TRIGGER decisions_tags_ai AFTER INSERT ON decisions BEGIN
     INSERT INTO decision_tags (decision_id, kind, value, created_at)
       SELECT NEW.id, 'guard', json_extract(g.value, '$.guard'), NEW.created_at FROM json_each(NEW.guards) g;
     INSERT INTO decision_tags (decision_id, kind, value, created_at)
       SELECT NEW.id, 'tool', json_extract(t.value, '$.name'), NEW.created_at FROM json_each(NEW.tools) t;
     INSERT INTO decisions_fts (rowid, message, reasons, model_raw) VALUES (NEW.id, NEW.message, NEW.reasons, NEW.model_raw);
   END;
   CREATE TRIGGER decisions_tags_ad AFTER DELETE ON decisions BEGIN
     DELETE FROM decision_tags WHERE decision_id = OLD.id;
     INSERT INTO decisions_fts (decisions_fts, rowid, message, reasons, model_raw) VALUES ('delete', OLD.id, OLD.message, OLD.reasons, OLD.model_raw);
   END;
   INSERT INTO decision_tags (decision_id, kind, value, created_at)
     SELECT d.id, 'guard', json_extract(g.value, '$.guard'), d.created_at FROM decisions d, json_each(d.guards) g;
   INSERT INTO decision_tags (decision_id, kind, value, created_at)
     SELECT d.id, 'tool', json_extract(t.value, '$.name'), d.created_at FROM decisions d, json_each(d.tools) t;
   INSERT INTO decisions_fts (decisions_fts) VALUES ('rebuild');`,
  // A file a person attaches in a chat belongs to that chat: its own rows, never the company's
  // documents/chunks tables, gone with the chat. Vectors are kept so a restart re-embeds nothing.
  `CREATE TABLE attachments (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     chat_id TEXT NOT NULL REFERENCES chats(id) ON DELETE CASCADE,
     name TEXT NOT NULL,
     bytes INTEGER NOT NULL,
     sha256 TEXT NOT NULL,
     pages INTEGER,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX attachments_chat ON attachments(chat_id, id);
   CREATE TABLE attachment_chunks (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     attachment_id INTEGER NOT NULL REFERENCES attachments(id) ON DELETE CASCADE,
     ordinal INTEGER NOT NULL,
     heading_path TEXT NOT NULL,
     page INTEGER,
     start_off INTEGER NOT NULL,
     end_off INTEGER NOT NULL,
     text TEXT NOT NULL,
     vector BLOB NOT NULL
   );
   CREATE INDEX attachment_chunks_of ON attachment_chunks(attachment_id, ordinal);`,
  // What a person's confirmed drafts did (a post published, a reply sent, a file written): their outbox.
  // Kept per person, not per chat, so deleting a chat does not rewrite what was sent.
  `CREATE TABLE outbox (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     user_id TEXT NOT NULL,
     chat_id TEXT,
     draft_id TEXT NOT NULL UNIQUE,
     kind TEXT NOT NULL,
     title TEXT NOT NULL,
     body TEXT NOT NULL,
     effect TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX outbox_user ON outbox(user_id, created_at);`,
  // Browsers the admin has signed in from: they skip the account-wide sign-in limit, so guesses from
  // many addresses cannot lock the admin out (each address keeps its own limit).
  `CREATE TABLE admin_devices (hash TEXT PRIMARY KEY, created_at INTEGER NOT NULL);`,
  // The log's free-text index follows every change of the words it indexes: a deleted chat's decisions are emptied
  // (forgetChat), and the index kept their words, so a search for «шкафчика» still told which rows had held it
  // (walk 20a #7). The rebuild forgets what chats deleted before this version left behind.
  `CREATE TRIGGER decisions_fts_au AFTER UPDATE OF message, reasons, model_raw ON decisions BEGIN
     INSERT INTO decisions_fts (decisions_fts, rowid, message, reasons, model_raw) VALUES ('delete', OLD.id, OLD.message, OLD.reasons, OLD.model_raw);
     INSERT INTO decisions_fts (rowid, message, reasons, model_raw) VALUES (NEW.id, NEW.message, NEW.reasons, NEW.model_raw);
   END;
   INSERT INTO decisions_fts (decisions_fts) VALUES ('rebuild');`,
];
