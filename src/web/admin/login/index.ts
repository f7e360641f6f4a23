import { Elysia } from "elysia";
import type { Admin } from "../../../admin/index.ts";
import { MIN_PASSWORD, sameSecret } from "../../../admin/auth.ts";
import { LoginForm, LoginPage } from "../../../../views/admin/login.tsx";
import { cookieOf, SESSION_COOKIE } from "../gate.ts";
import { html, isHx, redirect } from "../http.ts";
import { clientAddress } from "../../client-address.ts";
import { LoginQuery, SetupBody, SetupQuery, SignInBody } from "./model.ts";
import { attemptKey, clearSessionCookie, DEVICE_COOKIE, deviceCookie, preToken, preValid, safeNext, sessionCookie, signIn } from "./service.ts";

const withCookie = (res: Response, cookie: string | null) => { if (cookie) res.headers.append("set-cookie", cookie); return res; };

/** Sign-in, the first password, and sign-out. The gate leaves /admin/login and /admin/setup open. */
export const loginPages = (admin: Admin, trustedProxies: readonly string[] = []) =>
  new Elysia({ name: "admin-login" })
    .get("/admin/login", async ({ request, query }) => {
      if (admin.auth.session(cookieOf(request, SESSION_COOKIE))) return redirect(request, safeNext(query.next));
      const { pre, setCookie } = preToken(request);
      const mode = (await admin.auth.hasPassword()) ? "signin" : "closed";
      return withCookie(html(LoginPage({ mode, pre, next: safeNext(query.next) })), setCookie);
    }, { query: LoginQuery })
    // The operator's one-time link: the form only for its token; anyone else reads where the link is.
    .get("/admin/setup", async ({ request, query }) => {
      if (await admin.auth.hasPassword()) return redirect(request, "/admin/login");
      const { pre, setCookie } = preToken(request);
      const valid = sameSecret(query.token, await admin.auth.setupToken());
      const page = valid ? LoginPage({ mode: "setup", pre, next: "/admin", token: query.token })
        : LoginPage({ mode: "closed", pre, next: "/admin", error: query.token ? "Ссылка первой настройки неверна или устарела" : null });
      return withCookie(html(page, valid ? 200 : 403), setCookie);
    }, { query: SetupQuery })
    .post("/admin/login", async ({ request, body, server }) => {
      const { pre } = preToken(request);
      const form = (error: string, status: number, headers: Record<string, string> = {}) =>
        html(LoginForm({ mode: "signin", pre, next: safeNext(body.next), error }), status, headers);
      if (!preValid(request, body._csrf)) return form("Форма устарела: обновите страницу и войдите снова", 403);
      const ip = clientAddress(request, server, trustedProxies);
      const known = admin.devices.known(cookieOf(request, DEVICE_COOKIE));
      const r = await signIn(admin, attemptKey(ip), body.password, "admin", known);
      if (typeof r === "number") return form(`Слишком много попыток входа. Попробуйте через ${Math.ceil(r / 60)} мин.`, 429, { "retry-after": String(r) });
      if (r === "wrong") return form("Пароль неверный", 401);
      const { id } = admin.auth.startSession();
      const res = withCookie(redirect(request, safeNext(body.next)), sessionCookie(request, id));
      return known ? res : withCookie(res, deviceCookie(request, admin.devices.issue()));
    }, { body: SignInBody })
    .post("/admin/setup", async ({ request, body }) => {
      const { pre } = preToken(request);
      const form = (error: string, status: number) => html(LoginForm({ mode: "setup", pre, next: safeNext(body.next), error, token: body.token }), status);
      if (!preValid(request, body._csrf)) return form("Форма устарела: обновите страницу", 403);
      if (body.password !== body.confirm) return form("Пароли не совпадают", 400);
      const r = await admin.auth.setFirstPassword(body.token, body.password);
      if (r === "token") return html(LoginForm({ mode: "closed", pre, next: "/admin", error: "Ссылка первой настройки неверна или устарела" }), 403);
      if (r === "short") return form(`Пароль короче ${MIN_PASSWORD} символов`, 400);
      if (r === "exists") return isHx(request) ? form("Пароль уже задан: войдите с ним", 409) : redirect(request, "/admin/login");
      const { id } = admin.auth.startSession();
      return withCookie(redirect(request, safeNext(body.next)), sessionCookie(request, id));
    }, { body: SetupBody })
    .post("/admin/logout", ({ request }) => {
      admin.auth.endSession(cookieOf(request, SESSION_COOKIE));
      return withCookie(redirect(request, "/admin/login"), clearSessionCookie(request));
    });
