import type { HeadingMark } from "./headings.ts";

/**
 * Gives each found heading a depth. Numbers decide where present ("1." above "1.1", "Раздел"
 * above "Глава"); unnumbered headings borrow the depth of numbered ones set in the same font
 * size, and one larger than every numbered heading at the top of the document becomes the
 * title (depth 0). Without numbers, bigger type means a higher level.
 */
export function assignLevels(marks: HeadingMark[]): number[] {
  const kwRanks = [...new Set(marks.flatMap((m) => (m.num?.keywordRank !== undefined ? [m.num.keywordRank] : [])))].sort();
  const dotted = marks.filter((m) => m.num && m.num.keywordRank === undefined);
  const minDepth = Math.min(...dotted.map((m) => m.num!.depth));
  const numberedLevel = (m: HeadingMark): number | null => {
    if (!m.num) return null;
    if (m.num.keywordRank !== undefined) return kwRanks.indexOf(m.num.keywordRank) + 1;
    return kwRanks.length ? kwRanks.length + m.num.depth - minDepth + 1 : m.num.depth;
  };
  const levels = marks.map(numberedLevel);
  const numbered = marks.flatMap((m, i) => (levels[i] !== null ? [{ size: m.size, level: levels[i]! }] : []));
  const unnumberedSizes = [...new Set(marks.flatMap((m, i) => (levels[i] === null && m.size !== undefined ? [m.size] : [])))];
  unnumberedSizes.sort((a, b) => b - a);

  const out: number[] = [];
  let lastNumbered: number | undefined;
  marks.forEach((m, i) => {
    const known = levels[i];
    if (known !== null && known !== undefined) {
      lastNumbered = known;
      return void out.push(known);
    }
    const leadsDocument = i === 0 && numbered.length > 0;
    out.push(unnumberedLevel(m, { numbered, leadsDocument, unnumberedSizes, lastNumbered }));
  });
  return out;
}

interface Context {
  numbered: { size?: number; level: number }[];
  /** First heading of the document, before any numbered one. */
  leadsDocument: boolean;
  unnumberedSizes: number[];
  lastNumbered: number | undefined;
}

function unnumberedLevel(m: HeadingMark, c: Context): number {
  const sized = c.numbered.filter((n) => n.size !== undefined);
  if (m.size !== undefined && sized.length) {
    const same = sized.filter((n) => Math.abs(n.size! - m.size!) < 0.6);
    if (same.length) return mode(same.map((n) => n.level));
    const sizes = sized.map((n) => n.size!);
    if (m.size > Math.max(...sizes)) return c.leadsDocument ? 0 : 1;
    if (m.size < Math.min(...sizes)) return Math.max(...sized.map((n) => n.level)) + 1;
    return sized.reduce((a, b) => (Math.abs(b.size! - m.size!) < Math.abs(a.size! - m.size!) ? b : a)).level;
  }
  if (!c.numbered.length) return m.size !== undefined ? c.unnumberedSizes.indexOf(m.size) + 1 : 1;
  if (c.leadsDocument) return 0;
  if (m.caps) return 1;
  return (c.lastNumbered ?? 0) + 1;
}

function mode(values: number[]): number {
  const count = new Map<number, number>();
  for (const v of values) count.set(v, (count.get(v) ?? 0) + 1);
  return [...count].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
}
