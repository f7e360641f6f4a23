import type { Database } from "bun:sqlite";

/** Creates the tables the tools use; safe to run on every start. */
export function migrateTools(db: Database): void {
  const hadCounter = db.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'counter_settings'").get() !== null;
  db.run(`CREATE TABLE IF NOT EXISTS drafts (
    id TEXT PRIMARY KEY,
    chat_id TEXT,
    kind TEXT NOT NULL CHECK (kind IN ('post','reply','listing','document','metrics_change')),
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    args TEXT NOT NULL DEFAULT '{}',
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','confirmed','cancelled')),
    created_at TEXT NOT NULL,
    decided_at TEXT
  )`);
  db.run("CREATE INDEX IF NOT EXISTS drafts_chat_status ON drafts(chat_id, status)");
  db.run(`CREATE TABLE IF NOT EXISTS posts (
    id TEXT PRIMARY KEY, draft_id TEXT NOT NULL UNIQUE, chat_id TEXT,
    title TEXT NOT NULL, body TEXT NOT NULL, published_at TEXT NOT NULL
  )`);
  db.run(`CREATE TABLE IF NOT EXISTS sent_mail (
    id TEXT PRIMARY KEY, draft_id TEXT NOT NULL UNIQUE, chat_id TEXT,
    to_addr TEXT NOT NULL, subject TEXT NOT NULL, body TEXT NOT NULL,
    in_reply_to TEXT, sent_at TEXT NOT NULL
  )`);
  db.run(`CREATE TABLE IF NOT EXISTS listings (
    id TEXT PRIMARY KEY, draft_id TEXT NOT NULL UNIQUE, chat_id TEXT,
    title TEXT NOT NULL, price REAL NOT NULL, currency TEXT NOT NULL,
    body TEXT NOT NULL, published_at TEXT NOT NULL
  )`);
  db.run(`CREATE TABLE IF NOT EXISTS counter_settings (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('goal','filter','segment')),
    name TEXT NOT NULL,
    condition TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`);
  if (hadCounter) return;
  // A fresh counter is never empty in practice; these two make "удали цель" demonstrable.
  // Seeded only on creation, so a goal the person deleted does not come back on restart.
  const seed = db.prepare("INSERT OR IGNORE INTO counter_settings (id, kind, name, condition, created_at) VALUES (?, ?, ?, ?, ?)");
  seed.run("goal-1", "goal", "Отправка заявки", "URL содержит /thanks", "2026-09-01T09:00:00Z");
  seed.run("filter-1", "filter", "Не учитывать визиты сотрудников", "IP не из 10.0.0.0/8", "2026-09-01T09:00:00Z");
}
