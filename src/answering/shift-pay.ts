import { firstValue } from "../text/row-cells.ts";
import { plainFigures } from "../text/figures.ts";
import { ASKS_EXTRA, multiplierOf, FIRST_HOURS, OVERTIME, PAY_VERB, SPAN, SURCHARGE, unitOfAdjective } from "../text/pay-cues.ts";
import { ASKS_AMOUNT } from "../text/sum-cues.ts";
import { HOLIDAY_WORDS, holidayIn } from "../text/holidays-ru.ts";
import { words } from "../text/tokens.ts";
import { numeralOf } from "../text/numerals.ts";
import { chosen, countIn, num, type PayLine, type Rate, ratesIn, shown, type Worked } from "./implied-pay.ts";
import { condition, named, overlap } from "./pay-words.ts";
import { type Length, shiftLengths } from "./shift-hours.ts";

/**
 * The pay of a shift of a position paid by the hour (walk 27a: «сколько получает сборщик за дневную смену?» was hedged,
 * «я курьер на велике, 3 дневные смены» got the own-transport allowance × 3): the hourly rate of the position's row × the
 * hours the shift table says are paid, the night surcharge on the shift's hours inside the rule's span, the sum per each
 * order the row adds when the person says how many, a rent the row charges per shift when the question names its object,
 * and a holiday's multiplier or the weekend's «обычная ставка» when the question names the day. Every part is a row of
 * the documents, quoted; a follow-up («а в праздник?», «а если 20 заказов развёз?») keeps the position and shift kind of
 * the question before.
 */

/** A charge the row takes per shift: «аренда самоката компании — 300 ₽ за смену» (Ожегов: аренда — пользование за плату). */
const RENT = /(аренд\p{L}*|прокат\p{L}*)\s+((?:\p{L}+\s+){0,3}?)[—–-]?\s*(\d+(?:[.,]\d+)?)\s*(?:₽|руб\p{L}*\.?)\s*за\s+смену/iu;
/** The sum per each unit a row adds: «45 ₽ за каждый доставленный заказ». */
const EACH = /(\d+(?:[.,]\d+)?)\s*(?:₽|руб\p{L}*\.?)\s*за\s+кажд\p{L}+\s+(?:(\p{L}+)\s+)?(\p{L}+)/iu;
/** A rule that keeps the ordinary rate: «оплачиваются по обычной ставке, без надбавки». */
const ORDINARY = /(?:по\s+обычн\p{L}*\s+ставк|без\s+надбавк)/iu;
/** A sentence adding a sum: «компания доплачивает», «доплата», «компенсирует» (Ожегов: доплатить — уплатить сверх). */
const ADDED = /(?:доплач|доплат|надбавк|компенсир)\p{L}*/iu;
const ONE = /(?:^|[^\p{L}])за\s+(?:одну\s+|1\s+)?смену(?![\p{L}])/iu;

type Lang = "ru" | "en";

/**
 * «три дневные смены», «две смены»: a count of shifts said in a cardinal word (numerals.ts), not an ordinal («вторая
 * смена» is a kind of shift).
 */
function wordCount(text: string): number | null {
  const m = /(?<![\p{L}])(\p{L}+)\s+(?:\p{L}+\s+)?смен\p{L}*/iu.exec(text);
  const w = m?.[1]!.toLowerCase();
  if (!w || /(?:ый|ой|ий|ая|ое|ые|ую|ого|ому|ему|ым|ом|ых)$/u.test(w)) return null;
  const n = numeralOf(w);
  return n ? Number(n) : null;
}

/** The position's hourly rate: the question's words first, else the question before's (a follow-up names none). */
function hourlyOf<L extends PayLine>(texts: string[], lines: L[]): Rate<L> | null {
  const hourly = ratesIn(lines).filter((r) => r.unit === "hour");
  // The words naming a shift kind («ночную») say when, not who: the position is read without them, and they only break a
  // tie («кладовщик за ночную смену» is the night shift's warehouse worker, «сборщик за ночную смену» still the picker).
  const kinds = new Set(shiftLengths("", lines).stated.flatMap((k) => [...named(firstValue(k.line.text))]));
  for (const t of texts) {
    // A counted noun is an amount, not who the person is: «20 заказов» does not name «Сборщик заказов».
    const said = plainFigures(t).replace(/\d+(?:[.,]\d+)?\s+\p{L}+/gu, " ");
    const c = chosen(words(said).filter((w) => !named(w).size || ![...named(w)].some((x) => kinds.has(x))).join(" "), hourly);
    if (!c.picked) continue;
    if (c.rates.length === 1) return c.rates[0]!;
    const tie = chosen(said, c.rates);
    return tie.picked && tie.rates.length === 1 ? tie.rates[0]! : null;
  }
  return null;
}

