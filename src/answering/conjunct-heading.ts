import { contentStems } from "../text/tokens.ts";
import type { Fragment } from "../retrieval/types.ts";
import { JOINS } from "./conjunct-section.ts";

/**
 * A heading that joins matters («ОПЛАТА ТРУДА И ОТПУСКА», «Отпуск и больничный») names each of them for some paragraphs of
 * its section only, not for all: the sick-leave paragraph under «ОПЛАТА ТРУДА И ОТПУСКА» says nothing of a leave, yet took
 * «отпуск» from the heading, and «как оформить отпуск» was answered «Листок нетрудоспособности оформляется электронно»
 * (lead's walk 44). A part of such a heading is lent to the paragraphs from the first to the last that name it; a part no
 * paragraph names, to the paragraphs no named part claims; a paragraph naming no part that repeats a word of the one before
 * goes on with its matter. A heading of one matter, or one no paragraph names any part of, is lent whole. Only where a verb
 * asked must be said of its thing (answerability.ts saidOfItsThing): a heading's parts may overlap («Экскурсии и выездные
 * мероприятия»), and the outings' escort rule still answers an excursion's (heldout-school q06 was hedged when every check
 * read the heading so).
 */

/** A paragraph: a block between blank lines, or a line where the text has no blank lines (a .docx's paragraphs). */
function paragraphsOf(text: string): string[] {
  return (/\n\s*\n/.test(text) ? text.split(/\n\s*\n/) : text.split("\n")).map((p) => p.trim()).filter(Boolean);
}

const cache = new WeakMap<Fragment, { parts: string[]; paragraphs: string[]; lent: string[][] } | null>();

/** The parts of a fragment's joining heading lent to each of its paragraphs; null when the heading is lent whole. */
function lending(f: Fragment) {
  if (cache.has(f)) return cache.get(f)!;
  const parts = (f.headingPath.at(-1) ?? "").split(JOINS).map((p) => p.trim()).filter(Boolean);
  const paragraphs = paragraphsOf(f.text);
  let out: { parts: string[]; paragraphs: string[]; lent: string[][] } | null = null;
  if (parts.length >= 2 && paragraphs.length >= 2) {
    const stems = paragraphs.map((p) => new Set(contentStems(p)));
    const spans = parts.map((part) => {
      const own = contentStems(part);
      const holders = stems.flatMap((s, i) => (own.some((w) => s.has(w)) ? [i] : []));
      return holders.length ? [holders[0]!, holders.at(-1)!] as const : null;
    });
    if (spans.some((s) => s !== null)) {
      const names = (i: number) => parts.some((part) => contentStems(part).some((w) => stems[i]!.has(w)));
      const claimed = (i: number) => spans.some((s) => s !== null && s[0] <= i && i <= s[1]);
      const lent = paragraphs.map((_, i) => parts.filter((_, k) => { const s = spans[k]; return s ? s[0] <= i && i <= s[1] : !claimed(i); }));
      // A paragraph repeating a word of the one before goes on with its matter (lexical cohesion): «Запросы P3 ночью не
      // обрабатываются» after «P3 (обычный запрос) — реакция…» under «Приоритеты и время реакции» (kodservice k23).
      for (let i = 1; i < paragraphs.length; i++) if (!names(i) && [...stems[i]!].some((w) => stems[i - 1]!.has(w))) lent[i] = lent[i - 1]!;
      out = { parts, paragraphs, lent };
    }
  }
  cache.set(f, out);
  return out;
}

/** The paragraph of a fragment a sentence stands in (-1 when not found). */
function paragraphAt(l: { paragraphs: string[] }, sentence: string): number {
  const probe = sentence.trim().slice(0, 40);
  return l.paragraphs.findIndex((p) => p.includes(probe));
}

/** The heading a sentence of a fragment is said under: its last heading only with the parts lent to its paragraph. */
export function headingFor(f: Fragment, sentence: string): string {
  const l = lending(f);
  if (!l) return f.headingPath.join(" ");
  const i = paragraphAt(l, sentence);
  return [...f.headingPath.slice(0, -1), ...(i < 0 ? l.parts : l.lent[i]!)].join(" ");
}

/** The matter a sentence of a fragment speaks of, for joining the sentences of one passage: the heading parts lent to it. */
export function matterOf(f: Fragment, sentence: string): string {
  const l = lending(f);
  if (!l) return "";
  const i = paragraphAt(l, sentence);
  return i < 0 ? "" : l.lent[i]!.join("\u0000");
}
