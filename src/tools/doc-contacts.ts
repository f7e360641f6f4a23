import type { Database } from "bun:sqlite";
import { contentStems } from "../text/tokens.ts";

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** The clause an address is written in: from the previous sentence, line, list or table break up to it. */
function clauseBefore(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - 200), at);
  const start = Math.max(before.lastIndexOf("\n"), before.lastIndexOf(". "), before.lastIndexOf("; "), before.lastIndexOf("|"));
  return before.slice(start + 1);
}

/**
 * The address the company's documents give for a person or role named in any case form: «Дмитрию Захарову»
 * meets «…Дмитрием Олеговичем Захаровым (d.zakharov@…)», since the stems are the same. Every word said must be
 * in the clause that ends at the address, so «Захарову» does not take a colleague's address written nearby.
 * The documents are the company's own directory when the mailbox has never heard from that person.
 */
export function addressInDocuments(db: Database, to: string): string | null {
  // A role in lowercase («руководителю», «клиенту») is whoever the writer means: its first mention in the documents
  // («Руководитель службы поддержки — …») is someone else's. Only a name, capitalised, is looked up.
  if (!/\p{Lu}/u.test(to)) return null;
  const said = [...new Set(contentStems(to))];
  if (!said.length) return null;
  let rows: { text: string }[];
  try {
    rows = db.query("SELECT text FROM chunks ORDER BY doc_id, ordinal").all() as { text: string }[];
  } catch {
    return null; // a database without documents (a tool test's own) names nobody
  }
  for (const { text } of rows) {
    for (const m of text.matchAll(EMAIL)) {
      const own = new Set(contentStems(clauseBefore(text, m.index!)));
      if (said.every((w) => own.has(w))) return m[0].replace(/\.$/, "");
    }
  }
  return null;
}
