import cues from "./word-problems.json" with { type: "json" };
import type { Lang } from "./types.ts";

/**
 * «24 cookies shared among 6 kids, how many each? she said 144»: an equal-groups word problem with the child's answer,
 * checked (walk 19b got «Got it…»). Sharing a total or asking how many groups divides; asking the total multiplies. A
 * wrong answer that is the other operation's result is named as that mix-up — the best-known error of these problems.
 */
const fold = (t: string) => t.toLowerCase().replaceAll("ё", "е");
const cued = (text: string, list: string[]) => list.some((c) => new RegExp(`(?<![\\p{L}])${fold(c)}(?![\\p{L}])`, "u").test(fold(text)));

export function checkedProblem(text: string, lang: Lang): string | null {
  const said = cues.said.map((c) => new RegExp(`(?<![\\p{L}])${fold(c)}(?![\\p{L}])\\s*[:—–-]?\\s*(\\d+)`, "u").exec(fold(text))).find((m) => m);
  if (!said) return null;
  const before = fold(text).slice(0, said.index);
  const figures = (before.match(/(?<![\d.,/])\d+(?![\d.,/])/gu) ?? []).map(Number);
  if (figures.length !== 2) return null;
  const divide = cued(before, cues.share) && !cued(before, cues.total);
  if (!divide && !cued(before, cues.total)) return null;
  const [a, b] = divide ? [Math.max(...figures), Math.min(...figures)] : figures;
  if (divide && (b === 0 || a % b !== 0)) return null;
  const right = divide ? a / b : a * b;
  const given = Number(said[1]);
  const ru = lang === "ru";
  const op = divide ? (ru ? ":" : "÷") : "×";
  const sum = `${a} ${op} ${b} = ${right}`;
  const check = divide ? `${right} × ${b} = ${a}` : `${right} ${ru ? ":" : "÷"} ${b} = ${a}`;
  if (given === right) return ru ? `Верно: ${sum}. Проверка: ${check}.` : `Correct: ${sum}. Check: ${check}.`;
  const swapped = divide ? given === a * b : b !== 0 && given === a / b;
  const why = divide
    ? ru ? `${swapped ? `${given} — это ${a} × ${b}: умножили, а надо делить. ` : ""}Здесь ${a} — это всего, и это всё делят поровну на ${b} групп, поэтому делим: ${sum}.`
      : `${swapped ? `${given} is ${a} × ${b} — that's multiplying, but this one divides. ` : ""}Here ${a} is the total, shared equally into ${b} groups, so we divide: ${sum}.`
    : ru ? `${swapped ? `${given} — это ${a} : ${b}: разделили, а надо умножать. ` : ""}Здесь известно, сколько групп и сколько в каждой, а ищем всего — умножаем: ${sum}.`
      : `${swapped ? `${given} is ${a} ÷ ${b} — that's dividing, but this one multiplies. ` : ""}Here we know how many groups and how many in each and want the total, so we multiply: ${sum}.`;
  return ru ? `Пока не так: ответ ${right}, а не ${given}. ${why} Проверка: ${check}.` : `Not quite: the answer is ${right}, not ${given}. ${why} Check: ${check}.`;
}
