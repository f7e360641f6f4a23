import type { Decision, RouteInput } from "../routing/types.ts";
import { ASKS_LIST } from "../text/speech-acts.ts";

export function asksDocumentList(message: string): boolean {
  return ASKS_LIST.test(message.trim());
}

export function answerDocumentList(d: Decision, input: RouteInput): Decision {
  if (input.state.skill || d.rule || !asksDocumentList(input.message)) return d;
  return { ...d, outcome: "text", tools: [], skill: undefined, clarify: undefined, reasons: [...d.reasons, "the list of the company's documents"] };
}
