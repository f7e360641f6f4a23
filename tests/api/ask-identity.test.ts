import { describe, expect, it } from "bun:test";
import { askRequest, testApp } from "../helpers/app.ts";
import { NO_PERSON } from "../../src/web/api/ask/index.ts";
import { adminApp } from "../admin/helpers.ts";

const ask = (headers: Record<string, string>) =>
  new Request("http://localhost/api/ask", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ question: "Сколько дней отпуска?" }) });

describe("POST /api/ask needs a person", () => {
  it("refuses a request that names nobody with 401 and plain words, before reading its body", async () => {
    const { app } = await testApp();
    const res = await app.handle(ask({}));
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe(NO_PERSON);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    for (const cookie of ["assistant_id=short", `assistant_id=${"x".repeat(500)}`]) expect((await app.handle(ask({ cookie }))).status).toBe(401);
    expect((await app.handle(ask({ authorization: "Bearer cat_forged" }))).status).toBe(401);
  });

  it("answers the chat's person cookie, an API token and a signed-in admin", async () => {
    const { app, services, admin } = await adminApp();
    expect((await app.handle(askRequest({ question: "Сколько дней отпуска?" }))).status).toBe(200);
    const { token } = services.admin.tokens.create("script");
    expect((await app.handle(ask({ authorization: `Bearer ${token}` }))).status).toBe(200);
    const session = `admin_session=${admin.jar.get("admin_session")}`;
    expect((await app.handle(ask({ cookie: session }))).status).toBe(200);
  });

  it("with USER_HEADER, answers the header only from a TRUSTED_PROXY address", async () => {
    const proxied = await testApp({ USER_HEADER: "X-Remote-User", TRUSTED_PROXY: "127.0.0.1" });
    expect((await proxied.app.handle(ask({ "x-remote-user": "anna" }))).status).toBe(200);
    expect((await proxied.app.handle(ask({}))).status).toBe(401);
    const elsewhere = await testApp({ USER_HEADER: "X-Remote-User", TRUSTED_PROXY: "10.9.9.9" });
    expect((await elsewhere.app.handle(ask({ "x-remote-user": "anna" }))).status).toBe(401);
  });
});

describe("USER_HEADER from outside the proxy", () => {
  it("is refused over a real socket when the peer is not a TRUSTED_PROXY, and believed when it is", async () => {
    for (const [proxy, expected] of [["10.9.9.9", 401], ["127.0.0.1", 200]] as const) {
      const { app } = await testApp({ USER_HEADER: "X-Remote-User", TRUSTED_PROXY: proxy });
      const server = app.listen({ hostname: "127.0.0.1", port: 0 });
      try {
        const res = await fetch(`http://127.0.0.1:${server.server!.port}/`, { headers: { "x-remote-user": "director" } });
        expect([proxy, res.status]).toEqual([proxy, expected]);
      } finally {
        await server.stop(true);
      }
    }
  });
});
