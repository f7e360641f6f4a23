import type { Database } from "bun:sqlite";
import { addressFor } from "../tools/mail.ts";
import type { Chat, ChatStore } from "./chats.ts";
import type { AnswerStats, TurnEvent } from "./events.ts";
import type { Decision, RouteInput, RouterState } from "../routing/types.ts";
import type { AnswerDeps } from "../answering/answer.ts";
import type { DecisionLog } from "./decision-log.ts";
import type { DraftStore } from "../tools/drafts.ts";
import type { Attachments } from "../attachments/attachments.ts";
import type { Outbox } from "./outbox.ts";
import { phrases, type Lang } from "./phrases.ts";
import { previousDocumentsQuestion, summaryOf } from "./turn-text.ts";
import { routeMessage, type RouteDeps } from "./route.ts";
import { pickedOnOneWord, preferDocuments, type DocumentsEvidence } from "./documents-first.ts";
import { enterReservedSkill } from "./skill-reserve.ts";
import { questionAfterForgetting, questionAfterLeaving } from "./leave-and-ask.ts";
import { preferCalendar, type CalendarProbe } from "./calendar-first.ts";
import { asksToMoveSaid } from "./calendar-move.ts";
import { repairCalls } from "./call-repairs.ts";
import { asksOwnPeriod } from "./own-time.ts";
import { contactOf, retrieve, type Retrieved } from "../answering/answer.ts";
import { ownFileAnswers, preferOwnFile, readsOnly } from "../attachments/own-first.ts";
import { routeHistory } from "./history.ts";
import { emptyHanded, runCalls, sourceless, type ToolsOutcome } from "./act-tools.ts";
import { opensWithImperative } from "../text/imperatives.ts";
import { asksToBeTold, isQuestion } from "../routing/decide.ts";
import { asksToMove } from "../routing/embedded/args.ts";
import { answerInWords } from "./self-answers.ts";
import { activeSkillAbout, escapeSkill, type EscapeDeps } from "../routing/skill-exit.ts";
import { skillTurn } from "./act-skill.ts";
import { textTurn } from "./act-text.ts";
import { argumentsFor } from "../routing/embedded/args.ts";
import { searchNoResultsRead } from "../routing/guards/search-results.ts";
import { withTurnContext, type TurnContext } from "../models/turn-context.ts";
import { ADD_EVENT, ASKS_MAILBOX, LETTERS_TO_ME } from "../text/speech-acts.ts";
import { draftInWords } from "./draft-in-words.ts";
import { emergencyCall } from "../skills/interview/extract.ts";
import { firstAidLookup } from "./first-aid.ts";
import { emergencyLeaves } from "../routing/guards/out-of-skill.ts";
import { workSituationQuestion } from "./work-situation.ts";
import { asksTheWeb } from "../routing/web-search.ts";
import { switchedOff } from "./skill-switched-off.ts";
import { findDraftShown, takeDraftShown } from "./drafts-shown.ts";
import { interviewTurn, planFor } from "../skills/interview/interview.ts";
import type { InterviewState } from "../skills/interview/types.ts";
import { CORRECTING } from "../skills/interview/patterns.ts";
import { IMPERATIVE_MAKE } from "../text/speech-acts.ts";
import type { ToolResult } from "../tools/types.ts";

/** When the person sent the turn, when routing ended, when they saw the first word; the model waits in `ctx`. */
interface TurnClock { sentAt: number; routedAt: number; firstTokenAt: number | null; ctx: TurnContext }

/** Notes when the first word reaches the person, so time to first token counts from their send. */
async function* stamped(inner: AsyncIterable<TurnEvent>, clock: TurnClock): AsyncGenerator<TurnEvent> {
  for await (const ev of inner) {
    if (ev.type === "token" && clock.firstTokenAt === null) clock.firstTokenAt = performance.now();
    yield ev;
  }
}

/** The read-only tools and what the person is told when asked to change what they found. */
const READ_ONLY: Record<string, "calendarMove" | "mailReadOnly"> = { calendar_search: "calendarMove", mail_search: "mailReadOnly" };

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
  /** Where confirmed actions are recorded for the person who confirmed them. */
  outbox?: Outbox;
  /** Files attached in chats: searched with the company's documents for their own chat's turns only. */
  attachments?: Attachments;
}

export interface TurnOptions {
  /** Interface state the router reads: toggles, open document, mode, attachments. */
  state?: Partial<RouterState>;
  signal?: AbortSignal;
  /** The interface's language: everything the app writes itself is written in it. */
  lang?: Lang;
}

