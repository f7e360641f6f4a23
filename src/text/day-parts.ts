/**
 * Parts of the day by the clock, so «такси ночью» meets «такси после 22:00». Night is the Labour Code's
 * night time, 22:00–6:00 (Трудовой кодекс РФ, ст. 96); morning and evening follow the usual division of
 * the day into four quarters (утро 6–12, вечер 18–24). «День» is left out: it also means a working day.
 * «Допоздна» is «до позднего времени» (Ожегов): the late evening and the night, from 21:00, so «задержался допоздна»
 * meets «после 22:00».
 */
const PARTS: readonly { word: string; from: number; to: number }[] = [
  { word: "ночь", from: 22, to: 6 },
  { word: "утро", from: 6, to: 12 },
  { word: "вечер", from: 18, to: 24 },
  { word: "допоздна", from: 21, to: 6 },
];

const CLOCK = /(?<![\d.,])([01]?\d|2[0-3]):[0-5]\d(?!\d)/g;

/** Whether a text states a clock time («9:30», «22:00»). */
export function holdsClockTime(text: string): boolean {
  return /(?<![\d.,])(?:[01]?\d|2[0-3]):[0-5]\d(?!\d)/.test(text);
}

/**
 * «с 9:00 до 18:00», «10:00–19:00»: the hours from one clock time to another, when a place is open or people work — its
 * schedule (Ожегов: режим — установленный распорядок работы). «what are the office hours?» (the thesaurus's «график»)
 * was hedged with «график отпусков…» beside «Офис открыт… с 9:00 до 18:00» (lead's walk 43).
 */
export function holdsClockSpan(text: string): boolean {
  return text.search(SPAN) >= 0;
}

/** «10:00–19:00», «с 9:00 до 18:00»: a span of clock times, its two hours captured (one pair of groups per form). */
const SPAN = /(?<![\d.,])([01]?\d|2[0-3]):[0-5]\d\s*[–—-]\s*([01]?\d|2[0-4]):[0-5]\d|(?<![\p{L}])с\s+([01]?\d|2[0-3]):[0-5]\d\s+до\s+([01]?\d|2[0-4]):[0-5]\d/gu;

/** «после 16:00»: an hour from which on, its hour captured. */
const AFTER = /(?<![\p{L}])после\s+([01]?\d|2[0-3]):[0-5]\d(?!\d)/gu;

/**
 * The parts of the day (their thesaurus words) the clock times of a text fall in. A span holds every hour it runs through:
 * a price row «17:00–02:00» is the evening's as well as the night's, so «сколько стоит час игры вечером?» meets it (lead's
 * walk 50 asserted the «12:00–17:00» row, neither of whose ends is in the evening).
 */
export function dayPartsIn(text: string): string[] {
  const hours = [...text.matchAll(CLOCK)].map((m) => Number(m[1]));
  for (const m of text.matchAll(SPAN)) {
    const from = Number(m[1] ?? m[3]), to = Number(m[2] ?? m[4]);
    for (let h = from; h !== to % 24; h = (h + 1) % 24) hours.push(h);
  }
  // «после 16:00» runs from its hour to the day's end (Ожегов: после — спустя какое-н. время): the price column «Будни после
  // 16:00 и выходные» is the evening's, and «сколько стоит вечером взрослому» meets its 900 ₽ (lead's walk 53 was hedged).
  for (const m of text.matchAll(AFTER)) for (let h = Number(m[1]); h < 24; h++) hours.push(h);
  const within = (h: number, p: (typeof PARTS)[number]) => (p.from < p.to ? h >= p.from && h < p.to : h >= p.from || h < p.to);
  return PARTS.filter((p) => hours.some((h) => within(h, p))).map((p) => p.word);
}

/**
 * «что у меня завтра после обеда?», «утром», «in the afternoon»: the part of the day a person asks about, as hours
 * [from, to) and the words that said it. The same quarters as above; the afternoon («днём», «после обеда») is 12–18.
 */
const ASKED_PARTS: readonly { re: RegExp; from: number; to: number }[] = [
  { re: /(?<![\p{L}])(?:с\s+утра|утром|in\s+the\s+morning|this\s+morning|morning)(?![\p{L}])/iu, from: 6, to: 12 },
  { re: /(?<![\p{L}])(?:после\s+обеда|днём|днем|во\s+второй\s+половине\s+дня|in\s+the\s+afternoon|this\s+afternoon|afternoon)(?![\p{L}])/iu, from: 12, to: 18 },
  { re: /(?<![\p{L}])(?:вечером|in\s+the\s+evening|this\s+evening|tonight|evening)(?![\p{L}])/iu, from: 18, to: 24 },
];

/** The part of the day a message asks about, or null; `rest` is the message without those words. */
export function partOfDayAsked(message: string): { from: number; to: number; rest: string } | null {
  const part = ASKED_PARTS.find((p) => p.re.test(message));
  return part ? { from: part.from, to: part.to, rest: message.replace(part.re, " ") } : null;
}
