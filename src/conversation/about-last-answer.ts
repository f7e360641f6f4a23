import type { RouteInput } from "../routing/types.ts";
import { contentStems } from "../text/tokens.ts";

/**
 * Whether the message asks about the answer just given: every content word of it is a word of the assistant's last
 * answer («это за смену?» after «Мойка окон на высоте: ставка за смену — 5 000 рублей»). Such a message continues that
 * thread; the skills whose procedures happen to say the same word («недавняя смена руководителя») are not what it asks
 * between (lead36). A message with no content word of its own («а это?») is left to the rules that read pronouns.
 */
export function asksAboutLastAnswer(input: RouteInput): boolean {
  const last = [...input.history].reverse().find((m) => m.role === "assistant");
  if (!last?.content) return false;
  const own = contentStems(input.message).filter((s) => !/^\d+$/.test(s));
  if (own.length === 0) return false;
  const said = new Set(contentStems(last.content));
  return own.every((s) => said.has(s));
}
