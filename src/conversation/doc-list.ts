import { ASKS_LIST, ASKS_SKILLS } from "../text/speech-acts.ts";
import { withoutGreeting } from "../text/stopwords.ts";

export function asksDocumentList(message: string): boolean {
  return ASKS_LIST.test(message.trim());
}

/** «какие у тебя есть навыки?», after a greeting too («привет! …»). */
export function asksSkillList(message: string): boolean {
  return ASKS_SKILLS.test(withoutGreeting(message));
}
