/**
 * How a person says a matter is their own: the first-person possessive pronoun («мой наставник», «my locker code») and
 * the Russian possessive construction «у меня» («какие у меня смены?» — possession is said with «у» + genitive).
 * Russian: the whole paradigm of «мой» (all genders, numbers and cases, «ё» and «е» spellings), as any grammar gives it
 * (e.g. Зализняк, «Грамматический словарь русского языка», местоимение-прилагательное «мой»); English: «my», «mine».
 * Read by answering (the person's own file is asked first) — it says whose the matter is, never what it is.
 */
const FORMS = "мой|моя|моё|мое|мои|моего|моей|моему|мою|моим|моих|моими|моём|моем|у\\s+меня|my|mine";

/** Whether the message asks of the person's own matter. */
export const OWN = new RegExp(`(?<![\\p{L}])(?:${FORMS})(?![\\p{L}])`, "iu");

const OWN_G = new RegExp(OWN.source, "giu");

/**
 * The personal pronoun of the first person in any case («я», «мне», «меня», «мной»; «I», «me»), or a possessive: the
 * person speaks of themselves («с кем мне работать первые ночи?»), so what their own file says of it stands beside the
 * company's rule.
 */
const SELF = /(?<![\p{L}])(?:я|мне|меня|мной|мною|i|me|i'm|im)(?![\p{L}])/iu;
export const speaksOfSelf = (message: string) => OWN.test(message) || SELF.test(message);

/**
 * «в какие числа я работаю?», «я выхожу 12-го?»: a verb in the first person singular present after «я» (a word or two between
 * allowed: «я в декабре работаю») says what the person does; the first conjugation's «-аю, -яю, -ею, -ую» and the
 * second's «-жу, -шу, -чу, -щу, -лю, -рю, -ню» (Русская грамматика 1980, § 1480). Not after a preposition («я к врачу»).
 */
const SELF_ACT = /(?<![\p{L}])я\s+((?:\p{L}+\s+){0,2}?)(\p{L}+(?:аю|яю|ею|ую|жу|шу|чу|щу|лю|рю|ню))(?![\p{L}])/giu;
const PREPOSITION = /(?:^|\s)(?:в|во|на|к|ко|с|со|по|за|у|о|об|от|до|из|при|для|про)\s*$/u;

/** The person's own acts the message tells in the first person: «работаю» in «в какие числа я работаю?». */
export function ownActs(message: string): string[] {
  return [...message.toLowerCase().replaceAll("ё", "е").matchAll(SELF_ACT)].filter((m) => !PREPOSITION.test(m[1]!)).map((m) => m[2]!);
}

/**
 * The message without its possessives. Once the person's own file is searched, «мой» has done its work: the file says
 * «Мои ночные смены», «Мой отпуск» on every line, so the pronoun weighed as a word the file holds would pick the line that
 * shares it instead of the one that answers (walk 19c: «кто мой наставник и какой код от моего шкафчика?» got the night
 * shifts in place of the mentor).
 */
export function withoutOwn(message: string): string {
  return message.replace(OWN_G, " ").replace(/\s+([?!.,])/gu, "$1").replace(/\s+/gu, " ").trim();
}

/** A line of a file that opens with what it names, «Мой наставник — …», «Код шкафчика: 4719»: that head, without «мой». */
export function definedHead(line: string): string | null {
  const m = /^([^—–:.!?]{2,60}?)\s*(?:—|–|:)\s+\S/u.exec(line.trim());
  return m ? withoutOwn(m[1]) || null : null;
}
