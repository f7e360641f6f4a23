import { russianDictionary } from "./dictionary.ts";
import { VERB_OF, derivedTerms, verbOwnTerms } from "./derivation.ts";

/**
 * The verb an action noun is made from (отглагольные существительные: Русская грамматика 1980, §§ 173–176, 183): «-ние»
 * after the infinitive's stem vowel (питать → питание, ожидать → ожидание, решить → решение, терпеть → терпение), «-тие»
 * after a root (развить → развитие, открыть → открытие) and «-ация» of a verb in «-ировать»/«-овать» (фиксировать →
 * фиксация, организовать → организация). Snowball stems the noun and the verb apart («питан», «пита»), so a person who
 * writes «как питаться» never met the skill «Питание и рацион», nor «надо зафиксировать» a procedure's «фиксация».
 * In «-ение» the verb's root may have alternated (§ 1489, as in its participle): «л» after a labial is epenthetic
 * (исправить → исправление), «щ» is «т» or «ст» (обратить → обращение), «жд» is «д» (освободить → освобождение),
 * «ж» is «з» or «д», «ч» is «т», «ш» is «с». The verb must be a word of the dictionary, as derivation.ts requires.
 */
const NIE = /^([а-я]{2,}?)([аяе])ни(?:е|я|ю|ем|и|й|ям|ями|ях)$/;
const TIE = /^([а-я]{2,}?[иыу])ти(?:е|я|ю|ем|и|й|ям|ями|ях)$/;
const ACIA = /^([а-я]{3,}?)аци(?:я|и|ю|ей|й|ям|ями|ях)$/;
const BACK: [RegExp, string[]][] = [
  [/([бвмпф])л$/, ["$1"]], [/жд$/, ["д"]], [/щ$/, ["т", "ст"]], [/ж$/, ["з", "д"]], [/ч$/, ["т"]], [/ш$/, ["с"]],
];

/** The infinitive an action noun comes from, as the dictionary holds it (reflexive only when only it is a verb); null otherwise. */
export function verbOfAction(word: string): string | null {
  const w = word.toLowerCase().replaceAll("ё", "е");
  const dict = russianDictionary();
  const found = (cands: string[]) => cands.find((v) => dict.has(v)) ?? cands.map((v) => v + "ся").find((v) => dict.has(v)) ?? null;
  const acia = ACIA.exec(w);
  if (acia) return found([acia[1] + "ировать", acia[1] + "овать"]);
  const tie = TIE.exec(w);
  if (tie) return found([tie[1] + "ть"]);
  const nie = NIE.exec(w);
  if (!nie) return null;
  const [, root, vowel] = nie;
  if (vowel !== "е") return found([root + vowel + "ть"]);
  const roots = [root, ...BACK.flatMap(([re, tos]) => (re.test(root) ? tos.map((t) => root.replace(re, t)) : []))];
  return found(roots.flatMap((r) => [r + "ить", r + "еть"]));
}

/**
 * Every verb term a word meets its kin by: the verb of its form (derivation.ts verbOwnTerms), of its noun in «-к(а)» or
 * adjective in «-льн-» (derivedTerms), or of its action noun (above). For matching a request's words with a skill's text,
 * where «зафиксировать» and «фиксация», «питаться» and «питание» name one job.
 */
export function verbKinTerms(word: string): string[] {
  const action = verbOfAction(word);
  const own = verbOwnTerms(word);
  return [...new Set([...own, ...derivedTerms(word), ...(action ? [VERB_OF + action] : [])])];
}
