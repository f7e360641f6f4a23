/**
 * Fleeting vowels (беглые гласные, Русская грамматика 1980, § 1184): «день — дня, дни, дней», «звонок — звонка»,
 * «отец — отца». Snowball keeps the nominative's vowel («ден», «звонок») and cannot strip an ending from a stem that has
 * no vowel of its own («дня», «дни», «дней» stay whole), so «в какие дни?» never met «2 дня в офисе». Both sides are
 * also held by the vowelless stem: the nominative without its fleeting vowel, an oblique form without its ending.
 * A nominative that keeps its vowel («срок — срока») yields a stem no other word has («срк»), which matches nothing.
 */
const VOWEL = "аеиоуыэюяё";
const C = `[^${VOWEL}\\P{L}]`;

/** Oblique forms whose stem has no vowel: «дня», «днём», «сна», «рта», «льда». */
const OBLIQUE = new RegExp(`^(${C}{2,4})(?:а|я|у|ю|и|ы|е|ей|ем|ём|ом|ам|ям|ах|ях|ами|ями|ов)$`, "u");
/** One-syllable nominatives with «е/о/ё» between consonants: «день», «сон», «лоб», «рот». */
const SHORT = new RegExp(`^(${C}{1,2})[еоё](${C})ь?$`, "u");
/** Longer nominatives in «-ок, -ек, -ёк, -ец, -ень»: «звонок», «подарок», «отец», «ремень»; and genitive plurals that insert
 * the vowel before a final «-г» («деньги — денег», «серьги — серёг», § 1184): a nominative in «-ог» («налог») yields a
 * stem no other word has. The genitive plural of a noun in «-ля» inserts «е» before «ль» as well («туфля — туфель», «петля —
 * петель», § 1184): «сколько стоит прокат туфель» met no «Скальные туфли — 200 ₽» (lead's walk 53). */
const SUFFIX = new RegExp(`^(\\p{L}*[${VOWEL}]\\p{L}*?${C}?)[оеё](к|г|ц|нь|ль)$`, "u");
/** Nominatives in «-ел, -ол» that lose the vowel before «л» (§ 1184: Павел — Павла, угол — угла, узел — узла, посол — посла):
 * «кто такой Павел Громов» meets «инженеру Павлу Громову». Not a verb's past in «-шёл» («пришёл — пришла» is no noun, and
 * «пришл» would meet «пришлите»). */
const LIQUID = new RegExp(`^(\\p{L}*[${VOWEL}]\\p{L}*?${C}?)[оеё](л)$`, "u");
/** Oblique forms whose soft sign stands for the vowel the genitive plural shows: «деньги, деньгами» — «денег». */
const SOFTENED = new RegExp(`^(\\p{L}*[${VOWEL}]${C})ь([кг])(?:а|и|е|у|ой|ам|ами|ах)$`, "u");

/** The vowelless stem a word shares with its other forms, or null when it has no fleeting vowel to lose. */
export function fleetingStem(word: string): string | null {
  if (!/^[а-яё]+$/.test(word) || word.length > 12) return null;
  const oblique = OBLIQUE.exec(word);
  // «льда», «льду» keep the soft sign the nominative «лёд» has not: the stem is read without it («лд»), as «лёд» gives.
  if (oblique) return oblique[1]!.replaceAll("ь", "");
  const short = SHORT.exec(word);
  if (short) return short[1]! + short[2]!;
  const soft = SOFTENED.exec(word);
  if (soft) return soft[1]! + soft[2]!;
  const long = SUFFIX.exec(word);
  if (long) return long[1]! + long[2]!.replace(/ь$/, "");
  const liquid = /ш[её]л$/u.test(word) ? null : LIQUID.exec(word);
  if (liquid) return liquid[1]! + liquid[2]!;
  return null;
}
