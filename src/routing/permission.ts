/**
 * «можно подключить личный телефон к гостевой сети», «нужно брать справку», «can I work from home on
 * Fridays?»: a modal predicate opening a message asks what is allowed or required, a question about
 * rules even without «ли» or «?». Not part of the router's QUESTION: «Можно составить письмо?» still
 * asks for a draft.
 */
// «мне нужно оформить пропуск», «нам надо продлить договор»: a need said with a dative is the same question.
const MODAL_OPEN = /^(?:а\s+)?(?:(?:мне|нам)\s+)?(?:можно|нельзя|нужно|надо|обязательно|разрешено|положено|may i|can i|am i allowed|do i need|should i|is it allowed)(?![\p{L}-])/iu;

/**
 * «нужно посмотреть встречи на завтра», «надо составить акт»: the modal before a verb of looking up or of
 * making asks for that to be done, not what the rules allow.
 */
const DOING = /^(?:а\s+)?(?:(?:мне|нам)\s+)?(?:нужно|надо|можно)\s+(?:посмотреть|найти|показать|поискать|проверить|составить|написать|подготовить|сделать|создать|отправить|ответить|сократить|перевести|посчитать|переписать|чуть|немного)(?![\p{L}])/iu;

export function asksWhatIsAllowed(message: string): boolean {
  const text = message.trim();
  return MODAL_OPEN.test(text) && !DOING.test(text);
}
