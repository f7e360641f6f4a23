/**
 * Derived prepositions (производные предлоги, Русская грамматика 1980, § 1650), which Snowball's list leaves out: «кому
 * писать по поводу пароля?» asks about the password, and no document need say «поводу» (walk 13b named it missing).
 */
const DERIVED_PREPOSITIONS = "поводу насчет насчёт вместо около вокруг посреди среди кроме возле вдоль внутри мимо сквозь ради вроде согласно вследствие ввиду";

/**
 * The rest of the paradigms of pronouns Snowball's list holds in some forms only: the reflexive «себя» («себя», «себе»
 * listed; «собой», «собою» not). Not «один»: «можно ли мне одному остаться…» says «alone», and «у одного дверь помята» which
 * one (session 16's test, a retail request). Not «весь»: «всем», «всей» say the
 * request's scope («разослать всем клиентам»), and dropped they took a blind skill library's request out of its skill (a
 * total only; session 32's merge). Forms as Зализняк's «Грамматический словарь русского языка» (1977) declines them. «что взять с собой?»,
 * «длительность одного звонка»: a case form the list missed weighed as the thing asked, and the rule that says the rest was
 * shown only as possibly related. Not «свой»: «на своей машине» says «личный» (Ожегов: свой — принадлежащий себе), and
 * without it a car named in a rule on cash answered «за свою тачку что-нибудь возмещают?» (insurer's leave-one-out).
 */
// «другой» (listed) in its other forms: «можно привести друга в номер?» was answered by «Гостя…, который мешает другим…», the
// friend («друг») and «другим» one Snowball stem (lead's walk 54). Not «другом», the friend's instrumental too («с другом»).
const PARADIGMS = `собой собою другого другому другим другая другую другое другие других другими`;

/**
 * Adverbs that an act was done unintended («случайно удалил», «нечаянно отправил»; Ожегов: случайно — нечаянно, ненароком):
 * they say how a trouble came about (speech-acts.ts reads «случайно удалил» as a trouble report), context of what is asked.
 * «удалил файл случайно можно вернуть?» hedged «Про «случайно» в найденном ничего не сказано» over the rule that says
 * a deleted file is restored within 30 days (lead's walk 43). Not a function word: «случайно вколола себе седатива» meets
 * the vet rules' «При случайном самоуколе…» by it (tests/road/session19).
 */
const UNINTENDED = new Set(`случайно нечаянно ненароком`.split(" "));

/**
 * The indefinite numerals (неопределённо-количественные слова) with every case form: «несколько», «немного», «немало»,
 * «столько» count as «много» and «сколько» do, which Snowball's list holds; a vague amount names nothing a rule must repeat.
 * «ввела пароль неправильно несколько раз, учетку заблокировало. на сколько блокируется?» weighed «несколько» as a word the
 * account rule lacks (hotel's «После 5 неудачных попыток входа…»). Forms as Зализняк (1977) declines them. Left out of the
 * answerability test's words only (salience.ts), as the modal verbs are: in the stop list they changed what the router saw
 * of «…а несколько коробок битые. С чего начать?» and a retail skill request lost its clarifying question.
 */
const INDEFINITE_NUMERALS = new Set(`несколько нескольких нескольким несколькими немного немногих немногим немало столько стольких
  стольким столькими`.split(/\s+/));

/** Whether a word is an indefinite numeral («несколько»): see INDEFINITE_NUMERALS. */
export function isIndefiniteNumeral(word: string): boolean {
  return INDEFINITE_NUMERALS.has(word);
}

/** Whether a word says an act was unintended («случайно»). */
export function saysUnintended(word: string): boolean {
  return UNINTENDED.has(word.toLowerCase());
}

