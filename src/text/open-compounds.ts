import { listsStem } from "./concepts.ts";
import { isStopword, stem } from "./tokens.ts";

/**
 * Borrowed compounds are written together, with a hyphen or apart («дресскод», «дресс-код», «дресс код»; Лопатин's
 * «Русский орфографический словарь» gives «дресс-код», and typing drops the hyphen either way). The thesaurus lists such a
 * word joined («дресскод», as a hyphenated word is looked up: tokens.ts indexTerms), so typed apart its halves met nothing
 * of it: «какой дресс код» was refused, though «Флористы работают в… чёрной одежде» answers it (walk 32h). Two Cyrillic
 * words are read as one where the thesaurus lists them joined, as English open compounds are (english-compounds.ts).
 */
/** `typed`, when given, records each joined word as the person typed it («дресскод» → «дресс код»). */
export function withRussianCompoundsClosed(text: string, typed?: Map<string, string>): string {
  if (!/[а-яё]\s+[а-яё]/iu.test(text)) return text;
  return text.replace(/(?<![\p{L}\p{N}-])([а-яё]{3,})\s+(?=([а-яё]{3,})(?![\p{L}\p{N}-]))/giu, (all, a: string, b: string) => {
    const joined = `${a}${b}`.toLowerCase().replaceAll("ё", "е");
    if (isStopword(a.toLowerCase()) || isStopword(b.toLowerCase()) || !listsStem(stem(joined))) return all;
    typed?.set(joined, `${a} ${b}`);
    return a;
  });
}
