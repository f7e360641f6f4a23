import type { ChartData, ChartRange, UnansweredQuestion } from "../../src/admin/decision-charts.ts";
import type { ChartSpec } from "../../src/web/admin/dashboard/service.ts";
import { AdminLayout, RangeError, when } from "./layout.tsx";

interface PanelProps {
  range: ChartRange & { preset: string };
  specs: ChartSpec[];
  data: ChartData;
  unanswered: UnansweredPage;
}

/** The first `limit` unanswered questions and how many there are. */
export interface UnansweredPage { rows: UnansweredQuestion[]; total: number; limit: number }

/** How many more rows each «Показать ещё» brings. */
export const UNANSWERED_STEP = 10;

/** The unanswered questions, most asked first, ten more per press (all at once was a long page: walk 17a D18). */
export function UnansweredList({ range, list }: { range: ChartRange; list: UnansweredPage }): JSX.Element {
  const next = `/admin/unanswered?${qs(range)}&limit=${list.limit + UNANSWERED_STEP}`;
  return (
    <section id="unanswered" aria-live="polite">
      {list.total === 0 ? <p class="muted">Таких нет за период.</p> : (
        <>
          <table class="data">
            <thead><tr><th>Вопрос</th><th>Что нашлось</th><th>Раз</th><th>Последний</th></tr></thead>
            <tbody>{list.rows.map((r) => (
              <tr><td><a href={`/admin/routing?q=${encodeURIComponent(r.message.slice(0, 100))}`} safe>{r.message}</a></td><td>{r.partial ? "близкие фрагменты, точного ответа нет" : "ничего"}</td><td safe>{String(r.n)}</td><td safe>{when(r.last)}</td></tr>
            ))}</tbody>
          </table>
          <p class="muted">
            <span safe>{`Показано ${list.rows.length} из ${list.total}`}</span>
            {list.rows.length < list.total ? <>{" "}<button type="button" hx-get={next} hx-target="#unanswered" hx-swap="outerHTML">Показать ещё</button></> : ""}
          </p>
        </>
      )}
    </section>
  );
}

const qs = (r: ChartRange) => `from=${r.from}&to=${r.to}`;

/** One chart: a canvas admin.js draws from the JSON config in data-chart (escaped by the renderer), and its CSV. */
export function ChartFigure({ spec, csv }: { spec: ChartSpec; csv: string }): JSX.Element {
  return (
    <figure class="chart-card" id={`chart-${spec.name}`}>
      <figcaption><span safe>{spec.title}</span> <a class="muted" href={csv}>CSV</a></figcaption>
      {spec.points > 0
        ? <div class="chart-box"><canvas data-chart={JSON.stringify(spec.config)} data-chart-name={spec.name} role="img" aria-label={spec.title}></canvas></div>
        : <p class="muted empty">Нет данных за период</p>}
    </figure>
  );
}

const CSV_OF: Record<string, string> = { outcomes: "outcomes", guards: "guards", clarify: "clarify", web: "webSources", "web-patterns": "webPatterns", tokens: "tokens", ttft: "ttft", nothing: "nothingFound" };

/** The charts of a range, swapped in by the range form. */
export function ChartsPanel({ range, specs, data, unanswered }: PanelProps): JSX.Element {
  const total = data.outcomes.reduce((s, r) => s + r.n, 0);
  return (
    <section id="charts" aria-live="polite">
      <p class="muted" safe>{`${when(range.from)} — ${when(range.to)} UTC · решений: ${total} · шаг ${range.bucketMs >= 86_400_000 ? "сутки" : "час"}`}</p>
      <div class="chart-grid">{specs.map((s) => <ChartFigure spec={s} csv={`/api/charts/${CSV_OF[s.name]}?${qs(range)}`} />)}</div>
      <h2>Вопросы, на которые документы не ответили или ответили не точно</h2>
      <UnansweredList range={range} list={unanswered} />
    </section>
  );
}

const PRESETS = [["24h", "Сутки"], ["7d", "Неделя"], ["30d", "Месяц"], ["all", "Всё время"]] as const;
const local = (ms: number) => new Date(ms).toISOString().slice(0, 16);

/** In place of the charts when the dates make no period: no «Нет данных за период» for a period that is none. */
export function ChartsNotShown({ message }: { message: string }): JSX.Element {
  return <section id="charts" aria-live="polite"><p class="muted" safe>{message}</p></section>;
}

/** /admin: the range picker and the charts; with wrong dates, the dates as typed and the reason beside them. */
export function DashboardPage(p: PanelProps & { csrf: string | null; notice?: string | null; rangeError?: { message: string; notShown: string; from?: string; to?: string } }): JSX.Element {
  const bad = p.rangeError;
  const invalid = bad ? { "aria-invalid": "true", "aria-describedby": "range-error" } : {};
  return (
    <AdminLayout title="Обзор: как ассистент принимал решения" csrf={p.csrf} active="/admin" charts>
      {p.notice ? <p class="notice degraded" role="alert" safe>{p.notice}</p> : ""}
      <form class="range" action="/admin" hx-get="/admin/charts" hx-target="#charts" hx-swap="outerHTML" hx-push-url="false">
        <fieldset>
          <legend>Период</legend>
          {PRESETS.map(([v, l]) => (
            <label class="preset"><input type="radio" name="preset" value={v} checked={p.range.preset === v} /> <span>{l}</span></label>
          ))}
          <label class="preset"><input type="radio" name="preset" value="custom" checked={p.range.preset === "custom"} /> Свой:</label>
          <label>с <input type="datetime-local" name="from" value={bad ? bad.from ?? "" : local(p.range.from)} {...invalid} /></label>
          <label>по <input type="datetime-local" name="to" value={bad ? bad.to ?? "" : local(Math.min(p.range.to, 8.64e15))} {...invalid} /></label>
          <button type="submit" class="primary">Показать</button>
          <RangeError id="range-error" message={bad?.message ?? null} />
        </fieldset>
      </form>
      {bad ? <ChartsNotShown message={bad.notShown} /> : <ChartsPanel range={p.range} specs={p.specs} data={p.data} unanswered={p.unanswered} />}
    </AdminLayout>
  );
}
