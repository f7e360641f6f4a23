import { AdminLayout } from "./layout.tsx";

/** /admin/map: admin.js fetches /api/map and draws a Chart.js scatter; hovering a point shows its fragment. */
export function MapPage({ csrf, question }: { csrf: string | null; question: string }): JSX.Element {
  return (
    <AdminLayout title="Карта смыслов" csrf={csrf} active="/admin/map" charts>
      <p class="muted">Каждая точка — фрагмент документа: его вектор сжат из всех измерений до двух методом главных компонент. Фрагменты одного документа кучкуются; звезда — вопрос.</p>
      <form class="range" action="/admin/map" method="get">
        <label class="grow">Вопрос <input name="q" type="search" value={question} placeholder="например: сколько дней отпуска в год?" /></label>
        <button type="submit" class="primary">Показать на карте</button>
      </form>
      <figure class="chart-card map-card">
        <div class="map-box"><canvas id="embedding-map" data-map-src={`/api/map?q=${encodeURIComponent(question)}`} role="img" aria-label="Карта фрагментов документов"></canvas></div>
        <figcaption id="map-status" class="muted" aria-live="polite">Считаю карту…</figcaption>
      </figure>
    </AdminLayout>
  );
}
