import { chmodSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AdminAuth } from "./auth.ts";

/** The file in DATA_DIR/state that holds the one-time setup link while no admin password exists. */
export const SETUP_LINK_FILE = "admin-setup-link.txt";

/**
 * Writes the first-admin setup link (readable by the service user only) and returns it, or removes
 * a stale file and returns null when a password already exists. The operator opens it; nobody else
 * can set the password, since `/admin/setup` accepts only this token.
 */
export async function publishSetupLink(auth: AdminAuth, stateDir: string, baseUrl: string): Promise<string | null> {
  const file = join(stateDir, SETUP_LINK_FILE);
  const token = await auth.setupToken();
  if (!token) {
    rmSync(file, { force: true });
    return null;
  }
  const link = `${baseUrl.replace(/\/$/, "")}/admin/setup?token=${token}`;
  writeFileSync(file, `${link}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return link;
}