/** Function words of Russian and English (Snowball's lists, the auxiliary «быть» with its whole future, «кто», «что», «чей» in every case, with English contractions as typed without the apostrophe, «whats», «dont»): they say nothing about what a text is about. */
// The English indefinite pronouns («anything», «someone») are function words too (the SMART stopword list, Salton 1971),
// and so are their possessives typed without the apostrophe («found someones phone», walk 23b named «someones» missing).
export const STOPWORDS = new Set(
  `и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее её мне было вот от меня еще ещё нет о из ему теперь когда даже ну вдруг ли если уже или ни быть был него до вас нибудь опять уж вам ведь там потом себя ничего ей может они тут где есть надо ней для мы тебя их чем была сам чтоб без будто чего раз тоже себе под кого кому кем ком чему чём чей чья чье чьё чьи будет буду будешь будем будете будут ж тогда кто этот того потому этого какой совсем ним здесь этом один почти мой тем чтобы нее сейчас были куда зачем всех никогда можно при наконец два об другой хоть после над больше тот через эти нас про всего них какая много разве три эту моя впрочем хорошо свою этой перед иногда лучше чуть том нельзя такой такая такое такие таких таким такими такую таком им более всегда конечно всю между это как-то ли сколько какие какое каких каким который которая которые которых нужно например положено положен пожалуйста вообще также каков какова является какую каком
  the a an and or but if because as until while then else of to in on at by for with about against between into through during before after above below from up down out off over under again further once here there when where why how all any both each few more most other some such no nor not only own same so than too very s t can will just don should now is are was were be been being have has had having do does did doing i me my we our you your he him his she her it its they them their what which who whom this that these those am would could
  whats hows wheres whos whens thats theres heres dont doesnt didnt isnt arent wasnt werent cant wont im ive youre theyre weve lets
  anything something everything anyone someone everyone anybody somebody everybody
  someones anyones everyones somebodys anybodys everybodys
  ${DERIVED_PREPOSITIONS}
  ${PARADIGMS}`.split(/\s+/),
);

/**
 * Etiquette formulas (greeting, thanks, apology, farewell, the polite opening of a request «подскажите,
 * …»; Russian речевой этикет and its English counterparts) and discourse words that join a message to the
 * talk («кстати», «слушай», «ок»): a message's «привет» or «кстати» is addressed to the assistant, not asked of the
 * documents, so it is never a word the documents «do not mention».
 */
const COURTESY = new Set(
  `привет приветик здравствуйте здравствуй здрасте добрый доброе доброго спасибо благодарю извините простите пока
  подскажите подскажи скажите скажи расскажите расскажи hello hi hey thanks thank please sorry
  кстати слушай слушайте ок окей ладно btw okay ok`.split(/\s+/),
);

/**
 * «должен», «должны»: the modal predicative beside «нужно», «надо», «можно» (which the stop list holds). What a
 * question «должны ответить» asks is the answer's, never a word a document must repeat; it still names skills'
 * duties («кто должен согласовать»), so it stays a word for routing.
 */
// The modal verbs «мочь» and «хотеть» (Russian grammar's модальные глаголы; English «want») likewise: «клиент хочет вернуть
// деньги» asks about returning money, and a rule never says that anyone wants it (walk 19c: «хочет» was taken for the thing).
const MODAL = new Set([
  "должен", "должна", "должно", "должны", "обязан", "обязана", "обязаны",
  "могу", "можешь", "можем", "можете", "могут", "мог", "могла", "могли", "смогу", "сможет", "сможем", "смогут",
  "хочу", "хочешь", "хочет", "хотим", "хотите", "хотят", "хотел", "хотела", "хотели", "хотелось", "want", "wants", "wanted",
  // «be supposed to», «ought to»: the semi-modals of obligation (Quirk et al. 1985, § 3.40), «должен» in English.
  "supposed", "ought",
  // «need»: a marginal modal (Quirk et al. 1985, § 3.40–3.42, «need» and «dare»), «нужно» in English. «I need access to a new
  // system, how long does that take?» weighed «need» fully as a word no rule holds, and the IT table's «Новый доступ к
  // системе | 2 рабочих дня» was refused (session 37).
  "need", "needs", "needed",
  // «нужен», «нужна», «нужны»: the short adjective of need, «нужно» agreed with its noun (Ожегов: нужный — такой, без
  // которого нельзя обойтись), a modal predicative as «нужно» is (walk 24a: «какие документы нужны…?» weighed «нужны» fully).
  "нужен", "нужна", "нужны",
  // «какая компенсация положена?», «что мне положено?»: «положено» is «следует, полагается» (Ожегов), the modal of what is
  // due; the rule states what is due, never that it is «положено» (walk 27a: a 90-minute delay hedged on «положена»).
  "положено", "положен", "положена", "положены", "полагается", "полагаются",
  // «…работать разрешено?»: «разрешено» is «можно» (Ожегов: можно — разрешено, позволено), the frame of a permission asked,
  // which a rule answers saying allowed or forbidden (h27b's «а из кафешки с ноутбуком работать разрешено?» met «Работа
  // из-за границы разрешена» of another section for it, once one section had to say the question).
  "разрешено", "разрешается", "позволено",
]);

