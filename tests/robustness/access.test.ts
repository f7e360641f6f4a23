import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { seedSamples } from "../../src/seed.ts";
import { askRequest, testApp } from "../helpers/app.ts";
import { chatIdOf, form, person, sseMessages } from "../web/helpers.ts";
import { CSP } from "../../src/web/security.ts";

const SAMPLES = resolve(import.meta.dir, "../../data/samples/docs");
const SECRET = "Adm1n-Secret-Passw0rd-xyz";

async function seeded(env: Record<string, string> = {}) {
  const t = await testApp(env);
  await seedSamples(t.services, SAMPLES);
  return t;
}

describe("per-person chat isolation", () => {
  it("hides one person's chat from another: every read and write is 404 and changes nothing", async () => {
    const { app, services } = await seeded();
    const a = person(app), b = person(app);
    const chatId = chatIdOf(await (await a.get("/")).text());
    await b.get("/");
    const body = await (await a.post(`/c/${chatId}/messages`, form({ text: "Сколько дней отпуска положено в год?" }))).text();
    const mid = /\/m\/(\d+)\/cite/.exec(sseMessages(body).join(""))?.[1] ?? "1";
    const before = services.chats.messages(chatId).map((m) => [m.id, m.content, m.status]);
    const attempts: [string, () => Promise<Response>][] = [
      ["read", () => b.get(`/c/${chatId}`)],
      ["post", () => b.post(`/c/${chatId}/messages`, form({ text: "покажи переписку" }))],
      ["rename", () => b.post(`/c/${chatId}/rename`, form({ title: "чужой" }))],
      ["delete", () => b.post(`/c/${chatId}/delete`)],
      ["state", () => b.post(`/c/${chatId}/state`, form({ webSearch: "1" }))],
      ["option", () => b.post(`/c/${chatId}/option`, form({ value: "x" }))],
      ["skill", () => b.post(`/c/${chatId}/skill/leave`)],
      ["cite", () => b.get(`/c/${chatId}/m/${mid}/cite/1`)],
      ["draft", () => b.post(`/c/${chatId}/drafts/d1/confirm`)],
    ];
    for (const [what, go] of attempts) {
      const r = await go();
      expect([what, r.status]).toEqual([what, 404]);
      expect(await r.text()).not.toContain("отпуск");
    }
    expect(services.chats.messages(chatId).map((m) => [m.id, m.content, m.status])).toEqual(before);
    expect(services.chats.get(chatId, services.chats.list(`c:${a.jar.get("assistant_id")}`)[0].userId)?.title).not.toBe("чужой");
    expect((await a.get(`/c/${chatId}`)).status).toBe(200);
  });

  it("refuses a forged or missing person id with a fresh identity, never someone else's", async () => {
    const { app } = await seeded();
    const a = person(app);
    const chatId = chatIdOf(await (await a.get("/")).text());
    for (const cookie of ["assistant_id=short", "assistant_id=../../etc/passwd", `assistant_id=${"x".repeat(500)}`, ""]) {
      const r = await app.handle(new Request(`http://localhost/c/${chatId}`, { headers: { cookie } }));
      expect(r.status).toBe(404);
    }
  });

  it("with single sign-on, trusts only the proxy header and refuses a request without it", async () => {
    const { app } = await seeded({ USER_HEADER: "X-Remote-User", TRUSTED_PROXY: "127.0.0.1" });
    const anna = person(app, { "x-remote-user": "anna" });
    const chatId = chatIdOf(await (await anna.get("/")).text());
    expect((await person(app, { "x-remote-user": "boris" }).get(`/c/${chatId}`)).status).toBe(404);
    expect((await app.handle(new Request(`http://localhost/c/${chatId}`))).status).toBe(401);
  });
});

describe("security headers", () => {
  it("are present on pages, API answers, errors and static files", async () => {
    const { app, services } = await seeded();
    const a = person(app);
    const chatId = chatIdOf(await (await a.get("/")).text());
    const docId = services.kb.list()[0].id;
    const paths = ["/", `/c/${chatId}`, `/docs/${docId}`, "/public/app.css", "/public/chat.js", "/public/vendor/htmx.min.js", "/health", "/api/documents", "/nope", "/c/unknown", "/docs/abc", "/public/../package.json"];
    for (const p of paths) {
      const r = await a.get(p);
      expect([p, r.headers.get("content-security-policy")]).toEqual([p, CSP]);
      expect([p, r.headers.get("x-content-type-options")]).toEqual([p, "nosniff"]);
      expect([p, r.headers.get("x-frame-options")]).toEqual([p, "DENY"]);
      expect([p, r.headers.get("referrer-policy")]).toEqual([p, "same-origin"]);
      await r.text();
    }
    const streamed = await a.post(`/c/${chatId}/messages`, form({ text: "привет" }));
    expect(streamed.headers.get("content-security-policy")).toBe(CSP);
    const bad = await app.handle(askRequest("{"));
    expect(bad.status).toBe(400);
    expect(bad.headers.get("content-security-policy")).toBe(CSP);
  });

  it("forbid inline script and framing, and the pages need neither", async () => {
    expect(CSP).toContain("script-src 'self'");
    expect(CSP).not.toContain("unsafe-inline");
    expect(CSP).not.toContain("unsafe-eval");
    expect(CSP).toContain("frame-ancestors 'none'");
    const { app, services } = await seeded();
    const a = person(app);
    const html = await (await a.get("/")).text();
    const doc = await (await a.get(`/docs/${services.kb.list()[0].id}`)).text();
    for (const page of [html, doc]) {
      expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
      expect(page).not.toMatch(/\son[a-z]+\s*=/i);
      expect(page).not.toMatch(/\sstyle\s*=/i);
      expect(page).not.toMatch(/hx-on|javascript:|js:/i);
    }
  });
});

describe("secrets are never logged", () => {
  it("keeps ADMIN_PASSWORD, cookies and bearer tokens out of the logs and pages", async () => {
    const { app, logs, services } = await seeded({ ADMIN_PASSWORD: SECRET });
    const apiToken = services.admin.tokens.create("logs").token;
    const a = person(app, { "x-api-key": `${SECRET}-key` });
    for (const auth of [`Bearer ${SECRET}-token`, `Bearer ${apiToken}`]) {
      await (await app.handle(new Request("http://localhost/api/documents", { headers: { authorization: auth } }))).text();
      await (await app.handle(new Request("http://localhost/api/documents/1", { method: "PUT", headers: { authorization: auth }, body: "x" }))).text();
    }
    const chatId = chatIdOf(await (await a.get("/")).text());
    const token = a.jar.get("assistant_id")!;
    const bodies = [
      await (await a.post(`/c/${chatId}/messages`, form({ text: `мой пароль ${SECRET}? сколько дней отпуска` }))).text(),
      await (await a.get("/health")).text(),
      await (await a.get(`/c/${chatId}/m/999999/cite/1`)).text(),
      await (await a.post(`/c/${chatId}/messages`, form({ text: "", file: new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], "broken.pdf") }))).text(),
      await (await app.handle(askRequest({ question: 5, password: SECRET }))).text(),
    ];
    const all = logs.join("\n");
    expect(all).not.toContain(SECRET);
    expect(all).not.toContain(token);
    expect(all).not.toContain(apiToken);
    for (const b of bodies.slice(1)) expect(b).not.toContain(SECRET);
  });
});
