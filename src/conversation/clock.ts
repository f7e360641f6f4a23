import type { Decision, RouteInput } from "../routing/types.ts";
import type { Lang } from "./phrases.ts";

/**
 * «Какой сегодня день недели?», «какое сегодня число», «который час», «what day is it today»: the
 * assistant knows the date and the time itself. Without this the question went to the documents, whose
 * nearest passage («Рабочий день длится с 9:30…») was shown as possibly related. Only a message that is
 * that question and nothing else: «какое число сдавать отчёт» asks the documents.
 */
const ASKS_CLOCK = /^(?:а\s+|скажи,?\s+|подскажи,?\s+)?(?:какой\s+(?:сегодня|сейчас)\s+день(?:\s+недели)?|какой\s+день\s+недели(?:\s+сегодня)?|какое\s+(?:сегодня|сейчас)\s+число|какая\s+(?:сегодня|сейчас)\s+дата|сегодня\s+какое\s+число|сколько\s+(?:сейчас\s+)?времени|который\s+(?:сейчас\s+)?час|what\s+day\s+is\s+(?:it\s+)?today|what\s+day\s+is\s+it|what(?:'s|\s+is)\s+(?:the\s+|today's\s+)?date(?:\s+today)?|what\s+time\s+is\s+it(?:\s+now)?)[\s?!.]*$/iu;

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
