/** A stored document as the list and the API show it. */
export interface DocumentInfo {
  id: number;
  name: string;
  version: number;
  bytes: number;
  pages: number | null;
  chunks: number;
  updatedAt: number;
}

/** A stored fragment of a document. */
export interface StoredChunk {
  id: number;
  docId: number;
  docName: string;
  version: number;
  ordinal: number;
  headingPath: string[];
  page: number | null;
  start: number;
  end: number;
  text: string;
}

/** A fragment found for a question, with its cosine score. */
export interface Fragment extends StoredChunk {
  score: number;
}

/** Turns a chunk into the text its vector is computed from; the heading trick lives here. */
export function embeddingText(c: Pick<StoredChunk, "docName" | "headingPath" | "text">, headingTrick: boolean): string {
  if (!headingTrick) return c.text;
  const doc = c.docName.replace(/\.[^.]+$/, "").replace(/[-_]+/g, " ");
  return `${doc} — ${c.headingPath.join(" › ")}\n${c.text}`;
}
