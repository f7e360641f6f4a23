import { stem } from "./tokens.ts";

/**
 * Abbreviations a document defines itself: «Комиссионное вознаграждение (КВ) начисляется…», «средства индивидуальной защиты
 * (далее — СИЗ)». Russian official writing introduces an initialism in brackets after its full name (ГОСТ Р 7.0.97-2016,
 * § 5.6: сокращения вводятся при первом упоминании), and then writes only the initialism: «Бухгалтерия выплачивает КВ до
 * 15-го числа» is the answer to «когда выплачивают комиссию?», which shares no word with it (session 30, insurance q10).
 * A definition counts when the initials of the words right before the bracket spell the abbreviation.
 */
const DEFINED = /((?:\p{L}+[\s-]+){1,6})\(\s*(?:далее\s*[—–-]?\s*)?(\p{Lu}{2,6})\s*\)/gu;

export interface DefinedAbbreviation {
  /** The abbreviation as a search term (its lower-cased stem). */
  term: string;
  /** The stems and five-letter truncations of the words it stands for. */
  words: string[][];
}

/**
 * A code a legend glosses in brackets right after it: «P1 (критично: система клиента не работает) — реакция 15 минут»,
 * «L2 (неисправность: …)». Levels, priorities and classes are written as a letter with a number and explained once; the rules
 * then write only the code («Если дежурный не может решить инцидент P1 за 1 час…»), while a person says the gloss («критичный
 * инцидент»). The gloss is the bracket's first word, ended by a colon, a comma, a dash or the bracket; a code is one or two
 * capital letters and a number, so an initialism defined the other way round («КВ» above) is not read so.
 */
const GLOSSED = /(?<![\p{L}\d])(\p{Lu}{1,2}-?\d{1,2})\s*\(\s*(\p{L}{4,})\s*(?=[:,)—–-])/gu;

/** The abbreviations a text defines, each with the terms of the words it stands for. */
export function definedAbbreviations(text: string): DefinedAbbreviation[] {
  const out: DefinedAbbreviation[] = [];
  for (const m of text.matchAll(GLOSSED)) {
    const s = stem(m[2]!.toLowerCase().replaceAll("ё", "е"));
    out.push({ term: stem(m[1]!.toLowerCase()), words: [s.length >= 5 ? [s, "~" + s.slice(0, 5)] : [s]] });
  }
  for (const m of text.matchAll(DEFINED)) {
    const abbr = m[2]!;
    const before = m[1]!.split(/[\s-]+/).filter(Boolean);
    const named = before.slice(-abbr.length);
    if (named.length !== abbr.length || named.some((w, i) => w[0]!.toUpperCase() !== abbr[i])) continue;
    const words = named.map((w) => { const s = stem(w.toLowerCase().replaceAll("ё", "е")); return s.length >= 5 ? [s, "~" + s.slice(0, 5)] : [s]; });
    out.push({ term: stem(abbr.toLowerCase()), words });
  }
  return out;
}
