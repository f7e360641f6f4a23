import { escapeHtml } from "@kitajs/html";
import type { ChatStore } from "../../conversation/chats.ts";
import type { TurnEvent } from "../../conversation/events.ts";
import type { Strings } from "../i18n.ts";
import { AssistantMessage, AssistantShell, UserMessage } from "../../../views/chat/messages.tsx";
import { Chip, Clarify, ErrorNote, SkillBadge, type SkillNames } from "../../../views/chat/bits.tsx";
import { ResultCard } from "../../../views/chat/cards.tsx";
import { draftDomId } from "../../../views/chat/draft.tsx";

/** An htmx 4 `<hx-partial>`: its own target and swap inside one streamed message. `html` must already be safe. */
export const partial = (target: string, swap: string, html: string): string =>
  `<hx-partial hx-target="${escapeHtml(target)}" hx-swap="${escapeHtml(swap)}">${html}</hx-partial>`;

/** Announces a short status to screen readers through the page's polite live region. */
export const announce = (text: string): string => partial("#live", "innerHTML", escapeHtml(text));

/** What rendering one stream needs. */
export interface RenderContext {
  chatId: string;
  t: Strings;
  chats: ChatStore;
  docIdOf: (chunkId: number | null, docName: string) => number | null;
  /** Shown above the person's text (an attached file), and stored with their message. */
  note?: string;
  /** Called with the id of the person's stored message once the turn saved it. */
  onUserMessage?: (id: number) => void;
  /** Where a drawing failure is recorded beside the turn's decision. */
  decisions?: { noteError(id: number, error: string): void };
  log?: (line: string) => void;
  /** Skill names in the interface's language (badge, clarify options); the event's own name otherwise. */
  skillNames?: SkillNames;
}

/** What the answer says while its model loads or waits for its one slot. */
const WAIT_WORDS = {
  ru: { loading: "модель загружается…", queue: (n: number) => `в очереди к модели: ${n}-й` },
  en: { loading: "the model is loading…", queue: (n: number) => `waiting for the model: number ${n} in line` },
};

/** The wait notice as a chip of the answer; null once the model started (the notice goes). */
function waitChip(k: string, t: Strings, w: Extract<TurnEvent, { type: "wait" }>["wait"]): string | null {
  const words = WAIT_WORDS[t.htmlLang === "en" ? "en" : "ru"];
  if (w.kind === "started") return null;
  return Chip({ id: `${k}-wait`, label: w.kind === "loading" ? words.loading : words.queue(w.place), done: false }) as string;
}

const chipId = (k: string, tool: string) => `${k}-chip-${tool.replace(/[^A-Za-z0-9_-]/g, "")}`;

/**
 * Turns TurnEvents into HTML messages for the SSE stream. The first message is the main content
 * (appended to #messages: the person's bubble and an empty answer); every later one is a set of
 * `<hx-partial>`s aimed at that answer's parts. `done` swaps in the stored answer, so the streamed
 * view ends exactly as a reload draws it.
 */
