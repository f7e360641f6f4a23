import type { Chat } from "./chats.ts";
import type { TurnEvent } from "./events.ts";
import type { Decision } from "../routing/types.ts";
import type { ChatMessage, ChatModel } from "../models/types.ts";
import type { ConversationDeps, Draft } from "./conversation.ts";
import { runCalls, type ToolsDeps } from "./act-tools.ts";
import { answerQuestion, retrieve } from "../answering/answer.ts";
import { stripDeadCitations } from "../answering/citations.ts";
import { asksToBeTold } from "../routing/decide.ts";
import { unseenWebWords } from "../routing/web-search.ts";
import { phrases, type Lang, type Phrases } from "./phrases.ts";
import { opensQuestion } from "../text/measure-questions.ts";
import { HOW_TO_DO, MAY_DO, toldOfAbsence, WHEN_WHERE_QUESTION, YES_NO_QUESTION } from "../text/speech-acts.ts";

/** An English question opening with an auxiliary or modal (CGEL's closed class), not addressed to «you». */
const AUXILIARY_FIRST = /^(?:(?:and|so|btw|but)[\s,]+)?(?:is|are|was|were|do|does|did|will|would|can|could|should|shall|may|must|has|have)\s+(?!you\b)\p{L}/iu;
import { DEFAULT_ZONE } from "../tools/time.ts";
import { selfAnswerOf } from "./self-answers.ts";
import { answerEach } from "./each-question.ts";
import { questionsIn } from "../text/two-questions.ts";
import { skillNameIn } from "../skills/names.ts";
import { CONTINUES, smallTalkReply } from "./small-talk.ts";
import { namesHeldMatter } from "./held-matter.ts";
import { acuteFlags } from "../skills/interview/extract.ts";
import { addressesAssistant, greetsAndIntroduces, isPhatic, withoutGreeting } from "../text/stopwords.ts";

export interface ActDeps extends ConversationDeps {
  toolsDeps: ToolsDeps;
  signal?: AbortSignal;
  /** The interface's language: what the app writes itself (questions, notes, refusals) is written in it. */
  lang?: Lang;
  /** What the person typed, when `message` is what the documents are asked in its place (answer.ts AnswerDeps.said). */
  said?: string;
}

const SYSTEM = "Ты ассистент сотрудников компании. Отвечай по-русски, коротко и по делу. Не придумывай факты о компании: о её правилах знают только её документы.";

/** The person-facing note for tools the guards cut. */
export function guardNote(d: Decision, P: Phrases = phrases("ru")): string {
  return d.guards.map((g) => P.guards[g.guard] ?? P.guardCut(g.tool)).map((w) => w.charAt(0).toUpperCase() + w.slice(1) + ".").join(" ");
}

/** Streams a model answer into the draft, with time to first token and tokens per second. */
export async function* streamModel(model: ChatModel, messages: ChatMessage[], draft: Draft, signal?: AbortSignal): AsyncGenerator<TurnEvent> {
  const t0 = performance.now();
  let ttft: number | null = null;
  let tps: number | null = null;
  for await (const chunk of model.chat({ messages, temperature: 0.2, timeoutMs: 120_000, signal })) {
    if (chunk.text) {
      ttft ??= performance.now() - t0;
      draft.text += chunk.text;
      yield { type: "token", text: chunk.text };
    }
    if (chunk.done && chunk.evalCount && chunk.evalDurationNs) tps = chunk.evalCount / (chunk.evalDurationNs / 1e9);
  }
  draft.stats = { face: "ollama", tokensPerSecond: tps, ttftMs: ttft, totalMs: performance.now() - t0 };
}

/** The chat's recent messages as model messages, oldest first. */
export function modelHistory(deps: ConversationDeps, chat: Chat, limit = 12): ChatMessage[] {
  // The answer being written and the person's message it answers are not history: the caller appends the message.
  const done = deps.chats.messages(chat.id, limit + 2).filter((m) => m.status !== "streaming" && m.content);
  if (done.at(-1)?.role === "user") done.pop();
  return done.slice(-limit).map((m) => ({ role: m.role, content: m.content }));
}

/**
 * A plain answer. Web search runs first when the decision turned it on. A question the company's
 * documents answer is answered from them, with citations, whichever face runs — employees ask about
 * the company far more than about anything else. Otherwise, with a model: the model answers from the
 * history (told what the guards cut, so it does not pretend it acted); without one: an honest note.
 */