/**
 * The shift kinds asked: those the question (else the one before) names; else the one the position's own name holds
 * («Кладовщик ночной пересменки» — «Ночная пересменка»); else every kind no other position's name holds.
 */
function kindsOf<L extends PayLine>(texts: string[], rate: Rate<L>, lines: L[]): Length<L>[] {
  for (const t of texts.map(dayShift)) {
    const { picked, stated } = shiftLengths(t, lines);
    if (stated.length < 2) return stated;
    if (picked.length && picked.length < stated.length) return picked;
  }
  const { stated } = shiftLengths("", lines);
  const own = stated.filter((k) => overlap(condition(rate.label), condition(k.line.text)) > 0);
  if (own.length) return own;
  const others = ratesIn(lines).filter((r) => r.line !== rate.line).map((r) => condition(r.label));
  return stated.filter((k) => !others.some((o) => overlap(o, condition(k.line.text)) > 0));
}

/**
 * «day shift» is «дневная смена» (OALD: day shift; Oxford Russian Dictionary: дневная смена); the thesaurus files «day» with
 * the day as a period («ежедневно», «сутки»), not the daytime, so an English question's day shift is read in Russian.
 */
const dayShift = (text: string) => text.replace(/(?<![\p{L}])day(?=\s+shifts?(?![\p{L}]))/giu, "дневная");

/** Minutes of a span [from, to) (through midnight when to ≤ from) inside another. */
function inside(a: [number, number], b: [number, number]): number {
  const within = (t: number, [s, e]: [number, number]) => (s < e ? t >= s && t < e : t >= s || t < e);
  let n = 0;
  for (let t = a[0]; t !== a[1]; t = (t + 1) % 1440) if (within(t, b)) n++;
  return n;
}

/**
 * The night hours of the position's shift kinds, for a surcharge over a span of the clock asked without a count
 * («сколько доплатят уборщику за ночные часы?» was 8 × 220 × 40 % for the rule's whole 22:00–06:00, though a night
 * cleaning shift holds 5 of them and a cashier's evening shift 3): each kind the question (without the rule's own words)
 * names, else the position's, with its night hours; empty when the shift table states no clock times.
 */
export function nightHoursOf<L extends PayLine>(question: string, rate: Rate<L>, span: [number, number], lines: L[]): { kind: Length<L>; hours: number }[] {
  const kinds = kindsOf([question], rate, lines);
  if (!kinds.length || kinds.some((k) => !k.span)) return [];
  return kinds.map((kind) => ({ kind, hours: inside(kind.span!, span) / 60 })).filter((x) => x.hours > 0);
}

/** The question asks a shift's pay, or follows up on one that did. */
export function asksShiftPay(question: string, before: string | undefined): boolean {
  if (OVERTIME.test(question)) return false;
  // Money asked («сколько получу», «сколько выйдет»), not a count («сколько смен в месяц?», «сколько часов длится смена?»)
  // nor when one is paid («когда платят за смены?»).
  const count = /сколько\s+(?:\p{L}+\s+)?(?:смен|час|дн|дней|раз)/iu.test(question) && !PAY_VERB.test(question);
  // «10 day shifts» is the English guide's word for «смена» (walk 28a E10).
  const own = ASKS_AMOUNT.test(question) && !count && /смен|(?<![\p{L}])shifts?(?![\p{L}])/iu.test(question) && (!ASKS_EXTRA.test(question) || /вместе|итого|всего|in\s+total/iu.test(question));
  return own || (before !== undefined && /^\s*(?:а|и|ну)\s/iu.test(question) && asksShiftPay(before, undefined));
}

/**
 * A follow-up keeps the shift's pay when it speaks only of what the pay rows hold (a day's rule, a shift kind, the night,
 * the orders: «а в выходные?», «а если 20 заказов развёз?»): «а сколько дней отпуска у сборщика?» asks something else.
 */
