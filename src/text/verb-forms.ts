import { russianDictionary } from "./dictionary.ts";
/**
 * Whether a Russian word form is, by its ending, a verb: an infinitive, a present/future third- or
 * second-person form or a past form in -ла/-ли/-ло (also the plural past after a consonant: «привезли», «смогли»), alone or with the reflexive -ся/-сь. The endings
 * are those of the Snowball Russian stemmer's «verb» groups (snowballstem.org/algorithms/russian/stemmer.html),
 * kept only with the vowel Snowball requires before them, and only on words of six letters or more, so
 * that short nouns ending alike («сеть», «путь», «бюджет», «лимит») are not taken for verbs.
 * Used to tell a question's phrasing («подавать», «забирают») from its subject when neither appears in
 * any document: a missing subject means «not in the documents», a missing verb means little.
 */
const VERB = /(?:[аяиыеу]ть|[зсгкбп]ли|[ая](?:ла|ли|ло|ет|ют|ешь|ем|ете)|[иыеу](?:ла|ли|ло)|[иы]шь|ует|уют|еет|еют|ят|чь)(?:ся|сь)?$/;

/**
 * A prefixed third-person plural in -ут/-ют after a consonant («выдадут», «заберут», «пришлют»): Snowball
 * has no such ending, and nouns in -ут/-ют («маршрут», «институт», «салют») do not start with a verbal prefix.
 */
const PLURAL = /^(?:вы|по|за|при|пере|от|на|до|об|раз|рас|под|про)[а-я]*[бвгджзклмнпрстфхцчшщ](?:ут|ют)(?:ся)?$/;

/**
 * A short passive participle, neuter or plural («сказано», «указано», «написаны»): the verb of «что тут
 * сказано про …», phrasing like any verb. (Full participles in -анный/-енный are adjectives and stay.)
 */
const SHORT_PARTICIPLE = /(?:[ая]н[оы]|ен[оы])$/;

/** The first person plural with «-ся» («вернёмся», «разберёмся», «встретимся»): no noun ends so. */
const WE_REFLEXIVE = /[бвгджзклмнпрстфхцчшщ](?:ем|им)ся$/;

/**
 * The third person of a verb in -ить after a consonant few nouns end in («говорит», «звонит», «хранит»);
 * nouns in -зит, -дит, -мит, -цит, -тит («депозит», «кредит», «лимит», «дефицит», «аппетит») are left out.
 */
const SECOND_CONJUGATION = /[рнлсчшжбвп]ит(?:ся)?$/;

export function looksLikeVerb(word: string): boolean {
  const w = word.toLowerCase().replaceAll("ё", "е");
  // «нашёл», «выйду», «пришли»: «идти» with a prefix, built on other roots, in any length.
  if (GO_FUTURE.test(w) || GO_PAST.test(w)) return true;
  return /^[а-я]{6,}$/.test(w) && ((w.length >= 7 && SECOND_CONJUGATION.test(w)) || VERB.test(w) || WE_REFLEXIVE.test(w) || SHORT_PARTICIPLE.test(w) || (w.length >= 7 && PLURAL.test(w))) && !/(?:ость|ости)$/.test(w) && !declinedNoun(w);
}

/**
 * «спортзала», «одеяла», «правила»: a noun's genitive in «-ла» or its nominative in «-ло» ends as a past verb does
 * («читала», «стало»). A noun has an instrumental in «-ом» the dictionary holds and a dative in «-у»
 * («спортзалом, спортзалу», «правилом, правилу»); a past verb has neither («читалом», «читалу» are no words), and an adjective
 * in «-лый» only the first («опоздалом» of «опоздалый», no «опоздалу»). Walk 29: «положена ли компенсация спортзала?» lost its gym,
 * dropped as a verb unseen in the documents, and the guests' compensation rows were asserted as the answer.
 */
function declinedNoun(w: string): boolean {
  const m = /^([а-я]+л)[ао]$/.exec(w);
  return !!m && russianDictionary().has(`${m[1]}ом`) && russianDictionary().has(`${m[1]}у`);
}

/**
 * The action noun Russian derives from an infinitive, by the regular suffixes (-ить/-еть → -ение,
 * -ать → -ание, -ять → -яние, -овать → -ование: курить → курение, опоздать → опоздание), so a question's
 * verb meets a document that names the action as a noun. Null for a word that is not an infinitive.
 */
