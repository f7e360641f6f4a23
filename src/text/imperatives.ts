import { russianDictionary } from "./dictionary.ts";

/**
 * Russian second-person imperatives and their infinitives (general grammar: the endings of the verb classes,
 * roots whose infinitive is built otherwise, and the Russian dictionary to keep the guess that is a word). A
 * method's step «Подбери…» is told as «подобрать…»; a message opening with an imperative asks for work.
 */
// Imperatives whose infinitive no ending rule gives (general Russian grammar).
const IRREGULAR: Record<string, string> = {
  найди: "найти", подведи: "подвести", веди: "вести", приведи: "привести", опиши: "описать", напиши: "написать",
  покажи: "показать", скажи: "сказать", укажи: "указать", расскажи: "рассказать", выпиши: "выписать", запиши: "записать",
  пришли: "прислать", возьми: "взять", учти: "учесть", дождись: "дождаться", держи: "держать", предложи: "предложить",
  пойми: "понять", начни: "начать", помоги: "помочь", дай: "дать", отметь: "отметить", сверь: "сверить", вынеси: "вынести",
  // Regular, listed so that a second verb of a step («… и выясни причины») is told from a noun in -и («и статьи»).
  выясни: "выяснить", уточни: "уточнить", оцени: "оценить", сравни: "сравнить", сохрани: "сохранить", объясни: "объяснить",
  определи: "определить", заполни: "заполнить", проверь: "проверить", отправь: "отправить", подготовь: "подготовить", добавь: "добавить",
  составь: "составить", выдели: "выделить", перечисли: "перечислить", пометь: "пометить", ставь: "ставить", назначай: "назначать",
  посмотри: "посмотреть", смотри: "смотреть", обещай: "обещать", посоветуй: "посоветовать", додумывай: "додумывать", придумывай: "придумывать",
};

/**
 * The infinitive of a second-person imperative, by the endings of Russian verb classes (general grammar):
 * -ай/-яй → -ать/-ять, -уй → -овать, -ь → -ить; roots whose infinitive is built otherwise by their
 * ending (-веди → -вести, -неси → -нести, -вези → -везти, -пиши → -писать, -кажи → -казать, -бери → -брать);
 * -и → -ить for the rest. Null for a word that is no imperative by its ending.
 */
export function imperativeToInfinitive(word: string): string | null {
  const w = word.toLowerCase();
  if (IRREGULAR[w]) return IRREGULAR[w];
  if (NOUNS_IN_J.has(w)) return null;
  // «помочь», «беречь», «стричь»: infinitives of stems in к/г; an imperative in -чь has «а»/«я» before it («назначь», «спрячь»).
  if (/[оеиё]чь(?:ся)?$/.test(w)) return w;
  // Each rule gives a guess; the Russian dictionary keeps the one that is a word («подобрать», not «подбрать»).
  const dict = russianDictionary();
  const guess = guesses(w).find((g) => dict.has(g));
  if (guess) return guess;
  // «Проверить, прошло ли 14 дней», «Помочь заполнить…»: an admin's step already says what is done («отметь»,
  // «назначь» end alike, but their guesses are words). Otherwise the step is left out rather than shown as a made-up word.
  return INFINITIVE.test(w) ? w : null;
}

/** Infinitive endings: -ть, -ти, -чь, with the reflexive -ся/-сь. */
const INFINITIVE = /^[а-яё]{2,}(?:ть|ти|чь)(?:ся|сь)?$/;

/** The infinitives an imperative may have by the endings of Russian verb classes, most likely first. */
function guesses(w: string): string[] {
  const out: string[] = [];
  const root = ROOTS.find(([end]) => w.endsWith(end) && w.length >= end.length);
  if (root) {
    const head = w.slice(0, -root[0].length);
    out.push(head + root[1]);
    // «подбери» → «подобрать», «отзови» → «отозвать»: a prefix ending in a consonant takes «о» before a short root.
    if (/[бвгджзклмнпрстфхцчшщ]$/.test(head)) out.push(head + "о" + root[1]);
  }
  if (/[ая]й$/.test(w)) out.push(w.slice(0, -1) + "ть");
  if (/уй$/.test(w) && w.length > 4) out.push(w.slice(0, -2) + "овать");
  if (/[^аеиоуыэюя]ь$/.test(w) && w.length > 3) out.push(w.slice(0, -1) + "ить", w.slice(0, -1) + "еть");
  if (/[^аеиоуыэюя]и$/.test(w) && w.length > 3) out.push(w + "ть", w.slice(0, -1) + "еть", w.slice(0, -1) + "ать");
  return out;
}

