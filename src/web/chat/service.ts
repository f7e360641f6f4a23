import { eachDraft, findDraftShown, markDraftShown } from "../../conversation/drafts-shown.ts";
import type { Services } from "../../services.ts";
import type { Chat } from "../../conversation/chats.ts";
import type { TurnEvent } from "../../conversation/events.ts";
import type { RouterState } from "../../routing/types.ts";
import type { Citation } from "../../answering/citations.ts";
import { resolve } from "node:path";
import { loadSkillDir } from "../../skills/parse.ts";
import { skillNameIn } from "../../skills/names.ts";
import type { Skill } from "../../skills/types.ts";
import { AppError } from "../errors.ts";
import { ExtractionError } from "../../ingestion/types.ts";
import { EmptyAttachment } from "../../attachments/attachments.ts";
import { strings, type Lang } from "../i18n.ts";
import { POINTS_AT_FILE } from "../../text/deixis.ts";
import { MODES } from "../../../views/chat/composer.tsx";
import type { ChatPageProps } from "../../../views/chat/page.tsx";

/** The conversation methods the lead is adding; each is called only if present. */
interface ConversationActions {
  leaveSkill?: (chat: Chat) => unknown;
  confirmDraft?: (chat: Chat, draftId: string, body?: string, lang?: string, to?: string) => unknown;
  cancelDraft?: (chat: Chat, draftId: string, lang?: string) => unknown;
}

const IMAGE = /\.(jpe?g|png|gif|webp|heic|heif|bmp|avif)$/i;
const DEFAULT_TITLES = new Set([strings("ru").newChatTitle, strings("en").newChatTitle]);

const isIterable = (v: unknown): v is AsyncIterable<TurnEvent> => v != null && typeof (v as AsyncIterable<unknown>)[Symbol.asyncIterator] === "function";

/** What a conversation action gave back: its events to stream (if any) and its plain result. */
export interface ActionOutcome {
  events: AsyncIterable<TurnEvent> | null;
  value: unknown;
}

