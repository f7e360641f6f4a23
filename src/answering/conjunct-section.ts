import { contentStems } from "../text/tokens.ts";
import { isTableRow } from "../text/row-cells.ts";
import type { Fragment } from "../retrieval/types.ts";

/** A sentence of a section told as a procedure. */
interface Told { fragment: number; text: string; score: number }

/** Where a heading joins its matters: «Отпуск и больничный», «Опоздания, прогулы». */
export const JOINS = /\s+(?:и|а также)\s+|\s*[,;]\s*|\s+and\s+/iu;

/**
 * «я заболел что делать» in the section «Отпуск и больничный»: a heading that joins two matters (сочинительный ряд) names
 * the situation asked by one of them only, and the procedure is that matter's run of sentences, from the first that meets
 * the question most to the first that turns to the other matter (walk 37 told the leave's length and schedule before «Если
 * заболели, сообщите администратору…»). A heading of one matter, or one the question meets in none or in both of its parts,
 * leaves the section told whole. `share` is the part of the question a text says.
 */
export function conjunctTold(told: Told[], home: Fragment, share: (text: string) => number): Told[] | null {
  const parts = (home.headingPath.at(-1) ?? "").split(JOINS).map((p) => p.trim()).filter(Boolean);
  if (parts.length < 2) return null;
  const met = parts.filter((p) => share(p) > 0);
  if (met.length !== 1) return null;
  // The run opens on the sentence that says most of the question: one before it meeting a word only («Если касса зависла…»
  // for «в кассе не хватает 700 рублей») is another case of the same matter.
  const shares = told.map((t) => share(t.text));
  const best = Math.max(...shares);
  if (best <= 0) return null;
  const from = shares.indexOf(best);
  // A sentence the question does not meet that names another part of the heading opens that part's run.
  const others = new Set(parts.filter((p) => p !== met[0]).flatMap((p) => contentStems(p)));
  const turns = (t: Told) => share(t.text) === 0 && contentStems(t.text).some((w) => others.has(w));
  const end = told.findIndex((t, i) => i > from && turns(t));
  const run = told.slice(from, end < 0 ? told.length : end);
  return run.length < told.length ? run : null;
}

/**
 * «что делать с просроченными продуктами» in the short section «Кинобар»: a heading that names nothing of the question
 * (not even through the thesaurus, as «Больничный» names «заболел») names no situation, so the section is no procedure for
 * it; the one sentence that says the whole question («Просроченные продукты списывают по акту…») is the answer, not the
 * popcorn machine's cleaning and the staff discount around it (walk 37).
 */
export function unnamedTold(told: Told[], home: Fragment, share: (text: string) => number): Told[] | null {
  if (share(home.headingPath.join(" ")) > 0) return null;
  const whole = told.filter((t) => share(t.text) >= 0.99);
  return whole.length === 1 ? whole : null;
}

/**
 * «пятно масла на изделии что делать» over a table of cases («Дефект | Что делать»): each row is a case of its own with its
 * action, not a step of one procedure; the row saying most of the question, above every other, is the answer, and the
 * table read out whole put the skipped stitch first (lead's walk 47). Rows met alike leave the table whole.
 */
export function rowTold(told: Told[], share: (text: string) => number): Told[] | null {
  if (!told.every((t) => isTableRow(t.text))) return null;
  const shares = told.map((t) => share(t.text));
  const best = Math.max(...shares);
  if (best <= 0 || shares.filter((s) => s >= best - 1e-9).length !== 1) return null;
  return [told[shares.indexOf(best)]!];
}
