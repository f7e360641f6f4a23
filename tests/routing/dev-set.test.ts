import { describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { readRoutingSet, evaluateRouting, parseRoutingSet } from "../../src/routing/eval.ts";
import { decide } from "../../src/routing/decide.ts";
import { createEmbeddedRouter } from "../../src/routing/embedded-router.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";
import { specsForTest, SKILLS } from "./fixtures.ts";

const DEV = process.env.PILOT_DEV ?? resolve(import.meta.dir, "../fixtures/pilot/dev/routing.jsonl");
const RULES = ["interview_continuation", "generation_mode", "photo_intent", "open_file_edit"];
const GUARDS = ["product_search.where_to_buy", "product_search.niche", "sell_listing.buyer_intent", "post_draft.no_create_intent",
  "repeat_call", "metrics_manage.delete_without_request", "document_edit.file_not_named"];

describe("routing.jsonl reader", () => {
  test("blank and // lines are ignored, history tool calls become succeeded calls", () => {
    const cases = parseRoutingSet(`// note\n\n{"id":"a","history":[{"role":"assistant","content":"ok","toolCalls":[{"tool":"mail_search","args":{"query":"x"},"ok":true}]}],"message":"m","expect":{"outcome":"text"},"extra":1}\n`);
    expect(cases).toHaveLength(1);
    expect(cases[0].input.succeededCalls).toEqual([{ name: "mail_search", arguments: { query: "x" } }]);
    expect(cases[0].input.history[0].toolCalls?.[0].name).toBe("mail_search");
    expect(cases[0].input.state.skill).toBeNull();
  });
});

describe.skipIf(!existsSync(DEV))("dev set through the embedded face", async () => {
  const cases = await readRoutingSet(DEV);
  const router = createEmbeddedRouter(createHashEmbedder());
  const report = await evaluateRouting(cases, (c) => decide(c.input, { router, tools: specsForTest(), skills: SKILLS }));
  test("accuracy is at least 0.90", () => {
    const failed = report.perCase.filter((v) => !v.ok).map((v) => `${v.id}: ${v.mismatched.join(",")}`);
    expect(failed.length / report.cases).toBeLessThanOrEqual(0.1);
    expect(report.accuracy).toBeGreaterThanOrEqual(0.9);
  });
  test("every rule and guard trips at least once where expected", () => {
    const hit = (field: "rule" | "guard", id: string) =>
      report.perCase.some((v) => v.expected[field] === id && !v.mismatched.includes(field));
    for (const r of RULES) expect(hit("rule", r)).toBe(true);
    for (const g of GUARDS) expect(hit("guard", g)).toBe(true);
  });
  test("the report carries the per-field figures and a confusion table", () => {
    for (const k of ["outcomeAccuracy", "toolAccuracy", "webSearchAccuracy", "guardRecall", "ruleRecall"] as const) {
      expect(report[k]).toBeGreaterThanOrEqual(0);
    }
    expect(Object.keys(report.confusion)).toContain("tool");
  });
});
