import type { PayLine } from "./implied-pay.ts";
import { condition, overlap } from "./pay-words.ts";

/**
 * How many hours a shift lasts, for an hourly rate the rules define as «ставка за смену, делённая на число часов смены»
 * (walk 25b: overtime of a shop assistant in a mall was answered with the shift schedule, no sum). The length is read
 * from the sentences that state it («смена длится 12 часов», «смена 9 часов», «смены по 8 часов»), and the one the
 * question points at by its words («в ТЦ», «в уличном салоне») is taken; a figure in the rule itself («делённая на 12»)
 * comes first.
 */

/** «делённая на 12», «делённая на число часов смены». */
export const DIVIDED = /(?:делённ|деленн|раздел)\p{L}*\s+на\s+(\d+|числ\p{L}*\s+час)/iu;
/** A shift's length: «смена длится 12 часов», «смена 9 часов», «смены по 8 часов» (not «в 12-часовую смену»). */
const LENGTH = /смен\p{L}*\s+(?:длится\s+|продолжается\s+|составляет\s+|по\s+|[—–-]\s+)?(\d{1,2})\s+час/iu;

export interface Length<L> { n: number; line: L }

/** The sentences stating a shift's length; `picked` those the question's words point at (the best overlap), if any does. */
export function shiftLengths<L extends PayLine>(question: string, lines: L[]): { all: L[]; picked: Length<L>[] } {
  // «в лабе» is «В лаборатории» by the thesaurus (condition: stems and groups).
  const asked = condition(question);
  const stated = lines.flatMap((line) => {
    const m = LENGTH.exec(line.text);
    return m ? [{ n: Number(m[1]), line, s: overlap(asked, condition(line.text)) }] : [];
  });
  const best = Math.max(0, ...stated.map((x) => x.s));
  const picked = best > 0 ? stated.filter((x) => x.s === best) : stated.length === 1 ? stated : [];
  return { all: stated.map((x) => x.line), picked: picked.map(({ n, line }) => ({ n, line })) };
}

/** The number of hours to divide a shift's rate by: the rule's figure, else the one shift length the question points at. */
export function divisorOf<L extends PayLine>(question: string, rule: L, lines: L[]): { n: number; line?: L } | null {
  const m = DIVIDED.exec(rule.text);
  if (m && /^\d+$/.test(m[1]!)) return { n: Number(m[1]) };
  const { picked } = shiftLengths(question, lines);
  return picked.length === 1 ? picked[0]! : null;
}
