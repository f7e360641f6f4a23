import { firstValue, labelledCells } from "../text/row-cells.ts";
import { plainFigures } from "../text/figures.ts";
import { numeralOf } from "../text/numerals.ts";
import { DIVIDED, divisorOf, shiftLengths } from "./shift-hours.ts";
import { nightHoursOf } from "./shift-pay.ts";
import { condition, named, num, overlap, shown } from "./pay-words.ts";
import { isStopword, stem, words } from "../text/tokens.ts";
import {
  ASKS_CHARGE, ASKS_EXTRA, CAP, FIRST_HOURS, LABOUR_CODE_152, MONEY_G, MONEY_HEAD, multiplierOf, NAMED_RATE, OVERTIME, PER_DAY_CHARGE,
  PER_EACH, PER_UNIT, RATE_SAID, SPAN, SURCHARGE, type Unit, unitOf, unitOfAdjective,
} from "../text/pay-cues.ts";

/**
 * Pay sums the documents' rules imply beyond a rate above a threshold (implied-sum.ts), found uncovered by the walks of
 * session 24: shifts or hours × a rate («я отработал 12 смен по 2 400», «сколько за 15 смен?» with the rate in a table), a
 * surcharge in per cent of a stated rate («сколько доплатят за ночную смену?»), a charge per day with a cap («опоздал с
 * возвратом на 4 дня, какой штраф?»), overtime (the first hours ×1.5, the rest ×2: the rule, else art. 152 of the Labour
 * Code). Read from the structure of the sentences (a figure, a unit, a per cent, a cap), never from their topic words. A
 * figure the sum needs that nobody wrote is asked for, with the rule quoted: no figure is guessed.
 */
export interface PayLine { text: string; chunk: { headingPath: string[] } }
export interface Worked<L extends PayLine> { sums: string[]; quoted: L[]; ask?: string; note?: string }

export { named, num, overlap, shown } from "./pay-words.ts";
/** A label as shown beside its sum: the sentence's last clause before the figure, cut at a word near 60 characters. */
export const brief = (label: string) => {
  const tail = label.split(/[.;]\s+/u).at(-1)!.trim();
  return tail.length <= 60 ? tail : `${tail.slice(0, tail.lastIndexOf(" ", 60))}…`;
};

/** A count the question says in a unit: «12 смен», «5 ночных часов», «на 4 дня»; `kind` is the word before the unit. */
interface Count { n: number; unit: Unit; kind: string }
/**
 * A span of time before or after something is no amount worked or late: «за 3 дня до заезда», «через 2 часа», «в течение
 * 5 дней», «не позднее 48 часов».
 */
const BEFORE_SPAN = /(?<![\p{L}])(?:через|течение|позднее|позже|раньше|ранее|чем|до|к|ко|с|со|в|во|около|within|after|until|by|at)\s*$/iu;
/** «3 часов дня», «в 8 часов утра»: an hour of the clock, no count of hours. */
const AFTER_SPAN = /^\s*(?:до|после(?!\s+(?:смен|работ|оконч|конц))|назад|спустя|дня|утра|вечера|ночи|before|after|ago|am|pm)(?![\p{L}])/iu;
export function countIn(question: string): Count | null {
  const text = plainFigures(question);
  for (const m of text.matchAll(/(\d+(?:[.,]\d+)?)\s+(\p{L}+)(?:\s+(\p{L}+))?/gu)) {
    if (BEFORE_SPAN.test(text.slice(0, m.index)) || AFTER_SPAN.test(text.slice(m.index! + m[1]!.length).replace(/^\s*\p{L}+/u, ""))) continue;
    const first = unitOf(m[2]!);
    // «10 day shifts»: «day» is the kind of shift (OALD: day shift), the count is of shifts (walk 28a E10).
    if (first && !(/^day$/iu.test(m[2]!) && m[3] && unitOf(m[3]) === "shift")) return { n: num(m[1]!), unit: first, kind: "" };
    const second = m[3] ? unitOf(m[3]) : null;
    if (second) return { n: num(m[1]!), unit: second, kind: m[2]! };
  }
  return null;
}

