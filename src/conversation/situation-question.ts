import type { Decision, RouteInput } from "../routing/types.ts";
import { ASKS_MAILBOX, HOW_TO } from "../text/speech-acts.ts";

/** The last clause of a message: what it asks after what it tells («I got a strange email, what should I do?»). */
const lastClause = (message: string) => message.trim().split(/[,.;!—–]\s*|\s+-\s+/u).map((c) => c.trim()).filter(Boolean).at(-1) ?? "";

/**
 * «I got a suspicious phishing email, what should I do?»: a situation with one letter told, then how to act asked. That is
 * the company's rule (or whom its refusal names), not a search of the mailbox the router ran on «email» (walk 21b: «Nothing
 * found»). Letters asked for in the plural («what should I do with these emails») stay the mailbox's.
 */
export function howToAfterSituation(d: Decision, input: RouteInput): Decision {
  if (input.state.skill || d.rule || d.outcome !== "tool" || d.tools.length !== 1 || d.tools[0].name !== "mail_search") return d;
  const asks = lastClause(input.message);
  if (asks === input.message.trim() || !HOW_TO.test(asks) || ASKS_MAILBOX.test(input.message)) return d;
  Object.assign(d, { tools: [{ name: "search_documents", arguments: { query: input.message } }] });
  d.reasons.push("call repair: a situation told, then how to act asked — the company's rules, not the mailbox");
  return d;
}
