/** Reading a heading line: its number ("2.3. Такси", "IV. Сроки", "Раздел 2. Оплата") and its case. */

export interface HeadingNumber {
  /** As printed, without the trailing dot: "2.3", "IV", "Раздел 2". */
  number: string;
  /** Heading words after the number; empty when the line is only a number ("Раздел 2"). */
  rest: string;
  /** 1 for "2." or "IV.", 2 for "2.3", and so on; keyword headings report 1. */
  depth: number;
  /** Rank of the keyword for keyword headings (Часть < Раздел < Глава < Статья), else undefined. */
  keywordRank?: number;
}

// Outer to inner: a document that uses several of these nests them in this order.
const KEYWORDS: [RegExp, number][] = [
  [/^(часть|part)$/i, 0],
  [/^(раздел|section)$/i, 1],
  [/^(глава|chapter)$/i, 2],
  [/^(статья|article|§)$/i, 3],
  [/^(приложение|appendix|annex)$/i, 0],
];

const KEYWORD_RE = /^(Часть|Раздел|Глава|Статья|Приложение|Part|Section|Chapter|Article|Appendix|Annex|§)\s*(\d{1,3}(?:\.\d{1,3})*|[IVXLC]{1,6}|[А-ЯA-Z])(?![\p{L}\d])\.?\s*(.*)$/iu;
const DOTTED_RE = /^(\d{1,2}(?:\.\d{1,2}){0,5})(\.?)\s+(.*)$/u;
const ROMAN_RE = /^([IVXLC]{1,6})\.\s+(.*)$/u;

/** Splits a heading line into its number and words; null when it does not start with a number. */
export function parseHeadingNumber(line: string): HeadingNumber | null {
  const text = line.trim();
  const kw = KEYWORD_RE.exec(text);
  if (kw) {
    const rank = KEYWORDS.find(([re]) => re.test(kw[1]!))?.[1] ?? 1;
    return { number: `${kw[1]} ${kw[2]}`, rest: stripSeparator(kw[3]!), depth: 1, keywordRank: rank };
  }
  const dotted = DOTTED_RE.exec(text);
  if (dotted) {
    const parts = dotted[1]!.split(".");
    // "1 Общие положения" without a dot is a heading; "2 дня" or "150 000" is not.
    if (!dotted[2] && parts.length === 1 && !/^\p{Lu}/u.test(dotted[3]!)) return null;
    if (/^\d/.test(dotted[3]!)) return null;
    return { number: dotted[1]!, rest: dotted[3]!.trim(), depth: parts.length };
  }
  const roman = ROMAN_RE.exec(text);
  if (roman) return { number: roman[1]!, rest: roman[2]!.trim(), depth: 1 };
  return null;
}

function stripSeparator(s: string): string {
  return s.replace(/^[.:—–-]\s*/, "").trim();
}

/** The heading's words for the heading path: "2.3. Такси" → "Такси"; a bare "Раздел 2" stays. */
export function headingName(line: string): { name: string; number?: string } {
  const n = parseHeadingNumber(line);
  if (!n) return { name: line.trim() };
  return { name: n.rest || n.number, number: n.number };
}

/**
 * At least four letters and none of them lower-case: "ОБЩИЕ ПОЛОЖЕНИЯ". A closing remark in brackets may be in lower case:
 * «ЦЕНЫ НА ОБУЧЕНИЕ И ПРАВИЛА ДЛЯ КУРСАНТОВ (для администраторов и инструкторов)» is a title with a note on whom it is for
 * (walk 40 quoted it as a sentence of the answer).
 */
export function isAllCaps(text: string): boolean {
  const letters = text.replace(/\s*\([^()]*\)\s*$/, "").match(/\p{L}/gu) ?? [];
  return letters.length >= 4 && text.length <= 100 && letters.every((c) => c === c.toUpperCase() && c !== c.toLowerCase());
}