/** A rate the documents state per unit, with the words that tell whose it is (a table row, the sentence before its figure). */
export interface Rate<L> { amount: number; unit: Unit; label: string; line: L }
export function ratesIn<L extends PayLine>(lines: L[]): Rate<L>[] {
  const out: Rate<L>[] = [];
  for (const line of lines) {
    const cells = labelledCells(line.text);
    if (cells.length > 1 && cells.every(Boolean)) {
      const row = cells[0]![2]!;
      for (const c of cells.slice(1)) {
        const unit = words(c![1]!).map(unitOf).find(Boolean);
        // «Ставка в час: 230 ₽»: the cell's figure may carry its currency sign (walk 27a: a table of hourly rates read as none).
        if (unit && MONEY_HEAD.test(c![1]!) && /^\d[\d\s]*(?:\s*(?:₽|руб\.?|р\.))?$/u.test(c![2]!.trim())) out.push({ amount: num(c![2]!.replace(/[^\d\s,.]|\.$/gu, "")), unit, label: `${row}, ${c![1]!.replace(/,\s*руб\.?/u, "")}`, line });
        // «Ставка: 2 400 ₽ за смену»: the unit said in the cell, after its figure.
        const per = !unit && MONEY_HEAD.test(c![1]!) ? new RegExp(`^${PER_UNIT.source}`, "iu").exec(c![2]!.trim()) : null;
        const perUnit = per && unitOf(per[2]!);
        if (per && perUnit) out.push({ amount: num(per[1]!), unit: perUnit, label: `${row}, ${c![1]!}`, line });
      }
      continue;
    }
    for (const m of line.text.matchAll(PER_UNIT)) {
      const unit = unitOf(m[2]!);
      if (unit) out.push({ amount: num(m[1]!), unit, label: line.text.slice(0, m.index).replace(/[\s—–:-]+$/u, ""), line });
    }
    const n = NAMED_RATE.exec(line.text);
    const unit = n && unitOfAdjective(n[1]!);
    if (n && unit) out.push({ amount: num(n[2]!), unit, label: line.text.slice(0, n.index! + n[0].lastIndexOf(n[2]!)).replace(/[\s—–:-]+$/u, ""), line });
  }
  return out;
}

/** «за смену», «за одну смену»: the pay of one shift asked. */
const ONE_SHIFT = /(?:^|[^\p{L}])за\s+(?:одну\s+|1\s+)?смену(?![\p{L}])/iu;

/** A rate the person says («по 2 400»), not a count said after «по» («20 смен по 8 часов»). */
function rateSaid(question: string): RegExpExecArray | null {
  const text = plainFigures(question);
  const m = RATE_SAID.exec(text);
  if (!m) return null;
  const next = /^\s*(\p{L}+)/u.exec(text.slice(m.index + m[0].indexOf(m[1]!) + m[1]!.length))?.[1];
  return next && unitOf(next) ? null : m;
}

/** The rates of a unit the question points at by its words (a position, «на посту»); all of them when it names none. */
export function chosen<L>(question: string, rates: Rate<L>[]): { rates: Rate<L>[]; picked: boolean } {
  const by = (read: (t: string) => Set<string>) => {
    const asked = read(question);
    // Of the rows naming as much of the question, the one that adds least to it is the one said: «если я бариста» is the row
    // «Бариста», not «Старший бариста» or «Бариста-стажёр» (lead walk 49 paid a barista the senior's rate).
    const scored = rates.map((r) => { const label = read(r.label); const s = overlap(asked, label); return { r, s, more: label.size - s }; });
    const best = Math.max(0, ...scored.map((x) => x.s));
    const least = Math.min(...scored.filter((x) => x.s === best).map((x) => x.more));
    return best > 0 ? { rates: scored.filter((x) => x.s === best && x.more === least).map((x) => x.r), picked: true } : null;
  };
  // The words as written first; then their thesaurus groups, as a person says it («курьер на велике» is the row «Курьер
  // на велосипеде»), and a tie the groups break is broken.
  const plain = by(named), grouped = by(condition);
  return (grouped && (!plain || grouped.rates.length < plain.rates.length) ? grouped : plain) ?? { rates, picked: false };
}

