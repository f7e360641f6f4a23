import { Elysia } from "elysia";
import type { Config } from "../config.ts";
import { AppError } from "./errors.ts";
import { langOf, type Lang } from "./i18n.ts";
import { fromTrustedProxy } from "./client-address.ts";

/** Name of the cookie that carries a person's long random id. */
export const ID_COOKIE = "assistant_id";
/** Name of the cookie that keeps the chosen interface language. */
export const LANG_COOKIE = "lang";

const YEAR = 365 * 24 * 3600;
const VALID_ID = /^[A-Za-z0-9_-]{40,64}$/;

/** A fresh, unguessable person id: 32 random bytes, base64url (43 characters). */
export const newPersonId = (): string => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");

/** The person behind a request and the language they read. */
export type Person = {
  userId: string;
  lang: Lang;
};

/**
 * Knows who asks without sign-up: a reverse-proxy header when `config.userHeader` is set (single
 * sign-on) — believed only on a request sent by a TRUSTED_PROXY address, anyone else reaching the
 * port directly is refused — otherwise a long random HttpOnly cookie created on the first visit.
 * Also resolves the interface language (`?lang=` sticks in a cookie).
 */
export const identity = (config: Pick<Config, "userHeader" | "trustedProxies">) =>
  new Elysia({ name: "identity" }).derive({ as: "scoped" }, ({ request, cookie, query, server }): Person => {
    const q = (query as Record<string, string | undefined>)?.lang;
    const lang = langOf(q === "en" || q === "ru" ? q : null, cookie[LANG_COOKIE]?.value as string | undefined);
    if (q === "en" || q === "ru") cookie[LANG_COOKIE].set({ value: q, path: "/", maxAge: YEAR, sameSite: "lax" });
    if (config.userHeader) {
      if (!fromTrustedProxy(request, server, config.trustedProxies)) throw new AppError(401, "Вход не выполнен: запрос пришёл не через прокси единого входа");
      const who = ssoUser(request, server, config);
      if (!who) throw new AppError(401, "Вход не выполнен: прокси единого входа не передал имя пользователя");
      return { userId: `sso:${who.slice(0, 200)}`, lang };
    }
    let id = cookie[ID_COOKIE]?.value as string | undefined;
    if (typeof id !== "string" || !VALID_ID.test(id)) {
      id = newPersonId();
      cookie[ID_COOKIE].set({ value: id, httpOnly: true, sameSite: "lax", path: "/", maxAge: YEAR, secure: request.url.startsWith("https:") });
    }
    return { userId: `c:${id}`, lang };
  });

/**
 * The person named by the single-sign-on header, or null: without USER_HEADER, without the header,
 * or from an address that is not a TRUSTED_PROXY (the header is then anyone's say-so).
 */
export function ssoUser(request: Request, server: Parameters<typeof fromTrustedProxy>[1], config: Pick<Config, "userHeader" | "trustedProxies">): string | null {
  if (!config.userHeader || !fromTrustedProxy(request, server, config.trustedProxies)) return null;
  return request.headers.get(config.userHeader)?.trim() || null;
}

/** The person cookie's id when it has the shape the server issues, else null. */
export const cookiePerson = (value: string | null | undefined): string | null => (value && VALID_ID.test(value) ? value : null);
