import { ASKS_LIST, ASKS_SKILLS } from "../text/speech-acts.ts";

export function asksDocumentList(message: string): boolean {
  return ASKS_LIST.test(message.trim());
}

export function asksSkillList(message: string): boolean {
  return ASKS_SKILLS.test(message.trim());
}
