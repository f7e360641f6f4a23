import type { Decision, RouteInput } from "../routing/types.ts";
import type { Lang } from "./phrases.ts";
import { ASKS_CLOCK } from "../text/speech-acts.ts";

export function asksClock(message: string): boolean {
  return ASKS_CLOCK.test(message.trim());
}

/** A question for the clock is answered in words, whatever routing leaned to (the calendar on «сегодня»). */
export function answerClock(d: Decision, input: RouteInput): Decision {
  if (input.state.skill || d.rule || !asksClock(input.message)) return d;
  return { ...d, outcome: "text", tools: [], skill: undefined, clarify: undefined, reasons: [...d.reasons, "the clock answers: today's date and time"] };
}

/** «Сегодня вторник, 1 декабря 2026 г., сейчас 09:28 (Europe/Moscow).» in the person's zone. */
export function clockAnswer(now: Date, zone: string, lang: Lang): string {
  const locale = lang === "en" ? "en-GB" : "ru-RU";
  const day = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: zone }).format(now);
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hour12: false, timeZone: zone }).format(now);
  return lang === "en" ? `Today is ${day}; it is ${time} now (${zone}).` : `Сегодня ${day}, сейчас ${time} (${zone}).`;
}