function staysOnPay<L extends PayLine>(question: string, lines: L[]): boolean {
  const rows = lines.filter((l) => ratesIn([l]).length || shiftLengths("", [l]).stated.length || multiplierOf(l.text).length || ORDINARY.test(l.text) || SURCHARGE.test(l.text));
  const context = new Set(rows.flatMap((l) => [...condition(l.text)]));
  // Each content word of the question, by its stem or thesaurus groups: does it meet the pay rows?
  const said = words(plainFigures(question).replace(/\d+/gu, " ")).map((w) => [...condition(w)]).filter((c) => c.length);
  const meets = said.filter((c) => c.some((t) => context.has(t))).length;
  // «а в праздник сколько?» asks its amount of the pay rows alone; an amount of anything else is a question of its own.
  return (meets > 0 || /смен/iu.test(question)) && (!ASKS_AMOUNT.test(question) || meets === said.length);
}

export function shiftPay<L extends PayLine>(question: string, before: string | undefined, lines: L[], lang: Lang): Worked<L> | null {
  if (!asksShiftPay(question, before)) return null;
  if (!asksShiftPay(question, undefined) && !staysOnPay(question, lines)) return null;
  const texts = before !== undefined ? [question, before] : [question];
  // A position paid per shift (a table's row: «Оптометрист | Ставка: 2 400 ₽ за смену») is the shift sums' (implied-pay.ts):
  // only an hourly rate is worked out here. A prose sum per shift («доплачивает 150 ₽ за смену») is no position.
  if (texts.some((t) => chosen(t, ratesIn(lines).filter((r) => r.unit === "shift" && r.line.text.includes(" | "))).picked)) return null;
  const rate = hourlyOf(texts, lines);
  if (!rate) return null;
  // Only a shift table's rows (their paid hours and clock time): a prose length is the older sums' (pay-conditions.ts).
  const kinds = kindsOf(texts, rate, lines);
  if (!kinds.length || kinds.length > 3 || kinds.some((k) => !k.span)) return null;
  const cur = lang === "en" ? "roubles" : "руб.";
  const total = lang === "en" ? "in total" : "итого";
  const q = plainFigures(question);
  // How many shifts: the question's count, else the one before's unless this one speaks of one shift.
  const countOf = (t: string) => { const c = countIn(t); return c?.unit === "shift" ? c.n : wordCount(t); };
  const shifts = countOf(question) ?? (ONE.test(question) ? 1 : before !== undefined ? countOf(before) ?? 1 : 1);
  const quoted: L[] = [rate.line];
  // The day: a holiday's multiplier, the weekend's ordinary rate — said in the question (or its date), else the one before.
  const dayRule = (t: string) => {
    const asked = condition(holidayIn(t) ? `${t} ${HOLIDAY_WORDS}` : t);
    return lines.filter((l) => (multiplierOf(l.text).length === 1 && !FIRST_HOURS.test(l.text)) || ORDINARY.test(l.text))
      .map((l) => ({ l, s: overlap(asked, condition(l.text)) })).filter((x) => x.s > 0).sort((a, b) => b.s - a.s)[0]?.l;
  };
  const day = dayRule(question) ?? (before !== undefined ? dayRule(before) : undefined);
  const k = day && !ORDINARY.test(day.text) ? multiplierOf(day.text)[0]! : 1;
  if (day) quoted.push(day);
  const each = EACH.exec(rate.line.text);
  const orders = each ? [...q.matchAll(/(\d+)\s+(\p{L}+)/gu)].find((m) => overlap(named(m[2]!), named(each[3]!)) > 0) : undefined;
  const rent = RENT.exec(rate.line.text);
  // The rent is the person's when the question names what is rented beyond the position's own words («самокат компании»).
  const rented = !!rent && overlap(named(texts.join(" ")), new Set([...named(rent[2]!)].filter((t) => !named(rate.label).has(t)))) > 0;
  // A sum per shift a sentence adds under a condition the question names beyond the position and the rent («на своём
  // самокате» — «За использование своего транспорта компания доплачивает 150 ₽ за смену»).
  const mine = new Set([...condition(texts.join(" "))].filter((t) => !condition(rate.label).has(t) && !(rent && condition(rent[2]!).has(t))));
  const extra = ratesIn(lines).filter((r) => r.unit === "shift" && !r.line.text.includes(" | ") && ADDED.test(r.line.text))
    .find((r) => overlap(mine, condition(r.label)) > 0);
  if (extra) quoted.push(extra.line);
  const sums = kinds.map((kind) => {
    const { sum, parts, addends, quoted: used } = oneShift(rate, kind, lines, lang, { k, orders: orders ? num(orders[1]!) : 0, rented, extra: extra?.amount });
    quoted.push(...used.filter((l) => l !== rate.line && l !== kind.line));
    const label = kinds.length > 1 ? `${words(firstValue(kind.line.text))[0]} ${lang === "en" ? "shift" : "смена"}: ` : "";
    // Several kinds are one clause each: their parts are joined by commas, the kinds by semicolons.
    const sep = kinds.length > 1 ? ", " : "; ";
    const one = addends.length > 1 ? `${parts.join(sep)}${sep}${total} ${addends.join(" ")} = ${shown(sum)}` : parts[0]!;
    const times = shifts !== 1 ? `${sep}${shown(shifts)} × ${shown(sum)} = ${shown(shifts * sum)}` : "";
    quoted.push(kind.line);
    return `${label}${one}${times} ${cur}`;
  });
  const note = rent && !rented && !extra ? (lang === "en" ? `; the row's «${rent[1]} ${rent[2]!.trim()}» takes ${shown(num(rent[3]!))} roubles a shift off when it is yours` : `; если у вас «${rent[1]!.toLowerCase()} ${rent[2]!.trim()}» — минус ${shown(num(rent[3]!))} руб. за смену`) : undefined;
  return { sums, quoted: [...new Set(quoted)], ...(note ? { note } : {}) };
}

