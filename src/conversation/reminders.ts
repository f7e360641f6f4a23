import type { Decision, RouteInput } from "../routing/types.ts";

/**
 * «напомни мне позвонить клиенту в 15:00», «remind me to…»: the assistant sets no reminders (it has no
 * tool for them). Said plainly — with where a reminder can be set — rather than a question about sales
 * skills the words «позвонить клиенту» brought up.
 */
// «напомни, как оформить командировку» asks to be told again, not to be reminded later: a question word
// after the verb makes it a question for the documents.
const ASKS_REMINDER = /^(?:пожалуйста[,\s]+)?(?:напомни|напомните|поставь\s+напоминание|создай\s+напоминание|remind\s+me|set\s+a\s+reminder)(?![\p{L}])(?![,\s]+(?:мне\s+|нам\s+|пожалуйста[,\s]+)?(?:как|какой|какая|какое|какие|каков\p{L}*|где|когда|сколько|что|кто|кому|куда|почему|зачем|ли|what|how|where|when|who)(?![\p{L}]))/iu;

export function asksReminder(message: string): boolean {
  return ASKS_REMINDER.test(message.trim());
}

/** A reminder request is answered in words, whatever routing leaned to. */
export function answerReminder(d: Decision, input: RouteInput): Decision {
  if (input.state.skill || d.rule || !asksReminder(input.message)) return d;
  return { ...d, outcome: "text", tools: [], skill: undefined, clarify: undefined, reasons: [...d.reasons, "a reminder: none can be set here, said in words"] };
}
