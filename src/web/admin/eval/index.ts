import { Elysia } from "elysia";
import type { Services } from "../../../services.ts";
import { compareRuns } from "../../../admin/eval-compare.ts";
import { toCsv } from "../../../admin/csv.ts";
import { pilotFolder, PilotUploadError } from "../../../admin/pilot-upload.ts";
import { AppError } from "../../errors.ts";
import type { AdminGate } from "../gate.ts";
import { adminContext, download, html, isHx, redirect } from "../http.ts";
import { ComparePage, EvalPage, ReportPage, RunProgress, RunRefused, RunsCharts, RunsTable } from "../../../../views/admin/eval.tsx";
import { CompareQuery, RunParams, StartBody, StartJson } from "./model.ts";
import { overridesOf, setDirOf, startRun } from "./service.ts";

/** /admin/eval: run a pilot set in the background with progress, keep runs, chart metrics across runs, compare two. */
export const evalPages = (s: Services, gate: AdminGate) => {
  const runs = s.admin.runs;
  const reportOr404 = (id: number) => {
    const r = runs.report(id);
    if (!r) throw new AppError(404, `У прогона №${id} нет отчёта`);
    return r;
  };
  return new Elysia({ name: "admin-eval" })
    .use(adminContext(gate))
    .get("/admin/eval", ({ csrf }) => html(EvalPage({ csrf, runs: runs.list() })))
    .post("/admin/eval/runs", async ({ body, request }) => {
      try {
        const { dir, source } = await setDirOf(s, body);
        const id = await startRun(s, dir, source, body.label ?? "", overridesOf(body));
        return html(RunProgress({ run: runs.summary(id)! }), 202);
      } catch (err) {
        // A refused set takes the progress slot itself (htmx swaps error responses too): the next run's
        // progress then replaces it, and «Набор не принят» never stays beside a run that went fine.
        if (err instanceof AppError && err.status < 500 && isHx(request)) return html(RunRefused({ message: err.message }), err.status);
        throw err;
      }
    }, { body: StartBody })
    .get("/admin/eval/runs/:id/progress", ({ params, request }) => {
      const run = runs.summary(params.id);
      if (!run) throw new AppError(404, `Прогона №${params.id} нет`);
      // The page's own poll sees the run finish: the charts and the runs table, drawn before the run
      // existed, are swapped in beside the progress line (out of band), so the page shows the new run.
      if (run.status === "done" && request.headers.get("hx-request") === "true") {
        const all = runs.list();
        return html(`${RunProgress({ run })}${RunsCharts({ runs: all, oob: true })}${RunsTable({ runs: all, oob: true })}`);
      }
      return html(RunProgress({ run }));
    }, { params: RunParams })
    .get("/admin/eval/runs/:id", ({ params, csrf }) => {
      const run = runs.summary(params.id);
      if (!run) throw new AppError(404, `Прогона №${params.id} нет`);
      return html(ReportPage({ csrf, run, report: runs.report(params.id) }));
    }, { params: RunParams })
    .get("/admin/eval/runs/:id/report", ({ params }) => {
      const j = runs.reportJson(params.id);
      if (!j) throw new AppError(404, `У прогона №${params.id} нет отчёта`);
      return new Response(j, { headers: { "content-type": "application/json; charset=utf-8", "content-disposition": `attachment; filename="eval-run-${params.id}.json"` } });
    }, { params: RunParams })
    .get("/admin/eval/runs/:id/cases", ({ params }) => {
      const rows = reportOr404(params.id).rag.cases.map((c) => ({ ...c, retrieved: c.retrieved.map((f) => `${f.docName} › ${f.section} (${f.score})`).join(" | "), why: c.why.join("; ") }));
      return download(toCsv(rows, ["id", "kind", "question", "verdict", "state", "rank", "retrievalVerdict", "answer", "factsMissing", "why", "retrieved"]), `eval-run-${params.id}-cases.csv`, "text/csv");
    }, { params: RunParams })
    .delete("/admin/eval/runs/:id", ({ params, request }) => {
      if (!runs.remove(params.id)) throw new AppError(409, `Прогон №${params.id} нельзя удалить (идёт или его нет)`);
      return redirect(request, "/admin/eval");
    }, { params: RunParams })
    .get("/admin/eval/compare", ({ query, csrf }) => {
      const [a, b] = [runs.summary(query.a), runs.summary(query.b)];
      if (!a || !b) throw new AppError(404, "Выберите два существующих прогона");
      return html(ComparePage({ csrf, a, b, cmp: compareRuns(reportOr404(a.id), reportOr404(b.id)) }));
    }, { query: CompareQuery })
    .get("/admin/eval/compare/export", ({ query }) => {
      const cmp = compareRuns(reportOr404(query.a), reportOr404(query.b));
      const rows = cmp.cases.map((c) => ({ part: c.part, id: c.id, text: c.text, change: c.change, a: c.a?.detail ?? "", b: c.b?.detail ?? "" }));
      return download(toCsv(rows, ["part", "id", "text", "change", "a", "b"]), `compare-${query.a}-${query.b}.csv`, "text/csv");
    }, { query: CompareQuery })
    .get("/api/eval/runs", () => runs.list())
    .post("/api/eval/runs", async ({ body, set }) => {
      let dir: string;
      try { dir = pilotFolder(body.path); } catch (err) {
        if (err instanceof PilotUploadError) throw new AppError(400, err.message);
        throw err;
      }
      set.status = 202;
      return { id: await startRun(s, dir, body.path, body.label ?? "", body) };
    }, { body: StartJson })
    .get("/api/eval/runs/:id", ({ params }) => {
      const run = runs.summary(params.id);
      if (!run) throw new AppError(404, `Прогона №${params.id} нет`);
      return { ...run, report: runs.report(params.id) };
    }, { params: RunParams });
};
