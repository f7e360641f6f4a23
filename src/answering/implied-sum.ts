import type { StoredChunk } from "../retrieval/types.ts";
import { isStopword, stem, words } from "../text/tokens.ts";
import { conceptsOfWord } from "./salience.ts";
import { sentences } from "./extractive.ts";
import { writtenOut } from "../text/spoken.ts";
import { ABOVE, ASKS_AMOUNT, ASKS_DISCOUNT, asksTotal, DISCOUNT, MONEY, PERIOD, PRICE_LINE, RATE, WHAT_IF } from "../text/sum-cues.ts";
import { ASKS_CHARGE, ASKS_EXTRA, ASKS_PAID, PAY_MATTER, PAY_VERB, unitOf } from "../text/pay-cues.ts";
import { contactFor } from "./contact.ts";
import { multiplied, withSurcharge } from "./pay-conditions.ts";
import { pricedWithSurcharge } from "./implied-price.ts";
import { pricedByArea } from "./implied-area.ts";
import { chargeAfterFree } from "./implied-free.ts";
import { pricedPerUnit } from "./implied-unit-price.ts";
import { shiftPay } from "./shift-pay.ts";
import { bandWithAddOns } from "./implied-band.ts";
import { pricedWithAddOns } from "./implied-rows.ts";
import { packageForCount } from "./implied-package.ts";
import { comboSaving } from "./implied-combo.ts";
import { overtime, perDayCharge, surcharge, timesRate, type Worked } from "./implied-pay.ts";

/**
 * A sum a question implies over the documents' rules (walk 23b: «накатал 58 км на машине, сколько выйдет за день вместе
 * со ставкой?» was refused though the rate, the threshold and the shift rate are written): a rate per unit above a
 * threshold («Доплата за каждый километр … сверх 40 км: 14 рублей/км (автомобиль)»), with the fixed amount of the same
 * period when the whole sum is asked, or a price with a percentage discount («скидка 20% на букеты (не на доставку)»).
 * The arithmetic is shown and each sentence it rests on is quoted and cited; with no such rule the question is left to
 * the ordinary answer: nothing is invented.
 */
export interface ImpliedSum {
  /** The answer: the arithmetic, then the rule sentences, cited as [n] of `chunks`. */
  text: string;
  /** The chunks cited, in citation order. */
  chunks: StoredChunk[];
}

type Lang = "ru" | "en";
interface Line { text: string; chunk: StoredChunk }

const num = (s: string) => Number(s.replace(/\s/g, "").replace(",", "."));
const latin = (s: string) => !/[а-яё]/iu.test(s) && /[a-z]/iu.test(s);
/** The stems and thesaurus groups of a text's content words: what two texts must share to be about one thing. */
function senses(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of words(text)) if (!isStopword(w) && !/\d/.test(w)) { out.add(stem(w)); for (const g of conceptsOfWord(w)) out.add("#" + g); }
  return out;
}
const shares = (a: Set<string>, b: Set<string>) => [...a].filter((t) => b.has(t)).length;
const sameUnit = (a: string, b: string) => stem(a.toLowerCase()) === stem(b.toLowerCase()) || conceptsOfWord(a.toLowerCase()).some((g) => conceptsOfWord(b.toLowerCase()).includes(g));

export function linesOf(chunks: StoredChunk[]): Line[] {
  return chunks.flatMap((chunk) => chunk.text.split(/\n+/).flatMap((l) => sentences(l)).map((text) => ({ text: text.replace(/^[-–—•*]\s*/u, "").trim(), chunk })));
}