/** The night surcharge in per cent of the hourly rate over a span of the clock («Ночные часы (с 22:00 до 06:00) … 20%»). */
function nightRule<L extends PayLine>(lines: L[]) {
  return lines.map((l) => ({ l, m: SURCHARGE.exec(l.text), s: SPAN.exec(l.text) }))
    .find((x) => x.m && x.s && words(x.m[2]!).map(unitOfAdjective).includes("hour"));
}

/**
 * One shift of a kind at the position's hourly rate: its paid hours × the rate × the day's multiplier `k`, the night
 * surcharge on its hours inside the rule's span, `orders` × the row's sum per each, the row's rent when `rented`.
 */
export function oneShift<L extends PayLine>(rate: Rate<L>, kind: Length<L>, lines: L[], lang: Lang, o: { k?: number; orders?: number; rented?: boolean; extra?: number } = {}) {
  const k = o.k ?? 1;
  const parts: string[] = [];
  const quoted: L[] = [rate.line];
  let sum = k * kind.n * rate.amount;
  parts.push(`${shown(kind.n)} × ${shown(rate.amount)}${k !== 1 ? ` × ${shown(k)}` : ""} = ${shown(sum)}`);
  const addends = [shown(sum)];
  const night = nightRule(lines);
  const nightMin = night && kind.span ? inside(kind.span, [Number(night.s![1]) * 60 + Number(night.s![2]), Number(night.s![3]) * 60 + Number(night.s![4])]) : 0;
  if (night && nightMin) {
    const pct = num(night.m![1]!), h = nightMin / 60, extra = (h * rate.amount * pct) / 100;
    parts.push(`${lang === "en" ? "night hours" : "ночные часы"} ${shown(h)} × ${shown(rate.amount)} × ${shown(pct)}% = ${shown(extra)}`);
    addends.push(`+ ${shown(extra)}`);
    sum += extra;
    quoted.push(night.l);
  }
  const each = EACH.exec(rate.line.text);
  if (each && o.orders) {
    const extra = o.orders * num(each[1]!);
    parts.push(`${shown(o.orders)} × ${shown(num(each[1]!))} = ${shown(extra)}`);
    addends.push(`+ ${shown(extra)}`);
    sum += extra;
  }
  const rent = RENT.exec(rate.line.text);
  if (rent && o.rented) {
    const a = num(rent[3]!);
    parts.push(`${rent[1]!.toLowerCase()} ${rent[2]!.trim()} − ${shown(a)}`);
    addends.push(`− ${shown(a)}`);
    sum -= a;
  }
  if (o.extra) {
    parts.push(`${lang === "en" ? "allowance" : "доплата"} + ${shown(o.extra)}`);
    addends.push(`+ ${shown(o.extra)}`);
    sum += o.extra;
  }
  quoted.push(kind.line);
  return { sum, parts, addends, quoted };
}
