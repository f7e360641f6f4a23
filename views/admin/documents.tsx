import type { DocumentInfo, StoredChunk } from "../../src/retrieval/types.ts";
import type { ReindexJob } from "../../src/admin/documents-admin.ts";
import { AdminLayout, when } from "./layout.tsx";

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} КБ`;

/** Why a document's new version was refused, shown in its row. */
export interface RowError { id: number; message: string }

/** The documents table: fragments, versions, replace and delete; refreshed after every change. */
export function DocumentList({ docs, hasOriginal, samples, rowError }: { docs: DocumentInfo[]; hasOriginal: (name: string) => boolean; samples: Set<number>; rowError?: RowError }): JSX.Element {
  return (
    <section id="doc-list" hx-get="/admin/documents/list" hx-trigger="docs-changed from:body" hx-swap="outerHTML">
      <p class="muted" safe>{`Документов: ${docs.length}, фрагментов: ${docs.reduce((s, d) => s + d.chunks, 0)}`}</p>
      <SamplesNote count={samples.size} />
      <table class="data">
        <thead><tr><th>Документ</th><th>Фрагментов</th><th>Версия</th><th>Страниц</th><th>Размер</th><th>Обновлён (UTC)</th><th>Оригинал</th><th>Действия</th></tr></thead>
        <tbody>
          {docs.map((d) => (
            <tr id={`doc-${d.id}`}>
              <td><a href={`/admin/documents/${d.id}`} safe>{d.name}</a>{samples.has(d.id) ? <span class="badge sample" title="Документ вымышленной компании из примеров">пример</span> : ""}</td>
              <td class="num" safe>{String(d.chunks)}</td>
              <td class="num" safe>{String(d.version)}</td>
              <td class="num" safe>{d.pages == null ? "—" : String(d.pages)}</td>
              <td class="num" safe>{kb(d.bytes)}</td>
              <td safe>{when(d.updatedAt)}</td>
              <td>{hasOriginal(d.name) ? "хранится" : <span class="muted">нет</span>}</td>
              <td class="actions">
                <form hx-put={`/admin/documents/${d.id}`} hx-encoding="multipart/form-data" hx-target="#doc-list" hx-swap="outerHTML">
                  <label class="sr-only" for={`replace-${d.id}`} safe>{`Новая версия ${d.name}`}</label>
                  <input id={`replace-${d.id}`} type="file" name="file" required aria-describedby={rowError?.id === d.id ? `doc-${d.id}-error` : undefined} />
                  <button type="submit">Заменить</button>
                  {rowError?.id === d.id ? <p class="error field-error" id={`doc-${d.id}-error`} role="alert" safe>{rowError.message}</p> : ""}
                </form>
                <button type="button" class="danger" hx-delete={`/admin/documents/${d.id}`} hx-target="#doc-list" hx-swap="outerHTML"
                  hx-confirm={`Удалить «${d.name}» со всеми фрагментами?`}>Удалить</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The samples a first start indexed (a made-up company's handbook) answer employees' questions beside the
 * company's own documents until they are removed: say so, and remove them all in one step.
 */
function SamplesNote({ count }: { count: number }): JSX.Element {
  if (!count) return <></>;
  return (
    <div class="notice samples-note" role="note">
      <p safe>{`Примеры (${count}) — документы вымышленной компании, загруженные при первом запуске. Пока они в индексе, ассистент отвечает и по ним. Загрузив свои документы, удалите примеры: вместе с ними уйдут учебные почта, календарь, каталог и метрики той же компании.`}</p>
      <button type="button" class="danger" hx-post="/admin/documents/samples/remove" hx-target="#doc-list" hx-swap="outerHTML"
        hx-confirm="Удалить все документы-примеры и учебные почту, календарь, каталог и метрики? Ваши документы и заменённые вами версии останутся.">Удалить примеры</button>
    </div>
  );
}

/** The reindex progress; polls itself until the job finishes. */
export function ReindexProgress({ job }: { job: ReindexJob | null }): JSX.Element {
  if (!job) return <div id="reindex" class="muted">Переиндексация не запускалась.</div>;
  const poll = job.finished ? {} : { "hx-get": "/admin/documents/reindex", "hx-trigger": "load delay:400ms", "hx-swap": "outerHTML" };
  return (
    <div id="reindex" {...poll} data-finished={job.finished ? "1" : "0"}>
      <progress max={String(Math.max(1, job.total))} value={String(job.done)}></progress>
      <span safe>{job.finished
        ? `Готово: ${job.done - job.skipped.length - job.errors.length} из ${job.total} документов заново разобраны и проиндексированы`
        : `Переиндексация: ${job.done} из ${job.total}${job.current ? ` — ${job.current}` : ""}`}</span>
      {job.skipped.length ? <p class="muted" safe>{`Без сохранённого оригинала (загрузите заново, чтобы переиндексировать): ${job.skipped.join(", ")}`}</p> : ""}
      {job.errors.map((e) => <p class="error" safe>{`${e.doc}: ${e.error}`}</p>)}
    </div>
  );
}

/** /admin/documents. */
export function DocumentsPage(p: { csrf: string | null; docs: DocumentInfo[]; hasOriginal: (n: string) => boolean; samples: Set<number>; job: ReindexJob | null; maxMb: number }): JSX.Element {
  return (
    <AdminLayout title="Документы" csrf={p.csrf} active="/admin/documents">
      <form id="upload-form" class="upload" method="post" action="/admin/documents/upload" enctype="multipart/form-data">
        <input type="hidden" name="_csrf" value={p.csrf ?? ""} />
        <label for="upload-files" safe>{`Загрузить документы (PDF, DOCX, MD, TXT, HTML; до ${p.maxMb} МБ каждый)`}</label>
        <input id="upload-files" type="file" name="files" multiple required />
        <button type="submit" class="primary">Загрузить</button>
      </form>
      <ul id="uploads" class="uploads" aria-live="polite"></ul>
      <div class="reindex-bar">
        <button type="button" hx-post="/admin/documents/reindex" hx-target="#reindex" hx-swap="outerHTML">Переиндексировать всё</button>
        <ReindexProgress job={p.job} />
      </div>
      <DocumentList docs={p.docs} hasOriginal={p.hasOriginal} samples={p.samples} />
    </AdminLayout>
  );
}

/** /admin/documents/:id: the document's fragments as they were chunked. */
export function FragmentsPage({ csrf, doc, chunks }: { csrf: string | null; doc: DocumentInfo; chunks: StoredChunk[] }): JSX.Element {
  return (
    <AdminLayout title={`Фрагменты: ${doc.name}`} csrf={csrf} active="/admin/documents">
      <p><a href="/admin/documents">← К документам</a> · <a href={`/api/documents/${doc.id}/chunks`}>JSON</a></p>
      <p class="muted" safe>{`Версия ${doc.version}, фрагментов ${chunks.length}`}</p>
      <ol class="fragments">
        {chunks.map((c) => (
          <li id={`chunk-${c.id}`}>
            <p class="heading" safe>{`${c.headingPath.join(" › ") || "(без заголовка)"}${c.page != null ? ` · стр. ${c.page}` : ""} · ${c.text.length} симв.`}</p>
            <pre class="fragment" safe>{c.text}</pre>
          </li>
        ))}
      </ol>
    </AdminLayout>
  );
}
