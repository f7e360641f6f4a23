import { isAdjective } from "../answering/narrowing.ts";
import { looksLikeVerb } from "./verb-forms.ts";
import { stem } from "./tokens.ts";
import { russianDictionary } from "./dictionary.ts";

/**
 * The primary prepositions (простые предлоги, Русская грамматика 1980, § 1650) that govern a noun phrase: the phrase after
 * one is a circumstance or an attribute of another word of the sentence (где, когда, для кого, за что), not what the
 * sentence speaks of. Not «при» and «без»: a condition («при ожоге — охладить…», «при стаже 8 лет — 100%») is what a rule
 * is stated for, and an absence («сеть для читателей без пароля») says of the thing itself that there is none.
 */
// In a sentence, not «на» either: with the accusative it names what the head is for (значение назначения: «расходы на
// такси», «заявление на отпуск»), the thing the rule is about; cut, «Компания возмещает расходы на такси после 22:00» was no
// answer to «оплатят такси в 21:00?» (h33h, at session 37's merge). A question's «на» stays a circumstance («клиент орёт
// на кассе что делать» asks of the client, walk32 q22).
const ON = /^на$/u;
// «вне», «ради», «сквозь» are primary prepositions too (§ 1650): «Условия — вне графика» says when work is done, not of a
// schedule (hotel's leave-one-out asserted it for «когда выкладывают график смен»).
const PREPOSITION = /^(?:у|в|во|вне|для|около|возле|с|со|от|до|из|к|ко|по|за|над|под|перед|о|об|обо|про|ради|сквозь|через|после|между|среди|кроме|вместо)$/u;
/** The restrictive particles that put the phrase after them in focus (Русская грамматика 1980, раздел «Частицы»). */
const FOCUS = /^(?:только|лишь|исключительно)$/u;
/** A noun's genitive ending after the phrase's noun («до начала отпуска»), as salience.ts reads a question's (GENITIVE). */
const GENITIVE = /(?:[^аеиоуыэюя][аяыи]|ов|ев)$/;
/** Words and the punctuation that ends a phrase (a phrase does not cross a comma, a dash, a bracket or a colon). */
const TOKEN = /[\p{L}\d]+(?:[-.:][\p{L}\d]+)*|[,;:()«»"—–.!?|]/gu;

/**
 * The text with its prepositional phrases left out: a preposition, the adjectives and figures before its noun, the noun,
 * and the genitives that follow it («Курьер получает премию 120 рублей за доставку» → «курьер получает премию 120
 * рублей»; «за 3 дня до начала отпуска» → nothing). What is left holds the words a sentence speaks of: its subject, its
 * object, their attributes. A phrase before the predicate is kept: set first, it is in the theme the sentence goes on to
 * speak of (тема, актуальное членение: Русская грамматика 1980, §§ 2148–2150) — «В холодильной камере работают не дольше
 * 2 часов», «Расходы на бензин не компенсируются».
 */
export function outsidePrepositionalPhrases(text: string, theme = true): string {
  // Spans are cut from the text as written, so what is left keeps its phones, figures and names as evidence reads them.
  const plain = withoutRelativeClauses(text);
  const found = [...plain.matchAll(TOKEN)];
  const tokens = found.map((m) => m[0].toLowerCase().replaceAll("ё", "е"));
  const cut: [number, number][] = [];
  // The theme runs to the predicate: the first verb, or the dash, colon or comma that stands for it or closes the subject.
  // A question's own phrases are all circumstances, as salience.ts reads them (its word order is the asking's, not a theme's).
  const rheme = theme ? tokens.findIndex((t) => /^[,:—–|]$/.test(t) || looksLikeVerb(t)) : 0;
  for (let i = 0; i < tokens.length; i++) {
    // In the theme, a phrase right after a noun is that noun's attribute (несогласованное определение), not the theme
    // itself: «Вопросы по зарплате принимаются до 15-го числа» speaks of questions (walk31's leave-one-out asserted it for the
    // pay day, the pay rules out). A phrase opening the sentence («В холодильной камере работают…») stays the theme.
    const attribute = i > 0 && i < rheme && isNoun(tokens[i - 1]!);
    // «Гостя заселяют только по паспорту…»: a phrase after a restrictive particle (ограничительно-выделительные частицы «только», «лишь»,
    // «исключительно»: Русская грамматика 1980, раздел «Частицы») is the focus the sentence asserts, not a circumstance of it; the rule
    // answers «гость пришёл без паспорта, заселять?» (lead's walk 54 hedged it).
    if (i > 0 && FOCUS.test(tokens[i - 1]!)) continue;
    if ((i < rheme && !attribute) || (rheme < 0 && i === 0) || !(PREPOSITION.test(tokens[i]) || (ON.test(tokens[i]) && (!theme || locativeAt(tokens, i + 1))))) continue;
    let j = i + 1;
    while (j < tokens.length && /^[\p{L}\d]/u.test(tokens[j]) && (/^\d/.test(tokens[j]) || isAdjective(tokens[j]))) j++;
    if (j < tokens.length && /^\p{L}/u.test(tokens[j]) && !looksLikeVerb(tokens[j])) j++;
    while (j < tokens.length && /^\p{L}+$/u.test(tokens[j]) && GENITIVE.test(tokens[j]) && !isAdjective(tokens[j]) && !looksLikeVerb(tokens[j]) && !PREPOSITION.test(tokens[j])) j++;
    const last = found[j - 1]!;
    cut.push([found[i]!.index!, last.index! + last[0].length]);
    i = j - 1;
  }
  let out = plain;
  for (const [a, b] of cut.reverse()) out = `${out.slice(0, a)} ${out.slice(b)}`;
  return out;
}

/**
 * «на» with the prepositional case (предложный места, Русская грамматика 1980, § 1670) says where or on what occasion — «Если
 * покупатель недоволен товаром на доставке», «на кассе», «на ночной смене» — as «в» does; with the accusative it names what
 * the head is for (ON above). The noun's «-е» tells that case apart, not «-ие», «-ье» (the accusative of «питание»).
 * Walk32's leave-one-out asserted a replacement «на доставке» for «доставка бесплатная от какой суммы».
 */
const LOCATIVE = /^\p{L}{2,}[^иье\P{L}]е$/u;
function locativeAt(tokens: string[], from: number): boolean {
  let j = from;
  while (j < tokens.length && isAdjective(tokens[j])) j++;
  return j < tokens.length && LOCATIVE.test(tokens[j]) && !isAdjective(tokens[j]) && !looksLikeVerb(tokens[j]);
}

/**
 * «…за каждого стажёра, который успешно прошёл испытательный срок»: a relative clause (придаточное определительное with
 * «который», Русская грамматика 1980, § 2935) is an attribute of the noun before it, as a prepositional phrase is; the
 * sentence speaks of the trainee, not the probation.
 */
const RELATIVE_CLAUSE = /,\s*(?:(?:[\p{L}]+\s+)?котор\p{L}*)[^,;:.!?()—–|]*/gu;
const withoutRelativeClauses = (text: string) => text.replace(RELATIVE_CLAUSE, ",");

/**
 * A noun, by its paradigm: the dictionary holds its stem with the instrumental plural «-ами/-ями», an ending only nouns have
 * (adjectives decline «-ыми/-ими», verbs not at all): «доставка» (доставками), «пароль» (паролями); not «работаю», «ждать»,
 * «полностью», «бесплатная». A noun the dictionary does not decline so is not told as one.
 */
export function isNoun(word: string): boolean {
  if (isInitialism(word)) return true;
  const base = stem(word);
  const dict = russianDictionary();
  // Snowball cuts «-ия», «-ие» whole («комиссия» → «комисс»): the paradigm is «комиссиями».
  return /^[а-я]+$/.test(word) && !looksLikeVerb(word) && (dict.has(`${base}ами`) || dict.has(`${base}ями`) || (/и[яюейи]$|и$/.test(word) && dict.has(`${base}иями`)));
}

/**
 * A letter initialism (буквенная аббревиатура: «ТСД», «ККТ», «ДМС»), read by the names of its letters, so written with no
 * vowel letter: it is a noun (Русская грамматика 1980, § 1298: an abbreviation is a noun of its own gender), though no
 * dictionary declines it. Warehouse's leave-one-out asserted a course list's «Работа с ТСД» for «разбил тсд что будет».
 */
export function isInitialism(word: string): boolean {
  return /^[бвгджзклмнпрстфхцчшщ]{2,5}$/.test(word);
}
