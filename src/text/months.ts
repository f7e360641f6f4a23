/**
 * English month names read as the Russian ones, for searching Russian documents: «can i take a day off on march 7 for
 * vacation?» over «5–9 марта … отпуска не предоставляются» met nothing (walk 23b), the weight-free search knowing no
 * «march». Data: the Unicode CLDR month names (en wide and abbreviated; ru format, genitive: «марта», which Snowball
 * stems as the nominative «март»). Months are no thesaurus group: a group would weigh every Russian request that names a
 * month, and one («…на новый объект в апреле») lost its skill. «may» and «mar» are also an English modal verb and a verb:
 * they are read as a month only beside a day's number («may 9», «9th of may»).
 */
const MONTHS: readonly (readonly [string, string])[] = [
  ["january|jan", "января"], ["february|feb", "февраля"], ["march", "марта"], ["april|apr", "апреля"], ["june|jun", "июня"],
  ["july|jul", "июля"], ["august|aug", "августа"], ["september|sept|sep", "сентября"], ["october|oct", "октября"],
  ["november|nov", "ноября"], ["december|dec", "декабря"],
];
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
// Compiled once: the search reads every question (and its previous one) through them.
const NAMED = MONTHS.map(([en, ru]) => [new RegExp(String.raw`(?<![\p{L}])(?:${en})(?![\p{L}])`, "giu"), ru] as const);
const BESIDE_DAY = ([["may", "мая"], ["mar", "марта"]] as const).map(([en, ru]) => ({ en, ru,
  after: new RegExp(String.raw`(?<![\p{L}])${en}\s+(${DAY})(?![\p{L}\d])`, "giu"),
  before: new RegExp(String.raw`(?<![\p{L}\d])(${DAY})\s+(?:of\s+)?${en}(?![\p{L}])`, "giu") }));

/**
 * The text with each English month name written as the Russian one; «may» and «mar» only beside a day's number. A name
 * the documents hold themselves (`held`: an English guide's «March 8») is left as typed.
 */
export function monthsInRussian(text: string, held: (word: string) => boolean): string {
  if (!/[a-z]/iu.test(text)) return text;
  const read = (ru: string) => (m: string) => held(m) ? m : ru;
  let out = NAMED.reduce((t, [name, ru]) => t.replace(name, read(ru)), text);
  for (const { en, ru, after, before } of BESIDE_DAY) {
    if (held(en)) continue;
    out = out.replace(after, `$1 ${ru}`).replace(before, `$1 ${ru}`);
  }
  // «марта 7th», «7th of марта»: beside a month read so, the day's ordinal ending and «of» are no words a document holds.
  return out.replace(/(?<![\p{L}\d])(\d{1,2})(?:st|nd|rd|th)?\s+of\s+(?=[а-я])/giu, "$1 ").replace(/(?<=[а-я]\s+\d{1,2})(?:st|nd|rd|th)(?![\p{L}])|(?<![\p{L}\d])(\d{1,2})(?:st|nd|rd|th)(?=\s+[а-я])/giu, (m, d) => d ?? "");
}