export async function* renderEvents(events: AsyncIterable<TurnEvent>, ctx: RenderContext): AsyncGenerator<string> {
  const k = `a${crypto.randomUUID().slice(0, 8)}`;
  const { t } = ctx;
  let shell = false;
  let said = "";
  const labels = new Map<string, string>();
  let waiting = false;
  const shellHtml = () => {
    shell = true;
    return (AssistantShell({ k, t }) as string) + partial("#messages > .empty", "delete", "") + announce(t.sending);
  };
  let failed: string | null = null;
  for await (const ev of events) {
    try {
      yield* renderOne(ev);
    } catch (err) {
      // Drawing one event failed: say so where the answer is and keep consuming, so the turn still
      // finishes and stores its answer; `done` then stores the failure with it.
      failed ??= (err as Error)?.message ?? String(err);
      ctx.log?.(`chat render failed on ${ev.type}: ${(err as Error)?.stack ?? err}`);
      yield (shell ? "" : shellHtml()) + partial(`#${k}-extra`, "beforeend", ErrorNote({ message: t.errorGeneric }) as string);
      if (ev.type === "done") yield* renderDone(ev.messageId);
    }
  }

  function* renderDone(messageId: number): Generator<string> {
    let stored = ctx.chats.message(messageId);
    if (stored && failed) {
      const meta = { ...stored.meta, error: stored.meta.error ?? `${t.errorGeneric} (${failed})` };
      ctx.chats.update(stored.id, stored.content || t.errorGeneric, meta, "partial");
      if (typeof stored.meta.decisionId === "number") ctx.decisions?.noteError(stored.meta.decisionId, `render: ${failed}`);
      stored = ctx.chats.message(messageId);
    }
    let html = "";
    try {
      html = stored ? (AssistantMessage({ m: stored, chatId: ctx.chatId, t, docIdOf: ctx.docIdOf, names: ctx.skillNames }) as string) : "";
    } catch (err) {
      ctx.log?.(`chat render failed on the stored answer: ${(err as Error)?.stack ?? err}`);
    }
    yield (html ? partial(`#${k}`, "outerHTML", html) : "") + announce(t.answerReady);
  }

  function* renderOne(ev: TurnEvent): Generator<string> {
    if (ev.type === "user") {
      ctx.onUserMessage?.(ev.messageId);
      yield (UserMessage({ text: ev.text, note: ctx.note }) as string) + shellHtml();
      return;
    }
    let pre = shell ? "" : shellHtml();
    if (ev.type === "wait") {
      const chip = waitChip(k, t, ev.wait);
      const swap = waiting ? partial(`#${k}-wait`, chip ? "outerHTML" : "delete", chip ?? "") : chip ? partial(`#${k}-chips`, "beforeend", chip) : "";
      waiting = chip !== null;
      yield pre + swap + (chip && ev.wait.kind === "loading" ? announce(WAIT_WORDS[t.htmlLang === "en" ? "en" : "ru"].loading) : "");
      return;
    }
    if (waiting) { pre += partial(`#${k}-wait`, "delete", ""); waiting = false; }
    switch (ev.type) {
      case "token":
        said += ev.text;
        yield pre + partial(`#${k}-text`, "beforeend", escapeHtml(ev.text));
        break;
      case "chip":
        labels.set(ev.tool, ev.label);
        yield pre + partial(`#${k}-chips`, "beforeend", Chip({ id: chipId(k, ev.tool), label: ev.label, done: false }) as string);
        break;
      case "result":
        yield pre + partial(`#${chipId(k, ev.tool)}`, "outerHTML", Chip({ label: labels.get(ev.tool) ?? ev.tool, done: true }) as string)
          + partial(`#${k}-cards`, "beforeend", ResultCard({ result: ev.result, chatId: ctx.chatId, t }) as string);
        break;
      case "skill":
        yield pre + partial("#skill-badge", "outerHTML", SkillBadge({ chatId: ctx.chatId, skill: ev.skill, t, names: ctx.skillNames }) as string)
          + (ev.skill ? "" : announce(t.skillLeft));
        break;
      case "clarify":
        yield pre + partial(`#${k}-extra`, "beforeend", Clarify({ id: `clarify-${k}`, chatId: ctx.chatId, question: ev.question, options: ev.options, said, t, names: ctx.skillNames }) as string);
        break;
      case "draft":
        yield pre + partial(`#${draftDomId(String((ev.result as { draftId?: string }).draftId ?? ""))}`, "outerHTML", ResultCard({ result: ev.result, chatId: ctx.chatId, t }) as string);
        break;
      case "draftMoved":
        yield pre + partial(`#${draftDomId(String((ev.result as { draftId?: string }).draftId ?? ""))}`, "delete", "")
          + partial(`#${k}-cards`, "beforeend", ResultCard({ result: ev.result, chatId: ctx.chatId, t }) as string);
        break;
      case "mode":
        yield pre + partial(`#${k}-extra`, "beforeend", `<p class="mode-note">${escapeHtml(ev.message)}</p>`);
        break;
      case "error":
        yield pre + partial(`#${k}-extra`, "beforeend", ErrorNote({ message: ev.message }) as string) + announce(ev.message);
        break;
      case "done":
        if (pre) yield pre;
        yield* renderDone(ev.messageId);
        break;
      default:
        if (pre) yield pre;
    }
  }
}

/** Wraps rendering so a failure mid-stream still reaches the person as a message, never a silent stop. */
export async function* guarded(inner: AsyncIterable<string>, t: Strings, log: (l: string) => void): AsyncGenerator<string> {
  try {
    yield* inner;
  } catch (err) {
    log(`chat stream failed: ${(err as Error)?.stack ?? err}`);
    yield partial("#messages", "beforeend", ErrorNote({ message: t.errorGeneric }) as string)
      + partial("#messages .streaming", "outerHTML", "") + announce(t.errorGeneric);
  }
}

/** One SSE frame: each line of the HTML becomes a `data:` line; htmx joins them back with newlines. */
export const frame = (html: string): string => html.split(/\r\n|\r|\n/).map((l) => `data: ${l}`).join("\n") + "\n\n";

/** An SSE comment line: browsers ignore it, and it keeps an idle stream from being closed. */
export const HEARTBEAT = ": keep-alive\n\n";

/**
 * A `text/event-stream` response that htmx 4's SSE extension swaps message by message. Cancelling
 * (the person left the page) aborts `abort`, so the turn stops and keeps what it wrote as partial.
 * While the turn is silent (a model loading for a minute) a comment goes out every `heartbeatMs`:
 * Elysia's Bun adapter serves with `idleTimeout: 30` (adapter/bun/index.mjs), which closes a stream
 * idle for 30 s.
 */
export function sseResponse(messages: AsyncIterable<string>, abort?: AbortController, heartbeatMs = 10_000): Response {
  const enc = new TextEncoder();
  const it = messages[Symbol.asyncIterator]();
  let next: Promise<IteratorResult<string>> | null = null;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      next ??= it.next();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const beat = new Promise<"beat">((resolve) => { timer = setTimeout(() => resolve("beat"), heartbeatMs); });
      const r = await Promise.race([next, beat]);
      clearTimeout(timer);
      if (r === "beat") { controller.enqueue(enc.encode(HEARTBEAT)); return; }
      next = null;
      const { value, done } = r;
      if (done) controller.close();
      else controller.enqueue(enc.encode(frame(value)));
    },
    async cancel() {
      abort?.abort();
      await it.return?.(undefined);
    },
  });
  return new Response(body, { headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache", "x-accel-buffering": "no" } });
}
