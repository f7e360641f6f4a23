/**
 * A letter asked for whole rather than found among others: the adverbs of completeness (Ожегов: «целиком», «полностью»,
 * «дословно»; «весь текст», «полный текст») and the verbs of opening or reading a thing («открой», «прочитай», «прочти»),
 * and their English counterparts («in full», «full text», «whole», «entire», «open», «read»). A closed list of the ways to
 * say it, read by the mail search's arguments.
 */
const WHOLE = /(?<![\p{L}])(?:целиком|полностью|дословно|(?:весь|полный|целый)\s+текст|текст\s+целиком|всё\s+письмо|все\s+письмо|in\s+full|(?:the\s+)?full\s+(?:text|letter|email|message)|(?:the\s+)?(?:whole|entire)(?:\s+(?:text|letter|email|message))?)(?![\p{L}])/giu;
const OPEN = /^(?:(?:пожалуйста|please)[,\s]+)?(?:открой|откройте|прочитай|прочитайте|прочти|прочтите|зачитай|open|read)(?![\p{L}])/iu;

/** Whether a message asks to see a letter whole: «покажи письмо … целиком», «открой письмо от …», «open the letter from …». */
export function asksWholeText(message: string): boolean {
  return new RegExp(WHOLE.source, "iu").test(message) || OPEN.test(message.trim());
}

/** The message without the words that asked for the whole text (they name nothing in the letter). */
export function withoutWholeText(message: string): string {
  return message.trim().replace(OPEN, " ").replace(WHOLE, " ").replace(/\s+/g, " ").trim();
}
