import type { Database } from "bun:sqlite";

/** A time range [from, to) in epoch ms and the bucket width of the over-time charts. */
export interface ChartRange {
  from: number;
  to: number;
  bucketMs: number;
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** An hourly bucket for up to three days, daily beyond. */
export function rangeOf(from: number, to: number): ChartRange {
  return { from, to, bucketMs: to - from <= 3 * DAY ? HOUR : DAY };
}

/** Everything the dashboard draws; every figure comes out of SQL already aggregated. */
export interface ChartData {
  range: ChartRange;
  outcomes: { t: number; outcome: string; n: number }[];
  clarify: { t: number; clarify: number; total: number; share: number }[];
  guards: { guard: string; n: number }[];
  webSources: { t: number; source: string; n: number }[];
  webPatterns: { pattern: string; n: number }[];
  /** Tokens per second and time to first token (ms): median and p90 per hour. */
  tokens: { t: number; n: number; p50: number; p90: number }[];
  ttft: { t: number; n: number; p50: number; p90: number }[];
  nothingFound: { t: number; empty: number; partial: number; asked: number }[];
  nothingTop: { message: string; n: number; last: number }[];
}

function speedSql(m: "tokens_per_s" | "ttft_ms"): string {
  return `SELECT h * 3600000 AS t, n, round(max(CASE WHEN rn = (n * 50 + 99) / 100 THEN x END), 2) AS p50,
      round(max(CASE WHEN rn = (n * 90 + 99) / 100 THEN x END), 2) AS p90
    FROM (SELECT created_at / 3600000 AS h, ${m} AS x, row_number() OVER w AS rn, count(*) OVER (PARTITION BY created_at / 3600000) AS n
      FROM decisions
      WHERE created_at / 3600000 >= $from / 3600000 AND created_at / 3600000 <= $to / 3600000
        AND ${m} IS NOT NULL AND created_at >= $from AND created_at < $to
      WINDOW w AS (PARTITION BY created_at / 3600000 ORDER BY ${m}))
    WHERE rn = (n * 50 + 99) / 100 OR rn = (n * 90 + 99) / 100
    GROUP BY h ORDER BY h`;
}

/** A question the documents did not answer in the range, as nothingTop and the dashboard's list count it. */
const UNANSWERED = `created_at >= $from AND created_at < $to AND message != '' AND (answered = 0 OR (answered IS NULL AND outcome = 'text' AND guard_ids = ''
  AND reasons NOT LIKE '%plain answer: small talk%' AND reasons NOT LIKE '%self-answer:%'))`;

/** The SQL behind each chart, by name: the benchmark times them one by one. */
export const CHART_SQL = {
  outcomes: `SELECT (created_at / $b) * $b AS t, outcome, count(*) AS n FROM decisions
    WHERE created_at >= $from AND created_at < $to GROUP BY t, outcome ORDER BY t`,
  clarify: `SELECT (created_at / $b) * $b AS t, sum(outcome = 'clarify') AS clarify, count(*) AS total,
    round(1.0 * sum(outcome = 'clarify') / count(*), 4) AS share FROM decisions
    WHERE created_at >= $from AND created_at < $to GROUP BY t ORDER BY t`,
  guards: `SELECT value AS guard, count(*) AS n FROM decision_tags
    WHERE kind = 'guard' AND created_at >= $from AND created_at < $to GROUP BY value ORDER BY n DESC`,
  webSources: `SELECT (created_at / $b) * $b AS t,
    CASE WHEN web_source LIKE 'pattern:%' THEN 'pattern' ELSE web_source END AS source, count(*) AS n FROM decisions
    WHERE created_at >= $from AND created_at < $to AND web_source IS NOT NULL GROUP BY t, source ORDER BY t`,
  webPatterns: `SELECT substr(web_source, 9) AS pattern, count(*) AS n FROM decisions
    WHERE web_source >= 'pattern:' AND web_source < 'pattern;' AND created_at >= $from AND created_at < $to
    GROUP BY web_source ORDER BY n DESC`,
  // Nearest-rank median and p90 per hour, one query per chart: rank k = ceil(n·p). The (hour, value)
  // expression indexes hand the rows over already in window order, so nothing is sorted.
  tokens: speedSql("tokens_per_s"),
  ttft: speedSql("ttft_ms"),
  // Found nothing: the documents were searched and the answer refused (answered = 0), or a plain text
  // answer that no guard cut came from elsewhere because no fragment passed the floor (answered stays NULL).
  // What the assistant answers itself (the date, arithmetic: «self-answer:») asked nothing of the documents.
  nothingFound: `SELECT (created_at / $b) * $b AS t,
    sum(answered = 0 OR (answered IS NULL AND outcome = 'text' AND guard_ids = '' AND reasons NOT LIKE '%plain answer: small talk%' AND reasons NOT LIKE '%self-answer:%')) AS empty,
    sum(coalesce(json_extract(results, '$.answerState') = 'partial', 0)) AS partial,
    sum(answered IS NOT NULL OR outcome = 'text') AS asked FROM decisions
    WHERE created_at >= $from AND created_at < $to AND (answered IS NOT NULL OR (outcome = 'text' AND reasons NOT LIKE '%plain answer: small talk%' AND reasons NOT LIKE '%self-answer:%')) GROUP BY t ORDER BY t`,
  nothingTop: `SELECT message, count(*) AS n, max(created_at) AS last FROM decisions WHERE ${UNANSWERED}
    GROUP BY message ORDER BY n DESC, last DESC LIMIT 15`,
};

export type ChartName = keyof typeof CHART_SQL;

/** One row per question the documents did not answer, most asked first; the dashboard pages through them. */
/** `partial`: the last time it was asked, the documents held passages near it (the hedged third state), not nothing. */
export interface UnansweredQuestion { message: string; n: number; last: number; partial: number }

/** Runs the dashboard's aggregations over a range. */
export function createDecisionCharts(db: Database) {
  const one = (name: ChartName, r: ChartRange) => {
    const params: Record<string, number> = { from: r.from, to: r.to };
    if (CHART_SQL[name].includes("$b")) params.b = r.bucketMs;
    return db.query(CHART_SQL[name]).all(params as never) as never[];
  };
  return {
    one,
    all(r: ChartRange): ChartData {
      return {
        range: r,
        outcomes: one("outcomes", r), clarify: one("clarify", r), guards: one("guards", r), webSources: one("webSources", r),
        webPatterns: one("webPatterns", r), tokens: one("tokens", r), ttft: one("ttft", r), nothingFound: one("nothingFound", r), nothingTop: one("nothingTop", r),
      };
    },
    /** The first `limit` unanswered questions of the range and how many there are (walk 17a D18: no paging). */
    unanswered(r: ChartRange, limit: number): { rows: UnansweredQuestion[]; total: number } {
      const p = { from: r.from, to: r.to };
      // Walk 56's admin read hedged questions («нет точного ответа», the rule quoted as possibly related) as rules missing from
      // the documents: each row says which of the two the last answer was.
      const rows = db.query(`SELECT message, count(*) AS n, max(created_at) AS last,
        (SELECT json_extract(d2.results, '$.answerState') = 'partial' FROM decisions d2 WHERE d2.message = decisions.message ORDER BY d2.created_at DESC LIMIT 1) AS partial
        FROM decisions WHERE ${UNANSWERED}
        GROUP BY message ORDER BY n DESC, last DESC LIMIT $limit`).all({ ...p, limit: Math.max(1, Math.floor(limit)) } as never) as UnansweredQuestion[];
      const { total } = db.query(`SELECT count(DISTINCT message) AS total FROM decisions WHERE ${UNANSWERED}`).get(p as never) as { total: number };
      return { rows, total };
    },
    /** The oldest and newest decision times, for the range picker's «all time». */
    span(): { first: number | null; last: number | null } {
      return db.query("SELECT min(created_at) AS first, max(created_at) AS last FROM decisions").get() as { first: number | null; last: number | null };
    },
  };
}

export type DecisionCharts = ReturnType<typeof createDecisionCharts>;