/** `chunks` is read only when the question asks an amount and names a figure or a discount (most questions do not). */
export function impliedSum(asked: string, previous: string | undefined, chunks: StoredChunk[] | (() => StoredChunk[]), lang: Lang): ImpliedSum | null {
  // «скока получу» asks as «сколько получу» does (spoken.ts).
  const question = writtenOut(asked);
  const before = previous === undefined ? undefined : writtenOut(previous);
  const followUp = before !== undefined && WHAT_IF.test(question) && ASKS_AMOUNT.test(before);
  const asks = ASKS_AMOUNT.test(question) || ASKS_CHARGE.test(question) || ASKS_PAID.test(question);
  // «а с прогрессивными так можно?» after a price asked: the same surcharge for another kind (implied-price.ts).
  const aside = before !== undefined && ASIDE.test(question) && ASKS_AMOUNT.test(before);
  if (!asks && !followUp && !aside) return null;
  let read: Line[] | null = null;
  const lines = () => (read ??= linesOf(typeof chunks === "function" ? chunks() : chunks));
  const priced = pricedWithSurcharge(question, aside || followUp ? before : undefined, lines(), lang);
  if (priced) return shownPay(priced, lang);
  // «а ночью и экспрессом?» after the price of a 1 200 ₽ order: its band's price and the add-ons named (implied-band.ts).
  const banded = bandWithAddOns(question, aside || followUp ? before : undefined, lines(), lang);
  if (banded) return shownPay(banded, lang);
  // «сколько сэкономит гость на семейном комбо?»: the set against its parts' rows (implied-combo.ts).
  const saved = comboSaving(question, lines(), lang);
  if (saved) return shownPay(saved, lang);
  // «праздник на 12 детей»: each package for up to so many, with the price of each one over it (implied-package.ts).
  const forCount = asks ? packageForCount(question, lines(), lang) : null;
  if (forCount) return shownPay(forCount, lang);
  // «билет в субботу на 3д», «большой попкорн с карамелью»: a price row with the add-ons and discount named (implied-rows.ts).
  const withRows = pricedWithAddOns(question, aside || followUp ? before : undefined, lines(), lang);
  if (withRows) return shownPay(withRows, lang);
  const byArea = asks ? pricedByArea(question, lines(), lang) : null;
  if (byArea) return shownPay(byArea, lang);
  const afterFree = asks ? chargeAfterFree(question, lines(), lang) : null;
  if (afterFree) return shownPay(afterFree, lang);
  // «аренда конференц-зала на 3 часа»: a row priced for one hour, times the hours asked (implied-unit-price.ts).
  const perUnit = asks ? pricedPerUnit(question, lines(), lang) : null;
  if (perUnit) return shownPay(perUnit, lang);
  // A shift of a position paid by the hour, with its table's paid hours and the rows that add or take off (shift-pay.ts).
  const byShift = asks || followUp || aside ? shiftPay(question, before, lines(), lang) : null;
  const sum = byShift ? { ...shownPay(byShift, lang), pay: true } : payOrSum(question, before, followUp, asks, lines, lang);
  if (!sum || !sum.pay) return sum;
  // A pay sum's questions are accounting's (the contacts' «начисление зарплаты»), not HR's, which answers the rules' own.
  const all = typeof chunks === "function" ? chunks() : chunks;
  const who = contactFor(PAY_MATTER, [], all);
  return who ? { ...sum, text: `${sum.text}\n${lang === "en" ? "Payroll questions" : "Вопросы о начислении"}: ${who}.` } : sum;
}

function payOrSum(question: string, before: string | undefined, followUp: boolean, asks: boolean, lines: () => Line[], lang: Lang): (ImpliedSum & { pay?: boolean }) | null {
  if (!asks && !followUp) return null;
  // «сколько доплатят за ночную смену?» names no figure: the rule's per cent and rate are the sum's.
  // «в праздник вышла, сколько заплатят?»: pay under a condition names no figure either (pay-conditions.ts).
  const named = /\d/.test(question) || followUp || ASKS_DISCOUNT.test(question) || ASKS_EXTRA.test(question);
  const paid = (s: ImpliedSum | null) => s && { ...s, pay: true };
  if (!named) return PAY_VERB.test(question) ? paid(conditionedPay(question, lines(), lang)) : null;
  return perUnit(question, followUp ? before : undefined, lines(), lang) ?? discounted(question, lines(), lang) ?? (asks ? paid(pay(question, lines(), lang)) ?? plainRate(question, lines(), lang) : null);
}

/**
 * A rate per unit with no threshold times the quantity the question gives in that unit (walk 26a R20: «проехал на своей
 * машине 80 км, сколько компенсируют?» was refused beside «компенсация топлива 12 ₽ за километр»). Units of time are the
 * pay sums' (a shift, an hour, a day: implied-pay.ts). The rule shares a word with the question beyond its unit; one rule.
 */
function plainRate(question: string, lines: Line[], lang: Lang): ImpliedSum | null {
  const found = lines.flatMap((l) => [...l.text.matchAll(RATE)].flatMap((m) => {
    const quantity = unitOf(m[2]!) ? null : quantityIn(question, m[2]!);
    if (quantity === null) return [];
    const unit = new Set([stem(m[2]!.toLowerCase()), ...conceptsOfWord(m[2]!.toLowerCase()).map((g) => "#" + g)]);
    const about = shares(senses(question), new Set([...senses(`${l.chunk.headingPath.join(" ")} ${l.text}`)].filter((t) => !unit.has(t))));
    return about ? [{ l, rate: num(m[1]!), quantity, unit: m[2]!, about }] : [];
  })).sort((a, b) => b.about - a.about);
  const rule = found[0];
  if (!rule || (found[1] && found[1].about === rule.about && found[1].rate !== rule.rate)) return null;
  return written([`${rule.quantity} × ${rule.rate} = ${rule.quantity * rule.rate} ${lang === "en" ? "roubles" : "руб."}`], [rule.l], lang);
}

