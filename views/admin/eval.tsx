import { unmeasured, type RunSummary } from "../../src/admin/eval-runs.ts";
import type { RunComparison } from "../../src/admin/eval-compare.ts";
import type { EvalReport } from "../../src/evaluation/run.ts";
import { settingsLabel } from "../../src/admin/eval-settings.ts";
import { runCharts } from "../../src/web/admin/eval/charts.ts";
import { ChartFigure } from "./dashboard.tsx";
import { AdminLayout, num, when } from "./layout.tsx";

const STAGE: Record<string, string> = { ingest: "разбор документов", rag: "вопросы по документам", routing: "маршрутизация", skills: "выбор навыка", done: "готово" };
const pct = (v: number | null | undefined) => (v == null ? "—" : `${Math.round(v * 1000) / 10}%`);

/** A run's progress bar; polls itself until the run ends, then links the report. */
export function RunProgress({ run }: { run: RunSummary }): JSX.Element {
  const live = run.status === "queued" || run.status === "running";
  const poll = live ? { "hx-get": `/admin/eval/runs/${run.id}/progress`, "hx-trigger": "load delay:300ms", "hx-swap": "outerHTML" } : {};
  const p = run.progress;
  return (
    <div id="run-progress" class="run-progress" data-status={run.status} {...poll}>
      <progress max="100" value={String(run.status === "done" ? 100 : p.percent ?? 0)} aria-label="Ход прогона"></progress>
      <span safe>{`Прогон №${run.id}: ${run.status === "done" ? "готово" : run.status === "failed" ? `ошибка — ${run.error ?? ""}` : `${STAGE[p.stage ?? "ingest"] ?? p.stage} ${p.done ?? 0}/${p.total ?? "?"} · ${p.percent ?? 0}%`}`}</span>
      {run.status === "done" ? <> <a id="open-report" href={`/admin/eval/runs/${run.id}`}>Открыть отчёт</a></> : ""}
    </div>
  );
}

/** A start request refused (no such folder, a bad setting), in the progress slot so the next start replaces it. */
export function RunRefused({ message }: { message: string }): JSX.Element {
  return (
    <div id="run-progress" class="run-progress" data-status="refused">
      <div class="error" role="alert" safe>{message}</div>
    </div>
  );
}

/** /admin/eval: start a run, the runs kept, their metrics across runs, and the pick of two to compare. */
export function EvalPage({ csrf, runs }: { csrf: string | null; runs: RunSummary[] }): JSX.Element {
  return (
    <AdminLayout title="Оценка пилота" csrf={csrf} active="/admin/eval" charts>
      <form id="eval-form" class="stack eval-form" hx-post="/admin/eval/runs" hx-encoding="multipart/form-data" hx-target="#run-progress" hx-swap="outerHTML">
        <fieldset>
          <legend>Набор вопросов</legend>
          <label for="ev-path">Папка набора на сервере</label>
          <input id="ev-path" name="path" placeholder="например ../shared/pilot/dev" />
          <label for="ev-files">…или загрузите zip или папку целиком</label>
          <input id="ev-files" type="file" name="files" accept=".zip" />
          <label for="ev-dir">…папка с компьютера</label>
          <input id="ev-dir" type="file" name="files" multiple {...{ webkitdirectory: "" }} />
        </fieldset>
        <fieldset class="inline">
          <legend>Настройки (пусто — как у работающего ассистента)</legend>
          <label>Метка <input name="label" maxlength="200" /></label>
          <label>Порог <input name="floor" inputmode="decimal" size="5" /></label>
          <label>Размер фрагмента <input name="chunkChars" inputmode="numeric" size="5" /></label>
          <label>Вес векторов <input name="vectorWeight" inputmode="decimal" size="5" /></label>
          <label>Трюк с заголовком <select name="headingTrick"><option value="">как сейчас</option><option value="on">вкл</option><option value="off">выкл</option></select></label>
        </fieldset>
        <button type="submit" class="primary">Запустить</button>
      </form>
      <div id="run-progress"></div>

      <h2>Метрики по прогонам</h2>
      <RunsCharts runs={runs} />

      <h2>Прогоны</h2>
      <form id="compare-form" action="/admin/eval/compare" method="get" class="range">
        <label>Сравнить № <input name="a" inputmode="numeric" size="4" required /></label>
        <label>с № <input name="b" inputmode="numeric" size="4" required /></label>
        <button type="submit">Сравнить</button>
      </form>
      <RunsTable runs={runs} />
    </AdminLayout>
  );
}

