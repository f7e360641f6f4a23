import { russianDictionary } from "./dictionary.ts";

/**
 * The unnamed doer: a Russian indefinite-personal clause (неопределённо-личное предложение — the predicate in the third
 * person plural with no subject, its doer «they», someone with the power to do it; Русская грамматика, 1980, т. II, the
 * chapter on one-member sentences; Розенталь, «Современный русский язык», § on indefinite-personal sentences: «Вас
 * вызывают к директору»). Asked of oneself at work, the doer is the employer: «дадут ли мне выходной 1 сентября?», «вернут ли
 * ей деньги за еду?», «какое давление, чтобы допустили на медосмотре?» ask what the company does, which its rules say —
 * no skill of the person's own life (a lesson, a diet, a symptom) can tell it.
 *
 * Read narrowly, as the grammar marks it without a parser:
 * - a yes-no question opening its clause with the plural verb, «ли», then the person it is done to as a dative or
 *   accusative pronoun («дадут ли мне», «уволят ли меня»). Without a parser a subject after the pronoun cannot be told
 *   from an object («помогут ли мне таблетки» beside «вернут ли ей деньги»): the callers ask this only where a skill was
 *   chosen weakly and no sign that cannot wait was told;
 * - a purpose clause «чтобы» with a past plural and nothing before it but the person, nothing after it but a preposition
 *   or the end («чтобы допустили на медосмотре»; not «чтобы похудели бока», whose subject follows).
 */
const PERSON = "мне|нам|ему|ей|им|вам|тебе|меня|нас|его|её|ее|их|вас|тебя";
const ASKED = new RegExp(String.raw`(?:^|[,.;:!?—–(]\s*|(?<![\p{L}])(?:а|и|но|то|тогда)\s+)(\p{L}{3,}(?:ут|ют|ат|ят)(?:ся)?)\s+ли\s+(?:${PERSON})(?:\s+(\p{L}+))?`, "iu");
const PURPOSE = new RegExp(String.raw`(?<![\p{L}])чтобы\s+(?:(?:${PERSON})\s+)?(\p{L}{3,}ли)(?:\s+(\p{L}+))?(?![\p{L}])`, "iu");
/** The prepositions of Russian (a closed class, Русская грамматика 1980, т. I, «Предлог»): no subject opens with one. */
const PREPOSITION = /^(?:в|во|на|к|ко|до|с|со|по|за|без|после|при|от|ото|из|изо|у|о|об|обо|для|через|перед|под|над)$/u;

/** «были», «могли», «стали» say no act of anyone's: the purpose clause's subject follows them («чтобы были деньги»). */
const NO_ACT = /^(?:были|могли|стали|смогли|хотели)$/u;

/** A noun in -ут/-ат («маршрут», «результат») declines: the dictionary holds its instrumental; a verb has none. */
const isNoun = (w: string) => russianDictionary().has(`${w}ом`);

/** Whether the message asks what an unnamed doer — at work, the employer — does to or for the person. */
export function unnamedDoerActs(message: string): boolean {
  const text = message.toLowerCase().replaceAll("ё", "е");
  const a = ASKED.exec(text);
  if (a && !isNoun(a[1]!)) return true;
  const p = PURPOSE.exec(text);
  return !!p && !NO_ACT.test(p[1]!) && (!p[2] || PREPOSITION.test(p[2]));
}
