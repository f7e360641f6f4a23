import type { Embedder, EmbedRole } from "../types.ts";
import { words, stem, isStopword } from "../../text/tokens.ts";
import { conceptsOf } from "../../text/concepts.ts";
import { firstPartForms } from "../../text/compounds.ts";

/** FNV-1a, 32 bit: a fast stable hash for feature hashing. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface HashEmbedderOptions {
  dims?: number;
  /** Weight of a word's character trigrams relative to its stem; they catch forms the stemmer leaves apart. */
  trigramWeight?: number;
  /** Weight of a word's thesaurus concepts relative to its stem: how much synonyms count. 0 turns them off. */
  conceptWeight?: number;
}

/**
 * The weight-free embedder: Snowball stems and character trigrams of content words,
 * sublinear term frequency, signed feature hashing into a fixed vector, L2-normalised.
 * Thesaurus concepts add a shared feature for synonyms («заказчик» ~ «клиент»). Cosine between two
 * such vectors measures shared vocabulary modulo morphology and listed synonyms; paraphrases beyond
 * the thesaurus stay out of reach, which is the honest limit of an embedder without weights.
 */
export function createHashEmbedder(opts: HashEmbedderOptions = {}): Embedder {
  const dims = opts.dims ?? 1024;
  const triW = opts.trigramWeight ?? 0.35;
  const conW = opts.conceptWeight ?? 0.5;
  const vectorOf = (text: string): Float32Array => {
    const feats = new Map<string, number>();
    const bump = (f: string, w: number) => feats.set(f, (feats.get(f) ?? 0) + w);
    for (const w of words(text)) {
      if (isStopword(w)) continue;
      const s = stem(w);
      bump("w:" + s, 1);
      const padded = `<${s}>`;
      const grams = Math.max(1, padded.length - 2);
      for (let i = 0; i + 3 <= padded.length; i++) bump("c:" + padded.slice(i, i + 3), triW / grams);
      if (conW > 0) for (const g of conceptsOf(s)) bump("g:" + g, conW);
      // «Велокурьеры» is about bicycles as «велосипед» is (compounds.ts).
      if (conW > 0) for (const part of firstPartForms(w)) for (const g of conceptsOf(stem(part))) bump("g:" + g, conW);
    }
    const v = new Float32Array(dims);
    for (const [f, tf] of feats) {
      const h = fnv1a(f);
      const weight = f.startsWith("c:") ? tf : f.startsWith("w:") ? 1 + Math.log(tf) : conW * (1 + Math.log(tf / conW));
      v[h % dims] += h & 0x80000000 ? -weight : weight;
    }
    let norm = 0;
    for (let i = 0; i < dims; i++) norm += v[i] * v[i];
    norm = Math.sqrt(norm) || 1;
    for (let i = 0; i < dims; i++) v[i] /= norm;
    return v;
  };
  return {
    // The version moves whenever a text's features do (v3: the thesaurus learned places and appliances; v4–v5: staying late, eating, burns, work clothes, swaps, the weekend; related word forms; v6: compounds' first parts, «вело-»; v7: the «-нуть» verbs' forms, slang «капнуть», the wedding phrases' group; v8: suppletive plurals, secondary imperfectives, the alternating «-ать» verbs, folded spoken words, English words for an eye test, glasses, lenses, a surcharge, making, telling, minutes, lateness),
    // so vectors stored by an older build are re-embedded at start instead of meeting new queries half-way.
    id: `embedded-hash-v8-${dims}${conW > 0 ? "" : "-noconcepts"}`,
    dims,
    async embed(texts: string[], _as: EmbedRole) {
      return texts.map(vectorOf);
    },
  };
}

/** Cosine of two unit vectors. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}
