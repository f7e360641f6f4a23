import type { Server } from "bun";
import { normalizeAddress } from "../config.ts";

/**
 * The socket's address when a request comes through `app.handle` in this process (tests, tools):
 * there is no socket, and the caller is this machine.
 */
export const IN_PROCESS = "127.0.0.1";

type MaybeServer = Pick<Server<unknown>, "requestIP"> | null | undefined;

/** The address of the peer that opened the connection (the proxy, behind one). */
export function peerAddress(request: Request, server: MaybeServer): string {
  const a = server?.requestIP(request)?.address;
  return a ? normalizeAddress(a) : IN_PROCESS;
}

/** Whether the request was sent by one of the TRUSTED_PROXY addresses. */
export const fromTrustedProxy = (request: Request, server: MaybeServer, trusted: readonly string[]): boolean =>
  trusted.length > 0 && trusted.includes(peerAddress(request, server));

/**
 * The client's address: the peer, or — when the peer is a trusted proxy — the last hop the proxy
 * appended to X-Forwarded-For (earlier hops are the client's own words and are never believed).
 */
export function clientAddress(request: Request, server: MaybeServer, trusted: readonly string[]): string {
  const peer = peerAddress(request, server);
  if (!trusted.includes(peer)) return peer;
  const hops = (request.headers.get("x-forwarded-for") ?? "").split(",").map((h) => h.trim()).filter(Boolean);
  const last = hops.at(-1);
  return last && /^[0-9A-Fa-f.:]{2,45}$/.test(last) ? normalizeAddress(last) : peer;
}
