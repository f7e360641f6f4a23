import type { Lang } from "./phrases.ts";
import { ASKS_CLOCK } from "../text/speech-acts.ts";
import { isCourtesy } from "../text/stopwords.ts";

/** «кстати, а какое сегодня число?»: the discourse words a question opens with («кстати», «слушай», «ок») only join it to the talk. */
function withoutOpening(message: string): string {
  let text = message.trim();
  for (let m = /^(\p{L}+)[\s,.!:;—–-]+/u.exec(text); m && isCourtesy(m[1].toLowerCase()); m = /^(\p{L}+)[\s,.!:;—–-]+/u.exec(text)) text = text.slice(m[0].length);
  return text;
}

export function asksClock(message: string): boolean {
  return ASKS_CLOCK.test(withoutOpening(message));
}

/** «Сегодня вторник, 1 декабря 2026 г., сейчас 09:28 (Europe/Moscow).» in the person's zone. */
export function clockAnswer(now: Date, zone: string, lang: Lang): string {
  const locale = lang === "en" ? "en-GB" : "ru-RU";
  const day = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: zone }).format(now);
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hour12: false, timeZone: zone }).format(now);
  return lang === "en" ? `Today is ${day}; it is ${time} now (${zone}).` : `Сегодня ${day}, сейчас ${time} (${zone}).`;
}
