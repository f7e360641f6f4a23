import type { Children } from "@kitajs/html";
import type { Strings } from "../src/web/i18n.ts";

export interface LayoutProps {
  t: Strings;
  title: string;
  children?: Children;
}

/** The HTML shell every page shares: head, CSS, htmx with its SSE extension and the little chat script. */
export function Layout({ t, title, children }: LayoutProps): JSX.Element {
  return (
    <>
      {"<!doctype html>"}
      <html lang={t.htmlLang}>
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="htmx-config" content='{"defaultTimeout":180000,"extensions":"sse"}' />
          <title safe>{title}</title>
          <link rel="icon" href="data:," />
          <link rel="stylesheet" href="/public/app.css" />
          <script src="/public/vendor/htmx.min.js" defer></script>
          <script src="/public/vendor/hx-sse.min.js" defer></script>
          <script src="/public/chat.js" defer></script>
        </head>
        <body>{children}</body>
      </html>
    </>
  );
}
