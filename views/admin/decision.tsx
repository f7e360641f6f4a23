import type { DecisionRecord } from "../../src/admin/decision-query.ts";
import { AdminLayout, num, when } from "./layout.tsx";
import { EvidenceSection } from "./evidence.tsx";
import type { Evidence } from "../../src/answering/answer.ts";
import { adminPhrases } from "../../src/web/admin/phrases.ts";

const pretty = (v: unknown) => JSON.stringify(v, null, 2);

/** /admin/routing/:id: the whole decision — what the router saw, what the model said, what guards cut and why. */
export function DecisionPage({ csrf, d, files = [] }: { csrf: string | null; d: DecisionRecord; files?: { name: string }[] }): JSX.Element {
  const P = adminPhrases();
  const filesLine: string = files.length ? `${files.map((f) => f.name).join(", ")} (${P.chatFilesNote})` : "—";
  const pattern = d.webSource?.startsWith("pattern:") ? d.webSource.slice(8) : null;
  return (
    <AdminLayout title={`Решение №${d.id}`} csrf={csrf} active="/admin/routing">
      <p><a href="/admin/routing">← К журналу</a> · <a href={`/api/decisions/${d.id}`}>JSON</a></p>
      <dl class="facts" id="decision-summary">
        <dt>Время (UTC)</dt><dd safe>{when(d.createdAt)}</dd>
        <dt>Лицо</dt><dd safe>{d.face}</dd>
        <dt>Чат</dt><dd safe>{d.chatId ?? "—"}</dd>
        <dt safe>{P.chatFiles}</dt><dd safe>{filesLine}</dd>
        <dt>Исход</dt><dd><span class={`tag outcome-${d.outcome}`} safe>{d.outcome}</span></dd>
        <dt>Навык</dt><dd safe>{d.skill ?? "—"}</dd>
        <dt>Правило</dt><dd safe>{d.rule ?? (d.face === "ollama" ? "— (решала модель маршрутизации)" : "— (решал встроенный маршрутизатор: примеры и слова-признаки)")}</dd>
        <dt>Веб-поиск</dt><dd>{d.webSearch ? `включён: ${d.webSource ?? "?"}${pattern ? ` (шаблон «${pattern}»)` : ""}` : "не включался"}</dd>
        <dt>Токенов/с</dt><dd safe>{num(d.tokensPerS, 1)}</dd>
        <dt>Первый токен</dt><dd safe>{d.ttftMs == null ? "—" : `${Math.round(d.ttftMs)} мс`}</dd>
        <dt>Нашлось в документах</dt><dd>{(d.results as { answerState?: string } | null)?.answerState === "partial" ? "частично: точного ответа нет, показаны близкие места" : d.answered == null ? "—" : d.answered ? "да" : "нет"}</dd>
      </dl>

      <section>
        <h2>Что видел маршрутизатор</h2>
        <h3>Последние сообщения чата</h3>
        <ol class="history">
          {d.history.map((m) => <li><b safe>{m.role}</b>: <span safe>{m.content}</span></li>)}
          <li class="current"><b>user (это сообщение)</b>: <span safe>{d.message}</span></li>
        </ol>
        <h3>Состояние интерфейса</h3>
        <pre safe>{pretty(d.state)}</pre>
        {files.length ? <p class="muted" safe>{P.stateAttachmentsNote}</p> : ""}
      </section>

      <section id="guards">
        <h2>Ограничители</h2>
        {d.guardTrips.length === 0 ? <p class="muted">Ни один не сработал.</p> : (
          <table class="data">
            <thead><tr><th>Ограничитель</th><th>Инструмент</th><th>Почему отрезал</th></tr></thead>
            <tbody>{d.guardTrips.map((g) => <tr><td safe>{g.guard}</td><td safe>{g.tool}</td><td safe>{g.reason}</td></tr>)}</tbody>
          </table>
        )}
      </section>

      <section>
        <h2>Модель маршрутизации</h2>
        <h3>Сырой ответ</h3>
        <pre id="model-raw" safe>{d.modelRaw ?? "— (модель не вызывалась)"}</pre>
        <h3>Вызовы, которые предложила модель</h3>
        <pre safe>{pretty(d.modelCalls)}</pre>
        <h3>Вызовы после ограничителей</h3>
        <pre safe>{pretty(d.toolCalls)}</pre>
      </section>

      <section>
        <h2>Причины по шагам</h2>
        <ol>{d.reasons.map((r) => <li safe>{r}</li>)}</ol>
      </section>

      <EvidenceSection e={(d.results as { evidence?: Evidence } | null)?.evidence} face={d.face} />

      <section>
        <h2>Время этапов</h2>
        <table class="data">
          <thead><tr><th>Этап</th><th>мс</th></tr></thead>
          <tbody>{Object.entries(d.timings).map(([k, v]) => <tr><td safe>{k}</td><td safe>{num(v, 1)}</td></tr>)}</tbody>
        </table>
      </section>

      <section>
        <h2>Результаты</h2>
        <pre safe>{pretty(d.results)}</pre>
      </section>
    </AdminLayout>
  );
}
