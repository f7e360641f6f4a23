import { russianDictionary } from "./dictionary.ts";

/**
 * Words Russian derives from one verb with a suffix of their own, which Snowball stems apart: the action noun in «-к(а)»
 * (Русская грамматика 1980, § 229: сушить → сушка, стирать → стирка, чистить → чистка, заявить → заявка) and the adjective
 * of purpose in «-льн-» (§ 598: сушить → сушильный, стирать → стиральный, гладить → гладильный). A person types «сушка»,
 * a price list writes «Сушильная машина»; each is held as the verb it comes from, so they meet each other (not the
 * verb's own forms, which Snowball already stems as the documents' verbs). The verb must be a word of the dictionary;
 * the consonant the noun's root alternates is tried back (§ 229: гладить → глажка; ж/д, ж/з, ч/т, ш/с, щ/ст).
 */

/** The term a word derived from a verb is held as (never a stem: «полка» is no «пол» though «полить» is a verb). */
export const VERB_OF = "\u0000verb:";

/** «сушка», «сушки», «сушку», «сушкой», «сушке»: the noun in «-к(а)» and its case endings. */
// The genitive plural inserts a fleeting vowel (§ 1184: заявка — заявок, ошибка — ошибок, сушка — сушек): «сколько ошибок
// можно» asks of «ошибиться».
const KA_NOUN = /^([а-я]{3,}?)к(?:а|и|у|ой|е)$|^([а-я]{3,}?[^аеёиоуыэюяйь])[оеё]к$/;
/** «сушильная», «стирального»: the adjective in «-льн-» after the verb's stem vowel. */
const LN_ADJECTIVE = /^([а-я]{3,}[аеяи])льн(?:ый|ая|ое|ые|ого|ой|ую|ым|ых|ом|ому|ыми|ых)$/;
const BACK: Record<string, string[]> = { ж: ["д", "з", "г"], ч: ["т", "к"], ш: ["с", "х"], щ: ["ст"] };

/**
 * «удалённый», «оплачена», «согласованные»: the past passive participle, long or short (Русская грамматика 1980, § 1582:
 * «-енн-» of verbs in «-ить», «-анн-/-янн-» of verbs in «-ать/-ять»), which Snowball stems apart from its verb («удаленн»,
 * «удал»): «удалил файл случайно можно вернуть?» asks of «Удалённый файл можно восстановить…» (lead's walk 43 refused).
 */
const PARTICIPLE = /^([а-я]{3,}?)(?:енн|анн|янн)(?:ый|ая|ое|ые|ого|ой|ую|ым|ых|ом|ому|ыми)$|^([а-я]{3,}?)(?:ен|ена|ено|ены|ан|ана|ано|аны|ян|яна|яно|яны)$/;
/** The root before the participle's suffix as the verb writes it: the alternations of § 1489 back, and the «л» of «-вл-», «-бл-». */
function participleRoots(root: string, iVerb: boolean): string[] {
  if (!iVerb) return [root];
  const out = [root, ...(BACK[root.at(-1)!] ?? []).map((c) => root.slice(0, -1) + c)];
  if (root.endsWith("жд")) out.push(root.slice(0, -2) + "д");
  if (/[вбпм]л$/.test(root)) out.push(root.slice(0, -1));
  return out;
}

/**
 * The term a past passive participle is held by, and a question's verb meets it by: its own mark, not VERB_OF, so a verb
 * the fragments hold in some form is not searched by it too. Searched as VERB_OF, «оформить» (held as «~оформ») gained
 * every fragment writing «оформлен» and dev's «Можно ли оформить страховку мужу и дочке?» lost the rule «Полис оформляется…».
 */
export const DONE_OF = "\u0000done:";

