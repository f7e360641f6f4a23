import { words } from "./tokens.ts";
import { PRAISE, PRAISE_COMPANY } from "./speech-acts.ts";

/**
 * Thanking for help in everyday Russian and English: a word of thanks, then only words saying that the help helped
 * («спасибо большое, ты очень помогла!», «thank you so much, that was really helpful»). General vocabulary (the
 * thanking formulas of both languages), not any one message's words.
 */
const THANKS = new Set(["спасибо", "спс", "благодарю", "благодарствую", "thanks", "thank", "thx", "ty", "cheers"]);
/** Roots of «help» and «use»: «помогла», «выручил», «полезно», «helped», «helpful», «useful», «saved». */
const HELPED = /^(?:помог|помож|выручи|выруча|полезн|пригодил|пригоди|help|useful|saved|lifesaver)/u;
const COMPANY = new Set([...PRAISE_COMPANY, ...PRAISE.flatMap((p) => p.split(" ")),
  "мне", "меня", "нам", "нас", "сильно", "очень", "здорово", "так", "уже", "было", "это", "все", "всё", "за", "помощь", "помощи", "ок",
  "a", "lot", "me", "us", "it", "that", "this", "was", "has", "have", "been", "much", "very", "for", "your", "the", "help", "ok", "okay", "great", "all"]);

/** True when the whole message thanks for help: a thanks word, and every other word one of help, praise or their company. */
export function thanksForHelp(message: string): boolean {
  const ws = words(message);
  if (!ws.some((w) => THANKS.has(w)) || ws.some((w) => /\d/.test(w))) return false;
  return ws.every((w) => THANKS.has(w) || HELPED.test(w) || COMPANY.has(w));
}
