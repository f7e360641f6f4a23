import type { DocumentInfo, StoredChunk } from "../../src/retrieval/types.ts";
import type { Strings } from "../../src/web/i18n.ts";
import { Layout } from "../layout.tsx";

/** A stored document shown as its fragments in order, the cited one highlighted (the raw file is not kept). */
export function DocumentPage({ doc, chunks, highlight, t }: { doc: DocumentInfo; chunks: StoredChunk[]; highlight: number | null; t: Strings }): JSX.Element {
  return (
    <Layout t={t} title={`${doc.name} — ${t.appTitle}`}>
      <main class="document">
        <p><a href="/" safe>{t.backToChat}</a></p>
        <h1 safe>{doc.name}</h1>
        <p class="muted" safe>{`${t.fragments}: ${chunks.length}`}</p>
        {chunks.map((c) => (
          <section class={c.id === highlight ? "fragment-block cited" : "fragment-block"} id={`chunk-${c.id}`}
            aria-current={c.id === highlight ? "true" : undefined}>
            {/* «#cited»: a link that knew only the passage (a hedge's) scrolls here as a citation's «#chunk-N» does. */}
            <h2 class="path" id={c.id === highlight ? "cited" : undefined} safe>{(c.headingPath.join(" › ") || doc.name) + (c.page != null ? ` · ${t.page.toLowerCase()} ${c.page}` : "")}</h2>
            {c.id === highlight ? <p class="sr-only" safe>{t.citedFragment}</p> : ""}
            <div class="text" safe>{c.text}</div>
          </section>
        ))}
      </main>
    </Layout>
  );
}
