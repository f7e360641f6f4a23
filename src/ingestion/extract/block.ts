/** The format-neutral stream every extractor produces before sections are assembled. */

/** Layout hints a heading guess can lean on; absent for formats that have none. */
export interface BlockCues {
  /** The whole block is set in a font other than the body font (bold, as a rule). */
  emphasized?: boolean;
  /** Font size in points. */
  size?: number;
  /** How many printed lines the block took. */
  lines?: number;
}

/** A heading or a paragraph (a table or list is one paragraph, one row or item a line). */
export interface Block {
  kind: "heading" | "para";
  text: string;
  /** Heading depth: 1 is the top; 0 is a document title above the top. */
  level?: number;
  page?: number | null;
  /** Offsets inside `text` where a new page begins (a paragraph running over a page end). */
  pageBreaks?: { at: number; page: number }[];
  cues?: BlockCues;
}

/** A paragraph block. */
export function para(text: string, page: number | null = null, cues?: BlockCues): Block {
  return { kind: "para", text, page, cues };
}

/** A heading block with a known level. */
export function heading(text: string, level: number, page: number | null = null): Block {
  return { kind: "heading", text, level, page };
}
