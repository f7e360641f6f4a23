/**
 * «сколько будет 1/3 + 1/4?»: a sum of whole numbers and fractions is also said as an exact fraction («7/12»), as school
 * arithmetic writes it (walk 15b got only «0,583333» in a fractions lesson). Null when a figure is not whole, or the
 * value is whole anyway.
 */
type Q = [number, number];

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const norm = ([n, d]: Q): Q => { const g = gcd(n, d) || 1; const s = d < 0 ? -1 : 1; return [(s * n) / g, (s * d) / g]; };

export function exactFraction(expr: string): string | null {
  const src = expr.replace(/\s+/g, "").replace(/×/g, "*").replace(/÷/g, "/").replace(/[?=!.]+$/u, "");
  if (!/^[\d+\-*/()]+$/.test(src) || !src.includes("/")) return null;
  let i = 0;
  const num = (): Q => {
    if (src[i] === "(") { i++; const v = sum(); if (src[i++] !== ")") throw new Error("("); return v; }
    if (src[i] === "-") { i++; const [n, d] = num(); return [-n, d]; }
    const m = /^\d+/.exec(src.slice(i));
    if (!m) throw new Error("number");
    i += m[0].length;
    return [Number(m[0]), 1];
  };
  const product = (): Q => {
    let v = num();
    while (src[i] === "*" || src[i] === "/") {
      const op = src[i++]; const r = num();
      if (op === "/" && r[0] === 0) throw new Error("zero");
      v = norm(op === "*" ? [v[0] * r[0], v[1] * r[1]] : [v[0] * r[1], v[1] * r[0]]);
    }
    return v;
  };
  const sum = (): Q => {
    let v = product();
    while (src[i] === "+" || src[i] === "-") { const op = src[i++]; const r = product(); v = norm([v[0] * r[1] + (op === "+" ? 1 : -1) * r[0] * v[1], v[1] * r[1]]); }
    return v;
  };
  try {
    const [n, d] = sum();
    return i === src.length && d !== 1 && Number.isSafeInteger(n) && Number.isSafeInteger(d) ? `${n}/${d}` : null;
  } catch {
    return null;
  }
}
