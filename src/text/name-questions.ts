/**
 * Asking for someone's name: «как зовут моего наставника?», «как звать руководителя», «как фамилия куратора», «what is my
 * mentor's name», «what's the name of the head». The verb of naming («зовут», «звать», «называть»; «name») is how Russian
 * and English ask who a person is, not a word the answer holds («Мой наставник — Григорий Павлович Ершов»): such a
 * question asks «кто …?» (common Russian usage: «Как вас зовут?» — «Кто вы?» by name; walk 19c was hedged
 * «Про «зовут» ничего не сказано»).
 */
const RU = /(?<![\p{L}])как\s+(?:зовут|звать|называют|имя|фамилия|фамилию|имя\s+и\s+отчество|ф\.?\s*и\.?\s*о\.?)(?![\p{L}])/giu;
const EN = /(?<![\p{L}])what(?:\s+is|'s|s)?\s+(?:the\s+name\s+of|(.+?)'s\s+name)(?![\p{L}])/giu;

/**
 * «кто у нас главный по охране труда?»: the colloquial «главный по …» (Ожегов: «главный» — старший по положению, ведающий
 * чем-н.) is who answers for a matter, as documents write it: «Ответственный за охрану труда: …» (walk 23b was hedged
 * «Про «главный» ничего не сказано»).
 */
const IN_CHARGE = /(?<![\p{L}])главн(?:ый|ая|ое|ые)\s+по(?![\p{L}])/giu;

/** «главный по охране труда» read as «отвечает за охране труда» (the stems are what the documents are searched by). */
export const asInCharge = (question: string) => question.replace(IN_CHARGE, "отвечает за");

/** The question with its naming verb read as «кто», «who»; the question as it is when it asks no name. */
export function asWho(question: string): string {
  return question.replace(RU, "кто").replace(EN, (_m, whose?: string) => `who is ${whose ?? ""}`).replace(/\s+/gu, " ").trim();
}

/**
 * The interrogative «кто» in any case («кто», «кого», «кому», «кем», «ком»), English «who», «whom», «whose», and a name
 * asked for: the answer must name someone («с кем мне работать первые ночи?»). The paradigm is the grammar's.
 */
const WHO = /(?<![\p{L}])(?:кто|кого|кому|кем|ком|who|whom|whose)(?![\p{L}])/iu;
export const asksWho = (question: string) => WHO.test(asWho(question));
