import { FEELING_COMPANY, LOW, TIRED } from "../text/speech-acts.ts";
import type { Phrases } from "./phrases.ts";

/** The words of a message, apostrophes kept («i'm»), «ё» read as «е». */
const wordsOf = (message: string) => message.toLowerCase().replaceAll("ё", "е").match(/[\p{L}]+(?:['’-][\p{L}]+)*/gu) ?? [];

/** What a message says of the person's state: «tired», «low», or null when it says anything more (speech-acts.ts). */
export function feelingOf(message: string): "tired" | "low" | null {
  const w = wordsOf(message).map((x) => x.replace("’", "'"));
  if (!w.length || w.length > 10 || /\d/.test(message)) return null;
  const tired = w.some((x) => TIRED.has(x));
  const low = w.some((x) => LOW.has(x));
  if (!tired && !low) return null;
  return w.every((x) => TIRED.has(x) || LOW.has(x) || FEELING_COMPANY.has(x)) ? (tired ? "tired" : "low") : null;
}

/** True when the message tells how the person feels and nothing more. */
export const tellsFeeling = (message: string) => feelingOf(message) !== null;

/** «как дела?», «how are you»: the person asks after the assistant too. */
export const asksHowAreYou = (message: string): boolean => /как\s+(?:у\s+тебя\s+|у\s+вас\s+)?дела|how\s+are\s+you/iu.test(message);

/** The kind word it gets: «как дела?» answered first when asked. */
export function feelingReply(message: string, P: Phrases): string {
  return `${asksHowAreYou(message) ? P.fineThanks + " " : ""}${feelingOf(message) === "tired" ? P.tired : P.feelingLow}`;
}
