import { runEvaluation, type EvalProgress, type EvalSettings } from "../evaluation/run.ts";
import type { EvalRuns } from "./eval-runs.ts";
import { settingsRecord } from "./eval-settings.ts";

const STAGES: EvalProgress["stage"][] = ["ingest", "rag", "chat", "leave-one-out", "routing", "skills", "done"];

/** Overall percent of a run from its stage and the stage's done/total. */
export function percentOf(p: EvalProgress): number {
  if (p.stage === "done") return 100;
  const i = STAGES.indexOf(p.stage);
  return Math.min(99, Math.round(((i + (p.total ? p.done / p.total : 0)) / (STAGES.length - 1)) * 100));
}

/**
 * Runs pilot sets in the background, one at a time, keeping each run's progress and report in
 * SQLite; the page polls the progress. A run never touches the instance's own documents.
 */
export function createEvalJobs(o: { runs: EvalRuns; log: (line: string) => void; run?: typeof runEvaluation }) {
  const run = o.run ?? runEvaluation;
  let chain: Promise<unknown> = Promise.resolve();
  const active = new Set<number>();
  o.runs.markInterrupted();

  return {
    /** Queues a run and returns its id at once. */
    start(setDir: string, settings: EvalSettings, meta: { source: string; label: string }): { id: number; finished: Promise<void> } {
      const id = o.runs.create({ ...meta, settings: settingsRecord(settings) });
      active.add(id);
      let last = 0;
      const finished = chain.then(async () => {
        o.runs.progress(id, { stage: "ingest", done: 0, total: 1, percent: 0 });
        try {
          const report = await run(setDir, settings, (p) => {
            const t = Date.now();
            if (t - last < 100 && p.stage !== "done") return;
            last = t;
            o.runs.progress(id, { ...p, percent: percentOf(p) });
          });
          o.runs.finish(id, report);
        } catch (err) {
          o.log(`evaluation run ${id} failed: ${(err as Error).message}`);
          o.runs.fail(id, (err as Error).message);
        } finally {
          active.delete(id);
        }
      });
      chain = finished;
      return { id, finished };
    },
    isActive: (id: number) => active.has(id),
    /** Resolves when every queued run has finished (tests, shutdown). */
    idle: () => chain,
  };
}

export type EvalJobs = ReturnType<typeof createEvalJobs>;
