import { evaluate, type Arithmetic } from "./arithmetic.ts";

/**
 * «сколько будет 1/3 + 1/4?»: a sum of whole numbers and fractions is also said as an exact fraction («7/12»), as school
 * arithmetic writes it (walk 15b got only «0,583333» in a fractions lesson). Null when a figure is not whole, or the
 * value is whole anyway.
 */
type Q = [number, number];

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const norm = ([n, d]: Q): Q => { const g = gcd(n, d) || 1; const s = d < 0 ? -1 : 1; return [(s * n) / g, (s * d) / g]; };

const FRACTIONS: Arithmetic<Q> = {
  of: (figure) => [Number(figure), 1],
  neg: ([n, d]) => [-n, d],
  add: (a, b) => norm([a[0] * b[1] + b[0] * a[1], a[1] * b[1]]),
  sub: (a, b) => norm([a[0] * b[1] - b[0] * a[1], a[1] * b[1]]),
  mul: (a, b) => norm([a[0] * b[0], a[1] * b[1]]),
  div: (a, b) => { if (b[0] === 0) throw new Error("zero"); return norm([a[0] * b[1], a[1] * b[0]]); },
};

export function exactFraction(expr: string): string | null {
  const src = expr.replace(/\s+/g, "").replace(/×/g, "*").replace(/÷/g, "/").replace(/[?=!.]+$/u, "");
  if (!/^[\d+\-*/()]+$/.test(src) || !src.includes("/")) return null;
  try {
    const [n, d] = evaluate(src, FRACTIONS);
    return d !== 1 && Number.isSafeInteger(n) && Number.isSafeInteger(d) ? `${n}/${d}` : null;
  } catch {
    return null;
  }
}
