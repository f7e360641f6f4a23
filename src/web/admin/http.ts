import { Elysia } from "elysia";
import { HX } from "../htmx.ts";
import { AppError } from "../errors.ts";
import type { AdminGate, Principal } from "./gate.ts";

/** An HTML response. */
export const html = (body: JSX.Element | string, status = 200, headers: Record<string, string> = {}) =>
  new Response(body as string, { status, headers: { "content-type": "text/html; charset=utf-8", ...headers } });

export const isHx = (r: Request) => r.headers.get(HX.request) === "true";

/** A redirect that htmx follows (HX-Redirect) and a plain browser follows (303). */
export const redirect = (r: Request, to: string) =>
  isHx(r) ? new Response(null, { status: 204, headers: { [HX.redirect]: to } }) : new Response(null, { status: 303, headers: { location: to } });

/** A file download. */
export const download = (body: string, name: string, type: string) =>
  new Response(body, { headers: { "content-type": `${type}; charset=utf-8`, "content-disposition": `attachment; filename="${name}"` } });

/**
 * Puts the gate's verdict into every handler of the module that uses it: `principal` and, for a
 * signed-in admin, `csrf` (the token pages embed). The gate has already refused anyone else.
 */
export const adminContext = (gate: AdminGate) =>
  new Elysia({ name: "admin-context" }).derive({ as: "scoped" }, ({ request }) => {
    const principal: Principal | null = gate.principalOf(request);
    if (!principal) throw new AppError(401, "Нужен вход администратора");
    return { principal, csrf: principal.kind === "session" ? principal.session.csrf : null };
  });

/** Files of a multipart field (one or many). */
export const filesOf = (v: unknown): File[] => (Array.isArray(v) ? v : v ? [v] : []).filter((f): f is File => f instanceof File);
