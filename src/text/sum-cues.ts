/**
 * How a person says that a question asks for a sum the documents' rules imply (implied-sum.ts reads these), and how a
 * rule says the parts of it. General Russian and English usage (Ожегов: «выйти — 9. разг. получиться в итоге»,
 * «обойтись — стоить»; «почём» — разг. «по какой цене»), not drawn from any test or pilot set.
 */

/** The question asks for an amount: «сколько», «почём», «выйдет», «обойдётся», «how much», «what's my … pay». */
export const ASKS_AMOUNT = /(?:^|[^\p{L}])(?:сколько|почем|почём|как(?:ая|ой|ую)\s+(?:будет|выйдет|мне|у\s+меня)|выйдет|выходит|получится|обойд[её]тся|how\s+much|what(?:'|’)?s\s+(?:my|the)|whats\s+(?:my|the)|what\s+(?:is|will\s+be)\s+(?:my|the))(?![\p{L}])/iu;

/** A follow-up that changes one condition of the previous sum: «а если бы на велике?», «and by bike?», «what if …». */
export const WHAT_IF = /^\s*(?:(?:а|и|ну)\s+)?(?:если(?:\s+бы)?|на|what\s+if|and\s+if|if|and\s+(?:by|on|with))(?![\p{L}])/iu;

/**
 * The question asks for the whole sum, a fixed amount with the extra: «вместе со ставкой», «всего», «итого», «in total»,
 * «with the shift rate».
 */
const WHOLE = /(?:^|[^\p{L}])(?:вместе|всего|итого|в\s+сумме|в\s+общей\s+сложности|со\s+ставк\p{L}*|с\s+уч[её]том\s+ставк\p{L}*|in\s+total|total|altogether|all\s+together|with\s+(?:the\s+|my\s+)?(?:shift\s+)?rate|including)(?![\p{L}])/iu;
/** «сколько выйдет за день», «for the day»: the day's whole pay, unless the extra itself is named («доплата за день»). */
const FOR_THE_DAY = /(?:^|[^\p{L}])(?:за\s+(?:весь\s+)?день|за\s+смену|for\s+the\s+(?:day|shift))(?![\p{L}])/iu;
const EXTRA = /(?:^|[^\p{L}])(?:доплат\p{L}*|надбавк\p{L}*|extra|additional|bonus)(?![\p{L}])/iu;
export const asksTotal = (text: string) => WHOLE.test(text) || (FOR_THE_DAY.test(text) && !EXTRA.test(text));

/** The question names a discount: «со скидкой», «скидка сотрудника», «with the staff discount». */
export const ASKS_DISCOUNT = /(?:^|[^\p{L}])(?:скидк\p{L}*|discount\p{L}*)(?![\p{L}])/iu;

/** A bound a rule counts from: «сверх 40 км», «свыше», «более», «above 40 km», «over», «beyond», «in excess of». */
export const ABOVE = /(?:^|[^\p{L}])(?:сверх|свыше|более|больше|above|over|beyond|in\s+excess\s+of)\s+(\d+(?:[.,]\d+)?)\s*(\p{L}+)/iu;

/** The word for money per unit: «14 рублей/км», «14 руб. за км», «14 roubles/km», «14 roubles per km». */
const CURRENCY = String.raw`(?:рубл\p{L}*|руб\.?|₽|р\.|roubles?|rubles?|rub)`;
export const RATE = new RegExp(String.raw`(\d[\d\s]*?)\s*${CURRENCY}\s*(?:\/|за|per|a)\s*(\p{L}+)\.?(?:\s*\(([^)]+)\)|\s+(?:by|for|on)\s+(\p{L}+))?`, "giu");

/** A sum of money: «1200 рублей», «1 200 руб.», «1200 roubles», «1200 ₽». */
export const MONEY = new RegExp(String.raw`(\d[\d\s]*\d|\d)\s*${CURRENCY}(?![\p{L}])`, "iu");

/** A price line of a table or a list: «Цена, руб.: 3900», «Price: 3900». */
export const PRICE_LINE = /(?:цена|стоимость|price|cost|руб|₽)/iu;

/** The period a rule counts in: «за смену», «в день», «per shift», «a day». */
export const PERIOD = /(?:^|[^\p{L}])(?:за|в|per|a)\s+(смен\p{L}*|день|сутки|месяц|неделю|shift|day|month|week)(?![\p{L}])/iu;

/**
 * A percentage discount and what it is on: «скидка 20% на букеты (не на доставку)», «20% discount on bouquets (not on
 * delivery)».
 */
export const DISCOUNT = /(?:скидк\p{L}*\s+(?:в\s+)?(\d+(?:[.,]\d+)?)\s*%|(\d+(?:[.,]\d+)?)\s*%\s*(?:скидк\p{L}*|discount|off))(?:\s+(?:на|on)\s+(\p{L}+))?(?:\s*\((?:не|not)\s+(?:на|on)\s+(\p{L}+)\))?/iu;
