import { Elysia } from "elysia";
import type { Admin } from "../../../admin/index.ts";
import { MIN_PASSWORD } from "../../../admin/auth.ts";
import { AppError } from "../../errors.ts";
import type { AdminGate } from "../gate.ts";
import { adminContext, html } from "../http.ts";
import { PasswordNote, TokenForm, TokenList, TokensPage } from "../../../../views/admin/tokens.tsx";
import { PASSWORD_MAX, PasswordBody, TOKEN_NAME_MAX, TokenBody, TokenParams } from "./model.ts";
import { partial } from "../../chat/stream.tsx";
import { adminPhrases } from "../phrases.ts";

const P = adminPhrases();

/** /admin/tokens: API tokens for scripts (shown once, stored hashed, revocable) and the password change. */
export const tokenPages = (admin: Admin, gate: AdminGate) =>
  new Elysia({ name: "admin-tokens" })
    .use(adminContext(gate))
    .get("/admin/tokens", ({ csrf }) => html(TokensPage({ csrf, tokens: admin.tokens.list() })))
    // The list and the form come back together: the form cleared after a token is made, or with its name and
    // the reason beside the field when none is (a name of spaces made a token «token»: walk 17b #26).
    .post("/admin/tokens", ({ body, set }) => {
      const name = body.name.trim();
      const error = !name ? P.tokenNameMissing : name.length > TOKEN_NAME_MAX ? P.tokenNameLong(TOKEN_NAME_MAX, name.length) : null;
      const form = (f: { name: string; error: string | null }) => partial("#token-form", "outerHTML", TokenForm(f) as string);
      if (error) {
        set.status = 422;
        return html((TokenList({ tokens: admin.tokens.list(), created: null }) as string) + form({ name: body.name, error }), 422);
      }
      const { token } = admin.tokens.create(name);
      return html((TokenList({ tokens: admin.tokens.list(), created: { name, token } }) as string) + form({ name: "", error: null }));
    }, { body: TokenBody })
    .post("/admin/tokens/:id/revoke", ({ params }) => {
      if (!admin.tokens.revoke(params.id)) throw new AppError(404, `Токена №${params.id} нет или он уже отозван`);
      return html(TokenList({ tokens: admin.tokens.list(), created: null }));
    }, { params: TokenParams })
    .post("/admin/password", async ({ body, set, principal }) => {
      const fail = (msg: string) => { set.status = 400; return html(PasswordNote({ ok: false, message: msg }), 400); };
      if ([body.current, body.next].some((p) => p.length > PASSWORD_MAX)) return fail(P.passwordLong(PASSWORD_MAX));
      if (body.next !== body.confirm) return fail("Новые пароли не совпадают");
      const revokeTokens = body.revokeTokens === "on" || body.revokeTokens === "1" || body.revokeTokens === "true";
      const keepSession = principal.kind === "session" ? principal.sessionId : null;
      const r = await admin.auth.changePassword(body.current, body.next, { keepSession, revokeTokens });
      if (r === "wrong") return fail("Текущий пароль неверный");
      if (r === "short") return fail(`Новый пароль короче ${MIN_PASSWORD} символов`);
      return html(PasswordNote({ ok: true, message: `Пароль изменён, все другие сеансы завершены${revokeTokens ? ", все API-токены отозваны" : ""}. Если он задан в ADMIN_PASSWORD, при перезапуске снова действует значение из окружения.` }));
    }, { body: PasswordBody });
