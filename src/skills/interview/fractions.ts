/**
 * A sum or difference of two fractions worked step by step, as the school explains it (ФГОС ООО, mathematics grade 5–6:
 * reduce to the lowest common denominator, add the numerators, simplify), for the tutor's examples and check questions.
 */

/** Two fractions and the sign between them: «1/3 + 1/4», «3/4 − 1/6». */
const SUM = String.raw`(?<![\d/])(\d{1,3})\s*\/\s*(\d{1,3})\s*([+−-])\s*(\d{1,3})\s*\/\s*(\d{1,3})`;
/** A sum not followed by «=» (that is an answer given). */
export const FRACTION_SUM = new RegExp(String.raw`${SUM}(?![\d/])(?!\s*=)`, "u");

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : Math.abs(a));
const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;

export interface Sum { a: number; b: number; c: number; d: number; minus: boolean }

/** The sum a match of SUM holds, or null for a zero denominator. */
function sumOf(m: RegExpExecArray): Sum | null {
  const [a, b, c, d] = [m[1], m[2], m[4], m[5]].map(Number);
  return b && d ? { a, b, c, d, minus: m[3] !== "+" } : null;
}

/** The sum as written: «3/4 + 5/6». */
const written = (x: Sum) => `${x.a}/${x.b} ${x.minus ? "−" : "+"} ${x.c}/${x.d}`;

/** The first sum of two fractions a text writes, or null (a zero denominator is none). */
export function fractionSumIn(text: string): Sum | null {
  const m = FRACTION_SUM.exec(text);
  return m ? sumOf(m) : null;
}

/** A fraction in lowest terms («6/12» → «1/2», «4/4» → «1»). */
const lowest = (n: number, den: number) => { const g = gcd(n, den) || 1; return den / g === 1 ? String(n / g) : `${n / g}/${den / g}`; };

/** The sum's value in lowest terms («7/12», «1»; «3/2» stays an improper fraction). */
export const valueOf = (x: Sum) => lowest(x.a * x.d + (x.minus ? -1 : 1) * x.c * x.b, x.b * x.d);

/** The steps of the sum, in the person's language. */
export function workedSum(x: Sum, lang: "ru" | "en"): string {
  const op = x.minus ? "−" : "+";
  const L = lcm(x.b, x.d);
  const [p, q] = [x.a * (L / x.b), x.c * (L / x.d)];
  const n = x.minus ? p - q : p + q;
  const g = gcd(n, L) || 1;
  const simple = lowest(n, L);
  const raw = `${n}/${L}`;
  const ru = lang === "ru";
  const steps: string[] = [];
  if (x.b === x.d) steps.push(ru ? `Знаменатели одинаковые (${x.b}) — ${x.minus ? "вычитаем" : "складываем"} только числители: ${written(x)} = ${raw}.`
    : `The denominators are the same (${x.b}) — ${x.minus ? "subtract" : "add"} the numerators only: ${written(x)} = ${raw}.`);
  else {
    steps.push(ru ? `Знаменатели разные (${x.b} и ${x.d}) — приводим к общему. Наименьшее общее кратное ${x.b} и ${x.d} — ${L}.`
      : `The denominators differ (${x.b} and ${x.d}) — find a common one. The lowest common multiple of ${x.b} and ${x.d} is ${L}.`);
    const by = (den: number) => (ru ? `числитель и знаменатель умножаем на ${L / den}` : `multiply top and bottom by ${L / den}`);
    steps.push(`${x.a}/${x.b} = ${p}/${L} (${by(x.b)}), ${x.c}/${x.d} = ${q}/${L} (${by(x.d)}).`);
    steps.push(ru ? `${x.minus ? "Вычитаем" : "Складываем"} числители: ${p}/${L} ${op} ${q}/${L} = ${raw}.` : `${x.minus ? "Subtract" : "Add"} the numerators: ${p}/${L} ${op} ${q}/${L} = ${raw}.`);
  }
  steps.push(simple === raw ? (ru ? `Сократить ${raw} нельзя — ответ ${raw}.` : `${raw} cannot be simplified — the answer is ${raw}.`)
    : (ru ? `Сокращаем на ${g}: ${raw} = ${simple}. Ответ: ${simple}.` : `Simplify by ${g}: ${raw} = ${simple}. The answer: ${simple}.`));
  return `${ru ? "Разберём" : "Let's work through"} ${written(x)}:\n${steps.map((s, i) => `${i + 1}. ${s}`).join("\n")}`;
}

/** «3/4 + 5/6 = 8/10», «1/2 + 1/4 = 3/4?»: a sum with the answer someone gave it. */
const ANSWERED_SUM = new RegExp(String.raw`${SUM}\s*=\s*(\d{1,4}(?:\s*\/\s*\d{1,4})?)(?![\d/])`, "u");

/** The first sum written with its answer, and that answer as given; null when none (or a zero denominator). */
export function answeredSumIn(text: string): { sum: Sum; given: string } | null {
  const m = ANSWERED_SUM.exec(text);
  const sum = m && sumOf(m);
  return sum ? { sum, given: m[6]!.replace(/\s+/g, "") } : null;
}

const asNumber = (f: string) => { const [n, den] = f.split("/").map(Number); return den === undefined ? n : den ? n / den : NaN; };

/** The answer given to a sum checked: «Верно» when it equals the sum (unreduced or not), otherwise the sum worked through. */
export function checkedSum(x: { sum: Sum; given: string }, lang: "ru" | "en"): string {
  const said = written(x.sum);
  const value = valueOf(x.sum);
  if (Math.abs(asNumber(x.given) - asNumber(value)) < 1e-9) return lang === "ru" ? `Верно: ${said} = ${x.given}${x.given === value ? "" : ` (= ${value})`}.` : `Correct: ${said} = ${x.given}${x.given === value ? "" : ` (= ${value})`}.`;
  return lang === "ru" ? `Пока не так: ${said} = ${value}, а не ${x.given}.\n${workedSum(x.sum, lang)}` : `Not quite: ${said} = ${value}, not ${x.given}.\n${workedSum(x.sum, lang)}`;
}

/** The text without its fractions: «3/4», «8/10» are no grade, age or count said. */
export const withoutFractions = (text: string) => text.replace(/\d+\s*\/\s*\d+/g, " ");
