import { Elysia } from "elysia";
import type { Server } from "bun";
import { HX } from "./htmx.ts";

/**
 * The Content-Security-Policy every response carries. Scripts only from this origin: the pages have
 * no inline script and no `on…=` handlers, and htmx needs neither `eval` (no `hx-on`, no `js:` values)
 * nor inline script; its indicator CSS is a constructed stylesheet, which CSP does not block.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** Headers set on every response, pages, API, errors and static files alike. */
export const SECURITY_HEADERS: Record<string, string> = {
  "content-security-policy": CSP,
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
};

/** What a person reads when the server is at capacity. */
export const BUSY_MESSAGE = "Сервер занят, повторите через несколько секунд";

/** Adds the security headers to every response of the app. */
export const securityHeaders = () =>
  new Elysia({ name: "security-headers" }).onRequest(({ set }) => {
    Object.assign(set.headers, SECURITY_HEADERS);
  });

/** Refused-for-capacity response: 503, Retry-After, plain words (HTML for htmx, JSON otherwise). */
export function busyResponse(request: Request, retryAfterS: number): Response {
  const headers = { ...SECURITY_HEADERS, "retry-after": String(retryAfterS) };
  if (request.headers.get(HX.request) === "true") {
    return new Response(`<div class="error" role="alert">${BUSY_MESSAGE}</div>`, { status: 503, headers: { ...headers, "content-type": "text/html; charset=utf-8" } });
  }
  return Response.json({ error: BUSY_MESSAGE, retryAfter: retryAfterS }, { status: 503, headers });
}

/**
 * A counting semaphore with a bounded, time-limited queue: `acquire` never waits past `waitMs`.
 * With `perOwner`, one owner (a person) holds at most that many slots and waits in line for at most
 * `perOwnerQueue` more; a freed slot goes to the longest-waiting owner still under their share.
 */
export function createGate(o: { capacity: number; queue: number; waitMs: number; perOwner?: number; perOwnerQueue?: number }) {
  const per = o.perOwner ?? Infinity;
  const perQueue = o.perOwnerQueue ?? o.queue;
  let running = 0;
  const held = new Map<string, number>();
  const waiting: { owner: string; grant: () => void; timer: ReturnType<typeof setTimeout> }[] = [];
  const under = (owner: string) => (held.get(owner) ?? 0) < per;
  const take = (owner: string) => { running++; held.set(owner, (held.get(owner) ?? 0) + 1); };
  const drop = (owner: string) => {
    running--;
    const n = (held.get(owner) ?? 1) - 1;
    if (n > 0) held.set(owner, n); else held.delete(owner);
  };
  const pump = () => {
    while (running < o.capacity) {
      const i = waiting.findIndex((w) => under(w.owner));
      if (i < 0) return;
      const [next] = waiting.splice(i, 1);
      clearTimeout(next.timer);
      take(next.owner);
      next.grant();
    }
  };
  /** Resolves to a release function (idempotent), or null when the queue is full or the wait ran out. */
  async function acquire(owner = ""): Promise<(() => void) | null> {
    const once = () => { let done = false; return () => { if (!done) { done = true; drop(owner); pump(); } }; };
    if (running < o.capacity && under(owner)) { take(owner); return once(); }
    if (waiting.length >= o.queue || waiting.filter((w) => w.owner === owner).length >= perQueue) return null;
    return new Promise((resolve) => {
      const entry = {
        owner,
        grant: () => resolve(once()),
        timer: setTimeout(() => { waiting.splice(waiting.indexOf(entry), 1); resolve(null); }, o.waitMs),
      };
      waiting.push(entry);
    });
  }
  return { acquire, stats: () => ({ running, waiting: waiting.length }) };
}

export interface LimitOptions {
  /** Heavy requests served at once; the rest wait in line. */
  capacity?: number;
  /** How many may wait in line; one more is refused at once. */
  queue?: number;
  /** How long one may wait for a slot before it is refused. */
  waitMs?: number;
  /** Retry-After on a refusal, in seconds. */
  retryAfterS?: number;
  /** A slot is freed after this long even if its stream never ends (a safety net, never a leak). */
  maxHoldMs?: number;
  /** Who a request's slot counts against (the person); without it every request shares one account. */
  ownerOf?: (request: Request, server: Pick<Server<unknown>, "requestIP"> | null) => string;
  /** Slots one owner may hold at once (default: a quarter of capacity, at least 1, when ownerOf is set). */
  perOwner?: number;
  /** Requests one owner may have waiting in line (default: a sixteenth of the queue, at least 2). */
  perOwnerQueue?: number;
}

