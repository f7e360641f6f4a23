import { words, isStopword } from "../text/tokens.ts";
import type { Skill } from "./types.ts";

/** One search result as a search backend returns it. */
export interface SearchResult {
  title: string;
  text: string;
  source: string;
}

/** One numbered row of the fact table a research skill answers from (and cites by `n`). */
export interface Fact {
  n: number;
  text: string;
  source: string;
  title: string;
}

const contentWords = (text: string) => words(text).filter((w) => !isStopword(w) && w.length > 1);

/**
 * The queries a request becomes, widest first: the request as typed, its content words with the
 * skill's name (the subject seen through this method), its content words with the description's
 * leading words, then halves of a long request (a question that asks several things needs several
 * queries — seed 004: two narrow queries left prices unsourced). Duplicates are dropped.
 */
export function prefetchQueries(skill: Skill, request: string, n: number): string[] {
  const cw = contentWords(request);
  const half = Math.ceil(cw.length / 2);
  const candidates = [
    request.trim(),
    [...cw, ...contentWords(skill.name)].join(" "),
    [...cw, ...contentWords(skill.description).slice(0, 4)].join(" "),
    cw.slice(0, half).join(" "),
    cw.slice(half).join(" "),
    cw.join(" "),
  ];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const q of candidates) {
    const key = q.toLowerCase().replace(/\s+/g, " ").trim();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(q);
  }
  return out.slice(0, n);
}

const factKey = (r: SearchResult) => `${r.source.trim().toLowerCase()}\u0000${r.text.replace(/\s+/g, " ").trim().toLowerCase()}`;

/**
 * Runs the skill's first round of lookups before it starts (skill.prefetch queries) and returns the
 * results de-duplicated and numbered; null for skills that declare no prefetch. A failed query
 * counts as no results: the table is material, not a precondition.
 */
export async function prefetchFacts(
  skill: Skill,
  request: string,
  search: (q: string) => Promise<SearchResult[]>,
): Promise<Fact[] | null> {
  if (!skill.prefetch || skill.prefetch <= 0) return null;
  const queries = prefetchQueries(skill, request, skill.prefetch);
  const settled = await Promise.allSettled(queries.map((q) => search(q)));
  const seen = new Set<string>();
  const facts: Fact[] = [];
  for (const s of settled) {
    if (s.status !== "fulfilled") continue;
    for (const r of s.value) {
      const key = factKey(r);
      if (!r.text.trim() || seen.has(key)) continue;
      seen.add(key);
      facts.push({ n: facts.length + 1, text: r.text.trim(), source: r.source, title: r.title });
    }
  }
  return facts;
}

/** Renders the fact table for the prompt: «[n] text (source)», one a line. */
export function formatFactTable(facts: Fact[]): string {
  if (!facts.length) return "Поиск ничего не нашёл: не выдумывай факты, скажи, что не нашлось.";
  return facts.map((f) => `[${f.n}] ${f.title ? f.title + ": " : ""}${f.text} (${f.source})`).join("\n");
}
