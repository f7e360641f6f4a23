import { plainFigures } from "../text/figures.ts";

/**
 * «сколько будет 15% от 80000», «посчитай 1500*3 + 200»: plain arithmetic is answered exactly, by a
 * small parser (never `eval`). The message must be the sum and nothing else: «сколько будет стоить
 * такси» is no arithmetic.
 */
// A command and the question may come together: «посчитай сколько будет 15% от 2600» (lead's walk 50 was asked which skill).
export const ARITHMETIC_LEAD = /^(?:(?:посчитай|подсчитай|вычисли|скажи)(?:\s+мне)?,?\s+(?=сколько))?(?:сколько(?:\s+будет)?|посчитай(?:\s+мне)?|вычисли|calculate|compute|how\s+much\s+is|what\s+is|what's)\s+/iu;
const LEAD = ARITHMETIC_LEAD;
const EXPR = /^[\d\s.,+\-*/×÷()%]+(?:\s*(?:от|of)\s*[\d\s.,]+)?$/u;

/**
 * Operators said in words, as a sum is said aloud («2500 умножить на 6», «100 разделить на 4», «7 плюс 5», «times»):
 * read as their signs. Only between figures, so «плюс» in «плюсы и минусы» stays a word.
 */
const SAID: readonly [RegExp, string][] = [
  [/(?<=\d\s*)(?:умножить|умноженное|помножить)\s+на(?=\s*\d)/giu, "*"], [/(?<=\d\s*)(?:разделить|делить|деленное|делённое)\s+на(?=\s*\d)/giu, "/"],
  [/(?<=\d\s*)плюс(?=\s*\d)/giu, "+"], [/(?<=\d\s*)минус(?=\s*\d)/giu, "-"],
  [/(?<=\d\s*)(?:times|multiplied\s+by)(?=\s*\d)/giu, "*"], [/(?<=\d\s*)divided\s+by(?=\s*\d)/giu, "/"], [/(?<=\d\s*)plus(?=\s*\d)/giu, "+"], [/(?<=\d\s*)minus(?=\s*\d)/giu, "-"],
];

/**
 * A sum said as a shop or an office says it, read into signs before the rest: a discount or a markup applies to the amount
 * before it, as on a calculator («1 574 750 минус 7%», «со скидкой 5%», «with a 7% discount»); «12 мониторов по 14 990»,
 * «25 laptops at 62,990 each» is a count times a price; «18% VAT on 1 200 000», «НДС 20% от …» is a share of the sum
 * (walk 20b: these went to the catalogue or got a refusal). Only when nothing but the sum is left does it count.
 */
const WORDED: readonly [RegExp, string][] = [
  [/\s*(?:,\s*)?(?:со\s+скидкой|with\s+an?)\s+([\d.,]+)\s*%(?:\s+(?:discount|off))?/giu, " *(1-$1/100)"],
  [/\s*(?:,\s*)?(?:с\s+наценкой|with\s+an?\s+markup\s+of)\s+([\d.,]+)\s*%/giu, " *(1+$1/100)"],
  [/(?<=\d)\s*(?:-|−|минус|minus|less)\s*([\d.,]+)\s*%\s*$/iu, " *(1-$1/100)"],
  [/(?<=\d)\s*(?:\+|плюс|plus)\s*([\d.,]+)\s*%\s*$/iu, " *(1+$1/100)"],
  // «я отработал 12 смен по 2 400, сколько получу?», «bought 3 tickets at 500, how much in total?»: a count at a price
  // said before «сколько» and one or two words of asking; the subject before the count is the person's own (walks of
  // session 24: routed to a skill on «смен»).
  [/^(?:\p{L}+\s+){0,2}(\d+)\s+(?:\p{L}+\s+){1,2}(?:по|at)\s+(\d[\d\s.,]*?)\s*(?:руб\p{L}*\.?|₽)?\s*[,—–-]?\s*(?:сколько|how\s+much)(?:\s+\p{L}+){0,3}\s*$/iu, "$1 * $2"],
  [/^(\d+)\s+(?:\p{L}+\s+){1,2}(?:по|at|for)\s+([\d\s.,]+?)(?:\s*(?:руб\p{L}*\.?|₽|each|apiece|a\s+piece|каждый|каждая|за\s+штуку))?(?=\s*(?:\*|$))/iu, "$1 * $2"],
  [/^([\d.,]+)\s*%\s+(?:vat|tax|ндс|налога?)\s+(?:on|of|from|от|с|на)\s+/iu, "$1% of "],
  [/^(?:vat|tax|ндс|налог)\s+([\d.,]+)\s*%\s+(?:on|of|from|от|с|на)\s+/iu, "$1% of "],
];

/**
 * «15 процентов», «20 percent» are the sign; «80 тыс», «2 млн», «45k» are their figure in digits (figures.ts), as the person
 * would type them into a calculator (walk 22a: «how much is 15% of 45000?» and «посчитай 12% от 80 тыс» were refused).
 */
const PERCENT_WORD = /(?<=\d)\s*(?:процент(?:а|ов)?|percent|per\s+cent)(?![\p{L}])/giu;

/** The value of the arithmetic a message asks for, or null when it asks for something else. */
export function arithmeticOf(message: string): number | null {
  const figures = figuresOnly(message.trim()).replace(PERCENT_WORD, "%");
  const said = SAID.reduce((t, [re, sign]) => t.replace(re, ` ${sign} `), figures).replace(/[?=!.\s]+$/u, "");
  const opened = /^(?:how\s+much\s+is|(?:(?:посчитай|подсчитай|вычисли|скажи)(?:\s+мне)?,?\s+)?сколько\s+будет|посчитай(?:\s+мне)?|calculate|what'?s|what\s+is)[:\s]+/iu.exec(said);
  const rest = opened ? said.slice(opened[0].length) : said;
  const worded = WORDED.reduce((t, [re, to]) => t.replace(re, to), rest);
  // Read into signs, the sum is given the lead the parser below knows.
  const body = worded !== rest ? `посчитай ${worded}` : said;
  const lead = LEAD.exec(body);
  const expr = lead ? body.slice(lead[0].length) : body;
  // Without «сколько будет» a multiplying, dividing or adding operator must be there: «20%», «2026», a range
  // («5-7», «12.03-15.03»), a phone number («8-800-555-35-35») or a time («10:30-12:15») is no sum.
  if (!lead && !/[+*/×÷]/.test(expr)) return null;
  // A bare «сколько» asks of a sum only with a sign in it: «сколько 100?» asks nothing to work out.
  if (lead && /^сколько\s+$/iu.test(lead[0]) && !/[+\-*/×÷%]/.test(expr)) return null;
  if (!EXPR.test(expr) || !/\d/.test(expr) || /\d:\d/.test(expr)) return null;
  // An English request writes thousands with commas («1,200»); a Russian one writes decimals so («0,13»).
  const english = lead ? /^[a-z]/i.test(lead[0]) : false;
  const grouped = english ? expr.replace(/(\d),(?=\d{3}(?!\d))/g, "$1") : expr;
  // Digits apart with no operator between them («1 2») are no number unless they group thousands («80 000»).
  const joined = grouped.replace(/(\d)\s+(?=\d{3}(?!\d))/g, "$1");
  if (/\d\s+\d/.test(joined)) return null;
  // «15% от 80000» is 15/100 × 80000; a lone «20%» is 0.2.
  const normal = joined.replace(/,/g, ".").replace(/×/g, "*").replace(/÷/g, "/")
    .replace(/([\d.]+)\s*%\s*(?:от|of)\s*([\d.]+)/giu, "($1/100*$2)").replace(/([\d.]+)\s*%/g, "($1/100)");
  try {
    const v = evaluate(normal.replace(/\s+/g, ""), NUMBERS);
    return Number.isFinite(v) ? v : null;
  } catch {
    return null;
  }
}

/**
 * «80 тыс», «2 млн», «45k» as digits; only the multiplied figures: the ordinal endings plainFigures also reads («10-е») are
 * no sum's, and a sum's «1 200» is joined below with the English commas in mind.
 */
function figuresOnly(text: string): string {
  return /\d\s*(?:тыс|тыщ|млн|миллион|thousand|million|[кk](?![\p{L}]))/iu.test(text) ? plainFigures(text) : text;
}

/** The operations a sum is worked out with: plain numbers here, exact fractions in fraction.ts. */
export interface Arithmetic<T> {
  of(figure: string): T;
  neg(a: T): T;
  add(a: T, b: T): T;
  sub(a: T, b: T): T;
  mul(a: T, b: T): T;
  div(a: T, b: T): T;
}

const NUMBERS: Arithmetic<number> = { of: Number, neg: (a) => -a, add: (a, b) => a + b, sub: (a, b) => a - b, mul: (a, b) => a * b, div: (a, b) => a / b };

/** Recursive descent over + - * / and parentheses; throws on anything else. */
export function evaluate<T>(src: string, ops: Arithmetic<T>): T {
  let i = 0;
  const num = (): T => {
    if (src[i] === "(") { i++; const v = sum(); if (src[i++] !== ")") throw new Error("("); return v; }
    if (src[i] === "-") { i++; return ops.neg(num()); }
    const m = /^\d+(?:\.\d+)?/.exec(src.slice(i));
    if (!m) throw new Error("number");
    i += m[0].length;
    return ops.of(m[0]);
  };
  const product = (): T => {
    let v = num();
    while (src[i] === "*" || src[i] === "/") { const op = src[i++]; const r = num(); v = op === "*" ? ops.mul(v, r) : ops.div(v, r); }
    return v;
  };
  const sum = (): T => {
    let v = product();
    while (src[i] === "+" || src[i] === "-") { const op = src[i++]; const r = product(); v = op === "+" ? ops.add(v, r) : ops.sub(v, r); }
    return v;
  };
  const v = sum();
  if (i !== src.length) throw new Error("trailing");
  return v;
}

/** «= 12 000» in the interface's number format. */
export function arithmeticAnswer(value: number, lang: "ru" | "en", fraction: string | null = null): string {
  const rounded = Math.round(value * 1e6) / 1e6;
  const shown = new Intl.NumberFormat(lang === "en" ? "en-US" : "ru-RU", { maximumFractionDigits: 6 }).format(rounded);
  return fraction ? `= ${fraction} (≈ ${shown})` : `= ${shown}`;
}
