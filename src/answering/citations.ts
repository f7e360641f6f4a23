import type { Fragment } from "../retrieval/types.ts";

export interface Citation {
  n: number;
  docName: string;
  headingPath: string[];
  page: number | null;
  text: string;
  chunkId: number;
}

/** The [n] markers an answer uses that point at a real fragment, in order of first use; out-of-range numbers are dropped. */
export function citationsOf(answer: string, fragments: Fragment[]): Citation[] {
  const seen = new Set<number>();
  for (const m of answer.matchAll(/\[(\d{1,2})\]/g)) {
    const n = Number(m[1]);
    if (n >= 1 && n <= fragments.length) seen.add(n);
  }
  return [...seen].map((n) => {
    const f = fragments[n - 1];
    return { n, docName: f.docName, headingPath: f.headingPath, page: f.page, text: f.text, chunkId: f.id };
  });
}

/** Removes [n] markers that point at no fragment, so the reader never sees a dead link. */
export function stripDeadCitations(answer: string, count: number): string {
  // «28 дней [5].» with no fifth fragment reads «28 дней.», not «28 дней .».
  return answer.replace(/\s?\[(\d{1,2})\]/g, (all, d) => (Number(d) >= 1 && Number(d) <= count ? all : ""));
}
