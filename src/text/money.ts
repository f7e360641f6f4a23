/**
 * Prices in a message: «до 5000», «дешевле 60 тысяч», «60к», «не дороже 25 000 ₽», «за 3000 руб.»,
 * «under $100». Two kinds: a budget cap (a purchase: «до», «дешевле», «не дороже», «в пределах»,
 * «under») and an asking price (a sale: «за», «по», «for»). The words are data here, read by one parser.
 */
const BUDGET = ["до", "дешевле", "не дороже", "не больше", "не более", "меньше", "в пределах", "под", "максимум", "бюджет", "бюджетом", "budget", "under", "below", "up to", "cheaper than", "less than", "max"];
const ASKING = ["за", "по", "for", "at"];
const CURRENCY = /^(?:руб(?:лей|ля|ль)?\.?|р\.?|₽|\$|usd|dollars?|rub|rubles?|roubles?|евро|€|eur)$/iu;

import { isStopword } from "./tokens.ts";
import { UNITS, plainFigures } from "./figures.ts";

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
const LEAD = `(${[...BUDGET, ...ASKING].sort((a, b) => b.length - a.length).map(esc).join("|")})`;
// number: «5000», «25 000», «1,5», «60к»; then up to two unit/currency words («тыс. руб.»).
// «for about 60 thousand», «до примерно 50к»: an approximating adverb may stand between the lead and the number.
// «the budget is 75k», «budget of 75k», «бюджет теперь 90 тысяч», «budget: 75k»: a linking word may stand after the lead too.
// «бюджет тысяч 70», «до тыщ 50»: spoken Russian puts the thousands before an approximate number (walk 22b).
const PATTERN = new RegExp(`(?:^|[^\\p{L}])${LEAD}\\s*(?:(?:is|of|now|was|will\\s+be|теперь|уже|составляет|[:=—–-])\\s*)*(?:(?:about|around|approximately|roughly|примерно|около|где-то)\\s+)?(?<pre>(?:тысяч|тыщ|тыс)\\p{L}*\\.?\\s+)?\\$?\\s*(\\d{1,3}(?:[  ]\\d{3})+|\\d+(?:[.,]\\d+)?)\\s*((?:[\\p{L}₽$€.]+\\.?\\s*){0,2})`, "iu");

export interface Price {
  amount: number;
  kind: "budget" | "asking";
  /** The word that introduced it, lower case («до», «бюджет», «under»). */
  lead: string;
  /** Where the price phrase sits in the message, so a query can drop it. */
  start: number;
  end: number;
}

/** True for a word that multiplies the number before it («300 тысяч», «2 млн»): part of that figure, no word of its own. */
export function isMultiplier(word: string): boolean {
  return UNITS.some(([re]) => re.test(word));
}

/** The first price in the message, or null; a bare small number («за 3 дня») is no price. */
export function priceOf(message: string): Price | null {
  const m = PATTERN.exec(message);
  if (!m) return null;
  const lead = m[1].toLowerCase().replace(/\s+/g, " ");
  const start = m.index + m[0].indexOf(m[1]);
  const number = m[3]!;
  const numberEnd = m.index + m[0].indexOf(number, m[0].indexOf(m[1]) + m[1].length + (m.groups?.pre?.length ?? 0)) + number.length;
  let amount = Number(number.replace(/[\s\u00a0]/g, "").replace(",", ".")) * (m.groups?.pre ? 1000 : 1);
  let end = numberEnd;
  let unitSeen = !!m.groups?.pre;
  // Unit and currency words after the number, glued («60к») or spaced («5 тыс. руб.»). A lone «к»/«k»
  // is «thousand» only glued to the number or ending the phrase: «за 12000 к выходным» is «by the weekend».
  const word = /(\s*)([\p{L}₽$€]+\.?)/uy;
  for (let i = 0; i < 2; i++) {
    word.lastIndex = end;
    const w = word.exec(message);
    if (!w) break;
    const lone = /^[кk]$/iu.test(w[2]);
    if (lone && w[1] && /^\s+\p{L}/u.test(message.slice(word.lastIndex))) break;
    const unit = UNITS.find(([re]) => re.test(w[2]));
    if (unit) amount *= unit[1];
    else if (!CURRENCY.test(w[2])) break;
    unitSeen = true;
    end = word.lastIndex;
  }
  // «тыщ до 10», «тысяч до 50»: spoken Russian may say the thousands before the budget word (not those of a
  // number before them: «50 тысяч до 10 числа»), the number then ending the phrase.
  let from = start;
  let unitBefore = false;
  const before = /(?<!\d[\s\u00a0]*)([\p{L}.]+)[\s,]*$/u.exec(message.slice(0, start));
  if (!unitSeen && before && !/^[кk]$/iu.test(before[1])) {
    const unit = UNITS.find(([re]) => re.test(before[1]));
    if (unit) { amount *= unit[1]; unitBefore = true; from = before.index; }
  }
  if (!unitSeen && !unitBefore && amount < 100) return null;
  if (!unitSeen) {
    const next = /^\s*([\p{L}]+)/u.exec(message.slice(end))?.[1] ?? "";
    // «до 2027 года», «до 2030»: a year, not a price; «до 10 000 шагов»: a count of steps, not roubles.
    if (/^(?:19|20)\d\d$/.test(number.trim()) || /^(?:год|года|году|г|year)$/iu.test(next)) return null;
    if (next && !isStopword(next.toLowerCase())) return null;
  }
  return { amount: Math.round(amount), kind: BUDGET.includes(lead) ? "budget" : "asking", lead, start: from, end };
}

