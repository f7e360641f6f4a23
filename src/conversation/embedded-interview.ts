import type { Skill } from "../skills/types.ts";
import type { InterviewState } from "../skills/interview/types.ts";
import { interviewTurn } from "../skills/interview/interview.ts";

export { stepAsQuestion } from "../skills/interview/generic.ts";

/**
 * The embedded face has no model to hold a conversation, so a skill interviews the person itself:
 * the procedure becomes plain questions, what the message already says is taken, and the end is a
 * result (see src/skills/interview/). The procedure's own instructions are never shown.
 */
export function embeddedSkillReply(skill: Skill, state: InterviewState | null | undefined, message: string, lang?: "ru" | "en"): { text: string; state: InterviewState } {
  return interviewTurn(skill, state, message, lang);
}
