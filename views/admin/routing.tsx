import type { DecisionFacets, DecisionRow } from "../../src/admin/decision-query.ts";
import type { LogQuery } from "../../src/web/admin/routing/model.ts";
import { queryString } from "../../src/web/admin/routing/service.ts";
import { AdminLayout, num, RangeError, when } from "./layout.tsx";
import { OUTCOME_NAMES, webSourceName } from "../../src/admin/labels.ts";

interface Page { rows: DecisionRow[]; total: number; page: number; pages: number }

function Select({ name, label, values, current, none, names }: { name: keyof LogQuery; label: string; values: string[]; current?: string; none?: string; names?: (v: string) => string }): JSX.Element {
  return (
    <label>
      <span safe>{label}</span>
      <select name={name}>
        <option value="">все</option>
        {none ? <option value="none" selected={current === "none"} safe>{none}</option> : ""}
        {values.map((v) => <option value={v} selected={current === v} safe>{names ? names(v) : v}</option>)}
      </select>
    </label>
  );
}

const WEB = ["pattern", "model", "question_rule", "toggle"];

/** The table of matching decisions with its pager; swapped in whenever a filter changes. */
export function LogTable({ query, page }: { query: LogQuery; page: Page }): JSX.Element {
  const link = (p: number) => `/admin/routing/rows?${queryString(query, { page: p })}`;
  return (
    <section id="rows" aria-live="polite">
      <p class="muted">
        <span safe>{`Найдено: ${page.total} · страница ${page.page} из ${page.pages}`}</span>{" · "}
        <a href={`/admin/routing/export?${queryString(query, { page: undefined })}`}>Скачать CSV</a>
      </p>
      <table class="data log">
        <thead><tr><th>№</th><th>Время (UTC)</th><th>Сообщение</th><th>Исход</th><th>Навык</th><th>Правило</th><th>Ограничители</th><th>Инструменты</th><th>Веб-поиск</th><th>ток/с</th><th>Лицо</th></tr></thead>
        <tbody>
          {page.rows.map((r) => (
            <tr data-href={`/admin/routing/${r.id}`} class={r.guards.length ? "tripped" : undefined}>
              <td><a href={`/admin/routing/${r.id}`} safe>{String(r.id)}</a></td>
              <td safe>{when(r.createdAt)}</td>
              <td class="msg-cell"><a href={`/admin/routing/${r.id}`} safe>{r.message.slice(0, 140)}</a></td>
              <td><span class={`tag outcome-${r.outcome}`} safe>{OUTCOME_NAMES[r.outcome] ?? r.outcome}</span></td>
              <td safe>{r.skill ?? ""}</td>
              <td safe>{r.rule ?? ""}</td>
              <td class="guards" safe>{r.guards.join(", ")}</td>
              <td safe>{r.toolLabels.join(", ")}</td>
              <td safe>{webSourceName(r.webSource ?? "")}</td>
              <td safe>{num(r.tokensPerS, 1)}</td>
              <td safe>{r.face}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {page.rows.length === 0 ? <p class="muted">Ничего не найдено — ослабьте фильтры.</p> : ""}
      <nav class="pager" aria-label="Страницы">
        {page.page > 1 ? <a href={link(page.page - 1)} hx-get={link(page.page - 1)} hx-target="#rows" hx-swap="outerHTML">← Назад</a> : ""}
        {page.page < page.pages ? <a href={link(page.page + 1)} hx-get={link(page.page + 1)} hx-target="#rows" hx-swap="outerHTML">Дальше →</a> : ""}
      </nav>
    </section>
  );
}

/** In place of the log when the dates make no period: no «Ничего не найдено — ослабьте фильтры» for it. */
export function RowsNotShown({ message }: { message: string }): JSX.Element {
  return <section id="rows" aria-live="polite"><p class="muted" safe>{message}</p></section>;
}

/** /admin/routing: filters (outcome, rule, guard, tool, skill, web search, face, time, text) and the log. */
export function RoutingPage({ csrf, query, page, facets, rangeError }: { csrf: string | null; query: LogQuery; page: Page | null; facets: DecisionFacets; rangeError?: { message: string; notShown: string } }): JSX.Element {
  const invalid = rangeError ? { "aria-invalid": "true", "aria-describedby": "filter-error" } : {};
  return (
    <AdminLayout title="Журнал решений маршрутизатора" csrf={csrf} active="/admin/routing">
      <form id="filters" class="filters" action="/admin/routing" hx-get="/admin/routing/rows" hx-target="#rows" hx-swap="outerHTML"
        hx-trigger="change, submit, input from:#q delay:400ms">
        <Select name="outcome" label="Исход" values={facets.outcomes} current={query.outcome} names={(v) => OUTCOME_NAMES[v] ?? v} />
        <Select name="rule" label="Правило" values={facets.rules} current={query.rule} none="без правила" />
        <Select name="guard" label="Ограничитель" values={facets.guards} current={query.guard} />
        <Select name="tool" label="Инструмент" values={facets.tools} current={query.tool} />
        <Select name="skill" label="Навык" values={facets.skills} current={query.skill} none="без навыка" />
        <Select name="web" label="Веб-поиск" values={[...WEB, ...facets.webSources.filter((w) => !WEB.includes(w))]} current={query.web} none="не включался" names={webSourceName} />
        <Select name="face" label="Лицо" values={facets.faces} current={query.face} />
        <label>С <input type="datetime-local" name="from" value={query.from ?? ""} {...invalid} /></label>
        <label>По <input type="datetime-local" name="to" value={query.to ?? ""} {...invalid} /></label>
        <RangeError id="filter-error" message={rangeError?.message ?? null} />
        <label class="grow">Текст <input id="q" type="search" name="q" value={query.q ?? ""} placeholder="слова из сообщения, причин или ответа модели" /></label>
        <button type="submit" class="primary">Найти</button>
        <a href="/admin/routing">Сбросить</a>
      </form>
      {page && !rangeError ? <LogTable query={query} page={page} /> : <RowsNotShown message={rangeError?.notShown ?? ""} />}
    </AdminLayout>
  );
}
