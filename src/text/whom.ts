/**
 * Asking whom to turn to: «кому звонить», «к кому бежать», «кто этим занимается», «кого вызывать», «who fixes that», «who is
 * the contact for…». Russian asks it with the dative «кому» before a verb of telling or going, «куда» before a verb of
 * calling, «кто» before a verb of duty (занимается, отвечает, чинит…) or «кого» before a verb of summoning; English with
 * «who(m) do I…» before a verb of contacting, «who» before a verb of handling or «who is the contact/person». The verbs are
 * the common ones of everyday speech (Словарь русского языка Ожегова: «обращаться к кому-н.», «заниматься чем-н.»; the
 * English phrasal verbs «deal with», «look after», «take care of»). A contact table's row answers such a question.
 */
const RU_TELL = `писать|написать|звонить|позвонить|обращаться|обратиться|идти|пойти|бежать|сообщ\\p{L}*|сказать|говорить|жаловаться|передать|отдать|нести|отнести`;
const RU_DUTY = `занимается|отвечает|чинит|починит|ремонтирует|решает|исправит|исправляет|настраивает|поможет|разбирается|ведает|заведует`;
// «кого предупредить»: whom to notify takes «кого» as whom to summon does (Ожегов: «предупредить кого-н. о чём-н.»; walk 40).
const RU_SUMMON = `вызывать|вызвать|звать|позвать|просить|попросить|набрать|набирать|дёргать|дергать|предупредить|предупреждать|уведомить|уведомлять|известить|извещать`;
// «holler at», «reach out to», «get hold of», «ping», «buzz»: the everyday ways of contacting someone (Merriam-Webster: «holler»
// 2, «to call out to»; walk 22b asked «who do I holler at when the heating's dead» and was refused).
const EN_CONTACT = `contact|call|ring|phone|email|e-mail|write\\s+to|tell|ask|notify|report\\s+(?:it\\s+)?to|go\\s+to|turn\\s+to|talk\\s+to|speak\\s+to|holler\\s+at|shout\\s+at|reach\\s+out\\s+to|reach|get\\s+hold\\s+of|ping|buzz|text|message|inform|alert`;
const EN_DUTY = `fixes|fix|repairs|handles|deals\\s+with|is\\s+responsible|is\\s+in\\s+charge|takes\\s+care|looks\\s+after|sorts(?:\\s+(?:it|that|this))?(?:\\s+out)?|takes\\s+care\\s+of|looks\\s+into|can\\s+fix|can\\s+help|to\\s+call|to\\s+contact|should\\s+i\\s+call`;

const WHOM = new RegExp(
  [
    `(?:к\\s+)?кому\\s+(?:мне\\s+|нам\\s+|теперь\\s+|тогда\\s+)?(?:${RU_TELL})`,
    // «а вайфай не работает в номере — к кому?»: the verb of going left out, the question ending on «к кому» (walk 22b).
    `к\\s+кому(?=\\s*[?!.…]*\\s*$)`,
    `куда\\s+(?:мне\\s+|нам\\s+)?(?:звонить|позвонить|обращаться|обратиться|бежать|писать|сообщ\\p{L}*)`,
    `кто\\s+(?:у\\s+нас\\s+)?(?:этим\\s+|за\\s+это\\s+|за\\s+этим\\s+)?(?:${RU_DUTY})`,
    `кого\\s+(?:мне\\s+|нам\\s+)?(?:${RU_SUMMON})`,
    // «кто у нас главный по охране труда», «кто старший по кассам»: who is in charge of a matter (Ожегов: главный — «старший по
    // положению»); «как с ней связаться», «как связаться с охраной труда»: how to reach whoever answers for it (walk 28a).
    `кто\\s+(?:у\\s+нас\\s+|тут\\s+|здесь\\s+)?(?:главн\\p{L}*|старш\\p{L}*)\\s+(?:по|за|над)`,
    `как\\s+(?:мне\\s+|нам\\s+)?(?:с\\s+(?:ним|ней|ними|нею)\\s+)?связаться`,
    `(?:who|whom)\\s+(?:do|should|can|shall|must)\\s+(?:i|we)\\s+(?:${EN_CONTACT})`,
    `who\\s+(?:${EN_DUTY})`,
    `who(?:'s|\\s+is)\\s+the\\s+(?:contact|person|one)`,
    `(?:who|whom)\\s+to\\s+(?:${EN_CONTACT})`,
  ].map((p) => `(?<![\\p{L}])${p}(?![\\p{L}])`).join("|"),
  "iu",
);

/** Whether the message asks whom to turn to (see WHOM). */
export function asksWhom(text: string): boolean {
  return WHOM.test(text);
}

/** The message without the words asking whom: «у гостя не ловит вайфай, к кому бежать?» → «у гостя не ловит вайфай, ?». */
export function withoutWhom(text: string): string {
  return text.replace(new RegExp(WHOM.source, "giu"), " ").replace(/\s+/gu, " ").trim();
}

/**
 * Asking where to get something: «где взять справку 2-НДФЛ», «у кого получить пропуск», «where do I get a payslip». The one
 * who hands it out answers, so a contact table's row naming the thing does (walk 40: the accounts row «Зарплата,
 * расчётные листки, справки 2-НДФЛ | Бухгалтерия» was refused as rows asked nothing). Ожегов: «взять» 3, «получить».
 */
const OBTAIN = /(?<![\p{L}])(?:(?:где|у\s+кого)\s+(?:мне\s+|нам\s+|можно\s+)?(?:взять|получить|достать|раздобыть|заказать|запросить)|where\s+(?:do|can|should)\s+(?:i|we)\s+(?:get|obtain|pick\s+up|request))(?![\p{L}])/iu;

/**
 * A need of a thing told outright, opening the message: «нужна справка о доходах», «мне нужен пропуск» — the short adjective
 * agreeing with a noun (Ожегов: нужный — такой, без которого нельзя обойтись), whose giver is asked for as «где взять» asks
 * (lead's walk 41 ran the ad revenue metrics on «доходах»). Not «нужно» + a verb («нужно уйти пораньше»): that is an act;
 * not «нужна ли медкнижка»: whether a thing is required is the rules' to say (walk33's leave-one-out got the HR row).
 */
const NEED = /^\s*(?:(?:мне|нам)\s+)?(?:очень\s+|срочно\s+)?нужн(?:а|ен|ы)(?![\p{L}])(?!\s+ли(?![\p{L}]))/iu;

/** Whether the message asks where to get something (see OBTAIN), or tells a need of it (see NEED). */
export function asksWhereToGet(text: string): boolean {
  return OBTAIN.test(text) || NEED.test(text);
}
