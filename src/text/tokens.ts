import { stemmer as ruStem } from "@orama/stemmers/russian";
import { stemmer as enStem } from "@orama/stemmers/english";
import { STOPWORDS } from "./stopwords.ts";
import { numeralOf } from "./numerals.ts";
import { plainFigures } from "./figures.ts";
import { relatedForms } from "./verb-forms.ts";
import { firstPartForms, scriptParts } from "./compounds.ts";
import { derivedTerms, participleTerms } from "./derivation.ts";
import { PER_PERIOD, ratePeriodsIn } from "./rate-periods.ts";
import { phraseWords } from "./thesaurus-phrases.ts";
import { readAbbreviations } from "./abbreviations.ts";
import { russianDictionary } from "./dictionary.ts";
import { withStandingRead } from "./stand-or-cost.ts";

const WORD = /[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*/gu;

/** Lower-cases, folds ё to е and splits into word tokens (letters and digits; works for Cyrillic, unlike \b). */
export function words(text: string): string[] {
  // «IT» would lower-case into the pronoun «it» (abbreviations.ts).
  return (readAbbreviations(text).toLowerCase().replaceAll("ё", "е").replace(/[\u2010\u2011]/g, "-").match(WORD) ?? []);
}

// Stemming is the hot spot of routing (every rule and guard stems the message); the stem of a word
// never changes, so a bounded memo of this pure function is safe to share.
const STEMS = new Map<string, string>();
const STEM_CACHE_MAX = 100_000;

/**
 * Snowball cuts the adjective and adverb of «удалённый» (remote: «работать удалённо», «удалёнка») to the stem of the
 * action noun «удаление» (removal: «перед удалением зуба»); the two meanings parted long ago, and a clinic's
 * «удаление» answered «можно ли работать удалённо». They keep a stem of their own.
 */
const HOMONYM = /^(удаленн|удаленк)\p{L}*$/u;

/**
 * «лет» is the genitive plural of «год» after a number («детям до 2 лет», «стаж 5 лет»; Зализняк 1977, «год»: р. мн. «лет»),
 * not «лето»'s, which Snowball makes of it: «а летом?» met «Детям до 2 лет» (lead's walk 42), «ребенку 1 год» did not.
 */
const SUPPLETIVE_STEM: ReadonlyMap<string, string> = new Map([["лет", "год"]]);

/** Snowball stem of one lower-case word: Russian for Cyrillic, English for Latin, digits as they are. */
export function stem(word: string): string {
  const hit = STEMS.get(word);
  if (hit !== undefined) return hit;
  const s = SUPPLETIVE_STEM.get(word) ?? (HOMONYM.test(word) ? word.replace(HOMONYM, "$1") : /[а-я]/.test(word) ? ruStem(word) : /^[a-z]+$/.test(word) ? enStem(word) : word);
  if (STEMS.size >= STEM_CACHE_MAX) STEMS.clear();
  STEMS.set(word, s);
  return s;
}

/**
 * The stem a masculine noun's oblique forms share, where Snowball reads its nominative's last letters as an ending: «Громов»
 * is stemmed «гром» (as if «-ов» were a genitive plural) while «Громову», «Громова» are «громов»; surnames in «-ов, -ев, -ин»
 * are the common case (Русская грамматика 1980, § 1197: фамилии на -ов, -ин склоняются как притяжательные прилагательные,
 * родительный — «Громова»). The genitive's stem, when it differs from the word's own; null otherwise.
 */
export function obliqueStem(word: string): string | null {
  if (!/^[а-я]{4,}[бвгджзклмнпрстфхцчшщ]$/u.test(word)) return null;
  const s = ruStem(word + "а");
  return s !== stem(word) ? s : null;
}

/** True for function words that carry no topic (in Russian or English). */
export function isStopword(word: string): boolean {
  // «what's», «don’t» are typed with an apostrophe as often as without («whats», «dont», listed so).
  return STOPWORDS.has(word) || isIndefinite(word) || isNegative(word) || (/['’]/.test(word) && STOPWORDS.has(word.replace(/['’]/g, "")));
}

