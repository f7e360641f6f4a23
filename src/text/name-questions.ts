/**
 * Asking for someone's name: «как зовут моего наставника?», «как звать руководителя», «как фамилия куратора», «what is my
 * mentor's name», «what's the name of the head». The verb of naming («зовут», «звать», «называть»; «name») is how Russian
 * and English ask who a person is, not a word the answer holds («Мой наставник — Григорий Павлович Ершов»): such a
 * question asks «кто …?» (common Russian usage: «Как вас зовут?» — «Кто вы?» by name; walk 19c was hedged
 * «Про «зовут» ничего не сказано»).
 */
const RU = /(?<![\p{L}])как\s+(?:зовут|звать|называют|имя|фамилия|фамилию|имя\s+и\s+отчество|ф\.?\s*и\.?\s*о\.?)(?![\p{L}])/giu;
const EN = /(?<![\p{L}])what(?:\s+is|'s|s)?\s+(?:the\s+name\s+of|(.+?)'s\s+name)(?![\p{L}])/giu;

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
