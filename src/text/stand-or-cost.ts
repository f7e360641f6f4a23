/**
 * «стоит», «стоят», «стою»: the present of «стоять» (to stand) is spelled as the present of «стоить» (to cost) (Зализняк,
 * Грамматический словарь: стоять 5b, стоить 4a share every present form). A text that says nothing of money or price
 * («Под лазающим никто не стоит и не сидит на матах», «огнетушители стоят у каждой лестницы») uses the verb of standing; read
 * as price it took every «сколько стоит…» question (walk 53: the bouldering rule ranked first for the price of shoe rental,
 * and «сколько стоит парковка» was hedged with it). Such a text is read with «стоять» in its place.
 */
const PRESENT = /(?<![\p{L}])сто(?:ит|ят|ю|ишь|им|ите)(?![\p{L}])/giu;
// A price in any form: a sum of money, a currency, a word of price or of asking it.
const PRICE = /\d\s*(?:₽|руб|р\.|тыс|€|\$)|(?<![\p{L}])(?:сколько|скока|почём|почем|дорог\p{L}*|дешев\p{L}*|дешёв\p{L}*|цен\p{L}*|стоимост\p{L}*|платн\p{L}*|бесплатн\p{L}*|рубл\p{L}*|денег|деньги)(?![\p{L}])/iu;

/** The text with the shared present forms read as «стоять» where it speaks of no price. */
export const withStandingRead = (text: string): string => (PRICE.test(text) ? text : text.replace(PRESENT, "стоять"));
