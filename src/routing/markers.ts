import { lexicon, type Lexicon } from "./lexicon.ts";

/**
 * Marker words: naming one of these in a reply means a new task, not an answer to the skill's question.
 * The one list the interview rule reads; matched by stems (or roots with `*`), Russian and English.
 */
export const MARKER_WORDS: readonly string[] = [
  // mail, calendar, documents
  "письмо", "письма", "почта", "почту", "ящик", "календарь", "встреча", "встречу", "созвон", "событие",
  "документ", "документы", "файл", "таблица", "таблицу", "excel", "эксель",
  // search verbs
  "найди", "найти", "найдите", "поищи", "отыщи", "загугли",
  // products and listings
  "товар", "товары", "купить", "подбери", "объявление", "продай", "продам",
  // content
  "пост", "посты", "статья", "статью", "видео", "публикация", "публикацию",
  // numbers
  "статистика", "статистику", "сайт", "сайте", "визиты", "визитов", "метрика", "метрике", "реклама", "рекламы", "подписчики", "подписчиков",
  // English
  "email", "mail", "letter", "inbox", "calendar", "meeting", "document", "doc", "file", "spreadsheet",
  "find", "search", "look up", "product", "buy", "listing", "post", "article", "video",
  // English stems are short: «ads» stems to «ad», which «adding» shares; it is matched whole.
  "stats", "statistics", "website", "site", "visits", "metrics", "=ads", "followers",
];

/** The marker lexicon, compiled once per call site (no shared mutable state). */
export function markerLexicon(): Lexicon {
  return lexicon(MARKER_WORDS);
}
