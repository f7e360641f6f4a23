import type { Citation } from "../../src/answering/citations.ts";
import type { Strings } from "../../src/web/i18n.ts";

/**
 * The side panel for one [n]: the fragment, its document, section and page, and a link to the whole document.
 * The title names no number: the route knows the stored n, which is not the one the reader clicked (see shownNumbers).
 */
export function CitationPanel({ c, sourceHref, changed, removed = false, t }: { c: Citation; sourceHref: string | null; changed: boolean; removed?: boolean; t: Strings }): JSX.Element {
  return (
    <div class="panel-body" data-cite-panel={String(c.n)}>
      <div class="panel-head">
        <h2 id="panel-title" tabindex="-1" safe>{t.citation}</h2>
        <button type="button" class="close" data-close-panel aria-label={t.close}>×</button>
      </div>
      <dl>
        <dt safe>{t.document}</dt><dd safe>{c.docName}</dd>
        {c.headingPath.length ? <><dt safe>{t.section}</dt><dd safe>{c.headingPath.join(" › ")}</dd></> : ""}
        {c.page != null ? <><dt safe>{t.page}</dt><dd safe>{String(c.page)}</dd></> : ""}
      </dl>
      <blockquote class="fragment" safe>{c.text}</blockquote>
      {removed ? <p class="muted" safe>{t.documentRemoved}</p> : changed ? <p class="muted" safe>{t.fragmentGone}</p> : ""}
      {sourceHref ? <p><a href={sourceHref} target="_blank" rel="noopener" safe>{t.openSource}</a></p> : ""}
    </div>
  );
}
