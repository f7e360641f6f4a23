// The cells of a contacts row that are ways to reach the person, not what the row answers for (directory.ts, answerability.ts).

/** A cell that is a way to reach someone, not what they answer for: a phone, an extension, an address, or its label. */
export const REACH = /@|^\s*(?:\+?\d[\d\s()-]{5,}|(?:доб|ext)\.?\s*\d+|[—–-]?)\s*$/iu;
/** The label of such a cell. */
export const REACH_LABEL = /^\s*(?:телефон|тел\.?|e-?mail|почта|эл\.\s*почта|phone|ext\.?|extension|адрес|внутренний|внутр\.?|доб\.?|добавочный)\s*$/iu;

/** A row's cells without the ways to reach the person (phone, address, extension and their labels). */
export function withoutReach(line: string): string {
  return line.split(" | ").filter((c) => {
    const v = c.replace(/^[^:]{1,40}:\s*/u, "");
    return !REACH.test(v) && !REACH_LABEL.test(c.slice(0, c.length - v.length).replace(/:\s*$/u, ""));
  }).join(" | ");
}

