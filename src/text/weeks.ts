import { isStopword } from "./tokens.ts";

/**
 * A week named from today's: «this week» 0, «next week» 1, «the week after next» 2, «last week» −1, «the week before last»,
 * «позапрошлая неделя» −2, «через две недели» 2, «две недели назад» −2, and the elliptic follow-up «а позапрошлой?», «а на
 * следующей?», whose feminine adjective stands for «неделя» (the masculine «позапрошлый» is a month). These are deictic
 * time adverbials of English and Russian (Huddleston & Pullum 2002, deictic time adjuncts; Русская грамматика 1980, т. II,
 * обстоятельства времени). Written from general usage.
 */
const COUNT: Record<string, number> = { одну: 1, две: 2, 2: 2, три: 3, 3: 3, a: 1, one: 1, two: 2, three: 3 };
/** The count of weeks a phrase said (none: one). */
const said = (m: RegExpExecArray) => COUNT[(m.slice(1).find((g) => g !== undefined) ?? "одну").toLowerCase()] ?? 1;
const WEEKS: readonly (readonly [RegExp, (m: RegExpExecArray) => number])[] = [
  [/(?:the\s+)?week\s+after\s+next|(?:на\s+)?недел\p{L}*\s+после\s+следующ\p{L}*/iu, () => 2],
  [/(?:the\s+)?week\s+before\s+last|(?:на\s+|за\s+)?позапрошл\p{L}*\s+недел\p{L}*|(?:^|(?<=^(?:а|и|ну)\s+))(?:на\s+|за\s+)?позапрошл(?:ой|ую|ая)(?=\s*[?!.]*$)/iu, () => -2],
  [/(?:in\s+)?(a|one|two|three|2|3)\s+weeks?\s+(?:from\s+now|time)|in\s+(two|three|2|3)\s+weeks|через\s+(одну|две|три|2|3)?\s*недел\p{L}*/iu, (m) => said(m)],
  [/(a|one|two|three|2|3)\s+weeks?\s+ago|(одну|две|три|2|3)?\s*недел\p{L}*\s+назад/iu, (m) => -said(m)],
  [/(?:the\s+)?(?:next|coming|following)\s+week|(?:на\s+|в\s+)?(?:следующ|будущ|след)\p{L}*\s+недел\p{L}*/iu, () => 1],
  [/(?:the\s+)?(?:last|previous|past)\s+week|(?:на\s+|за\s+)?(?<![\p{L}])(?:прошл|предыдущ)\p{L}*\s+недел\p{L}*/iu, () => -1],
  [/(?:this|the\s+current)\s+week|(?:на\s+|за\s+)?(?:эт|текущ)\p{L}*\s+недел\p{L}*|на\s+неделе(?!\s+после)/iu, () => 0],
  // «а на следующей?», «а прошлой?»: the week left out after a feminine adjective, the message nothing else.
  [/(?:^|(?<=^(?:а|и|ну)\s+))(?:на\s+|за\s+|в\s+)?(следующ|прошл|предыдущ)(?:ей|ой|ую|ая)(?=\s*[?!.]*$)/iu, (m) => (/^след/iu.test(m[1]!) ? 1 : -1)],
];

export interface WeekNamed {
  /** Weeks from this one: 0 this week, −1 last week, 2 the week after next. */
  offset: number;
  /** The message without the words that named the week. */
  rest: string;
}

/** The week a message names relative to today's, or null when it names none. */
export function weekNamed(message: string): WeekNamed | null {
  const text = message.trim().replaceAll("ё", "е");
  for (const [re, offset] of WEEKS) {
    const m = new RegExp(`(?<![\\p{L}])(?:${re.source})(?![\\p{L}])`, "iu").exec(text);
    if (m) return { offset: offset(m), rest: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.replace(/\s+/g, " ").trim() };
  }
  return null;
}

/**
 * Words that ask what a time holds for the person, besides stopwords: «anything booked», «is anything scheduled», «what
 * was on», «что у меня было», «есть что-нибудь», «какие встречи». The calendar's own nouns, its verbs of planning and the
 * phrasing of a short question or follow-up. Written from general usage.
 */
const AGENDA = new Set([
  "booked", "scheduled", "planned", "on", "busy", "free", "have", "had", "got", "meetings", "meeting", "calls", "call", "events", "event",
  "appointments", "calendar", "agenda", "happening", "coming", "up", "lined", "anything", "something", "there", "what", "whats", "what's",
  "and", "about", "how", "is", "was", "any", "do", "did", "i", "my", "me", "for", "in", "the", "this", "that", "one", "it",
  "а", "и", "ну", "что", "чего", "было", "будет", "есть", "у", "меня", "мне", "мои", "какие", "встречи", "встреч", "созвоны", "занят", "занята",
  "запланировано", "намечено", "стоит", "стояло", "календаре", "нибудь", "то", "там", "в", "на", "за",
]);

/** True when the message, its period words left out, says nothing but asking what that time holds. */
export function asksAgenda(rest: string): boolean {
  const words = rest.toLowerCase().replaceAll("ё", "е").match(/[\p{L}']+/gu) ?? [];
  return words.every((w) => AGENDA.has(w) || isStopword(w));
}

/** Words that by themselves ask what a time holds (a calendar's noun or verb of planning, «у меня»), not mere phrasing. */
const MARKERS = new Set([
  "booked", "scheduled", "planned", "busy", "free", "have", "had", "meetings", "meeting", "calls", "events", "appointments", "calendar",
  "agenda", "happening", "lined", "anything", "меня", "встречи", "встреч", "созвоны", "занят", "занята", "запланировано", "намечено", "календаре", "было", "будет",
]);

/** True when the words left beside a period name the person's plans themselves («anything booked», «что у меня»). */
export function namesAgenda(rest: string): boolean {
  return (rest.toLowerCase().replaceAll("ё", "е").match(/[\p{L}']+/gu) ?? []).some((w) => MARKERS.has(w));
}
