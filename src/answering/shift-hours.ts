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

/**
 * A shift table's row: «Смена: Дневная | Время: 08:00–20:00 | Перерыв: 1 час без оплаты (оплачиваются 11 часов)» — the
 * hours paid as the row states them (walk 27a: a picker's pay per shift needs the 11 paid hours, not the 12 of the clock).
 */
const PAID = /оплачива\p{L}*\s+(\d{1,2}(?:[.,]\d)?)\s+час/iu;
/** A cell of the hours a shift lasts, its figure alone: «Часов: 7», «Продолжительность, ч: 12» (walk 28a). */
const HOURS_CELL = /(?:^|\|\s*)(?:час\p{L}*|продолжительност\p{L}*[^:|]*?\bч\.?|длительност\p{L}*[^:|]*?\bч\.?)\s*:\s*(\d{1,2}(?:[.,]\d)?)\s*(?:\||$)/iu;
/**
 * A worked example («Кассир отработал 12 дневных смен по 8 часов: 12 × 8 × 230 = 22 080 ₽») states no rule of a shift's
 * length: it is one case of the rules (walk 28a R79 took its 8 hours for a night cleaner's 7-hour shift).
 */
const WORKED = /\d\s*[×x*]\s*\d[^=]*=\s*\d/u;
/** A clock span in a cell: «08:00–20:00», «с 23:00 до 07:00». */
const CLOCK = /(\d{1,2})[:.](\d{2})\s*(?:[–—-]|до)\s*(\d{1,2})[:.](\d{2})/u;

/** `span` is the shift's clock time in minutes from midnight, when its line states it (a night surcharge's hours need it). */
export interface Length<L> { n: number; line: L; span?: [number, number]; name?: string }

/**
 * «Утренняя смена — с 10:30 до 16:30, вечерняя — с 16:00 до 22:30»: the kinds of shift a rule's sentence lists, each by its
 * adjective and clock span, its length the span's hours (lead's walk 51: a pottery studio's assistant with «2 декабря — утро»
 * in her own list got no sum). Read only for the person's own days (own-pay.ts), where the file names each day's kind; the
 * company's pay rules keep their stated lengths (shiftLengths).
 */
const KIND_SPAN = /(?<![\p{L}])(\p{L}+(?:ая|яя))(?:\s+смен\p{L}*)?\s*[—–-]\s*(?:с\s+)?(\d{1,2})[:.](\d{2})\s*(?:до|[–—-])\s*(\d{1,2})[:.](\d{2})/giu;
export function shiftKindsInProse<L extends PayLine>(lines: L[]): Length<L>[] {
  return lines.filter((l) => /смен/iu.test(l.text) && !l.text.includes(" | ")).flatMap((line) => [...line.text.matchAll(KIND_SPAN)].map((m) => {
    const span: [number, number] = [Number(m[2]) * 60 + Number(m[3]), Number(m[4]) * 60 + Number(m[5])];
    return { n: ((span[1] - span[0] + 1440) % 1440) / 60, line, span, name: m[1]! };
  })).filter((k, _, all) => all.length >= 2 && k.n > 0);
}

function lengthOf(text: string): { n: number; span?: [number, number] } | null {
  const m = WORKED.test(text) ? null : LENGTH.exec(text);
  if (m) return { n: Number(m[1]) };
  // Only a table's row of a shift: its cells, the hours it pays said in one of them, its clock time in another (a prose
  // line may list several kinds' times: «смены по 8 часов: дневная 08:00–16:00, …, ночная 22:00–06:00»).
  // A table whose column says the hours («Смена: Ночная уборка | Время: 01:00 – 08:00 | Часов: 7») states them as well.
  const paid = text.includes(" | ") && /^[^:|]*смен/iu.test(text) ? PAID.exec(text) ?? HOURS_CELL.exec(text) : null;
  const c = paid ? CLOCK.exec(text) : null;
  const span: [number, number] | undefined = c ? [Number(c[1]) * 60 + Number(c[2]), Number(c[3]) * 60 + Number(c[4])] : undefined;
  return paid ? { n: Number(paid[1]!.replace(",", ".")), span } : null;
}

/** The sentences stating a shift's length; `picked` those the question's words point at (the best overlap), if any does. */
export function shiftLengths<L extends PayLine>(question: string, lines: L[]): { all: L[]; picked: Length<L>[]; stated: Length<L>[] } {
  // «в лабе» is «В лаборатории» by the thesaurus (condition: stems and groups).
  const asked = condition(question);
  const stated = lines.flatMap((line) => {
    const m = lengthOf(line.text);
    return m ? [{ ...m, line, s: overlap(asked, condition(line.text)) }] : [];
  });
  const best = Math.max(0, ...stated.map((x) => x.s));
  const picked = best > 0 ? stated.filter((x) => x.s === best) : stated.length === 1 ? stated : [];
  return { all: stated.map((x) => x.line), picked: picked.map(({ n, line, span }) => ({ n, line, span })), stated: stated.map(({ n, line, span }) => ({ n, line, span })) };
}

/** The number of hours to divide a shift's rate by: the rule's figure, else the one shift length the question points at. */
export function divisorOf<L extends PayLine>(question: string, rule: L, lines: L[]): { n: number; line?: L } | null {
  const m = DIVIDED.exec(rule.text);
  if (m && /^\d+$/.test(m[1]!)) return { n: Number(m[1]) };
  const { picked } = shiftLengths(question, lines);
  return picked.length === 1 ? picked[0]! : null;
}
