import { describe, expect, it } from "bun:test";
import { testApp } from "../helpers/app.ts";
import { createRateLimiter } from "../../src/admin/rate-limit.ts";
import { BASE, PASSWORD } from "./helpers.ts";

type App = Awaited<ReturnType<typeof testApp>>["app"];

/** One sign-in attempt with its own pre-session token, optionally through a proxy's X-Forwarded-For. */
async function attempt(app: App, password: string, xff?: string): Promise<number> {
  const headers: Record<string, string> = xff ? { "x-forwarded-for": xff } : {};
  const page = await app.handle(new Request(`${BASE}/admin/login`, { headers }));
  const pre = /name="_csrf" value="([^"]+)"/.exec(await page.text())![1];
  const cookie = page.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const res = await app.handle(new Request(`${BASE}/admin/login`, { method: "POST", headers: { ...headers, cookie }, body: new URLSearchParams({ password, _csrf: pre }) }));
  return res.status;
}

describe("sign-in limiter", () => {
  it("counts before it checks: of 40 parallel wrong guesses only 5 reach the password check", async () => {
    const { app } = await testApp({ ADMIN_PASSWORD: PASSWORD });
    const statuses = await Promise.all(Array.from({ length: 40 }, () => attempt(app, "wrong guess")));
    expect(statuses.filter((s) => s === 401).length).toBe(5);
    expect(statuses.filter((s) => s === 429).length).toBe(35);
  });

  it("behind a TRUSTED_PROXY keys by the client's address (the proxy's last X-Forwarded-For hop), so one client cannot lock out another", async () => {
    const { app } = await testApp({ ADMIN_PASSWORD: PASSWORD, TRUSTED_PROXY: "127.0.0.1" });
    for (let i = 0; i < 5; i++) expect(await attempt(app, "wrong", "203.0.113.7")).toBe(401);
    expect(await attempt(app, PASSWORD, "203.0.113.7")).toBe(429);
    // a forged first hop does not give the attacker a fresh key: the proxy appended the real one last
    expect(await attempt(app, "wrong", "198.51.100.1, 203.0.113.7")).toBe(429);
    expect(await attempt(app, PASSWORD, "192.0.2.10")).toBe(303);
  });

  it("ignores X-Forwarded-For when no TRUSTED_PROXY is set: a client cannot mint new keys with it", async () => {
    const { app } = await testApp({ ADMIN_PASSWORD: PASSWORD });
    for (let i = 0; i < 5; i++) expect(await attempt(app, "wrong", `198.51.100.${i}`)).toBe(401);
    expect(await attempt(app, "wrong", "198.51.100.99")).toBe(429);
  });

  it("also limits the account across all addresses, so guessing from many addresses is bounded too", async () => {
    const { app, services } = await testApp({ ADMIN_PASSWORD: PASSWORD, TRUSTED_PROXY: "127.0.0.1" });
    for (let i = 0; i < 3; i++) expect(await attempt(app, "wrong", `10.1.0.${i}`)).toBe(401);
    // the rest of the account's allowance used up from elsewhere (argon2 checks are slow to repeat here)
    while (services.admin.accountLimiter.hit("admin") === 0);
    expect(await attempt(app, PASSWORD, "10.2.0.1")).toBe(429);
    expect(services.admin.signInLimiter.retryAfter("10.2.0.1|admin")).toBe(0);
  });

  it("hit() lets exactly max attempts through in one synchronous step and undo() gives one back", () => {
    const l = createRateLimiter({ max: 3, windowMs: 1000, now: () => 0 });
    expect([l.hit("k"), l.hit("k"), l.hit("k"), l.hit("k")].map((w) => w > 0)).toEqual([false, false, false, true]);
    l.undo("k");
    expect(l.hit("k")).toBe(0);
  });
});

describe("guesses from many addresses cannot lock the admin out", () => {
  it("after the account-wide limit is spent, a browser the admin signed in from before still signs in with the right password", async () => {
    const { app } = await testApp({ ADMIN_PASSWORD: PASSWORD, TRUSTED_PROXY: "127.0.0.1" });
    // The admin signs in once from their browser and keeps its device cookie.
    const page = await app.handle(new Request(`${BASE}/admin/login`, { headers: { "x-forwarded-for": "192.0.2.1" } }));
    const pre = /name="_csrf" value="([^"]+)"/.exec(await page.text())![1];
    let cookie = page.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const ok = await app.handle(new Request(`${BASE}/admin/login`, { method: "POST", headers: { "x-forwarded-for": "192.0.2.1", cookie }, body: new URLSearchParams({ password: PASSWORD, _csrf: pre }) }));
    expect(ok.status).toBe(303);
    const device = ok.headers.getSetCookie().find((c) => c.startsWith("admin_device="))!.split(";")[0];
    // An attacker spends the account's 50 attempts from ten addresses.
    for (let a = 0; a < 10; a++) for (let i = 0; i < 5; i++) await attempt(app, "wrong", `203.0.113.${a}`);
    expect(await attempt(app, PASSWORD, "198.51.100.50")).toBe(429); // a new browser waits
    const again = await app.handle(new Request(`${BASE}/admin/login`, { headers: { "x-forwarded-for": "192.0.2.1", cookie: device } }));
    const pre2 = /name="_csrf" value="([^"]+)"/.exec(await again.text())![1];
    cookie = [device, ...again.headers.getSetCookie().map((c) => c.split(";")[0])].join("; ");
    const back = await app.handle(new Request(`${BASE}/admin/login`, { method: "POST", headers: { "x-forwarded-for": "192.0.2.1", cookie }, body: new URLSearchParams({ password: PASSWORD, _csrf: pre2 }) }));
    expect(back.status).toBe(303);
  }, 180_000); // 51 password checks (a memory-hard hash each): a minute and more when the two cores are shared
});
