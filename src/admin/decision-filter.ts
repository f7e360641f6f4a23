/** What the routing log can be narrowed by; every field is optional. Times are epoch milliseconds. */
export interface DecisionFilter {
  outcome?: string;
  /** A pre-model rule id, or "none" for decisions no rule made. */
  rule?: string;
  guard?: string;
  tool?: string;
  /** A skill id, or "none". */
  skill?: string;
  /** "pattern" (any pattern), "pattern:<name>", "model", "question_rule", "toggle", or "none" (no web search). */
  web?: string;
  face?: string;
  from?: number;
  to?: number;
  /** Free text: a substring of the message, the reasons or the model's raw answer. */
  q?: string;
}

/** A WHERE clause over `decisions d` and its parameters. */
export interface SqlWhere {
  sql: string;
  params: (string | number)[];
}

const FTS_MIN = 3;

/** Turns a filter into SQL that the indexes serve: tags for guards and tools, FTS5 trigrams for text. */
export function whereOf(f: DecisionFilter): SqlWhere {
  const parts: string[] = [];
  const params: (string | number)[] = [];
  const eqOrNone = (col: string, v: string | undefined) => {
    if (!v) return;
    if (v === "none") parts.push(`d.${col} IS NULL`);
    else { parts.push(`d.${col} = ?`); params.push(v); }
  };
  if (f.outcome) { parts.push("d.outcome = ?"); params.push(f.outcome); }
  eqOrNone("rule", f.rule);
  eqOrNone("skill", f.skill);
  if (f.face) { parts.push("d.face = ?"); params.push(f.face); }
  for (const kind of ["guard", "tool"] as const) {
    const v = f[kind];
    if (v) { parts.push("d.id IN (SELECT decision_id FROM decision_tags WHERE kind = ? AND value = ?)"); params.push(kind, v); }
  }
  if (f.web === "none") parts.push("d.web_source IS NULL");
  else if (f.web === "pattern") parts.push("d.web_source >= 'pattern:' AND d.web_source < 'pattern;'");
  else if (f.web) { parts.push("d.web_source = ?"); params.push(f.web); }
  if (f.from != null) { parts.push("d.created_at >= ?"); params.push(f.from); }
  if (f.to != null) { parts.push("d.created_at < ?"); params.push(f.to); }
  const q = f.q?.trim();
  if (q && q.length >= FTS_MIN) {
    parts.push("d.id IN (SELECT rowid FROM decisions_fts WHERE decisions_fts MATCH ?)");
    params.push(`"${q.replaceAll('"', '""')}"`);
  } else if (q) {
    parts.push("d.message LIKE ? ESCAPE '\\'");
    params.push(`%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
  }
  return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
}

/** Reads a filter from query-string values, dropping empty ones and parsing times (ms or ISO). */
export function filterFromQuery(q: Record<string, string | undefined>): DecisionFilter {
  const time = (v: string | undefined) => {
    if (!v) return undefined;
    const n = /^\d+$/.test(v) ? Number(v) : Date.parse(v);
    return Number.isFinite(n) ? n : undefined;
  };
  const s = (v: string | undefined) => (v && v.trim() ? v.trim().slice(0, 200) : undefined);
  return {
    outcome: s(q.outcome), rule: s(q.rule), guard: s(q.guard), tool: s(q.tool), skill: s(q.skill),
    web: s(q.web), face: s(q.face), from: time(q.from), to: time(q.to), q: s(q.q),
  };
}
