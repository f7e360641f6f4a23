import { tokens } from "../routing/lexicon.ts";
import { saysEnough } from "../routing/skill-exit.ts";

/**
 * «хватит», «стоп», «достаточно» outside a skill end the topic: the short message is no follow-up of the
 * last answer (it repeated the per-diem answer), so it is answered in words.
 */
export function asksToStop(message: string): boolean {
  return saysEnough(tokens(message));
}
