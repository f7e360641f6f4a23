import type { ChatModel } from "../models/types.ts";
import type { KnowledgeBase } from "../retrieval/knowledge-base.ts";
import type { Fragment } from "../retrieval/types.ts";
import { buildAnswerMessages } from "./prompt.ts";
import { citationsOf, stripDeadCitations, type Citation } from "./citations.ts";
import { extractiveAnswer } from "./extractive.ts";
import { indexTerms } from "../text/tokens.ts";

export interface AnswerResult {
  question: string;
  answer: string;
  /** False when nothing passed the floor and the assistant said so. */
  answered: boolean;
  citations: Citation[];
  fragments: Fragment[];
  face: "ollama" | "embedded";
  timings: { retrieveMs: number; ttftMs: number | null; totalMs: number };
  tokensPerSecond: number | null;
  /** Set when the model failed: what happened, in plain words. */
  error?: string;
  /** The model stopped mid-answer; the text so far is kept. */
  partial?: boolean;
}

export type AnswerEvent =
  | { type: "fragments"; fragments: Fragment[] }
  | { type: "token"; text: string }
  | { type: "done"; result: AnswerResult };

export interface AnswerDeps {
  kb: KnowledgeBase;
  /** The generation model; null in the embedded face. */
  chat: ChatModel | null;
  floor: number;
  /** Top score above which a match is trusted even if some question words appear nowhere (see RetrievalTuning). */
  confident: number;
  contact: () => string | null;
  timeoutMs?: number;
  /** The interface's language: the refusal (the app's own words) is written in it. */
  lang?: "ru" | "en";
  /** The document the person has open: its fragments answer first when they pass the floor. */
  focus?: string | null;
  /** Fragments of files attached in this chat, searched with the company's for its turns only. */
  attachments?: (question: string, o: { previous?: string; k: number; floor: number }) => Promise<Fragment[]>;
}

/** What both faces say when the documents hold no answer: never a guess. */
export function refusal(contact: string | null, missing: string[] = [], lang: "ru" | "en" = "ru"): string {
  if (lang === "en") {
    const what = missing.length ? ` They say nothing about ${missing.map((w) => `“${w}”`).join(", ")}.` : "";
    return `The company documents do not answer this question.${what}${contact ? ` Please ask: ${contact}.` : " Please check with your manager."}`;
  }
  const about = missing.length ? ` В них ничего не сказано про ${missing.map((w) => `«${w}»`).join(", ")}.` : "";
  return `В документах компании нет ответа на этот вопрос.${about}${contact ? ` Обратитесь, пожалуйста: ${contact}.` : " Уточните, пожалуйста, у своего руководителя."}`;
}

/** True when the fragment's section heading shares a word (any form) with the question. */
function headingAgrees(question: string, f: Fragment): boolean {
  const heading = new Set(indexTerms(f.headingPath.join(" ")));
  return indexTerms(question).some((t) => heading.has(t));
}

/**
 * The fragments that may answer a question: top-6 above the floor, or none when the match is weak
 * and the question names something no document mentions (then `missing` lists those words).
 */
export async function retrieve(question: string, previous: string | undefined, deps: AnswerDeps): Promise<{ fragments: Fragment[]; missing: string[] }> {
  let company = await deps.kb.search(question, { previous, k: 6, floor: deps.floor });
  if (deps.focus) {
    // «Какие тут сроки?» with a document open asks about that document: its passing fragments come first.
    const open = (await deps.kb.search(question, { previous, k: 60, floor: deps.floor })).filter((f) => f.docName === deps.focus);
    if (open.length) company = [...open, ...company.filter((f) => f.docName !== deps.focus)].slice(0, 6);
  }
  const own = deps.attachments ? await deps.attachments(question, { previous, k: 6, floor: deps.floor }) : [];
  const fragments = own.length ? [...own, ...company].sort((a, b) => b.score - a.score).slice(0, 6) : company;
  // A weak match to a question naming something no document mentions is a coincidence of common words,
  // unless the fragment's own heading agrees with the question. (The company's vocabulary says nothing
  // about an attached file's, so a best match from the file skips this test.)
  const missing = fragments.length && fragments[0].id > 0 && fragments[0].score < deps.confident && !headingAgrees(question, fragments[0])
    ? deps.kb.uncovered(question) : [];
  return { fragments: missing.length ? [] : fragments, missing };
}

