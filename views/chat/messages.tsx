import type { StoredMessage } from "../../src/conversation/chats.ts";
import type { Strings } from "../../src/web/i18n.ts";
import { AnswerText, SourceList, type CiteLinks, type DocPage } from "./answer-text.tsx";
import { Clarify, ErrorNote, type SkillNames } from "./bits.tsx";
import { ResultCard } from "./cards.tsx";
import { readMeta } from "./meta.ts";
import { decidedLead, type DraftView } from "./draft.tsx";

/** Links of one stored answer's citations: the panel route and the document page. */
export function citeLinks(chatId: string, messageId: number, docIdOf: (chunkId: number | null, docName: string) => number | null): CiteLinks {
  return {
    panel: (n) => `/c/${encodeURIComponent(chatId)}/m/${messageId}/cite/${n}`,
    source: (c) => {
      const docId = docIdOf(c.chunkId, c.docName);
      return docId == null ? `/c/${encodeURIComponent(chatId)}/m/${messageId}/cite/${c.n}` : `/docs/${docId}?hl=${c.chunkId}#chunk-${c.chunkId}`;
    },
  };
}

/**
 * A company document's page by its name (a hedge's passage names its document, not its fragment): the page finds the
 * fragment holding the passage and marks it, and «#cited» scrolls to it.
 */
const docPage = (docIdOf: (chunkId: number | null, docName: string) => number | null): DocPage => (docName, at = {}) => {
  const id = docIdOf(null, docName);
  if (id == null) return null;
  const q = new URLSearchParams();
  if (at.passage) q.set("find", at.passage.slice(0, 300));
  if (at.section) q.set("sec", at.section.slice(0, 200));
  return q.size ? `/docs/${id}?${q}#cited` : `/docs/${id}`;
};

/**
 * A tool's error the answer's text already says («Which letter should I reply to…») is said once: an error
 * card above the same sentence read as two failures (a tester's walk).
 */
const saidInText = (r: { kind: string; message?: unknown }, text: string) => r.kind === "error" && typeof r.message === "string" && text.includes(r.message);

/** A person's message. */
export function UserMessage({ text, note }: { text: string; note?: string }): JSX.Element {
  return (
    <article class="msg user">
      {note ? <p class="attach-note" safe>{note}</p> : ""}
      {text ? <div class="text" safe>{text}</div> : ""}
    </article>
  );
}

/**
 * A stored assistant answer: cards, the text with [n] links, sources, clarify buttons, figures. A stored
 * answer has ended, so it draws no tool chips: a chip says «Ищу в документах…» while the tool runs, and
 * left on a finished answer it read as a search still going. The cards show what each tool found.
 */
export function AssistantMessage({ m, chatId, t, docIdOf, names }: {
  m: StoredMessage; chatId: string; t: Strings; docIdOf: (chunkId: number | null, docName: string) => number | null; names?: SkillNames;
}): JSX.Element {
  const meta = readMeta(m.meta);
  const links = citeLinks(chatId, m.id, docIdOf);
  const s = meta.stats;
  const drafts = meta.tools.flatMap((x) => (x.result?.kind === "draft" ? [x.result as unknown as DraftView] : []));
  const text = decidedLead(m.content, drafts, t);
  return (
    <article class="msg assistant" id={`m-${m.id}`} data-message={String(m.id)}>
      {meta.tools.map((x) => (x.result && x.result.kind !== "documents" && !saidInText(x.result, text) ? <ResultCard result={x.result} chatId={chatId} t={t} /> : ""))}
      {meta.mode ? <p class="mode-note" safe>{meta.mode.message}</p> : ""}
      {text ? <AnswerText text={text} citations={meta.citations} links={links} t={t} docPage={docPage(docIdOf)} /> : ""}
      <SourceList citations={meta.citations} links={links} t={t} />
      {/* Where a documents search looked comes after the answer it found (walks 26a, 27a read the label first). */}
      {meta.tools.map((x) => (x.result?.kind === "documents" ? <ResultCard result={x.result} chatId={chatId} t={t} /> : ""))}
      {meta.webNote ? <p class="muted web-note" safe>{meta.webNote}</p> : ""}
      {meta.clarify ? <Clarify id={`clarify-${m.id}`} chatId={chatId} question={meta.clarify.question} options={meta.clarify.options} chosen={meta.clarify.chosen} said={m.content} t={t} names={names} /> : ""}
      {meta.error ? <ErrorNote message={meta.error} /> : ""}
      {m.status === "partial" ? <p class="muted partial" safe>{t.partial}</p> : ""}
      {s ? <footer class="stats" safe>{t.stats(s.tokensPerSecond, s.ttftMs, s.totalMs)}</footer> : ""}
    </article>
  );
}

/**
 * The empty answer a stream fills: chips, cards, extra (clarify, errors) and a text that is a polite
 * live region, so a screen reader follows the tokens as they come. Replaced by the stored answer at the end.
 */
export function AssistantShell({ k, t }: { k: string; t: Strings }): JSX.Element {
  return (
    <article class="msg assistant streaming" id={k}>
      <ul class="chips" id={`${k}-chips`}></ul>
      <div class="cards" id={`${k}-cards`}></div>
      <div class="text" id={`${k}-text`} aria-live="polite" aria-atomic="false" aria-label={t.assistant}></div>
      <div class="extra" id={`${k}-extra`}></div>
      <span class="typing" aria-hidden="true"></span>
    </article>
  );
}

/** All messages of a chat, oldest first. */
export function MessageList({ messages, chatId, t, docIdOf, names }: {
  messages: StoredMessage[]; chatId: string; t: Strings; docIdOf: (chunkId: number | null, docName: string) => number | null; names?: SkillNames;
}): JSX.Element {
  return (
    <section id="messages" class="messages" aria-label={t.messagesLabel} tabindex="-1">
      {messages.length === 0 ? <p class="empty muted" safe>{t.emptyChat}</p> : ""}
      {messages.map((m) => (m.role === "user"
        ? <UserMessage text={m.content} note={typeof m.meta?.note === "string" ? m.meta.note : undefined} />
        : <AssistantMessage m={m} chatId={chatId} t={t} docIdOf={docIdOf} names={names} />))}
    </section>
  );
}
