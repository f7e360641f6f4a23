import { Elysia } from "elysia";
import { timingSafeEqual } from "node:crypto";
import type { Admin } from "../../admin/index.ts";
import type { AdminSession } from "../../admin/auth.ts";
import { HX } from "../htmx.ts";

/** The admin session cookie: HttpOnly, SameSite=Strict, the whole site (the document API shares it). */
export const SESSION_COOKIE = "admin_session";
/** The header (or `_csrf` form field) that must carry the session's CSRF token on every state change. */
export const CSRF_HEADER = "x-csrf-token";

/** Who is asking in the admin area: a signed-in admin (with its CSRF token) or a script with an API token. */
export type Principal = { kind: "session"; session: AdminSession; sessionId: string } | { kind: "token" };

/** Paths the gate lets through without an admin: the sign-in pages and the question API (which asks for a person itself). */
const OPEN = new Set(["/admin/login", "/admin/setup", "/api/ask"]);
const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a path belongs to the admin area: /admin… and every /api/… except the open ones. */
export const isAdminPath = (path: string): boolean =>
  !OPEN.has(path) && (path === "/admin" || path.startsWith("/admin/") || path.startsWith("/api/"));

/** Constant-time equality of two tokens. */
export function sameToken(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a), y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A cookie's value from the Cookie header. */
export function cookieOf(request: Request, name: string): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return null;
}

/** The CSRF token a request presents: the header, else the `_csrf` field of a form body (read from a clone). */
export async function presentedCsrf(request: Request): Promise<string | null> {
  const h = request.headers.get(CSRF_HEADER);
  if (h) return h;
  const type = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(type)) return null;
  try {
    const v = (await request.clone().formData()).get("_csrf");
    return typeof v === "string" ? v : null;
  } catch {
    return null;
  }
}

const json = (status: number, error: string, headers: Record<string, string> = {}) =>
  Response.json({ error }, { status, headers });

/**
 * The one gate in front of every admin page and API, before routing, parsing and validation:
 * no admin → 401 (APIs, HTMX) or a redirect to sign-in (pages); a session changing state without
 * its CSRF token → 403. Bearer tokens need no CSRF token: they are never ambient.
 */
export function adminGate(admin: Admin) {
  const principals = new WeakMap<Request, Principal>();
  const resolve = (request: Request): Principal | "bad-token" | null => {
    const auth = request.headers.get("authorization");
    if (auth) return /^Bearer\s+/i.test(auth) && admin.tokens.verify(auth.replace(/^Bearer\s+/i, "").trim()) ? { kind: "token" } : "bad-token";
    const sessionId = cookieOf(request, SESSION_COOKIE);
    const session = admin.auth.session(sessionId);
    return session && sessionId ? { kind: "session", session, sessionId } : null;
  };
  const plugin = new Elysia({ name: "admin-gate" }).onRequest(async ({ request }) => {
    const url = new URL(request.url);
    if (!isAdminPath(url.pathname)) return;
    const who = resolve(request);
    if (who === "bad-token") return json(401, "API-токен не подходит или отозван", { "www-authenticate": 'Bearer error="invalid_token"' });
    if (!who) {
      const page = SAFE.has(request.method) && !url.pathname.startsWith("/api/");
      const login = `/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`;
      if (request.headers.get(HX.request) === "true") return new Response(null, { status: 401, headers: { [HX.redirect]: login } });
      if (page) return new Response(null, { status: 303, headers: { location: login } });
      return json(401, "Нужен вход администратора или API-токен", { "www-authenticate": "Bearer" });
    }
    if (who.kind === "session" && !SAFE.has(request.method)) {
      if (!sameToken(await presentedCsrf(request), who.session.csrf)) return json(403, "Нет CSRF-токена или он неверный: обновите страницу");
    }
    principals.set(request, who);
  });
  return { plugin, principalOf: (request: Request): Principal | null => principals.get(request) ?? (resolve(request) as Principal | null) };
}

export type AdminGate = ReturnType<typeof adminGate>;