export async function* textTurn(chat: Chat, message: string, d: Decision, draft: Draft, deps: ActDeps): AsyncGenerator<TurnEvent> {
  const say = (text: string): TurnEvent => { draft.text += text; return { type: "token", text }; };
  const P = phrases(deps.lang);
  // Web search adds results beside the answer; it never replaces it. Without a search endpoint the
  // person gets a quiet note under the answer, which still comes from the documents or the model.
  if (d.webSearch && deps.searxngUrl) yield* runCalls([{ name: "web_search", arguments: { query: message } }], message, deps.toolsDeps, draft.out);
  if (d.guards.length) yield say(`${guardNote(d, P)}\n\n`);
  // The same request answered above: pointing there is the whole answer, not a prelude to «I do not chat».
  if (d.guards.length && d.guards.every((g) => g.guard === "repeat_call")) return void (draft.text = draft.text.trimEnd());
  const before = modelHistory(deps, chat, 2).findLast((m) => m.role === "assistant")?.content;
  const own = selfAnswerOf(message, !!deps.toolsDeps.answer().chat, before);
  if (own) {
    const ctx = deps.toolsDeps.ctx;
    const c = { P, lang: deps.lang ?? "ru", now: ctx.now ?? new Date(), zone: ctx.timeZone ?? DEFAULT_ZONE, documents: () => deps.toolsDeps.answer().kb.list().map((doc) => doc.name),
      skills: () => deps.routing.skills.enabled().filter((s) => s.autoSwitch).map((s) => skillNameIn(s, deps.lang)), previous: before };
    return void (yield say(own.say(message, c)));
  }
  const base = deps.said === undefined ? deps.toolsDeps.answer() : { ...deps.toolsDeps.answer(), said: deps.said };
  // «какая погода в Казани»: the web asked of what no document mentions is refused naming no company contact.
  const world = d.webSearch ? unseenWebWords(message, base.kb.uncovered(message)) : [];
  const answerDeps = world.length ? { ...base, world } : base;
  const previous = deps.toolsDeps.previousQuestion;
  // A question the router took for small talk («Сколько компенсируют за такси?») is still asked of the
  // documents: employees ask about the company far more than about anything else. Greetings are not.
  // «я расклеился, завтра на работу не выйду»: absence from work asks what the rules say (whom to tell), though worded as news.
  const absent = toldOfAbsence(message);
  const asks = asksToBeTold(message) || absent;
  // «как подрезать розы», «…можно завтра прийти позже?» the router took for small talk ask how a thing is done or whether one
  // may do it: the rules' refusal naming whom to ask, not the introduction (kodservice's and walk32's leave-one-out).
  const asked = withoutGreeting(message);
  const ruleAsked = (HOW_TO_DO.test(asked) || MAY_DO.test(asked)) && !addressesAssistant(message);
  // «как ты?», «ты кто?»: addressed to the assistant, with nothing to ask of the documents.
  // «Спасибо! А сколько?» after a documents question continues it: a measure or a place asked is no small talk.
  const phatic = isPhatic(message) && !(previous && CONTINUES.test(message));
  // «напиши заявление на отпуск»: a paper, not a post, was asked to be written; the post guard's cut leaves what the
  // rules say about it (whom it goes to, how early) to the documents, not «в документах ответа не нашёл» unasked (walk 32h).
  const notAPost = d.guards.length > 0 && d.guards.every((g) => g.guard === "post_draft.no_create_intent");
  const held = d.smallTalk && !asks && !phatic && namesHeldMatter(message, base.kb.uncovered);
  const tryDocs = (!d.smallTalk || asks || ruleAsked || held) && (d.guards.length === 0 || notAPost) && !phatic;
  // A failing retrieval (embedder gone) goes to answerQuestion too, which retries once and says so in plain words.
  const found = tryDocs ? await retrieve(message, previous, answerDeps).catch(() => null) : undefined;
  const model = answerDeps.chat;
  // Without a model a question gets the documents' answer or their refusal (naming whom to ask), never a guess.
  // («Привет, как дела?» is small talk: it gets the documents only when they hold something for it.)
  // «где взять ручку» may read like small talk to the router, but a question for a fact («где», «кто»,
  // «сколько») gets the documents' refusal naming whom to ask, not the introduction.
  // «hi! a patient is 20 minutes late, do we still see him?»: the greeting before a question takes nothing from it (walk 13a).
  // «Когда у нас индексируют зарплаты?» the router took for small talk asks when: the refusal, not the introduction (walk 15d).
  // «привет! что ты умеешь?» speaks to the assistant: the greeting is answered, no document asked.
  const greeted = asked !== message.trim() && asksToBeTold(asked) && !addressesAssistant(asked);
  // «код шкафчика 4719 чей?»: a figure or «чей» asks about something concrete, wherever the question word stands (walk 20a).
  const concrete = /(?<![\p{L}])(?:чей|чья|чье|чьё|чьи|whose)(?![\p{L}])|\d/iu.test(asked);
  // «can I fly business class?», «is friday a shorter day?»: a yes/no question about something other than the assistant
  // asks the rules (walk 21b got the introduction); «can you help me?» speaks to the assistant.
  // «a student didn't show up, do I still get paid?»: the question may open its last clause, after what happened (walk 40).
  const yesNo = /\?\s*$/.test(asked) && asked.split(/[,;:—–]\s*/).some((c) => YES_NO_QUESTION.test(c.trim()) || AUXILIARY_FIRST.test(c.trim())) && !addressesAssistant(asked);
  const docsAnswer = tryDocs && (found === null || found!.fragments.length > 0 || (!model && (ruleAsked || held || (asks && (!d.smallTalk || opensQuestion(asked) || WHEN_WHERE_QUESTION.test(asked) || greeted || absent || concrete || yesNo)))));
  if (docsAnswer) {
    // The finished answer replaces what streamed for it (dead [n] stripped): from where it began, whatever its length.
    const start = draft.text.length;
    const several = questionsIn(message);
    if (several.length > 1) {
      const result = await answerEach(several, previous, answerDeps);
      yield say(result.answer);
      draft.out.answer = result;
      yield { type: "citations", citations: result.citations };
      if (result.error) yield { type: "error", message: result.error };
      return;
    }
    for await (const ev of answerQuestion(message, previous, answerDeps, found ?? undefined)) {
      if (ev.type === "token") yield say(ev.text);
      if (ev.type === "done") {
        draft.out.answer = ev.result;
        draft.text = draft.text.slice(0, start) + ev.result.answer;
        yield { type: "citations", citations: ev.result.citations };
        if (ev.result.error) yield { type: "error", message: ev.result.error };
      }
    }
    return;
  }
  const web = draft.out.cards.find((c) => c.result.kind === "web")?.result;
  if (model) {
    const webNote = web && web.kind === "web" && web.configured && web.results.length
      ? `\nРезультаты веб-поиска (только сниппеты, страницы не открыты — ссылайся осторожно):\n${web.results.map((r, i) => `(${i + 1}) ${r.title}: ${r.snippet} ${r.url}`).join("\n")}` : "";
    const notice = d.notice ? `\n${d.notice}` : "";
    try {
      const system = deps.lang === "en" ? `${SYSTEM} The person uses the English interface: answer in English.` : SYSTEM;
      yield* streamModel(model, [{ role: "system", content: system + notice + webNote }, ...modelHistory(deps, chat), { role: "user", content: message }], draft, deps.signal);
      // No fragment was retrieved for this answer: an [n] in it points at nothing (an injected «[7]» included).
      draft.text = stripDeadCitations(draft.text, 0);
    } catch (err) {
      if (draft.text !== "") throw err; // words already shown: the turn keeps them and is marked partial
      // Nothing came: answer as the embedded face would, and say why.
      const why = err instanceof Error ? err.message : String(err);
      yield say(`${P.modelDown(why)} ${d.smallTalk ? P.hello : P.noChat}`);
      yield { type: "error", message: P.modelFailed(why) };
    }
    return;
  }
  if (web && web.kind === "web" && web.configured && web.results.length) {
    yield say(`${P.webFound}\n${web.results.slice(0, 5).map((r, i) => `${i + 1}. ${r.title} — ${r.snippet} (${r.url})`).join("\n")}`);
  } else if (!acuteFlags(message, deps.lang ?? "ru").length) {
    // A sign that cannot wait got the emergency numbers first (conversation.ts): the introduction or «свободную беседу я не
    // веду» after them would only bury the one line that matters (walk 19a: «it's bleeding a lot»).
    yield say(d.smallTalk || phatic || greetsAndIntroduces(message) ? smallTalkReply(message, P) : P.noChat);
  }
}

