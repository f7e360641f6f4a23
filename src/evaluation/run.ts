import { createDb } from "../db/index.ts";
import type { ChatModel, Embedder } from "../models/types.ts";
import { createKnowledgeBase, type Hybrid } from "../retrieval/knowledge-base.ts";
import { answerOnce } from "../answering/answer.ts";
import { findContact } from "../answering/contact.ts";
import { readPilotSet, type PilotSet } from "./pilot-set.ts";
import { ragReport, scoreCase } from "./rag.ts";
import { createChatRoad } from "./chat-road.ts";
import { chatReport, leaveOneOut } from "./chat-report.ts";
import { contactAccuracy, scoreChatCase } from "./chat-score.ts";
import { createRouteDeps } from "../wiring.ts";
import { routeMessage, type RouteDeps } from "../conversation/route.ts";
import { evaluateRouting } from "../routing/eval.ts";
import { routingCase } from "../routing/routing-set.ts";
import { evaluateSkills } from "../skills/eval.ts";
import { createSkillLibrary } from "../skills/library.ts";
import { createHashEmbedder } from "../models/embedded/embedder.ts";

export interface EvalSettings {
  face: "embedded" | "ollama";
  embedder: Embedder;
  chat: ChatModel | null;
  floor: number;
  confident: number;
  hybrid: Hybrid;
  headingTrick: boolean;
  maxChars: number;
}

export interface EvalProgress {
  stage: "ingest" | "rag" | "chat" | "leave-one-out" | "routing" | "skills" | "done";
  done: number;
  total: number;
}

/**
 * Runs a pilot set through the same code the chat uses, in a fresh in-memory state:
 * the running instance's DATA_DIR is never touched.
 */
export async function runEvaluation(setDir: string, s: EvalSettings, onProgress: (p: EvalProgress) => void = () => {}) {
  const started = Date.now();
  const set = await readPilotSet(setDir);
  const db = createDb(":memory:");
  const kb = createKnowledgeBase({ db, embedder: s.embedder, stateDir: null, headingTrick: s.headingTrick, maxChars: s.maxChars, hybrid: s.hybrid });
  const ingestErrors: { doc: string; error: string }[] = [];
  for (const [i, d] of set.docs.entries()) {
    try {
      await kb.ingest(d.name, new Uint8Array(await Bun.file(d.path).arrayBuffer()));
    } catch (err) {
      ingestErrors.push({ doc: d.name, error: (err as Error).message });
    }
    onProgress({ stage: "ingest", done: i + 1, total: set.docs.length });
  }
  const routeDeps = await createRouteDeps({ chat: s.chat, companySkillsDir: set.skillsDir, ...(s.face === "ollama" ? { routerEmbedder: s.embedder } : {}) });
  const contact = findContact(kb.store.allChunks());
  const cases = [];
  for (const [i, q] of set.questions.entries()) {
    const r = await answerOnce(q.question, q.previous || undefined, { kb, chat: s.chat, floor: s.floor, confident: s.confident, contact: () => contact });
    cases.push(scoreCase(q, r));
    onProgress({ stage: "rag", done: i + 1, total: set.questions.length });
  }
  // The headline: every question through the chat's own turn, scored as stored and drawn.
  const road = createChatRoad({ db, kb, routing: routeDeps, face: s.face, answer: { chat: s.chat, floor: s.floor, confident: s.confident } });
  const chat = [];
  let loo: Awaited<ReturnType<typeof leaveOneOut>>;
  let skills: Awaited<ReturnType<typeof evaluateSkills>> | null = null;
  try {
    for (const [i, q] of set.questions.entries()) {
      chat.push(scoreChatCase(q, await road.ask(q.question, q.previous || undefined), set.contacts[q.id]?.contact));
      onProgress({ stage: "chat", done: i + 1, total: set.questions.length });
    }
    loo = await leaveOneOut(set, kb, road, (done, total) => onProgress({ stage: "leave-one-out", done, total }),
      (question, previous) => answerOnce(question, previous, { kb, chat: s.chat, floor: s.floor, confident: s.confident, contact: () => contact }));
    skills = set.skills.length ? await skillsThroughChat(set, routeDeps, road, onProgress) : null;
  } finally {
    road.close();
  }
  const routingCases = set.routing.map((raw, i) => routingCase(raw, i + 1));
  let routed = 0;
  const routing = routingCases.length
    ? await evaluateRouting(routingCases, async (c) => {
      const d = await routeMessage(c.input, routeDeps);
      onProgress({ stage: "routing", done: ++routed, total: routingCases.length });
      return d;
    })
    : null;
  onProgress({ stage: "done", done: 1, total: 1 });
  return {
    set: setDir,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    settings: { face: s.face, embedder: s.embedder.id, chatModel: s.chat?.id ?? null, floor: s.floor, confident: s.confident, vectorWeight: s.hybrid.vectorWeight, headingTrick: s.headingTrick, chunkChars: s.maxChars },
    corpus: { documents: kb.list().length, chunks: kb.size(), ingestErrors },
    rag: chatReport(chat, { ...ragReport(cases), contactAccuracy: contactAccuracy(cases, set.contacts) }, loo),
    routing,
    skills: skills && { ...skills, library: { platform: routeDeps.skills.all().filter((k) => k.source === "platform").length, company: routeDeps.skills.all().filter((k) => k.source === "company").length, errors: routeDeps.skills.errors } },
  };
}

/**
 * A skill request is scored by what the chat does with it: a new chat's turn, with rules, router, guards,
 * web search, the documents' claim on a question and the skill gate, exactly as a conversation starts.
 */
async function skillsThroughChat(set: PilotSet, routeDeps: RouteDeps, road: ReturnType<typeof createChatRoad>, onProgress: (p: EvalProgress) => void) {
  onProgress({ stage: "skills", done: 0, total: set.skills.length });
  const alone = createSkillLibrary({ embedder: createHashEmbedder(), companyDir: set.skillsDir ?? undefined });
  const route = async (message: string) => {
    const d = (await road.ask(message)).decision;
    return d?.outcome === "skill" ? d.skill ?? "none" : d?.outcome === "clarify" ? "clarify" : "none";
  };
  const skills = await evaluateSkills(set.skills as never, routeDeps.skills, { alone, route });
  onProgress({ stage: "skills", done: set.skills.length, total: set.skills.length });
  return skills;
}

export type EvalReport = Awaited<ReturnType<typeof runEvaluation>>;
