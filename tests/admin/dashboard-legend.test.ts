import { describe, expect, it } from "bun:test";
import { chartSpecs } from "../../src/web/admin/dashboard/service.ts";
import type { ChartData } from "../../src/admin/decision-charts.ts";

const empty: Omit<ChartData, "outcomes" | "webSources"> = {
  range: { from: 0, to: 3_600_000, bucketMs: 3_600_000 } as ChartData["range"], clarify: [], guards: [], webPatterns: [], tokens: [], ttft: [], nothingFound: [], nothingTop: [],
};

describe("the dashboard's legends speak the admin's language", () => {
  it("names outcomes and web-search sources in Russian, not by the pipeline's ids", () => {
    const specs = chartSpecs({ ...empty, outcomes: [{ t: 0, outcome: "skill", n: 2 }, { t: 0, outcome: "text", n: 3 }], webSources: [{ t: 0, source: "question_rule", n: 1 }, { t: 0, source: "pattern:погода", n: 1 }] });
    const legend = (name: string) => ((specs.find((s) => s.name === name)!.config as { data: { datasets: { label: string }[] } }).data.datasets.map((d) => d.label));
    expect(legend("outcomes")).toEqual(["навык", "ответ словами"]);
    expect(legend("web")).toEqual(["правило вопроса", "шаблон «погода»"]);
  });
});
