import type { Children } from "@kitajs/html";

/** The sections of the admin area, in the order of the navigation. */
export const ADMIN_NAV = [
  { href: "/admin", label: "Обзор" },
  { href: "/admin/routing", label: "Журнал решений" },
  { href: "/admin/documents", label: "Документы" },
  { href: "/admin/skills", label: "Навыки" },
  { href: "/admin/map", label: "Карта смыслов" },
  { href: "/admin/eval", label: "Оценка пилота" },
  { href: "/admin/tokens", label: "Доступ" },
] as const;

export interface AdminLayoutProps {
  title: string;
  /** The session's CSRF token: sent by htmx on every request from the page (hx-headers) and by admin.js. */
  csrf: string | null;
  active?: string;
  /** Loads Chart.js (210 KB): only the pages that draw charts ask for it. */
  charts?: boolean;
  children?: Children;
}

/** The admin pages' shell: head, navigation, htmx with the CSRF header, Chart.js and admin.js. */
export function AdminLayout({ title, csrf, active, charts, children }: AdminLayoutProps): JSX.Element {
  return (
    <>
      {"<!doctype html>"}
      <html lang="ru">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="htmx-config" content='{"defaultTimeout":180000}' />
          {csrf ? <meta name="csrf-token" content={csrf} /> : ""}
          <title safe>{`${title} — администрирование`}</title>
          <link rel="icon" href="data:," />
          <link rel="stylesheet" href="/public/app.css" />
          <link rel="stylesheet" href="/public/admin.css" />
          <script src="/public/vendor/htmx.min.js" defer></script>
          {charts ? <script src="/public/vendor/chart.umd.min.js" defer></script> : ""}
          <script src="/public/admin.js" defer></script>
        </head>
        <body class="admin" hx-headers:inherited={csrf ? JSON.stringify({ "x-csrf-token": csrf }) : undefined}>
          <a class="skip" href="#main">К содержимому</a>
          {csrf ? (
            <header class="admin-top">
              <nav aria-label="Разделы администрирования">
                <ul>
                  {ADMIN_NAV.map((n) => (
                    <li><a href={n.href} aria-current={n.href === active ? "page" : undefined}>{n.label}</a></li>
                  ))}
                </ul>
              </nav>
              <form method="post" action="/admin/logout" hx-post="/admin/logout">
                <input type="hidden" name="_csrf" value={csrf} />
                <button type="submit">Выйти</button>
              </form>
            </header>
          ) : ""}
          <main id="main" class="admin-main">
            <h1 safe>{title}</h1>
            {children}
          </main>
        </body>
      </html>
    </>
  );
}

/** Milliseconds since the epoch as «2026-05-01 14:03:07» (UTC). */
export const when = (ms: number | null | undefined): string => (ms == null ? "—" : new Date(ms).toISOString().replace("T", " ").slice(0, 19));

/** A number with a fixed count of decimals, or a dash. */
export const num = (v: number | null | undefined, digits = 2): string => (v == null ? "—" : Number(v).toFixed(digits));

/** The sentence beside a range's dates when they make no period; kept empty (and hidden) so a request can fill it. */
export function RangeError({ id, message }: { id: string; message: string | null }): JSX.Element {
  return <p id={id} class="error field-error" role="alert" hidden={!message} safe>{message ?? ""}</p>;
}
