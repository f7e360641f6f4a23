import { t } from "elysia";

/** How long a token's name and a password may be: the inputs' maxlength and the handlers' checks. */
export const TOKEN_NAME_MAX = 100;
export const PASSWORD_MAX = 1000;

// No length caps in the schemas: a capped field failed validation and its bare line replaced the token table
// or the password note (walk 17b #26). The body limit bounds them; the handlers say what is wrong in words.
export const TokenBody = t.Object({ name: t.String(), _csrf: t.Optional(t.String()) });
export const TokenParams = t.Object({ id: t.Numeric() });
export const PasswordBody = t.Object({
  current: t.String(), next: t.String(), confirm: t.String(),
  /** A checked «revoke every API token» box. */
  revokeTokens: t.Optional(t.String({ maxLength: 10 })), _csrf: t.Optional(t.String()),
});
