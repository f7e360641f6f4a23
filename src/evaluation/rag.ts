import type { AnswerResult } from "../answering/answer.ts";
import type { Fragment } from "../retrieval/types.ts";
import type { QuestionCase } from "./pilot-set.ts";
import { headingName } from "../ingestion/extract/heading-text.ts";

const fold = (s: string) => s.toLowerCase().replaceAll("ё", "е").replace(/[\s\u00a0\u202f]+/g, " ").trim();
const squash = (s: string) => fold(s).replace(/ /g, "");

/**
 * A fragment matches when its document is `doc` and its heading path contains `section` (case-insensitive).
 * The heading path holds headings without their numbers («3.1. Ежегодный отпуск» → «Ежегодный отпуск»), so an
 * expected section copied with its number is read the same way.
 */
export function fragmentMatches(f: Pick<Fragment, "docName" | "headingPath">, expect: QuestionCase["expect"]): boolean {
  if (!expect.doc) return false;
  // A set naming the document alone (a plain-text file whose tester gave no section) expects any of its fragments.
  if (!expect.section) return f.docName === expect.doc;
  return f.docName === expect.doc && fold(f.headingPath.join(" / ")).includes(fold(headingName(expect.section).name));
}

/** Whether an answer holds a fact: case-insensitive, spaces folded (so "50 000" matches "50000"). */
export function hasFact(answer: string, fact: string): boolean {
  return squash(answer).includes(squash(fact));
}

export interface RagCase {
  id: string;
  kind: string;
  question: string;
  previous?: string;
  expect: QuestionCase["expect"];
  rank: number | null;
  answer: string;
  answered: boolean;
  factsFound: string[];
  factsMissing: string[];
  citations: { n: number; correct: boolean }[];
  retrieved: { docName: string; section: string; page: number | null; score: number; match: boolean }[];
  retrieveMs: number;
  verdict: "pass" | "fail";
  why: string[];
}

/** Scores one question's answer against its expectations. */
export function scoreCase(q: QuestionCase, r: AnswerResult): RagCase {
  const e = q.expect;
  const matchIdx = r.fragments.findIndex((f) => fragmentMatches(f, e));
  const facts = e.facts ?? [];
  const found = facts.filter((f) => hasFact(r.answer, f));
  const citations = r.citations.map((c) => ({ n: c.n, correct: fragmentMatches(c, e) }));
  const why: string[] = [];
  if (e.answerable) {
    if (matchIdx < 0) why.push("the expected section was not among the fragments");
    if (!r.answered) why.push("refused although the documents answer it");
    if (found.length < facts.length) why.push(`facts missing: ${facts.filter((f) => !found.includes(f)).join(", ")}`);
  } else if (r.answered) why.push("answered although the documents do not hold the answer");
  return {
    id: q.id, kind: q.kind ?? (e.answerable ? "direct" : "unanswerable"), question: q.question, previous: q.previous, expect: e,
    rank: matchIdx < 0 ? null : matchIdx + 1, answer: r.answer, answered: r.answered,
    factsFound: found, factsMissing: facts.filter((f) => !found.includes(f)), citations,
    retrieved: r.fragments.map((f) => ({ docName: f.docName, section: f.headingPath.join(" › "), page: f.page, score: Number(f.score.toFixed(4)), match: fragmentMatches(f, e) })),
    retrieveMs: r.timings.retrieveMs, verdict: why.length ? "fail" : "pass", why,
  };
}

const ratio = (a: number, b: number) => (b === 0 ? null : Number((a / b).toFixed(4)));

function percentile(xs: number[], p: number): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

/** The figures of a set of scored cases (the report's `rag` object without the cases). */
export function ragFigures(cases: RagCase[]) {
  const answerable = cases.filter((c) => c.expect.answerable);
  const facts = answerable.flatMap((c) => [...c.factsFound.map(() => 1), ...c.factsMissing.map(() => 0)]);
  const cites = answerable.flatMap((c) => c.citations);
  return {
    questions: cases.length,
    hitAt1: ratio(answerable.filter((c) => c.rank === 1).length, answerable.length),
    hitAt6: ratio(answerable.filter((c) => c.rank !== null).length, answerable.length),
    mrr: ratio(answerable.reduce((s, c) => s + (c.rank ? 1 / c.rank : 0), 0), answerable.length),
    factRecall: ratio(facts.reduce((a: number, b) => a + b, 0), facts.length),
    refusalAccuracy: ratio(cases.filter((c) => c.answered === c.expect.answerable).length, cases.length),
    citationPrecision: ratio(cites.filter((c) => c.correct).length, cites.length),
    passRate: ratio(cases.filter((c) => c.verdict === "pass").length, cases.length),
    retrieveP50Ms: Number(percentile(cases.map((c) => c.retrieveMs), 50).toFixed(3)),
  };
}

/** The report's `rag` object: overall figures, the same per kind, and every case. */
export function ragReport(cases: RagCase[]) {
  const kinds = [...new Set(cases.map((c) => c.kind))];
  return {
    ...ragFigures(cases),
    byKind: Object.fromEntries(kinds.map((k) => [k, ragFigures(cases.filter((c) => c.kind === k))])),
    cases,
  };
}
