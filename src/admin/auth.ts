import type { Database } from "bun:sqlite";
import { timingSafeEqual } from "node:crypto";

/** The one admin account's name; the area has a single shared admin password. */
export const ADMIN_ACCOUNT = "admin";
/** A password shorter than this is refused when it is set. */
export const MIN_PASSWORD = 10;

const IDLE_MS = 12 * 3600_000;
const ABSOLUTE_MS = 7 * 24 * 3600_000;

/** A signed-in admin: the session's account and its CSRF token. */
export interface AdminSession {
  account: string;
  csrf: string;
  expiresAt: number;
}

/** 32 random bytes as base64url: session ids, CSRF tokens, API tokens. */
export const randomToken = (): string => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
/** SHA-256 hex of a secret: only hashes of session ids and API tokens are stored. */
export const sha256 = (s: string): string => new Bun.CryptoHasher("sha256").update(s).digest("hex");

/** Constant-time equality of two secrets (false when either is missing). */
export function sameSecret(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a), y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The admin password (argon2id via Bun.password) and server-side sessions. ADMIN_PASSWORD from the
 * environment wins: it is hashed and stored at start (a changed one ends every session). Without it
 * and without a stored password, the operator sets the first one through a one-time setup token made
 * here at start (printed in the log and written to DATA_DIR/state): a visitor cannot.
 */
export function createAdminAuth(db: Database, envPassword: string | null, now = () => Date.now()) {
  const stored = () => (db.query("SELECT password_hash FROM admin_accounts WHERE name = ?").get(ADMIN_ACCOUNT) as { password_hash: string } | null)?.password_hash ?? null;
  const hash = (password: string) => Bun.password.hash(password, { algorithm: "argon2id" });
  const store = async (password: string) => {
    const h = await hash(password);
    db.query("INSERT INTO admin_accounts (name, password_hash, updated_at) VALUES (?, ?, ?) ON CONFLICT(name) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at")
      .run(ADMIN_ACCOUNT, h, now());
  };
  const endSessionsExcept = (keep: string | null) => {
    if (keep) db.query("DELETE FROM admin_sessions WHERE token_hash != ?").run(sha256(keep));
    else db.query("DELETE FROM admin_sessions").run();
  };
  let setupToken: string | null = null;
  const ready = (async () => {
    const h = stored();
    if (envPassword && !(h && (await Bun.password.verify(envPassword, h)))) {
      await store(envPassword);
      // The operator changed ADMIN_PASSWORD: whoever signed in with the old one is out.
      if (h) endSessionsExcept(null);
    }
    if (!envPassword && !stored()) setupToken = randomToken();
  })();

  return {
    ready,
    /** Whether a password exists; without one the sign-in page points to the operator's setup link. */
    async hasPassword(): Promise<boolean> { await ready; return stored() !== null; },
    /** The one-time setup token while no password exists; null once one is set. */
    async setupToken(): Promise<string | null> { await ready; return stored() ? null : setupToken; },
    /**
     * Sets the first password for the holder of the setup token. Atomic: the row is inserted only if
     * none exists, after hashing, so of many racing requests exactly one wins and the token dies with it.
     */
    async setFirstPassword(token: string | null | undefined, password: string): Promise<"ok" | "exists" | "short" | "token"> {
      await ready;
      if (stored()) return "exists";
      if (!sameSecret(token, setupToken)) return "token";
      if (password.length < MIN_PASSWORD) return "short";
      const h = await hash(password);
      const won = db.query("INSERT INTO admin_accounts (name, password_hash, updated_at) VALUES (?, ?, ?) ON CONFLICT(name) DO NOTHING")
        .run(ADMIN_ACCOUNT, h, now()).changes === 1;
      if (!won) return "exists";
      setupToken = null;
      return "ok";
    },
    /**
     * Changes the password after checking the current one, ending every session but the caller's
     * (`keepSession`) and, when asked, revoking every API token.
     */
    async changePassword(current: string, next: string, o: { keepSession?: string | null; revokeTokens?: boolean } = {}): Promise<"ok" | "wrong" | "short"> {
      if (!(await this.verify(current))) return "wrong";
      if (next.length < MIN_PASSWORD) return "short";
      await store(next);
      endSessionsExcept(o.keepSession ?? null);
      if (o.revokeTokens) db.query("UPDATE api_tokens SET revoked_at = ? WHERE revoked_at IS NULL").run(now());
      return "ok";
    },
    async verify(password: string): Promise<boolean> {
      await ready;
      const h = stored();
      return h !== null && password.length > 0 && (await Bun.password.verify(password, h));
    },
    /** Opens a session; returns the raw session id for the cookie (only its hash is kept). */
    startSession(): { id: string; session: AdminSession } {
      const id = randomToken();
      const t = now();
      const session = { account: ADMIN_ACCOUNT, csrf: randomToken(), expiresAt: t + ABSOLUTE_MS };
      db.query("INSERT INTO admin_sessions (token_hash, account, csrf, created_at, seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)")
        .run(sha256(id), session.account, session.csrf, t, t, session.expiresAt);
      db.query("DELETE FROM admin_sessions WHERE expires_at < ? OR seen_at < ?").run(t, t - IDLE_MS);
      return { id, session };
    },
    /** The live session behind a cookie value, or null (unknown, idle too long or expired). */
    session(id: string | undefined | null): AdminSession | null {
      if (!id || id.length > 100) return null;
      const row = db.query("SELECT account, csrf, seen_at, expires_at FROM admin_sessions WHERE token_hash = ?").get(sha256(id)) as
        { account: string; csrf: string; seen_at: number; expires_at: number } | null;
      const t = now();
      if (!row || row.expires_at < t || row.seen_at < t - IDLE_MS) return null;
      if (t - row.seen_at > 60_000) db.query("UPDATE admin_sessions SET seen_at = ? WHERE token_hash = ?").run(t, sha256(id));
      return { account: row.account, csrf: row.csrf, expiresAt: row.expires_at };
    },
    endSession(id: string | undefined | null): void {
      if (id) db.query("DELETE FROM admin_sessions WHERE token_hash = ?").run(sha256(id));
    },
    /** Signs every session out (after a password change). */
    endAllSessions(): void {
      db.query("DELETE FROM admin_sessions").run();
    },
  };
}

export type AdminAuth = ReturnType<typeof createAdminAuth>;