/** «12 смен по 2 400», «15 смен» with the rate in the documents, «40 часов на мероприятиях». */
export function timesRate<L extends PayLine>(question: string, lines: L[], lang: "ru" | "en"): Worked<L> | null {
  // «сделал за смену 12 заказов»: one shift, worked out only with the sum per each order the row adds (walk 26a R19).
  const one = countIn(question) ? null : ONE_SHIFT.test(question);
  const count = countIn(question) ?? (one ? { n: 1, unit: "shift" as const, kind: "" } : null);
  // «сколько смен…», «сколько часов…» asks a count, not money.
  if (!count || /сколько\s+(\p{L}+)/iu.exec(question)?.[1] && unitOf(/сколько\s+(\p{L}+)/iu.exec(question)![1]!)) return null;
  if (OVERTIME.test(question) || ASKS_EXTRA.test(question) || ASKS_CHARGE.test(question)) return null;
  const cur = lang === "en" ? "roubles" : "руб.";
  const said = rateSaid(question);
  if (said && num(said[1]!) !== count.n && (!said[2] || unitOf(said[2]) === count.unit)) {
    const r = num(said[1]!);
    return { sums: [`${shown(count.n)} × ${shown(r)} = ${shown(count.n * r)} ${cur}`], quoted: [] };
  }
  const all = ratesIn(lines).filter((r) => r.unit === count.unit);
  const byHours = count.unit === "shift" ? shiftsByHour(question, count.n, lines, lang) : null;
  if (byHours && !chosen(question, all).picked) return byHours;
  if (!all.length) return null;
  const { rates, picked } = chosen(question, all);
  if (!picked && rates.length > 2) {
    // The table's first column says what the rate depends on («Должность»); prose rates are several conditions.
    const head = /^([^:|]+):/u.exec(rates[0]!.line.text.includes(" | ") ? rates[0]!.line.text : "")?.[1]?.trim();
    const ask = lang === "en" ? `The rate differs${head ? ` by «${head}»` : ""}: tell me yours and I will work it out: ${shown(count.n)} × the rate.`
      : `Ставка разная${head ? ` — по графе «${head}»` : ""}: напишите вашу, и я посчитаю: ${shown(count.n)} × ставка.`;
    return { sums: [], quoted: [...new Set(rates.map((r) => r.line))], ask };
  }
  const extra = rates.length === 1 ? perItem(question, rates[0]!.line.text) : null;
  if (one) {
    if (!extra) return null;
    const r = rates[0]!;
    return { sums: [`${shown(r.amount)} + ${extra.sum} = ${shown(r.amount)} + ${shown(extra.amount)} = ${shown(r.amount + extra.amount)} ${cur}`], quoted: [r.line] };
  }
  const sums = rates.map((r) => `${shown(count.n)} × ${shown(r.amount)} = ${shown(count.n * r.amount)} ${cur}${rates.length > 1 ? ` (${brief(r.label)})` : ""}`);
  if (extra) sums[0] = `${sums[0]}; ${extra.sum} ${cur}; ${lang === "en" ? "in total" : "итого"} ${shown(count.n * rates[0]!.amount)} + ${shown(extra.amount)} = ${shown(count.n * rates[0]!.amount + extra.amount)} ${cur}`;
  return { sums, quoted: [...new Set(rates.map((r) => r.line))] };
}

/**
 * «мастер лаборатории, 20 смен по 8 часов»: shifts of a position paid by the hour are its hours × the hourly rate, the
 * hours said («по 8 часов») or the shift's length the rules state for the question's place.
 */
function shiftsByHour<L extends PayLine>(question: string, shifts: number, lines: L[], lang: "ru" | "en"): Worked<L> | null {
  const hourly = chosen(question, ratesIn(lines).filter((r) => r.unit === "hour"));
  if (!hourly.picked || hourly.rates.length !== 1) return null;
  const r = hourly.rates[0]!;
  const said = /(?:^|[^\p{L}])по\s+(\d{1,2})\s+час/iu.exec(plainFigures(question));
  const stated = shiftLengths(question, lines).picked;
  const length = said ? { n: Number(said[1]), line: undefined } : stated.length === 1 ? stated[0]! : null;
  if (!length) return null;
  const cur = lang === "en" ? "roubles" : "руб.";
  return { sums: [`${shown(shifts)} × ${shown(length.n)} × ${shown(r.amount)} = ${shown(shifts * length.n * r.amount)} ${cur}`], quoted: [r.line, ...(length.line ? [length.line] : [])] };
}

