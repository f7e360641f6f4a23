/**
 * How pay rules and pay questions say the parts of a small sum (implied-pay.ts reads these): the units work is counted in,
 * a rate per unit, a surcharge in per cent of a rate, a penalty per unit with a cap, overtime multipliers. General Russian
 * usage (Ожегов: «полуторный — в полтора раза больший», «двойной — вдвое больший»; «неустойка, пеня — денежное взыскание
 * за неисполнение обязательства»), and the Labour Code of the Russian Federation, art. 152 for overtime. Not drawn from any
 * test or pilot set.
 */

/** A unit work or delay is counted in, as its stem begins: «смен», «час», «день / дня / дней», «сутки». */
export type Unit = "shift" | "hour" | "day";
const UNITS: readonly [RegExp, Unit][] = [
  [/^(?:смен\p{L}*|shifts?)$/iu, "shift"],
  [/^(?:час|часа|часов|часу|ч|hours?|hrs?)$/iu, "hour"],
  [/^(?:день|дня|дней|дням|дн|суток|сутки|days?)$/iu, "day"],
];
export const unitOf = (word: string): Unit | null => UNITS.find(([re]) => re.test(word))?.[1] ?? null;
/** «часовая ставка», «сменная ставка», «дневная норма»: an adjective naming the unit a rate is counted in. */
export const unitOfAdjective = (word: string): Unit | null =>
  /^часов\p{L}*$/iu.test(word) ? "hour" : /^сменн\p{L}*$/iu.test(word) ? "shift" : /^(?:суточн|посуточн)\p{L}*$/iu.test(word) ? "day" : null;

const CURRENCY = String.raw`(?:рубл\p{L}*|руб\.?|₽|р\.|roubles?|rubles?)`;
/** A sum of money with its figure: «3 600 рублей», «150 руб.». */
export const MONEY_G = new RegExp(String.raw`(\d{1,3}(?:[ \u00a0]\d{3})+|\d+(?:[.,]\d+)?)\s*${CURRENCY}(?![\p{L}])`, "giu");
/** Money per unit: «3 600 рублей за смену», «310 рублей в час», «150 руб./ч». */
export const PER_UNIT = new RegExp(String.raw`(\d{1,3}(?:[ \u00a0]\d{3})+|\d+(?:[.,]\d+)?)\s*${CURRENCY}\s*(?:\/|за|в|per|an?)\s*(\p{L}+)`, "giu");
/** «… ставка … — 150 рублей»: a rate named by its adjective, the figure after it. */
export const NAMED_RATE = new RegExp(String.raw`(\p{L}+)\s+(?:\p{L}+\s+)?ставк\p{L}*[^\d.]{0,80}?(\d{1,3}(?:[ \u00a0]\d{3})+|\d+(?:[.,]\d+)?)\s*${CURRENCY}`, "iu");
/** A table cell's header that holds money: «Дневная смена, руб.». */
export const MONEY_HEAD = new RegExp(String.raw`${CURRENCY}|ставк|оплат`, "iu");

/** A rate the person says: «по 2 400», «ставка 310 в час», «at 300 an hour». */
export const RATE_SAID = new RegExp(String.raw`(?:^|[^\p{L}])(?:по|ставк\p{L}*|at)\s*(?:—|-|:)?\s*(\d+(?:[.,]\d+)?)\s*(?:${CURRENCY})?\s*(?:(?:в|за|\/|per|an?)\s*(\p{L}+))?`, "iu");

/** A surcharge in per cent of a rate: «с надбавкой 50% от часовой ставки», «доплата 20% к дневной ставке». */
export const SURCHARGE = /(?:надбавк\p{L}*|доплат\p{L}*|повышени\p{L}*)[^.;]*?(\d+(?:[.,]\d+)?)\s*%\s*(?:от|к)\s+((?:\p{L}+\s+){0,2}?)(?:ставк|оклад|тариф)\p{L}*/iu;
/** «за каждый ночной час», «за каждый час»: what a rule counts per. */
export const PER_EACH = /за\s+кажд\p{L}+\s+(?:(\p{L}+)\s+)?(\p{L}+)/iu;
/** A span of clock time: «с 22:00 до 6:00». */
export const SPAN = /с\s+(\d{1,2})[:.](\d{2})\s+до\s+(\d{1,2})[:.](\d{2})/u;