/** The infinitive a past passive participle comes from; null for any other word. */
export function participleVerb(word: string): string | null {
  const w = word.toLowerCase().replaceAll("ё", "е");
  const participle = PARTICIPLE.exec(w);
  if (!participle) return null;
  const dict = russianDictionary();
  const root = participle[1] ?? participle[2]!;
  const suffix = w.slice(root.length);
  const end = /^е/.test(suffix) ? "ить" : /^я/.test(suffix) ? "ять" : "ать";
  for (const r of participleRoots(root, end === "ить")) if (dict.has(r + end)) return r + end;
  return null;
}

/** A document's participle's term («Удалённый» → done:удалить); none for other words. */
export function participleTerms(word: string): string[] {
  const verb = participleVerb(word);
  return verb ? [DONE_OF + verb] : [];
}

/** The term a question's verb meets its participle by («удалил» → done:удалить); none for other words. */
export function doneTerms(word: string): string[] {
  const infinitive = verbInfinitive(word);
  return infinitive ? [DONE_OF + infinitive] : [];
}

/** The infinitive a noun in «-к(а)» or an adjective in «-льн-» comes from; null for any other word. */
export function verbOfDerived(word: string): string | null {
  const w = word.toLowerCase().replaceAll("ё", "е");
  const dict = russianDictionary();
  const adjective = LN_ADJECTIVE.exec(w);
  if (adjective) return dict.has(adjective[1] + "ть") ? adjective[1] + "ть" : null;
  const noun = KA_NOUN.exec(w);
  if (!noun) return null;
  const root = noun[1] ?? noun[2]!;
  const last = root.at(-1)!;
  const roots = [root, ...(BACK[last] ?? []).map((c) => root.slice(0, -1) + c)];
  for (const r of roots) for (const end of ["ить", "ать", "ять"]) if (dict.has(r + end)) return r + end;
  // A noun built on the present stem in «-ой-» of a verb in «-ыть» (§ 229; Зализняк 1977, class 12: мыть — мою, рыть — рою):
  // «мойка» is the action of «мыть». Not «-йка» read as «-ить» in general: «настройка» read as «настроить» cost a blind set
  // an answer (session 41).
  if (root.endsWith("ой") && dict.has(root.slice(0, -2) + "ыть")) return root.slice(0, -2) + "ыть";
  // A verb Russian has only as reflexive (рефлексивы tantum, Русская грамматика 1980, § 1459: ошибиться, бояться):
  // «ошибка» is the action of «ошибиться», and no «ошибить» stands between them.
  for (const r of roots) for (const end of ["иться", "аться", "яться"]) if (dict.has(r + end)) return r + end;
  return null;
}

/** The term of a verb's derived word («сушка», «сушильная» → one term); none for other words. */
export function derivedTerms(word: string): string[] {
  const verb = verbOfDerived(word);
  return verb ? [VERB_OF + verb] : [];
}

/**
 * The term a question's verb meets the nouns in «-к(а)» and adjectives in «-льн-» derived from it by: «где стирать робу?»
 * is answered by «Стирка спецодежды… по понедельникам» (session 30, carservice: refused, nothing found). The infinitive,
 * the past («стирал») or the present of the first conjugation in «-ает/-яет» («стирают»), its infinitive in the
 * dictionary. For a question's words only: read into documents, every «заявить» would meet «заявка».
 */
// The verbs in «-ыть» whose present is in «-ой-» (Зализняк 1977, class 12: мыть, рыть, крыть, ныть, выть and their prefixed
// verbs), in the infinitive and the past: «машину где мыть» asks of «Мойка автомобиля», built on «мою». Not «быть», «забыть»
// (буду), «плыть» (плыву): no noun is built on a present in «-ой-» of theirs.
const VERB_FORM = /^([а-я]{3,}?[аяие])(?:ть|л|ла|ло|ли)(ся|сь)?$|^([а-я]{3,}?[ая])(?:ет|ют|ем|ете|ешь)(ся|сь)?$|^([а-я]*[мрнв]ы)(?:ть|л|ла|ло|ли)(ся|сь)?$/;

