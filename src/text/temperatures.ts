/**
 * A temperature said as people say the weather: «минус 11 на улице», «плюс 30», «-15 за окном», «11 градусов мороза». Rules
 * write it as a bound in degrees («не ниже −10 °C»); the question's sign in words is the figure's sign, not a word a rule must
 * hold («минус» in «плюсы и минусы» stays a word: only before a figure, and never after one, where it is arithmetic, «1200
 * минус 11»). Read as «−11°»: a figure in degrees, which a rule's degree bound meets (ranges.ts), and no word.
 */
// A comma or a full stop after the figure ends the clause («минус 13, что делать?»); only a digit after it makes a decimal.
const NUMBER = String.raw`(\d+(?:[.,]\d+)?)(?!\d|[.,]\d)`;
const UNIT = String.raw`\s*(?:градус\p{L}*|°(?:\s*[CС](?![\p{L}]))?)`;
const SAID_SIGN = new RegExp(String.raw`(?<!\d\s*)(?<![\p{L}\d])(минус|плюс)\s+${NUMBER}(?!\s*(?:%|процент|руб|₽|тыс|к(?![\p{L}])))(?:${UNIT})?`, "giu");
const TYPED_SIGN = new RegExp(String.raw`(?<!\d\s*)(?<![\p{L}\d])([-−+])\s?${NUMBER}(?:${UNIT}|(?=\s*(?:на\s+улице|за\s+окном|мороз|тепл|холод|outside)))`, "giu");
// «в морозилке стало -12», «температура в камере +8»: the same words of cold and heat said before the figure, in its clause.
const COLD_BEFORE = String.raw`(?<=(?:мороз|тепл|холод|температур)\p{L}*[^.?!;\d]{0,40})`;
const TYPED_AFTER_COLD = new RegExp(String.raw`${COLD_BEFORE}(?<!\d\s*)(?<![\p{L}\d])([-−+])\s?(\d+(?:[.,]\d+)?)(?!\d|[.,]\d|\s*(?:°|градус|%|руб|₽|тыс|шт|кг|заказ))`, "giu");
const FROST = new RegExp(String.raw`(?<![\d])${NUMBER}${UNIT}\s+мороза`, "giu");

export function temperaturesSaid(text: string): string {
  return text
    .replace(FROST, (_, n) => `−${n}°`)
    .replace(SAID_SIGN, (_, sign: string, n) => `${sign.toLowerCase() === "минус" ? "−" : "+"}${n}°`)
    .replace(TYPED_SIGN, (_, sign: string, n) => `${sign === "+" ? "+" : "−"}${n}°`)
    .replace(TYPED_AFTER_COLD, (_, sign: string, n) => `${sign === "+" ? "+" : "−"}${n}°`);
}
