/** Text clean-up shared by every extractor, plus byte → string decoding for text formats. */

const LIGATURES: Record<string, string> = { "ﬀ": "ff", "ﬁ": "fi", "ﬂ": "fl", "ﬃ": "ffi", "ﬄ": "ffl", "ﬅ": "st", "ﬆ": "st" };

/**
 * Folds the many Unicode spaces to a plain space, the Unicode hyphens to «-», and drops invisible characters,
 * so that "30 000" typed with a no-break space matches "30 000" in a question; keeps line breaks.
 */
export function cleanText(s: string): string {
  return s
    .replace(/\r\n?/g, "\n")
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, "")
    // «Wi‑Fi» with a word processor's non-breaking hyphen is «Wi-Fi» as people type it.
    .replace(/[\u2010\u2011]/g, "-")
    .replace(/[\ufb00-\ufb06]/g, (c) => LIGATURES[c] ?? c)
    .replace(/[\t\p{Zs}]/gu, " ")
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
    .replace(/[\u2028\u2029]/g, "\n");
}

/** Collapses all whitespace runs (line breaks included) to one space and trims. */
export function squash(s: string): string {
  return cleanText(s).replace(/\s+/g, " ").trim();
}

/** Trims each line, drops spaces runs inside lines and collapses 3+ line breaks to one blank line. */
export function tidyLines(s: string): string {
  return cleanText(s)
    .split("\n")
    .map((l) => l.replace(/ {2,}/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * Decodes a text file: UTF-8 (with or without BOM), UTF-16 with BOM, and, when the bytes are
 * not valid UTF-8, Windows-1251, which is what Russian text files saved on Windows usually are.
 * Returns null for binary data (NUL bytes outside UTF-16).
 */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  const sample = bytes.subarray(0, 8192);
  if (sample.includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1251").decode(bytes);
  }
}
