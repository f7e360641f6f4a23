import type { Database } from "bun:sqlite";
import { randomToken, sha256 } from "./auth.ts";

/** An API token as the admin page lists it; the secret itself is shown once, at creation. */
export interface ApiTokenInfo {
  id: number;
  name: string;
  prefix: string;
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

const PREFIX = "cat_";

/** API tokens for scripts (Authorization: Bearer …): created and revoked in the admin area, stored hashed. */
export function createApiTokens(db: Database, now = () => Date.now()) {
  return {
    /** Creates a token and returns its secret; it cannot be read back later. */
    create(name: string): { id: number; token: string } {
      const token = PREFIX + randomToken();
      const id = Number(db.query("INSERT INTO api_tokens (name, token_hash, prefix, created_at) VALUES (?, ?, ?, ?)")
        .run(name.trim().slice(0, 100) || "token", sha256(token), token.slice(0, PREFIX.length + 6), now()).lastInsertRowid);
      return { id, token };
    },
    /** Whether a presented secret is a live token; marks it used. */
    verify(token: string | null | undefined): boolean {
      if (!token || !token.startsWith(PREFIX) || token.length > 100) return false;
      const row = db.query("SELECT id FROM api_tokens WHERE token_hash = ? AND revoked_at IS NULL").get(sha256(token)) as { id: number } | null;
      if (!row) return false;
      db.query("UPDATE api_tokens SET last_used_at = ? WHERE id = ?").run(now(), row.id);
      return true;
    },
    list(): ApiTokenInfo[] {
      return db.query(`SELECT id, name, prefix, created_at AS createdAt, last_used_at AS lastUsedAt, revoked_at AS revokedAt
        FROM api_tokens ORDER BY id DESC`).all() as ApiTokenInfo[];
    },
    revoke(id: number): boolean {
      return db.query("UPDATE api_tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL").run(now(), id).changes > 0;
    },
  };
}

export type ApiTokens = ReturnType<typeof createApiTokens>;
