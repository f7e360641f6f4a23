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
