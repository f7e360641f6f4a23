import { escapeHtml } from "@kitajs/html";
import type { Citation } from "../../src/answering/citations.ts";
import type { Strings } from "../../src/web/i18n.ts";
import { answerStateOf } from "../../src/answering/state.ts";

/** Where a citation's panel and document live, for one stored answer. */
export interface CiteLinks {
  panel: (n: number) => string;
  source: (c: Citation) => string;
}

/**
 * The number a reader sees for each stored citation: 1, 2, … in the order the answer uses them. A
 * stored [n] is the fragment's place among those retrieved, so an answer citing only its second
 * fragment read [2] above «Sources (1)». The panel and document links keep the stored n.
 */
export function shownNumbers(citations: Citation[]): Map<number, number> {
  return new Map(citations.map((c, i) => [c.n, i + 1]));
}

/** The citations as drawn: each with the number the reader sees (what the evaluation scores [n] against). */
export const shownCitations = (citations: Citation[]): Citation[] => citations.map((c, i) => ({ ...c, n: i + 1 }));

/**
 * An answer's text, escaped at the leaf, with each [n] that points at a real citation turned into
 * a link that opens the side panel (and, without JavaScript, the source document), numbered as shown.
 */
export function AnswerText({ text, citations, links, t, docPage }: {
  text: string; citations: Citation[]; links: CiteLinks; t: Strings; docPage?: DocPage;
}): JSX.Element {
  const state = answerStateOf(text);
  if (state === "partial") return <PartialText text={text} docPage={docPage} />;
  const byN = new Map(citations.map((c) => [c.n, c]));
  const shown = shownNumbers(citations);
  const parts = text.split(/(\[\d{1,2}\])/g);
  const safeParts = parts.map((part) => {
    const m = /^\[(\d{1,2})\]$/.exec(part);
    const c = m ? byN.get(Number(m[1])) : undefined;
    if (!c) return escapeHtml(part);
    const k = shown.get(c.n)!;
    return (
      <a class="cite" href={links.source(c)} hx-get={links.panel(c.n)} hx-target="#panel" hx-swap="innerHTML"
        aria-label={`${t.citation} ${k}: ${c.docName}`} data-cite={String(k)} safe>{`[${k}]`}</a>
    ) as string;
  });
  return <div class={state === "refused" ? "text refusal" : "text"} data-state={state}>{safeParts.join("")}</div>;
}

/** Where a hedge's passage stands: its document's page, opened at the passage when the page can find it. */
export type DocPage = (docName: string, at?: { section?: string; passage?: string }) => string | null;

/**
 * A passage's «(document › section)» opens that document: walk 26a's tester could not check a hedge's passage, since it was
 * plain text. It is a link, not an [n]: the passage is shown, not asserted. The source is the line's last bracketed
 * group, brackets inside it included: «(zhaloby.md › Недовложение (не привезли товар))» lost its link (walk 28b).
 */
function Related({ line, docPage }: { line: string; docPage?: DocPage }): JSX.Element {
  const at = line.endsWith(")") ? openingOf(line) : -1;
  const source = at > 0 ? line.slice(at + 1, -1) : "";
  const [docName, ...path] = source.split(" › ");
  const section = path.join(" › ").replace(/ · [^›]*$/u, "");
  const passage = line.slice(0, Math.max(at, 0)).trim().replace(/^«|»$/gu, "").replace(/…$/u, "");
  const href = source && docPage ? docPage(docName!, { section: section || undefined, passage }) : null;
  if (!href) return <li safe>{line}</li>;
  return <li><span safe>{line.slice(0, at - 1)}</span> (<a class="related-source" href={href} safe>{source}</a>)</li>;
}

/** Where the bracketed group that closes a line opens (-1 when the brackets do not balance). */
function openingOf(line: string): number {
  let depth = 0;
  for (let i = line.length - 1; i >= 0; i--) {
    if (line[i] === ")") depth++;
    else if (line[i] === "(" && --depth === 0) return line[i - 1] === " " ? i : -1;
  }
  return -1;
}

/**
 * A partial answer: the documents do not answer exactly. The nearby passages («— …» lines) are drawn
 * as a list marked «possibly related», apart from any asserted answer, and carry no [n] links.
 */
export function PartialText({ text, docPage }: { text: string; docPage?: DocPage }): JSX.Element {
  const lines = text.split("\n").map((l) => l.trim()).filter(Boolean);
  // Lines keep their order: another exit's words («Подходящих товаров не нашёл.») come first, and the
  // passages sit under the line that introduces them, grouped into one list.
  const blocks: (string | string[])[] = [];
  for (const l of lines) {
    const last = blocks.at(-1);
    if (l.startsWith("— ") && Array.isArray(last)) last.push(l.slice(2));
    else blocks.push(l.startsWith("— ") ? [l.slice(2)] : l);
  }
  const lead = blocks.findIndex((b) => typeof b === "string" && answerStateOf(b) === "partial");
  return (
    <div class="text partial-answer" data-state="partial" role="note">
      {blocks.map((b, i) => (typeof b === "string"
        ? <p class={i === lead ? "partial-lead" : undefined} safe>{b}</p>
        : <ul class="related">{b.map((l) => <Related line={l} docPage={docPage} />)}</ul>))}
    </div>
  );
}

/** The compact list of sources under an answer: n. document › section, p. N — numbered as the text shows them. */
export function SourceList({ citations, links, t }: { citations: Citation[]; links: CiteLinks; t: Strings }): JSX.Element {
  if (citations.length === 0) return "";
  const shown = shownNumbers(citations);
  return (
    <details class="sources">
      <summary safe>{`${t.sources} (${citations.length})`}</summary>
      <ol>
        {citations.map((c) => (
          <li value={String(shown.get(c.n))}>
            <a href={links.source(c)} hx-get={links.panel(c.n)} hx-target="#panel" hx-swap="innerHTML" safe>
              {[c.docName, ...c.headingPath].join(" › ") + (c.page != null ? ` · ${t.page.toLowerCase()} ${c.page}` : "")}
            </a>
          </li>
        ))}
      </ol>
    </details>
  );
}
