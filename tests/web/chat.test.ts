import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { seedSamples } from "../../src/seed.ts";
import { chatIdOf, form, person, scriptedModel, sseMessages, webApp } from "./helpers.ts";

const SAMPLES = resolve(import.meta.dir, "../../data/samples/docs");
const VACATION = "Сколько дней отпуска положено в год?";

describe("chat page", () => {
  it("renders the chat list, the input and the face line, and gives a new person a long HttpOnly cookie", async () => {
    const { app } = await webApp();
    const res = await person(app).get("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("assistant_id="))!;
    expect(cookie).toMatch(/assistant_id=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toMatch(/SameSite=Lax/i);
    const html = await res.text();
    expect(html).toContain('id="composer"');
    expect(html).toContain('id="sidebar"');
    expect(html).toContain("Работает встроенный ответчик");
    expect(html).toContain('lang="ru"');
    expect(html).toContain("/public/vendor/htmx.min.js");
  });

  it("speaks English by choice and remembers it", async () => {
    const { app } = await webApp();
    const p = person(app);
    expect(await (await p.get("/?lang=en")).text()).toContain("Send");
    expect(await (await p.get("/")).text()).toContain('lang="en"');
  });

  it("serves the assets and nothing outside them", async () => {
    const { app } = await webApp();
    const p = person(app);
    for (const u of ["/public/app.css", "/public/chat.js", "/public/vendor/htmx.min.js", "/public/vendor/hx-sse.min.js", "/public/vendor/chart.umd.min.js"]) {
      expect((await p.get(u)).status).toBe(200);
    }
    expect((await p.get("/public/../package.json")).status).toBe(404);
    expect((await p.get("/public/vendor/..%2F..%2Fpackage.json")).status).toBe(404);
  });
});

describe("identity", () => {
  it("a person never sees another person's chat: 404 for page, messages, rename, delete and citations", async () => {
    const { app } = await webApp();
    const alice = person(app);
    const bob = person(app);
    const id = chatIdOf(await (await alice.get("/")).text());
    expect(id).not.toBe("");
    await bob.get("/");
    expect((await bob.get(`/c/${id}`)).status).toBe(404);
    expect((await bob.post(`/c/${id}/messages`, form({ text: "hi" }))).status).toBe(404);
    expect((await bob.post(`/c/${id}/rename`, form({ title: "mine" }))).status).toBe(404);
    expect((await bob.post(`/c/${id}/delete`)).status).toBe(404);
    expect((await bob.get(`/c/${id}/m/1/cite/1`)).status).toBe(404);
    expect(await (await bob.get("/")).text()).not.toContain(id);
    expect((await alice.get(`/c/${id}`)).status).toBe(200);
  });

  it("trusts the single-sign-on header when configured and refuses requests without it", async () => {
    const { app } = await webApp({ env: { USER_HEADER: "X-Remote-User", TRUSTED_PROXY: "127.0.0.1" } });
    const ivan = person(app, { "x-remote-user": "ivan" });
    const id = chatIdOf(await (await ivan.get("/")).text());
    expect((await person(app, { "x-remote-user": "ivan" }).get(`/c/${id}`)).status).toBe(200);
    expect((await person(app, { "x-remote-user": "olga" }).get(`/c/${id}`)).status).toBe(404);
    expect((await person(app).get("/")).status).toBe(401);
  });
});

describe("chats", () => {
  it("creates, renames and deletes chats", async () => {
    const { app } = await webApp();
    const p = person(app);
    await p.get("/");
    const created = await p.post("/chats", undefined, false);
    expect(created.status).toBe(303);
    const id = created.headers.get("location")!.split("/").pop()!;
    const renamed = await p.post(`/c/${id}/rename`, form({ title: "Отпуск <b>2025</b>" }));
    expect(await renamed.text()).toContain("Отпуск &lt;b&gt;2025&lt;/b&gt;");
    expect(await (await p.get("/")).text()).toContain("Отпуск &lt;b&gt;2025&lt;/b&gt;");
    const del = await p.post(`/c/${id}/delete`);
    expect(del.headers.get("HX-Redirect")).toBe("/");
    expect((await p.get(`/c/${id}`)).status).toBe(404);
  });

  it("saves the toggles the router reads in the chat's state", async () => {
    const { app, services } = await webApp();
    await seedSamples(services, SAMPLES);
    const p = person(app);
    const id = chatIdOf(await (await p.get("/")).text());
    const res = await p.post(`/c/${id}/state`, new URLSearchParams({ webSearch: "1", mode: "image", document: "employee-handbook.md" }));
    expect(res.status).toBe(204);
    const state = (services.db.query("SELECT state FROM chats WHERE id = ?").get(id) as { state: string }).state;
    // image generation has no backend configured: the mode stays off
    expect(JSON.parse(state)).toMatchObject({ webSearchToggle: true, mode: null, uiHint: "document:employee-handbook.md" });
    const html = await (await p.get(`/c/${id}`)).text();
    expect(html).toMatch(/name="webSearch" value="1" checked/);
    expect(html).toMatch(/value="image" disabled/);
  });
});

describe("streaming", () => {
  it("streams the answer token by token over SSE, with citation links, figures and a stored copy", async () => {
    const { app, services } = await webApp({ chat: scriptedModel(() => "Каждому сотруднику положено 28 календарных дней отпуска в год [1].") });
    await seedSamples(services, SAMPLES);
    const p = person(app);
    const id = chatIdOf(await (await p.get("/")).text());
    const res = await p.post(`/c/${id}/messages`, form({ text: VACATION }));
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const msgs = sseMessages(await res.text());
    expect(msgs[0]).toContain('class="msg user"');
    expect(msgs[0]).toContain("Сколько дней отпуска");
    const tokens = msgs.filter((m) => m.includes('-text" hx-swap="beforeend"'));
    expect(tokens.length).toBeGreaterThan(5);
    const last = msgs.filter((m) => m.includes('hx-swap="outerHTML"') && m.includes("msg assistant")).at(-1)!;
    expect(last).toMatch(/<a class="cite"[^>]*hx-get="\/c\/[^"]+\/m\/\d+\/cite\/1"/);
    expect(last).toMatch(/ток\/с · первый токен \d+ мс/);
    // the chat got a title from the first message, in the list too
    expect(msgs[0]).toContain(`#chat-${id}`);
    const page = await (await p.get(`/c/${id}`)).text();
    expect(page).toContain('class="cite"');
    expect(page).toContain("Сколько дней отпуска положено в год?</a>");
    const mid = /\/m\/(\d+)\/cite\/1/.exec(page)![1];
    const panel = await (await p.get(`/c/${id}/m/${mid}/cite/1`)).text();
    expect(panel).toContain("employee-handbook.md");
    const docHref = /href="(\/docs\/\d+\?hl=\d+#chunk-\d+)"/.exec(panel)![1];
    const doc = await (await p.get(docHref.split("#")[0])).text();
    expect(doc).toContain("fragment-block cited");
  });

  it("answers in the embedded face too and refuses an empty message with a readable error", async () => {
    const { app, services } = await webApp();
    await seedSamples(services, SAMPLES);
    const p = person(app);
    const id = chatIdOf(await (await p.get("/")).text());
    const msgs = sseMessages(await (await p.post(`/c/${id}/messages`, form({ text: VACATION }))).text());
    expect(msgs.join("")).toContain("28");
    expect(msgs.at(-1)).toContain("Ответ готов");
    const empty = await p.post(`/c/${id}/messages`, form({ text: "  " }));
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('role="alert"');
  });

  it("takes a document attached to a message through the upload checks, and a photo as an image attachment", async () => {
    const { app, services } = await webApp();
    const p = person(app);
    const id = chatIdOf(await (await p.get("/")).text());
    const alone = await p.post(`/c/${id}/messages`, form({ text: "", file: new File(["MZ"], "virus.exe") }));
    expect(alone.status).toBe(422);
    expect(await alone.text()).toContain("virus.exe");
    // With a question beside it, the question is still asked and the refusal is its note.
    const bad = await p.post(`/c/${id}/messages`, form({ text: "что тут?", file: new File(["MZ"], "virus.exe") }));
    expect(await bad.text()).toContain("virus.exe");
    expect(services.chats.messages(id).some((m) => m.role === "user" && m.content === "что тут?" && String(m.meta.note).includes("не прикреплён"))).toBe(true);
    expect(services.attachments.list(id)).toEqual([]);
    const ok = await p.post(`/c/${id}/messages`, form({ text: "", file: new File(["# Правила\n\nОбед длится 45 минут.\n"], "rules.md") }));
    expect(await ok.text()).toContain("rules.md");
    expect(services.kb.list().map((d) => d.name)).not.toContain("rules.md");
    expect(services.attachments.list(id).map((a) => a.name)).toEqual(["rules.md"]);
    let seen: unknown = null;
    const turn = services.conversation.turn.bind(services.conversation);
    services.conversation.turn = (chat, text, o) => { seen = o?.state; return turn(chat, text, o); };
    await (await p.post(`/c/${id}/messages`, form({ text: "кто на фото?", file: new File([new Uint8Array([0xff, 0xd8])], "me.jpg", { type: "image/jpeg" }) }))).text();
    expect(seen).toMatchObject({ attachments: [{ kind: "image", hasFace: false }] });
    expect(await (await p.get(`/c/${id}`)).text()).toContain("Приложено фото «me.jpg»");
  });
});

describe("a model's [n] that points at no fragment", () => {
  it("is dropped from the stored answer without repeating its opening or leaving « .»", async () => {
    const { app, services } = await webApp({ chat: scriptedModel(() => "Каждому положено 28 дней [9].") });
    await seedSamples(services, SAMPLES);
    const p = person(app);
    const id = chatIdOf(await (await p.get("/")).text());
    await (await p.post(`/c/${id}/messages`, form({ text: VACATION }))).text();
    expect(services.chats.messages(id).at(-1)!.content).toBe("Каждому положено 28 дней.");
  });
});

// Walk 18d: a chat opened first in Russian, then with «?lang=en», showed «Новый чат» in the English sidebar and header.
describe("an untouched chat's title follows the page's language", () => {
  it("the same new chat reads «New chat» in English and «Новый чат» in Russian", async () => {
    const { app } = await webApp();
    const p = person(app);
    await (await p.get("/")).text();
    const en = await (await p.get("/?lang=en")).text();
    expect(en).toContain("New chat");
    expect(en).not.toContain("Новый чат");
    expect(await (await p.get("/?lang=ru")).text()).toContain("Новый чат");
  });
});
