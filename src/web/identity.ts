import { Elysia } from "elysia";
import type { Config } from "../config.ts";
import { AppError } from "./errors.ts";
import { langOf, type Lang } from "./i18n.ts";

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
 * Knows who asks without sign-up: a trusted reverse-proxy header when `config.userHeader` is set
 * (single sign-on), otherwise a long random HttpOnly cookie created on the first visit.
 * Also resolves the interface language (`?lang=` sticks in a cookie).
 */
export const identity = (config: Pick<Config, "userHeader">) =>
  new Elysia({ name: "identity" }).derive({ as: "scoped" }, ({ request, cookie, query }): Person => {
    const q = (query as Record<string, string | undefined>)?.lang;
    const lang = langOf(q === "en" || q === "ru" ? q : null, cookie[LANG_COOKIE]?.value as string | undefined);
    if (q === "en" || q === "ru") cookie[LANG_COOKIE].set({ value: q, path: "/", maxAge: YEAR, sameSite: "lax" });
    if (config.userHeader) {
      const who = request.headers.get(config.userHeader)?.trim();
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
