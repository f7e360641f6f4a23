import { russianDictionary } from "./dictionary.ts";
import { VERB_OF, verbOfDerived } from "./derivation.ts";

/**
 * The action noun in «-ни(е)» / «-ти(е)» (Русская грамматика 1980, § 196–197: оформить → оформление, согласовать →
 * согласование, составить → составление, развить → развитие), which Snowball stems apart from its verb («оформлен»,
 * «оформ»): a person writes «нужно оформление возврата», a skill's head «Оформить возврат». The noun is held as the verb it
 * comes from (derivation.ts VERB_OF), so it meets the verb's forms and the verb's «-к(а)» noun. The verb must be a word of
 * the dictionary; the alternations the noun's root shows before «-ени-» are tried back (§ 1489: л after a labial —
 * составление → составить; ж/д, ж/з, ч/т, ш/с, щ/ст, жд/д — освобождение → освободить).
 */
const NOUN = /^([а-я]{2,}?)(а|я|е|ы|и|у)?(н|т)и(?:е|я|ю|ем|и|й|ям|ями|ях)$/;
const BACK: Record<string, string[]> = { ж: ["д", "з", "г"], ч: ["т", "к"], ш: ["с", "х"], щ: ["ст"] };

function rootsBack(root: string): string[] {
  const out = [root, ...(BACK[root.at(-1)!] ?? []).map((c) => root.slice(0, -1) + c)];
  if (root.endsWith("жд")) out.push(root.slice(0, -2) + "д");
  if (/[вбпмф]л$/.test(root)) out.push(root.slice(0, -1));
  return out;
}

/**
 * The action noun in «-аци(я)» of a verb in «-ировать» / «-овать» (§ 196: фиксировать → фиксация, регистрировать →
 * регистрация, организовать → организация): «надо это зафиксировать» asks for the skill whose head writes «фиксация».
 */
const ATION = /^([а-я]{3,})аци(?:я|и|ю|ей|ям|ями|ях)$/;

/** The infinitive an action noun in «-ние»/«-тие» comes from, as the dictionary holds it; null for any other word. */
export function actionNounVerb(word: string): string | null {
  const w = word.toLowerCase().replaceAll("ё", "е");
  const dict = russianDictionary();
  const ation = ATION.exec(w);
  if (ation) return [ation[1] + "ировать", ation[1] + "овать"].find((v) => dict.has(v)) ?? null;
  const m = NOUN.exec(w);
  if (!m) return null;
  const [, root, vowel, suffix] = m;
  const tries: string[] = [];
  if (suffix === "т") {
    // «развитие», «открытие», «покрытие»: the infinitive keeps the vowel before «-ть».
    if (vowel) tries.push(root + vowel + "ть");
  } else if (vowel === "а" || vowel === "я") {
    tries.push(root + vowel + "ть");
  } else if (vowel === "е") {
    for (const r of rootsBack(root)) tries.push(r + "ить", r + "еть");
  }
  for (const t of tries) {
    if (dict.has(t)) return t;
    if (dict.has(t + "ся")) return t + "ся";
  }
  return null;
}

/** The term of an action noun («оформление» → the verb «оформить»'s); none for other words. */
export function actionNounTerms(word: string): string[] {
  const verb = actionNounVerb(word);
  return verb ? [VERB_OF + verb] : [];
}

/**
 * The verb a derived noun or adjective comes from: the action noun in «-ние», «-тие», «-аци(я)» (above), the noun in «-к(а)»
 * and the adjective in «-льн-» (derivation.ts verbOfDerived); null for any other word.
 */
export function familyVerb(word: string): string | null {
  return actionNounVerb(word) ?? verbOfDerived(word);
}