export function isModal(word: string): boolean {
  return MODAL.has(word);
}

/**
 * «get» is English's most delexical verb: the get-passive's auxiliary («when do we get paid?», Quirk et al. 1985, § 3.67)
 * and «receive» in general («how many days off do I get?»); a rule says «you are paid», never «you get paid» (walk 25a).
 * Only the answerability test skips it: for routing «get ready», «get a raise» still name a skill's work.
 */
// «в морозилке стало −12», «ему стало плохо»: «стать» is a copula (полузнаменательная связка, Русская грамматика 1980,
// § 2251: стать, становиться); what follows it is what is said, and no rule writes «стало».
const DELEXICAL = new Set(["get", "gets", "got", "getting", "gotten", "стало", "стал", "стала", "стали", "становится", "становятся"]);

export function isDelexical(word: string): boolean {
  return DELEXICAL.has(word);
}

/**
 * Parenthetical words of the speaker's certainty (вводные слова, Русская грамматика 1980, § 2222: «кажется»,
 * «видимо», «наверное», «похоже»; English «maybe», «probably»): «кажется, мою почту взломали» tells of the
 * break-in, and a document need not say «кажется».
 */
const PARENTHETICAL = new Set(
  `кажется видимо наверное наверно вероятно похоже возможно пожалуй очевидно по-видимому по-моему maybe probably perhaps apparently seemingly
  срочно срочняк asap urgently
  просто just simply`.split(/\s+/),
);
// «можно просто написать в вотсап?»: the restrictive particle «просто» (Русская грамматика 1980, § 1681; «just») says how
// little the person would do, no subject a document must name (walk 20a).
// «…что делать срочно», «asap»: how urgently the person asks is said to the assistant too (walk 19c was told «Про «срочно»
// ничего не сказано»); the adjective «срочный» («срочный ремонт») is left a word of its own.

/** Etiquette, discourse and parenthetical words: addressed to the assistant or saying how sure the speaker is, never a subject. */
export function isCourtesy(word: string): boolean {
  return COURTESY.has(word) || PARENTHETICAL.has(word);
}

/**
 * A parenthetical word said beside no word of the message's own: «а срочно можно?» after a price asks whether it can be
 * done urgently, «срочно» its only subject (walk 31e: searched as «а можно?», it found nothing). A parenthetical comments
 * on a clause (Русская грамматика 1980, § 2222); with nothing else said, it is what is asked.
 */
export function isBareParenthetical(word: string, said: readonly string[]): boolean {
  return PARENTHETICAL.has(word) && said.every((w) => STOPWORDS.has(w) || COURTESY.has(w) || PARENTHETICAL.has(w) || MODAL.has(w) || DELEXICAL.has(w));
}

/** Etiquette and parenthetical words that are no subject of this message: a bare parenthetical is kept (see above). */
export function isCourtesyIn(word: string, said: readonly string[]): boolean {
  return isCourtesy(word) && !isBareParenthetical(word, said);
}

/**
 * Greeting formulas of two words («добрый день», «доброе утро», «good morning») and the phatic question after a
 * greeting («как дела?», «как настроение?», «что нового?», «how are you»): their words are no subject either («дела» are not clients' affairs).
 */