const OOB = { "hx-swap-oob": "true" };

/** The metrics across runs; `oob` when a finished run's progress swaps them in place. */
export function RunsCharts({ runs, oob = false }: { runs: RunSummary[]; oob?: boolean }): JSX.Element {
  return <div id="runs-charts" class="chart-grid" {...(oob ? OOB : {})}>{runCharts(runs).map((s) => <ChartFigure spec={s} csv="/api/eval/runs" />)}</div>;
}

/** The runs kept, newest first; `oob` as for RunsCharts. */
export function RunsTable({ runs, oob: swap = false }: { runs: RunSummary[]; oob?: boolean }): JSX.Element {
  const oob = swap ? OOB : {};
  return (
    <table id="runs-table" class="data runs" {...oob}>
      <thead><tr><th>№</th><th>Начат (UTC)</th><th>Статус</th><th>Набор</th><th>Настройки</th><th>Верных в чате</th><th>Без чата</th><th>hit@1</th><th>Маршр.</th><th>Навыки</th><th></th></tr></thead>
      <tbody>
        {runs.map((r) => (
          <tr id={`run-${r.id}`}>
            <td><a href={`/admin/eval/runs/${r.id}`} safe>{String(r.id)}</a></td>
            <td safe>{when(r.createdAt)}</td>
            <td>{r.status}</td>
            <td safe>{r.source}</td>
            <td safe>{`${r.label ? `${r.label}: ` : ""}${settingsLabel(r.settings)}`}</td>
            <td safe>{pct(r.figures["rag.passRate"])}</td>
            <td safe>{pct(r.figures["rag.retrieval.passRate"])}</td>
            <td safe>{pct(r.figures["rag.retrieval.hitAt1"])}</td>
            <td safe>{pct(r.figures["routing.accuracy"])}</td>
            <td safe>{pct(r.figures["skills.accuracy"])}</td>
            <td>{r.status === "done" ? <a href={`/admin/eval/runs/${r.id}/report`}>JSON</a> : ""}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the page shows for a figure the set cannot measure (see NEEDS_SECTIONS), in place of a fake 0. */
const NA = "н/д";

/** The report's figures that count things (questions asked, errors); every other figure is a share. */
const COUNTS = new Set(["questions", "requests", "cases", "errors", "total"]);

/** A figure as read: a count is a whole number («questions 20»), a share keeps three digits («0.850»). */
export const figureText = (key: string, v: number, counts = false): string => (counts || COUNTS.has(key) ? String(Math.round(v)) : num(v, 3));

/**
 * A report object's numeric figures; `at` is its key in the report, to look up what was not measured.
 * `counts`: every figure of this object is a count (the answers' states).
 */
function Figures({ figures, at = "", na = new Set<string>(), counts = false }: { figures: object; at?: string; na?: Set<string>; counts?: boolean }): JSX.Element {
  return (
    <dl class="figures">
      {Object.entries(figures).filter(([, v]) => typeof v === "number").map(([k, v]) => (
        <><dt safe>{k}</dt><dd safe>{na.has(`${at}.${k}`) ? NA : figureText(k, v as number, counts)}</dd></>
      ))}
    </dl>
  );
}

/** /admin/eval/runs/:id: the report — RAG, routing and skills figures and every case with its verdict. */
export function ReportPage({ csrf, run, report }: { csrf: string | null; run: RunSummary; report: EvalReport | null }): JSX.Element {
  const na = report ? unmeasured(report) : new Set<string>();
  const fig = (at: string, v: number | null | undefined) => (na.has(at) ? NA : num(v, 3));
  return (
    <AdminLayout title={`Прогон №${run.id}`} csrf={csrf} active="/admin/eval" charts>
      <p><a href="/admin/eval">← К прогонам</a>{report ? <> · <a href={`/admin/eval/runs/${run.id}/report`}>Отчёт JSON</a> · <a href={`/admin/eval/runs/${run.id}/cases`}>Вопросы CSV</a></> : ""}</p>
      <p safe>{`${settingsLabel(run.settings)} · ${run.source}`}</p>
      {!report ? <RunProgress run={run} /> : (
        <div id="report">
          <p class="muted" safe>{`Документов ${report.corpus.documents}, фрагментов ${report.corpus.chunks}, ${Math.round(report.durationMs / 100) / 10} с`}</p>
          <h2>Ответы по документам — через чат</h2>
          <p class="muted">Каждый вопрос задан в новом чате тем же ходом беседы, что и в браузере; ответ оценён таким, каким он сохранён и показан.</p>
          {na.size ? <p class="muted" id="unmeasured">В наборе нет меток разделов (expect.section): поиск и точность ссылок не измерить, они показаны как «н/д».</p> : ""}
          <Figures figures={report.rag} at="rag" na={na} />
          <h3>Состояния ответов</h3>
          <Figures figures={report.rag.states} counts />
          <h3>Разрыв: через чат минус без чата</h3>
          <table class="data gap" id="rag-gap">
            <thead><tr><th>Метрика</th><th>Через чат</th><th>Без чата (диагностика)</th><th>Разрыв</th></tr></thead>
            <tbody>{(["passRate", "factRecall", "refusalAccuracy", "citationPrecision"] as const).map((k) => (
              <tr><td>{k}</td><td safe>{fig(`rag.${k}`, report.rag[k])}</td><td safe>{fig(`rag.retrieval.${k}`, report.rag.retrieval[k])}</td>
                <td class={na.has(`rag.gap.${k}`) || report.rag.gap[k] == null || report.rag.gap[k] === 0 ? undefined : report.rag.gap[k]! > 0 ? "up" : "down"} safe>{fig(`rag.gap.${k}`, report.rag.gap[k])}</td></tr>
            ))}</tbody>
          </table>
          <h3>Без документа-источника (leave-one-out)</h3>
          <Figures figures={report.rag.leaveOneOut} />
          <h3>Поиск без чата (диагностика)</h3>
          <Figures figures={report.rag.retrieval} at="rag.retrieval" na={na} />
          <table class="data cases">
            <thead><tr><th>Вопрос</th><th>Вердикт</th><th>Ранг</th><th>Ответ в чате</th><th>Найденные фрагменты</th></tr></thead>
            <tbody>{report.rag.cases.map((c) => (
              <tr class={c.verdict}>
                <td><code safe>{c.id}</code> <span safe>{c.question}</span>{c.why.length ? <p class="why" safe>{c.why.join("; ")}</p> : ""}</td>
                <td safe>{`${c.verdict === "pass" ? "верно" : "ошибка"} (${c.state})`}</td>
                <td safe>{na.has("rag.retrieval.hitAt6") ? NA : c.rank == null ? "—" : String(c.rank)}</td>
                <td class="answer" safe>{c.answer}</td>
                <td><ol class="retrieved">{c.retrieved.map((f) => <li class={f.match ? "match" : undefined} safe>{`${f.docName} › ${f.section} (${f.score})`}</li>)}</ol></td>
              </tr>
            ))}</tbody>
          </table>
          {report.routing ? (
            <>
              <h2>Маршрутизация</h2>
              <Figures figures={report.routing} />
              <table class="data">
                <thead><tr><th>Сообщение</th><th>Верно</th><th>Получилось</th><th>Не совпало</th></tr></thead>
                <tbody>{report.routing.perCase.map((c) => (
                  <tr class={c.ok ? "pass" : "fail"}><td><code safe>{c.id}</code> <span safe>{c.message}</span></td><td>{c.ok ? "да" : "нет"}</td>
                    <td safe>{`${c.actual.outcome}${c.actual.skill ? ` ${c.actual.skill}` : ""}${c.actual.tools?.length ? ` ${c.actual.tools.join(",")}` : ""}`}</td><td safe>{c.mismatched.join(", ")}</td></tr>
                ))}</tbody>
              </table>
            </>
          ) : ""}
          {report.skills ? (
            <>
              <h2>Выбор навыка</h2>
              <Figures figures={report.skills} />
              <table class="data">
                <thead><tr><th>Просьба</th><th>Ожидали</th><th>Выбрано</th><th>Верно</th></tr></thead>
                <tbody>{report.skills.cases.map((c) => (
                  <tr class={c.correct ? "pass" : "fail"}><td><code safe>{c.id}</code> <span safe>{c.message}</span></td><td safe>{String(c.expected ?? "—")}</td><td safe>{String(c.got ?? "—")}</td><td>{c.correct ? "да" : "нет"}</td></tr>
                ))}</tbody>
              </table>
            </>
          ) : ""}
        </div>
      )}
    </AdminLayout>
  );
}

const CHANGE: Record<string, string> = { fixed: "исправлено", broke: "сломано", "same-pass": "верно в обоих", "same-fail": "ошибка в обоих", "only-a": "только в A", "only-b": "только в B" };

/** /admin/eval/compare: two runs side by side — figure deltas, then every case with what changed. */
export function ComparePage({ csrf, a, b, cmp }: { csrf: string | null; a: RunSummary; b: RunSummary; cmp: RunComparison }): JSX.Element {
  const count = (c: string) => cmp.cases.filter((x) => x.change === c).length;
  return (
    <AdminLayout title={`Сравнение прогонов №${a.id} и №${b.id}`} csrf={csrf} active="/admin/eval" charts>
      <p><a href="/admin/eval">← К прогонам</a> · <a href={`/admin/eval/compare/export?a=${a.id}&b=${b.id}`}>CSV</a></p>
      <p safe>{`A: ${settingsLabel(a.settings)} · B: ${settingsLabel(b.settings)}`}</p>
      <p id="compare-summary" safe>{`Исправлено: ${count("fixed")}, сломано: ${count("broke")}, без изменений: ${count("same-pass") + count("same-fail")}`}</p>
      <table class="data">
        <thead><tr><th>Метрика</th><th>A</th><th>B</th><th>Δ</th></tr></thead>
        <tbody>{cmp.figures.map((f) => (
          <tr><td safe>{f.label}</td><td safe>{num(f.a, 3)}</td><td safe>{num(f.b, 3)}</td><td class={f.delta == null || f.delta === 0 ? undefined : f.delta > 0 ? "up" : "down"} safe>{f.delta == null ? "—" : `${f.delta > 0 ? "+" : ""}${f.delta}`}</td></tr>
        ))}</tbody>
      </table>
      <table class="data compare" id="compare-cases">
        <thead><tr><th>Часть</th><th>Случай</th><th>A</th><th>B</th><th>Изменение</th></tr></thead>
        <tbody>{cmp.cases.map((c) => (
          <tr class={`change-${c.change}`}>
            <td>{c.part}</td>
            <td><code safe>{c.id}</code> <span safe>{c.text}</span></td>
            <td safe>{c.a?.detail ?? "—"}</td>
            <td safe>{c.b?.detail ?? "—"}</td>
            <td safe>{CHANGE[c.change]}</td>
          </tr>
        ))}</tbody>
      </table>
    </AdminLayout>
  );
}
