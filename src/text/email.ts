/** An e-mail address as documents and people write one («hr@severveter.ru», «d.zakharov@acme.ru»). */
const ADDRESS = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;

/** Every address in a text (global: use with matchAll, match or a fresh exec loop). */
export const EMAILS = new RegExp(ADDRESS, "g");

/** The first address in a text, or null. */
export function firstEmail(text: string): string | null {
  return text.match(new RegExp(ADDRESS))?.[0] ?? null;
}

/** A text that is an address and nothing else («hr@acme.ru»). */
export function isEmail(text: string): boolean {
  return new RegExp(`^${ADDRESS}$`).test(text);
}

/** A recipient with an address: the address alone or after a name («Отдел кадров <hr@acme.ru>»). */
export function holdsEmail(to: string): boolean {
  return new RegExp(`(?:^|[<\\s])${ADDRESS}>?$`).test(to);
}

/**
 * The line an address at `at` is written on, when that line names no other address: a directory's list item («— Старшая
 * медсестра — Павлова Е. В., st.sestra@…, кабинет 106. Графики смен…») or a table row («Отдел: Товарный | Почта: …»)
 * speaks for its one address whole, duties after the address included. Null for a line naming several.
 */
export function soleAddressLine(text: string, at: number): { start: number; line: string; item: boolean; row: boolean } | null {
  const start = text.lastIndexOf("\n", at) + 1;
  const end = text.indexOf("\n", at);
  const line = text.slice(start, end < 0 ? undefined : end);
  if ((line.match(EMAILS) ?? []).length !== 1) return null;
  return { start, line, item: /^\s*(?:[-*•–—]|\d+[.)])\s/.test(line), row: line.includes("|") };
}
