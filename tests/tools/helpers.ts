import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { migrateTools } from "../../src/tools/schema.ts";
import type { ToolContext, ToolResult } from "../../src/tools/types.ts";

/** Committed sample data the tools read. */
export const SAMPLES = resolve(import.meta.dir, "../../data/samples");

/** Sunday 29 November 2026, 22:00 in Moscow: the samples are built around this week. */
export const NOW = new Date("2026-11-29T19:00:00Z");

export type TestCtx = ToolContext & { cleanup(): void };

/**
 * A fresh in-memory database and a temp data dir whose `samples` points at the committed samples,
 * so confirmed documents land in the temp dir, never in the repository.
 */
export function makeCtx(over: Partial<ToolContext> = {}): TestCtx {
  const dataDir = mkdtempSync(join(tmpdir(), "tools-test-"));
  symlinkSync(SAMPLES, join(dataDir, "samples"));
  const db = new Database(":memory:");
  migrateTools(db);
  return { db, dataDir, chatId: "chat-1", now: NOW, searxngUrl: null, ...over, cleanup: () => { db.close(); rmSync(dataDir, { recursive: true, force: true }); } };
}

/** Narrows a result to one kind or fails the test with what came instead. */
export function expectKind<K extends ToolResult["kind"]>(r: ToolResult, kind: K): Extract<ToolResult, { kind: K }> {
  if (r.kind !== kind) throw new Error(`expected ${kind}, got ${JSON.stringify(r)}`);
  return r as Extract<ToolResult, { kind: K }>;
}