/** A charge per unit of delay: «штраф 200 рублей за каждый день», «неустойка 3% от стоимости услуги за каждый день». */
export const PER_DAY_CHARGE = new RegExp(String.raw`(\d+(?:[.,]\d+)?)\s*(%|${CURRENCY})\s*(?:(?:от|с)\s+(\p{L}+)[^,.]*?)?\s*за\s+кажд\p{L}+\s+(\p{L}+)`, "iu");
/** The cap after it: «но не более 2 000 рублей», «не более 30%», «не больше стоимости самой услуги». */
export const CAP = new RegExp(String.raw`не\s+(?:более|больше|свыше)\s+(?:(\d{1,3}(?:[ \u00a0]\d{3})+|\d+(?:[.,]\d+)?)\s*(%|${CURRENCY})|(\p{L}+))`, "iu");

/** The question names an extra paid on top: «доплата», «доплатят», «доплачивают», «надбавка». */
export const ASKS_EXTRA = /(?:^|[^\p{L}])(?:доплат\p{L}*|доплач\p{L}*|надбавк\p{L}*|extra|surcharge|premium)(?![\p{L}])/iu;
/** The question asks for a charge: «какой штраф?», «какая неустойка», «сколько пени». */
export const ASKS_CHARGE = /(?:^|[^\p{L}])(?:как(?:ой|ая|ую|ие)|каков\p{L}*|сколько)\s+(?:(?:мне|будет|у\s+меня|мне\s+будет)\s+)?(?:штраф\p{L}*|пен[иья]\p{L}*|неустойк\p{L}*|доплат\p{L}*|надбавк\p{L}*|сумм\p{L}*)/iu;
/** The question asks how something is paid: «как это оплатят?», «как мне это оплачивается», «как посчитают». */
export const ASKS_PAID = /(?:^|[^\p{L}])как\s+(?:(?:это|мне|их|его|её|ее|же|вообще)\s+){0,2}(?:оплат|оплач|заплат|плат|начисл|посчита|считают)\p{L}*/iu;
/**
 * The words every pay rule is framed in, which name no condition of it: «работа … оплачивается в двойном размере»
 * (Ожегов: «оплата — плата за работу, за труд»; the multipliers above).
 */
export const PAY_FRAME = /^(?:работ|отработ|труд|оплат|оплач|плат|заплат|получ|начисл|размер|ставк|двойн|полуторн|тройн)/iu;
/**
 * A verb of paying itself («доплачивают», «доплатят», «оплачивают», «выплатят»: the stems «плат-/плач-» after a prefix of
 * Ожегов's «платить» family), not «получить», which a pay rule may write. Finite forms only: «можно ли заплатить картой»
 * asks how the person pays, not a sum they are paid (an infinitive met the price «10 руб.» and lost road lead41's card rule).
 */
export const PAYING_VERB = /^(?:до|о|вы|за|при|у)?пла[тч](?!\p{L}*(?:ть|ться|ти)$)\p{L}*$/u;
/** The question names pay: «получу», «заплатят», «оплатят», «начислят», «платят». */
export const PAY_VERB = /(?:^|[^\p{L}])(?:получ|заплат|оплат|оплач|начисл|плат)\p{L}*/iu;
/**
 * What a worked pay sum is a matter of, for whom to ask about it: the accrual of wages (Labour Code ch. 21 «Заработная
 * плата», art. 136: «начисление заработной платы»), which a company's contacts file under accounting.
 */
export const PAY_MATTER = "начисление зарплаты";
/** The question is of overtime: «переработал», «сверхурочно», «переработка». */
export const OVERTIME = /(?:^|[^\p{L}])(?:переработ\p{L}*|сверхуроч\p{L}*|overtime)(?![\p{L}])/iu;

/** Multipliers said in words (Ожегов): «в полуторном размере» 1.5, «в двойном» 2, «в тройном» 3. */
export function multiplierOf(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/(полуторн|двойн|тройн)\p{L}*/giu)) out.push(m[1]!.toLowerCase() === "полуторн" ? 1.5 : m[1]!.toLowerCase() === "двойн" ? 2 : 3);
  return out;
}
/** «первые 2 часа», «за первые два часа»: how many hours the first multiplier covers. */
export const FIRST_HOURS = /перв\p{L}*\s+(\d+|\p{L}+)\s+час/iu;

/** Labour Code of the Russian Federation, art. 152: the first two overtime hours at least ×1.5, the following at least ×2. */
export const LABOUR_CODE_152 = { first: 2, firstRate: 1.5, restRate: 2, source: "ст. 152 Трудового кодекса РФ" } as const;

/**
 * Money the person earns asked of their own days: «сколько я заработаю», «сколько мне заплатят», «сколько получу»,
 * «how much will I earn / get paid» (Ожегов: «заработать — получить за работу»).
 */
export const ASKS_EARNINGS = /(?:^|[^\p{L}])(?:заработ\p{L}*|получ\p{L}*|заплат\p{L}*|начисл\p{L}*|выйдет|зарплат\p{L}*|earn\p{L}*|make|get\s+paid|be\s+paid)(?![\p{L}])/iu;
