import { describe, expect, it } from "bun:test";
import { join } from "node:path";
import { runEvaluation } from "../../src/evaluation/run.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";
import { tuningFor } from "../../src/retrieval/floors.ts";

const ROOT = join(import.meta.dir, "../fixtures/pilot");
/** Skill sets for four other companies, each written by someone who saw neither this code nor the dev set. */
const SETS = ["logistics", "fintech", "clinic", "construction"];

/**
 * The skill gate on companies it was not built for. The floors sit just under what the embedded face
 * measures (63 of 64 requests in the skills' own words, 17 of 48 written without them), so a change that
 * only helps the dev set shows here.
 */
describe("skill sets written blind for other companies, embedded face", async () => {
  const embedder = createHashEmbedder();
  const t = tuningFor(embedder);
  const reports = await Promise.all(SETS.map((s) => runEvaluation(join(ROOT, s), { face: "embedded", embedder, chat: null, floor: t.floor, confident: t.confident, hybrid: t.hybrid, headingTrick: true, maxChars: 700 })));
  const cases = reports.flatMap((r) => r.skills!.cases);

  it("load every company skill file, descriptions with an unquoted colon included", () => {
    for (const r of reports) {
      expect(r.skills!.library.errors).toEqual([]);
      expect(r.skills!.library.company).toBe(10);
    }
  });

  it("enter no skill on a request that needs none (small talk, a document question, a mail search)", () => {
    const wrong = cases.filter((c) => c.expected === "none" && c.got !== "none").map((c) => `${c.message} → ${c.got}`);
    expect(wrong).toEqual([]);
  });

  it("bring requests written in a skill's own words to that skill in at least 62 of 64", () => {
    const own = cases.filter((c) => c.expected !== "none" && c.expected !== "clarify" && !c.note);
    expect(own.length).toBe(64);
    expect(own.filter((c) => c.correct).length).toBeGreaterThanOrEqual(62);
  });

  it("bring requests written without the skill's words, in its procedure's, to that skill in at least 16 of 48 (4 before the gate read procedures)", () => {
    const told = cases.filter((c) => c.expected !== "none" && c.expected !== "clarify" && c.note);
    expect(told.length).toBe(48);
    expect(told.filter((c) => c.correct).length).toBeGreaterThanOrEqual(16);
  });

  it("ask which skill is meant in 5–20 % of requests on every set, as the seed does when it cannot tell", () => {
    for (const r of reports) {
      expect(r.skills!.clarifyRate).toBeGreaterThanOrEqual(0.05);
      expect(r.skills!.clarifyRate).toBeLessThanOrEqual(0.2);
    }
  });

  it("bring at least 27 of 40 requests of every set to the right outcome through the chat (worst 0.675, was 0.575)", () => {
    for (const r of reports) expect(Math.round(r.skills!.accuracy * 40)).toBeGreaterThanOrEqual(27);
  });

  it("hold the meant skill among the shortlist's fifteen for at least 103 of 112 skill requests (101 before places were kept for the best-supported skills)", () => {
    const meant = cases.filter((c) => c.expected !== "none" && c.expected !== "clarify");
    expect(meant.length).toBe(112);
    expect(meant.filter((c) => c.rank !== null).length).toBeGreaterThanOrEqual(103);
  });

  it("enter a skill other than the one meant in at most 5 of 160 requests (interview cues and vague requests)", () => {
    const wrong = cases.filter((c) => c.got !== c.expected && c.got !== "none" && c.got !== "clarify");
    expect(wrong.length).toBeLessThanOrEqual(5);
  });
});

/** A routing set written the same blind way (a bathhouse builder, 70 cases); 0.80 when it arrived, 0.83 now. */
describe("a routing set written blind for another company, embedded face", async () => {
  const embedder = createHashEmbedder();
  const t = tuningFor(embedder);
  const report = await runEvaluation(join(ROOT, "bathhouse"), { face: "embedded", embedder, chat: null, floor: t.floor, confident: t.confident, hybrid: t.hybrid, headingTrick: true, maxChars: 700 });

  it("routes at least 56 of its 70 messages right, every pre-model rule included", () => {
    expect(report.routing!.cases).toBe(70);
    expect(Math.round(report.routing!.accuracy * 70)).toBeGreaterThanOrEqual(56);
    expect(report.routing!.ruleRecall).toBe(1);
  });
});