/**
 * Answers a question from the company's documents, streaming tokens; the last event carries the whole
 * result. Pass `retrieved` when the caller already ran retrieve() for this question, so it runs once.
 */
export async function* answerQuestion(
  question: string, previous: string | undefined, deps: AnswerDeps, retrieved?: Awaited<ReturnType<typeof retrieve>>,
): AsyncGenerator<AnswerEvent> {
  const t0 = performance.now();
  let found: Awaited<ReturnType<typeof retrieve>>;
  try {
    found = retrieved ?? (await retrieve(question, previous, deps));
  } catch (err) {
    // The query could not be embedded (Ollama's embedder is gone): say so, never a 500 or a guess.
    const error = err instanceof Error ? err.message : String(err);
    const text = `Поиск по документам сейчас недоступен: ${error}. Повторите вопрос через минуту.`;
    yield { type: "fragments", fragments: [] };
    yield { type: "token", text };
    const totalMs = performance.now() - t0;
    yield { type: "done", result: { question, answer: text, answered: false, citations: [], fragments: [], face: deps.chat ? "ollama" : "embedded", timings: { retrieveMs: totalMs, ttftMs: null, totalMs }, tokensPerSecond: null, error } };
    return;
  }
  const { fragments, missing } = found;
  const retrieveMs = performance.now() - t0;
  yield { type: "fragments", fragments };
  const base = { question, fragments, face: deps.chat ? "ollama" : "embedded", tokensPerSecond: null } as const;
  const finish = (answer: string, extra: Partial<AnswerResult> = {}): AnswerResult => ({
    ...base, answer, answered: fragments.length > 0, citations: citationsOf(answer, fragments),
    timings: { retrieveMs, ttftMs: null, totalMs: performance.now() - t0 }, ...extra,
  });

  if (fragments.length === 0) {
    const text = refusal(deps.contact(), missing, deps.lang);
    yield { type: "token", text };
    yield { type: "done", result: finish(text, { answered: false }) };
    return;
  }
  if (!deps.chat) {
    const text = extractiveAnswer(question, fragments);
    yield { type: "token", text };
    yield { type: "done", result: finish(text) };
    return;
  }

  let text = "";
  let ttftMs: number | null = null;
  let tps: number | null = null;
  try {
    for await (const chunk of deps.chat.chat({
      messages: buildAnswerMessages(question, fragments, deps.contact()),
      temperature: 0.2,
      timeoutMs: deps.timeoutMs ?? 120_000,
    })) {
      if (chunk.text) {
        ttftMs ??= performance.now() - t0;
        text += chunk.text;
        yield { type: "token", text: chunk.text };
      }
      if (chunk.done && chunk.evalCount && chunk.evalDurationNs) tps = chunk.evalCount / (chunk.evalDurationNs / 1e9);
    }
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (text === "") {
      // No token came: fall back to the extractive answer so the person still gets the cited passages.
      const fallback = extractiveAnswer(question, fragments);
      const note = `Модель не ответила (${message}). Показаны выдержки из документов:\n\n`;
      yield { type: "token", text: note + fallback };
      yield { type: "done", result: finish(note + fallback, { error: message, face: "embedded" }) };
    } else {
      yield { type: "done", result: finish(stripDeadCitations(text, fragments.length), { error: message, partial: true, timings: { retrieveMs, ttftMs, totalMs: performance.now() - t0 } }) };
    }
    return;
  }
  const clean = stripDeadCitations(text, fragments.length);
  yield { type: "done", result: finish(clean, { tokensPerSecond: tps, timings: { retrieveMs, ttftMs, totalMs: performance.now() - t0 } }) };
}

/** Runs answerQuestion to the end and returns the result (CLI, API, evaluation). */
export async function answerOnce(question: string, previous: string | undefined, deps: AnswerDeps): Promise<AnswerResult> {
  let result: AnswerResult | undefined;
  for await (const ev of answerQuestion(question, previous, deps)) if (ev.type === "done") result = ev.result;
  return result!;
}
