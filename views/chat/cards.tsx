import type { ToolResult, CalendarEvent, MailMessage, ProductCard, WebResult } from "../../src/tools/types.ts";
import type { Strings } from "../../src/web/i18n.ts";
import { DraftCard } from "./draft.tsx";
import { MetricsCard } from "./metrics.tsx";

/** Only http(s) links leave the page: a `javascript:` URL from a tool never becomes a link. */
export const safeHref = (url: string | null | undefined): string | null => (url && /^https?:\/\//i.test(url) ? url : null);

const when = (iso: string) => iso.replace("T", " ").replace(/:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)?$/, "");

function Mail({ m }: { m: MailMessage }): JSX.Element {
  return (
    <li class="mail">
      <div class="row"><b safe>{m.from}</b><time safe>{when(m.date)}</time></div>
      <div class="subject" safe>{m.subject}</div>
      {m.text ? <div class="letter-text" safe>{m.text}</div> : <div class="snippet" safe>{m.snippet}</div>}
    </li>
  );
}

function Event({ e }: { e: CalendarEvent }): JSX.Element {
  const href = safeHref(e.url);
  return (
    <li class="event">
      <time safe>{e.allDay ? e.start : `${when(e.start)} – ${when(e.end).slice(-5)}`}</time>
      <b safe>{e.title}</b>
      {e.location ? <span class="muted" safe>{e.location}</span> : ""}
      {href ? <a href={href} rel="noopener noreferrer" target="_blank" safe>{href}</a> : ""}
    </li>
  );
}

function Product({ p, t }: { p: ProductCard; t: Strings }): JSX.Element {
  const href = safeHref(p.url);
  return (
    <li class="product">
      {href ? <a href={href} rel="noopener noreferrer" target="_blank" safe>{p.title}</a> : <span safe>{p.title}</span>}
      <div class="price" safe>{`${p.price.toLocaleString(t.locale)} ${p.currency}`}</div>
      {p.rating != null ? <div class="muted" safe>{`${t.rating} ${p.rating}`}</div> : ""}
    </li>
  );
}

function Web({ r }: { r: WebResult }): JSX.Element {
  const href = safeHref(r.url);
  return (
    <li>
      {href ? <a href={href} rel="noopener noreferrer" target="_blank" safe>{r.title}</a> : <b safe>{r.title}</b>}
      <div class="snippet" safe>{r.snippet}</div>
    </li>
  );
}

interface SourceLine { docName?: string; document?: string; source?: string; title?: string; headingPath?: string[]; section?: string[] }

/**
 * The sources a documents search showed: document › section lines. Older answers stored only a count
 * (`fragments: 3`), so anything that is not a list of sources reads as none rather than failing.
 */
function Documents({ data, t }: { data: unknown; t: Strings }): JSX.Element {
  const raw = (data && typeof data === "object" ? data : {}) as { sources?: unknown; citations?: unknown; fragments?: unknown; facts?: unknown };
  const list = [data, raw.sources, raw.citations, raw.fragments, raw.facts].find(Array.isArray) as SourceLine[] | undefined;
  const items = (list ?? []).filter((f): f is SourceLine => f != null && typeof f === "object");
  if (items.length === 0) return <p class="muted" safe>{t.noResults}</p>;
  const line = (f: SourceLine) => [f.docName ?? f.document ?? f.source ?? "", ...(Array.isArray(f.headingPath ?? f.section) ? (f.headingPath ?? f.section)! : f.title ? [f.title] : [])].filter(Boolean).join(" › ");
  // Labelled: a bare list of sections above «В документах нет ответа» read as a contradiction (a tester's walk). Folded:
  // open, up to six sections pushed the answer below them off screen (walk 19a); the sources under the answer say the rest.
  const lines = [...new Set(items.map(line))].slice(0, 8);
  return <details class="looked"><summary safe>{t.documentsLooked(lines.length)}</summary><ul>{lines.map((l) => <li safe>{l}</li>)}</ul></details>;
}

/**
 * One card per tool result kind. A result of an unexpected shape (a tool's bug, an old stored row)
 * becomes an error card: one bad card never takes the answer, the stream or the page down with it.
 */
export function ResultCard(props: { result: ToolResult; chatId: string; t: Strings }): JSX.Element {
  try {
    return CardOf(props);
  } catch (err) {
    return <section class="card error-card" role="alert"><b safe>{`${props.t.toolError}:`}</b> <span safe>{props.t.cardFailed}</span></section>;
  }
}

/** The draft card carries the only buttons that make things happen. */
function CardOf({ result, chatId, t }: { result: ToolResult; chatId: string; t: Strings }): JSX.Element {
  switch (result.kind) {
    case "documents":
      return <section class="card documents"><Documents data={result.data} t={t} /></section>;
    case "mail":
      return (
        <section class="card mail-card">
          <h3 safe>{t.mailFound(result.total)}</h3>
          {result.messages.length ? <ul>{result.messages.map((m) => <Mail m={m} />)}</ul> : <p class="muted" safe>{t.noResults}</p>}
        </section>
      );
    case "calendar":
      return (
        <section class="card calendar-card">
          <h3 safe>{t.eventsFound(result.from, result.to)}</h3>
          {result.events.length ? <ul>{result.events.map((e) => <Event e={e} />)}</ul> : <p class="muted" safe>{t.noResults}</p>}
        </section>
      );
    case "products":
      return (
        <section class="card products-card">
          <h3 safe>{t.productsFound(result.total)}</h3>
          {result.cards.length ? <ul class="grid">{result.cards.map((p) => <Product p={p} t={t} />)}</ul> : <p class="muted" safe>{t.noResults}</p>}
        </section>
      );
    case "metrics":
      return <MetricsCard result={result} t={t} />;
    case "draft":
      return <DraftCard chatId={chatId} draft={result} t={t} />;
    case "web":
      return result.configured
        ? <section class="card web-card"><ul>{result.results.map((r) => <Web r={r} />)}</ul></section>
        : <section class="card web-card"><p class="muted" safe>{result.message || t.webNotConfigured}</p></section>;
    case "error":
      return <section class="card error-card" role="alert"><b safe>{`${t.toolError}:`}</b> <span safe>{result.message}</span></section>;
    default:
      return "";
  }
}