/**
 * «3 подбора» beside a rate whose row pays «500 ₽ за каждый подбор»: a count the question says in the noun a sum per each
 * is paid for, on top of the shifts.
 */
function perItem(question: string, rule: string): { sum: string; amount: number } | null {
  // «за каждый выполненный заказ»: the noun may follow a participle or an adjective.
  const each = new RegExp(String.raw`(\d{1,3}(?:[ \u00a0]\d{3})+|\d+(?:[.,]\d+)?)\s*(?:рубл\p{L}*|руб\.?|₽)\s*за\s+кажд\p{L}+\s+(\p{L}+)(?:\s+(\p{L}+))?`, "iu").exec(rule);
  if (!each) return null;
  const nouns = [each[2]!, ...(each[3] ? [each[3]] : [])].map((w) => stem(w.toLowerCase()));
  // «без премии» leaves out the cell the sum per each is written in («Премия: 500 ₽ за каждый подбор»).
  const cell = /([^|:]+):[^|:]*$/u.exec(rule.slice(0, each.index))?.[1]?.trim().toLowerCase();
  const without = /(?:^|[^\p{L}])без\s+(\p{L}+)/iu.exec(question)?.[1];
  if (cell && without && stem(without.toLowerCase()) === stem(cell)) return null;
  for (const m of plainFigures(question).matchAll(/(\d+)\s+(\p{L}+)/gu)) {
    if (!nouns.includes(stem(m[2]!.toLowerCase()))) continue;
    const n = num(m[1]!), a = num(each[1]!);
    return { sum: `${n} × ${shown(a)} = ${shown(n * a)}`, amount: n * a };
  }
  return null;
}