/**
 * Russian negative pronouns and adverbs: an interrogative with «ни-» («никого», «ничем», «нигде», «никакой»; Русская
 * грамматика 1980, § 1686). Function words like the interrogative they are built on: «можно поесть на кассе, если никого
 * нет?» asks about eating at the till, and «никого» was named as the word the rule «did not say». A base of three letters
 * or more: «ниже» is a comparative, not «ни» + «же».
 */
function isNegative(word: string): boolean {
  const m = /^ни(\p{L}{3,})$/u.exec(word);
  return !!m && STOPWORDS.has(m[1]) && /^(?:к|ч|г|с)/.test(m[1]);
}

/**
 * Russian indefinite pronouns and adverbs: an interrogative with «-то», «-нибудь», «-либо» or «кое-»
 * («что-то», «кто-нибудь», «где-либо», «кое-что», «какой-то»; Русская грамматика 1980, § 1686). Function
 * words like the interrogative they are built on: «я сдаю кровь, что-то положено?» asks about «кровь».
 */
function isIndefinite(word: string): boolean {
  const m = /^(?:кое-(\p{L}+)|(\p{L}+)-(?:то|нибудь|либо))$/u.exec(word);
  const base = m?.[1] ?? m?.[2];
  return !!base && (STOPWORDS.has(base) || /^(?:как|чей|чь|куд|откуд|почем|зачем|сколь)/.test(base));
}

/** Stems of the content words of a text, in order; a number word also yields its figure. */
export function contentStems(text: string): string[] {
  return words(text).filter((w) => !isStopword(w)).flatMap((w) => {
    const n = numeralOf(w);
    return n ? [stem(w), n] : [stem(w)];
  });
}

/**
 * «отдых», «режим», «приём»: Snowball takes a noun's own letters for an adjective's ending («отд», «реж»,
 * «при»), so the noun never meets its other cases («отдыха» → «отдых»). A word of five letters or more
 * whose stem is that much shorter is also held by its first five letters, the truncation its other
 * cases reach as their stem.
 */
export function overstemmed(text: string): string[] {
  return words(text).filter((w) => w.length >= 5 && /^[а-я]/.test(w) && !isStopword(w) && stem(w).length < 5).map((w) => w.slice(0, 5));
}

/** The term a rate holds, written with «%» or as «процент», «percent» (see indexTerms). */
export const PERCENT = "\u0000percent";
const PERCENT_WORD = /^(?:процент\p{L}*|percent\p{L}*)$/u;

/** «процентов», «percent»: a word naming the sign «%» (see PERCENT). */
export const isPercentWord = (word: string): boolean => PERCENT_WORD.test(word);

/**
 * Index terms of a text: each content word's Snowball stem plus, for long stems, its first five letters
 * (marked "~"). Snowball removes inflection only; the truncated form also joins derivations such as
 * «компенсирует» / «компенсация», which Russian IR work finds five-letter truncation handles well.
 * `concepts` adds a "#id" term per thesaurus group, so synonyms meet.
 */