/** Budget words that name a purchase's limit and nothing else («бюджет 5к», «under 5000»); «до» also bounds a rule's sum. */
const PURCHASE_LEADS = new Set(["бюджет", "бюджетом", "budget", "не дороже", "дешевле", "under", "below", "cheaper than"]);

/** True when the message states a purchase budget in words that mean nothing else. */
export function statesBudget(message: string): boolean {
  const p = priceOf(message);
  return p?.kind === "budget" && PURCHASE_LEADS.has(p.lead);
}

/** The message with its price phrase removed (for a search query). */
export function withoutPrice(message: string): string {
  const p = priceOf(message);
  return p ? `${message.slice(0, p.start)} ${message.slice(p.end)}`.replace(/\s+/g, " ").trim() : message;
}

/**
 * The lower bound a purchase names: «от 20 до 50 тыс. руб.» (the thousands said once, after the upper bound), «от 20 тыс.»,
 * «дороже 10 000», «from 20k», «over $100». Null when none (walk 19b listed a 15 990 printer for «от 20 до 50 тыс.»).
 */
export function priceFloorOf(message: string): number | null {
  return floorMatch(message)?.amount ?? null;
}

/** The message without its lower bound («монитор от 15 тыс» → «монитор»), for a search query. */
export function withoutPriceFloor(message: string): string {
  const f = floorMatch(message);
  return f ? `${message.slice(0, f.start)} ${message.slice(f.end)}`.replace(/\s+/g, " ").trim() : message;
}

function floorMatch(message: string): { amount: number; start: number; end: number } | null {
  const m = /(?:^|[^\p{L}])(?:от|дороже|не\s+дешевле|from|over|above|more\s+than)\s*\$?\s*(\d{1,3}(?:[  ]\d{3})+|\d+(?:[.,]\d+)?)\s*([\p{L}.]+)?/iu.exec(message);
  if (!m) return null;
  let amount = Number(m[1].replace(/[\s\u00a0]/g, "").replace(",", "."));
  const own = m[2] ? UNITS.find(([re]) => re.test(m[2]!)) : undefined;
  if (own) amount *= own[1];
  else {
    // «от 20 до 50 тыс.»: the bound after it says the unit for both.
    const upper = priceOf(message.slice(m.index + m[0].length - (m[2]?.length ?? 0)));
    if (upper && amount < upper.amount && upper.amount >= 1000 && amount * 1000 <= upper.amount) amount *= 1000;
  }
  const end = m.index + m[0].length - (own ? 0 : m[2]?.length ?? 0);
  return amount >= 100 ? { amount: Math.round(amount), start: m.index, end } : null;
}

/**
 * The amount a short follow-up names when it names one figure alone («ok and with 75k?», «а если 90 тысяч?»): its price
 * phrase if it has one, else the one figure, in plain digits («75k» → 75000). Null when it names none or several.
 */
export function amountSaid(message: string): number | null {
  const price = priceOf(message);
  if (price) return price.amount;
  const figures = plainFigures(message).match(/\d+(?:[.,]\d+)?/g) ?? [];
  return figures.length === 1 ? Number(figures[0]!.replace(",", ".")) : null;
}
