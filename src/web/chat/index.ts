import { Elysia } from "elysia";
import type { Services } from "../../services.ts";
import type { TurnEvent } from "../../conversation/events.ts";
import { AppError } from "../errors.ts";
import { HX } from "../htmx.ts";
import { identity } from "../identity.ts";
import { strings } from "../i18n.ts";
import { phrases } from "../../conversation/phrases.ts";
import { ChatPage } from "../../../views/chat/page.tsx";
import { ChatItem } from "../../../views/chat/sidebar.tsx";
import { CitationPanel } from "../../../views/chat/citation.tsx";
import { DocumentPage } from "../../../views/chat/document.tsx";
import { OutboxPage } from "../../../views/chat/outbox.tsx";
import { DraftCard, draftDomId, type DraftView } from "../../../views/chat/draft.tsx";
import { SkillBadge, ErrorNote } from "../../../views/chat/bits.tsx";
import { AssistantMessage, UserMessage } from "../../../views/chat/messages.tsx";
import { ChatParams, CiteParams, DocParams, DocQuery, DraftBody, DraftParams, DraftTextParams, DraftText, MessageBody, OptionBody, RenameBody, StateBody } from "./model.ts";
import { createChatService } from "./service.ts";
import { announce, guarded, partial, renderEvents, sseResponse } from "./stream.tsx";
import { staticFiles } from "./static.ts";
import { fragmentHolding } from "../../retrieval/passage-place.ts";

const html = (body: JSX.Element, status = 200) =>
  new Response(body as string, { status, headers: { "content-type": "text/html; charset=utf-8" } });
const isHx = (r: Request) => r.headers.get(HX.request) === "true";
const redirect = (r: Request, to: string) =>
  isHx(r) ? new Response(null, { status: 204, headers: { [HX.redirect]: to } }) : new Response(null, { status: 303, headers: { location: to } });
async function* once(...parts: string[]): AsyncGenerator<string> { for (const p of parts) if (p) yield p; }

/**
 * The employee's chat in the browser: pages, chats, messages streamed over SSE, the skill badge,
 * toggles, attachments, clarify options, drafts, citations and documents. One Elysia module.
 */
