import { describe, expect, it } from "bun:test";
import { runEvaluation } from "../../src/evaluation/run.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";
import { tuningFor } from "../../src/retrieval/floors.ts";
import { ReportPage } from "../../views/admin/eval.tsx";
import { DEV_SET } from "../helpers/app.ts";

describe("the admin report page shows the chat figures against the retrieval-only ones", async () => {
  const embedder = createHashEmbedder();
  const t = tuningFor(embedder);
  const report = await runEvaluation(DEV_SET, { face: "embedded", embedder, chat: null, floor: t.floor, confident: t.confident, hybrid: t.hybrid, headingTrick: true, maxChars: 700 });
  const run = { id: 1, createdAt: 0, finishedAt: 1, status: "done" as const, source: "dev", label: "", settings: report.settings, progress: {}, error: null, figures: {} };

  it("draws the gap table with both roads' pass rates and the leave-one-out figures", () => {
    const html = ReportPage({ csrf: null, run, report }) as string;
    expect(html).toContain('id="rag-gap"');
    const gap = /<table class="data gap" id="rag-gap">[\s\S]*?<\/table>/.exec(html)![0];
    expect(gap).toContain(`<td>passRate</td><td>${report.rag.passRate!.toFixed(3)}</td><td>${report.rag.retrieval.passRate!.toFixed(3)}</td>`);
    expect(html).toContain("leave-one-out");
    expect(report.rag.gap.passRate).toBe(Number((report.rag.passRate! - report.rag.retrieval.passRate!).toFixed(4)));
  });
});
