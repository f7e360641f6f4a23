import type { Fragment } from "../retrieval/types.ts";

/**
 * A follow-up that points back («а куда потом записать это всё и до когда?» after a customer fell ill) speaks of what the
 * previous question was about: «это всё» is that situation (Русская грамматика 1980, § 2051: the anaphoric «это» refers
 * to the situation just told). Its section is read first, before a passage that only shares the new word («Можно ли
 * записать клиента…», walk 25b). The passages with the referent's section moved to the front; null when it is not among
 * them or already first.
 */
export function onReferent(fragments: Fragment[], referent: Fragment | undefined): Fragment[] | null {
  if (!referent) return null;
  const same = (f: Fragment) => f.docName === referent.docName && f.headingPath.join("/") === referent.headingPath.join("/");
  const at = fragments.findIndex(same);
  if (at <= 0) return null;
  // It ranks as the best passage does: a passage's weight among the others is its score against the first one's.
  const top = Math.max(...fragments.map((f) => f.score));
  return [...fragments.filter(same).map((f) => ({ ...f, score: top })), ...fragments.filter((f) => !same(f))];
}