export function actionNounOf(word: string): string | null {
  const w = word.toLowerCase().replaceAll("ё", "е").replace(/с[яь]$/, "");
  if (!/^[а-я]{5,}$/.test(w)) return null;
  if (w.endsWith("овать")) return w.slice(0, -5) + "ование";
  if (/[ие]ть$/.test(w)) return alternatedNoun(w.slice(0, -3)) ?? w.slice(0, -3) + "ение";
  if (w.endsWith("ать")) return w.slice(0, -3) + "ание";
  if (w.endsWith("ять")) return w.slice(0, -3) + "яние";
  return null;
}

/**
 * «уволить» → «увольнение», «оформить» → «оформление», «освободить» → «освобождение», «посетить» → «посещение»: the noun
 * is built on the imperfective or the participle, where the root's last consonant alternates (Русская грамматика 1980,
 * § 1489: a labial with «л», т/щ, т/ч, д/жд, д/ж, с/ш, з/ж, ст/щ; «-лить» with the imperfective «-льнять»: увольнять). The form the dictionary holds, when the
 * regular one is no word; null otherwise (walk 26a: «хочу уволиться» never met «Заявление об увольнении»).
 */
const SOFTENED: [RegExp, string[]][] = [[/л$/, ["льн"]], [/([бпвмф])$/, ["$1л"]], [/ст$/, ["щ"]], [/т$/, ["щ", "ч"]], [/д$/, ["жд", "ж"]], [/с$/, ["ш"]], [/з$/, ["ж"]]];
function alternatedNoun(base: string): string | null {
  const dict = russianDictionary();
  if (dict.has(base + "ение")) return null;
  for (const [end, tos] of SOFTENED) if (end.test(base)) for (const to of tos) { const n = base.replace(end, to) + "ение"; if (dict.has(n)) return n; }
  return null;
}

/**
 * The noun Russian derives from a verb with no suffix at all (бессуффиксное отглагольное существительное, Русская
 * грамматика 1980, § 243: порезаться → порез, уколоться → укол, заказать → заказ, отказать → отказ): the verb's
 * stem without its thematic vowel. «порезалась инструментом» meets «При уколе или порезе инструментом». A guess of
 * four letters or more, used only as one more form a document may hold.
 */
export function zeroNounOf(word: string): string | null {
  const m = /^([а-я]+?[бвгджзклмнпрстфхцчшщ])[аоя](?:ть|ться|л|ла|ло|ли|лся|лась|лось|лись)$/.exec(word.toLowerCase().replaceAll("ё", "е"));
  // «подавать», «вставать», «записывать»: the imperfective -ва-/-ыва-/-ива- is a suffix, not the noun's root.
  return m && m[1].length >= 4 && !/[аыи]в$/.test(m[1]) ? m[1] : null;
}

/** The prefixes the verb «идти» takes («выйти», «прийти», «зайти», «уйти», «пойти», «сойти», «обойти»). */
const GO_PREFIX = "(вы|при|за|у|по|до|пере|от|ото|про|под|подо|об|обо|на|раз|разо|с|со|во|вз|взо)";
const GO_FUTURE = new RegExp(`^${GO_PREFIX}йд(?:у|ешь|ет|ем|ете|ут)(?:сь|ся)?$`);
const GO_PAST = new RegExp(`^${GO_PREFIX}(?:шел|шла|шло|шли)(?:сь|ся)?$`);
/** «выдадут», «продаст», «сдам»: the future of «дать» with a prefix, built on «дад-/даст-» apart from «-дать». */
const GIVE_FUTURE = /^(вы|про|пере|за|на|по|при|раз|рас|с|у|от|пре|из|под|об|до|пода|переда)(?:дам|дашь|даст|дадим|дадите|дадут)(ся)?$/;

/**
 * «поработать», «подумал»: «по-» for a while (делимитатив, Русская грамматика 1980, § 1413) is the verb itself, which
 * documents write without it («работать из дома»); Snowball keeps the prefix in the stem. A question's word only:
 * read into documents too, their «поменять» would make «менять» a word they hold, which «сменить» then fails to cover.
 */
export function delimitativeBase(word: string): string | null {
  const base = word.toLowerCase().replaceAll("ё", "е").match(DELIMITATIVE)?.[1] ?? null;
  // «показать», «помогать», «пользоваться»: «по» is the root's own there, and what is left is no word of the language.
  return base && russianDictionary().has(base) ? base : null;
}

