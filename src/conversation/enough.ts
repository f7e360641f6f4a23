import type { Decision, RouteInput } from "../routing/types.ts";
import { tokens } from "../routing/lexicon.ts";
import { saysEnough } from "../routing/skill-exit.ts";

/**
 * «хватит», «стоп», «достаточно» outside a skill end the topic: the short message is no follow-up of the
 * last answer (it repeated the per-diem answer), so it is answered in words.
 */
export function asksToStop(message: string): boolean {
  return saysEnough(tokens(message));
}

export function answerStop(d: Decision, input: RouteInput): Decision {
  if (input.state.skill || d.rule || !asksToStop(input.message)) return d;
  return { ...d, outcome: "text", tools: [], skill: undefined, clarify: undefined, reasons: [...d.reasons, "«enough»: the topic ends, said in words"] };
}
