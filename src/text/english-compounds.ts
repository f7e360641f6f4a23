import { conceptsOfEnglish } from "./concepts.ts";
import { isStopword } from "./tokens.ts";

/**
 * English writes many compounds open as often as closed («time off» / «timeoff», «key card» / «keycard», «per diem» /
 * «perdiem», «pay day» / «payday»: Merriam-Webster lists both stylings for several). The thesaurus lists such a compound
 * closed, as one word beside its Russian equivalents (thesaurus-english.ts: «отгул» — «timeoff»); typed open, its two words
 * met other groups («time» met «в любое время» and «how do I request time off?» got the remote-work request). Two English
 * words are read as one where the thesaurus lists them joined; the first may be no function word («every day» stays two).
 */
/** `typed`, when given, records each joined word as the person typed it («timeoff» → «time off»), for what an answer shows. */
export function withEnglishCompoundsClosed(text: string, typed?: Map<string, string>): string {
  if (!/[a-z]\s+[a-z]/i.test(text)) return text;
  // Each word with the one after it, overlapping: «want time off» looks at «want time» and then «time off».
  return text.replace(/(?<![\p{L}\p{N}'’-])([a-z]{2,})\s+(?=([a-z]{2,})(?![\p{L}\p{N}'’-]))/giu, (all, a: string, b: string) => {
    const joined = `${a}${b}`.toLowerCase();
    if (isStopword(a.toLowerCase()) || conceptsOfEnglish(joined).length === 0) return all;
    typed?.set(joined, `${a} ${b}`);
    return a;
  });
}
