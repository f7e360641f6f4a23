import type { Database } from "bun:sqlite";

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

/**
 * The admin password (argon2id via Bun.password) and server-side sessions. ADMIN_PASSWORD from the
 * environment wins: it is hashed and stored at start; otherwise the first visitor sets one.
 */
export function createAdminAuth(db: Database, envPassword: string | null, now = () => Date.now()) {
  const stored = () => (db.query("SELECT password_hash FROM admin_accounts WHERE name = ?").get(ADMIN_ACCOUNT) as { password_hash: string } | null)?.password_hash ?? null;
  const store = async (password: string) => {
    const hash = await Bun.password.hash(password, { algorithm: "argon2id" });
    db.query("INSERT INTO admin_accounts (name, password_hash, updated_at) VALUES (?, ?, ?) ON CONFLICT(name) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at")
      .run(ADMIN_ACCOUNT, hash, now());
  };
  const ready = (async () => {
    const h = stored();
    if (envPassword && !(h && (await Bun.password.verify(envPassword, h)))) await store(envPassword);
  })();

  return {
    ready,
    /** Whether a password exists; without one the sign-in page asks to set it. */
    async hasPassword(): Promise<boolean> { await ready; return stored() !== null; },
    /** Sets the first password; refused once one exists (change it through ADMIN_PASSWORD or the account page). */
    async setFirstPassword(password: string): Promise<"ok" | "exists" | "short"> {
      await ready;
      if (stored()) return "exists";
      if (password.length < MIN_PASSWORD) return "short";
      await store(password);
      return "ok";
    },
    /** Changes the password after checking the current one. */
    async changePassword(current: string, next: string): Promise<"ok" | "wrong" | "short"> {
      if (!(await this.verify(current))) return "wrong";
      if (next.length < MIN_PASSWORD) return "short";
      await store(next);
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