export function indexTerms(text: string, concepts: (stem: string) => number[] = () => []): string[] {
  const out: string[] = [];
  // «никто не стоит» stands, it costs nothing (stand-or-cost.ts).
  const plain = withStandingRead(plainFigures(text));
  // «я новенький» is «новый», «засиделся» «засидеться»: forms Snowball stems apart from the word documents use.
  // «велокурьеры» is about bicycles and couriers (compounds.ts).
  // «ЛотосCRM» is the brand and the «CRM» (compounds.ts scriptParts).
  const related = words(plain).filter((w) => !isStopword(w)).flatMap((w) => [...relatedForms(w), ...firstPartForms(w), ...scriptParts(w)]).map(stem);
  // «Сушильная машина» is the «сушка» a person asks the price of (derivation.ts): held as the verb both come from.
  for (const w of words(plain)) if (!isStopword(w)) out.push(...derivedTerms(w), ...participleTerms(w));
  // «8 учётных страниц в день»: the period a figure is counted per, held apart from days counted (rate-periods.ts).
  for (const p of ratePeriodsIn(plain)) out.push(PER_PERIOD + p);
  for (const s of [...contentStems(plain), ...related]) {
    out.push(s);
    if (s.length > 5 && /^[а-я]/.test(s)) out.push("~" + s.slice(0, 5));
    // «Санкт-Петербург», «Wi-Fi»: the thesaurus writes a hyphenated name as one word («санктпетербург», «wifi»).
    for (const g of concepts(s.includes("-") && !concepts(s).length ? s.replaceAll("-", "") : s)) out.push("#" + g);
  }
  // «Регистрация брака» is a wedding's leave (thesaurus-phrases.ts).
  for (const w of phraseWords(plain)) out.push(stem(w), ...concepts(stem(w)).map((g) => "#" + g));
  // «не ниже −10 °C», «при −11°» state a temperature: they hold the word's groups («в мороз», «какая температура»).
  if (/\d\s*°/u.test(plain)) for (const g of concepts(stem("температура"))) out.push("#" + g);
  // «КАСКО | 15%» says «процент» as a sign: «кв по каско сколько процентов» ranked the rates table tenth, below every
  // paragraph saying «агент» (session 30, insurance q03). The sign and the word meet on a term of their own, so the word
  // stays one no document writes where none does (the answerability test weighs such a word as unseen).
  if (/\d\s?%/u.test(plain) || words(plain).some(isPercentWord)) out.push(PERCENT);
  return out;
}

/**
 * The noun an adjective in «-н-» is made from, with the consonant its root alternates in that derivation (Русская грамматика
 * 1980, § 609: бумага — бумажный, рука — ручной, страх — страшный, мороз — морожный): «бумажную» → «бумаг», the stem of «на
 * бумаге». Null when the word is no such adjective.
 * A document's adjective is read so too (salience.ts evidenceTerms): «можно вернуть орхидею в горшке» is met by «Горшечные
 * растения…» (walk 32h was told nothing is said about «горшке»).
 */
const NOUN_ENDINGS = ["", "ь", "а", "я"];
export function adjectiveRoot(word: string, fleetingToo = false): string[] {
  if (!/(?:ый|ий|ой|ая|яя|ое|ее|ые|ие|ую|юю|ого|его|ому|ему|ым|им|ых|их|ыми|ими|ом|ем)$/u.test(word)) return [];
  const s = stem(word);
  // «Гостевая парковка» is the guests' (§ 582: отыменные прилагательные с суффиксом -ов-/-ев-: гость — гостевой, почта —
  // почтовый, касса — кассовый): it holds the noun when the dictionary has one of four letters or more («розовый» stays).
  const ov = /^([а-я]{4,})[оеё]в$/u.exec(s);
  if (ov) return NOUN_ENDINGS.some((e) => russianDictionary().has(ov[1] + e)) ? [ov[1]!] : [];
  const m = /^([а-я]{3,})([жчшщ])н$/u.exec(s);
  // «пожарной» holds «пожар» (the same paragraph, no alternation: пожар — пожарный, офис — офисный, отпуск — отпускной)
  // when the dictionary has the noun and it has four letters or more: «полный» is no «пол», «ценный» no «цена».
  const plain = m ? null : /^([а-я]{4,}[^аеиоуыэюяьйн])н$/u.exec(s);
  if (plain) return NOUN_ENDINGS.some((e) => russianDictionary().has(plain[1] + e)) ? [plain[1]!] : [];
  if (!m) return [];
  const back: Record<string, string[]> = { ж: ["г", "з", "д"], ч: ["к", "т"], ш: ["х", "с"], щ: ["ст"] };
  // «горшечный» is made from «горшок», whose «е/о» is fleeting (горшка, в горшке): the noun's oblique stem lacks it.
  // Read so on the documents' side only (salience.ts evidenceTerms): a question's «суточные» asked as «сутки» too met
  // «1000 рублей в сутки» of Moscow over «Размер суточных — 700 рублей» (heldout-pharmacy q04, the merge's evaluation).
  const fleeting = fleetingToo && /[бвгджзклмнпрстфхцчшщ][еоё]$/u.test(m[1]!) ? m[1]!.slice(0, -1) : null;
  return back[m[2]!]!.flatMap((c) => (fleeting ? [m[1] + c, fleeting + c] : [m[1] + c]));
}

