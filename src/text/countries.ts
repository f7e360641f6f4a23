/**
 * Foreign countries by their Russian names, and what rules call every one of them: «за рубежом», «заграница», «abroad».
 * «сколько суточных в командировке в германии» is answered by «50 евро в день за рубежом» (lead's walk 31). The names come
 * from CLDR through ICU (Intl.DisplayNames over the ISO 3166 two-letter codes), not from a list written here.
 *
 * Only one-word names (a word is what a question is read by); Russia is home, not abroad. A name is met only in the forms
 * of its own declension (FORMS), never by a shared stem: «груза» is cargo, not «Грузия». Names under five letters stay
 * out, being common words as often as countries («Чад», «Мали», «Того», «Куба», «Перу», «Гана»).
 */
const HOME = new Set(["RU", "SU"]);
const ABROAD = ["рубеж", "зарубежный", "заграница", "abroad", "foreign"];

/**
 * A name's case forms by its ending (Зализняк's noun classes, as place names decline): «Германия» → «германии»,
 * «Китай» → «китае», «Египет» keeps its «е» (rare fleeting vowels are not guessed: a form missed is only a miss).
 * A name in «-о», «-е», «-у», «-и», «-э» is indeclinable (Монако, Зимбабве, Чили); in «-ы» it is plural (Нидерланды).
 */
const FORMS: [RegExp, string[]][] = [
  [/ия$/u, ["ия", "ии", "ию", "ией"]],
  [/ы$/u, ["ы", "ов", "ам", "ах", "ами"]],
  [/(?<=[оеуиэ])$/u, [""]],
  [/а$/u, ["а", "ы", "и", "е", "у", "ой"]],
  [/я$/u, ["я", "и", "е", "ю", "ей"]],
  [/й$/u, ["й", "я", "ю", "е", "ем"]],
  [/ь$/u, ["ь", "я", "ю", "е", "ем", "и", "ью"]],
  [/(?<=[жшчщц])$/u, ["", "а", "у", "е", "ем"]],
  [/$/u, ["", "а", "у", "е", "ом"]],
];

let forms: Set<string> | null = null;

function countryForms(): Set<string> {
  if (forms) return forms;
  const names = new Intl.DisplayNames(["ru"], { type: "region", fallback: "none" });
  forms = new Set();
  for (let a = 65; a <= 90; a++) for (let b = 65; b <= 90; b++) {
    const code = String.fromCharCode(a, b);
    const name = HOME.has(code) ? undefined : names.of(code)?.toLowerCase().replaceAll("ё", "е");
    // Groupings («Европейский союз», «еврозона») and many-word names are not one word; pseudo-locales are not places.
    if (!name || name.length < 5 || !/^\p{Ll}+$/u.test(name) || /^(?:еврозона|псевдо)/u.test(name)) continue;
    const [end, endings] = FORMS.find(([re]) => re.test(name))!;
    const base = name.replace(end, "");
    for (const e of endings) forms.add(base + e);
  }
  return forms;
}

/** The words rules say abroad by, when the word is a foreign country's name in one of its forms; none otherwise. */
export function abroadFor(word: string): string[] {
  return countryForms().has(word.toLowerCase().replaceAll("ё", "е")) ? ABROAD : [];
}