export function verbOwnTerms(word: string): string[] {
  const infinitive = verbInfinitive(word);
  if (!infinitive) return [];
  return [infinitive, ...unprefixed(infinitive)].map((v) => VERB_OF + v);
}

/**
 * Prefixes that make a verb's perfective and add no meaning of their own (чисто видовые приставки: Русская грамматика 1980,
 * § 1457 — по-, с-, за-, на-, о-, при-, вы-, у-, про-: парковать → припарковать, стирать → постирать): the action noun is
 * built on the bare verb («парковка»), and «где припарковаться» asks of «Парковка для сотрудников…» (lead's walk 42 refused).
 */
const ASPECT_PREFIX = /^(?:при|по|про|за|на|вы|с|о|у)(?=[а-я]{4,})/;

/**
 * The bare imperfective a prefixed perfective's infinitive is made from, as the dictionary holds it (the dictionary may hold
 * only its reflexive, «парковаться», whose action noun «парковка» is read back to it); none when there is none.
 */
function unprefixed(infinitive: string): string[] {
  const m = ASPECT_PREFIX.exec(infinitive);
  if (!m) return [];
  const bare = infinitive.slice(m[0].length).replace(/ся$/, "");
  const dict = russianDictionary();
  if (dict.has(bare)) return [bare];
  return dict.has(`${bare}ся`) ? [`${bare}ся`] : [];
}

/** The infinitive of a verb's form VERB_FORM reads, the dictionary's; a reflexive form's own when only it is a verb («ошибиться»). */
function verbInfinitive(word: string): string | null {
  const m = VERB_FORM.exec(word.toLowerCase().replaceAll("ё", "е"));
  if (!m) return null;
  const infinitive = (m[1] ?? m[3] ?? m[5]) + "ть";
  const dict = russianDictionary();
  if (dict.has(infinitive)) return infinitive;
  return (m[2] ?? m[4] ?? m[6]) && dict.has(infinitive + "ся") ? infinitive + "ся" : null;
}

/**
 * The term a document's verb that Russian has only as reflexive is held by («можно ошибиться не больше двух раз»): its
 * noun in «-к(а)» («ошибка») names nothing else. Other verbs stay apart from their nouns in documents (see verbOwnTerms).
 */
export function reflexiveOnlyTerms(word: string): string[] {
  const infinitive = verbInfinitive(word);
  return infinitive?.endsWith("ся") ? [VERB_OF + infinitive] : [];
}

/**
 * A verb in «-ить» whose root ends in «т», «д», «с», «з», «ст» alternates it in its participle and imperfective (Русская
 * грамматика 1980, § 1489: портить — испорчен, платить — оплачен, возить — вожу, пустить — пущен): «если испортил вещь
 * клиента» meets «Если вещь испорчена…», which Snowball stems apart («испорт», «испорч»). The stem with the consonant
 * alternated, for a form of such a verb in the dictionary; null for other words.
 */
const ALTERNATES: [RegExp, string][] = [[/ст$/, "щ"], [/т$/, "ч"], [/д$/, "ж"], [/с$/, "ш"], [/з$/, "ж"]];
const II_FORM = /(?:ить|ил|ила|ило|или|ит|ят|ишь|ите)(?:ся|сь)?$/;

export function alternatedStem(word: string, stemmed: string): string | null {
  const w = word.toLowerCase().replaceAll("ё", "е");
  const present = presentStemOfA(w, stemmed);
  if (present) return present;
  if (!II_FORM.test(w) || stemmed.length < 4 || !w.startsWith(stemmed) || !russianDictionary().has(stemmed + "ить")) return null;
  for (const [end, to] of ALTERNATES) if (end.test(stemmed)) return stemmed.replace(end, to);
  return null;
}

/**
 * Verbs in «-ать» that alternate their root's last consonant through the present and the imperative (Зализняк,
 * «Грамматический словарь русского языка», 1977: class 6 with alternation — писать/пишу, резать/режу, искать/ищу,
 * сказать/скажу): «куда записать происшествие?» meets «Запишите происшествие в журнал…», which Snowball stems apart
 * («записа», «запиш»). The roots as the infinitive writes them and as the present does; a prefix may precede them.
 */
