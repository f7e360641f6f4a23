import { asksWhere, holdsAddress, isMonthName, placeWords } from "./measure-questions.ts";
import { isNoun } from "./prepositional-phrases.ts";
import { looksLikeVerb } from "./verb-forms.ts";
import { words } from "./tokens.ts";
import { isWorn } from "./wearing.ts";

/**
 * Whether a text tells where something is: an address («ул. Баумана, 44»), or a locative phrase — «в», «на» with a noun in
 * the prepositional case («в сейфе», «на 3 этаже», «в бухгалтерии», «в шкафу»), or «у», «возле», «около», «рядом с»,
 * «за», «под», «над» with a thing («у стойки приёмки», «за стойкой»). This is the answer «где … находится / лежит /
 * хранится» asks for (локатив: Русская грамматика 1980, §§ 1664–1670, пространственные значения предлогов в, на, у).
 * Not a time said with the same prepositions («в течение», «в случае», «на неделе», «в конце месяца»: производные
 * предлоги and nouns of time, § 1651), nor «у» with a person («у бухгалтера Ирины Беловой» says whom to ask, not where).
 */
const IN_ON = /(?<![\p{L}])(?:в|во|на)\s+(?:(?:\d+(?:-?м|-?ом)?|\p{Ll}+(?:ом|ем|ой|ей))\s+){0,2}(\p{Ll}+(?:-\p{Ll}+)?)/gu;
const BESIDE = /(?<![\p{L}])(?:у|возле|около|рядом\s+с|напротив|за|под|над)\s+(?:\p{Ll}+(?:ого|его|ой|ей|ым|им)\s+)?(\p{Ll}+)/gu;
/** The prepositional case's endings (предложный падеж), with the locative «-у» of «в шкафу», «на полу». */
const PREPOSITIONAL = /(?:е|и|у|ю|ах|ях)$/u;
/**
 * Nouns the prepositions above make into a time, a manner or a derived preposition, not a place (Русская грамматика 1980,
 * § 1651: в течение, в случае, в размере, в связи, в качестве, в соответствии, в виде, в целях, в порядке, в ходе, в
 * результате, в отличие, в пределах, в зависимости, в силу; nouns of time: день, неделя, месяц, год, конец, начало, середина,
 * время, период, срок, смена, сезон, выходные).
 */
const NOT_PLACE = /^(?:течени|случа|размер|связ|качеств|соответстви|вид|цел|порядк|ход|результат|отличи|предел|зависимост|сил|дн|день|недел|месяц|год|конц|начал|середин|врем|период|срок|смен|сезон|выходн|будн|утр|вечер|ноч|праздник|отпуск|больничн|рабоч|командировк|испытательн|стажировк)/u;
/** A noun naming a person by an agent suffix (-ер, -ор, -ист, -ник, -тель, -щик, -чик, -ант, -ент, -лог), in the genitive. */
const PERSON_GENITIVE = /(?:ера|ора|иста|ника|теля|щика|чика|анта|ента|лога|ицы)$/u;

/** A room or floor by its number, with no preposition («Бухгалтерия — кабинет 210», «каб. 5», «3 этаж», «офис № 12»). */
const NUMBERED_ROOM = /(?<![\p{L}])(?:кабинет|каб\.|комнат[аеуы]|корпус|офис)\s*№?\s*\d|\d+\s*(?:-?[йм]\s+)?этаж/iu;

/**
 * «Место сбора — школьный стадион», «Курилка — за складом»: a thing defined by a noun phrase after a dash names what (and
 * so where) it is; a figure after the dash («Офис — с 9:30 до 19:00») is its time, not its place.
 */
const DEFINED_AS = /^[^—–:]{1,40}\s[—–]\s+\p{L}/u;

/** Whether a text tells where something is (see IN_ON, BESIDE, NUMBERED_ROOM, DEFINED_AS). */
export function holdsPlace(text: string): boolean {
  if (holdsAddress(text) || NUMBERED_ROOM.test(text)) return true;
  if (DEFINED_AS.test(text.trim()) && !/\d/.test(text.split(/\s[—–]\s/)[1] ?? "")) return true;
  // «В комнате отдыха…» opens a sentence: the phrase is read in lowercase.
  const lower = text.toLowerCase().replaceAll("ё", "е");
  for (const m of lower.matchAll(IN_ON)) {
    const noun = m[1]!;
    if (PREPOSITIONAL.test(noun) && !NOT_PLACE.test(noun) && !isMonthName(noun) && !isWorn(noun) && isNoun(noun.split("-").at(-1)!)) return true;
  }
  for (const m of lower.matchAll(BESIDE)) {
    const noun = m[1]!;
    if (!PERSON_GENITIVE.test(noun) && !NOT_PLACE.test(noun) && isNoun(noun)) return true;
  }
  return /(?<![\p{L}])(?:floor|room|building|entrance|reception|office\s+\d+)(?![\p{L}])/iu.test(text);
}

/** Modal predicatives: «где можно покурить» asks where one may do a thing, which a rule says as a permission, not a place. */
const MODAL = /^(?:можно|нужно|надо|можем|могу|должен|должна|нельзя)$/u;

/**
 * «где офис находится», «где лежит аптечка», «аптечка где?»: «где» with a verb of being somewhere (measure-questions.ts
 * placeWords) or with no verb at all (the locative verb left out) asks for a place, which the answer must name. «где взять
 * ключи», «где оформить больничный» ask how and from whom, which a rule says without a place.
 */
export function asksPlace(question: string): boolean {
  if (!asksWhere(question)) return false;
  const ws = words(question);
  return placeWords(question).size > 0 || !ws.some((w) => looksLikeVerb(w) || MODAL.test(w));
}
