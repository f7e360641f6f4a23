import { ASKS_LIST, ASKS_SKILLS, SELF_INTRODUCTION } from "../text/speech-acts.ts";
import { withoutGreeting } from "../text/stopwords.ts";

export function asksDocumentList(message: string): boolean {
  return ASKS_LIST.test(message.trim());
}

/** «какие у тебя есть навыки?», after a greeting or who the person is too («привет! я новенький, какие…»). */
export function asksSkillList(message: string): boolean {
  const text = withoutGreeting(message);
  return ASKS_SKILLS.test(text) || ASKS_SKILLS.test(text.replace(SELF_INTRODUCTION, ""));
}
