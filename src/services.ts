import { join } from "node:path";
import { mkdirSync } from "node:fs";
import type { Config } from "./config.ts";
import { createDb } from "./db/index.ts";
import { chooseFace, type Face } from "./faces.ts";
import { createKnowledgeBase } from "./retrieval/knowledge-base.ts";
import { extractOffThread } from "./ingestion/extract/off-thread.ts";
import { tuningFor } from "./retrieval/floors.ts";
import { findContact } from "./answering/contact.ts";
import type { AnswerDeps } from "./answering/answer.ts";
import { createChatStore, type ChatStore } from "./conversation/chats.ts";
import { createDecisionLog, type DecisionLog } from "./conversation/decision-log.ts";
import { createConversation, type Conversation } from "./conversation/conversation.ts";
import type { RouteDeps } from "./conversation/route.ts";
import { createRouteDeps } from "./wiring.ts";
import { migrateTools } from "./tools/schema.ts";
import { createDraftStore, type DraftStore } from "./tools/drafts.ts";
import { createAdmin, type Admin } from "./admin/index.ts";
import { createAttachments, type Attachments } from "./attachments/attachments.ts";
import { createOutbox, type Outbox } from "./conversation/outbox.ts";

/** Everything the web layer and the CLI need, built once from the config. */
export interface Services {
  config: Config;
  face: Face;
  db: ReturnType<typeof createDb>;
  kb: ReturnType<typeof createKnowledgeBase>;
  answerDeps(): AnswerDeps;
  chats: ChatStore;
  decisions: DecisionLog;
  conversation: Conversation;
  /** Router, tool registry and skill library of the running face. */
  routing: RouteDeps;
  drafts: DraftStore;
  /** Files people attach in their chats: each chat's own, never the company index. */
  attachments: Attachments;
  /** What each person's confirmations sent, published or changed. */
  outbox: Outbox;
  log: (line: string) => void;
  /** The admin area: sign-in, API tokens, routing-log queries, evaluation runs, skills and documents admin. */
  admin: Admin;
}

/** Builds the services over `config.dataDir`; pass a face to skip the Ollama health check (tests). */
export async function createServices(config: Config, opts: { face?: Face; log?: (line: string) => void } = {}): Promise<Services> {
  const log = opts.log ?? ((l: string) => console.log(l));
  const stateDir = join(config.dataDir, "state");
  mkdirSync(stateDir, { recursive: true });
  const face = opts.face ?? (await chooseFace(config));
  const db = createDb(join(stateDir, "assistant.sqlite"));
  migrateTools(db);
  const tuning = tuningFor(face.embedder);
  const kb = createKnowledgeBase({
    db, embedder: face.embedder, stateDir, headingTrick: config.headingTrick, hybrid: tuning.hybrid, log,
    extract: (name, bytes) => extractOffThread(name, bytes, config.limits), maxFragments: config.limits.maxFragments,
  });
  await kb.repair();
  let contact: { at: number; value: string | null } | null = null;
  const floor = tuning.floor;
  const chats = createChatStore(db);
  const interrupted = chats.markInterrupted();
  if (interrupted) log(`${interrupted} answers interrupted by the last stop are kept and marked partial`);
  const answerDeps = (): AnswerDeps => ({
      kb, chat: face.chat, floor, confident: tuning.confident,
      contact: () => {
        // The contact only changes with the documents: recompute when the chunk count moves.
        if (!contact || contact.at !== kb.size()) contact = { at: kb.size(), value: findContact(kb.store.allChunks()) };
        return contact.value;
      },
  });
  const companySkillsDir = join(config.dataDir, "skills");
  mkdirSync(companySkillsDir, { recursive: true });
  const routing = await createRouteDeps({ chat: face.chat, companySkillsDir, log, routerTimeoutMs: config.routerTimeoutMs, ...(face.kind === "ollama" ? { routerEmbedder: face.embedder } : {}) });
  for (const e of routing.skills.errors) log(`skill file skipped: ${e.path}: ${e.reason}`);
  // Embeds the skills for the router model's view now, not on the first person's message (a failure is retried then).
  void routing.routerView?.shortlist("навык");
  const decisions = createDecisionLog(db);
  const outbox = createOutbox(db);
  const attachments = createAttachments({
    db, embedder: face.embedder, hybrid: tuning.hybrid, headingTrick: config.headingTrick,
    extract: (name, bytes) => extractOffThread(name, bytes, config.limits), maxFragments: config.limits.maxFragments,
  });
  const drafts = createDraftStore(db, config.dataDir);
  const base: Omit<Services, "admin"> = {
    config, face, db, kb, log, answerDeps, chats, decisions, routing, drafts,
    attachments, outbox,
    conversation: createConversation({ chats, decisions, routing, drafts, db, dataDir: config.dataDir, searxngUrl: config.searxngUrl, face: face.kind, answer: answerDeps, attachments, outbox }),
  };
  return Object.assign(base, { admin: createAdmin(base) });
}
