import type { ToolCall } from "../models/types.ts";
import type { ToolResult } from "../tools/types.ts";
import type { ToolRegistry } from "../tools/registry.ts";
import type { ToolContext } from "../tools/types.ts";
import type { AnswerDeps, AnswerResult } from "../answering/answer.ts";
import { answerQuestion } from "../answering/answer.ts";
import type { TurnSearch } from "../routing/guards/search-results.ts";
import type { TurnEvent } from "./events.ts";
import type { StoredCall } from "./history.ts";
import { SEARCH_FRAME } from "../text/speech-acts.ts";

/** What running a turn's tool calls left behind: cards, the answer text, calls, searches. */
export interface ToolsOutcome {
  text: string;
  cards: { tool: string; label: string; result: ToolResult }[];
  calls: StoredCall[];
  searches: TurnSearch[];
  answer: AnswerResult | null;
  /** Results that found nothing, kept off the cards while the documents may still answer (see ToolsDeps.holdEmpty). */
  held?: { tool: string; label: string; result: ToolResult }[];
}

export interface ToolsDeps {
  tools: ToolRegistry;
  ctx: ToolContext;
  answer: () => AnswerDeps;
  previousQuestion?: string;
  /** The interface's language, for the chips. */
  lang?: "ru" | "en";
  /** The documents are asked when the tool finds nothing: an empty result is held, not shown as a card. */
  holdEmpty?: boolean;
}

const queryOf = (call: ToolCall, fallback: string) => (typeof call.arguments.query === "string" && call.arguments.query.trim() ? call.arguments.query : fallback);

/**
 * Runs the calls in order: a chip while each runs, then its card. search_documents is the RAG
 * pipeline itself, streamed with citations; everything else goes through the registry, whose
 * consequential tools only return drafts.
 */

export function withoutSearchFrame(message: string): string {
  const rest = message.replace(SEARCH_FRAME, "");
  return rest.trim() ? rest : message;
}

export async function* runCalls(calls: ToolCall[], message: string, deps: ToolsDeps, out: ToolsOutcome): AsyncGenerator<TurnEvent> {
  for (const call of calls) {
    const tool = deps.tools.get(call.name);
    const label = (deps.lang === "en" ? tool?.chip.en : tool?.chip.ru) ?? call.name;
    yield { type: "chip", tool: call.name, label };
    if (call.name === "search_documents") {
      // The person's own words search better than the router's keyword guess, less the command frame
      // («найди в документах про такси» asks about «такси»; «документах» is no word the answer must hold).
      for await (const ev of answerQuestion(withoutSearchFrame(message), deps.previousQuestion, deps.answer())) {
        if (ev.type === "token") { out.text += ev.text; yield ev; }
        if (ev.type === "done") {
          out.answer = ev.result;
          out.text = ev.result.answer;
          // The card lists the sources shown under the answer, so the person sees where it looked.
          const sources = ev.result.fragments.map((f) => ({ docName: f.docName, headingPath: f.headingPath }));
          const result: ToolResult = { kind: "documents", data: { answered: ev.result.answered, sources } };
          // A search that found no passage has no sources to list: the refusal says so, an untitled
          // «Ничего не найдено» box above it says nothing more (a tester's «какая годовая премия бывает»).
          const shown = sources.length > 0;
          if (shown) out.cards.push({ tool: call.name, label, result });
          out.calls.push({ ...call, ok: ev.result.answered });
          out.searches.push({ tool: call.name, query: queryOf(call, message), results: ev.result.fragments.length, read: ev.result.fragments.length });
          yield { type: "citations", citations: ev.result.citations };
          if (shown) yield { type: "result", tool: call.name, result };
          if (ev.result.error) yield { type: "error", message: ev.result.error };
        }
      }
      continue;
    }
    const result = await deps.tools.run(call, deps.ctx);
    out.calls.push({ ...call, ok: result.kind !== "error" });
    // A tool that found nothing beside a documents search in the same turn: the documents answer, an empty
    // calendar card above their answer only distracts («во сколько созвон утренний у команды»).
    const docsFollow = calls.some((c) => c.name === "search_documents");
    if ((docsFollow || deps.holdEmpty) && foundNothing(result)) { (out.held ??= []).push({ tool: call.name, label, result }); continue; }
    out.cards.push({ tool: call.name, label, result });
    if (call.name === "web_search") {
      const n = result.kind === "web" && result.configured ? result.results.length : 0;
      // A web result's snippet is not its page: nothing was read unless a page was fetched.
      out.searches.push({ tool: call.name, query: queryOf(call, message), results: n, read: 0 });
    }
    yield { type: "result", tool: call.name, result };
  }
}

/** No letters, no events, no products, no data: a result with nothing to show. */
function foundNothing(r: ToolResult): boolean {
  return (r.kind === "mail" && r.total === 0) || (r.kind === "calendar" && r.events.length === 0) || (r.kind === "products" && r.total === 0)
    || (r.kind === "metrics" && r.empty === true);
}

/** Every result the turn's tools gave, shown or held. */
const resultsOf = (out: ToolsOutcome) => [...out.cards, ...(out.held ?? [])];

/** True when every tool ran and found nothing (or failed): nothing to show. */
export function emptyHanded(out: ToolsOutcome): boolean {
  const all = resultsOf(out);
  return all.length > 0 && all.every(({ result: r }) => r.kind === "error" || foundNothing(r));
}

/** True when every tool that ran had nothing to search (no mailbox, catalogue or metrics): the question is the documents' to answer. */
export function sourceless(out: ToolsOutcome): boolean {
  const all = resultsOf(out);
  return all.length > 0 && all.every(({ result: r }) => (r.kind === "mail" || r.kind === "products" || r.kind === "metrics") && r.noSource === true);
}