const GREETING = /(?<![\p{L}])(?:добр(?:ый|ое|ого|ой)\s+(?:день|дня|утро|утра|вечер|вечера|ночи)|good\s+(?:morning|afternoon|evening)|(?:как\s+(?:(?:у\s+(?:тебя|вас)\s+)?(?:дела|настроение)|ты|вы|сам|сама|поживаешь|поживаете|жизнь)|что\s+нового)(?=\s*[?!.,]|\s*$)|how\s+are\s+you(?:\s+doing)?|how(?:'s|\s+is)\s+it\s+going|how\s+are\s+things|how(?:'s|\s+is)\s+(?:your|the)\s+day(?:\s+going)?|what'?s\s+up|how\s+do\s+you\s+do)(?![\p{L}])/giu;

/** The text without its greeting formulas. */
export function withoutGreetings(text: string): string {
  return text.replace(GREETING, " ");
}

/**
 * The text as it is asked of the documents: without greetings, thanks and the words that join it to the talk
 * («привет, btw how many vacation days…»). Those are addressed to the assistant; searched for, they only
 * lower every fragment's share of the query below the floor.
 */
export function askedOfDocuments(text: string): string {
  const said = (withoutGreetings(text).toLowerCase().replaceAll("ё", "е").match(/\p{L}+/gu) ?? []);
  const rest = withoutGreetings(text).replace(/[\p{L}]+/gu, (w) => (isCourtesyIn(w.toLowerCase().replaceAll("ё", "е"), said) ? " " : w)).replace(/\s+/g, " ").trim();
  return rest || text;
}

/** Func verbs of money or a letter reaching someone («отпускные приходят», «зарплата поступает»): see SUPPORT_VERBS. */
const ARRIVAL_VERBS = "приходит приходят придет придут пришла пришли пришло поступает поступают поступит поступят поступила поступили".split(" ");
const ARRIVAL = new Set(ARRIVAL_VERBS);

/** «когда зарплата приходит?»: the verb only says the thing reaches the person; the documents say it «выплачивается». */
export function isArrivalVerb(word: string): boolean {
  return ARRIVAL.has(word);
}

/**
 * Support verbs («дать компенсацию», «взять такси», «получить справку», «подать заявление», «написать заявление», «сдать кровь», «провести возврат»: Oper1 of «заявление», «жалоба», Real1 of «экзамен»): in such a phrase the noun carries
 * the meaning and the verb only says that something happens to it (Mel'čuk's Oper/Real lexical
 * functions), and the verbs saying that money or a letter reaches someone («отпускные приходят», «зарплата
 * поступает»: Func). «Оформление визы» is the visa's paperwork said as a noun: the thing asked is the visa. (The verb «оформить» stays a word of
 * its own: made light, «можно ли оформить страховку мужу…» was answered by the personal-data list in dev's leave-one-out.) Such a verb can be asked about, but it is never the thing a question is about.
 */
const SUPPORT_VERBS = new Set(
  `дать давать дают дает даст дали дадут дадим дам дашь выдать выдадут выдают взять брать беру берут берет возьму
  возьмет возьмут взяли получить получать получу получит получат получим получают сделать делать делают делает
  сделают сделает сделаем иметь имеет имеют сдать сдавать сдаю сдает сдают сдам сдаст сдадут сдал сдала сдали
  подать подавать подаю подает подают подам подаст подадут подал подала подали подается подаются
  провести проводить провожу проводит проводят проведу проведет проведёт проведут провел провёл провела провели проводится проводятся
  писать написать пишу пишет пишут напишу напишет напишут писал писала писали написал написала написали
  оформление оформления оформлению оформлением оформлении
  give get gets got take takes make makes have has`.split(/\s+/).concat(ARRIVAL_VERBS),
);

export function isSupportVerb(word: string): boolean {
  return SUPPORT_VERBS.has(word);
}

/**
 * Shell nouns (Schmid 2000, «English Abstract Nouns as Conceptual Shells»; Russian «требования», «правила», «условия»,
 * «порядок»): «какие требования к паролю?» asks for what the rules on passwords say, and the rules say it without
 * naming themselves («Длина — не меньше 12 символов»). Such a noun names the answer's kind, like «что делать».
 */
const SHELL_NOUN = /^(?:требовани[еяйюем]\p{L}*|правил[оауе]?\p{L}*|услови[еяйюем]\p{L}*|порядок|порядк[аеу]|процедур\p{L}*|requirements?|rules?|conditions?|procedures?)$/u;

export function isShellNoun(word: string): boolean {
  return SHELL_NOUN.test(word);
}

/**
 * A requirement is what must be (Ожегов: требование — правило, условие, обязательное для выполнения): a sentence saying what
 * must or must not be, or at least how much («Пароль должен содержать не менее 10 символов», «обязательна двухфакторная
 * аутентификация», «Передавать пароль коллегам запрещено», «must be at least 12 characters»), states one without naming it.
 */
const OBLIGATION = /(?<![\p{L}])(?:долж(?:ен|на|но|ны)|обязан[аоы]?|обязател\p{L}*|необходим[оа]?|запрещ\p{L}*|нельзя|не\s+(?:менее|меньше|короче)|must|required|prohibited|forbidden|at\s+least)(?![\p{L}])/iu;

export function statesRequirement(text: string): boolean {
  return OBLIGATION.test(text);
}

/**
 * «как ты?», «ты кто?», «привет, как дела?»: a message addressed to the assistant (a greeting, or «ты»/«вы») with
 * no word of its own beyond function and etiquette words. It is small talk, whatever a router read: nothing in it
 * can be asked of the documents.
 */
export function isPhatic(text: string): boolean {
  const rest = (withoutGreetings(text).toLowerCase().replaceAll("ё", "е").match(/[\p{L}]+(?:-[\p{L}]+)*/gu) ?? []);
  const addressed = rest.length < (text.match(/[\p{L}]+/gu) ?? []).length || rest.some((w) => COURTESY.has(w) || ADDRESSEE.has(w));
  return addressed && rest.every((w) => STOPWORDS.has(w) || COURTESY.has(w) || PARENTHETICAL.has(w) || (rest.some((a) => ADDRESSEE.has(a)) && COMPLIMENT.has(w)));
}

/**
 * «спасибо, ты очень помогаешь 🙂 как у тебя дела?» (walk 16a got the previous answer again): what the assistant is told
 * it does for the person, said to it («ты», «вы»), is a compliment, nothing to look up.
 */
const COMPLIMENT = new Set(`помогаешь помогаете выручаешь выручаете выручил выручила выручили помог помогла помогли молодец молодчина
  умница лучший лучшая супер классный классная полезный полезная helpful help helped helping great awesome amazing
  очень так реально просто прям правда really so very much`.split(/\s+/));

/** The assistant addressed: «ты», «вы» in their cases, English «you». */
const ADDRESSEE = new Set(["ты", "тебя", "тебе", "тобой", "вы", "вас", "вам", "вами", "you"]);

/** «что ты умеешь?», «what can you do?»: the message speaks to the assistant. */
export function addressesAssistant(text: string): boolean {
  return (text.toLowerCase().match(/[\p{L}]+/gu) ?? []).some((w) => ADDRESSEE.has(w));
}

/** A greeting word opening a message («привет!», «hi,», «здравствуйте.»), which takes nothing from what follows. */
const GREETING_OPEN = /^\s*(?:привет\p{L}*|здравствуй\p{L}*|hi|hello|hey)[!,.\s]+/iu;

/**
 * «hi, I'm Kate, new support engineer, started today», «привет, меня зовут Лёша»: a greeting and who the person is,
 * nothing asked. It is answered in kind (walk 14c: the English one got «I do not hold free conversation»).
 */
export function greetsAndIntroduces(text: string): boolean {
  return GREETING_OPEN.test(text) && /^(?:я|i'?m|i\s+am|меня\s+зовут|my\s+name\s+is|это|this\s+is)(?![\p{L}'])/iu.test(text.replace(GREETING_OPEN, "").trim()) && !/\?/.test(text);
}

/** The message without its greetings: the formulas anywhere, a greeting word at its start. */
export function withoutGreeting(text: string): string {
  return withoutGreetings(text).replace(GREETING_OPEN, "").trim();
}
