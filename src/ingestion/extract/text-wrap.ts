/** Reading plain text typed with hard line breaks at a fixed width («…Краги, очки» / «и дозиметры выдаёт…»). */

/**
 * A list item's marker at the start of a line, a clause's number under its section's included («2.1. Если человек…»):
 * the line under «2. Если клиенту стало плохо» starts a clause of its own, never that title's tail (walk 25a: titles glued
 * to their first clause left the fire and theft clauses under the eye-splash section's name).
 */
export const ITEM = /^(?:[-–—•*▪]|\d{1,2}(?:\.\d{1,2})*[.)])\s/;
/** A row of a two-column table laid out with a dot leader: «Рентген ........ свинцовый фартук». */
export const LEADER_ROW = /\S\s*(?:\.{4,}|…{2,}|_{4,})\s*\S/;
// A line that goes on: it ends without a sentence's end, and the next starts in lower case or with a figure or bracket.
const ENDS_SENTENCE = /[.!?:;]$/;
const GOES_ON = /^[\p{Ll}\d«"(]/u;
// «…в лицо, шею или кисть -» / «вызывайте скорую…»: a line ending with a dash always continues.
const HANGING_DASH = /\s[-–—]$/;
// Fewer wrapped lines than this say nothing about a fixed width.
const MIN_WRAPPED = 3;

/**
 * The width the text was wrapped at, if it was: the longest line that plainly breaks mid-sentence (the next goes
 * on in lower case). Editors wrap a line only when the next word would not fit, so that is the right margin.
 */
export function wrapWidth(groups: string[][]): number | null {
  const widths: number[] = [];
  for (const lines of groups) {
    lines.forEach((line, i) => {
      const next = lines[i + 1];
      if (next !== undefined && !ENDS_SENTENCE.test(line) && /^\p{Ll}/u.test(next) && !ITEM.test(next)) widths.push(line.length);
    });
  }
  return widths.length >= MIN_WRAPPED ? Math.max(...widths) : null;
}

/**
 * Whether `next` carries on the sentence or paragraph of `line`: it goes on in lower case after an unfinished
 * line, the line hangs on a dash, or the line is filled to the margin (the next word would not have fit — so the
 * break is the editor's, not the writer's). A list item or a table row always starts a line of its own.
 */
export function continues(line: string, next: string | undefined, width: number | null): boolean {
  if (next === undefined) return false;
  if (ITEM.test(next)) return dashCarriesOn(line, next, width);
  if (!ENDS_SENTENCE.test(line) && GOES_ON.test(next)) return true;
  if (LEADER_ROW.test(next)) return false;
  if (HANGING_DASH.test(line)) return true;
  const word = /^\S+/.exec(next)?.[0] ?? "";
  return width !== null && !LEADER_ROW.test(line) && line.length + 1 + word.length > width;
}

// A dash item's marker at the start of a line; «повторный» / «— раз в 6 месяцев.»: Russian sets a dash between a clause's
// parts, and an editor wrapping at the margin may put it first on the next line.
const DASH_ITEM = /^[-–—]\s/;

/**
 * Whether a line opening with a dash is the tail of the line before, not a list item: the line before was filled to the
 * margin mid-sentence (no sentence end, no colon that opens a list) and is no dash item itself (a list's items, each
 * wrapped, stay items). Walk 26a: clause 1.1 «…повторный» / «— раз в 6 месяцев.» was cut in two, and «как часто
 * инструктаж?» was answered «повторный».
 */
function dashCarriesOn(line: string, next: string, width: number | null): boolean {
  if (!DASH_ITEM.test(next) || ENDS_SENTENCE.test(line) || DASH_ITEM.test(line) || width === null) return false;
  return line.length + 2 > width;
}

// «(холодный хот-» / «дог, …)»: a hyphen glued to a letter at a line's end. Text editors wrap at spaces and never
// hyphenate, so the hyphen is the word's own (хот-дог, кто-то, 1-й): the halves join with it and without a space.
const WORD_HYPHEN = /[\p{L}\d]-$/u;

/** `line` carried on by `next`: one space between them, none after a word's own hyphen. */
export function joinWrapped(line: string, next: string): string {
  const head = line.trimEnd();
  return WORD_HYPHEN.test(head) && /^\p{L}/u.test(next.trim()) ? `${head}${next.trim()}` : `${head} ${next.trim()}`;
}
