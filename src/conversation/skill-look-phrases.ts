/** What a skill's look-ups found, said to the person in the interface's language (skill-look.ts). */
export interface LookPhrases {
  calendarDates(from: string, to: string, events: number): string;
  mailFound(letters: number): string;
  /** «За две недели до 04.05.2027 — это не позднее 20.04.2027.» */
  leadTime(said: string, from: string, by: string): string;
}

const ruDate = (iso: string) => iso.split("-").reverse().join(".");
/** «1 событие», «2 события», «5 событий»: the Russian count forms. */
const ruCount = (n: number, one: string, few: string, many: string) => {
  const d = n % 10, h = n % 100;
  return `${n} ${d === 1 && h !== 11 ? one : d >= 2 && d <= 4 && (h < 12 || h > 14) ? few : many}`;
};

const RU: LookPhrases = {
  calendarDates: (from, to, n) => n
    ? `В календаре с ${ruDate(from)} по ${ruDate(to)} уже есть ${ruCount(n, "событие", "события", "событий")} — ${n % 10 === 1 && n % 100 !== 11 ? "оно" : "они"} в карточке выше.`
    : `В календаре с ${ruDate(from)} по ${ruDate(to)} ничего не запланировано.`,
  leadTime: (said, from, by) => `${said.charAt(0).toUpperCase()}${said.slice(1)} до ${ruDate(from)} — это не позднее ${ruDate(by)}.`,
  mailFound: (n) => `В почте нашлось ${ruCount(n, "письмо", "письма", "писем")} об этом — ${n % 10 === 1 && n % 100 !== 11 ? "оно" : "они"} в карточке выше.`,
};

const EN: LookPhrases = {
  calendarDates: (from, to, n) => n
    ? `Your calendar from ${from} to ${to} already has ${n} event${n === 1 ? "" : "s"} — see the card above.`
    : `Nothing is planned in your calendar from ${from} to ${to}.`,
  leadTime: (said, from, by) => `«${said}» before ${from}: by ${by} at the latest.`,
  mailFound: (n) => `Found ${n} letter${n === 1 ? "" : "s"} on this in your mail — see the card above.`,
};

export const lookPhrases = (lang: "ru" | "en"): LookPhrases => (lang === "en" ? EN : RU);
