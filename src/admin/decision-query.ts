import type { Database } from "bun:sqlite";
import { whereOf, type DecisionFilter } from "./decision-filter.ts";

/** One row of the routing log table. */
export interface DecisionRow {
  id: number;
  createdAt: number;
  chatId: string | null;
  face: string;
  message: string;
  outcome: string;
  skill: string | null;
  rule: string | null;
  guards: string[];
  tools: string[];
  /** The tools as the admin reads them: a reply tool that wrote a new letter says so («mail_reply_draft (новое письмо)»). */
  toolLabels: string[];
  webSource: string | null;
  tokensPerS: number | null;
  ttftMs: number | null;
  answered: boolean | null;
}

/** The whole record of one decision, its JSON columns parsed. */
export interface DecisionRecord extends DecisionRow {
  state: unknown;
  history: { role: string; content: string }[];
  guardTrips: { guard: string; tool: string; reason: string }[];
  toolCalls: { name: string; arguments: unknown }[];
  modelCalls: { name: string; arguments: unknown }[];
  modelRaw: string | null;
  webSearch: boolean;
  reasons: string[];
  timings: Record<string, number>;
  results: unknown;
}

/** Values the filter selects offer, read from the log itself (indexed DISTINCTs). */
export interface DecisionFacets {
  outcomes: string[];
  rules: string[];
  guards: string[];
  tools: string[];
  skills: string[];
  webSources: string[];
  faces: string[];
}

const ROW_COLS = `d.id, d.created_at, d.chat_id, d.face, d.message, d.outcome, d.skill, d.rule, d.guard_ids, d.tool_ids, d.tools,
  d.web_source, d.tokens_per_s, d.ttft_ms, d.answered`;
const ids = (joined: string): string[] => joined.split("|").filter(Boolean);
const json = <T>(s: unknown, fallback: T): T => { try { return s == null ? fallback : JSON.parse(String(s)); } catch { return fallback; } };

/** The reference id stays (filters, CSV); a call with `compose` wrote a new letter, which the admin should read as one. */
function toolLabels(toolIds: string[], calls: unknown): string[] {
  const list = json<{ name: string; arguments?: Record<string, unknown> }[]>(calls, []);
  return toolIds.map((id) => (id === "mail_reply_draft" && list.some((c) => c.name === id && c.arguments?.compose === true) ? `${id} (новое письмо)` : id));
}

function toRow(r: Record<string, unknown>): DecisionRow {
  return {
    id: r.id as number, createdAt: r.created_at as number, chatId: r.chat_id as string | null, face: r.face as string,
    message: r.message as string, outcome: r.outcome as string, skill: r.skill as string | null, rule: r.rule as string | null,
    guards: ids(r.guard_ids as string), tools: ids(r.tool_ids as string), toolLabels: toolLabels(ids(r.tool_ids as string), r.tools),
    webSource: r.web_source as string | null,
    tokensPerS: r.tokens_per_s as number | null, ttftMs: r.ttft_ms as number | null,
    answered: r.answered == null ? null : r.answered === 1,
  };
}

/** Reads the decision log: filtered pages, counts, one full record, and the values to filter by. */
export function createDecisionQueries(db: Database) {
  return {
    /** One page of matching decisions, newest first, and how many match in all. */
    page(f: DecisionFilter, page = 1, per = 50): { rows: DecisionRow[]; total: number; page: number; pages: number } {
      const w = whereOf(f);
      const total = (db.query(`SELECT count(*) AS n FROM decisions d ${w.sql}`).get(...w.params) as { n: number }).n;
      const pages = Math.max(1, Math.ceil(total / per));
      const p = Math.min(Math.max(1, page), pages);
      const rows = db.query(`SELECT ${ROW_COLS} FROM decisions d ${w.sql} ORDER BY d.created_at DESC, d.id DESC LIMIT ? OFFSET ?`)
        .all(...w.params, per, (p - 1) * per) as Record<string, unknown>[];
      return { rows: rows.map(toRow), total, page: p, pages };
    },
    /** Every matching decision up to `limit`, newest first (the CSV export). */
    all(f: DecisionFilter, limit = 100_000): DecisionRow[] {
      const w = whereOf(f);
      return (db.query(`SELECT ${ROW_COLS} FROM decisions d ${w.sql} ORDER BY d.created_at DESC, d.id DESC LIMIT ?`)
        .all(...w.params, limit) as Record<string, unknown>[]).map(toRow);
    },
    get(id: number): DecisionRecord | null {
      const r = db.query("SELECT d.*, d.tokens_per_s, d.ttft_ms FROM decisions d WHERE d.id = ?").get(id) as Record<string, unknown> | null;
      if (!r) return null;
      return {
        ...toRow(r),
        state: json(r.state, {}), history: json(r.history, []), guardTrips: json(r.guards, []), toolCalls: json(r.tools, []),
        modelCalls: json(r.model_calls, []), modelRaw: r.model_raw as string | null, webSearch: r.web_search === 1,
        reasons: json(r.reasons, []), timings: json(r.timings, {}), results: json(r.results, null),
      };
    },
    facets(): DecisionFacets {
      const col = (sql: string, ...p: string[]) => (db.query(sql).all(...p) as { v: string }[]).map((r) => r.v);
      return {
        outcomes: ["text", "skill", "tool", "clarify", "mode"],
        rules: col("SELECT DISTINCT rule AS v FROM decisions WHERE rule IS NOT NULL ORDER BY rule"),
        guards: col("SELECT DISTINCT value AS v FROM decision_tags WHERE kind = ? ORDER BY value", "guard"),
        tools: col("SELECT DISTINCT value AS v FROM decision_tags WHERE kind = ? ORDER BY value", "tool"),
        skills: col("SELECT DISTINCT skill AS v FROM decisions WHERE skill IS NOT NULL ORDER BY skill"),
        webSources: col("SELECT DISTINCT web_source AS v FROM decisions WHERE web_source IS NOT NULL ORDER BY web_source"),
        faces: col("SELECT DISTINCT face AS v FROM decisions ORDER BY face"),
      };
    },
  };
}

export type DecisionQueries = ReturnType<typeof createDecisionQueries>;
