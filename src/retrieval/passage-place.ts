import type { StoredChunk } from "./types.ts";
import { words as tokens } from "../text/tokens.ts";

/**
 * The fragment of a document that holds a quoted passage: a hedge's «возможно, относится» line names its document and
 * section, not its fragment, and walk 28b's tester was taken to the document's top. The passage may be a table row read
 * as a sentence, so it is found by its words, not as a substring: the fragment holding the largest share of them (at
 * least half), the one under the section named winning a tie.
 */
export function fragmentHolding(chunks: StoredChunk[], passage: string, section?: string): number | null {
  const words = wordsOf(passage);
  if (words.size === 0) return null;
  let best: { id: number; score: number } | null = null;
  for (const c of chunks) {
    const path = c.headingPath.join(" › ");
    const own = wordsOf(`${path} ${c.text}`);
    let held = 0;
    for (const w of words) if (own.has(w)) held++;
    const share = held / words.size;
    const score = share + (section && path === section ? 0.01 : 0);
    if (share >= 0.5 && (!best || score > best.score)) best = { id: c.id, score };
  }
  return best?.id ?? null;
}

// The project's one tokenizer (lower case, ё → е); one-letter words say nothing of where a passage stands.
const wordsOf = (text: string) => new Set(tokens(text).filter((w) => w.length > 1));
