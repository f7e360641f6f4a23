/**
 * «сколько я буду получать?», «сколько мы зарабатываем в месяц?»: the verb of earning with no thing of its own asks the wage
 * (Ожегов: получать — 3. иметь заработок; зарабатывать — получать заработок за работу). The rules write «Оклад менеджера —
 * 35 000 руб.», never «получать»: lead's walk 42 was refused, the verb being a function word of the search (stopwords.ts)
 * and nothing else left to search with. Read as «… получать зарплату», the thesaurus's pay group («зарплата зп оклад …»)
 * finds the salary. Only when nothing but the period follows the verb: «сколько получает флорист» names its post, «сколько
 * я получу за 12 смен» its count, and those are read as typed.
 */
const PERSON = String.raw`(?:(?:я|мы|ты|вы)\s+)?`;
const FUTURE = String.raw`(?:(?:буду|будем|будешь|будете)\s+)?`;
const EARN = String.raw`(?:получать|получаю|получаем|получаешь|получаете|зарабатывать|зарабатываю|зарабатываем|зарабатываешь|зарабатываете)`;
const PERIOD = String.raw`(?:\s+(?:в|за)\s+(?:месяц|неделю|год)|\s+на\s+руки)?`;
const WAGE_ASKED = new RegExp(String.raw`(?<![\p{L}])(сколько\s+${PERSON}${FUTURE}${EARN})(?=${PERIOD}\s*[?.!]*\s*$)`, "iu");

/**
 * «сколько получает админ?», «сколько зарабатывают бармены в месяц»: the same verb said of one post, nothing else but the period
 * after it, asks that post's wage as well (Ожегов's sense 3). Read as typed, lead's walk 50 asserted «администратор … может
 * предложить бесплатные полчаса игры» and hedged the «получает премию» of the best employee: the pay table's row was never found.
 */
const EARNS = String.raw`(?:получает|получают|зарабатывает|зарабатывают)`;
const POST_WAGE_ASKED = new RegExp(String.raw`(?<![\p{L}])(сколько\s+${EARNS})(?=\s+\p{L}+${PERIOD}\s*[?.!]*\s*$)`, "iu");

/** The question with the wage named where only the verb of earning asks it («сколько я буду получать» → «… получать зарплату»). */
export function wageSaidPlainly(question: string): string {
  return question.replace(WAGE_ASKED, (all) => `${all} зарплату`).replace(POST_WAGE_ASKED, (all) => `${all} зарплату`);
}
