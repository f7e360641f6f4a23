import { describe, expect, it } from "bun:test";
import { askRequest, testApp } from "../helpers/app.ts";
import { isAdminPath } from "../../src/web/admin/gate.ts";
import { BASE, client } from "./helpers.ts";

const sample = (path: string) => path.replace(/(.)\/$/, "$1").replace(/:id\b/g, "1").replace(/:name\b/g, "outcomes").replace(/:[a-zA-Z]+/g, "x").replace(/\*$/, "x");

describe("the admin gate", () => {
  it("answers every admin page and admin API with 401 or a redirect to sign-in when nobody signed in — employees included", async () => {
    const { app } = await testApp({ ADMIN_PASSWORD: "a long enough password" });
    const employee = client(app);
    await employee.get("/"); // an employee's chat cookie: not an admin
    expect([...employee.jar.keys()]).toContain("assistant_id");
    const routes = app.routes.filter((r) => isAdminPath(sample(r.path)));
    // every page of the issue and every admin-only API is behind the gate
    for (const p of ["/admin", "/admin/routing", "/admin/documents", "/admin/skills", "/admin/eval", "/admin/map", "/api/documents", "/api/skills", "/api/eval/runs", "/api/decisions"])
      expect(routes.some((r) => sample(r.path) === p)).toBe(true);
    expect(routes.length).toBeGreaterThan(40);
    for (const r of routes) {
      const path = sample(r.path) + (r.path.includes("compare") ? "?a=1&b=2" : "");
      for (const who of [null, employee]) {
        const init = { method: r.method, body: r.method === "GET" || r.method === "HEAD" ? undefined : new URLSearchParams({ x: "1" }) };
        const res = who ? await who.send(path, init) : await app.handle(new Request(BASE + path, init));
        const ok = res.status === 401 || (res.status === 303 && res.headers.get("location")!.startsWith("/admin/login"));
        if (!ok) throw new Error(`${r.method} ${path} answered ${res.status} without sign-in`);
      }
    }
    // htmx requests get 401 with a client-side redirect to sign-in
    const hx = await app.handle(new Request(`${BASE}/admin/routing/rows`, { headers: { "hx-request": "true" } }));
    expect(hx.status).toBe(401);
    expect(hx.headers.get("hx-redirect")).toStartWith("/admin/login");
    // pages redirect and remember where the admin was going
    const page = await app.handle(new Request(`${BASE}/admin/routing?guard=x`));
    expect(page.headers.get("location")).toBe(`/admin/login?next=${encodeURIComponent("/admin/routing?guard=x")}`);
  });

  it("leaves the sign-in page and the chat open, and /api/ask to any person (no admin needed)", async () => {
    const { app } = await testApp();
    for (const p of ["/admin/login", "/", "/health"]) expect((await app.handle(new Request(BASE + p))).status).toBe(200);
    const ask = await app.handle(askRequest({ question: "Сколько дней отпуска?" }));
    expect(ask.status).toBe(200);
  });
});
