import type { KnowledgeBase } from "../retrieval/knowledge-base.ts";
import { answerStateOf } from "../answering/state.ts";
import type { ChatRoad } from "./chat-road.ts";
import { chatFigures, type ChatCase } from "./chat-score.ts";
import type { PilotSet } from "./pilot-set.ts";
import type { ragReport } from "./rag.ts";

const ratio = (a: number, b: number) => (b === 0 ? null : Number((a / b).toFixed(4)));

/** One leave-one-out question: asked with its source document out of the index, it must not be answered. */
export interface LeaveOneOutCase {
  id: string;
  doc: string;
  question: string;
  state: ChatCase["state"];
  answer: string;
  /** The documents answerer's own state for the same question (diagnostic: no routing, no drawing). */
  answererState: ChatCase["state"] | null;
}

/**
 * Calibration on cases nobody wrote: every answerable question is asked again through the chat with
 * its expected document removed from the index; the documents then hold no answer, so the right
 * outcome is a refusal (or a partial answer, which asserts nothing). The document comes back after.
 */
export async function leaveOneOut(
  set: PilotSet, kb: KnowledgeBase, road: ChatRoad, onProgress: (done: number, total: number) => void = () => {},
  direct?: (question: string, previous?: string) => Promise<{ state: ChatCase["state"] }>,
) {
  const byDoc = new Map<string, PilotSet["questions"]>();
  for (const q of set.questions) if (q.expect.answerable && q.expect.doc) byDoc.set(q.expect.doc, [...(byDoc.get(q.expect.doc) ?? []), q]);
  const total = [...byDoc.values()].reduce((n, qs) => n + qs.length, 0);
  const cases: LeaveOneOutCase[] = [];
  for (const [doc, questions] of byDoc) {
    const info = kb.store.byName(doc);
    const file = set.docs.find((d) => d.name === doc);
    if (!info || !file) continue;
    await kb.remove(info.id);
    try {
      for (const q of questions) {
        const a = await road.ask(q.question, q.previous || undefined);
        const d = direct ? (await direct(q.question, q.previous || undefined)).state : null;
        cases.push({ id: q.id, doc, question: q.question, state: a.error ? "error" : answerStateOf(a.shown), answer: a.shown, answererState: d });
        onProgress(cases.length, total);
      }
    } finally {
      await kb.ingest(doc, new Uint8Array(await Bun.file(file.path).arrayBuffer()));
    }
  }
  const n = (s: ChatCase["state"]) => cases.filter((c) => c.state === s).length;
  return {
    questions: cases.length,
    /** Share not answered: refused outright or shown as partial. */
    refused: ratio(n("refused") + n("partial"), cases.length),
    partial: ratio(n("partial"), cases.length),
    answered: ratio(n("answered"), cases.length),
    errors: n("error"),
    /** The same questions put to the documents answerer alone: what the answerability test does by itself. */
    answerer: direct ? {
      refused: ratio(cases.filter((c) => c.answererState === "refused" || c.answererState === "partial").length, cases.length),
      partial: ratio(cases.filter((c) => c.answererState === "partial").length, cases.length),
      answered: ratio(cases.filter((c) => c.answererState === "answered").length, cases.length),
    } : null,
    cases,
  };
}

/**
 * The report's `rag`: headline figures through the chat, per kind, the leave-one-out calibration,
 * the retrieval-only figures as diagnostics and the gap between the two roads.
 */
export function chatReport(cases: ChatCase[], retrieval: ReturnType<typeof ragReport> & { contactAccuracy: number | null }, loo: Awaited<ReturnType<typeof leaveOneOut>>) {
  const head = chatFigures(cases);
  const kinds = [...new Set(cases.map((c) => c.kind))];
  const { cases: looCases, ...looFigures } = loo;
  const d = (a: number | null, b: number | null) => (a == null || b == null ? null : Number((a - b).toFixed(4)));
  return {
    ...head,
    byKind: Object.fromEntries(kinds.map((k) => [k, chatFigures(cases.filter((c) => c.kind === k))])),
    leaveOneOut: { ...looFigures, cases: looCases },
    /** Chat minus retrieval-only: what the person loses (negative) on the way from the answerer to the screen. */
    gap: {
      passRate: d(head.passRate, retrieval.passRate),
      factRecall: d(head.factRecall, retrieval.factRecall),
      refusalAccuracy: d(head.refusalAccuracy, retrieval.refusalAccuracy),
      citationPrecision: d(head.citationPrecision, retrieval.citationPrecision),
    },
    retrieval,
    // Each chat case carries its retrieval diagnostics (rank, fragments), so a failure can be traced.
    cases: cases.map((c) => {
      const r = retrieval.cases.find((x) => x.id === c.id);
      return { ...c, rank: r?.rank ?? null, retrieved: r?.retrieved ?? [], retrievalVerdict: r?.verdict ?? null };
    }),
  };
}
