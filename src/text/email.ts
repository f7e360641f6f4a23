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
