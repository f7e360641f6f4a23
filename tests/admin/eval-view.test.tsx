import { describe, expect, it } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { EvalReport } from "../../src/evaluation/run.ts";
import type { RunSummary } from "../../src/admin/eval-runs.ts";
import { ReportPage } from "../../views/admin/eval.tsx";
import { adminApp } from "./helpers.ts";

/** A report with only what the report page reads: 20 questions, 17 answered. */
const chatFigures = { questions: 20, answered: 0.85, refused: 0.5, errors: 0, factRecall: 0.9, refusalAccuracy: 0.8, citationPrecision: 1, citationsResolved: 1, passRate: 0.75, contactAccuracy: null };
const report = {
  corpus: { documents: 3, chunks: 40 }, durationMs: 1200,
  rag: {
    ...chatFigures,
    states: { answered: 17, partial: 1, refused: 2, error: 0 },
    gap: { passRate: 0, factRecall: 0, refusalAccuracy: 0, citationPrecision: 0 },
    retrieval: { ...chatFigures, hitAt1: 0.6, hitAt6: 0.9, mrr: 0.7 },
    leaveOneOut: { questions: 20, refused: 0.9, partial: 0, answered: 0.1, errors: 0, answerer: null },
    cases: [],
  },
  routing: null, skills: null,
} as unknown as EvalReport;
const run: RunSummary = { id: 1, createdAt: 0, finishedAt: 1, status: "done", source: "dev", label: "", settings: {}, progress: {}, error: null, figures: {} };

describe("the eval report page", () => {
  it("shows counts as whole numbers («questions 20», «answered 17») and shares with three digits", () => {
    const html = ReportPage({ csrf: null, run, report }) as string;
    expect(html).toContain("<dt>questions</dt><dd>20</dd>");
    expect(html).toContain("<dt>answered</dt><dd>17</dd>"); // the answers' states are counts
    expect(html).toContain("<dt>answered</dt><dd>0.850</dd>"); // the headline `answered` is a share
    expect(html).not.toContain("20.000");
    expect(html).not.toContain("17.000");
  });
});

describe("starting a run from the page", () => {
  it("a refused set takes the progress slot, so the next run's progress replaces the error", async () => {
    const { admin } = await adminApp();
    const fd = new FormData();
    fd.append("path", join(mkdtempSync(join(tmpdir(), "no-set-")), "samples"));
    const refused = await admin.post("/admin/eval/runs", fd, { headers: { "hx-request": "true" } });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Набор не принят");
    // The form swaps its response into #run-progress (outerHTML): the refusal must keep that id.
    expect(html).toMatch(/^<div id="run-progress"[^>]*>.*<div class="error" role="alert">Набор не принят/s);
    // A browser's plain navigation still gets the ordinary error.
    const plain = await admin.post("/admin/eval/runs", fd, { headers: { accept: "application/json" } });
    expect(plain.status).toBe(400);
    expect((await plain.json()).error).toContain("Набор не принят");
  });
});
