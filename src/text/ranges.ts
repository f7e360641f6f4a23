import { plainFigures } from "./figures.ts";

/**
 * Bounds a text sets on an amount: «от 5 000 до 50 000 рублей», «до 14 календарных дней», «свыше 50 000»,
 * «не более 3 раз». A question's own figure («возврат 12 тыщ», «а если 70к», «стаж 6 лет») is met by the
 * bound that holds it, as a person reading the rule would find their case in it. Clock times and dates are
 * no amounts: a figure followed by «:» or «.» and digits is left out.
 */
// «37,5 °C»: a decimal comma with one or two digits is a figure too («1,200» groups thousands in English, and stays out).
const NUM = String.raw`(?<![\d:.,])(\d+(?:,\d{1,2})?)(?!\d|[:.,]\d)`;
const num = (s: string) => Number(s.replace(",", "."));
const BETWEEN = new RegExp(String.raw`(?<![\p{L}])(?:от|с|from|between)\s+${NUM}\s*\S{0,12}?\s+(?:до|по|and|to)\s+${NUM}`, "giu");
// «Товар дешевле 300 ₽», «меньше 5 000»: a comparative is a bound too (сравнительная степень, Русская грамматика 1980,
// § 1379); «не меньше», «не менее» bound the other side, so a comparative after «не» is no upper bound.
const UP_TO = new RegExp(String.raw`(?<![\p{L}])(?:до|не\s+более|не\s+больше|не\s+выше|не\s+свыше|максимум|(?<!не\s)(?:дешевле|меньше|менее)(?:\s+чем)?(?:\s+за)?|up\s+to|no\s+more\s+than|at\s+most|less\s+than|cheaper\s+than|under)\s+${NUM}`, "giu");
// «более чем на 20 км/ч», «больше чем 3 раза»: the comparison may name what it is compared with («чем») and by how much («на»).
// «более чем за 30 дней до вылета»: and how long ahead («за»); a client cancelling 40 days ahead finds their row (lead39).
const OVER = new RegExp(String.raw`(?<![\p{L}])(?:(?:свыше|более|больше|выше|дороже)(?:\s+чем)?(?:\s+на|\s+за)?|от|over|above|more\s+than|from)\s+${NUM}`, "giu");
// «если участников 10 и более», «стаж 5 лет и больше», «детям 7 лет и младше»: the bound said after its figure (Русская
// грамматика 1980: «и более» joins the comparative to the figure it bounds); «12 человек» is within «10 и более» (session 30,
// fitness: the rate for a class of 12 was told «Про «12» ничего не сказано» beside the rate «если участников 10 и более»).
const AND_OVER = new RegExp(String.raw`${NUM}(\s*\S{0,12}?)\s+и\s+(более|больше|выше|свыше|старше|менее|меньше|ниже|младше)(?![\p{L}])`, "giu");

// «Расходы до 10 000 рублей согласует руководитель, свыше — финансовый директор»: the comparative after an upper bound
// leaves its figure out, the dash standing for what the clause before said (неполное предложение, Русская грамматика 1980,
// §§ 2246–2250; Правила русской орфографии и пунктуации 2006, § 174): «свыше» is over that same figure. Only right after
// the bound's clause (a comma or a semicolon between), and only a comparative of «more», standing bare before a dash or comma.
const GAPPED_OVER = new RegExp(String.raw`(?<![\p{L}])до\s+${NUM}([^.;!?]{0,80}?)[,;]\s+(?:а\s+)?(?:свыше|более|больше|выше)\s*(?=[—–,]|-\s)`, "giu");

// «5–9 марта», «18-25 лет»: two figures joined by a dash are the span between them (a question's «7 марта» is in it). A
// figure joined by a dash on either side to a third one is a phone number or a date («200-12-01», «2026-12-03»), no span.
// «28 декабря – 31 декабря» names the month on both ends.
const DASH = /(?<![\d:.,\-–—])(\d+)(?:\s+(\p{L}+))?\s*[–—-]\s*(\d+)(?:\s+\2)?(?!\d|[:.,\-–—]\d)/gu;

// «не ниже −10 °C», «от +2 до +6 °C»: a bound in degrees may carry a sign, which the other bounds' figures never do.
const SIGNED = String.raw`([-−+]?\d+(?:,\d{1,2})?)\s*°`;
const DEGREES = new RegExp(String.raw`(?<![\p{L}])(не\s+ниже|не\s+менее|от|выше|свыше|above|at\s+least|не\s+выше|не\s+более|до|ниже|below|up\s+to)\s+${SIGNED}`, "giu");
const signed = (s: string) => num(s.replace("−", "-"));

/**
 * What a figure counts, by the word after it (an adjective such as «календарных» or «рабочих» may stand
 * between): days, years, money, people… Bounds and figures of different kinds never meet («стаж 5 лет» is
 * not within «до 40 календарных дней»); a figure whose kind is not said meets any.
 */
