/**
 * Two fractions asked about together, not added (walk 20b): «why is 1/3 bigger than 1/4 if 4 is bigger than 3?» got the
 * lesson on adding repeated word for word, «а как найти общий знаменатель для 2/3 и 3/4? покажи на примере» got another
 * exercise. A comparison is explained by the size of the parts and by a common denominator; a common denominator asked
 * for is found (the least common multiple) and both fractions are brought to it — the school method, worked on their numbers.
 */
export interface Pair { a: number; b: number; c: number; d: number }

const COMPARE = /(?<![\p{L}])(?:больше|меньше|бол[ье]ше|сравн\p{L}*|bigger|larger|greater|smaller|less|compare\p{L}*)(?![\p{L}])/iu;
const COMMON = /(?:общ\p{L}*\s+знаменател\p{L}*|общему\s+знаменател\p{L}*|common\s+denominator|same\s+denominator)/iu;

function fractions(text: string): Pair | null {
  const m = [...text.matchAll(/(?<![\d.,/])(\d+)\s*\/\s*(\d+)(?![\d/])/gu)].map((x) => [Number(x[1]), Number(x[2])]);
  return m.length === 2 && m[0]![1] !== 0 && m[1]![1] !== 0 ? { a: m[0]![0]!, b: m[0]![1]!, c: m[1]![0]!, d: m[1]![1]! } : null;
}
const gcd = (x: number, y: number): number => (y ? gcd(y, x % y) : x);
const lcm = (x: number, y: number) => (x / gcd(x, y)) * y;

/** What a message asks of two fractions: to compare them or to find their common denominator; null when neither. */
export function pairAsked(text: string): { pair: Pair; ask: "compare" | "common" } | null {
  const pair = fractions(text);
  if (!pair) return null;
  if (COMMON.test(text)) return { pair, ask: "common" };
  return COMPARE.test(text) && !/[+−-]\s*\d+\s*\//u.test(text) ? { pair, ask: "compare" } : null;
}

/** The two fractions brought to their least common denominator, step by step. */
function common(p: Pair, ru: boolean): { text: string; n: number; x: number; y: number } {
  const n = lcm(p.b, p.d);
  const [k1, k2] = [n / p.b, n / p.d];
  const [x, y] = [p.a * k1, p.c * k2];
  const text = ru
    ? `1. Ищем число, которое делится и на ${p.b}, и на ${p.d}: выписываем кратные большего знаменателя, пока не найдём такое — это ${n}.\n2. ${p.a}/${p.b}: ${n} : ${p.b} = ${k1}, умножаем числитель и знаменатель на ${k1} — ${p.a}/${p.b} = ${x}/${n}.\n3. ${p.c}/${p.d}: ${n} : ${p.d} = ${k2}, умножаем на ${k2} — ${p.c}/${p.d} = ${y}/${n}.`
    : `1. Find a number both ${p.b} and ${p.d} divide into: list the multiples of the larger denominator until one works — it is ${n}.\n2. ${p.a}/${p.b}: ${n} ÷ ${p.b} = ${k1}, multiply the top and the bottom by ${k1} — ${p.a}/${p.b} = ${x}/${n}.\n3. ${p.c}/${p.d}: ${n} ÷ ${p.d} = ${k2}, multiply by ${k2} — ${p.c}/${p.d} = ${y}/${n}.`;
  return { text, n, x, y };
}

/** The pair worked through in the chat's language. */
export function workedPair(q: { pair: Pair; ask: "compare" | "common" }, lang: "ru" | "en"): string {
  const ru = lang === "ru";
  const p = q.pair;
  const c = common(p, ru);
  const [f1, f2] = [`${p.a}/${p.b}`, `${p.c}/${p.d}`];
  if (q.ask === "common") {
    return ru ? `Общий знаменатель для ${f1} и ${f2}:\n${c.text}\nТеперь дроби состоят из одинаковых частей, их можно сравнивать или складывать: ${c.x}/${c.n} + ${c.y}/${c.n} = ${c.x + c.y}/${c.n}.`
      : `A common denominator for ${f1} and ${f2}:\n${c.text}\nNow both fractions are made of the same parts, and they can be compared or added: ${c.x}/${c.n} + ${c.y}/${c.n} = ${c.x + c.y}/${c.n}.`;
  }
  const sign = c.x === c.y ? "=" : c.x > c.y ? ">" : "<";
  // The same numerator: fewer, bigger parts make the larger fraction — the point the question is about.
  const parts = p.a === p.c && p.b !== p.d
    ? ru ? `Знаменатель говорит, на сколько равных частей разрезали целое. Пиццу на ${Math.min(p.b, p.d)} части — каждый кусок больше, чем если ту же пиццу разрезать на ${Math.max(p.b, p.d)}: частей больше — каждая меньше. Поэтому ${p.a}/${Math.min(p.b, p.d)} больше, чем ${p.a}/${Math.max(p.b, p.d)}, хотя ${Math.max(p.b, p.d)} больше ${Math.min(p.b, p.d)}.\n`
      : `The bottom number says into how many equal parts the whole is cut. Cut a pizza into ${Math.min(p.b, p.d)} and each slice is bigger than when the same pizza is cut into ${Math.max(p.b, p.d)}: more pieces, smaller pieces. So ${p.a}/${Math.min(p.b, p.d)} is bigger than ${p.a}/${Math.max(p.b, p.d)}, even though ${Math.max(p.b, p.d)} is bigger than ${Math.min(p.b, p.d)}.\n`
    : "";
  return ru ? `${parts}Проверим общим знаменателем:\n${c.text}\n${c.x}/${c.n} ${sign} ${c.y}/${c.n}, значит ${f1} ${sign} ${f2}.`
    : `${parts}Check with a common denominator:\n${c.text}\n${c.x}/${c.n} ${sign} ${c.y}/${c.n}, so ${f1} ${sign} ${f2}.`;
}

/**
 * «how to add 1/2 and 1/3», «как сложить 2/3 и 1/4»: two fractions with the operation named in words, not written with «+».
 * The names of addition and subtraction are those of school arithmetic (сложение/сумма/прибавить, вычитание/разность/
 * вычесть/отнять; add/sum/plus, subtract/difference/minus/take away): a closed set (walk 21b got a lesson on 1/2 + 1/4).
 */
const ADDING = /(?<![\p{L}])(?:слож\p{L}*|склад\p{L}*|сумм\p{L}*|прибав\p{L}*|плюс|add|adding|added|sum|plus)(?![\p{L}])/iu;
const SUBTRACTING = /(?<![\p{L}])(?:вычит\p{L}*|вычест\p{L}*|вычесть|разност\p{L}*|отнять|отним\p{L}*|минус|subtract\p{L}*|difference|minus|take\s+away)(?![\p{L}])/iu;

/** The sum (or difference) two fractions named with their operation in words make; null when not so said. */
export function pairToAdd(text: string): { a: number; b: number; c: number; d: number; minus: boolean } | null {
  const pair = fractions(text);
  if (!pair) return null;
  const minus = SUBTRACTING.test(text);
  return minus || ADDING.test(text) ? { ...pair, minus } : null;
}
