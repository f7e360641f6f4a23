import type { ToolCall } from "../../models/types.ts";
import type { Guard } from "../types.ts";
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

/** repeat_call: the same tool with the same arguments already succeeded in this chat; going round in circles. */
export function repeatCall(appliesTo: string): Guard {
  return {
    id: "repeat_call",
    appliesTo,
    check(call, _message, input) {
      const done = (input.succeededCalls ?? []).find((c) => sameCall(c, call));
      return done ? `${call.name}(${JSON.stringify(call.arguments)}) already succeeded in this chat` : null;
    },
  };
}
