/**
 * Whether a word is a case form of a thesaurus noun or adjective by the endings of its declension (Зализняк, «Грамматический
 * словарь русского языка», 1977: the noun's type by its nominative's ending, both numbers; adjectives' full endings). A stem of
 * three letters or fewer is shared by unrelated words («купить» — «купе», «стоить» — «сто»), so such a stem joins a group
 * only through the group's own word; «дети» reached none of its other cases («детям», «детей», «детьми»), and «Is there a
 * staff discount for my kids?» was hedged over «сотрудникам сети и их детям — 50%» (tune48a e03: «kids» not covered).
 * A short noun in «-о», «-у», «-и», «-ю» here is a loanword that does not decline («поло», «кино», «меню»): it has no forms
 * but itself, so «полу», «полом» (a floor) never reach the polo shirt.
 */
const FORMS: [RegExp, number, readonly string[]][] = [
  [/[ыи]й$/u, 2, ["ый", "ий", "ая", "яя", "ое", "ее", "ые", "ие", "ого", "его", "ому", "ему", "ым", "им", "ом", "ем", "ых", "их", "ую", "юю", "ой", "ей", "ыми", "ими"]],
  [/ия$/u, 2, ["ия", "ии", "ию", "ией", "ий", "иям", "иями", "иях"]],
  [/ие$/u, 2, ["ие", "ия", "ию", "ием", "ии", "ий", "иям", "иями", "иях"]],
  [/ь[яе]$/u, 2, ["ья", "ье", "ьи", "ью", "ьей", "ьем", "ей", "ий", "ьям", "ьями", "ьях"]],
  // A noun named by its plural («дети», «очки», «часы»): the plural's endings.
  [/[гкхжшчщ]и$/u, 1, ["и", "ов", "ей", "ам", "ами", "ах"]],
  [/ти$/u, 1, ["и", "ей", "ям", "ями", "ьми", "ях"]],
  [/ы$/u, 1, ["ы", "ов", "ам", "ами", "ах"]],
  [/а$/u, 1, ["а", "ы", "и", "е", "у", "ой", "ою", "", "ам", "ами", "ах"]],
  [/я$/u, 1, ["я", "и", "е", "ю", "ей", "ею", "ь", "й", "ям", "ями", "ях"]],
  [/е$/u, 1, ["е", "я", "ю", "ем", "и", "ей", "ям", "ями", "ях"]],
  [/[оуиюэ]$/u, 0, [""]],
  [/ь$/u, 1, ["ь", "и", "ью", "ей", "я", "ю", "ем", "е", "ям", "ями", "ях"]],
  [/й$/u, 1, ["й", "я", "ю", "ем", "е", "и", "ев", "ям", "ями", "ях"]],
  [/[гкхжшчщ]$/u, 0, ["", "а", "у", "ом", "ем", "е", "и", "ов", "ей", "ам", "ами", "ах"]],
  [/$/u, 0, ["", "а", "у", "ом", "е", "ы", "ов", "ам", "ами", "ах"]],
];

/** Whether `word` is one of the case forms of `lemma` (both lower case, ё as е): «детям» of «дети», «новую» of «новый». */
export function declinedFrom(lemma: string, word: string): boolean {
  const [, cut, endings] = FORMS.find(([re]) => re.test(lemma))!;
  // The lemma's own ending is what varies: «дети» keeps «дет», «семья» keeps «сем» («семьи», «семей»), «чек» keeps all.
  const base = lemma.slice(0, lemma.length - cut);
  return endings.some((e) => base + e === word);
}
