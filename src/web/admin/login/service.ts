import type { Admin } from "../../../admin/index.ts";
import { randomToken } from "../../../admin/auth.ts";
import { cookieOf, sameToken, SESSION_COOKIE } from "../gate.ts";

/** The pre-session cookie that double-submits the sign-in form's CSRF token. */
export const PRE_COOKIE = "admin_pre";

/** Only a path inside the admin area may be a post-sign-in destination (no open redirects). */
export const safeNext = (next: string | undefined): string =>
  next && /^\/admin(\/|$|\?)/.test(next) && !next.startsWith("//") && !next.includes("\\") ? next : "/admin";

const secure = (r: Request) => (r.url.startsWith("https:") ? "; Secure" : "");

/** Set-Cookie for a new admin session: HttpOnly, SameSite=Strict, whole site, ended with the browser. */
export const sessionCookie = (r: Request, id: string) => `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Strict${secure(r)}`;
export const clearSessionCookie = (r: Request) => `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure(r)}`;

/** The request's pre-session token, or a new one with the cookie that carries it. */
export function preToken(r: Request): { pre: string; setCookie: string | null } {
  const have = cookieOf(r, PRE_COOKIE);
  if (have && /^[A-Za-z0-9_-]{43}$/.test(have)) return { pre: have, setCookie: null };
  const pre = randomToken();
  return { pre, setCookie: `${PRE_COOKIE}=${pre}; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=3600${secure(r)}` };
}

/** Whether a sign-in form carries the token its cookie holds. */
export const preValid = (r: Request, field: string | undefined) =>
  sameToken(cookieOf(r, PRE_COOKIE), r.headers.get("x-csrf-token") ?? field ?? null);

/** The limiter key: the client address and the account. */
export const attemptKey = (ip: string, account = "admin") => `${ip}|${account}`;

/**
 * Checks a password against the limiters: "ok", "wrong" or seconds to wait. The attempt is counted
 * before the (slow) check, so parallel guesses cannot all slip under the limit: per client and
 * account first, then per account from everywhere (a client already refused does not use that up).
 */
export async function signIn(admin: Admin, key: string, password: string, account = "admin", knownDevice = false): Promise<"ok" | "wrong" | number> {
  const wait = admin.signInLimiter.hit(key);
  if (wait > 0) return wait;
  // A browser the admin signed in from before skips the account-wide count (see devices.ts).
  const accountWait = knownDevice ? 0 : admin.accountLimiter.hit(account);
  if (accountWait > 0) { admin.signInLimiter.undo(key); return accountWait; }
  if (await admin.auth.verify(password)) {
    admin.signInLimiter.reset(key);
    if (!knownDevice) admin.accountLimiter.undo(account);
    return "ok";
  }
  return "wrong";
}

/** The cookie naming a browser the admin signed in from; a year, sent only to the admin area. */
export const DEVICE_COOKIE = "admin_device";
export const deviceCookie = (r: Request, token: string) => `${DEVICE_COOKIE}=${token}; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=31536000${secure(r)}`;