/** Requests that cost real work: questions, chat turns, uploads. Pages and static files are never held. */
export const isHeavy = (r: Request): boolean =>
  r.method !== "GET" && r.method !== "HEAD" && /^\/(api\/ask|api\/documents|c\/[^/]+\/(messages|option|skill\/leave))/.test(new URL(r.url).pathname);

/** Wraps a streamed body so `done` runs when it ends, fails or the client goes away. */
function onBodyEnd(res: Response, done: () => void): Response {
  if (!res.body) { done(); return res; }
  const reader = res.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(c) {
      try {
        const { value, done: end } = await reader.read();
        if (end) { done(); c.close(); } else c.enqueue(value);
      } catch (err) { done(); c.error(err); }
    },
    cancel(reason) { done(); return reader.cancel(reason); },
  });
  return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
}

/**
 * Holds heavy requests to `capacity` at a time (and one person to their share), streams included (a chat answer keeps its slot until
 * the stream ends). Beyond it a request waits up to `waitMs` in a bounded line, then gets 503 with
 * Retry-After and «Сервер занят, повторите через несколько секунд» — never a hang.
 */
export function concurrencyLimit(opts: LimitOptions = {}) {
  const o = { capacity: 16, queue: 256, waitMs: 5000, retryAfterS: 5, maxHoldMs: 15 * 60_000, ...opts };
  const gate = createGate({
    ...o,
    perOwner: o.ownerOf ? (o.perOwner ?? Math.max(1, Math.floor(o.capacity / 4))) : undefined,
    perOwnerQueue: o.ownerOf ? (o.perOwnerQueue ?? Math.max(2, Math.floor(o.queue / 16))) : undefined,
  });
  const slots = new WeakMap<Request, { release: () => void; streaming: boolean }>();
  return new Elysia({ name: "concurrency-limit" })
    .decorate("gate", gate)
    // Taken just before the handler, after routing, gates and validation: a request another hook refuses
    // (sign-in gate, bad body) never holds a slot, since no later hook would give it back.
    .onBeforeHandle({ as: "global" }, async ({ request, server }) => {
      if (!isHeavy(request) || slots.has(request)) return;
      const release = await gate.acquire(o.ownerOf?.(request, server) ?? "");
      if (!release) return busyResponse(request, o.retryAfterS);
      const safety = setTimeout(release, o.maxHoldMs);
      slots.set(request, { release: () => { clearTimeout(safety); release(); }, streaming: false });
    })
    .onAfterHandle({ as: "global" }, ({ request, response }) => {
      const slot = slots.get(request);
      if (!slot || !(response instanceof Response) || !response.body) return;
      slot.streaming = true;
      return onBodyEnd(response, slot.release);
    })
    .onAfterResponse({ as: "global" }, ({ request }) => {
      const slot = slots.get(request);
      if (slot && !slot.streaming) slot.release();
    });
}

/**
 * Request body limits: the app refuses a declared body over `app` bytes itself (413 with plain words
 * and every security header); Bun's own cap (`server`, its bare 413 without headers or body) sits
 * well above, only for a body that declares no length and streams past it.
 */
export const bodyLimits = (maxUploadMb: number) => {
  const app = (maxUploadMb + 5) * 1048576; // the files plus multipart overhead and form fields
  return { app, server: app * 2 + 16 * 1048576 };
};

/** Refuses a request whose Content-Length is over the limit before anything reads it. */
export const bodyLimit = (maxUploadMb: number) => {
  const { app } = bodyLimits(maxUploadMb);
  const message = `Запрос слишком большой: файлы вместе не больше ${maxUploadMb} МБ (MAX_UPLOAD_MB)`;
  return new Elysia({ name: "body-limit" }).onRequest(({ request }) => {
    const length = Number(request.headers.get("content-length") ?? 0);
    if (!(length > app)) return;
    const headers = { ...SECURITY_HEADERS, connection: "close" };
    if (request.headers.get(HX.request) === "true") {
      return new Response(`<div class="error" role="alert">${message}</div>`, { status: 413, headers: { ...headers, "content-type": "text/html; charset=utf-8" } });
    }
    return Response.json({ error: message }, { status: 413, headers });
  });
};
