import type { DecisionRecord } from "../../../admin/decision-query.ts";
import type { StoredMessage } from "../../../conversation/chats.ts";
import type { AdminPhrases } from "../phrases.ts";

/**
 * What the routing log may not show word for word: a file a person attached in a chat is theirs alone (README),
 * yet the decision page printed the sentences picked from it and the answers built on them (walk 17a D14,
 * «Код от моего шкафчика: 4471»). The log keeps the file's name and scores; its text is hidden.
 */
export interface PrivacyDeps {
  /** The files attached in a chat (none once the chat is deleted). */
  attachments: (chatId: string) => { name: string; createdAt: number }[];
  /** A chat's stored messages (none once it is deleted). */
  messages: (chatId: string) => StoredMessage[];
  /** The names of the company's documents now. */
  documents: () => string[];
  /** Another decision of the log, to tell whether an earlier answer rested on an attachment. */
  decision: (id: number) => DecisionRecord | null;
}

type Picked = { source: string; text: string };
type Hidden = "attachment" | "gone";

/** «moi-zametki.txt › Раздел» is of the file «moi-zametki.txt». */
const of = (source: string, names: Set<string>) => names.has(source) || [...names].some((n) => source.startsWith(`${n} › `));

const pickedOf = (d: DecisionRecord | null): Picked[] => (d?.results as { evidence?: { picked?: Picked[] } } | null)?.evidence?.picked ?? [];

/** How one chat's records are read: which sources are private, and which of its answers rest on them. */
export function chatPrivacy(deps: PrivacyDeps, chatId: string | null) {
  if (!chatId) return { hidden: (_: string): Hidden | null => null, privateAnswers: new Set<string>(), files: [] as { name: string; createdAt: number }[] };
  const files = deps.attachments(chatId);
  const messages = deps.messages(chatId);
  const own = new Set(files.map((f) => f.name));
  // A deleted chat took its files' names with it: any source that is no company document may have been one.
  const company = new Set(deps.documents());
  const gone = messages.length === 0;
  const hidden = (source: string): Hidden | null => (of(source, own) ? "attachment" : gone && !of(source, company) ? "gone" : null);
  const onAttachment = (m: StoredMessage) =>
    ((m.meta.citations as { chunkId?: number }[] | undefined) ?? []).some((c) => (c.chunkId ?? 0) < 0)
    || (typeof m.meta.decisionId === "number" && pickedOf(deps.decision(m.meta.decisionId)).some((p) => hidden(p.source)));
  const privateAnswers = new Set(messages.filter((m) => m.role === "assistant" && onAttachment(m)).map((m) => m.content));
  return { hidden, privateAnswers, files };
}

export type ChatPrivacy = ReturnType<typeof chatPrivacy>;

/**
 * A private source by its file's name alone: a file's first line becomes its section's title, and walk 28a's admin read
 * «moi-grafik-dekabr.txt › Мой график на декабрь 2026 (Кузнецова Алёна, кассир, …)» — a name, a job, a place.
 */
const fileOnly = (source: string) => source.split(" › ")[0]!;

/** The record with every private sentence, heading and answer replaced by a note saying it is hidden and why. */
export function withoutPrivate(d: DecisionRecord, p: ChatPrivacy, P: AdminPhrases): DecisionRecord {
  const results = d.results as { evidence?: { picked?: Picked[]; fragments?: { source: string; score: number }[] } } | null;
  const evidence = results?.evidence;
  const note = (h: Hidden) => (h === "attachment" ? P.hiddenAttachment : P.hiddenGone);
  const picked = evidence?.picked?.map((x) => { const h = p.hidden(x.source); return h ? { source: fileOnly(x.source), text: note(h), hidden: true } : x; });
  const fragments = evidence?.fragments?.map((f) => (p.hidden(f.source) ? { ...f, source: fileOnly(f.source) } : f));
  return {
    ...d,
    history: d.history.map((m) => (m.role === "assistant" && p.privateAnswers.has(m.content) ? { ...m, content: P.hiddenAnswer } : m)),
    results: evidence ? { ...results, evidence: { ...evidence, ...(picked ? { picked } : {}), ...(fragments ? { fragments } : {}) } } : d.results,
  };
}
