import type { Guard } from "../types.ts";
import { lexicon, tokens } from "../lexicon.ts";

/** Explicit requests to delete. */
export const DELETE_WORDS: readonly string[] = [
  "=удали", "удалить", "удалите", "удалим", "удаля*", "удалени*", "убер*", "убра*", "сотри", "стереть", "снеси", "выкин*", "delete", "remove", "drop", "get rid of",
];

/** Argument values that destroy a goal, filter or segment. */
const DESTRUCTIVE = new Set(["delete", "remove", "drop", "cleanup", "удалить"]);

/** metrics_manage.delete_without_request: a goal or filter is deleted only when the person asks to delete it. */
export function metricsDeleteWithoutRequest(): Guard {
  const del = lexicon(DELETE_WORDS);
  return {
    id: "metrics_manage.delete_without_request",
    appliesTo: "metrics_manage",
    check(call, message) {
      const action = String(call.arguments?.action ?? call.arguments?.operation ?? "").toLowerCase();
      if (!DESTRUCTIVE.has(action)) return null;
      return del.find(tokens(message)) ? null : `action «${action}» but the message does not ask to delete`;
    },
  };
}
