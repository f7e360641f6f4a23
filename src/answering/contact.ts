import type { StoredChunk } from "../retrieval/types.ts";

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const HELP_WORDS = /вопрос|обращ|контакт|персонал|кадр|hr|поддержк|help|contact/i;

/**
 * Whom to suggest when the documents do not answer: an e-mail from the documents, preferring one
 * written next to words about questions, contacts or HR. Null when the documents name nobody.
 */
export function findContact(chunks: StoredChunk[]): string | null {
  let best: { email: string; score: number } | null = null;
  const counts = new Map<string, number>();
  for (const c of chunks) {
    for (const m of c.text.matchAll(EMAIL)) {
      const email = m[0].replace(/\.$/, "");
      counts.set(email, (counts.get(email) ?? 0) + 1);
      const around = c.text.slice(Math.max(0, m.index! - 120), m.index! + 40) + " " + c.headingPath.join(" ");
      const score = (HELP_WORDS.test(around) ? 10 : 0) + (/^(hr|kadr|personal|people)/i.test(email) ? 5 : 0) + counts.get(email)!;
      if (!best || score > best.score) best = { email, score };
    }
  }
  return best?.email ?? null;
}