const A_CLASS: [string, string][] = [
  ["пис", "пиш"], ["рез", "реж"], ["маз", "маж"], ["каз", "каж"], ["вяз", "вяж"], ["иск", "ищ"], ["плак", "плач"],
  ["прят", "пряч"], ["шепт", "шепч"], ["пах", "паш"], ["мах", "маш"], ["лиз", "лиж"], ["чес", "чеш"], ["топт", "топч"],
  ["скак", "скач"], ["полоск", "полощ"], ["плеск", "плещ"], ["свист", "свищ"], ["хохот", "хохоч"], ["щекот", "щекоч"],
];
/** The infinitive and past forms (and the short passive participle) that keep the infinitive's root. */
const A_FORM = /(?:ать|ал|ала|ало|али|ан|ана|ано|аны)(?:ся|сь)?$/;

/** «записать» → «запиш» (the stem «запишите» has); null for a word of no such verb. */
export function presentStemOfA(word: string, stemmed: string): string | null {
  const w = word.toLowerCase().replaceAll("ё", "е");
  if (!A_FORM.test(w) || !stemmed.endsWith("а") || !w.startsWith(stemmed)) return null;
  const body = stemmed.slice(0, -1);
  for (const [root, present] of A_CLASS) if (body.endsWith(root)) return body.slice(0, -root.length) + present;
  return null;
}

/**
 * A secondary imperfective (вторичная имперфективация: Русская грамматика 1980, § 1456 — оплатить → оплачивать,
 * обработать → обрабатывать, спросить → спрашивать) built with «-ива-/-ыва-», its root's consonant alternated (т/ч, д/ж, з/ж,
 * с/ш, ст/щ) and «о» turned «а»: the perfective it comes from, or null. «Первые три дня больничного оплачивает компания»
 * answers «кто платит за больничный?» (walk 25b: hedged); Snowball stems «оплачива» apart from «оплат», while the thesaurus
 * files «оплатить» with «платить». Only an infinitive the dictionary holds is returned.
 */
const SECONDARY = /^(\p{L}{3,})[иы]ва$/u;
const SUFFIXED = /^(\p{L}{3,}[бвмнлрпф])я$|^(\p{L}{3,}(?:[жшчщ]|жд))а$/u;
const VERB_TAIL = /^(?:ть|ет|ют|ешь|ем|ете|л|ла|ло|ли|й|йте|я|ю)?(?:ся|сь)?$/;

/**
 * Imperfectives whose root changes its vowel rather than taking «-ива-» (Русская грамматика 1980, § 1456; Зализняк 1977):
 * послать → посылать, собрать → собирать, принять → принимать, вызвать → вызывать, выдать → выдавать, остаться →
 * оставаться. The root as the imperfective writes it, and as its perfective does. «Снимки … пересылаются только через
 * МИС» answers «можно скинуть снимок врачу?» through the thesaurus's «переслать», which Snowball stems apart («пересыла»).
 */
const VOWEL_ROOTS: [string, string][] = [["сыла", "сла"], ["бира", "бра"], ["нима", "ня"], ["зыва", "зва"], ["дава", "да"], ["става", "ста"]];

