import { CONCEPT_GROUPS } from "./thesaurus.ts";
import { isStopword } from "./tokens.ts";

/**
 * A compound typed as two words: «какой дресс код», «пароль от вай фай», «what's the dress code». The thesaurus writes it as one
 * word («дресскод», «вайфай», «dresscode»; a hyphenated compound is read so too, tokens.ts), and apart neither half is it:
 * walk 32's «какой дресс код» was refused beside «Внешний вид и форма», which the phrase reader gives the dress code's group
 * (thesaurus-phrases.ts). Joined only when the joined word (six letters or more) is a word of the thesaurus: two words side by
 * side that are no compound («почтовый ящик») never join into one of its entries, nor does a function word with the word after
 * it: «на личные дела» is no «наличные», «не рабочий» is said apart.
 */
let joinable: Set<string> | null = null;
const thesaurusWords = () => (joinable ??= new Set(CONCEPT_GROUPS.flat().filter((w) => w.length >= 6)));

const WORD = /\p{L}+/gu;

/** The text with each compound typed apart written as the thesaurus's one word («дресс код» → «дресскод»). */
export function compoundsJoined(text: string): string {
  const found = [...text.matchAll(WORD)];
  let out = "";
  let at = 0;
  for (let k = 0; k + 1 < found.length; k++) {
    const a = found[k]!, b = found[k + 1]!;
    const between = text.slice(a.index! + a[0].length, b.index!);
    if (a[0].length < 2 || b[0].length < 2 || !/^[\s-]+$/u.test(between) || isStopword(a[0].toLowerCase())) continue;
    const joined = `${a[0]}${b[0]}`.toLowerCase().replaceAll("ё", "е");
    if (!thesaurusWords().has(joined)) continue;
    out += text.slice(at, a.index!) + joined;
    at = b.index! + b[0].length;
    k++;
  }
  return out + text.slice(at);
}

/**
 * The thesaurus words a text writes as two words («SERVICE DESK», «Дресс код»): a passage holds them as the joined word too,
 * so a question read with the joined word («сервис деск» → «сервисдеск») still meets a section headed «SERVICE DESK»
 * (heldout-insurance q14 was refused once questions were joined and passages were not).
 */
export function joinedPairs(text: string): string[] {
  const ws = text.toLowerCase().replaceAll("ё", "е").match(/\p{L}+/gu) ?? [];
  const out: string[] = [];
  for (let k = 0; k + 1 < ws.length; k++) {
    if (ws[k]!.length < 2 || ws[k + 1]!.length < 2 || isStopword(ws[k]!)) continue;
    const joined = ws[k]! + ws[k + 1]!;
    if (thesaurusWords().has(joined)) out.push(joined);
  }
  return out;
}
