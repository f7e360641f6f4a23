import { describe, expect, it } from "bun:test";
import { join } from "node:path";
import { runEvaluation } from "../../src/evaluation/run.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";
import { tuningFor } from "../../src/retrieval/floors.ts";

const ROOT = join(import.meta.dir, "../fixtures/pilot");
/** Skill sets for five other companies, each written by someone who saw neither this code nor the dev set. */
const SETS = ["logistics", "fintech", "clinic", "construction", "agency"];

/**
 * The skill gate on companies it was not built for. The floors sit just under what the embedded face
 * measures (79 of 84 requests in the skills' own words, 26 of 60 written without them), so a change that
 * only helps the dev set shows here. The agency set was tuned on (its cases read); construction never was.
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

  it("bring requests written in a skill's own words to that skill in at least 79 of 84", () => {
    const own = cases.filter((c) => c.expected !== "none" && c.expected !== "clarify" && !c.note);
    expect(own.length).toBe(84);
    expect(own.filter((c) => c.correct).length).toBeGreaterThanOrEqual(79);
  });

  it("bring requests written without the skill's words, in its procedure's, to that skill in at least 26 of 60", () => {
    const told = cases.filter((c) => c.expected !== "none" && c.expected !== "clarify" && c.note);
    expect(told.length).toBe(60);
    expect(told.filter((c) => c.correct).length).toBeGreaterThanOrEqual(26);
  });

  // Failed in session 23: clinic asked in 9 of 40 (0.225), c32 «Plan a marketing campaign… ad copy» between the platform's
  // launch and the clinic's own campaign. The gate's choice of the company skill on its head's rarer words now stands, and
  // takes the turn from the ad revenue picked on «ad» alone (session 24, h24d): clinic 8 of 40.
  it("ask which skill is meant in 5–20 % of requests on every set, as the seed does when it cannot tell", () => {
    for (const r of reports) {
      expect(r.skills!.clarifyRate).toBeGreaterThanOrEqual(0.05);
      expect(r.skills!.clarifyRate).toBeLessThanOrEqual(0.2);
    }
  });

  it("bring at least 28 of 40 requests of every set to the right outcome through the chat (worst 0.70, was 0.575)", () => {
    for (const r of reports) expect(Math.round(r.skills!.accuracy * 40)).toBeGreaterThanOrEqual(28);
  });

  it("bring at least 30 of 40 agency requests to their skill: a tool the skill declares for its own work («ТЗ у меня в почте») does not keep the turn (29 before)", () => {
    expect(Math.round(reports[SETS.indexOf("agency")].skills!.accuracy * 40)).toBeGreaterThanOrEqual(30);
  });

  it("hold the meant skill among the shortlist's fifteen for at least 134 of 144 skill requests", () => {
    const meant = cases.filter((c) => c.expected !== "none" && c.expected !== "clarify");
    expect(meant.length).toBe(144);
    expect(meant.filter((c) => c.rank !== null).length).toBeGreaterThanOrEqual(134);
  });

  it("enter a skill other than the one meant in at most 6 of 200 requests (interview cues and vague requests)", () => {
    const wrong = cases.filter((c) => c.got !== c.expected && c.got !== "none" && c.got !== "clarify");
    expect(wrong.length).toBeLessThanOrEqual(6);
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
