import { words, stem } from "../text/tokens.ts";

/** A message split into lower-case words and their Snowball stems, computed once and shared by every matcher. */
export interface Tokens {
  words: string[];
  stems: string[];
}

/** Tokenises a text for matching. */
export function tokens(text: string): Tokens {
  const whole = words(text);
  // «документ-памятку», «e-mail»: the parts of a hyphenated word count too, after every whole word,
  // so phrases still match whole words in order.
  const parts = whole.filter((w) => w.includes("-")).flatMap((w) => w.split("-").filter((p) => p.length > 1));
  const w = parts.length ? [...whole, ...parts] : whole;
  return { words: w, stems: w.map(stem) };
}

/** One term of a phrase: a word compared by stem, `root*` as a prefix with a short ending, `=word` exactly. */
type Term = { kind: "stem" | "root" | "exact"; value: string; fleeting?: string | null };

// An ending longer than this is another word that happens to share the root («пост» vs «постановление»).
const MAX_TAIL = 5;

function compile(phrase: string): Term[] {
  return phrase.trim().split(/\s+/).flatMap((part): Term[] => {
    if (part.startsWith("=")) return [{ kind: "exact", value: part.slice(1).toLowerCase().replaceAll("ё", "е") }];
    if (part.endsWith("*")) { const value = part.slice(0, -1).toLowerCase().replaceAll("ё", "е"); return [{ kind: "root", value, fleeting: fleeting(value) }]; }
    return words(part).map((w) => ({ kind: "stem", value: stem(w) }));
  });
}

function termAt(t: Term, tok: Tokens, i: number): boolean {
  if (t.kind === "stem") return tok.stems[i] === t.value;
  if (t.kind === "exact") return tok.words[i] === t.value;
  const w = tok.words[i];
  return (w.startsWith(t.value) && w.length - t.value.length <= MAX_TAIL) || w === t.fleeting;
}

/**
 * The genitive plural of a noun in «-ка» puts a fleeting vowel before the «к» and drops the ending
 * («заметка» → «заметок», «табличка» → «табличек»): a root ending in consonant + «к» meets that form too.
 */
function fleeting(root: string): string | null {
  const m = /^(.*[бвгджзклмнпрстфхцчшщ])к$/u.exec(root);
  if (!m) return null;
  return /[жчшщ]$/.test(m[1]) ? `${m[1]}ек` : `${m[1]}ок`;
}

/** A list of phrases matched on word boundaries by stems or roots: the Cyrillic-safe replacement for \b regexes. */
export interface Lexicon {
  /** The first phrase found in the tokens, or null. */
  find(tok: Tokens): string | null;
  /** Every phrase found, in list order. */
  all(tok: Tokens): string[];
  /** Word index where the first match starts, or -1. */
  indexIn(tok: Tokens): number;
}

/** Builds a lexicon from phrases such as "где купить", "удал*", "=меню", "б/у". */
export function lexicon(phrases: readonly string[]): Lexicon {
  const compiled = phrases.map((p) => ({ phrase: p, terms: compile(p) })).filter((c) => c.terms.length > 0);
  const startOf = (terms: Term[], tok: Tokens): number => {
    for (let i = 0; i + terms.length <= tok.words.length; i++) {
      if (terms.every((t, k) => termAt(t, tok, i + k))) return i;
    }
    return -1;
  };
  return {
    find: (tok) => compiled.find((c) => startOf(c.terms, tok) >= 0)?.phrase ?? null,
    all: (tok) => compiled.filter((c) => startOf(c.terms, tok) >= 0).map((c) => c.phrase),
    indexIn(tok) {
      const found = compiled.map((c) => startOf(c.terms, tok)).filter((i) => i >= 0);
      return found.length ? Math.min(...found) : -1;
    },
  };
}