const DEFAULT_STATE: RouterState = { skill: null, draftShown: false, uiHint: null, mode: null, attachments: [], webSearchToggle: false };

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
  /** The answer's dependencies for one chat: the company's documents plus this chat's own attachments. */
  // Each running turn's searches (see retrieve): routing and the answer ask the documents the same thing.
  const memos = new Map<string, Map<string, Promise<Retrieved>>>();
  const answerFor = (chat: Chat, state?: Partial<RouterState>): AnswerDeps => {
    const open = state?.uiHint?.startsWith("document:") ? state.uiHint.slice("document:".length) : null;
    const fileSentNow = !!state?.attachments?.some((a) => a.kind === "document");
    const base = { ...deps.answer(), focus: open, memo: memos.get(chat.id), ...(fileSentNow ? { fileSentNow } : {}) };
    const own = deps.attachments;
    return own?.has(chat.id) ? { ...base, attachments: (q, o) => own.search(chat.id, q, o), ownLexical: own.lexical(chat.id) } : base;
  };
  const toolCtx = (chat: Chat, lang?: Lang) => ({ db: deps.db, dataDir: deps.dataDir, searxngUrl: deps.searxngUrl, chatId: chat.id, lang });

  async function* act(chat: Chat, message: string, d: Decision, decisionId: number, state: RouterState, signal?: AbortSignal, lang: Lang = "ru", clock?: TurnClock): AsyncGenerator<TurnEvent> {
    const P = phrases(lang);
    const previousQuestion = previousDocumentsQuestion(deps.chats.messages(chat.id, 12), message);
    const answerId = deps.chats.add(chat.id, "assistant", "", { decisionId }, "streaming");
    const draft: Draft = { text: "", meta: { decisionId }, stats: null, out: { text: "", cards: [], calls: [], searches: [], answer: null } };
    const toolsDeps = { tools: deps.routing.tools, ctx: toolCtx(chat, lang), answer: () => ({ ...answerFor(chat, state), lang }), previousQuestion, lang };
    let status: "done" | "partial" = "done";
    // The situation a first-aid message was asked of the documents as, for the routing log.
    let firstAid: string | null = null;
    let askedAs: string | null = null;
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
      // Web search only ever adds to an answer: unconfigured, it is a quiet note under it.
      // A thank-you a pattern fired on («спасибо, ты лучший» → «лучший») asked for no search: no note under it.
      // The router's small-talk flag alone is no proof («Сколько компенсируют за такси?» has worn it): a question keeps its note.
      // «привет, как дела?» is small talk whatever the question rule said; a mail or calendar answer is the person's
      // own data, which no web search would add to (testers read the note there as noise).
      const thanks = d.smallTalk && !asksToBeTold(message);
      // …unless the person asked the internet in so many words («найди в интернете отзывы о принтере»).
      const ownData = d.outcome === "tool" && d.tools.length > 0 && d.tools.every((t) => t.name !== "search_documents") && !asksTheWeb(message);
      // What the assistant answers itself («какое сегодня число?», a sum) no web search would add to either.
      const self = d.reasons.some((r) => r.startsWith("self-answer:"));
      if (d.webSearch && !deps.searxngUrl && d.outcome !== "mode" && !thanks && !ownData && !self) draft.meta.webNote = P.webNote;
      if (d.skillOff) yield say(`${P.skillOff(d.skillOff)}\n\n`);
      // «коллегу ударило током, он потерял сознание, что делать?» asked of the documents (walk 18a got a refusal naming HR):
      // a sign that cannot wait puts the emergency numbers first, whatever else answers; the health skill says it itself.
      // A question answered aside inside the health skill («what should I do if a child is choking?») is no skill turn.
      const health = d.outcome === "skill" && (d.skill ?? state.skill) === "health";
      // A child taken by force calls the police, not an ambulance (red-flags.json's `call`).
      const call = health ? null : emergencyCall(message);
      if (call) yield say(`${call === "police" ? P.emergencyPolice : P.emergency}\n\n`);
      // A first-aid situation is asked of the documents by the name their rules give it (first-aid.ts).
      const docsOnly = d.outcome === "text" || (d.outcome === "tool" && d.tools.length > 0 && d.tools.every((t) => t.name === "search_documents"));
      const lookup = docsOnly ? await firstAidLookup(message, previousQuestion, toolsDeps.answer()).catch(() => null) : null;
      const situation = lookup?.ask ?? null;
      // An emergency the documents hold no section on gets first aid's general step and the number, not a refusal: alone
      // when they hold nothing near it, after their nearest passage when they do.
      const aid = lookup?.aid?.[lang] ?? null;
      // …and so is a thing left behind or falling ill before a shift (work-situation.ts).
      const named = docsOnly && !situation && !aid ? await workSituationQuestion(message, previousQuestion, toolsDeps.answer()).catch(() => null) : null;
      firstAid = situation ?? named ?? (aid ? "general first aid" : null);
      // An emergency keeps the story beside its section's name: its follow-ups read the story (first-aid.ts emergencyFollowUp).
      askedAs = situation ? `${message} ${situation}` : named;
      // «мальчик упал на площадке, ободрал ладошку» the router took for small talk: an injury told is no talk (walk 20c got
      // the introduction).
      if ((situation || aid) && d.smallTalk) delete d.smallTalk;
      const asked = situation ?? named ?? message;
      if (d.cancelledDraft) {
        yield say(P.draftCancelled + ".");
        // The card on the open page loses its buttons now, not on the next reload.
        const shown = findDraftShown(deps.chats, chat.id, d.cancelledDraft);
        if (shown) yield { type: "draft", result: shown as unknown as ToolResult };
      } else if (d.skillDisabled) {
        yield say(P.skillDisabled(d.skillDisabled));
      } else if (d.revisedDraft?.done === "shown") {
        yield say(P.draftRevised("shown"));
        const card = takeDraftShown(deps.chats, chat.id, d.revisedDraft.id);
        if (card) {
          draft.out.cards.push(card as unknown as (typeof draft.out.cards)[number]);
          yield { type: "draftMoved", result: card.result as unknown as ToolResult };
        }
      } else if (d.revisedDraft) {
        yield say(P.draftRevised(d.revisedDraft.done));
        const shown = findDraftShown(deps.chats, chat.id, d.revisedDraft.id);
        if (shown) yield { type: "draft", result: shown as unknown as ToolResult };
      } else if (aid && !situation) {
        // The documents hold no section on it, but their contacts say whose matter it is (a robbery the guards', contact.ts):
        // the general step is followed by whom to tell (h25b left the step alone; h25e's bakery named no one).
        const who = await contactOf(message, [], toolsDeps.answer()).catch(() => null);
        yield say(who ? `${aid}\n\n${P.reportTo(who)}` : aid);
      } else if (d.outcome === "mode") {
        const mode = state.mode ?? "image";
        const note = P.modeNote(P.modeNames[mode] ?? mode);
        draft.meta.mode = { mode, message: note };
        yield { type: "mode", mode, message: note };
      } else if (d.outcome === "clarify" && d.clarify) {
        // The question is asked in the interface's language; the options name skills and tools as they are.
        const question = lang === "ru" ? d.clarify.question : d.clarify.options.some((o) => o.kind === "tool") ? P.clarify : P.whichOne;
        d.clarify = { ...d.clarify, question };
        draft.meta.clarify = { ...d.clarify, original: message };
        yield say(d.clarify.question);
        yield { type: "clarify", question: d.clarify.question, options: d.clarify.options };
      } else if (d.outcome === "tool") {
        const web = d.webSearch && deps.searxngUrl && !d.tools.some((c) => c.name === "web_search") ? [{ name: "web_search", arguments: { query: message } }] : [];
        // A question whose one-word tool may find nothing: an empty result waits for the documents, not shown as a card.
        const asksDocs = pickedOnOneWord(d) && asksToBeTold(message);
        // A mail or product search may have nothing at all to search (samples removed, no mailbox): its empty card waits too.
        const searchOnly = d.tools.every((t) => t.name === "mail_search" || t.name === "product_search");
        // «сколько человек придёт на встречу с писателем?» with her plan attached: the calendar the meeting named found nothing,
        // and her own file, which holds the meeting, answers (lead's walk 48 got «В календаре на этот период ничего нет»).
        const ownFile = !!deps.attachments?.has(chat.id) && readsOnly(d.tools);
        yield* runCalls([...d.tools, ...web], asked, { ...toolsDeps, holdEmpty: asksDocs || searchOnly || ownFile }, draft.out);
        // «Куда пересылать подозрительное письмо?»: a question whose tool found nothing is asked of the
        // documents too, so the person gets their answer or their refusal naming whom to ask.
        // A tool picked on more («встречи в пятницу»: an object and a day) found nothing: that is the answer.
        // When the documents do not answer either, the person reads both: what the tool found and whom to ask.
        // «пришло странное письмо, просят ввести пароль» with no mailbox to search: the documents' rules answer it.
        // A command («найди письмо от…», «подбери ноутбук») keeps its empty result: that is its answer; so does a question
        // about the person's letters or the shop («какие письма пришли сегодня?») that the documents hold nothing on.
        // «а если монитор за 20 тысяч?» after a documents answer continues that question: its refusal names whom to ask.
        // «show my emails»: the router's verb for the tool is a command too, in a language the imperative test does not read.
        const commanded = opensWithImperative(message) || (!asksToBeTold(message) && d.tools.some((t) => (d.cues?.[t.name]?.verbs.length ?? 0) > 0));
        // Nothing at all to search (no catalogue, no mailbox), read before the documents add their own result; a command
        // keeps its empty result, anything else is the documents' alone.
        // «есть новые письма от клиентов?» with an empty mailbox: that the mailbox is empty is the answer (walk 16a got a rule).
        const mailbox = d.tools.some((t) => t.name === "mail_search") && (ASKS_MAILBOX.test(message) || LETTERS_TO_ME.test(message));
        // «сколько визитов на сайте за неделю», «какие наушники есть до 5000?»: the tool named outright (two of its things, or
        // one with a price or a day) hears that there is nothing; a tool picked on one word («post» in «can I post lesson
        // photos on my instagram») was a guess, and its empty card would stand above the documents' answer (walk 20a).
        const namedOutright = d.tools.some((t) => (d.cues?.[t.name]?.objects.length ?? 0) >= 2 || d.cues?.[t.name]?.supported === true);
        const documentsAlone = sourceless(draft.out) && !commanded && !mailbox && !namedOutright;
        // With nothing at all to search, the documents answer even when they refuse: their refusal names whom to ask, an
        // empty card only says there was nothing (walk 20a: «Фёдорова Валентина Петровна телефон» → «Товаров: 0»).
        const docsHold = !asksDocs && emptyHanded(draft.out) && documentsAlone;
        const fileAnswers = ownFile && emptyHanded(draft.out) && ownFileAnswers(await retrieve(message, previousQuestion, toolsDeps.answer()).catch(() => null));
        if (emptyHanded(draft.out) && ((asksDocs && !mailbox) || docsHold || fileAnswers)) {
          const found = summaryOf(draft.out, P);
          yield* runCalls([{ name: "search_documents", arguments: { query: message } }], message, toolsDeps, draft.out);
          if (draft.out.answer && draft.out.answer.state !== "answered" && !documentsAlone) draft.out.text = `${found}\n\n${draft.out.text}`;
        }
        // A move, cancel or delete request found its meeting or letter: say plainly that acting on it is the person's to do.
        // «поставь мне в календарь…» asks for a new event, which the read-only calendar cannot take either.
        const adds = ADD_EVENT.test(message) && d.tools.some((t) => t.name === "calendar_search");
        const readOnly = adds ? "calendarAdd" as const : asksToMove(message) || asksToMoveSaid(message) ? d.tools.map((t) => READ_ONLY[t.name]).find(Boolean) : undefined;
        // Held and the documents found nothing to say (a refusal, or not asked): the empty result is part of the
        // answer, shown as its card; beside an answer or a pointer to a passage it would only distract.
        // With nothing at all to search (no catalogue, no mailbox), a question's empty card tells nothing: the documents'
        // refusal, naming whom to ask, is the whole answer (walk 13d: «Товаров: 0» under «во сколько открываются магазины?»).
        if (draft.out.answer && documentsAlone) draft.out.held?.splice(0);
        if ((!draft.out.answer || draft.out.answer.state === "refused") && draft.out.held?.length) {
          for (const c of draft.out.held.splice(0)) { draft.out.cards.push(c); yield { type: "result", tool: c.tool, result: c.result }; }
        }
        if (!draft.out.answer && draft.text === "") yield say(readOnly ? P[readOnly] : summaryOf(draft.out, P));
        else draft.text = draft.out.text || draft.text;
      } else if (d.outcome === "skill") {
        draft.meta.skillTurn = true;
        yield* saving(skillTurn(chat, message, d, draft, { ...deps, toolsDeps, signal, lang }));
      } else {
        // The person's own words go along when the documents were asked something else (an emergency by its rules' name).
        yield* saving(textTurn(chat, asked, d, draft, { ...deps, toolsDeps, signal, lang, said: asked === message ? undefined : message }));
      }
      if (aid && situation && !signal?.aborted) yield say(`\n\n${aid}`);
      const trip = searchNoResultsRead.check({ searches: draft.out.searches });
      if (trip) draft.meta.searchGuard = { guard: searchNoResultsRead.id, reason: trip };
      if (signal?.aborted) status = "partial";
    } catch (err) {
      status = "partial";
      const note = P.interrupted((err as Error).message);
      draft.meta.error = note;
      // Never an empty bubble: the stored answer itself says that it failed.
      if (!draft.text.trim()) draft.text = P.failedAnswer;
      yield { type: "error", message: note };
    }
    const a = draft.out.answer;
    // Small talk answered with the introduction, not the documents: no search was missed there.
    if (d.smallTalk && !a && d.outcome === "text") delete draft.meta.webNote;
    // An answer the documents gave whole: no search was missed either (walk 19a read the note under 72 answers as noise;
    // walk 25a under a price and a discount the price list answered, flagged by the seed's «сколько стоит», «скидки»). A
    // refusal or a partial answer keeps it, and so do the person's toggle and a message asking the internet in words.
    if (a?.state === "answered" && !state.webSearchToggle && !asksTheWeb(message)) delete draft.meta.webNote;
    draft.stats = draft.stats ?? (a ? { face: a.face, tokensPerSecond: a.tokensPerSecond, ttftMs: a.timings.ttftMs, totalMs: a.timings.totalMs } : null);
    // `documents` marks an answer the documents gave (answered, partly or refused): the next question may continue it.
    if (a) { draft.meta.citations = a.citations; draft.meta.documents = true; if (a.partial) status = "partial"; }
    // The work situation the documents were asked by name («забытые и найденные вещи…»): a follow-up continues it, not the
    // story told («а сколько дней его будут хранить?» after a wallet found got the popcorn's storage; walk 22b).
    if (a && askedAs) draft.meta.askedAs = askedAs;
    // The person waited from their send: routing (and any queue or model load) comes before the answer's own first token.
    const timings = clock ? { routerMs: clock.routedAt - clock.sentAt, modelWaitMs: clock.ctx.waitedMs, ...(clock.firstTokenAt !== null ? { ttftFromSendMs: clock.firstTokenAt - clock.sentAt } : {}) } : undefined;
    // Both figures the person sees count from their send: the first word and the whole answer.
    if (clock && draft.stats) draft.stats = { ...draft.stats, ttftMs: timings!.ttftFromSendMs ?? draft.stats.ttftMs, totalMs: performance.now() - clock.sentAt, routerMs: timings!.routerMs };
    Object.assign(draft.meta, { stats: draft.stats, tools: draft.out.cards, calls: draft.out.calls });
    deps.chats.update(answerId, draft.text, draft.meta, status);
    deps.decisions.complete(decisionId, {
      results: { cards: draft.out.cards.map((c) => ({ tool: c.tool, kind: c.result.kind })), calls: draft.out.calls, searchGuard: draft.meta.searchGuard ?? null, error: draft.meta.error ?? null, answerState: a?.state ?? null, ...(a?.evidence ? { evidence: a.evidence } : {}), ...(firstAid ? { firstAid } : {}) },
      tokensPerSecond: draft.stats?.tokensPerSecond ?? null, ttftMs: draft.stats?.ttftMs ?? null, answered: a ? a.answered : null, timings,
    });
    yield { type: "done", messageId: answerId, status, stats: draft.stats };
  }

  /** The active skill's interview read with the message: its facts before, and which of its own (not free-text) facts change. */
  const readWithInterview = (chat: Chat, message: string): { was: Record<string, unknown>; changed: string[] } | null => {
    const fresh = deps.chats.get(chat.id, chat.userId);
    const was = (fresh?.state as { interview?: InterviewState | null } | undefined)?.interview;
    const skill = fresh?.skill ? deps.routing.skills.get(fresh.skill) : undefined;
    if (!was || !skill || was.skill !== skill.id) return null;
    const free = new Set(planFor(skill).slots.filter((x) => x.free).map((x) => x.id));
    const now = interviewTurn(skill, was, message).state.facts;
    return { was: was.facts, changed: Object.keys(now).filter((k) => !free.has(k) && JSON.stringify(now[k]) !== JSON.stringify(was.facts[k])) };
  };

  // A skill never traps: an explicit tool request or a company question leaves it for one turn (src/routing/skill-exit.ts).
  const escapeDeps = (chat: Chat): EscapeDeps => ({
    routeFree: (input) => routeMessage(input, deps.routing),
    // The documents' best score when their answerability test says they speak to the question, else null.
    skillText: (id) => { const k = deps.routing.skills.get(id); return k ? `${k.name} ${k.description} ${k.procedure} ${planFor(k).vocabulary?.() ?? ""}` : ""; },
    skillTools: (id) => deps.routing.skills.get(id)?.tools ?? [],
    fillsInterview: (message) => {
      // Three facts of the skill's own (not free-text answers, which take any words) make a reply: «34 года, рост 180, вес 92»;
      // two can be chance («ребёнку 5 класса» reads as who and age).
      const r = readWithInterview(chat, message);
      return !!r && r.changed.length >= 3;
    },
    // «ой, слушай, составь мне теперь план тренировок…» asks for new work («составь»), whatever its «ой».
    correctsInterview: (message) => {
      const r = CORRECTING.test(message) && !IMPERATIVE_MAKE.test(message) ? readWithInterview(chat, message) : null;
      return !!r && r.changed.some((k) => r.was[k] !== undefined);
    },
    documentsScore: async (q, partly = false) => {
      const a = answerFor(chat);
      // An embedder that fails (Ollama gone) means «no evidence», never a lost turn.
      const r = await retrieve(q, undefined, a).catch(() => null);
      if (!r) return null;
      // The answerability verdict decides where there is one (the embedded face): a confident score is no
      // better evidence than the test itself, and an English question over Russian documents scores low.
      const best = r.fragments[0]?.score ?? null;
      // A partial verdict counts when asked (a question in none of the skill's words) and the documents hold the
      // thing asked about: the person gets what they hold and whom to ask.
      const v = r.verdict;
      // «held»: the documents hold the thing asked about, whatever the verdict (they answer it, or name whom to ask).
      const ok = v ? v.state === "answered" || (partly === "held" && v.anchorCovered) || (partly && v.state === "partial" && v.anchorCovered)
        : r.missing.length === 0 && best !== null && best >= a.confident;
      return ok ? best : null;
    },
  });

  /** A clarify option pressed: the original request continues as the chosen skill or tool. */
  async function* choose(chat: Chat, value: string, lang: Lang, signal: AbortSignal | undefined, clock: TurnClock, askedId?: number): AsyncGenerator<TurnEvent> {
    // The question whose button was pressed (an older one continues its own request), else the latest.
    const own = askedId ? deps.chats.message(askedId) : null;
    const asked = own && own.chatId === chat.id && own.meta.clarify ? own
      : deps.chats.messages(chat.id, 50).reverse().find((m) => m.role === "assistant" && m.meta.clarify);
    const clarify = asked?.meta.clarify as { original: string; options: { value: string; kind: "skill" | "tool" }[] } | undefined;
    const option = clarify?.options.find((o) => o.value === value);
    if (!clarify || !option) {
      yield { type: "error", message: phrases(lang).staleOption };
      return;
    }
    const input = routeInput(chat, clarify.original);
    const d: Decision = option.kind === "skill"
      ? { outcome: "skill", skill: option.value, tools: [], webSearch: false, webSearchSource: null, rule: null, modelCalls: [], modelRaw: null, guards: [], reasons: [`clarify answered: skill «${option.value}»`], timings: {} }
      : { outcome: "tool", tools: [{ name: option.value, arguments: argumentsFor(option.value, clarify.original, { uiHint: input.state.uiHint, history: input.history }) }], webSearch: false, webSearchSource: null, rule: null, modelCalls: [], modelRaw: null, guards: [], reasons: [`clarify answered: tool «${option.value}»`], timings: {} };
    const decisionId = deps.decisions.record(d, { chatId: chat.id, messageId: asked!.id, face: deps.face, input });
    yield* act(chat, clarify.original, d, decisionId, input.state, signal, lang, clock);
  }

  const routeInput = (chat: Chat, message: string, extra: Partial<RouterState> = {}) => {
    const fresh = deps.chats.get(chat.id, chat.userId) ?? chat;
    // A skill the admin switched off ends the conversations in it: the next message is routed as if none were active.
    if (fresh.skill && !deps.routing.skills.enabled().some((s) => s.id === fresh.skill)) { deps.chats.setSkill(chat.id, null); fresh.skill = null; }
    const state: RouterState = { ...DEFAULT_STATE, ...fresh.state, ...extra, skill: fresh.skill };
    // A draft card waiting for its button is on screen whatever the browser said (walk 20a: the log read «draftShown»: false).
    state.draftShown ||= deps.drafts.listPending(chat.id).length > 0;
    const { history, succeededCalls } = routeHistory(deps.chats.messages(chat.id, 12));
    const k = fresh.skill ? deps.routing.skills.get(fresh.skill) : undefined;
    const skillAbout = k ? [k.name, k.description, k.nameEn, k.descriptionEn].filter(Boolean).join(" ") : undefined;
    return { state, history: history.slice(-6), message, succeededCalls, skillAbout };
  };

  return {
    turn(chat: Chat, text: string, opts: TurnOptions = {}): AsyncGenerator<TurnEvent> {
      // Model calls anywhere in the turn find its cancel signal and report queue places and loads as `wait` events.
      const clock: TurnClock = { sentAt: performance.now(), routedAt: 0, firstTokenAt: null, ctx: { signal: opts.signal, waitedMs: 0 } };
      async function* run(): AsyncGenerator<TurnEvent> {
        memos.set(chat.id, new Map());
        try {
          yield* turnOf();
        } finally {
          memos.delete(chat.id);
        }
      }
      async function* turnOf(): AsyncGenerator<TurnEvent> {
        const before = deps.chats.get(chat.id, chat.userId)?.skill ?? null;
        const input = routeInput(chat, text, opts.state);
        const userId = deps.chats.add(chat.id, "user", text);
        yield { type: "user", messageId: userId, text };
        // The skill was switched off while the person was in it: the badge goes now and the answer says why (walk 11b
        // saw the badge stay and a refusal come, silently).
        const off = before && !input.state.skill ? before : null;
        if (off) yield { type: "skill", skill: null };
        const docs = answerFor(chat, input.state);
        // The documents' evidence: the best fragment's score, when the answerability test lets them answer.
        const evidence: DocumentsEvidence = async (q, previous) => {
          const r = await retrieve(q, previous, docs);
          const best = r.fragments[0];
          if (!best) return null;
          return { score: best.score, answers: r.verdict ? r.verdict.state === "answered" : r.missing.length === 0 && best.score >= docs.confident, near: r.verdict?.state === "partial" };
        };
        const probe: CalendarProbe = (q) => deps.routing.tools.run({ name: "calendar_search", arguments: { query: q } }, toolCtx(chat));
        // Routing, then a question the documents answer confidently (not one of the person's own period: own-time.ts) or an event the calendar names in a weak
        // choice's place, then the router's call read again where its argument reader missed what was said
        // (call-repairs.ts), then what the assistant answers itself (self-answers.ts). A pending draft cancelled in
        // words («не отправляй») is settled before any of it runs.
        const routeAll = async (input: RouteInput) => {
          // Inside a skill, a company question or an explicit tool request is answered with the skill kept.
          // «во сколько я сегодня заканчиваю?» with the person's schedule attached: their own file before the calendar (own-first.ts).
          const routed = await preferOwnFile(await escapeSkill(input, await routeMessage(input, deps.routing), escapeDeps(chat)), input, !!deps.attachments?.has(chat.id), async (q) => ownFileAnswers(await retrieve(q, undefined, docs)));
          return switchedOff(await answerInWords(repairCalls(await preferCalendar(await enterReservedSkill(asksOwnPeriod(routed, input) ? routed : await preferDocuments(routed, input, evidence), input, evidence), input, async () => (await evidence(input.message))?.answers ?? false, probe), input, deps.routing.skills.enabled()), input, !!docs.chat), input, deps.routing, opts.lang);
        };
        let d = draftInWords(deps, chat.id, text, opts.lang, !!input.state.skill) ?? await routeAll(input);
        // Only a question after the way out: «that's all, give me the final minutes» asks the skill for its result (walk 21b).
        const asQuestion = (q: string | null) => (q && isQuestion(q) ? q : null);
        let asked = text;
        let state = input.state;
        // «давай закончим с тренировками, лучше скажи где аптечка»: the skill is left and the question after the way
        // out answered, as if asked in a plain chat (leave-and-ask.ts).
        // «хватит тренировок. сколько стоит сушка…?», «всё, хватит считать. кто у нас отвечает за охрану труда?»: a way out said
        // first leaves though routing read the whole message as a reply («сушка» as the goal) or a question aside (walk 24b).
        const rest = !input.state.skill ? null : d.outcome === "skill" && (!d.skill || d.skill === "none") ? questionAfterLeaving(text) : questionAfterForgetting(text) ?? asQuestion(questionAfterLeaving(text, activeSkillAbout(input)));
        // «женщине стало плохо в зале, упала в обморок» inside fitness: an emergency leaves the skill and is answered whole (out-of-skill.ts).
        const urgent = !rest && input.state.skill ? emergencyLeaves(text, input.state.skill) : null;
        if (rest || urgent) {
          const left = input.state.skill;
          deps.chats.setSkill(chat.id, null);
          deps.chats.setState(chat.id, { ...(deps.chats.get(chat.id, chat.userId)?.state ?? {}), interview: null } as Partial<RouterState>);
          yield { type: "skill", skill: null };
          state = { ...input.state, skill: null };
          d = await routeAll({ ...input, message: rest ?? text, state });
          d.reasons.unshift(urgent ? `left skill «${left}»: ${urgent}` : `left skill «${left}» on the way out said first; the rest is asked on its own: «${rest}»`);
          asked = rest ?? text;
        }
        if (off) {
          const skill = deps.routing.skills.get(off);
          d.skillOff = (opts.lang === "en" && skill?.nameEn) || skill?.name || off;
          d.reasons.unshift(`skill «${off}» was switched off by an admin: routed as if none were active`);
        }
        clock.routedAt = performance.now();
        const decisionId = deps.decisions.record(d, { chatId: chat.id, messageId: userId, face: deps.face, input });
        yield { type: "decision", decisionId, decision: d };
        yield* stamped(act(chat, asked, d, decisionId, state, opts.signal, opts.lang, clock), clock);
      }
      return withTurnContext(run(), clock.ctx, (wait) => ({ type: "wait", wait }));
    },

    /** A clarify option pressed: the original request continues as the chosen skill or tool. */
    chooseOption(chat: Chat, value: string, lang: Lang = "ru", signal?: AbortSignal, askedId?: number): AsyncGenerator<TurnEvent> {
      // Like a turn: model waits show as `wait` events, a closed stream cancels, the first word is timed from the press.
      const clock: TurnClock = { sentAt: performance.now(), routedAt: performance.now(), firstTokenAt: null, ctx: { signal, waitedMs: 0 } };
      return withTurnContext(stamped(choose(chat, value, lang, signal, clock, askedId), clock), clock.ctx, (wait) => ({ type: "wait", wait }));
    },

    /** The × on the skill badge. */
    async leaveSkill(chat: Chat): Promise<void> {
      deps.chats.setSkill(chat.id, null);
      deps.chats.setState(chat.id, { ...chat.state, skillStep: 0 } as Partial<RouterState>);
    },

    /** Confirming is the only way a consequential action happens; `body` is the person's edit of the draft, if any. */
    async confirmDraft(chat: Chat, draftId: string, body?: string, lang: Lang = "ru", to?: string): Promise<{ effect: string; body: string; to?: string }> {
      const d = deps.drafts.get(draftId);
      if (!d || (d.chatId && d.chatId !== chat.id)) throw new Error("Такого черновика в этом чате нет");
      if (body !== undefined && body.trim() && body !== d.body) deps.drafts.revise(draftId, body, lang);
      // The address the person typed for a letter nobody knew the address of; the effect refuses one that is none.
      // A contact's name typed there («Мария Иванова») is looked up as the chat looks up a name said in words (walk 17c).
      const said = d.kind === "reply" ? to?.trim() : undefined;
      const found = said && !said.includes("@") ? addressFor(said, toolCtx(chat, lang)) : null;
      const typed = found?.known ? found.address : said;
      if (typed) deps.drafts.readdress(draftId, typed, lang);
      const done = deps.drafts.confirm(draftId, (c) => deps.outbox?.record(chat.userId, c.draft, c.effect), lang);
      return { effect: done.effect, body: done.draft.body, ...(typed ? { to: typed } : {}) };
    },

    async cancelDraft(chat: Chat, draftId: string, lang: Lang = "ru"): Promise<{ effect: string }> {
      const d = deps.drafts.get(draftId);
      if (!d || (d.chatId && d.chatId !== chat.id)) throw new Error("Такого черновика в этом чате нет");
      deps.drafts.cancel(draftId, lang);
      return { effect: phrases(lang).draftCancelled };
    },
  };
}

export type Conversation = ReturnType<typeof createConversation>;