const KINDS: readonly [RegExp, string][] = [
  [/^(?:дн|ден|сут|day)/, "day"], [/^(?:лет|год|year)/, "year"], [/^(?:месяц|month)/, "month"], [/^(?:недел|week)/, "week"],
  [/^(?:час|hour)/, "hour"], [/^(?:минут|minute)/, "minute"], [/^(?:руб|₽|р$|евро|€|долл|\$|rub|eur|usd|dollar|euro)/, "money"],
  [/^(?:км|километр|km|kilomet)/, "km"], [/^(?:человек|чел$|сотрудник|people|person|employee)/, "people"], [/^(?:раз|times?$)/, "times"],
  [/^(?:%|процент|percent)/, "percent"], [/^(?:°|градус|degree)/, "degree"], [/^(?:шт|штук|piece)/, "pieces"], [/^(?:кг|килограм|kg)/, "kg"],
];
const ADJECTIVE = /(?:ых|их|ый|ий|ая|ое|ые|ого|ому)$/;

/** The kind of the figure ending at `end` in `text`, or null when the words after it name none. */
export function kindAfter(text: string, end: number): string | null {
  const next = text.slice(end).match(/^\s*(%|°|[\p{L}₽$€]+)(?:\s+([\p{L}₽$€]+))?/u);
  if (!next) return null;
  const [first, second] = [next[1].toLowerCase(), next[2]?.toLowerCase()];
  const word = ADJECTIVE.test(first) && second ? second : first;
  return KINDS.find(([re]) => re.test(word))?.[1] ?? null;
}

/** The [low, high] bounds stated in a text (figures written plain first), with the kind they count. */
export function rangesIn(text: string): [number, number, string | null][] {
  const plain = plainFigures(text);
  const out: [number, number, string | null][] = [];
  // «от 5 000 до 50 000» is one bound: its «до 50 000» and «от 5 000» are not read again on their own.
  const spans: [number, number][] = [];
  const end = (m: RegExpMatchArray) => m.index! + m[0].length;
  for (const m of plain.matchAll(BETWEEN)) { out.push([num(m[1]), num(m[2]), kindAfter(plain, end(m))]); spans.push([m.index!, end(m)]); }
  const inside = (i: number) => spans.some(([a, b]) => i >= a && i < b);
  for (const m of plain.matchAll(DASH)) {
    // A word between the figures must be named after the second as well («28 декабря – 31 декабря»), or there is no span.
    if (inside(m.index!) || (m[2] && !m[0].trimEnd().endsWith(m[2]))) continue;
    out.push([num(m[1]), num(m[3]), kindAfter(plain, m[2] ? m.index! + m[1].length : end(m))]);
    spans.push([m.index!, end(m)]);
  }
  for (const m of plain.matchAll(UP_TO)) if (!inside(m.index!)) out.push([0, num(m[1]), kindAfter(plain, end(m))]);
  for (const m of plain.matchAll(OVER)) if (!inside(m.index!)) out.push([num(m[1]), Infinity, kindAfter(plain, end(m))]);
  for (const m of plain.matchAll(GAPPED_OVER)) out.push([num(m[1]!), Infinity, kindAfter(plain, m.index! + m[0].indexOf(m[1]!) + m[1]!.length)]);
  for (const m of plain.matchAll(AND_OVER)) {
    if (inside(m.index!)) continue;
    const kind = kindAfter(plain, m.index! + m[1]!.length);
    out.push(/^(?:менее|меньше|ниже|младше)$/iu.test(m[3]!) ? [0, num(m[1]!), kind] : [num(m[1]!), Infinity, kind]);
  }
  for (const m of plain.matchAll(DEGREES)) {
    const low = /^(?:не\s+ниже|не\s+менее|от|выше|свыше|above|at\s+least)$/iu.test(m[1]!.replace(/\s+/g, " "));
    out.push(low ? [signed(m[2]!), Infinity, "degree"] : [-Infinity, signed(m[2]!), "degree"]);
  }
  return out.filter(([lo, hi]) => lo <= hi);
}

/** The marker an evidence text holds for a bound (see salience's evidenceTerms). */
export const rangeTerm = ([lo, hi, kind]: [number, number, string | null]) => `\u0000range:${lo}:${hi}:${kind ?? ""}`;

/**
 * Units of one measure a person and a rule may each use: «опоздали на полтора часа» (90 minutes) is within «больше чем на 60
 * минут». Each kind's size in the smallest of its measure (a day, a week, a month and a year are left apart: «дни» in rules are
 * often working days, which no factor converts).
 */
const IN_SMALLEST: Record<string, number> = { minute: 1, hour: 60 };

/** Whether a figure (of a kind, when the question says it) falls within a bound of that kind among the evidence's terms. */
export function withinRange(figure: number, kind: string | null, terms: Iterable<string>): boolean {
  for (const t of terms) {
    if (!t.startsWith("\u0000range:")) continue;
    const [, lo, hi, of] = t.split(":");
    if (kind && of && kind !== of && IN_SMALLEST[kind] && IN_SMALLEST[of]) {
      const f = (figure * IN_SMALLEST[kind]) / IN_SMALLEST[of];
      if (f >= Number(lo) && f <= Number(hi)) return true;
      continue;
    }
    if (kind && of && kind !== of) continue;
    // A temperature is judged by the rule that bounds temperatures, on whichever side of it it falls («если −11, можно?» is
    // answered by «не ниже −10 °C»).
    if (kind === "degree") return true;
    if (figure >= Number(lo) && figure <= Number(hi)) return true;
  }
  return false;
}
