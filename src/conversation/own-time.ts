import type { Decision, RouteInput } from "../routing/types.ts";
import { asksOwnTime } from "../routing/embedded/score.ts";
import { PERIOD_KEYS } from "../routing/embedded/args.ts";

/**
 * «what do I have this week», «что у меня на этой неделе»: the person asks what they themselves have over a period the
 * router read, which is their calendar, whatever the documents say of a week (walk 21b: the vacation rule's «две недели»
 * met «week» and answered instead). Such a call is no weak choice for the documents to take over.
 */
export function asksOwnPeriod(d: Decision, input: RouteInput): boolean {
  if (input.state.skill || d.outcome !== "tool" || d.tools.length !== 1 || d.tools[0].name !== "calendar_search") return false;
  const args = d.tools[0].arguments ?? {};
  return asksOwnTime(input.message) && PERIOD_KEYS.some((k) => args[k] !== undefined);
}
