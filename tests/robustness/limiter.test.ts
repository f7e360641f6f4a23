import { describe, expect, it } from "bun:test";
import { Elysia, t } from "elysia";
import { BUSY_MESSAGE, concurrencyLimit, createGate, securityHeaders } from "../../src/web/security.ts";

/** A tiny app whose heavy route streams for `ms` before ending. */
function slowApp(opts: Parameters<typeof concurrencyLimit>[0], ms: number) {
  let active = 0;
  let peak = 0;
  const app = new Elysia().use(securityHeaders()).use(concurrencyLimit(opts))
    .post("/api/ask", () => {
      active++; peak = Math.max(peak, active);
      return new Response(new ReadableStream({
        async pull(c) { await Bun.sleep(ms); active--; c.enqueue(new TextEncoder().encode("ok")); c.close(); },
      }));
    })
    .get("/", () => "page");
  return { app, peak: () => peak };
}
const ask = () => new Request("http://localhost/api/ask", { method: "POST" });

describe("concurrency gate", () => {
  it("grants up to capacity, queues the rest and refuses past the queue", async () => {
    const gate = createGate({ capacity: 2, queue: 1, waitMs: 1000 });
    const a = await gate.acquire(), b = await gate.acquire();
    const queued = gate.acquire();
    expect(await gate.acquire()).toBeNull();
    a!(); a!(); // releasing twice frees one slot only
    expect(typeof (await queued)).toBe("function");
    expect(gate.stats()).toEqual({ running: 2, waiting: 0 });
    b!();
  });

  it("refuses a queued request once its wait runs out", async () => {
    const gate = createGate({ capacity: 1, queue: 5, waitMs: 30 });
    await gate.acquire();
    const t0 = performance.now();
    expect(await gate.acquire()).toBeNull();
    expect(performance.now() - t0).toBeLessThan(500);
    expect(gate.stats().waiting).toBe(0);
  });
});

describe("concurrency limit on the app", () => {
  it("holds a streamed answer's slot until its stream ends, so at most capacity run at once", async () => {
    const { app, peak } = slowApp({ capacity: 3, queue: 50, waitMs: 5000 }, 40);
    const res = await Promise.all(Array.from({ length: 12 }, () => app.handle(ask()).then(async (r) => [r.status, await r.text()])));
    expect(res.every(([s, t]) => s === 200 && t === "ok")).toBe(true);
    expect(peak()).toBeLessThanOrEqual(3);
  });

  it("answers 503 with Retry-After and plain words when the line is full, never hanging", async () => {
    const { app } = slowApp({ capacity: 1, queue: 1, waitMs: 2000, retryAfterS: 7 }, 150);
    const t0 = performance.now();
    const all = await Promise.all(Array.from({ length: 6 }, () => app.handle(ask()).then(async (r) => ({ r, text: await r.text() }))));
    const busy = all.filter((x) => x.r.status === 503);
    expect(busy.length).toBe(4);
    expect(all.filter((x) => x.text === "ok").length).toBe(2);
    expect(busy[0].r.headers.get("retry-after")).toBe("7");
    expect(busy[0].r.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(JSON.parse(busy[0].text).error).toBe(BUSY_MESSAGE);
    expect(performance.now() - t0).toBeLessThan(2000);
  });

  it("speaks HTML to htmx when busy", async () => {
    const { app } = slowApp({ capacity: 1, queue: 0, waitMs: 10 }, 100);
    const first = app.handle(ask());
    const r = await app.handle(new Request("http://localhost/api/ask", { method: "POST", headers: { "hx-request": "true" } }));
    expect(r.status).toBe(503);
    expect(await r.text()).toContain(BUSY_MESSAGE);
    await (await first).text();
  });

  it("never holds pages: a GET passes while every slot is taken", async () => {
    const { app } = slowApp({ capacity: 1, queue: 0, waitMs: 10 }, 200);
    const first = app.handle(ask());
    const page = await app.handle(new Request("http://localhost/"));
    expect(page.status).toBe(200);
    await (await first).text();
  });

  it("never holds a slot for a request a later gate or validation refuses", async () => {
    const app = new Elysia().use(concurrencyLimit({ capacity: 1, queue: 0, waitMs: 10 }))
      .onRequest(({ request }) => (request.headers.get("x-deny") ? new Response("no", { status: 401 }) : undefined))
      .post("/api/ask", ({ body }) => body, { body: t.Object({ q: t.String() }) });
    for (let i = 0; i < 5; i++) {
      expect((await app.handle(new Request("http://localhost/api/ask", { method: "POST", headers: { "x-deny": "1" } }))).status).toBe(401);
      expect((await app.handle(new Request("http://localhost/api/ask", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }))).status).toBe(422);
    }
    const ok = await app.handle(new Request("http://localhost/api/ask", { method: "POST", headers: { "content-type": "application/json" }, body: '{"q":"x"}' }));
    expect(ok.status).toBe(200);
    await Bun.sleep(5); // afterResponse runs just after the response is handed over
    expect((await app.handle(new Request("http://localhost/api/ask", { method: "POST", headers: { "content-type": "application/json" }, body: '{"q":"y"}' }))).status).toBe(200);
  });

  it("frees the slot when the client goes away mid-stream", async () => {
    const { app } = slowApp({ capacity: 1, queue: 0, waitMs: 10 }, 100);
    const r = await app.handle(ask());
    await r.body!.cancel();
    await Bun.sleep(5);
    expect((await app.handle(ask())).status).toBe(200);
  });
});

describe("fair share of answer slots", () => {
  it("keeps one owner to their share, so another owner gets a free slot at once", async () => {
    const gate = createGate({ capacity: 4, queue: 10, waitMs: 200, perOwner: 2 });
    const a1 = await gate.acquire("anna"), a2 = await gate.acquire("anna");
    const a3 = gate.acquire("anna");
    expect(await gate.acquire("boris")).not.toBeNull();
    expect(gate.stats()).toEqual({ running: 3, waiting: 1 });
    a1!();
    expect(typeof (await a3)).toBe("function");
    a2!();
  });

  it("limits how many one owner may have waiting in line", async () => {
    const gate = createGate({ capacity: 1, queue: 10, waitMs: 100, perOwner: 1, perOwnerQueue: 2 });
    await gate.acquire("anna");
    const waiting = [gate.acquire("anna"), gate.acquire("anna")];
    expect(await gate.acquire("anna")).toBeNull();
    expect(gate.stats().waiting).toBe(2);
    await Promise.all(waiting);
  });

  it("lets a second person's question through while one person floods the app's 16 slots", async () => {
    const { app, peak } = slowApp({ ownerOf: (r) => r.headers.get("x-who") ?? "" }, 100);
    const who = (name: string) => new Request("http://localhost/api/ask", { method: "POST", headers: { "x-who": name } });
    const done: string[] = [];
    const flood = Array.from({ length: 40 }, () => app.handle(who("anna")).then(async (r) => { if ((await r.text()) === "ok") done.push("anna"); }));
    await Bun.sleep(10);
    const boris = app.handle(who("boris")).then(async (r) => { done.push(`boris ${await r.text()}`); });
    await Promise.all([...flood, boris]);
    expect(done.indexOf("boris ok")).toBeLessThanOrEqual(4);
    expect(peak()).toBeLessThanOrEqual(5);
  });
});
