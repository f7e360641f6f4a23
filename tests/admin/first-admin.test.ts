import { describe, expect, it } from "bun:test";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { testApp } from "../helpers/app.ts";
import { publishSetupLink, SETUP_LINK_FILE } from "../../src/admin/setup-link.ts";
import { adminApp, BASE, client, PASSWORD } from "./helpers.ts";

type App = Awaited<ReturnType<typeof testApp>>["app"];

/** Opens a page for its pre-session token, then posts the setup form with `token`. */
async function trySetup(app: App, token: string, password = PASSWORD) {
  const c = client(app);
  const page = await (await c.get(`/admin/setup?token=${encodeURIComponent(token)}`)).text();
  const pre = /name="_csrf" value="([^"]+)"/.exec(page)?.[1] ?? "";
  const res = await c.post("/admin/setup", new URLSearchParams({ password, confirm: password, token, _csrf: pre }));
  return { c, res };
}

describe("the first admin is set by the operator", () => {
  it("refuses a visitor without the setup token: no form on /admin/login, 403 on /admin/setup, no password stored", async () => {
    const { app, services } = await testApp();
    const c = client(app);
    const login = await (await c.get("/admin/login")).text();
    expect(login).not.toContain('action="/admin/setup"');
    expect(login).toContain("admin-setup-link.txt");
    const pre = /name="_csrf" value="([^"]+)"/.exec(login)?.[1] ?? "";
    for (const token of ["", "guess", "A".repeat(43)]) {
      const res = await c.post("/admin/setup", new URLSearchParams({ password: PASSWORD, confirm: PASSWORD, token, _csrf: pre }));
      expect(res.status).toBe(403);
    }
    expect((await c.get("/admin/setup?token=guess")).status).toBe(403);
    expect(c.jar.has("admin_session")).toBe(false);
    expect(await services.admin.auth.hasPassword()).toBe(false);
  });

  it("writes the one-time link to DATA_DIR/state, readable by the service user only, and the link works", async () => {
    const { app, services, dataDir } = await testApp();
    const link = (await publishSetupLink(services.admin.auth, join(dataDir, "state"), "http://127.0.0.1:3000"))!;
    const file = join(dataDir, "state", SETUP_LINK_FILE);
    expect(readFileSync(file, "utf8").trim()).toBe(link);
    expect(statSync(file).mode & 0o077).toBe(0);
    const token = new URL(link).searchParams.get("token")!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const { res } = await trySetup(app, token);
    expect(res.status).toBe(303);
    expect(await publishSetupLink(services.admin.auth, join(dataDir, "state"), "http://x")).toBeNull();
  });

  it("gives exactly one of 10 racing clients with the token an admin session", async () => {
    const { app, services } = await testApp();
    const token = (await services.admin.auth.setupToken())!;
    const all = await Promise.all(Array.from({ length: 10 }, (_, i) => trySetup(app, token, `${PASSWORD} ${i}`)));
    const won = all.filter((x) => x.c.jar.has("admin_session"));
    expect(won.length).toBe(1);
    expect(all.filter((x) => x.res.status === 303 && x.res.headers.get("location") === "/admin").length).toBe(1);
    expect((services.db.query("SELECT COUNT(*) AS n FROM admin_sessions").get() as { n: number }).n).toBe(1);
    expect(await services.admin.auth.setupToken()).toBeNull();
  });

  it("makes no setup token when ADMIN_PASSWORD is set", async () => {
    const { services } = await testApp({ ADMIN_PASSWORD: PASSWORD });
    expect(await services.admin.auth.setupToken()).toBeNull();
  });
});

describe("a password change", () => {
  const change = (c: ReturnType<typeof client>, extra: Record<string, string> = {}) =>
    c.post("/admin/password", new URLSearchParams({ current: PASSWORD, next: "a brand new password", confirm: "a brand new password", ...extra }));

  it("ends every other admin session and keeps the one that changed it; tokens stay unless asked", async () => {
    const { app, admin } = await adminApp();
    const other = client(app);
    expect((await other.signIn()).status).toBe(303);
    const html = await (await admin.post("/admin/tokens", new URLSearchParams({ name: "script" }))).text();
    const token = /<pre id="new-token">([^<]+)<\/pre>/.exec(html)![1];
    expect((await change(admin)).status).toBe(200);
    expect((await other.get("/admin")).status).toBe(303);
    expect((await admin.get("/admin")).status).toBe(200);
    const call = await app.handle(new Request(`${BASE}/api/skills`, { headers: { authorization: `Bearer ${token}` } }));
    expect(call.status).toBe(200);
  });

  it("revokes every API token when the box is checked", async () => {
    const { app, admin } = await adminApp();
    const html = await (await admin.post("/admin/tokens", new URLSearchParams({ name: "script" }))).text();
    const token = /<pre id="new-token">([^<]+)<\/pre>/.exec(html)![1];
    const res = await change(admin, { revokeTokens: "on" });
    expect(await res.text()).toContain("API-токены отозваны");
    const call = await app.handle(new Request(`${BASE}/api/skills`, { headers: { authorization: `Bearer ${token}` } }));
    expect(call.status).toBe(401);
  });

  it("ends the sessions opened with the old ADMIN_PASSWORD when the operator changes it", async () => {
    const first = await adminApp();
    const again = await testApp({ ADMIN_PASSWORD: "the operator's new one" }, first.dataDir);
    await again.services.admin.auth.ready;
    const c = client(again.app);
    for (const [k, v] of first.admin.jar) c.jar.set(k, v);
    expect((await c.get("/admin")).status).toBe(303);
  });
});
