import { givenNameFromDative } from "./diminutives.ts";

/**
 * «от имени Игоря Смирнова, менеджера по закупкам» → «Игорь Смирнов, менеджер по закупкам»: a signer named in the
 * genitive, as «от имени» governs, back in the nominative for the signature. Endings by the regular declensions
 * (А. А. Зализняк, «Грамматический словарь русского языка»): masculine -а → zero (Смирнова, менеджера), -я after a
 * vowel → -й (Андрея), -ия → -ий (Дмитрия), other -я → -ь (Игоря); adjectives -ого → -ый (главного), -его → -ий; feminine -ой → -а (Петровой), -ии → -ия (Марии),
 * -ы → -а (Анны), -и after г, к, х → -а (Ольги). Words after a preposition («по закупкам») are kept as said.
 */
const RULES: readonly [RegExp, string][] = [
  [/([гкхжшчщ])ого$/u, "$1ий"],
  [/ого$/u, "ый"],
  [/его$/u, "ий"],
  [/ой$/u, "а"],
  [/ии$/u, "ия"],
  [/ьи$/u, "ья"],
  [/([гкх])и$/u, "$1а"],
  [/ы$/u, "а"],
  [/ия$/u, "ий"],
  [/([аеёиоуыэюя])я$/u, "$1й"],
  [/я$/u, "ь"],
  [/([бвгдджзклмнпрстфхцчшщ])а$/u, "$1"],
];

const PREPOSITION = /^(?:по|в|во|на|из|от|для|с|со|к|ко|при|за|у)$/iu;

/**
 * «Павла» → «Павел», «Льва» → «Лев»: a fleeting vowel (беглый гласный) comes back in the nominative. The dictionary tells
 * it: when the form the endings give is no word and the one with «е» restored is, the latter («Петра» → «Петр» stays).
 */
function withFleetingVowel(word: string, has: (w: string) => boolean): string {
  const m = /^(.*?)(ь?)([бвгдзклмнпрстфхцчшщ])$/u.exec(word);
  if (!m || has(word.toLowerCase())) return word;
  const back = `${m[1]}е${m[3]}`;
  return has(back.toLowerCase()) ? back : word;
}

/**
 * The dative singular's endings by the same declensions: adjectives -ому → -ый (-ий after г, к, х), -ему → -ий; feminine
 * -ой → -а (Веселовой), -ии → -ия (Марии), -ье → -ья (Наталье), -е → -а (Анне, Ольге); masculine -ю after a vowel → -й
 * (Андрею), other -ю → -ь (Игорю), -у → zero (Петрову, клиенту).
 */
const DATIVE: readonly [RegExp, string][] = [
  [/([гкхжшчщ])ому$/u, "$1ий"],
  [/ому$/u, "ый"],
  [/ему$/u, "ий"],
  [/ой$/u, "а"],
  [/ии$/u, "ия"],
  [/ье$/u, "ья"],
  [/([бвгдзклмнпрстфхцчшщ])е$/u, "$1а"],
  [/([аеёиоуыэюя])ю$/u, "$1й"],
  [/ю$/u, "ь"],
  [/([бвгдзклмнпрстфхцчшщ])у$/u, "$1"],
];

function nominative(word: string, has: (w: string) => boolean, rules = RULES): string {
  // «Кате» is Катя, «Лене» Лена: for a given name the list of names tells which (diminutives.ts; walk 22a wrote «Ката»).
  const given = rules === DATIVE ? givenNameFromDative(word) : null;
  if (given) return given;
  for (const [re, to] of rules) if (re.test(word)) return withFleetingVowel(word.replace(re, to), has);
  return word;
}

/**
 * The phrase with every word before its first preposition put back in the nominative. A name in quotes («ООО
 * «Ромашка»») or in capitals is a name as written, never declined.
 */
export function genitiveToNominative(phrase: string, has: (w: string) => boolean = () => false, rules = RULES, adjective = /(?:ого|его)$/u, namesAfterHead = false): string {
  let kept = false;
  let quoted = 0;
  // In each part («Анны Кравцовой, руководителя отдела закупок») the names and the head noun with its adjectives are
  // declined; what follows the head («отдела закупок») is its complement, in the genitive already.
  let headDone = false;
  return phrase.replace(/[«»",]|[\p{L}-]+/gu, (w) => {
    if (w === ",") { headDone = false; return w; }
    if (w === "«") { quoted++; return w; }
    if (w === "»") { quoted = Math.max(0, quoted - 1); return w; }
    if (w === '"') { quoted = quoted ? 0 : 1; return w; }
    if (kept || PREPOSITION.test(w)) { kept = true; return w; }
    const name = /^\p{Lu}/u.test(w);
    if (quoted || /^\p{Lu}{2,}$/u.test(w) || (headDone && !(namesAfterHead && name))) return w;
    if (!name && !adjective.test(w)) headDone = true;
    return nominative(w, has, rules);
  });
}

/**
 * «Наталье Веселовой» → «Наталья Веселова», «механику Носову» → «механик Носов»: an addressee said in the dative, named.
 * A name after the role («механику Носову») stands in apposition, in the same case, and is declined too.
 */
export function dativeToNominative(phrase: string, has: (w: string) => boolean = () => false): string {
  return genitiveToNominative(phrase, has, DATIVE, /(?:ому|ему)$/u, true);
}
