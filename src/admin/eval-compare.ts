import type { EvalReport } from "../evaluation/run.ts";
import { RUN_METRICS, unmeasured } from "./eval-runs.ts";

/** How a case moved from run A to run B. */
export type CaseChange = "fixed" | "broke" | "same-pass" | "same-fail" | "only-a" | "only-b";

/** One case side by side in two runs. */
export interface ComparedCase {
  part: "rag" | "routing" | "skills";
  id: string;
  text: string;
  a: { pass: boolean; detail: string } | null;
  b: { pass: boolean; detail: string } | null;
  change: CaseChange;
}

export interface RunComparison {
  figures: { key: string; label: string; a: number | null; b: number | null; delta: number | null }[];
  cases: ComparedCase[];
}

interface Side { id: string; text: string; pass: boolean; detail: string }

function sides(r: EvalReport): Side[] {
  const rag = r.rag.cases.map((c) => ({
    id: `rag:${c.id}`, text: c.question, pass: c.verdict === "pass",
    detail: `${c.verdict}${c.rank ? `, ранг ${c.rank}` : ", не найдено"}${c.why.length ? ` — ${c.why.join("; ")}` : ""}`,
  }));
  const routing = (r.routing?.perCase ?? []).map((c) => ({
    id: `routing:${c.id}`, text: c.message, pass: c.ok,
    detail: `${c.actual.outcome}${c.actual.skill ? ` ${c.actual.skill}` : ""}${c.actual.tools?.length ? ` ${c.actual.tools.join(",")}` : ""}${c.mismatched.length ? ` — не совпало: ${c.mismatched.join(", ")}` : ""}`,
  }));
  const skills = (r.skills?.cases ?? []).map((c) => ({
    id: `skills:${c.id}`, text: c.message, pass: c.correct, detail: `ожидали ${c.expected ?? "—"}, выбрано ${c.got ?? "—"}`,
  }));
  return [...rag, ...routing, ...skills];
}

const get = (r: EvalReport, key: string): number | null => {
  if (unmeasured(r).has(key)) return null; // a set without section labels: no figure, not a fake 0
  let v: unknown = r;
  for (const k of key.split(".")) v = (v as Record<string, unknown> | null)?.[k];
  return typeof v === "number" ? v : null;
};

/** Two runs case by case: which cases a change fixed, which it broke, and every figure's delta. */
export function compareRuns(a: EvalReport, b: EvalReport): RunComparison {
  const sa = new Map(sides(a).map((s) => [s.id, s]));
  const sb = new Map(sides(b).map((s) => [s.id, s]));
  const ids = [...new Set([...sa.keys(), ...sb.keys()])];
  const cases = ids.map((key): ComparedCase => {
    const x = sa.get(key) ?? null;
    const y = sb.get(key) ?? null;
    const change: CaseChange = !x ? "only-b" : !y ? "only-a" : x.pass === y.pass ? (x.pass ? "same-pass" : "same-fail") : y.pass ? "fixed" : "broke";
    const [part, ...rest] = key.split(":");
    return {
      part: part as ComparedCase["part"], id: rest.join(":"), text: (x ?? y)!.text,
      a: x && { pass: x.pass, detail: x.detail }, b: y && { pass: y.pass, detail: y.detail }, change,
    };
  });
  const figures = RUN_METRICS.map((m) => {
    const fa = get(a, m.key), fb = get(b, m.key);
    return { key: m.key, label: m.label, a: fa, b: fb, delta: fa != null && fb != null ? Number((fb - fa).toFixed(4)) : null };
  });
  return { figures, cases };
}
