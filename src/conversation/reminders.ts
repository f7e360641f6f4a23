import { ASKS_REMINDER } from "../text/speech-acts.ts";

/**
 * «напомни мне позвонить клиенту в 15:00», «remind me to…»: the assistant sets no reminders (it has no
 * tool for them). Said plainly — with where a reminder can be set — rather than a question about sales
 * skills the words «позвонить клиенту» brought up.
 */
export function asksReminder(message: string): boolean {
  return ASKS_REMINDER.test(message.trim());
}
