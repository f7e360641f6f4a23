import type { Decision, RouteInput } from "../routing/types.ts";
import type { Lang, Phrases } from "./phrases.ts";
import { asksClock, clockAnswer } from "./clock.ts";
import { asksReminder } from "./reminders.ts";
import { arithmeticAnswer, arithmeticOf } from "./arithmetic.ts";
import { asksToStop } from "./enough.ts";
import { asksDocumentList } from "./doc-list.ts";

/** What a self-answer may say from: the interface's phrases and language, the clock, the documents' names. */
export interface SelfAnswerContext { P: Phrases; lang: Lang; now: Date; zone: string; documents: () => string[] }

interface SelfAnswer {
  /** The decision record's reason. */
  reason: string;
  matches(message: string): boolean;
  say(message: string, c: SelfAnswerContext): string;
}

/**
 * What the assistant answers itself, whatever routing leaned to: «хватит», its list of documents, a
 * reminder it cannot set, a sum, the date. One table, read after routing (the decision becomes a plain
 * answer, with its reason) and by the text turn (the words), first match wins.
 */
const SELF_ANSWERS: readonly SelfAnswer[] = [
  { reason: "«enough»: the topic ends, said in words", matches: asksToStop, say: (_, c) => c.P.stopped },
  { reason: "the list of the company's documents", matches: asksDocumentList, say: (_, c) => c.P.documentList(c.documents()) },
  { reason: "a reminder: none can be set here, said in words", matches: asksReminder, say: (_, c) => c.P.noReminder },
  { reason: "arithmetic: computed", matches: (m) => arithmeticOf(m) !== null, say: (m, c) => arithmeticAnswer(arithmeticOf(m)!, c.lang) },
  { reason: "the clock answers: today's date and time", matches: asksClock, say: (_, c) => clockAnswer(c.now, c.zone, c.lang) },
];

export function selfAnswerOf(message: string): SelfAnswer | null {
  return SELF_ANSWERS.find((a) => a.matches(message)) ?? null;
}

/** Outside a skill and a rule, a message the assistant answers itself becomes a plain answer. */
export function answerInWords(d: Decision, input: RouteInput): Decision {
  const own = input.state.skill || d.rule ? null : selfAnswerOf(input.message);
  if (!own) return d;
  // «self-answer:» marks the record so the dashboard never lists the turn as a question the documents left open.
  return { ...d, outcome: "text", tools: [], skill: undefined, clarify: undefined, reasons: [...d.reasons, `self-answer: ${own.reason}`] };
}