const ROOTS: [string, string][] = [
  ["веди", "вести"], ["неси", "нести"], ["вези", "везти"], ["пиши", "писать"], ["кажи", "казать"], ["яжи", "язать"],
  ["бери", "брать"], ["зови", "звать"], ["жди", "ждать"], ["ложи", "ложить"],
  // -ей/-ой: «разбей» → «разбить», «открой» → «открыть», «построй» → «построить» (the rest of -ой).
  ["бей", "бить"], ["лей", "лить"], ["шей", "шить"], ["пей", "пить"], ["крой", "крыть"], ["мой", "мыть"], ["ой", "оить"],
];

/** Endings only imperatives have among a step's words (-ай/-яй/-уй after four letters): «посчитай», «сформулируй». */
const SURE = /^[а-я]{3,}(?:ай|яй|уй)$/;

/** Nouns in -ай/-ей/-ой a step may list after «и» («меню и чай»): not imperatives. */
const NOUNS_IN_J = new Set(["чай", "случай", "обычай", "край", "урожай", "сарай", "трамвай", "май", "рай", "музей", "хоккей", "юбилей", "бой", "герой", "строй", "слой", "покой", "рой", "сбой", "простой", "отбой", "запой", "разбой"]);

/**
 * A word of a method's step surely an imperative, wherever it stands («По каждому вопросу запиши…», «О жалобе на
 * лечение сообщи…»): an ending only imperatives have, a listed one, a root's own, or a long word in -и/-ь whose
 * infinitive the dictionary knows.
 */
export function isSureImperative(w: string): boolean {
  return SURE.test(w) || !!IRREGULAR[w] || ROOTS.some(([e]) => w.endsWith(e) && w.length > e.length + 1 && e.length > 2)
    || (w.length >= 6 && /[иь]$/.test(w) && ![null, w].includes(imperativeToInfinitive(w)));
}

/** A later verb of a step after «и», «затем» («…и посчитай отклонения»): an imperative's ending, a listed one, or a root's own. */
export function hasImperativeForm(w: string): boolean {
  return /(?:ай|яй|уй)$/.test(w) || !!IRREGULAR[w] || ROOTS.some(([e]) => w.endsWith(e) && e.length > 2);
}

/**
 * «объясни дроби…», «распиши план», «посчитай калории»: a message whose first word is an imperative asks for
 * work. A word is one when it has an imperative's ending and an infinitive the dictionary knows.
 */
export function opensWithImperative(text: string): boolean {
  const first = (text.trim().toLowerCase().replaceAll("ё", "е").match(/^[\p{L}]+/u) ?? [""])[0];
  const w = first.replace(/те$/, "");
  if (IRREGULAR[w]) return true;
  // A short word in -ь, -и, -й is as often a noun, pronoun or adverb whose letters also spell an imperative («цель»,
  // «боль», «мой», «почти», «жаль»): only the commoner long imperatives («объясни», «посчитай», «отметь») count.
  if (w.length < 6 || !/(?:[иь]|[аяеоу]й)$/.test(w)) return false;
  // «помочь» is its own infinitive, no imperative.
  const inf = imperativeToInfinitive(w);
  return inf !== null && inf !== w;
}

/**
 * «разберись с «Рассветом»», «посмотри договор…», «перепиши по-человечески…»: the message opens with a command to the
 * assistant, a verb in the imperative mood (opensWithImperative; a reflexive one, «разберись», «займись», by the verb it is
 * built on), which asks for something to be done. A verb of telling («расскажи», «подскажи»: the stopwords' speech verbs)
 * asks to be told, not for work done.
 */
export function opensWithCommandVerb(text: string, isTelling: (word: string) => boolean): boolean {
  const first = (text.trim().toLowerCase().replaceAll("ё", "е").match(/^[\p{L}]+/u) ?? [""])[0];
  if (!first || isTelling(first)) return false;
  const plain = first.replace(/те$/, "");
  // «разберись» → «разбери» (→ «разобрать»), «займись» → «займи»: the reflexive ending after an imperative's.
  const base = /(?:[иь]|[аяеоу]й)сь$/.test(plain) ? plain.slice(0, -2) : plain;
  return opensWithImperative(base);
}
