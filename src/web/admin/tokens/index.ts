import { Elysia } from "elysia";
import type { Admin } from "../../../admin/index.ts";
import { MIN_PASSWORD } from "../../../admin/auth.ts";
import { AppError } from "../../errors.ts";
import type { AdminGate } from "../gate.ts";
import { adminContext, html } from "../http.ts";
import { PasswordNote, TokenList, TokensPage } from "../../../../views/admin/tokens.tsx";
import { PasswordBody, TokenBody, TokenParams } from "./model.ts";

/** /admin/tokens: API tokens for scripts (shown once, stored hashed, revocable) and the password change. */
export const tokenPages = (admin: Admin, gate: AdminGate) =>
  new Elysia({ name: "admin-tokens" })
    .use(adminContext(gate))
    .get("/admin/tokens", ({ csrf }) => html(TokensPage({ csrf, tokens: admin.tokens.list() })))
    .post("/admin/tokens", ({ body }) => {
      const { token } = admin.tokens.create(body.name);
      return html(TokenList({ tokens: admin.tokens.list(), created: { name: body.name, token } }));
    }, { body: TokenBody })
    .post("/admin/tokens/:id/revoke", ({ params }) => {
      if (!admin.tokens.revoke(params.id)) throw new AppError(404, `Токена №${params.id} нет или он уже отозван`);
      return html(TokenList({ tokens: admin.tokens.list(), created: null }));
    }, { params: TokenParams })
    .post("/admin/password", async ({ body, set, principal }) => {
      const fail = (msg: string) => { set.status = 400; return html(PasswordNote({ ok: false, message: msg }), 400); };
      if (body.next !== body.confirm) return fail("Новые пароли не совпадают");
      const revokeTokens = body.revokeTokens === "on" || body.revokeTokens === "1" || body.revokeTokens === "true";
      const keepSession = principal.kind === "session" ? principal.sessionId : null;
      const r = await admin.auth.changePassword(body.current, body.next, { keepSession, revokeTokens });
      if (r === "wrong") return fail("Текущий пароль неверный");
      if (r === "short") return fail(`Новый пароль короче ${MIN_PASSWORD} символов`);
      return html(PasswordNote({ ok: true, message: `Пароль изменён, все другие сеансы завершены${revokeTokens ? ", все API-токены отозваны" : ""}. Если он задан в ADMIN_PASSWORD, при перезапуске снова действует значение из окружения.` }));
    }, { body: PasswordBody });
