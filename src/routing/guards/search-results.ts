/** One search that ran during a turn, whoever started it (router, skill prefetch, the platform). */
export interface TurnSearch {
  tool: string;
  query: string;
  results: number;
  /** How many results had their text actually read (fetched page or document fragment), not just a snippet. */
  read: number;
}

/** What the guard needs to know about the turn. */
export interface TurnRecord {
  searches: TurnSearch[];
}

/** Tools whose answers must rest on results that were read. */
export const SEARCH_TOOLS = new Set(["web_search", "search_documents"]);

/**
 * search.no_results_read: a turn that searched but read no result's text must not answer «from the search».
 * Checked on the turn record, not on a call: whoever searched, the answer needs read text to stand on.
 */
export const searchNoResultsRead = {
  id: "search.no_results_read",
  check(turn: TurnRecord): string | null {
    const searches = turn.searches.filter((s) => SEARCH_TOOLS.has(s.tool));
    if (searches.length === 0) return null;
    if (searches.some((s) => s.read > 0)) return null;
    const found = searches.reduce((n, s) => n + s.results, 0);
    return found === 0 ? "searched, nothing found" : `searched, ${found} results but no text read`;
  },
};
