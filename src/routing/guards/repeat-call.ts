import type { ToolCall } from "../../models/types.ts";
import type { Guard, RouteInput } from "../types.ts";
import { contentStems } from "../../text/tokens.ts";

/** Arguments in a comparable form: strings as sorted content stems, so «хостинга со счётом» equals «хостинг счёт». */
export function normaliseArgs(args: Record<string, unknown>): string {
  const norm = (v: unknown): unknown => {
    if (typeof v === "string") return [...new Set(contentStems(v))].sort().join(" ");
    if (Array.isArray(v)) return v.map(norm);
    if (v && typeof v === "object") {
      return Object.fromEntries(Object.keys(v).sort().map((k) => [k, norm((v as Record<string, unknown>)[k])]).filter(([, x]) => x !== "" && x != null));
    }
    return v;
  };
  return JSON.stringify(norm(args ?? {}));
}

/** True when two calls name the same tool with the same arguments, modulo word forms and order. */
export function sameCall(a: ToolCall, b: ToolCall): boolean {
  return a.name === b.name && normaliseArgs(a.arguments) === normaliseArgs(b.arguments);
}

const stemsOf = (text: string) => [...new Set(contentStems(text))].sort().join(" ");

/**
 * The same request already answered by the same tool: the user message right before a successful call
 * says the same words. Arguments are spelled differently by different routers (and pilot sets), requests are not.
 */
function sameRequestAnswered(call: ToolCall, message: string, history: RouteInput["history"]): boolean {
  const want = stemsOf(message);
  if (!want) return false;
  let lastUser: string | null = null;
  for (const m of history) {
    if (m.role === "user") lastUser = m.content;
    else if (lastUser !== null && m.toolCalls?.some((c) => c.name === call.name) && stemsOf(lastUser) === want) return true;
  }
  return false;
}

/** Every string among a call's arguments, however nested. */
const valuesOf = (v: unknown): string[] => (typeof v === "string" ? [v] : Array.isArray(v) ? v.flatMap(valuesOf) : v && typeof v === "object" ? Object.values(v).flatMap(valuesOf) : []);

/**
 * Whether the message names something the earlier run of the same call did not: a content word neither in
 * the request that made it nor in its arguments. «а от офис-менеджера было что-нибудь?» arriving with the
 * previous search's arguments (a follow-up keeps them) asks for something new; showing «shown above» would
 * be false. A call that cannot be traced to its request counts as asked before.
 */
function namesMore(call: ToolCall, message: string, history: RouteInput["history"]): boolean {
  const said = new Set(contentStems(message));
  if (said.size === 0) return false;
  let lastUser: string | null = null;
  for (const m of history) {
    if (m.role === "user") lastUser = m.content;
    else if (lastUser !== null && m.toolCalls?.some((c) => sameCall(c, call))) {
      const known = new Set([...contentStems(lastUser), ...contentStems(valuesOf(call.arguments).join(" "))]);
      if ([...said].every((s) => known.has(s))) return false;
    }
  }
  return history.some((m) => m.toolCalls?.some((c) => sameCall(c, call)));
}

/** repeat_call: the same tool with the same arguments already succeeded in this chat, for nothing new; going round in circles. */
export function repeatCall(appliesTo: string): Guard {
  return {
    id: "repeat_call",
    appliesTo,
    check(call, message, input) {
      // Circles are the last turn asked again: «что у меня на следующей неделе?» after other talk is asked anew, and
      // the calendar (or mailbox) may hold something new by then (walk 18b got «shown above», then a documents refusal).
      const lastAnswer = input.history.map((m) => m.role).lastIndexOf("assistant");
      const recent = lastAnswer < 0 ? [] : input.history.slice(Math.max(0, lastAnswer - 1), lastAnswer + 1);
      // A chat whose turns carry no calls (an older record) cannot tell when a call ran: any earlier one counts.
      const traced = input.history.some((m) => m.toolCalls?.length);
      const ok = (input.succeededCalls ?? []).filter((c) => !traced || recent.some((m) => m.toolCalls?.some((r) => r === c || sameCall(r, c))));
      if (traced) input = { ...input, history: recent };
      if (ok.some((c) => sameCall(c, call)) && !namesMore(call, message, input.history)) return `${call.name}(${JSON.stringify(call.arguments)}) already succeeded in this chat`;
      const okHistory = input.history.map((m) => ({ ...m, toolCalls: m.toolCalls?.filter((c) => ok.some((s) => s === c || sameCall(s, c))) }));
      return sameRequestAnswered(call, message, okHistory) ? `${call.name} already answered this very request in this chat` : null;
    },
  };
}
