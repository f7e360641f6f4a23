import type { Database } from "bun:sqlite";
import type { EvalProgress, EvalReport } from "../evaluation/run.ts";

export type RunStatus = "queued" | "running" | "done" | "failed" | "interrupted";

/** The metrics charted across runs: a label and where the figure sits in the report JSON. */
export const RUN_METRICS = [
  { key: "rag.passRate", label: "RAG: доля верных ответов (через чат)" },
  { key: "rag.retrieval.passRate", label: "RAG: доля верных без чата (диагностика)" },
  { key: "rag.leaveOneOut.refused", label: "RAG: отказы без документа-источника" },
  { key: "rag.retrieval.hitAt1", label: "RAG: hit@1" },
  { key: "rag.retrieval.hitAt6", label: "RAG: hit@6" },
  { key: "rag.retrieval.mrr", label: "RAG: MRR" },
  { key: "rag.factRecall", label: "RAG: полнота фактов" },
  { key: "rag.refusalAccuracy", label: "RAG: точность отказов" },
  { key: "rag.citationPrecision", label: "RAG: точность ссылок" },
  { key: "routing.accuracy", label: "Маршрутизация: точность" },
  { key: "routing.toolAccuracy", label: "Маршрутизация: инструменты" },
  { key: "routing.webSearchAccuracy", label: "Маршрутизация: веб-поиск" },
  { key: "skills.accuracy", label: "Навыки: точность (как в чате)" },
  { key: "skills.gateAccuracy", label: "Навыки: точность шлюза навыков" },
  { key: "skills.recallAt15", label: "Навыки: recall@15" },
  { key: "skills.clarifyPrecision", label: "Навыки: точность уточнений" },
] as const;

/**
 * Figures that only a set with section labels (expect.doc and expect.section) can measure: the scorer
 * matches fragments and cited sources by section, so without labels it finds no match and writes 0
 * (and fails every answerable case without chat). Those zeros are no measurement: the page says «н/д».
 */
export const NEEDS_SECTIONS = [
  "rag.retrieval.hitAt1", "rag.retrieval.hitAt6", "rag.retrieval.mrr", "rag.retrieval.citationPrecision", "rag.retrieval.passRate",
  "rag.citationPrecision", "rag.gap.passRate", "rag.gap.citationPrecision",
];

/** Whether any answerable case names the section it expects: what retrieval figures need. */
export const sectionLabelled = (cases: { expect: { answerable: boolean; doc?: string; section?: string } }[]): boolean =>
  cases.some((c) => c.expect.answerable && Boolean(c.expect.doc) && Boolean(c.expect.section));

/** The report's figure keys that could not be measured on its set (empty when every figure could). */
export function unmeasured(report: Pick<EvalReport, "rag">): Set<string> {
  return new Set(sectionLabelled(report.rag.cases) ? [] : NEEDS_SECTIONS);
}

/** A run as the list and the charts show it: settings and figures, not the whole report. */
export interface RunSummary {
  id: number;
  createdAt: number;
  finishedAt: number | null;
  status: RunStatus;
  source: string;
  label: string;
  settings: Record<string, unknown>;
  progress: Partial<EvalProgress> & { percent?: number };
  error: string | null;
  figures: Record<string, number | null>;
}

const FIGURES = RUN_METRICS.map((m, i) => `json_extract(report, '$.${m.key}') AS m${i}`).join(", ");
// Whether the stored report's set labels sections, read in SQL so the list needs no whole report.
const LABELLED = `EXISTS (SELECT 1 FROM json_each(report, '$.rag.cases') WHERE json_extract(value, '$.expect.answerable')
  AND json_extract(value, '$.expect.doc') <> '' AND json_extract(value, '$.expect.section') <> '') AS labelled`;
const COLS = `id, created_at, finished_at, status, source, label, settings, progress, error, ${FIGURES}, ${LABELLED}`;

function toSummary(r: Record<string, unknown>): RunSummary {
  return {
    id: r.id as number, createdAt: r.created_at as number, finishedAt: r.finished_at as number | null, status: r.status as RunStatus,
    source: r.source as string, label: r.label as string, settings: JSON.parse(r.settings as string), progress: JSON.parse(r.progress as string),
    error: r.error as string | null,
    figures: Object.fromEntries(RUN_METRICS.map((m, i) => [m.key, !r.labelled && NEEDS_SECTIONS.includes(m.key) ? null : (r[`m${i}`] as number | null) ?? null])),
  };
}

/** Evaluation runs kept in SQLite with their settings, progress and report JSON. */
export function createEvalRuns(db: Database, now = () => Date.now()) {
  return {
    create(o: { source: string; label: string; settings: Record<string, unknown> }): number {
      return Number(db.query("INSERT INTO eval_runs (created_at, status, source, label, settings) VALUES (?, 'queued', ?, ?, ?)")
        .run(now(), o.source, o.label, JSON.stringify(o.settings)).lastInsertRowid);
    },
    progress(id: number, p: RunSummary["progress"], status: RunStatus = "running"): void {
      db.query("UPDATE eval_runs SET progress = ?, status = ? WHERE id = ?").run(JSON.stringify(p), status, id);
    },
    finish(id: number, report: EvalReport): void {
      db.query("UPDATE eval_runs SET status = 'done', finished_at = ?, report = ?, settings = ?, progress = ? WHERE id = ?")
        .run(now(), JSON.stringify(report), JSON.stringify(report.settings), JSON.stringify({ stage: "done", percent: 100 }), id);
    },
    fail(id: number, error: string): void {
      db.query("UPDATE eval_runs SET status = 'failed', finished_at = ?, error = ? WHERE id = ?").run(now(), error.slice(0, 2000), id);
    },
    /** Runs a stop cut short are marked interrupted at start. */
    markInterrupted(): number {
      return db.query("UPDATE eval_runs SET status = 'interrupted', finished_at = ? WHERE status IN ('queued', 'running')").run(now()).changes;
    },
    list(): RunSummary[] {
      return (db.query(`SELECT ${COLS} FROM eval_runs ORDER BY id DESC`).all() as Record<string, unknown>[]).map(toSummary);
    },
    summary(id: number): RunSummary | null {
      const r = db.query(`SELECT ${COLS} FROM eval_runs WHERE id = ?`).get(id) as Record<string, unknown> | null;
      return r ? toSummary(r) : null;
    },
    /** The stored report JSON as text (exported as is), or null while the run has none. */
    reportJson(id: number): string | null {
      return (db.query("SELECT report FROM eval_runs WHERE id = ?").get(id) as { report: string | null } | null)?.report ?? null;
    },
    report(id: number): EvalReport | null {
      const j = this.reportJson(id);
      return j ? (JSON.parse(j) as EvalReport) : null;
    },
    remove(id: number): boolean {
      return db.query("DELETE FROM eval_runs WHERE id = ? AND status NOT IN ('queued', 'running')").run(id).changes > 0;
    },
  };
}

export type EvalRuns = ReturnType<typeof createEvalRuns>;