export const chatPages = (s: Services) => {
  const svc = createChatService(s);
  const ctxFor = (chatId: string, lang: "ru" | "en", extra: { note?: string; onUserMessage?: (id: number) => void } = {}) =>
    ({ chatId, t: strings(lang), chats: s.chats, docIdOf: svc.docIdOf, decisions: s.decisions, log: s.log, skillNames: svc.skillNames(lang), ...extra });
  const stream = (gen: AsyncIterable<string>, lang: "ru" | "en", abort?: AbortController) => sseResponse(guarded(gen, strings(lang), s.log), abort);

  return new Elysia({ name: "chat-pages" })
    .use(staticFiles())
    .use(identity(s.config))
    .get("/", ({ userId, lang }) => html(ChatPage(svc.pageProps(svc.latestOrNew(userId, lang), userId, lang))))
    .get("/c/:id", ({ params, userId, lang }) => html(ChatPage(svc.pageProps(svc.owned(params.id, userId), userId, lang))), { params: ChatParams })
    .get("/outbox", ({ userId, lang }) => html(OutboxPage({ items: s.outbox.list(userId), t: strings(lang) })))
    .post("/chats", ({ request, userId, lang }) => redirect(request, `/c/${svc.newChat(userId, lang).id}`))
    .post("/c/:id/rename", ({ params, body, request, userId, lang }) => {
      svc.owned(params.id, userId);
      s.chats.rename(params.id, userId, body.title.trim() || strings(lang).newChatTitle);
      return isHx(request) ? html(ChatItem({ chat: svc.owned(params.id, userId), current: false, t: strings(lang) })) : redirect(request, `/c/${params.id}`);
    }, { params: ChatParams, body: RenameBody })
    .post("/c/:id/delete", ({ params, request, userId }) => {
      svc.owned(params.id, userId);
      s.attachments.removeChat(params.id);
      s.decisions.forgetChat(params.id);
      s.chats.remove(params.id, userId);
      return redirect(request, "/");
    }, { params: ChatParams })
    .post("/c/:id/state", ({ params, body, userId }) => {
      svc.saveState(svc.owned(params.id, userId), body);
      return new Response(null, { status: 204 });
    }, { params: ChatParams, body: StateBody })
    .post("/c/:id/messages", async ({ params, body, request, userId, lang }) => {
      const t = strings(lang);
      let chat = svc.owned(params.id, userId);
      const text = (body.text ?? "").trim();
      const file = body.file instanceof File && (body.file.size > 0 || body.file.name) ? body.file : null;
      if (!text && !file) throw new AppError(400, t.emptyMessage);
      // A file that cannot be attached loses nothing typed beside it: the question is asked, the refusal is its note.
      const attached = file ? await svc.attach(chat.id, file, lang).catch((err) => {
        if (text && err instanceof AppError && err.status < 500) return { note: err.message, state: {} };
        throw err;
      }) : null;
      const renamed = svc.autoTitle(chat, text || file?.name || "");
      if (renamed) chat = renamed;
      const head = renamed
        ? partial(`#chat-${chat.id}`, "outerHTML", ChatItem({ chat, current: true, t }) as string) + partial(".top h1", "innerHTML", Bun.escapeHTML(chat.title))
        : "";
      if (!text) {
        s.chats.add(chat.id, "user", "", { note: attached!.note });
        return stream(once(`<article class="msg user"><p class="attach-note">${Bun.escapeHTML(attached!.note)}</p></article>` + head), lang);
      }
      // «что в этом файле?» with no file in the chat (one refused, or none sent): no document answers that; said plainly
      // instead of a company sentence (walk 20a #15 got a sick-leave rule). An open company document is «этот файл» itself.
      if (svc.asksAboutMissingFile(chat, text, attached?.state ?? {})) {
        s.chats.add(chat.id, "user", text, attached?.note ? { note: attached.note } : {});
        const m = s.chats.message(s.chats.add(chat.id, "assistant", t.noFileInChat))!;
        return stream(once(UserMessage({ text, note: attached?.note }) as string, AssistantMessage({ m, chatId: chat.id, t, docIdOf: svc.docIdOf }) as string, head), lang);
      }
      const abort = new AbortController();
      const signal = AbortSignal.any([request.signal, abort.signal]);
      const events = s.conversation.turn(chat, text, { state: svc.turnState(chat, attached?.state ?? {}), signal, lang });
      const note = attached?.note;
      const onUserMessage = (id: number) => { if (note) s.chats.update(id, text, { note }, "done"); };
      const rendered = renderEvents(events, ctxFor(chat.id, lang, { note, onUserMessage }));
      return stream((async function* () { let first = true; for await (const m of rendered) { yield first ? m + head : m; first = false; } })(), lang, abort);
    }, { params: ChatParams, body: MessageBody })
    .post("/c/:id/skill/leave", async ({ params, userId, lang }) => {
      const t = strings(lang);
      const chat = svc.owned(params.id, userId);
      const out = await svc.act("leaveSkill", chat);
      if (!out || out.events == null) s.chats.setSkill(chat.id, null);
      const tail = partial("#skill-badge", "outerHTML", SkillBadge({ chatId: chat.id, skill: null, t }) as string) + announce(t.skillLeft);
      return stream((async function* () {
        if (out?.events) yield* renderEvents(out.events, ctxFor(chat.id, lang));
        if (s.chats.get(chat.id, userId)?.skill) s.chats.setSkill(chat.id, null);
        yield tail;
      })(), lang);
    }, { params: ChatParams })
    .post("/c/:id/option", async ({ params, body, request, userId, lang }) => {
      const t = strings(lang);
      const chat = svc.owned(params.id, userId);
      const asked = svc.markChosen(chat, body.from, body.value);
      if (asked === null) return stream(once(partial("#messages", "beforeend", ErrorNote({ message: phrases(lang).staleOption }) as string)), lang);
      // As a typed message: closing the stream cancels the generation it started.
      const abort = new AbortController();
      const signal = AbortSignal.any([request.signal, abort.signal]);
      const events = s.conversation.chooseOption(chat, body.value, lang, signal, asked);
      const done = body.from ? partial(`#${body.from.replace(/[^A-Za-z0-9_-]/g, "")}`, "outerHTML", `<p class="chosen-note">${Bun.escapeHTML(t.optionChosen(body.label || body.value))}</p>`) : "";
      return stream((async function* () { yield* renderEvents(events, ctxFor(chat.id, lang)); if (done) yield done; })(), lang, abort);
    }, { params: ChatParams, body: OptionBody })
    // A pending draft's text as the person edits it: a reload shows the edit, and only the owner may write it.
    .post("/c/:id/drafts/:draftId/body", ({ params, body, userId }) => {
      const chat = svc.owned(params.id, userId);
      const shown = svc.findDraft(chat, params.draftId) as DraftView | null;
      if (!shown) throw new AppError(404, "Такого черновика в этом чате нет", undefined, "No such draft in this chat");
      if (shown.status !== "pending") throw new AppError(409, "Черновик уже подтверждён или отменён", undefined, "The draft has already been confirmed or cancelled");
      svc.saveDraftBody(chat, params.draftId, body.body);
      return new Response(null, { status: 204 });
    }, { params: DraftTextParams, body: DraftText })
    .post("/c/:id/drafts/:draftId/:decision", async ({ params, body, userId, lang }) => {
      const t = strings(lang);
      const chat = svc.owned(params.id, userId);
      const decision = params.decision === "confirm" ? "confirmed" : "cancelled";
      const shown = svc.findDraft(chat, params.draftId) as DraftView | null;
      if (!shown) throw new AppError(404, "Такого черновика в этом чате нет", undefined, "No such draft in this chat");
      let error: string | null = null;
      let out = null;
      try {
        const edited = decision === "confirmed" && typeof body?.body === "string" ? body.body : undefined;
        const to = decision === "confirmed" && typeof body?.to === "string" ? body.to : undefined;
        out = decision === "confirmed" ? await svc.act("confirmDraft", chat, params.draftId, edited, lang, to) : await svc.act("cancelDraft", chat, params.draftId, lang);
        if (!out) error = t.notAvailableYet;
      } catch (err) {
        error = (err as Error).message;
      }
      const v = out?.value as { effect?: string; body?: string; to?: string } | string | undefined;
      const effect = typeof v === "string" ? v : v?.effect;
      const finalBody = typeof v === "string" ? undefined : v?.body;
      const sentTo = typeof v === "string" ? undefined : v?.to;
      if (!error) svc.markDraft(chat, params.draftId, decision, effect, finalBody, sentTo);
      // Decided, the whole stored answer is drawn again: its text then says what was done, not «confirm with the button».
      const holder = error ? undefined : s.chats.messages(chat.id).find((m) => m.role === "assistant" && JSON.stringify(m.meta).includes(params.draftId));
      const card = error
        ? partial(`#${draftDomId(params.draftId)} .actions`, "beforeend", ErrorNote({ message: error }) as string)
        : partial(`#${draftDomId(params.draftId)}`, "outerHTML", DraftCard({ chatId: chat.id, draft: { ...shown, status: decision, effect, ...(finalBody ? { body: finalBody } : {}), ...(sentTo ? { to: sentTo, toKnown: true } : {}) }, t }) as string)
          + (holder ? partial(`#m-${holder.id}`, "outerHTML", AssistantMessage({ m: holder, chatId: chat.id, t, docIdOf: svc.docIdOf, names: svc.skillNames(lang) }) as string) : "");
      return stream((async function* () {
        if (out?.events) yield* renderEvents(out.events, ctxFor(chat.id, lang));
        yield card + announce(error ?? (decision === "confirmed" ? t.draftConfirmed : t.draftCancelled));
      })(), lang);
    }, { params: DraftParams, body: DraftBody })
    .get("/c/:id/m/:mid/cite/:n", ({ params, userId, lang }) => {
      const { c, docId, changed, removed } = svc.citation(svc.owned(params.id, userId), params.mid, params.n);
      const sourceHref = docId == null ? null : `/docs/${docId}?hl=${c.chunkId}#chunk-${c.chunkId}`;
      return html(CitationPanel({ c, sourceHref, changed, removed, t: strings(lang) }));
    }, { params: CiteParams })
    .get("/docs/:docId", ({ params, query, lang }) => {
      const doc = s.kb.store.get(params.docId);
      if (!doc) throw new AppError(404, "Такого документа нет", undefined, "No such document");
      const chunks = s.kb.store.chunksOf(doc.id);
      const highlight = query.hl ?? (query.find ? fragmentHolding(chunks, query.find, query.sec) : null);
      return html(DocumentPage({ doc, chunks, highlight, t: strings(lang) }));
    }, { params: DocParams, query: DocQuery });
};
