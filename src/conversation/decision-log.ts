import type { Database } from "bun:sqlite";
import type { Decision, RouteInput } from "../routing/types.ts";

export interface DecisionContext {
  chatId: string | null;
  messageId: number | null;
  face: "ollama" | "embedded";
  input: RouteInput;
}

/** The outcome of running a decision: tool results, answer figures. Filled in after the turn. */
export interface DecisionOutcome {
  results?: unknown;
  tokensPerSecond?: number | null;
  ttftMs?: number | null;
  answered?: boolean | null;
  timings?: Record<string, number>;
}

/** The record of every routing decision: one row per message, every reason kept. */
export function createDecisionLog(db: Database) {
  return {
    record(d: Decision, ctx: DecisionContext, at = Date.now()): number {
      return Number(db.query(`INSERT INTO decisions (chat_id, message_id, created_at, face, message, state, history, outcome, skill, rule,
          guards, guard_ids, tools, tool_ids, model_calls, model_raw, web_search, web_source, reasons, timings)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
        ctx.chatId, ctx.messageId, at, ctx.face, ctx.input.message, JSON.stringify(ctx.input.state),
        JSON.stringify(ctx.input.history.slice(-6)), d.outcome, d.skill ?? null, d.rule,
        JSON.stringify(d.guards), d.guards.map((g) => `|${g.guard}|`).join(""),
        JSON.stringify(d.tools), d.tools.map((t) => `|${t.name}|`).join(""),
        JSON.stringify(d.modelCalls), d.modelRaw, d.webSearch ? 1 : 0, d.webSearchSource,
        JSON.stringify(d.reasons), JSON.stringify(d.timings),
      ).lastInsertRowid);
    },
    complete(id: number, o: DecisionOutcome): void {
      const row = db.query("SELECT timings FROM decisions WHERE id = ?").get(id) as { timings: string } | null;
      if (!row) return;
      const timings = { ...JSON.parse(row.timings), ...(o.timings ?? {}) };
      db.query("UPDATE decisions SET results = ?, tokens_per_s = ?, ttft_ms = ?, answered = ?, timings = ? WHERE id = ?")
        .run(o.results === undefined ? null : JSON.stringify(o.results), o.tokensPerSecond ?? null, o.ttftMs ?? null,
          o.answered == null ? null : o.answered ? 1 : 0, JSON.stringify(timings), id);
    },
    /** Names an error that struck after the turn completed (drawing its answer), beside its results. */
    noteError(id: number, error: string): void {
      const row = db.query("SELECT results FROM decisions WHERE id = ?").get(id) as { results: string | null } | null;
      if (!row) return;
      const results = { ...(row.results ? JSON.parse(row.results) : {}), error };
      db.query("UPDATE decisions SET results = ? WHERE id = ?").run(JSON.stringify(results), id);
    },
    /**
     * A person deleted the chat: its decisions keep their figures (outcome, tools and guards by name, timings) for the
     * charts, and lose every word of the person's or of the answers (message, history, the router's raw text, the tools'
     * arguments, the reasons that quote them, the results and their evidence). What is one person's stays theirs.
     */
    forgetChat(chatId: string): number {
      const rows = db.query("SELECT id, tools FROM decisions WHERE chat_id = ?").all(chatId) as { id: number; tools: string }[];
      const wipe = db.query("UPDATE decisions SET message = '', history = '[]', model_raw = NULL, model_calls = '[]', tools = ?, reasons = '[]', results = NULL WHERE id = ?");
      db.transaction(() => {
        for (const r of rows) wipe.run(JSON.stringify((JSON.parse(r.tools) as { name: string }[]).map((t) => ({ name: t.name, arguments: {} }))), r.id);
      })();
      return rows.length;
    },
    get(id: number): Record<string, unknown> | null {
      return db.query("SELECT * FROM decisions WHERE id = ?").get(id) as Record<string, unknown> | null;
    },
  };
}

export type DecisionLog = ReturnType<typeof createDecisionLog>;