/** «сколько доплатят за ночную смену?»: the per-cent surcharge of the rule the question names, on the rate it is of. */
export function surcharge<L extends PayLine>(question: string, lines: L[], lang: "ru" | "en"): Worked<L> | null {
  if (!ASKS_EXTRA.test(question) || OVERTIME.test(question)) return null;
  // «за ночь» meets «Ночные часы» by the thesaurus, as the condition a surcharge is paid under.
  const asked = condition(question.replace(ASKS_EXTRA, " "));
  const rule = lines.map((l) => ({ l, m: SURCHARGE.exec(l.text) })).filter((x) => x.m)
    .map((x) => ({ ...x, s: overlap(asked, condition(x.l.text.replace(ASKS_EXTRA, " "))) })).filter((x) => x.s > 0).sort((a, b) => b.s - a.s)[0];
  if (!rule) return null;
  const pct = num(rule.m![1]!);
  const of = words(rule.m![2]!);
  // The rate it is of: «часовой ставки» — the rates per hour; «дневной ставке» — the rates whose label says «дневная».
  const baseUnit = of.map(unitOfAdjective).find(Boolean);
  const ofStems = new Set(of.map(stem));
  const bases = ratesIn(lines).filter((r) => (baseUnit ? r.unit === baseUnit : overlap(ofStems, new Set(words(r.label).map(stem))) > 0));
  const per = PER_EACH.exec(rule.l.text.slice(rule.m!.index));
  const perUnit = per ? unitOf(per[2]!) : null;
  const count = countIn(question);
  const span = SPAN.exec(rule.l.text);
  const hours = span ? ((Number(span[3]) * 60 + Number(span[4]) - Number(span[1]) * 60 - Number(span[2]) + 1440) % 1440) / 60 : null;
  // How many units it is paid for: the question's count, else a shift's share of the rule's hours («с 22:00 до 6:00»).
  // A surcharge on the hourly rate over a span of the clock is paid for each hour of it («Ночные часы (с 22:00 до 06:00)…
  // 40% к часовой ставке»): a night shift, or each of «2 ночные смены», is that many hours.
  const units = perUnit ?? (baseUnit === "hour" && hours ? "hour" : null);
  const n = count && count.unit === (units ?? count.unit) ? count.n : units === "hour" && hours ? (count?.unit === "shift" ? count.n : 1) * hours : 1;
  const cur = lang === "en" ? "roubles" : "руб.";
  // A rate the person says («при ставке 200 в час») is theirs: it is the base.
  const said = rateSaid(question);
  const own = said && num(said[1]!) !== count?.n ? [{ amount: num(said[1]!), unit: baseUnit ?? "hour", label: "", line: rule.l }] : null;
  // The rule's own condition («ночные») names no position, though a position's title may hold it («Кладовщик ночной
  // пересменки»): the rate is chosen by the question's other words.
  const ruleWords = named(rule.l.text);
  const { rates } = own ? { rates: own } : chosen(words(question).filter((w) => ![...named(w)].some((t) => ruleWords.has(t))).join(" "), bases);
  if (!rates.length || rates.length > 2) {
    const of = rule.m![0].slice(rule.m![0].indexOf("%") + 1).trim();
    const ask = lang === "en" ? `The surcharge is ${pct}% ${of}; tell me your rate and I will work it out.` : `Надбавка — ${pct}% ${of}; напишите вашу ставку или должность, и я посчитаю.`;
    return { sums: [], quoted: [rule.l, ...new Set(rates.slice(0, 6).map((r) => r.line))], ask };
  }
  // «за ночь» is the rule's own condition, no shift kind asked (its thesaurus group: «Ночные часы»).
  const ruleTerms = condition(rule.l.text.slice(0, rule.m!.index));
  // The shift table's clock times tell how many of the rule's hours a shift of the position holds (shift-pay.ts).
  const byKind = !own && rates.length === 1 && span && units === "hour" && (!count || count.unit === "shift")
    ? nightHoursOf(words(question).filter((w) => ![...condition(w)].some((t) => ruleTerms.has(t))).join(" "), rates[0]!, [Number(span[1]) * 60 + Number(span[2]), Number(span[3]) * 60 + Number(span[4])], lines) : [];
  if (byKind.length) {
    const r = rates[0]!, times = count?.unit === "shift" ? count.n : 1;
    const sums = byKind.map(({ kind, hours: h }) => `${words(firstValue(kind.line.text)).join(" ")}: ${times !== 1 ? `${shown(times)} × ` : ""}${shown(h)} × ${shown(r.amount)} × ${shown(pct)}% = ${shown((times * h * r.amount * pct) / 100)} ${cur}`);
    return { sums, quoted: [...new Set([rule.l, r.line, ...byKind.map((k) => k.kind.line)])] };
  }
  const spanNote = (!count || count.unit === "shift") && units === "hour" && hours ? ` (${span![0]} — ${shown(hours)} ч${count ? ` × ${shown(count.n)}` : ""})` : "";
  const sums = rates.map((r) => `${n !== 1 ? `${shown(n)} × ` : ""}${shown(r.amount)} × ${shown(pct)}% = ${shown((n * r.amount * pct) / 100)} ${cur}${rates.length > 1 ? ` (${brief(r.label)})` : ""}`);
  return { sums, quoted: [...new Set([rule.l, ...rates.map((r) => r.line)])], note: spanNote };
}

