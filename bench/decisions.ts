import { createDb } from "../src/db/index.ts";
import { createDecisionLog } from "../src/conversation/decision-log.ts";
import { createDecisionQueries } from "../src/admin/decision-query.ts";
import { CHART_SQL, createDecisionCharts, rangeOf, DAY, type ChartName } from "../src/admin/decision-charts.ts";
import type { DecisionFilter } from "../src/admin/decision-filter.ts";
import type { Decision } from "../src/routing/types.ts";
import { percentile, rng, table, vocabulary } from "./corpus.ts";

const N = 100_000;
const REPEATS = 15;
const GUARDS = ["product_search.where_to_buy", "product_search.niche", "sell_listing.buyer_intent", "post_draft.no_create_intent", "repeat_call", "metrics_manage.delete_without_request", "document_edit.file_not_named"];
const TOOLS = ["search_documents", "product_search", "site_metrics", "mail_search", "calendar_search", "post_draft", "web_search"];
const OUTCOMES = ["text", "text", "text", "tool", "tool", "skill", "clarify", "mode"] as const;
const WEB = [null, null, null, null, "pattern:курс валюты", "pattern:новости", "question_rule", "model", "toggle"];

/** 100,000 decisions over 30 days through the real DecisionLog (its triggers fill the tags and the FTS index). */
function fill(db: ReturnType<typeof createDb>, now: number) {
  const log = createDecisionLog(db);
  const r = rng(42);
  const vocab = vocabulary();
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const state = { skill: null, draftShown: false, uiHint: null, mode: null, attachments: [], webSearchToggle: false };
  db.transaction(() => {
    for (let i = 0; i < N; i++) {
      const outcome = pick(OUTCOMES);
      const tool = pick(TOOLS);
      const guards = r() < 0.06 ? [{ guard: pick(GUARDS), tool, reason: "bench" }] : [];
      const web = pick(WEB);
      const d: Decision = {
        outcome, skill: outcome === "skill" ? `skill-${Math.floor(r() * 40)}` : undefined, rule: r() < 0.1 ? "interview_continuation" : null,
        tools: outcome === "tool" ? [{ name: tool, arguments: {} }] : [], webSearch: web !== null, webSearchSource: web,
        modelCalls: [], modelRaw: r() < 0.5 ? `{"calls":[{"name":"${tool}"}]}` : null, guards, reasons: ["bench"], timings: { routeMs: r() * 50 },
      };
      const message = Array.from({ length: 6 + Math.floor(r() * 10) }, () => pick(vocab)).join(" ");
      const id = log.record(d, { chatId: `c${i % 500}`, messageId: i, face: r() < 0.7 ? "ollama" : "embedded", input: { state, history: [], message } }, now - Math.floor(r() * 30 * DAY));
      if (outcome === "text" || r() < 0.3) log.complete(id, { tokensPerSecond: 40 + r() * 30, ttftMs: 800 + r() * 1500, answered: r() < 0.85 });
    }
  })();
  return vocab;
}

/** The same filter on the unindexed copy: guard and tool by LIKE over the joined ids, text by LIKE over the columns. */
function scanWhere(f: DecisionFilter): { sql: string; params: (string | number)[] } {
  const parts: string[] = [], params: (string | number)[] = [];
  const eq = (col: string, v?: string) => { if (v) { parts.push(`${col} = ?`); params.push(v); } };
  eq("outcome", f.outcome); eq("rule", f.rule); eq("skill", f.skill); eq("face", f.face);
  if (f.guard) { parts.push("guard_ids LIKE ?"); params.push(`%|${f.guard}|%`); }
  if (f.tool) { parts.push("tool_ids LIKE ?"); params.push(`%|${f.tool}|%`); }
  if (f.web === "pattern") parts.push("web_source LIKE 'pattern:%'"); else eq("web_source", f.web);
  if (f.from != null) { parts.push("created_at >= ?"); params.push(f.from); }
  if (f.to != null) { parts.push("created_at < ?"); params.push(f.to); }
  if (f.q) { parts.push("(message LIKE ? OR reasons LIKE ? OR model_raw LIKE ?)"); params.push(...Array(3).fill(`%${f.q}%`)); }
  return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
}