/** The chat feature's logic over Services: ownership, page data, toggles, attachments, citations, drafts. */
export function createChatService(s: Services) {
  const actions = s.conversation as unknown as ConversationActions;
  const skills: { get(id: string): Skill | undefined } | undefined = s.routing?.skills;
  // Services without a skill library (some tests) name skills from the platform files, read once.
  let platform: Map<string, Skill> | null = null;
  const skillById = (id: string): Skill | undefined => {
    const known = skills?.get(id);
    if (known) return known;
    platform ??= new Map(loadSkillDir(resolve(import.meta.dir, "../../skills/platform"), "platform").skills.map((k) => [k.id, k]));
    return platform.get(id);
  };
  /** Skill names in the interface's language, by id: the badge and the clarify options are named at render time. */
  const skillNames = (lang: Lang) => (id: string): string | undefined => {
    const k = skillById(id);
    return k ? skillNameIn(k, lang) : undefined;
  };

  /** The person's chat, or 404 — another person's chat is indistinguishable from a missing one. */
  const owned = (id: string, userId: string): Chat => {
    const chat = s.chats.get(id, userId);
    if (!chat) throw new AppError(404, "Такого чата нет", undefined, "No such chat");
    return chat;
  };

  // An attachment's fragment (negative id) has no company document page: its [n] opens the panel.
  // Without a fragment (a hedge's passage names only its document), the company document of that name.
  const docIdOf = (chunkId: number | null, docName: string): number | null =>
    chunkId == null ? s.kb.store.byName(docName)?.id ?? null
      : chunkId < 0 ? null : s.kb.store.byIds([chunkId])[0]?.docId ?? s.kb.store.byName(docName)?.id ?? null;

  /** Modes with a configured backend; none are, until the config names one (`<mode>Backend`). */
  const configuredModes = (): string[] => MODES.filter((m) => Boolean((s.config as unknown as Record<string, unknown>)[`${m}Backend`]));

  const skillOf = (chat: Chat, lang: Lang) => (chat.skill ? { id: chat.skill, name: skillNames(lang)(chat.skill) ?? chat.skill } : null);

  return {
    owned,
    docIdOf,
    configuredModes,
    skillNames,

    /** The most recent chat, or a first one for a person who has none. */
    latestOrNew(userId: string, lang: Lang): Chat {
      return s.chats.list(userId)[0] ?? s.chats.create(userId, strings(lang).newChatTitle);
    },

    pageProps(chat: Chat, userId: string, lang: Lang): ChatPageProps {
      return {
        t: strings(lang), chat, chats: s.chats.list(userId), messages: s.chats.messages(chat.id),
        skill: skillOf(chat, lang), skillNames: skillNames(lang), documents: s.kb.list().map((d) => d.name), configuredModes: configuredModes(),
        face: { kind: s.face.kind, describe: s.face.describe, degraded: s.face.degraded }, docIdOf,
        langHref: `?lang=${lang === "ru" ? "en" : "ru"}`,
      };
    },

    /** Saves the toggles the router reads into the chat's state. */
    saveState(chat: Chat, body: { webSearch?: string; mode?: string; document?: string }): Partial<RouterState> {
      const mode = body.mode && configuredModes().includes(body.mode) ? (body.mode as RouterState["mode"]) : null;
      const doc = body.document && s.kb.store.byName(body.document) ? body.document : null;
      const keepHint = chat.state.uiHint && !chat.state.uiHint.startsWith("document:") ? chat.state.uiHint : null;
      const state = { ...chat.state, webSearchToggle: body.webSearch === "1", mode, uiHint: doc ? `document:${doc}` : keepHint };
      s.chats.setState(chat.id, state);
      return state;
    },

    /**
     * An attached file: a photo only marks the turn (attachments: image, face unknown → false);
     * a document becomes the chat's own attachment, searched with the company's documents for this chat only.
     */
    async attach(chatId: string, file: File, lang: Lang): Promise<{ note: string; state: Partial<RouterState> }> {
      const t = strings(lang);
      const maxBytes = s.config.maxUploadMb * 1048576;
      if (file.size > maxBytes) throw new AppError(413, `Файл "${file.name}" больше допустимых ${s.config.maxUploadMb} МБ`, undefined, `The file "${file.name}" is larger than the allowed ${s.config.maxUploadMb} MB`);
      if (file.type.startsWith("image/") || IMAGE.test(file.name)) {
        return { note: t.photoAttached(file.name), state: { attachments: [{ kind: "image", hasFace: false }] } };
      }
      // The file becomes this chat's own: searched for its turns, never the company index (only admins change that).
      const name = file.name.split(/[\\/]/).pop()!.trim() || "file";
      let doc;
      try {
        doc = await s.attachments.add(chatId, name, new Uint8Array(await file.arrayBuffer()));
      } catch (err) {
        if (err instanceof EmptyAttachment) throw new AppError(422, t.attachEmpty(name));
        throw new AppError(422, `${t.attachRefused(name)}: ${err instanceof ExtractionError ? err.messageIn(lang) : (err as Error).message}`);
      }
      // The turn it is sent with is asked of it (answer.ts fileSentNow); the router reads a document, not a photo.
      return { note: t.attached(doc.name, doc.chunks), state: { attachments: [{ kind: "document" }] } };
    },

    /** «New chat» reuses an empty chat the person already has, so untouched «Новый чат» entries never pile up. */
    newChat(userId: string, lang: Lang): Chat {
      const empty = s.chats.list(userId).find((c) => s.chats.messages(c.id, 1).length === 0);
      return empty ?? s.chats.create(userId, strings(lang).newChatTitle);
    },

    /** Names a fresh chat after its first message, so the list reads well. */
    autoTitle(chat: Chat, text: string): Chat | null {
      if (!text.trim() || !DEFAULT_TITLES.has(chat.title) || s.chats.messages(chat.id, 1).length > 0) return null;
      const title = text.trim().replace(/\s+/g, " ").slice(0, 60);
      s.chats.rename(chat.id, chat.userId, title);
      return s.chats.get(chat.id, chat.userId);
    },

    /**
     * «что в этом файле?», «what's in this file?» in a chat with no file of its own (one refused, or none sent) and no
     * company document open: there is nothing the question points at. A photo sent with it is a file too.
     */
    asksAboutMissingFile(chat: Chat, text: string, extra: Partial<RouterState>): boolean {
      const state = { ...chat.state, ...extra };
      if (!new RegExp(POINTS_AT_FILE.source, "iu").test(text) || state.uiHint?.startsWith("document:") || (extra.attachments?.length ?? 0) > 0) return false;
      return s.attachments.list(chat.id).length === 0;
    },

    /** The turn's router state: the chat's saved toggles and skill, plus this message's attachment. */
    turnState(chat: Chat, extra: Partial<RouterState>): Partial<RouterState> {
      return { attachments: [], ...chat.state, skill: chat.skill, ...extra };
    },

    /** One [n] of a stored answer of this chat, and whether its fragment still exists as cited. */
    citation(chat: Chat, messageId: number, n: number): { c: Citation; docId: number | null; changed: boolean; removed: boolean } {
      const m = s.chats.message(messageId);
      if (!m || m.chatId !== chat.id || m.role !== "assistant") throw new AppError(404, "Такого ответа нет", undefined, "No such answer");
      const c = ((m.meta.citations as Citation[] | undefined) ?? []).find((x) => x.n === n);
      if (!c) throw new AppError(404, `В ответе нет источника [${n}]`, undefined, `The answer has no source [${n}]`);
      if (c.chunkId < 0) {
        const own = s.attachments.chunk(chat.id, c.chunkId);
        return { c, docId: null, changed: !own || own.text !== c.text, removed: !own };
      }
      const live = s.kb.store.byIds([c.chunkId])[0];
      // A live chunk may outlast its document for a moment; only a document that still exists gets a link.
      const doc = (live && s.kb.list().find((d) => d.id === live.docId)) || s.kb.store.byName(c.docName);
      return { c, docId: doc?.id ?? null, changed: !live || live.text !== c.text, removed: !doc };
    },

    /** Calls a conversation action if the conversation has it; an async iterable result is streamed. */
    async act(name: keyof ConversationActions, ...args: [Chat, string?, string?, string?, string?]): Promise<ActionOutcome | null> {
      const fn = actions[name];
      if (typeof fn !== "function") return null;
      const out = (fn as (...a: unknown[]) => unknown).apply(s.conversation, args);
      if (isIterable(out)) return { events: out, value: null };
      return { events: null, value: await out };
    },

    /** Saves a pending draft's edited text into the stored answer, so a reload shows it. */
    saveDraftBody(chat: Chat, draftId: string, body: string): void {
      for (const m of s.chats.messages(chat.id)) {
        if (m.role === "assistant" && eachDraft(m.meta, draftId, (o) => { if ((o.status ?? "pending") === "pending") o.body = body; })) s.chats.update(m.id, m.content, m.meta, m.status);
      }
    },

    /** Records a draft's decision in every stored message that shows it, so a reload shows it decided. */
    markDraft(chat: Chat, draftId: string, status: "confirmed" | "cancelled", effect?: string, body?: string, to?: string): void {
      markDraftShown(s.chats, chat.id, draftId, status, effect, body, to);
    },

    /** The stored draft result shown in this chat, if any (for re-rendering its card). */
    findDraft(chat: Chat, draftId: string): Record<string, unknown> | null {
      return findDraftShown(s.chats, chat.id, draftId);
    },

    /** Marks a clarify question as answered in its stored message (DOM id `clarify-<message id>`). */
    /**
     * Marks a clarify question answered; returns its message id, or null when it was answered already
     * (a second press, another tab): each question runs once. A stream's own shell id (no number) passes.
     */
    markChosen(chat: Chat, from: string | undefined, value: string): number | undefined | null {
      const id = Number(/^clarify-(\d+)$/.exec(from ?? "")?.[1]);
      const m = id ? s.chats.message(id) : null;
      if (!m || m.chatId !== chat.id || !m.meta.clarify) return undefined;
      const clarify = m.meta.clarify as Record<string, unknown>;
      if (clarify.chosen) return null;
      clarify.chosen = value;
      s.chats.update(m.id, m.content, m.meta, m.status);
      return m.id;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
