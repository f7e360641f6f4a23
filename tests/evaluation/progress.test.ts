import { describe, expect, it } from "bun:test";
import { percentOf } from "../../src/admin/eval-jobs.ts";

describe("a run's progress across its stages", () => {
  it("rises through ingest, the retrieval road, the chat road, leave-one-out, routing and skills, never below 0", () => {
    const stages = ["ingest", "rag", "chat", "leave-one-out", "routing", "skills"] as const;
    const seen = stages.flatMap((stage) => [0, 1, 2].map((done) => percentOf({ stage, done, total: 2 })));
    expect(seen.every((p) => p >= 0 && p <= 99)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(percentOf({ stage: "done", done: 1, total: 1 })).toBe(100);
  });
});