const p50 = (fn: () => unknown) => {
  fn();
  const ms: number[] = [];
  for (let i = 0; i < REPEATS; i++) { const t = performance.now(); fn(); ms.push(performance.now() - t); }
  return percentile(ms, 50);
};

/** Each routing-log filter and each chart query over 100,000 decisions, indexed vs the same query on an unindexed copy. */
export async function run(): Promise<void> {
  const now = Date.now();
  const db = createDb(":memory:");
  const t0 = performance.now();
  const vocab = fill(db, now);
  const fillS = (performance.now() - t0) / 1000;
  db.exec("ATTACH ':memory:' AS scan; CREATE TABLE scan.decisions AS SELECT * FROM main.decisions;");
  const q = createDecisionQueries(db);
  const charts = createDecisionCharts(db);
  const word = vocab.find((w) => w.length > 6)!;
  const filters: Record<string, DecisionFilter> = {
    "no filter (page 1)": {}, "outcome=clarify": { outcome: "clarify" }, "rule": { rule: "interview_continuation" },
    "guard": { guard: "repeat_call" }, "tool": { tool: "site_metrics" }, "skill": { skill: "skill-7" },
    "web=pattern": { web: "pattern" }, "web=model": { web: "model" }, "face=embedded": { face: "embedded" },
    "last 24 h": { from: now - DAY, to: now + 1 }, [`text «${word}»`]: { q: word },
    "guard + last 7 days": { guard: "product_search.niche", from: now - 7 * DAY },
  };
  const rows: Record<string, string | number>[] = [];
  const row = (kind: string, name: string, ms: number, base: number, n: number) =>
    rows.push({ kind, query: name, rows: n, p50_ms: ms.toFixed(2), baseline_ms: base.toFixed(2), speedup: `${(base / ms).toFixed(1)}x`, under_100ms: ms < 100 ? "yes" : "NO" });
  for (const [name, f] of Object.entries(filters)) {
    const n = q.page(f).total;
    const ms = p50(() => q.page(f, 1, 50));
    const w = scanWhere(f);
    const base = p50(() => {
      db.query(`SELECT count(*) FROM scan.decisions ${w.sql}`).get(...w.params);
      db.query(`SELECT * FROM scan.decisions ${w.sql} ORDER BY created_at DESC, id DESC LIMIT 50`).all(...w.params);
    });
    row("filter", name, ms, base, n);
  }
  const range = rangeOf(now - 30 * DAY, now + 1);
  const week = rangeOf(now - 7 * DAY, now + 1);
  for (const [label, r] of [["30 d", range], ["7 d", week]] as const) {
    for (const name of Object.keys(CHART_SQL) as ChartName[]) {
      const n = charts.one(name, r).length;
      const ms = p50(() => charts.one(name, r));
      const sql = name === "guards"
        ? `SELECT json_extract(g.value, '$.guard') AS guard, count(*) AS n FROM scan.decisions d, json_each(d.guards) g WHERE d.created_at >= $from AND d.created_at < $to GROUP BY guard`
        : CHART_SQL[name].replaceAll("FROM decisions", "FROM scan.decisions");
      const params: Record<string, number> = { from: r.from, to: r.to };
      if (sql.includes("$b")) params.b = r.bucketMs;
      const base = p50(() => db.query(sql).all(params as never));
      row(`chart ${label}`, name, ms, base, n);
    }
  }
  table(`Routing log and dashboard queries — ${N.toLocaleString("en")} decisions (filled in ${fillS.toFixed(1)} s), p50 of ${REPEATS}; baseline: the same query on an unindexed copy (no indexes, no tag table, no FTS)`, rows);
  const slow = rows.filter((r) => r.under_100ms !== "yes");
  console.log(slow.length ? `\n${slow.length} queries over 100 ms` : "\nevery query under 100 ms");
  db.close();
}

if (import.meta.main) await run();
