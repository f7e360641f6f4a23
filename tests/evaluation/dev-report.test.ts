import { describe, expect, it } from "bun:test";
import { existsSync } from "node:fs";
import { runEvaluation } from "../../src/evaluation/run.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";
import { tuningFor } from "../../src/retrieval/floors.ts";
import { DEV_SET } from "../helpers/app.ts";

/**
 * `bun run eval --set tests/fixtures/pilot/dev --face embedded`, as the README reports it. The floors sit at
 * the targets where the embedded face meets them, and at the measured level (minus noise) where
 * it does not, so a regression anywhere in ingestion, retrieval, routing or the skill gate shows here.
 */
describe.skipIf(!existsSync(DEV_SET))("the dev pilot report, embedded face", async () => {
  const embedder = createHashEmbedder();
  const t = tuningFor(embedder);
  const report = await runEvaluation(DEV_SET, { face: "embedded", embedder, chat: null, floor: t.floor, confident: t.confident, hybrid: t.hybrid, headingTrick: true, maxChars: 700 });

  it("keeps the retrieval diagnostics at their targets: hit@6 ≥ 0.85 (direct ≥ 0.95), fact recall ≥ 0.75, refusal accuracy ≥ 0.80", () => {
    const r = report.rag.retrieval;
    expect(r.hitAt6).toBeGreaterThanOrEqual(0.85);
    expect(r.byKind.direct.hitAt6).toBeGreaterThanOrEqual(0.95);
    // 0.80 before the answerability test; it now withholds what the sentences do not hold (q03 asks «деньгами или отгулами», the section says «в полуторном размере»): a partial answer, not asserted facts.
    expect(r.factRecall).toBeGreaterThanOrEqual(0.75);
    // 0.96 before, when nothing checked that the chosen sentences hold the question: the same answerer then
    // answered most questions whose source document was removed (leave-one-out, pilot-rag.test.ts).
    expect(r.refusalAccuracy).toBeGreaterThanOrEqual(0.8);
  });

  it("routes the routing set right with the whole skill library behind the gate", () => {
    expect(report.routing!.accuracy).toBeGreaterThanOrEqual(0.95);
  });

  it("scores skill requests by what the chat does with them, and asks in 5–20% of them", () => {
    const s = report.skills!;
    expect(s.accuracy).toBeGreaterThanOrEqual(0.65);
    expect(s.gateAccuracy).toBeGreaterThanOrEqual(0.65);
    expect(s.clarifyRate).toBeGreaterThanOrEqual(0.05);
    expect(s.clarifyRate).toBeLessThanOrEqual(0.2);
    // A case is right only when the routed outcome is: the gate alone agreeing is not enough.
    for (const c of s.cases) expect(c.correct).toBe(c.got === c.expected);
  });
});
