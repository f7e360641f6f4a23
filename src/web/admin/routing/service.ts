import { filterFromQuery, type DecisionFilter } from "../../../admin/decision-filter.ts";
import type { LogQuery } from "./model.ts";

/** The filter of a query; datetime-local times are read as UTC, as the page shows them. */
export function filterOf(q: LogQuery): DecisionFilter {
  const utc = (v: string | undefined) => (v && /T\d\d:\d\d(:\d\d)?$/.test(v) ? `${v}Z` : v);
  return filterFromQuery({ ...q, from: utc(q.from), to: utc(q.to), page: undefined, per: undefined } as Record<string, string | undefined>);
}

/** The query string of a filter and page, for links, the pager and the CSV export. */
export function queryString(q: LogQuery, overrides: Record<string, string | number | undefined> = {}): string {
  const all: Record<string, unknown> = { ...q, ...overrides };
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(all)) if (v !== undefined && v !== "" && v !== null) p.set(k, String(v));
  return p.toString();
}
