/**
 * Deictic words of time: their meaning is the day they are said on («завтра» is a date only to the
 * speaker), so a document, written once for every day, never holds them. A question's «завтра» says
 * when the person needs the answer, not what it is about. The class is grammar's (дейктические
 * наречия времени; English deictic adverbs of time), listed whole.
 */
const DEICTIC_TIME = new Set([
  "сегодня", "завтра", "вчера", "послезавтра", "позавчера", "сегодняшний", "завтрашний", "вчерашний",
  "today", "tomorrow", "yesterday", "tonight",
]);

/** True for a lower-case word whose meaning is the moment it is said in. */
export function isDeicticTime(word: string): boolean {
  return DEICTIC_TIME.has(word);
}
