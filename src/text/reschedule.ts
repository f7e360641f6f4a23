/**
 * A request to move a meeting said politely or in English, which the one-verb MOVE of speech-acts.ts (a verb opening the
 * message) does not read: «can you move the PrintLine meeting to friday 10am?», «reschedule my meeting with X to next
 * Monday», «можешь перенести встречу с ПринтЛайн на пятницу?». Data: the request openers of everyday English and
 * Russian («can/could/would you», «can we», «please», «I need to», «можешь», «надо») and the verbs of rescheduling (Cambridge
 * English Dictionary's synonyms of «reschedule»/«postpone»: move, push, shift, bring forward, put off, delay; Russian
 * перенести, сдвинуть, передвинуть, отложить). Written from general usage, not from a test set.
 */
const OPENER_EN = String.raw`(?:(?:hi|hey|ok|okay|so|please)[,\s]+)*(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|(?:can|could|shall|should)\s+we\s+|please\s+|i\s+(?:need|want|would\s+like|'d\s+like)\s+to\s+|let'?s\s+)?`;
const VERB_EN = String.raw`(?:move|reschedule|push(?:\s+back)?|shift|postpone|bring\s+forward|put\s+off|delay)`;
const TARGET_EN = String.raw`(?:to|till|until|by|for|back\s+to|forward\s+to|on)`;
const OPENER_RU = String.raw`(?:(?:слушай|пожалуйста)[,\s]+)*(?:(?:можешь|можете|сможешь|могли\s+бы|мог\s+бы|не\s+мог\s+бы\s+ты|надо|нужно|хочу|давай)\s+)?(?:пожалуйста[,\s]+)?`;
const VERB_RU = String.raw`(?:перенеси(?:те)?|перенести|сдвинь(?:те)?|сдвинуть|передвинь(?:те)?|передвинуть|подвинь(?:те)?|подвинуть|отложи(?:те)?|отложить)`;
const TARGET_RU = String.raw`(?:на|к|до)`;

const MOVE_SAID = [
  new RegExp(String.raw`^\s*${OPENER_EN}${VERB_EN}\s+(.+?)\s+${TARGET_EN}\s+\S.*$`, "iu"),
  new RegExp(String.raw`^\s*${OPENER_RU}${VERB_RU}\s+(.+?)\s+${TARGET_RU}\s+\S.*$`, "iu"),
];

/** What is to be moved («the PrintLine meeting», «встречу с ПринтЛайн»), or null when the message asks no move. */
export function movedThing(message: string): string | null {
  const text = message.trim().replace(/[?.!]+$/u, "");
  for (const re of MOVE_SAID) {
    const m = re.exec(text);
    if (m) return m[1]!.trim();
  }
  return null;
}