/**
 * «по» + an infinitive or past of a verb in -ать/-ять (six letters or more without it) or -еть/-ить (seven: «посетить»
 * is no «сеть», «получить» no «луч»: their stems would be three letters).
 */
// «подключить», «подписать» are «под-», not «по-»: a root after «по» opens with «д» and a consonant only so.
// A root opening with a vowel too («пообедать», «поужинать», «поиграть»: Русская грамматика 1980, § 1413), where what is
// left is a verb of the dictionary («поедать» leaves «едать», no word; «поощрять» «ощрять»). And the verbs of one syllable
// in «-ить» (Зализняк 1977, class 11: бить, вить, лить, пить, шить): «можно попить воды в теплице?» asks of «Есть, пить и
// курить в теплице запрещено» (lead walk 46 was refused); their root is two letters, no noun's stem.
const DELIMITATIVE = /^по(?!д[бвгджзклмнпрстфхцчшщ])((?:[бвгджзклмнпрстфхцчшщ][а-я]{2,}[ая]|[бвгджзклмнпрстфхцчшщ][а-я]{2,}[еи]|[аоуэиы][а-я]{2,}[ая]|[бвлпш]и)(?:ть|л|ла|ли|ло)(?:ся|сь)?)$/;

/**
 * Verbs in «-давать», «-ставать», «-знавать» drop «-ва-» in the present (Русская грамматика 1980, § 1533:
 * «сдавать — сдаю, сдаются», «подавать — подаётся», «вставать — встаю», «узнавать — узнаёт»), so Snowball stems
 * the infinitive and the present apart. Without a prefix only «давать»: «знаю» is «знать», not «знавать».
 */
const VERB_PREFIX = "(?:вы|во|вс|в|воз|вос|за|из|ис|на|недо|не|об|обо|о|от|ото|пере|по|под|подо|пре|при|про|раз|рас|со|с|у|до)";
const AVAT_INFINITIVE = new RegExp(`^(${VERB_PREFIX}{0,2}(?:да|ста|зна))вать(ся)?$`);
// «падает», «ожидает», «страдает»: «да» inside a root, not after a prefix, is no «давать».
const AVAT_PRESENT = new RegExp(`^(${VERB_PREFIX}{0,2})(да|ста|зна)(ю|ешь|ет|ем|ете|ют)(ся|сь)?$`);
/**
 * «откажется», «закажет», «покажут»: the present of a verb in «-азать» alternates «з» with «ж» (Русская грамматика 1980,
 * § 1489: сказать — скажу, отказаться — откажусь), which Snowball stems apart from «отказался», «отказ» (lead's walk 39:
 * «если клиент откажется за 40 дней» met no «Когда турист отказался»). Read as the infinitive the dictionary holds.
 */
const AZAT_PRESENT = /^([а-я]{2,}?)аж(?:у|ешь|ет|ем|ете|ут)(ся|сь)?$/;

/**
 * Other forms of the same word that documents write, where Snowball's stems of the two differ:
 * - an adjective's diminutive: «я новенький» is «новый сотрудник»;
 * - a noun's fleeting vowel: «противень» meets «противни», «образец» «образцы»;
 * - «дать» with a prefix: «выдадут» is «выдать» («выдаётся»);
 * - a verb in «-давать/-ставать/-знавать» and its present: «сдавать» meets «сдаются», «подаёт» «подавать»;
 * - «идти» with a prefix: «не выйду на смену» is «не может выйти на смену», «пришёл» is «прийти»
 *   (the future «-йду» and the past «-шёл» are built on other roots than the infinitive «-йти»);
 * - the present plural in «-ат» of a verb in -ить: «лечат» is «лечить»;
 * - the past of a verb in -еть and its infinitive: «засиделся» is «засидеться», «заболел» «заболеть»;
 * - a past form and its passive participle in «-тый»: «забыл» meets «забытые вещи», «открыл» «открытый», and so does
 *   the imperfective in «-ывать» of such a verb: «открывается» meets «открыта»
 *   (verbs in -ыть/-уть/-оть build it so; those in -ать/-ять take «-нный», which Snowball already cuts
 *   to the past form's stem: «потерял», «потерянный» → «потеря»); the infinitive in «-ыть» meets that imperfective:
 *   «закрыть» meets «закрывает».
 * Returned as words; callers stem them.
 */
