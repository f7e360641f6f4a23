import { isEmail } from "./email.ts";

/**
 * What a message says of the draft on screen, beyond the one-phrase call-off of speech-acts.ts (walk 17b): a call-off
 * or a go-ahead said in clauses of everyday talk («хотя нет, не надо ей пока ничего отправлять, удали черновик»,
 * «ладно, забей, не отправляй», «ок, публикуй»), another recipient («отправь это не Дмитрию, а Марии Ивановой»,
 * «поменяй получателя на Марию Иванову», «send it to Dmitry instead») and another title («заголовок: …»).
 * A message is read clause by clause: each is a filler word of talk, a dismissal or the act, and one at least is no filler.
 */

// Words of talk that open or join clauses and decide nothing by themselves (discourse particles and interjections).
const FILLER_WORDS = "ой|ох|ах|ну|ладно|хорошо|ок|окей|хотя|нет|неа|не-а|стоп|погоди(?:те)?|подожди(?:те)?|слушай(?:те)?|знаешь|знаете|всё-таки|все-таки|пожалуй|всё|все|а|и|так|тогда|извини(?:те)?|блин|эх|хм|no|nah|nope|ok|okay|wait|stop|actually|hmm|well|oh|oops|sorry|so|then|ugh|uh|um|eh";
const FILLER = new RegExp(`^(?:${FILLER_WORDS})$`, "iu");
// A dismissal said of whatever was going on: no verb of sending needed («забей», «не надо», «передумала», «never mind»);
// the thing may follow it too («не надо письмо», «не нужно никакого письма»: walk 20a searched the mail for «ой»;
// «forget that email», walk 21b searched it for «email»), as it does «забей на это письмо».
const DISMISS = /^(?:забей(?:те)?(?:\s+на\s+(?:(?:это|этот|эту|него|неё|нее)\s*)?(?:письмо|черновик|пост|ответ)?)?|(?:(?:это|это\s+)?(?:письмо|черновик|пост|ответ)\s+)?(?:не\s+нужн[оаы]?|не\s+надо|отменяется)|(?:не\s+надо|не\s+нужно)(?:\s+(?:это|этот|эту|никакого|никакое))?(?:\s+(?:письмо|письма|черновик|черновика|пост|поста|ответ|ответа))?|не\s+стоит|(?:я\s+)?передумал[аи]?|отбой|отмена|отставить|(?:(?:это|этот|эту|его|её|ее|письмо|черновик|пост|ответ)\s+)*(?:в\s+топку|в\s+корзину|в\s+мусор(?:ку)?)(?:\s+(?:это|этот|эту|его|её|ее|письмо|черновик|пост|ответ))*|проехали|неважно|не\s+важно|забудь(?:те)?(?:\s+(?:об?\s+этом|про\s+это))?|never\s*mind|forget\s+(?:about\s+)?(?:it|that|this)(?:\s+(?:email|e-mail|letter|draft|post|reply|message|one))?|scratch\s+that|no\s+need|don'?t\s+bother)$/iu;
// «this is wrong, cancel it», «это не то, отмени»: a judgement of the draft, said with a call-off only (walk 20b: it was added
// to the minutes as a point); alone («это не то») it may answer anything and cancels nothing.
const JUDGED = /^(?:(?:this|that|it)(?:'s|\s+is)\s+)?(?:all\s+)?(?:wrong|not\s+(?:right|it|what\s+i\s+(?:meant|wanted|asked\s+for)))$|^(?:это\s+)?(?:(?:вообще|совсем|всё|все)\s+)?(?:не\s+то|неправильно|неверно|не\s+так)$/iu;
// Words a negated «send» is said with: to whom, what, when («не надо ей пока ничего отправлять»).
const AROUND = String.raw`(?:ей|ему|им|ничего|пока|это|его|её|ее|их|никому|сейчас|вообще|лучше|уже|письмо|черновик|пост|ответ|it|this|that|yet|now|please)`;
// Verbs of discarding said of a draft: the plain ones (delete, discard, drop, scrap, cancel) and the everyday ones of
// throwing away (ditch, bin, trash, toss, chuck, junk, dump, nix, kill; Levin 1993, 10.1 «remove» and 17.1 «throw» verbs).
const DISCARD = "delete|discard|drop|scrap|cancel|ditch|bin|trash|toss|chuck|junk|dump|nix|kill|axe|remove|erase";
const SEND_NOT = String.raw`отправляем|отправим|посылаем|пошл[её]м|шл[её]м|публикуем|опубликуем|отправлять|отправляй(?:те)?|отправь(?:те)?|посылать|посылай(?:те)?|слать|шли(?:те)?|публиковать|публикуй(?:те)?|опубликуй(?:те)?|писать|пиши(?:те)?`;
const CALL_OFF = new RegExp(String.raw`^(?:(?:${AROUND})\s+)*(?:(?:ничего\s+)?не|никому\s+не)\s+(?:(?:надо|нужно|стоит|будем)\s+)?(?:(?:${AROUND})\s+)*(?:${SEND_NOT})(?:\s+${AROUND})*$`
  + String.raw`|^(?:удали(?:те)?|удаляй(?:те)?|сотри(?:те)?|стирай(?:те)?|выкинь(?:те)?|выкидывай(?:те)?|выброси(?:те)?|выбрасывай(?:те)?|убери(?:те)?|отмени(?:те)?)(?:\s+(?:этот|это|эту|его|её|ее|черновик|письмо|пост|ответ))*$`
  + String.raw`|^(?:don'?t|do\s+not)\s+(?:send|post|publish)(?:\s+${AROUND})*$|^(?:${DISCARD})(?:\s+(?:it|this|that|the|draft|letter|email|e-mail|message|note|reply|post))*$`
  + String.raw`|^(?:throw|toss|chuck)\s+(?:it|this|that|the\s+(?:draft|letter|email|e-mail|message|note|reply|post))\s+(?:away|out)$|^get\s+rid\s+of\s+(?:it|this|that|the\s+(?:draft|letter|email|e-mail|message|note|reply|post))$`, "iu");
// Agreement before the go-ahead («ок», «да», «давай», «looks good»).
const AGREE = /^(?:да|ага|угу|ок|окей|ладно|хорошо|отлично|супер|класс|норм|нормально|годится|пойдёт|пойдет|давай(?:те)?|всё|все|верно|так|yes|yep|yeah|ok|okay|great|fine|good|perfect|cool|sure|alright|looks\s+good|lgtm)$/iu;
const CONFIRM = new RegExp(String.raw`^(?:можно\s+|теперь\s+|уже\s+)?(?:подтверждаю|подтвердить|подтверди(?:те)?|отправляй(?:те)?|отправь(?:те)?|отправлять|посылай(?:те)?|шли(?:те)?|публикуй(?:те)?|опубликуй(?:те)?|публиковать|send|post|publish|confirm(?:ed)?|i\s+confirm|ship\s+it|go\s+ahead(?:\s+and\s+(?:send|post|publish))?)`
  + String.raw`(?:\s+(?:его|её|ее|это|письмо|пост|ответ|it|this|now|please|пожалуйста|уже|сейчас|так))*$`, "iu");

// The person's own plan said after a call-off: a clause opening with «я», «сам», «I'll», «it's».
const REASON = /^(?:я|мы|сам[аи]?|i|i'?ll|we'?ll|it'?s|that'?s|это)(?![\p{L}'])/iu;

/** The clauses of a message, each without the filler words that open it (empty when it was only those). */
function clauses(message: string, skip: RegExp): string[] {
  return message.trim().replace(/[.!]+$/u, "").split(/\s*[,;.!—–]\s*|\s+-\s+/u).filter(Boolean).map((c) => {
    // «не, в топку…»: a bare «не» is the colloquial «нет»; opening a clause («не надо») it is the negation, kept.
    if (skip.test(c) || /^не$/iu.test(c)) return "";
    const w = c.split(/\s+/u);
    while (w.length && skip.test(w[0]!)) w.shift();
    return w.join(" ");
  });
}

/**
 * True when the message calls the draft off in clauses of talk. A dismissal alone («ладно, забей», «передумала, не
 * надо») needs `dismissalCounts`: inside a skill it may answer the skill's own question.
 */
export function callsOffInClauses(message: string, dismissalCounts: boolean): boolean {
  if (/\?/u.test(message)) return false;
  const all = clauses(message, FILLER).filter(Boolean);
  // «хм, отмена, я сам позвоню», «scrap it, I'll call him»: a reason closing a call-off, as CANCEL_DRAFT allows one.
  const said = all.length > 1 && REASON.test(all.at(-1)!) ? all.slice(0, -1) : all;
  const acts = said.filter((c) => CALL_OFF.test(c));
  return said.length > 0 && said.every((c) => CALL_OFF.test(c) || DISMISS.test(c) || (acts.length > 0 && JUDGED.test(c))) && (acts.length > 0 || dismissalCounts);
}

/** True when the message is a go-ahead to send or publish («подтверждаю», «ок, публикуй», «ok, send it»). */
export function confirmsInWords(message: string): boolean {
  if (/\?/u.test(message)) return false;
  const said = clauses(message, new RegExp(`${FILLER.source}|${AGREE.source}`, "iu")).filter(Boolean);
  return said.length > 0 && said.every((c) => CONFIRM.test(c));
}

// Opening words of talk before the request itself («ой, нет, …», «actually, …»).
const LEAD = String.raw`^(?:(?:${FILLER_WORDS})[,.!\s]+)*`;
const SEND_TO = String.raw`(?:отправь|пошли|перешли|адресуй|направь)(?:те)?`;
const IT = String.raw`(?:это|его|её|ее|письмо|черновик|ответ|лучше|тогда|вместо\s+этого)`;
/** A recipient as said in the message, and the case it was said in (the To field names them in the nominative). */
export interface SaidRecipient { who: string; grammaticalCase: "dative" | "accusative" | "nominative" }
// Whom a letter is sent to, said loosely: a name in capitals, an address, «в бухгалтерию»; up to four words.
const NAMED = /^(?:\S+@\S+|(?:в|во)\s+\p{L}+(?:\s+\p{L}+){0,2}|\p{Lu}[\p{L}.-]*(?:\s+\p{Lu}[\p{L}.-]*){0,3})$/u;
const ANY = /^[\p{L}@.\s«»"-]{2,80}$/u;
const RECIPIENT: [RegExp, SaidRecipient["grammaticalCase"], RegExp][] = [
  // «ой, нет, отправь это не Дмитрию, а Марии Ивановой», «не Дмитрию, а Марии»
  [new RegExp(String.raw`${LEAD}(?:(?:лучше|тогда)\s+)?(?:${SEND_TO}(?:\s+${IT})*\s+)?не\s+[^,]+?\s*,?\s+а\s+(.+)$`, "iu"), "dative", NAMED],
  // «поменяй получателя на Марию Иванову», «смени адресата: Мария Иванова»
  [new RegExp(String.raw`${LEAD}(?:поменяй|смени|замени|измени|исправь|поставь)(?:те)?\s+(?:получателя|адресата|адрес(?:\s+получателя)?)\s+на\s+(.+)$`, "iu"), "accusative", ANY],
  [new RegExp(String.raw`${LEAD}(?:поменяй|смени|замени|измени|исправь|поставь)(?:те)?\s+(?:получателя|адресата|адрес(?:\s+получателя)?)\s*[:—–-]\s*(.+)$`, "iu"), "nominative", ANY],
  // «кому: m.ivanova@severveter.ru», «получатель — Мария Иванова»
  [/^(?:кому|получатель|адресат|to|recipient)\s*[:—–-]\s*(.+)$/iu, "nominative", ANY],
  // «отправь это лучше Марии Ивановой», «перешли его в бухгалтерию»
  [new RegExp(String.raw`${LEAD}(?:(?:лучше|тогда)\s+)?${SEND_TO}(?:\s+${IT})*\s+(.+?)(?:\s+вместо\s+\S+(?:\s+\S+)?)?$`, "iu"), "dative", NAMED],
  // «actually send it to Dmitry Sokolov instead», «send this to Maria, not Dmitry»
  [new RegExp(String.raw`${LEAD}(?:send|address|forward|email|mail|make)\s+(?:it|this|that|the\s+(?:letter|email|draft|reply|message))\s+(?:out\s+)?to\s+(.+?)(?:\s+instead)?(?:,?\s+(?:not|rather\s+than|instead\s+of)\s+.+)?$`, "iu"), "nominative", NAMED],
  [new RegExp(String.raw`${LEAD}(?:change|switch|set|make)\s+the\s+(?:recipient|addressee|address|to(?:\s+field)?)\s+(?:to\s+)?(.+)$`, "iu"), "nominative", ANY],
  [new RegExp(String.raw`${LEAD}not\s+(?:to\s+)?[^,]+?,?\s+but\s+to\s+(.+)$|${LEAD}to\s+(.+?)\s+instead$`, "iu"), "nominative", NAMED],
];

/**
 * «не в четверг, а в понедельник», «не на 5-е, а на 7-е», «not Friday but Monday»: a day, a date or a time is never whom a
 * letter goes to (the weekdays, the days around today, the months, a number; walk 18b took «понедельник» for a recipient).
 */
const SAYS_WHEN = /^(?:(?:в|во|на|к|до|с|со|после|by|on|at|to|till|until)\s+)?(?:понедельник\p{L}*|вторник\p{L}*|сред[уаые]|четверг\p{L}*|пятниц\p{L}*|суббот\p{L}*|воскресень\p{L}*|сегодня|завтра|послезавтра|вечер\p{L}*|утр\p{L}*|обед\p{L}*|\d[\d.:\s-]*(?:-?(?:го|е|ое|th|st|nd|rd))?(?:\s+\p{L}+)?|(?:январ|феврал|март|апрел|ма[йяю]|июн|июл|август|сентябр|октябр|ноябр|декабр)\p{L}*|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|morning|evening|noon|january|february|march|april|may|june|july|august|september|october|november|december)$/iu;

/** Another recipient for the letter on screen, as said, or null when the message names none. */
export function newRecipient(message: string): SaidRecipient | null {
  const text = message.trim().replace(/[.!]+$/u, "");
  // «отправь Марии, что я приду», «send Maria that I'll come»: a new letter's message, no change of this one's recipient.
  if (/\?$|(?<![\p{L}])(?:что|чтобы|saying|that(?!\s+to\s))(?![\p{L}])/iu.test(text)) return null;
  for (const [re, grammaticalCase, shape] of RECIPIENT) {
    const m = re.exec(text);
    const who = (m?.slice(1).find(Boolean) ?? "").trim().replace(/^[«"]|[»"]$/gu, "");
    if (!who || !(isEmail(who) || shape.test(who)) || SAYS_WHEN.test(who)) continue;
    // «перешли его в бухгалтерию»: a unit after «в» is said in the accusative.
    const unit = /^(?:в|во)\s+(.+)$/iu.exec(who);
    return unit ? { who: unit[1]!, grammaticalCase: "accusative" } : { who, grammaticalCase: isEmail(who) ? "nominative" : grammaticalCase };
  }
  return null;
}

// «заголовок сделай: …», «заголовок: …», «поменяй заголовок на …», «назови пост «…»», «title: …», «change the title to …».
const TITLE = new RegExp(String.raw`${LEAD}(?:(?:пусть\s+|давай(?:те)?\s+)?(?:заголовок|название|тема(?:\s+письма)?|title|subject)(?:\s+(?:сделай(?:те)?|поставь(?:те)?|напиши(?:те)?|пусть\s+будет|будет|should\s+be)\s*[:—–-]?\s*|\s*[:—–-]\s*)`
  + String.raw`|(?:сделай|поставь|поменяй|смени|измени|замени|напиши)(?:те)?\s+(?:заголовок|название|тему)(?:\s+(?:на|такой|такое|такую))?\s*[:—–-]?\s+`
  + String.raw`|(?:давай(?:те)?\s+)?(?:назови|назов[её]м|озаглавь|переименуй)(?:те)?\s+(?:пост|статью|заметку|письмо|его|её|ее)(?:\s+в(?=\s))?\s*[:—–-]?\s*|(?:change|set|make)\s+the\s+(?:title|subject)\s+(?:to\s+)?[:—–-]?\s*|(?:call|name|title)\s+it\s*[:—–-]?\s*)(.+)$`, "iu");

/**
 * «такой: …», «по-другому — «…»»: words that say the title changes, not what it is (обстоятельства образа действия),
 * with the dash or colon after them.
 */
const MANNER = /^(?:такой|такое|такую|так|вот\s+так|по-другому|по-новому|иначе|лучше)(?:\s*[:—–-]\s*|\s+(?=[«"“]))/iu;

/** The title the person gives the post or letter on screen, without the quotes around it; null when none is given. */
export function newTitle(message: string): string | null {
  const m = TITLE.exec(message.trim());
  if (/\?$/u.test(message.trim())) return null;
  const said = m?.[1]?.trim().replace(MANNER, "");
  // A title in quotes is the quoted words, whatever is said around them.
  const quoted = said?.match(/^[^«"“]*[«"“]([^»"”]+)[»"”][.!]?$/u)?.[1];
  const title = (quoted ?? said)?.replace(/^[«"“']+|[»"”']+$/gu, "").trim();
  return title && title.length <= 120 ? title : null;
}

/**
 * «покажи черновик», «а где черновик?», «покажи ещё раз, что получилось», «show me the draft», «where is the draft?», «let me
 * see the post again»: the draft on screen is asked to be shown, nothing in it changed.
 */
const SHOW_DRAFT = /^(?:(?:а|ну|так|ок|слушай|hey|ok|so)[,\s]+)*(?:(?:покажи(?:те)?|открой(?:те)?|где)(?:\s+(?:мне|ещё\s+раз|еще\s+раз|снова|опять|мой|наш|этот|сам))*,?\s+(?:черновик\p{L}*|пост|письмо|ответ|текст|что\s+получилось|что\s+вышло)|(?:show(?:\s+me)?|let\s+me\s+see|can\s+i\s+see|where(?:'s|\s+is))\s+(?:the|my|that)\s+(?:draft|post|letter|email|reply)|show(?:\s+me)?\s+what\s+you\s+(?:have|got|wrote))(?:\s+(?:ещё\s+раз|еще\s+раз|снова|опять|again|please|пожалуйста))*[\s?!.]*$/iu;

export function asksToSeeDraft(message: string): boolean {
  return SHOW_DRAFT.test(message.trim());
}
