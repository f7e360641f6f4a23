import { ExtractionError } from "../types.ts";

/** Bounded work per document: pages (paged formats) and extracted characters. */
export interface ExtractLimits {
  maxPages: number;
  maxChars: number;
}

/** No caps: the command-line tools and tests that read known files. */
export const NO_LIMITS: ExtractLimits = { maxPages: Number.POSITIVE_INFINITY, maxChars: Number.POSITIVE_INFINITY };

const n = (x: number) => x.toLocaleString("ru-RU");

/** A document over a per-document cap; the message names the cap's setting. */
export class CapExceededError extends ExtractionError {}

export const tooManyPages = (file: string, pages: number, max: number) =>
  new CapExceededError(file, `it has ${pages} pages; the limit is ${max} (MAX_PAGES)`,
    { ru: `в нём ${n(pages)} страниц, а допустимо не больше ${n(max)}. Разделите документ на части или попросите администратора сервера поднять MAX_PAGES` });

export const tooMuchText = (file: string, max: number) =>
  new CapExceededError(file, `it holds more than ${max} characters of text; the limit is ${max} (MAX_TEXT_CHARS)`,
    { ru: `в нём больше ${n(max)} символов текста — это предел. Разделите документ на части или попросите администратора сервера поднять MAX_TEXT_CHARS` });

export const tooManyFragments = (file: string, count: number, max: number) =>
  new CapExceededError(file, `it makes ${count} fragments; the limit is ${max} (MAX_FRAGMENTS)`,
    { ru: `он разбивается на ${n(count)} фрагментов, а допустимо не больше ${n(max)}. Разделите документ на части или попросите администратора сервера поднять MAX_FRAGMENTS` });

export const tookTooLong = (file: string, ms: number) =>
  new CapExceededError(file, `reading it took longer than ${Math.round(ms / 1000)} s (EXTRACT_TIMEOUT_S)`,
    { ru: `чтение заняло больше ${Math.round(ms / 1000)} с и остановлено. Разделите документ на части или попросите администратора сервера поднять EXTRACT_TIMEOUT_S` });
