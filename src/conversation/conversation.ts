import type { Database } from "bun:sqlite";
import type { Chat, ChatStore } from "./chats.ts";
import type { AnswerStats, TurnEvent } from "./events.ts";
import type { Decision, RouterState } from "../routing/types.ts";
import type { AnswerDeps } from "../answering/answer.ts";
import type { DecisionLog } from "./decision-log.ts";
import type { DraftStore } from "../tools/drafts.ts";
import { routeMessage, type RouteDeps } from "./route.ts";
import { routeHistory } from "./history.ts";
import { escapeSkill, type EscapeDeps } from "../routing/skill-exit.ts";
import { runCalls, type ToolsOutcome } from "./act-tools.ts";
import { skillTurn } from "./act-skill.ts";
import { textTurn } from "./act-text.ts";
import { argumentsFor } from "../routing/embedded/args.ts";
import { searchNoResultsRead } from "../routing/guards/search-results.ts";

export interface ConversationDeps {
  chats: ChatStore;
  decisions: DecisionLog;
  routing: RouteDeps;
  drafts: DraftStore;
  db: Database;
  dataDir: string;
  searxngUrl: string | null;
  face: "ollama" | "embedded";
  answer: () => AnswerDeps;
}

export interface TurnOptions {
  /** Interface state the router reads: toggles, open document, mode, attachments. */
  state?: Partial<RouterState>;
  signal?: AbortSignal;
}

const DEFAULT_STATE: RouterState = { skill: null, draftShown: false, uiHint: null, mode: null, attachments: [], webSearchToggle: false };
const MODE_NAMES: Record<string, string> = { image: "картинки", video: "видео", music: "музыки", voice: "озвучки" };

/** The answer being written: its text, what the interface draws besides, and the turn's figures. */
export interface Draft {
  text: string;
  meta: Record<string, unknown>;
  stats: AnswerStats | null;
  out: ToolsOutcome;
}

/**
 * One chat turn: stores the person's message, routes it, acts on the decision, streams events and
 * stores the answer with everything the interface draws. The decision is recorded before anything runs.
 */
