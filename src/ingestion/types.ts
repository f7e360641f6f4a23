/** One heading's worth of a document: the text under a heading, up to the next heading. */
export interface Section {
  /** Headings from the top down to this section's own heading, numbering stripped ("2.3. Такси" → "Такси"). */
  headingPath: string[];
  /** Body text under the heading; equals `ExtractedDoc.text.slice(start, end)`. */
  text: string;
  /** Page where the body starts (PDF only). */
  page: number | null;
  /** Character offsets of `text` in the document's extracted full text. */
  start: number;
  end: number;
  /** The heading's own number as printed ("2.3", "Раздел 2"), when it had one. */
  number?: string;
  /** Offsets inside [start, end) where a new page begins, so a chunk can tell its own page. */
  pageBreaks?: PageBreak[];
}

/** A new page starting at an absolute offset of the full text. */
export interface PageBreak {
  at: number;
  page: number;
}

/** What an extractor returns for one file. */
export interface ExtractedDoc {
  sections: Section[];
  /** Page count for paged formats (PDF), null otherwise. */
  pages: number | null;
  /** The document's own title (first top heading), or the file name without extension. */
  title: string;
  /** The full extracted text that section and chunk offsets point into. */
  text: string;
}

/** A piece of a section ready to be embedded and stored. */
export interface ChunkDraft {
  headingPath: string[];
  /** Equals `ExtractedDoc.text.slice(start, end)`. */
  text: string;
  /** Page where the chunk starts. */
  page: number | null;
  start: number;
  end: number;
  /** Position of the chunk in its document, from 0. */
  ordinal: number;
}

/**
 * A file that cannot be turned into text; `message` says which file and why, in plain words.
 * `reasonRu` is the same reason in Russian, when the thrower gave one (`messageIn("ru")` uses it).
 */
export class ExtractionError extends Error {
  readonly file: string;
  readonly reason: string;
  readonly reasonRu: string | null;

  constructor(file: string, reason: string, options?: { cause?: unknown; ru?: string }) {
    super(`Cannot read "${file}": ${reason}`, options);
    this.name = "ExtractionError";
    this.file = file;
    this.reason = reason;
    this.reasonRu = options?.ru ?? null;
  }

  /** The message in the reader's language (English when no Russian reason was given). */
  messageIn(lang: "ru" | "en"): string {
    return lang === "ru" && this.reasonRu ? `Не удалось прочитать «${this.file}»: ${this.reasonRu}` : this.message;
  }
}