/** A follow-up that opens on «а», «и», «ну» and is short: it keeps the previous question's matter. */
const ASIDE = /^\s*(?:а|и|ну)\s+(?:\S+\s+){0,7}\S+\s*$/iu;

/** Shifts or hours × a rate, overtime, a charge per day, a surcharge (implied-pay.ts), written as the sums above are. */
function pay(question: string, lines: Line[], lang: Lang): ImpliedSum | null {
  const w: Worked<Line> | null = overtime(question, lines, lang) ?? perDayCharge(question, lines, lang) ?? withSurcharge(question, lines, lang)
    ?? surcharge(question, lines, lang) ?? multiplied(question, lines, lang) ?? timesRate(question, lines, lang);
  return w && shownPay(w, lang);
}

/** A shift under a rule's condition asked with no figure: a holiday's multiplier, a night surcharge, else nothing. */
function conditionedPay(question: string, lines: Line[], lang: Lang): ImpliedSum | null {
  const w = withSurcharge(question, lines, lang) ?? multiplied(question, lines, lang);
  return w && shownPay(w, lang);
}

function shownPay(w: Worked<Line>, lang: Lang): ImpliedSum {
  if (!w.quoted.length) return { text: `${lang === "en" ? "Worked out" : "Расчёт"}: ${w.sums.join("; ")}${/\.$/.test(w.sums.at(-1)!) ? "" : "."}${w.ask ? ` ${w.ask}` : ""}`, chunks: [] };
  if (!w.sums.length) {
    const chunks = [...new Set(w.quoted.map((q) => q.chunk))];
    const cite = (l: Line) => `[${chunks.indexOf(l.chunk) + 1}]`;
    return { text: `${w.ask}\n${w.quoted.map((l) => `— «${l.text}» ${cite(l)}`).join("\n")}`, chunks };
  }
  const out = written([w.sums.join("; ") + (w.note ?? "")], w.quoted, lang);
  return w.ask ? { ...out, text: out.text.replace("\n", ` ${w.ask}\n`) } : out;
}

/** A quantity in the rule's unit said in the text: «58 км», «63 km». */
function quantityIn(text: string, unit: string): number | null {
  for (const m of text.matchAll(/(\d+(?:[.,]\d+)?)\s*(\p{L}+)/gu)) if (sameUnit(m[2]!, unit)) return num(m[1]!);
  return null;
}

function perUnit(question: string, previous: string | undefined, lines: Line[], lang: Lang): ImpliedSum | null {
  const asked = senses(`${question} ${previous ?? ""}`);
  const rules = lines.flatMap((l) => {
    const above = ABOVE.exec(l.text);
    if (!above) return [];
    const rates = [...l.text.matchAll(RATE)].filter((m) => sameUnit(m[2]!, above[2]!))
      .map((m) => ({ rate: num(m[1]!), label: (m[3] ?? m[4] ?? "").trim() }));
    const quantity = quantityIn(question, above[2]!) ?? (previous ? quantityIn(previous, above[2]!) : null);
    if (!rates.length || quantity === null) return [];
    // The question is about this rule: it shares a word with the rule, its heading or (asked for the whole) the fixed
    // amount beyond the unit and the figures («сколько стоит доставка за 30 км» is no question about a per-km extra).
    const own = new Set([stem(above[2]!.toLowerCase()), ...conceptsOfWord(above[2]!.toLowerCase()).map((g) => "#" + g)]);
    const whole = asksTotal(question) || (previous !== undefined && asksTotal(previous)) ? baseOf(l, lines)?.line.text ?? "" : "";
    const about = shares(asked, new Set([...senses(`${l.chunk.headingPath.join(" ")} ${l.text} ${whole}`)].filter((t) => !own.has(t))));
    return about ? [{ line: l, threshold: num(above[1]!), unit: above[2]!, rates, quantity, about }] : [];
  });
  // The rule in the question's language first (an English guide's line for an English question), then the closest.
  const inLang = rules.filter((r) => latin(r.line.text) === (lang === "en" || latin(question)));
  const rule = (inLang.length ? inLang : rules).sort((a, b) => b.about - a.about)[0];
  if (!rule) return null;
  const named = (text: string) => rule.rates.filter((r) => r.label && shares(senses(text), senses(r.label)) > 0);
  const chosen = [named(question), previous ? named(previous) : [], rule.rates].find((r) => r.length)!;
  const base = asksTotal(question) || (previous !== undefined && asksTotal(previous)) ? baseOf(rule.line, lines) : null;
  const over = Math.max(0, rule.quantity - rule.threshold);
  const cur = lang === "en" ? "roubles" : "руб.";
  const sums = chosen.map((r) => {
    const extra = over * r.rate;
    const label = rule.rates.length > 1 && r.label ? ` (${r.label})` : "";
    const b = base ? `${base.amount} + ` : "";
    const total = base ? ` = ${base.amount + extra}` : "";
    const worked = over > 0 ? `${b}(${rule.quantity} − ${rule.threshold}) × ${r.rate} = ${b}${over} × ${r.rate} = ${b}${extra}${total}`
      : `${lang === "en" ? `${rule.quantity} ${rule.unit} is not above ${rule.threshold} ${rule.unit}` : `${rule.quantity} ${rule.unit} — не сверх ${rule.threshold} ${rule.unit}`}: ${b}0${total}`;
    return `${worked} ${cur}${label}`;
  });
  const quoted = base && base.line.text !== rule.line.text ? [base.line, rule.line] : [rule.line];
  return written(sums, quoted, lang);
}