export function createConversation(deps: ConversationDeps) {
  const toolCtx = (chat: Chat) => ({ db: deps.db, dataDir: deps.dataDir, searxngUrl: deps.searxngUrl, chatId: chat.id });

  async function* act(chat: Chat, message: string, d: Decision, decisionId: number, state: RouterState, signal?: AbortSignal): AsyncGenerator<TurnEvent> {
    const answerId = deps.chats.add(chat.id, "assistant", "", { decisionId }, "streaming");
    const draft: Draft = { text: "", meta: { decisionId }, stats: null, out: { text: "", cards: [], calls: [], searches: [], answer: null } };
    const previousQuestion = deps.chats.messages(chat.id, 12).filter((m) => m.role === "user" && m.content !== message).at(-1)?.content;
    const toolsDeps = { tools: deps.routing.tools, ctx: toolCtx(chat), answer: deps.answer, previousQuestion };
    let status: "done" | "partial" = "done";
    // A streamed answer is written to the database every half second, so a crash keeps what was shown.
    let savedAt = performance.now();
    async function* saving(inner: AsyncIterable<TurnEvent>): AsyncGenerator<TurnEvent> {
      for await (const ev of inner) {
        yield ev;
        if (ev.type === "token" && performance.now() - savedAt > 500) {
          savedAt = performance.now();
          deps.chats.update(answerId, draft.text, draft.meta, "streaming");
        }
      }
    }
    try {
      const say = (text: string): TurnEvent => { draft.text += text; return { type: "token", text }; };
      if (d.outcome === "mode") {
        const mode = state.mode ?? "image";
        const what = MODE_NAMES[mode] ?? mode;
        const note = `Текст ушёл в режим ${what} как промпт. Генератор ${what} на этом сервере не подключён, поэтому результата не будет.`;
        draft.meta.mode = { mode, message: note };
        yield { type: "mode", mode, message: note };
      } else if (d.outcome === "clarify" && d.clarify) {
        draft.meta.clarify = { ...d.clarify, original: message };
        yield say(d.clarify.question);
        yield { type: "clarify", question: d.clarify.question, options: d.clarify.options };
      } else if (d.outcome === "tool") {
        yield* runCalls(d.tools, message, toolsDeps, draft.out);
        if (!draft.out.answer && draft.text === "") yield say(summaryOf(draft.out));
        else draft.text = draft.out.text || draft.text;
      } else if (d.outcome === "skill") {
        yield* saving(skillTurn(chat, message, d, draft, { ...deps, toolsDeps, signal }));
      } else {
        yield* saving(textTurn(chat, message, d, draft, { ...deps, toolsDeps, signal }));
      }
      const trip = searchNoResultsRead.check({ searches: draft.out.searches });
      if (trip) draft.meta.searchGuard = { guard: searchNoResultsRead.id, reason: trip };
      if (signal?.aborted) status = "partial";
    } catch (err) {
      status = "partial";
      const note = `Ответ прерван: ${(err as Error).message}`;
      draft.meta.error = note;
      yield { type: "error", message: note };
    }
    const a = draft.out.answer;
    draft.stats = draft.stats ?? (a ? { face: a.face, tokensPerSecond: a.tokensPerSecond, ttftMs: a.timings.ttftMs, totalMs: a.timings.totalMs } : null);
    if (a) { draft.meta.citations = a.citations; if (a.partial) status = "partial"; }
    Object.assign(draft.meta, { stats: draft.stats, tools: draft.out.cards, calls: draft.out.calls });
    deps.chats.update(answerId, draft.text, draft.meta, status);
    deps.decisions.complete(decisionId, {
      results: { cards: draft.out.cards.map((c) => ({ tool: c.tool, kind: c.result.kind })), calls: draft.out.calls, searchGuard: draft.meta.searchGuard ?? null, error: draft.meta.error ?? null },
      tokensPerSecond: draft.stats?.tokensPerSecond ?? null, ttftMs: draft.stats?.ttftMs ?? null, answered: a ? a.answered : null,
    });
    yield { type: "done", messageId: answerId, status, stats: draft.stats };
  }

  // A skill never traps: an explicit tool request or a company question leaves it for one turn (src/routing/skill-exit.ts).
  const escapeDeps = (): EscapeDeps => ({
    routeFree: (input) => routeMessage(input, deps.routing),
    documentsScore: async (q) => { const a = deps.answer(); return (await a.kb.search(q, { k: 1, floor: a.floor }))[0]?.score ?? null; },
    confident: deps.answer().confident,
  });

  const routeInput = (chat: Chat, message: string, extra: Partial<RouterState> = {}) => {
    const fresh = deps.chats.get(chat.id, chat.userId) ?? chat;
    const state: RouterState = { ...DEFAULT_STATE, ...fresh.state, ...extra, skill: fresh.skill };
    const { history, succeededCalls } = routeHistory(deps.chats.messages(chat.id, 12));
    return { state, history: history.slice(-6), message, succeededCalls };
  };

  return {
    async *turn(chat: Chat, text: string, opts: TurnOptions = {}): AsyncGenerator<TurnEvent> {
      const input = routeInput(chat, text, opts.state);
      const userId = deps.chats.add(chat.id, "user", text);
      yield { type: "user", messageId: userId, text };
      const d = await escapeSkill(input, await routeMessage(input, deps.routing), escapeDeps());
      const decisionId = deps.decisions.record(d, { chatId: chat.id, messageId: userId, face: deps.face, input });
      yield { type: "decision", decisionId, decision: d };
      yield* act(chat, text, d, decisionId, input.state, opts.signal);
    },

    /** A clarify option pressed: the original request continues as the chosen skill or tool. */
    async *chooseOption(chat: Chat, value: string): AsyncGenerator<TurnEvent> {
      const asked = deps.chats.messages(chat.id, 50).reverse().find((m) => m.role === "assistant" && m.meta.clarify);
      const clarify = asked?.meta.clarify as { original: string; options: { value: string; kind: "skill" | "tool" }[] } | undefined;
      const option = clarify?.options.find((o) => o.value === value);
      if (!clarify || !option) {
        yield { type: "error", message: "Этот вопрос уже неактуален: напишите, что нужно, словами." };
        return;
      }
      const input = routeInput(chat, clarify.original);
      const d: Decision = option.kind === "skill"
        ? { outcome: "skill", skill: option.value, tools: [], webSearch: false, webSearchSource: null, rule: null, modelCalls: [], modelRaw: null, guards: [], reasons: [`clarify answered: skill «${option.value}»`], timings: {} }
        : { outcome: "tool", tools: [{ name: option.value, arguments: argumentsFor(option.value, clarify.original, { uiHint: input.state.uiHint, history: input.history }) }], webSearch: false, webSearchSource: null, rule: null, modelCalls: [], modelRaw: null, guards: [], reasons: [`clarify answered: tool «${option.value}»`], timings: {} };
      const decisionId = deps.decisions.record(d, { chatId: chat.id, messageId: asked!.id, face: deps.face, input });
      yield* act(chat, clarify.original, d, decisionId, input.state);
    },

    /** The × on the skill badge. */
    async leaveSkill(chat: Chat): Promise<void> {
      deps.chats.setSkill(chat.id, null);
      deps.chats.setState(chat.id, { ...chat.state, skillStep: 0 } as Partial<RouterState>);
    },

    /** Confirming is the only way a consequential action happens; `body` is the person's edit of the draft, if any. */
    async confirmDraft(chat: Chat, draftId: string, body?: string): Promise<{ effect: string; body: string }> {
      const d = deps.drafts.get(draftId);
      if (!d || (d.chatId && d.chatId !== chat.id)) throw new Error("Такого черновика в этом чате нет");
      if (body !== undefined && body.trim() && body !== d.body) deps.drafts.revise(draftId, body);
      const done = deps.drafts.confirm(draftId);
      return { effect: done.effect, body: done.draft.body };
    },

    async cancelDraft(chat: Chat, draftId: string): Promise<{ effect: string }> {
      const d = deps.drafts.get(draftId);
      if (!d || (d.chatId && d.chatId !== chat.id)) throw new Error("Такого черновика в этом чате нет");
      deps.drafts.cancel(draftId);
      return { effect: "Черновик отменён, ничего не отправлено" };
    },
  };
}

/** One plain sentence about what the tools brought back, for turns whose answer is their cards. */
function summaryOf(out: ToolsOutcome): string {
  const parts = out.cards.map(({ result: r }) => {
    switch (r.kind) {
      case "mail": return r.total ? `Нашёл писем: ${r.total}.` : "Писем по запросу не нашёл.";
      case "calendar": return r.events.length ? `Событий в календаре: ${r.events.length}.` : "В календаре на этот период ничего нет.";
      case "products": return r.total ? `Подобрал товаров: ${r.cards.length}.` : "Подходящих товаров не нашёл.";
      case "metrics": return "Цифры и график — в карточке выше.";
      case "draft": return "Подготовил черновик — проверьте и подтвердите кнопкой, без подтверждения ничего не произойдёт.";
      case "web": return r.configured ? `Результатов поиска: ${r.results.length}.` : r.message;
      case "error": return r.message;
      default: return "";
    }
  });
  return parts.filter(Boolean).join(" ");
}

export type Conversation = ReturnType<typeof createConversation>;