export function perfectiveOf(word: string, stemmed: string): string | null {
  const m = SECONDARY.exec(stemmed);
  const w = word.toLowerCase().replaceAll("ё", "е");
  // A prefix must precede the root: «давать» is no secondary imperfective of «дать».
  const vowel = VOWEL_ROOTS.find(([imp]) => stemmed.endsWith(imp) && stemmed.length > imp.length);
  if (vowel && w.startsWith(stemmed) && VERB_TAIL.test(w.slice(stemmed.length))) {
    const perfective = stemmed.slice(0, -vowel[0].length) + vowel[1] + "ть";
    const found = [perfective, perfective + "ся"].find((v) => russianDictionary().has(v));
    if (found) return found;
  }
  // The imperfective in «-я-/-а-» of a perfective in «-ить» (the same paragraph: отменить → отменять, проверить → проверять,
  // решить → решать): «родители отменяют праздник» meets «при отмене…» (walk 28a R51 dropped «отменяют» as phrasing).
  const ya = SUFFIXED.exec(stemmed);
  if (!m && ya && w.startsWith(stemmed) && VERB_TAIL.test(w.slice(stemmed.length))) {
    const dict = russianDictionary();
    const root = ya[1] ?? ya[2]!;
    const found = [root, ...alternatedBack(root)].find((r) => dict.has(r + "ить"));
    if (found) return found + "ить";
  }
  // A finite form, the infinitive or the gerund only: a participle («ежегодный оплачиваемый отпуск») is an adjective of
  // its noun, said of no payer (session 20's «отпускные когда платят» met the leave's length, not its pay day).
  if (!m || !w.startsWith(stemmed) || !VERB_TAIL.test(w.slice(stemmed.length))) return null;
  const base = m[1];
  const roots = [base, ...(BACK[base.at(-1)!] ?? []).map((c) => base.slice(0, -1) + c)];
  // «обрабатывать» ← «обработать», «рассматривать» ← «рассмотреть»: the root's last «а» was «о».
  const withO = roots.flatMap((r) => { const i = r.lastIndexOf("а"); return i > 1 ? [r.slice(0, i) + "о" + r.slice(i + 1)] : []; });
  const dict = russianDictionary();
  for (const r of [...roots, ...withO]) for (const end of ["ить", "ать", "еть", "ять"]) if (dict.has(r + end)) return r + end;
  return null;
}

/**
 * The perfective's root as it was before the imperfective in «-а-/-я-» alternated its last consonant (Русская грамматика
 * 1980, § 1489): т/щ and ст/щ (запретить — запрещать, возместить — возмещать), т/ч (ответить — отвечать), д/жд and з/ж, д/ж
 * (предупредить — предупреждать, выразить — выражать, проводить — провожать), the labial's «л» (§ 1489: направить —
 * направлять, употребить — употреблять). «Расходы возмещаются…» holds «возместить» and its group. Roots of five letters or
 * more: «вешать», «мешать» are no «весить», «месить».
 */
const ALTERNATED_BACK: [RegExp, string[]][] = [[/жд$/, ["д"]], [/щ$/, ["ст", "т"]], [/ч$/, ["т"]], [/ж$/, ["д", "з"]], [/([бвмпф])л$/, ["$1"]]];

function alternatedBack(root: string): string[] {
  if (root.length < 5) return [];
  return ALTERNATED_BACK.flatMap(([end, tos]) => (end.test(root) ? tos.map((to) => root.replace(end, to)) : []));
}

/**
 * The infinitive of a finite form of a verb in «-нуть» (Зализняк 1977, class 3: вернуть — верну, вернёт, вернул): Snowball
 * stems the infinitive «вернут» and the forms «верн», so «сколько вернём?» never met «вернуть» nor its group (компенсация,
 * возврат). Three letters or more before «н» («мини» is no «минуть»); the form «-ут» is left, as «минут» is a noun's.
 */
// Not the reflexive forms: «вернёмся» is «вернуться» (come back), whose stem Snowball cuts as «вернуть»'s and would lend it
// the refund group («вернёмся к командировкам…» was told nothing was said of «вернемся»).
const NU_FORM = /^([а-я]{3,}н)(?:у|ешь|ет|ем|ете|и|ите|ул|ула|уло|ули|ув)$/;

export function nuInfinitive(word: string): string | null {
  const m = NU_FORM.exec(word.toLowerCase().replaceAll("ё", "е"));
  const infinitive = m && `${m[1]}уть`;
  return infinitive && russianDictionary().has(infinitive) ? infinitive : null;
}
