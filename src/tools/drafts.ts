import type { Database } from "bun:sqlite";
import type { DraftKind, ToolResult } from "./types.ts";
import { applyEffect } from "./effects.ts";
import { toolPhrases, type Lang } from "./phrases.ts";

export type DraftStatus = "pending" | "confirmed" | "cancelled";

/** A prepared action waiting for the person's button press. */
export interface Draft {
  id: string;
  chatId: string | null;
  kind: DraftKind;
  title: string;
  body: string;
  /** What the effect needs beyond title and body (recipient, price, file name…). */
  args: Record<string, unknown>;
  status: DraftStatus;
  createdAt: string;
  decidedAt: string | null;
}

export interface NewDraft {
  chatId?: string | null;
  kind: DraftKind;
  title: string;
  body: string;
  args?: Record<string, unknown>;
}

/** The result of confirming: the updated draft and a plain sentence about what happened. */
export interface Confirmation {
  draft: Draft;
  effect: string;
}

/** Raised for a missing draft or one that is no longer pending; the message is in the language asked for. */
export class DraftError extends Error {
  constructor(readonly code: "not_found" | "not_pending", message: string) {
    super(message);
  }
}

export interface DraftStore {
  create(d: NewDraft): Draft;
  get(id: string): Draft | null;
  /**
   * Performs the draft's effect; the only way a consequential tool changes anything. `record` runs in the
   * same transaction (the outbox entry), so an action and its record land together or not at all.
   */
  confirm(id: string, record?: (c: Confirmation) => void, lang?: Lang): Confirmation;
  /** Replaces a pending draft's text with the person's edit; a decided draft cannot change. */
  revise(id: string, body: string, lang?: Lang): Draft;
  /** Sets the address a pending letter goes to, as the person typed it into the card. */
  readdress(id: string, to: string, lang?: Lang): Draft;
  /** Sets a pending post's title or letter's subject, as the person said it in words. */
  retitle(id: string, title: string, lang?: Lang): Draft;
  cancel(id: string, lang?: Lang): Draft;
  listPending(chatId: string | null): Draft[];
}

type Row = { id: string; chat_id: string | null; kind: DraftKind; title: string; body: string; args: string; status: DraftStatus; created_at: string; decided_at: string | null };

const toDraft = (r: Row): Draft => ({
  id: r.id, chatId: r.chat_id, kind: r.kind, title: r.title, body: r.body,
  args: JSON.parse(r.args), status: r.status, createdAt: r.created_at, decidedAt: r.decided_at,
});


/** Drafts over the `drafts` table (see migrateTools); confirm writes files under `<dataDir>/documents-out/`. */
export function createDraftStore(db: Database, dataDir: string): DraftStore {
  const get = (id: string): Draft | null => {
    const row = db.query("SELECT * FROM drafts WHERE id = ?").get(id) as Row | null;
    return row ? toDraft(row) : null;
  };
  // Its message reaches the person under the draft card, so it is written in their interface's language.
  const pending = (id: string, lang?: Lang): Draft => {
    const d = get(id);
    const P = toolPhrases(lang).draft;
    if (!d) throw new DraftError("not_found", P.notFound(id));
    if (d.status !== "pending") throw new DraftError("not_pending", P.status[d.status]);
    return d;
  };
  const decide = (id: string, status: DraftStatus) =>
    db.run("UPDATE drafts SET status = ?, decided_at = ? WHERE id = ? AND status = 'pending'", [status, new Date().toISOString(), id]);

  return {
    create(d) {
      const id = crypto.randomUUID();
      db.run("INSERT INTO drafts (id, chat_id, kind, title, body, args, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 'pending', ?)",
        [id, d.chatId ?? null, d.kind, d.title, d.body, JSON.stringify(d.args ?? {}), new Date().toISOString()]);
      return get(id)!;
    },
    get,
    // One transaction: if the effect fails the draft stays pending and can be retried.
    confirm: (id, record, lang) => db.transaction(() => {
      const d = pending(id, lang);
      const effect = applyEffect(db, dataDir, d, lang);
      decide(id, "confirmed");
      const done = { draft: get(id)!, effect };
      record?.(done);
      return done;
    })(),
    revise(id, body, lang) {
      pending(id, lang);
      db.run("UPDATE drafts SET body = ? WHERE id = ? AND status = 'pending'", [body, id]);
      return get(id)!;
    },
    readdress(id, to, lang) {
      const d = pending(id, lang);
      db.run("UPDATE drafts SET args = ? WHERE id = ? AND status = 'pending'", [JSON.stringify({ ...d.args, to }), id]);
      return get(id)!;
    },
    retitle(id, title, lang) {
      pending(id, lang);
      db.run("UPDATE drafts SET title = ? WHERE id = ? AND status = 'pending'", [title, id]);
      return get(id)!;
    },
    cancel(id, lang) {
      pending(id, lang);
      decide(id, "cancelled");
      return get(id)!;
    },
    listPending(chatId) {
      const rows = db.query("SELECT * FROM drafts WHERE chat_id IS ? AND status = 'pending' ORDER BY created_at, rowid").all(chatId) as Row[];
      return rows.map(toDraft);
    },
  };
}

/** Stores a pending draft for the current chat and returns it as the tool's result. */
export function draftResult(db: Database, dataDir: string, chatId: string | undefined, d: NewDraft): ToolResult {
  const draft = createDraftStore(db, dataDir).create({ ...d, chatId: chatId ?? null });
  return { kind: "draft", draftId: draft.id, draftKind: draft.kind, title: draft.title, body: draft.body, status: "pending" };
}