/** «опоздал с возвратом на 4 дня, какой штраф?»: the charge per day times the days, held to the cap. */
export function perDayCharge<L extends PayLine>(question: string, lines: L[], lang: "ru" | "en"): Worked<L> | null {
  const count = countIn(question);
  if (!count || count.unit !== "day" || !ASKS_CHARGE.test(question)) return null;
  const asked = named(question);
  const rule = lines.map((l) => ({ l, m: PER_DAY_CHARGE.exec(l.text) })).filter((x) => x.m && unitOf(x.m[4]!) === "day")
    .map((x) => ({ ...x, s: overlap(asked, named(x.l.text)) })).filter((x) => x.s > 0).sort((a, b) => b.s - a.s)[0];
  if (!rule) return null;
  const m = rule.m!;
  const each = num(m[1]!);
  const percent = m[2] === "%";
  const cap = CAP.exec(rule.l.text.slice(m.index! + m[0].length));
  // «не больше стоимости самой услуги» when the per cent is of «стоимости услуги»: the cap is the whole, 100 %.
  const capValue = cap?.[1] ? num(cap[1]) : cap?.[3] && percent && m[3] && stem(cap[3].toLowerCase()) === stem(m[3].toLowerCase()) ? 100 : null;
  const total = count.n * each;
  const held = capValue !== null && total > capValue ? capValue : total;
  const unit = percent ? "%" : lang === "en" ? " roubles" : " руб.";
  const capped = held !== total ? (lang === "en" ? `, capped at ${shown(held)}${unit}` : `, но не более ${shown(held)}${unit}`) : "";
  const sums = [`${shown(count.n)} × ${shown(each)}${percent ? "%" : ""} = ${shown(total)}${unit}${capped}`];
  if (percent) {
    const base = [...plainFigures(question).matchAll(MONEY_G)].map((x) => num(x[1]!)).find((v) => v >= 10)
      ?? (/(?:^|\s)за\s+(\d{3,})(?!\s*(?:дн|час|смен))/u.exec(plainFigures(question)) ? num(/(?:^|\s)за\s+(\d{3,})/u.exec(plainFigures(question))![1]!) : null);
    const what = m[3] ? rule.l.text.slice(m.index!).match(/(?:от|с)\s+([^,.]*?)\s*за\s+кажд/u)?.[1] ?? "" : "";
    if (base !== null) sums.push(`${shown(base)} × ${shown(held)}% = ${shown((base * held) / 100)} ${lang === "en" ? "roubles" : "руб."}`);
    else return { sums: [`${sums[0]}${what ? ` ${lang === "en" ? "of" : "от"} ${what}` : ""}`], quoted: [rule.l], ask: lang === "en" ? "Tell me the amount and I will work out the sum." : "Напишите сумму (стоимость), и я посчитаю в рублях." };
  }
  return { sums, quoted: [rule.l] };
}

/** «1 часовая ставка», «3 часовые ставки», «5 часовых ставок», «3,5 часовой ставки» (Russian agreement with a numeral). */
function hourlyRates(n: number): string {
  if (!Number.isInteger(n)) return "часовой ставки";
  const d = n % 10, dd = n % 100;
  return d === 1 && dd !== 11 ? "часовая ставка" : d >= 2 && d <= 4 && (dd < 12 || dd > 14) ? "часовые ставки" : "часовых ставок";
}

