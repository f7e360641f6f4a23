import type { Database } from "bun:sqlite";

/** The latest question an employee asked (the star when none is chosen). */
export function latestQuestion(db: Database): string | null {
  return (db.query("SELECT message FROM decisions ORDER BY created_at DESC, id DESC LIMIT 1").get() as { message: string } | null)?.message ?? null;
}
