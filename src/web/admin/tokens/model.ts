import { t } from "elysia";

export const TokenBody = t.Object({ name: t.String({ minLength: 1, maxLength: 100 }), _csrf: t.Optional(t.String()) });
export const TokenParams = t.Object({ id: t.Numeric() });
export const PasswordBody = t.Object({
  current: t.String({ maxLength: 1000 }), next: t.String({ maxLength: 1000 }), confirm: t.String({ maxLength: 1000 }),
  /** A checked «revoke every API token» box. */
  revokeTokens: t.Optional(t.String({ maxLength: 10 })), _csrf: t.Optional(t.String()),
});