/** «переработал 3 часа, сколько доплатят?»: the first hours at the first multiplier, the rest at the second, × the hourly rate. */
export function overtime<L extends PayLine>(question: string, lines: L[], lang: "ru" | "en"): Worked<L> | null {
  const count = countIn(question);
  if (!OVERTIME.test(question) || !count || count.unit !== "hour") return null;
  const ruleLine = lines.find((l) => multiplierOf(l.text).length >= 2 && FIRST_HOURS.test(l.text));
  const mult = ruleLine ? multiplierOf(ruleLine.text) : [LABOUR_CODE_152.firstRate, LABOUR_CODE_152.restRate];
  const firstWord = ruleLine ? FIRST_HOURS.exec(ruleLine.text)![1]! : "";
  const first = ruleLine ? Number(/^\d+$/.test(firstWord) ? firstWord : numeralOf(firstWord.toLowerCase()) ?? LABOUR_CODE_152.first) : LABOUR_CODE_152.first;
  // The rule's limits said next to it («Сверхурочные не более 4 часов за два дня…») are part of what the person must know.
  const limits = ruleLine ? lines.filter((l) => l !== ruleLine && l.chunk === ruleLine.chunk && OVERTIME.test(l.text) && /не\s+(?:более|больше|свыше)\s+\d/iu.test(l.text)) : [];
  const quoted: L[] = ruleLine ? [ruleLine, ...limits] : [];
  // The hourly rate: said in the question, else the documents' rate per hour, else a shift's rate divided as they say.
  const said = rateSaid(question);
  let rates: { amount: number; label: string; how?: string }[] = said && num(said[1]!) !== count.n && (!said[2] || unitOf(said[2]) === "hour") ? [{ amount: num(said[1]!), label: "" }] : [];
  if (!rates.length) {
    const hourly = chosen(question, ratesIn(lines).filter((r) => r.unit === "hour"));
    // «я консультант»: a position paid per shift is not the hourly row's, though that row is the only one per hour.
    const byShift = !hourly.picked && chosen(question, ratesIn(lines).filter((r) => r.unit === "shift")).picked;
    if (!byShift && hourly.rates.length && hourly.rates.length <= 2) { rates = hourly.rates.map((r) => ({ amount: r.amount, label: r.label })); quoted.push(...hourly.rates.map((r) => r.line)); }
  }
  if (!rates.length) {
    const divided = lines.find((l) => /часов\p{L}*\s+ставк/iu.test(l.text) && DIVIDED.test(l.text));
    const by = divided ? divisorOf(question, divided, lines) : null;
    // The words that named the place («в уличном салоне») name no position («Администратор салона»).
    const place = by?.line ? named(by.line.text) : new Set<string>();
    const shift = chosen(words(question).filter((w) => !place.has(stem(w))).join(" "), ratesIn(lines).filter((r) => r.unit === "shift"));
    if (divided && by && shift.picked && shift.rates.length <= 2) {
      rates = shift.rates.map((r) => ({ amount: r.amount / by.n, label: r.label, how: `${shown(r.amount)} / ${by.n} = ${shown(r.amount / by.n)}` }));
      quoted.push(divided, ...(by.line ? [by.line] : []), ...shift.rates.map((r) => r.line));
    } else if (divided && shift.picked && !by) {
      // The hours of a shift differ by place and the question names none: asked, with the lengths quoted.
      const lengths = shiftLengths(question, lines).all;
      if (lengths.length) return { sums: [], quoted: [...new Set([...(ruleLine ? [ruleLine] : []), divided, ...lengths])], ask: lang === "en" ? "The hourly rate is your shift rate divided by the shift's hours, which differ by place: tell me where you work and I will work it out." : "Часовая ставка — ставка за смену, делённая на часы смены, а смены разной длины: напишите, где вы работаете, и я посчитаю." };
    }
  }
  const h1 = Math.min(count.n, first);
  const h2 = Math.max(0, count.n - first);
  const formula = (r: string) => `${shown(h1)} × ${shown(mult[0]!)} × ${r}${h2 ? ` + ${shown(h2)} × ${shown(mult[1]!)} × ${r}` : ""}`;
  const source = ruleLine ? "" : lang === "en" ? ` (Labour Code of the Russian Federation, art. 152: the company documents do not say otherwise)` : ` (по ${LABOUR_CODE_152.source}: в документах компании другого порядка не нашлось)`;
  if (!rates.length) {
    const units = h1 * mult[0]! + h2 * mult[1]!;
    const ask = lang === "en" ? "Tell me your hourly rate and I will work out the sum." : "Напишите вашу часовую ставку, и я посчитаю в рублях.";
    return { sums: [`${formula(lang === "en" ? "hourly rate" : "часовая ставка")} = ${shown(units)} ${lang === "en" ? "hourly rates" : hourlyRates(units)}${source}`], quoted: [...new Set(quoted)], ask };
  }
  const cur = lang === "en" ? "roubles" : "руб.";
  const sums = rates.map((r) => {
    const a = r.amount;
    const parts = h2 ? ` = ${shown(h1 * mult[0]! * a)} + ${shown(h2 * mult[1]! * a)}` : "";
    return `${r.how ? `${lang === "en" ? "hourly rate" : "часовая ставка"} ${r.how}; ` : ""}${formula(shown(a))}${parts} = ${shown(h1 * mult[0]! * a + h2 * mult[1]! * a)} ${cur}${rates.length > 1 && r.label ? ` (${brief(r.label)})` : ""}`;
  });
  return { sums: sums.map((s, i) => (i === sums.length - 1 ? s + source : s)), quoted: [...new Set(quoted)] };
}