export function relatedForms(word: string): string[] {
  const w = word.toLowerCase().replaceAll("ё", "е");
  const go = w.match(GO_FUTURE) ?? w.match(GO_PAST);
  // The forms themselves carry the prefix's vowel («обойду», «подошёл»): the infinitive is that plus «йти».
  if (go) return [go[1] + "йти"];
  // «приходить» was read as «прийти» here too (session 37, h37b), but the chat then refused «можно ли приходить в шортах?»
  // beside the dress code (h31d); a question's verb of arrival meets the others by arrival.ts alone.
  const give = w.match(GIVE_FUTURE);
  if (give) return [give[1] + "дать" + (give[2] ? "ся" : "")];
  const iterative = w.match(AVAT_INFINITIVE);
  if (iterative) return [iterative[1] + "ть" + (iterative[2] ?? ""), iterative[1] + "ют" + (iterative[2] ?? "")];
  const present = w.match(AVAT_PRESENT);
  if (present && (present[1] || present[2] === "да")) return [present[1] + present[2] + "вать" + (present[4] ? "ся" : "")];
  const aza = w.match(AZAT_PRESENT);
  const azat = aza && aza[1] + "азать" + (aza[2] ? "ся" : "");
  if (azat && russianDictionary().has(azat)) return [azat];
  // «противень» is «противни» in every other form, «образец» «образцы», «листок» «листки»: the fleeting
  // vowel of nouns in -ень, -ец, -ок (беглые гласные), which Snowball keeps in one stem and drops in the other.
  const fleeting = w.match(/^([а-я]{3,})(?:е(н)ь|е(ц)|о(к))$/);
  if (fleeting) return [fleeting[1] + (fleeting[2] ? "ни" : fleeting[3] ? "цы" : "ки")];
  // «новенький», «старенькая»: the diminutive of an adjective (-еньк-/-оньк-) is the adjective itself.
  const small = w.match(/^([а-я]{2,}?)(?:еньк|оньк)(?:ий|ая|ое|ие|ого|ой|ую|им|их|ому|ими)$/);
  if (small) return [small[1] + "ый"];
  // «лечат», «служат», «тушат»: the present plural of a verb in -ить after a hushing consonant, spelled «-ат» (second
  // conjugation; Зализняк's class 4), which Snowball leaves whole (lead's walk 31: «зубы по дмс лечат?» met no «лечить»).
  const hushed = w.match(/^([а-я]{2,}[жшчщ])ат(ся)?$/);
  if (hushed) return [hushed[1] + "ить" + (hushed[2] ? "ся" : "")];
  // «засиделся», «заболел»: the past of a verb in -еть, which Snowball stems apart from its infinitive.
  const e = w.match(/^([а-я]{3,}?е)л(?:а|и|о)?(сь|ся)?$/);
  if (e) return [e[1] + "ть" + (e[2] ? "ся" : "")];
  // «открывается», «закрываем»: the imperfective in «-ывать» of a verb in «-ыть» (imperfectivised by «-ва-»: открыть →
  // открывать, забыть → забывать) meets the perfective's passive participle, as the past does: «во сколько открывается
  // студия в субботу» is «Студия открыта… по выходным» (lead's walk 51). Only where the dictionary holds the «-ыть» verb, and
  // the participle alone: the infinitive's short stem («откр»), searched beside it, lowered a contacts line's «9:00–18:00»
  // under the floor for «во сколько открывается бухгалтерия?» (road h32b).
  const va = w.match(/^([а-я]{2,}?)ыва(?:ть|ет|ют|ешь|ем|ете|л|ла|ли|ло|я)(?:ся|сь)?$/);
  if (va && russianDictionary().has(va[1] + "ыть")) return [va[1] + "ытые"];
  // «как закрыть смену в кассе»: the perfective's infinitive in «-ыть» meets its imperfective, which rules write for what is
  // done each time («Кассир … закрывает смену в кассовой программе»; lead's walk 52 hedged it, «закрыть» unheld).
  const yt = w.match(/^([а-я]{2,}?)ыть(ся)?$/);
  if (yt && russianDictionary().has(yt[1] + "ывать")) return [yt[1] + "ывать" + (yt[2] ?? "")];
  const past = w.match(/^([а-я]{3,}?[ыуо])л(?:а|и|о)?(?:сь|ся)?$/);
  return past ? [past[1] + "тые"] : [];
}
