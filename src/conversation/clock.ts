import type { Lang } from "./phrases.ts";
import { ASKS_CLOCK } from "../text/speech-acts.ts";

export function asksClock(message: string): boolean {
  return ASKS_CLOCK.test(message.trim());
}

/** «Сегодня вторник, 1 декабря 2026 г., сейчас 09:28 (Europe/Moscow).» in the person's zone. */
export function clockAnswer(now: Date, zone: string, lang: Lang): string {
  const locale = lang === "en" ? "en-GB" : "ru-RU";
  const day = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: zone }).format(now);
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hour12: false, timeZone: zone }).format(now);
  return lang === "en" ? `Today is ${day}; it is ${time} now (${zone}).` : `Сегодня ${day}, сейчас ${time} (${zone}).`;
}