/** The fixed amount of the rule's period in the same passage («Ставка за смену (выход): 1200 рублей.» for «… за смену»). */
function baseOf(rule: Line, lines: Line[]): { amount: number; line: Line } | null {
  const period = PERIOD.exec(rule.text)?.[1];
  if (!period) return null;
  for (const l of lines) {
    if (l.chunk !== rule.chunk || l.text === rule.text || [...l.text.matchAll(RATE)].length) continue;
    const money = MONEY.exec(l.text);
    if (money && words(l.text).some((w) => stem(w) === stem(period.toLowerCase()))) return { amount: num(money[1]!), line: l };
  }
  return null;
}

function discounted(question: string, lines: Line[], lang: Lang): ImpliedSum | null {
  if (!ASKS_DISCOUNT.test(question)) return null;
  const asked = senses(question.replace(ASKS_DISCOUNT, " "));
  // The discount rule the question names: it shares a word with it beyond «скидка» («сотрудника» / «Сотрудникам»).
  const rules = lines.map((l) => ({ l, m: DISCOUNT.exec(l.text) })).filter((r) => r.m)
    .map((r) => ({ ...r, about: shares(asked, senses(r.l.text.replace(ASKS_DISCOUNT, " "))) })).filter((r) => r.about > 0)
    .sort((a, b) => b.about - a.about);
  const rule = rules[0];
  if (!rule) return null;
  const m = rule.m!;
  const percent = num(m[1] ?? m[2]!);
  const ruleWords = senses(rule.l.text);
  const on = m[3] ?? null;
  const notOn = m[4] ?? null;
  // The priced thing: the price line sharing most words with the question beyond the rule's own words.
  const priced = lines.filter((l) => l !== rule.l && PRICE_LINE.test(`${l.text} ${l.chunk.headingPath.join(" ")}`) && /\d/.test(l.text))
    .map((l) => ({ l, about: [...senses(l.text)].filter((t) => asked.has(t) && !ruleWords.has(t)).length }))
    .filter((p) => p.about > 0).sort((a, b) => b.about - a.about);
  const best = priced[0];
  if (!best || (priced[1] && priced[1].about === best.about)) return null;
  // What the discount is on («на букеты») the priced line or its heading names, and not what it excludes («не на доставку»).
  const where = senses(`${best.l.text} ${best.l.chunk.headingPath.join(" ")}`);
  if ((on && !shares(senses(on), where)) || (notOn && shares(senses(notOn), where))) return null;
  const price = num(best.l.text.match(/(\d[\d\s]*\d|\d)(?!.*\d)/su)![1]!);
  const off = Math.round(price * percent) / 100;
  const cur = lang === "en" ? "roubles" : "руб.";
  return written([`${price} − ${percent}% = ${price} − ${off} = ${price - off} ${cur}`], [best.l, rule.l], lang);
}

/** The arithmetic first, then each sentence it rests on, quoted and cited. */
function written(sums: string[], quoted: Line[], lang: Lang): ImpliedSum {
  const chunks = [...new Set(quoted.map((q) => q.chunk))];
  const cite = (l: Line) => `[${chunks.indexOf(l.chunk) + 1}]`;
  const refs = [...new Set(quoted.map(cite))].join("");
  const lead = lang === "en" ? "Worked out from the company rules" : "Расчёт по правилам компании";
  const from = lang === "en" ? "The rules it rests on:" : "На чём основан расчёт:";
  const text = `${lead}: ${sums.join("; ")} ${refs}.\n${from}\n${quoted.map((l) => `— «${l.text}» ${cite(l)}`).join("\n")}`;
  return { text, chunks };
}
