import { splitUnits, type Span } from "./chunk-units.ts";
import type { ChunkDraft, Section } from "./types.ts";

/** Options for `chunkSections`. */
export interface ChunkOptions {
  /** Target chunk length in characters; default 700. */
  maxChars?: number;
}

// A paragraph up to this share of maxChars is "short" and gets repeated at the next chunk's start.
const OVERLAP_SHARE = 0.3;
// A last piece shorter than this share of maxChars joins the chunk before it.
const TAIL_SHARE = 0.25;
const HARD_LIMIT = 1.5;

/**
 * Cuts sections into chunks: a section that fits in `maxChars` is one chunk; a longer one is
 * split at paragraph boundaries (sentences inside an over-long paragraph) into pieces of about
 * `maxChars`, and when a piece ends with a short paragraph, that paragraph is repeated at the
 * start of the next piece so a thought at the seam is not lost. No chunk exceeds 1.5 × maxChars.
 * Offsets point into the document's full text; the page is where the chunk starts.
 */
export function chunkSections(sections: Section[], opts: ChunkOptions = {}): ChunkDraft[] {
  const maxChars = Math.max(50, opts.maxChars ?? 700);
  const out: ChunkDraft[] = [];
  for (const section of sections) {
    for (const span of pieces(section.text, maxChars)) {
      const start = section.start + span.start;
      out.push({
        headingPath: [...section.headingPath],
        text: section.text.slice(span.start, span.end),
        page: pageAt(section, start),
        start,
        end: section.start + span.end,
        ordinal: out.length,
      });
    }
  }
  return out;
}

interface Piece extends Span {
  /** Where the piece's own text begins, after the repeated paragraph. */
  fresh: number;
}

function pieces(text: string, maxChars: number): Span[] {
  const units = splitUnits(text, maxChars);
  if (units.length === 0) return [];
  if (units.at(-1)!.end - units[0]!.start <= maxChars) return [{ start: units[0]!.start, end: units.at(-1)!.end }];

  const out: Piece[] = [];
  let current: Span[] = [];
  let fresh = units[0]!.start;
  for (const unit of units) {
    if (current.length && unit.end - current[0]!.start > maxChars) {
      out.push({ start: current[0]!.start, end: current.at(-1)!.end, fresh });
      const last = current.at(-1)!;
      const repeat = current.length > 1 && last.end - last.start <= maxChars * OVERLAP_SHARE && unit.end - last.start <= maxChars * HARD_LIMIT;
      current = repeat ? [last] : [];
      fresh = unit.start;
    }
    current.push(unit);
  }
  out.push({ start: current[0]!.start, end: current.at(-1)!.end, fresh });
  return mergeTail(out, maxChars);
}

function mergeTail(out: Piece[], maxChars: number): Span[] {
  const last = out.at(-1)!, prev = out.at(-2);
  if (prev && last.end - last.fresh < maxChars * TAIL_SHARE && last.end - prev.start <= maxChars * HARD_LIMIT) {
    out.splice(-2, 2, { start: prev.start, end: last.end, fresh: prev.fresh });
  }
  return out.map(({ start, end }) => ({ start, end }));
}

function pageAt(section: Section, at: number): number | null {
  let page = section.page;
  for (const b of section.pageBreaks ?? []) if (b.at <= at) page = b.page;
  return page;
}
