import { describe, expect, it } from "bun:test";
import { testApp } from "../helpers/app.ts";
import { createRateLimiter } from "../../src/admin/rate-limit.ts";
import { adminApp, client, PASSWORD } from "./helpers.ts";

describe("admin sign-in", () => {
  it("refuses a wrong password with 401, then rate-limits the address and account with 429 even for the right one", async () => {
    const { app } = await testApp({ ADMIN_PASSWORD: PASSWORD });
    const c = client(app);
    for (let i = 0; i < 5; i++) expect((await c.signIn("wrong password")).status).toBe(401);
    const limited = await c.signIn(PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.text()).toContain("Слишком много попыток");
    expect(c.jar.has("admin_session")).toBe(false);
  });

  it("counts failures per address and account, and forgets them after the window", () => {
    let now = 0;
    const l = createRateLimiter({ max: 3, windowMs: 1000, now: () => now });
    for (let i = 0; i < 3; i++) l.fail("1.1.1.1|admin");
    expect(l.retryAfter("1.1.1.1|admin")).toBe(1);
    expect(l.retryAfter("2.2.2.2|admin")).toBe(0);
    now = 1001;
    expect(l.retryAfter("1.1.1.1|admin")).toBe(0);
  });

  it("signs in with a session cookie that is HttpOnly and SameSite=Strict, stores only an argon2id hash, signs out", async () => {
    const { app, services } = await testApp({ ADMIN_PASSWORD: PASSWORD });
    const c = client(app);
    const res = await c.signIn();
    expect(res.status).toBe(303);
    const cookie = res.headers.getSetCookie().find((x) => x.startsWith("admin_session="))!;
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    const row = services.db.query("SELECT password_hash FROM admin_accounts").get() as { password_hash: string };
    expect(row.password_hash).toStartWith("$argon2id$");
    expect(row.password_hash).not.toContain(PASSWORD);
    expect(JSON.stringify(services.db.query("SELECT * FROM admin_sessions").all())).not.toContain(c.jar.get("admin_session")!);
    expect((await c.get("/admin")).status).toBe(200);
    expect((await c.post("/admin/logout")).status).toBe(303);
    expect((await c.get("/admin")).status).toBe(303);
  });

  it("asks the first password only through the operator's setup link, and only once", async () => {
    const { app, services } = await testApp();
    const token = (await services.admin.auth.setupToken())!;
    const c = client(app);
    const page = await (await c.get(`/admin/setup?token=${token}`)).text();
    expect(page).toContain('action="/admin/setup"');
    const pre = /name="_csrf" value="([^"]+)"/.exec(page)![1];
    expect((await c.post("/admin/setup", new URLSearchParams({ password: "short", confirm: "short", token, _csrf: pre }))).status).toBe(400);
    const ok = await c.post("/admin/setup", new URLSearchParams({ password: PASSWORD, confirm: PASSWORD, token, _csrf: pre }));
    expect(ok.status).toBe(303);
    expect((await c.get("/admin")).status).toBe(200);
    const other = client(app);
    const p2 = await (await other.get("/admin/login")).text();
    expect(p2).not.toContain('action="/admin/setup"');
    const pre2 = /name="_csrf" value="([^"]+)"/.exec(p2)![1];
    expect((await other.post("/admin/setup", new URLSearchParams({ password: "someone else's pw", confirm: "someone else's pw", token, _csrf: pre2 }))).status).toBe(303);
    expect(other.jar.has("admin_session")).toBe(false);
    expect(await services.admin.auth.verify(PASSWORD)).toBe(true);
  });

  it("refuses a sign-in form without its CSRF token (403) and never redirects outside the admin area", async () => {
    const { app } = await testApp({ ADMIN_PASSWORD: PASSWORD });
    const c = client(app);
    await c.get("/admin/login");
    expect((await c.post("/admin/login", new URLSearchParams({ password: PASSWORD }))).status).toBe(403);
    const page = await (await c.get("/admin/login?next=//evil.example/admin")).text();
    expect(page).toContain('name="next" value="/admin"');
  });
});

describe("CSRF and API tokens", () => {
  it("refuses a state change from a signed-in admin without the CSRF token with 403; the header or the _csrf field pass", async () => {
    const { admin } = await adminApp();
    const body = () => new URLSearchParams({ name: "script" });
    expect((await admin.post("/admin/tokens", body(), { noCsrf: true })).status).toBe(403);
    expect((await admin.post("/admin/tokens", new URLSearchParams({ name: "x", _csrf: "forged" }), { noCsrf: true })).status).toBe(403);
    expect((await admin.post("/admin/tokens", body())).status).toBe(200);
    expect((await admin.post("/admin/tokens", new URLSearchParams({ name: "form", _csrf: admin.csrf! }), { noCsrf: true })).status).toBe(200);
    expect((await admin.send("/admin/documents/1", { method: "DELETE", noCsrf: true })).status).toBe(403);
  });

  it("lets a script in with a Bearer token created in the admin area, and out once it is revoked", async () => {
    const { app, admin } = await adminApp();
    const html = await (await admin.post("/admin/tokens", new URLSearchParams({ name: "nightly upload" }))).text();
    const token = /<pre id="new-token">([^<]+)<\/pre>/.exec(html)![1];
    const call = (t: string) => app.handle(new Request("http://localhost/api/skills", { headers: { authorization: `Bearer ${t}` } }));
    expect((await call(token)).status).toBe(200);
    const up = await app.handle(new Request("http://localhost/api/documents", { method: "POST", headers: { authorization: `Bearer ${token}` }, body: (() => { const f = new FormData(); f.append("files", new File(["# A\n\n## B\n\nтекст раздела"], "a.md")); return f; })() }));
    expect(up.status).toBe(201);
    const id = /\/admin\/tokens\/(\d+)\/revoke/.exec(html)![1];
    expect((await admin.post(`/admin/tokens/${id}/revoke`)).status).toBe(200);
    expect((await call(token)).status).toBe(401);
  });
});
