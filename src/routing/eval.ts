import type { Decision } from "./types.ts";
import type { RoutingCase, RoutingExpect } from "./routing-set.ts";

export { parseRoutingSet, readRoutingSet, type RoutingCase, type RoutingExpect } from "./routing-set.ts";

/** The verdict on one case: what was expected, what came out, which given fields disagree. */
export interface CaseVerdict {
  id: string;
  message: string;
  expected: RoutingExpect;
  actual: { outcome: string; skill?: string; tools: string[]; webSearch: boolean; guards: string[]; rule: string | null };
  mismatched: (keyof RoutingExpect)[];
  ok: boolean;
  reasons: string[];
}

export interface RoutingReport {
  cases: number;
  /** Share of cases where every given expect field matches. */
  accuracy: number;
  outcomeAccuracy: number;
  toolAccuracy: number;
  webSearchAccuracy: number;
  /** Share of expected guard trips that happened. */
  guardRecall: number;
  /** Share of expected rule decisions that happened. */
  ruleRecall: number;
  /** confusion[expected][actual] = count, over cases that give an outcome. */
  confusion: Record<string, Record<string, number>>;
  perCase: CaseVerdict[];
}

function verdict(c: RoutingCase, d: Decision): CaseVerdict {
  const actual = {
    outcome: d.outcome, skill: d.skill, tools: d.tools.map((t) => t.name), webSearch: d.webSearch,
    guards: d.guards.map((g) => g.guard), rule: d.rule,
  };
  const e = c.expect;
  const mismatched: (keyof RoutingExpect)[] = [];
  if (e.outcome !== undefined && e.outcome !== actual.outcome) mismatched.push("outcome");
  if (e.skill !== undefined && e.skill !== actual.skill) mismatched.push("skill");
  if (e.tools !== undefined && e.tools.join(",") !== actual.tools.join(",")) mismatched.push("tools");
  if (e.webSearch !== undefined && e.webSearch !== actual.webSearch) mismatched.push("webSearch");
  if (e.guard !== undefined && !actual.guards.includes(e.guard)) mismatched.push("guard");
  if (e.rule !== undefined && e.rule !== actual.rule) mismatched.push("rule");
  return { id: c.id, message: c.input.message, expected: e, actual, mismatched, ok: mismatched.length === 0, reasons: d.reasons };
}

const share = (vs: CaseVerdict[], field: keyof RoutingExpect): number => {
  const given = vs.filter((v) => v.expected[field] !== undefined);
  return given.length ? given.filter((v) => !v.mismatched.includes(field)).length / given.length : 1;
};

/** Runs every case through `decideFn` (the very function the chat uses) and scores the decisions. */
export async function evaluateRouting(cases: RoutingCase[], decideFn: (c: RoutingCase) => Promise<Decision>): Promise<RoutingReport> {
  const perCase: CaseVerdict[] = [];
  for (const c of cases) perCase.push(verdict(c, await decideFn(c)));
  const confusion: RoutingReport["confusion"] = {};
  for (const v of perCase) {
    if (!v.expected.outcome) continue;
    const row = (confusion[v.expected.outcome] ??= {});
    row[v.actual.outcome] = (row[v.actual.outcome] ?? 0) + 1;
  }
  return {
    cases: perCase.length,
    accuracy: perCase.length ? perCase.filter((v) => v.ok).length / perCase.length : 1,
    outcomeAccuracy: share(perCase, "outcome"),
    toolAccuracy: share(perCase, "tools"),
    webSearchAccuracy: share(perCase, "webSearch"),
    guardRecall: share(perCase, "guard"),
    ruleRecall: share(perCase, "rule"),
    confusion,
    perCase,
  };
}
