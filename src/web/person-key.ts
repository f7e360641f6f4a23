import type { Config } from "../config.ts";
import type { AdminAuth } from "../admin/auth.ts";
import type { ApiTokens } from "../admin/tokens.ts";
import { sha256 } from "../admin/auth.ts";
import { clientAddress } from "./client-address.ts";
import { cookiePerson, ID_COOKIE, ssoUser } from "./identity.ts";
import { cookieOf, SESSION_COOKIE } from "./admin/gate.ts";

type Server = Parameters<typeof clientAddress>[1];

/** What tells people apart on a request: the settings, the admin sessions and the API tokens. */
export interface PersonDeps {
  config: Pick<Config, "userHeader" | "trustedProxies">;
  auth: Pick<AdminAuth, "session">;
  tokens: Pick<ApiTokens, "verify">;
}

const bearer = (request: Request): string | null => {
  const auth = request.headers.get("authorization");
  return auth && /^Bearer\s+/i.test(auth) ? auth.replace(/^Bearer\s+/i, "").trim() : auth ? "" : null;
};

/**
 * The person asking, as a stable key, or null when the request names nobody: a live API token, a
 * signed-in admin, the single-sign-on header from a TRUSTED_PROXY (with USER_HEADER set), or the
 * person cookie the chat issues. `verify` checks tokens and sessions; without it the key is only
 * a label for sharing capacity (the gates have already checked what they guard).
 */
export function personKey(request: Request, server: Server, d: PersonDeps, verify = true): string | null {
  const token = bearer(request);
  if (token !== null) return !verify || d.tokens.verify(token) ? `token:${sha256(token).slice(0, 32)}` : null;
  const session = cookieOf(request, SESSION_COOKIE);
  if (session && (!verify || d.auth.session(session))) return `admin:${sha256(session).slice(0, 32)}`;
  if (d.config.userHeader) {
    const who = ssoUser(request, server, d.config);
    return who ? `sso:${who.slice(0, 200)}` : null;
  }
  const id = cookiePerson(cookieOf(request, ID_COOKIE));
  return id ? `c:${id}` : null;
}

/** The key a request's share of answer slots is counted under: its person, else its client address. */
export const shareKey = (d: PersonDeps) => (request: Request, server: Server): string =>
  personKey(request, server, d, false) ?? `addr:${clientAddress(request, server, d.config.trustedProxies)}`;
