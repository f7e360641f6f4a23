/**
 * «email Dmitry Sokolov: thanks for…», «shoot dmitry a quick note saying…», «drop Maria a line that…»: a new letter asked
 * for in everyday English, by a verb of the means of communication or of sending with the message as its object.
 * Levin, «English Verb Classes and Alternations» (1993): verbs of instrument of communication (37.4: email, e-mail, mail,
 * message, text, ping as their current kin) take the addressee as object and what is said after it; verbs of sending (11.1:
 * send, with the idiomatic «shoot», «drop», «fire off») take the addressee and the message noun in the double object
 * construction or with «to» («drop a line to Maria»). The message nouns are those of a written message (note, line,
 * message, email, letter); the message follows «saying», «that», «to let her know» or a colon.
 */
const NAME_WORD = "(?!(?:from|to|about|of|the|my|all|any|me|us|them|it|that|this|a|an|and|inbox|mailbox)(?![\\p{L}]))[\\p{L}][\\p{L}'.-]*";
const NAME = `(${NAME_WORD}(?:\\s+${NAME_WORD}){0,2}?)`;
const SIZE = "(?:(?:quick|short|brief|little|small|few)\\s+)?";
const NOTE = "(?:note|line|message|email|e-mail|mail|letter|text)";
const HIM = "(?:him|her|them)";
const SAYING = `(?:\\s+(?:saying|that|to\\s+say|(?:telling|to\\s+tell)\\s+${HIM}|(?:letting|to\\s+let)\\s+${HIM}\\s+know)(?:\\s+that)?\\s+|\\s*[:—–]\\s*|\\s*,\\s*(?:saying|that)?\\s*)`;
const LEAD = "^(?:(?:please|pls|hey|just|quickly|can\\s+you|could\\s+you|would\\s+you|can\\s+u)[,\\s]+)*";

// «ping Dmitry a quick note that…», «email Maria a short message saying…»: the verbs of instrument take the double object too.
const SEND = "(?:shoot|drop|send|fire\\s+off|write|flick|dash\\s+off|ping|email|e-mail|message|text)";
const SENT = new RegExp(`${LEAD}${SEND}\\s+${NAME}\\s+(?:a|an)\\s+${SIZE}${NOTE}${SAYING}(.+)$`, "iu");
// The same verbs with the addressee after «to» (the prepositional dative): «drop a quick line to Maria saying…».
const SENT_TO = new RegExp(`${LEAD}${SEND}\\s+(?:a|an)\\s+${SIZE}${NOTE}\\s+to\\s+${NAME}${SAYING}(.+)$`, "iu");
const INSTRUMENT = new RegExp(`${LEAD}(?:email|e-mail|mail|message|text|ping)\\s+${NAME}(?:\\s*[:—–]\\s*|\\s+(?:saying|that|to\\s+say)\\s+)(.+)$`, "iu");

/**
 * «черкни Диме Соколову пару слов: спасибо за отчёт», «напиши Марии пару строк, что…»: the Russian verbs of writing and
 * sending (Русская грамматика 1980: глаголы речевого сообщения; «черкнуть», «чиркнуть», «скинуть» colloquial, Ожегов) with
 * the addressee in the dative, a capitalised name, and the message said after a colon or «что».
 */
const RU_NAME = "(\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+)?)";
const RU_NOTE = "(?:\\s+(?:пару|пару-тройку|несколько)\\s+(?:слов|строк|строчек)|\\s+(?:записку|сообщение|письмо|весточку|мейл|письмецо))?";
const RU_SENT = new RegExp(`^(?:(?:пожалуйста|плиз|можешь)[,\\s]+)?(?:черкни|чиркни|напиши|скинь|отправь|набросай)\\s+${RU_NAME}${RU_NOTE}(?:\\s*[:—–]\\s*|\\s*,?\\s+что\\s+)(.+)$`, "u");

/** To whom and what, when the message asks for a new letter so; null for anything else. */
export function noteAskedFor(message: string): { to: string; gist: string } | null {
  const m = SENT.exec(message.trim()) ?? SENT_TO.exec(message.trim()) ?? INSTRUMENT.exec(message.trim()) ?? RU_SENT.exec(message.trim());
  return m ? { to: m[1]!.trim(), gist: m[2]!.trim() } : null;
}
