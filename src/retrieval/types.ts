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
  /** The two sides of a hybrid score, when retrieval mixed them. */
  vectorScore?: number;
  lexicalScore?: number;
}

/** Turns a chunk into the text its vector is computed from; the heading trick lives here. */
export function embeddingText(c: Pick<StoredChunk, "docName" | "headingPath" | "text">, headingTrick: boolean): string {
  if (!headingTrick) return c.text;
  const doc = c.docName.replace(/\.[^.]+$/, "").replace(/[-_]+/g, " ");
  return `${doc} — ${c.headingPath.join(" › ")}\n${c.text}`;
}

/**
 * The text the lexical index sees. With the heading trick on, the section heading counts three times:
 * a heading names what the whole section is about (BM25F-style field weight), while its body may never
 * repeat those words («Такси» over a paragraph about rides after 22:00).
 */
export function lexicalText(c: Pick<StoredChunk, "docName" | "headingPath" | "text">, headingTrick: boolean): string {
  if (!headingTrick) return c.text;
  const heading = c.headingPath.join(" ");
  return `${heading}\n${heading}\n${embeddingText(c, true)}`;
}
