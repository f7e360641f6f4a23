import type { Database } from "bun:sqlite";
import { randomToken } from "./auth.ts";

const hash = (token: string) => new Bun.CryptoHasher("sha256").update(token).digest("hex");

/**
 * Browsers the admin has signed in from, by a long random cookie stored hashed. A known browser skips
 * the account-wide sign-in limit (it still has its own per-address one): otherwise anyone could spend
 * the account's attempts from many addresses and keep the admin out with the right password.
 */
export function createKnownDevices(db: Database) {
  return {
    issue(): string {
      const token = randomToken();
      db.query("INSERT INTO admin_devices (hash, created_at) VALUES (?, ?)").run(hash(token), Date.now());
      return token;
    },
    known(token: string | null | undefined): boolean {
      if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
      return db.query("SELECT 1 FROM admin_devices WHERE hash = ?").get(hash(token)) !== null;
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
