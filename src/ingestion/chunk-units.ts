/** Cutting a section's text into the smallest pieces a chunk may start or end at. */

/** A stretch of text by offsets, trimmed of surrounding whitespace. */
export interface Span {
  start: number;
  end: number;
}

// Lower-case abbreviations a sentence does not end at: "ул. Летниковская", "т. е. так".
const ABBREVIATIONS = new Set([
  "ул", "д", "стр", "корп", "кв", "г", "гг", "обл", "пр", "пл", "наб", "пер", "им", "см", "ср", "напр", "т", "е", "п", "пп",
  "ст", "ч", "гл", "разд", "прил", "рис", "табл", "тел", "доб", "каб", "комн", "пом", "эт", "оф", "руб", "коп", "тыс", "млн", "млрд", "др",
  "вкл", "искл", "мин", "макс", "арт", "e.g", "i.e", "etc", "vs", "no", "mr", "mrs", "dr", "st", "approx",
]);

/** Whether a sentence ends at the period after `before` (the text up to it): not after an abbreviation or an initial. */
export function endsSentenceAfter(before: string): boolean {
  const word = /([\p{L}.]+)$/u.exec(before)?.[1]?.replace(/\.$/, "") ?? "";
  return !(/^\p{Lu}$/u.test(word) || (ABBREVIATIONS.has(word.toLowerCase()) && word === word.toLowerCase()));
}

/**
 * Paragraph-first split: blank-line separated blocks, then lines of a block longer than
 * `max`, then sentences of a line longer than `max`, then words of a sentence longer than
 * `max`. Every returned span is at most `max` characters long.
 */
export function splitUnits(text: string, max: number): Span[] {
  const out: Span[] = [];
  for (const block of split(text, { start: 0, end: text.length }, /\n[ \t]*\n\s*/g)) {
    if (size(block) <= max) { out.push(block); continue; }
    for (const line of split(text, block, /\n/g)) {
      if (size(line) <= max) { out.push(line); continue; }
      for (const sentence of sentences(text, line)) {
        if (size(sentence) <= max) out.push(sentence);
        else out.push(...words(text, sentence, max));
      }
    }
  }
  return out;
}

const size = (s: Span) => s.end - s.start;

function split(text: string, within: Span, sep: RegExp): Span[] {
  const out: Span[] = [];
  const slice = text.slice(within.start, within.end);
  let from = 0;
  for (const m of slice.matchAll(sep)) {
    push(out, text, within.start + from, within.start + m.index!);
    from = m.index! + m[0].length;
  }
  push(out, text, within.start + from, within.end);
  return out;
}

function push(out: Span[], text: string, start: number, end: number): void {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  if (end > start) out.push({ start, end });
}

/** Sentence spans: a split after . ! ? … before a capital or digit, unless the word before is an abbreviation or an initial. */
export function sentences(text: string, within: Span): Span[] {
  const out: Span[] = [];
  const slice = text.slice(within.start, within.end);
  let from = 0;
  for (const m of slice.matchAll(/[.!?…]+["»”)]*\s+(?=["«„(]?[\p{Lu}\d])/gu)) {
    if (m[0][0] === "." && !endsSentenceAfter(slice.slice(from, m.index!))) continue;
    const cut = m.index! + m[0].length;
    push(out, text, within.start + from, within.start + cut);
    from = cut;
  }
  push(out, text, within.start + from, within.end);
  return out;
}

function words(text: string, within: Span, max: number): Span[] {
  const out: Span[] = [];
  let start = within.start;
  while (within.end - start > max) {
    let cut = text.lastIndexOf(" ", start + max);
    if (cut <= start) cut = start + max;
    push(out, text, start, cut);
    start = cut;
  }
  push(out, text, start, within.end);
  return out;
}
