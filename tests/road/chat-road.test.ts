import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { seedSamples } from "../../src/seed.ts";
import { chatIdOf, form, person, sseMessages, webApp } from "../web/helpers.ts";

const SAMPLES = resolve(import.meta.dir, "../../data/samples/docs");

/** An app over the sample documents and one person in a fresh chat, sending as the browser does. */
async function road(env: Record<string, string> = {}) {
  const { app, services } = await webApp({ env });
  await seedSamples(services, SAMPLES);
  const p = person(app);
  const chatId = chatIdOf(await (await p.get("/")).text());
  const send = async (text: string) => {
    const body = await (await p.post(`/c/${chatId}/messages`, form({ text }))).text();
    const answer = services.chats.messages(chatId).at(-1)!;
    const page = await (await p.get(`/c/${chatId}`)).text();
    return { sse: sseMessages(body).join("\n"), answer, page };
  };
  return { app, services, p, chatId, send };
}

describe("the documents-search exit in the chat", () => {
  it("answers a question routed to the documents search with the fact, a [n] and its source card, stored done", async () => {
    const { send } = await road();
    const { sse, answer, page } = await send("Какие суточные в командировке за рубежом?");
    expect(answer.status).toBe("done");
    expect(answer.content).toContain("50 евро");
    expect(answer.content).toMatch(/\[1\]/);
    expect(sse).not.toContain('role="alert"');
    expect(page).toContain("employee-handbook.md");
    expect(page).not.toContain('role="alert"');
  });

  it("draws an answer stored with the old count-shaped card data instead of failing the page", async () => {
    const { services, chatId, p } = await road();
    const m = services.chats.add(chatId, "assistant", "Ответ [1].", { tools: [{ tool: "search_documents", label: "Ищу", result: { kind: "documents", data: { answered: true, fragments: 3 } } }] }, "done");
    const res = await p.get(`/c/${chatId}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`id="m-${m}"`);
  });
});

describe("a tool that returns something the chat cannot draw", () => {
  it("leaves a stored, visible error answer and the decision record names the error, never an empty bubble", async () => {
    const { services, send } = await road();
    const run = services.routing.tools.run.bind(services.routing.tools);
    services.routing.tools.run = async (call, ctx) => (call.name === "product_search" ? ({ kind: "products", total: 2 } as never) : run(call, ctx));
    const { answer, sse, page } = await send("Подбери ноутбук до 80 000 рублей");
    expect(answer.content.trim()).not.toBe("");
    expect(answer.status).not.toBe("streaming");
    expect(sse + page).toContain('role="alert"');
    const row = services.decisions.get(answer.meta.decisionId as number)!;
    expect(String(row.results)).toMatch(/error/);
    expect(JSON.parse(String(row.results)).error).toBeTruthy();
  });
});

describe("web search is additive", () => {
  it("a question the question rule sends to web search still gets the documents' answer, the note kept for a refusal", async () => {
    const { send, services } = await road();
    const { answer } = await send("Сколько компенсируют за такси?");
    expect(answer.content).toContain("1 200 рублей");
    expect(answer.content).not.toContain("веб-поиск на этом сервере не настроен");
    const row = services.decisions.get(answer.meta.decisionId as number)!;
    expect(row.web_search).toBe(1);
    // The documents answered it whole: no search was missed (walk 19a read the note there as noise).
    expect(answer.meta.webNote).toBeUndefined();
    const { page } = await send("Сколько стоит абонемент в спортзал?");
    expect(page).toContain("web-note");
  });

  it("a question the documents do not hold gets their refusal naming whom to ask, not a web-search refusal", async () => {
    const { send } = await road();
    const { answer } = await send("Сколько стоит абонемент в спортзал?");
    expect(answer.content).toContain("В документах компании нет ответа");
    expect(answer.content).not.toMatch(/\[\d\]/);
  });
});

describe("the smaller things a person meets", () => {
  it("another person's chat opened in the browser is a page saying so, not raw JSON", async () => {
    const { app } = await webApp();
    const alice = person(app);
    const id = chatIdOf(await (await alice.get("/")).text());
    const res = await app.handle(new Request(`http://localhost/c/${id}`, { headers: { accept: "text/html,application/xhtml+xml" } }));
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("<h1>");
    expect(html).toContain('href="/"');
  });

  it("with the English interface that page is English", async () => {
    const { app } = await webApp();
    const id = chatIdOf(await (await person(app).get("/")).text());
    const res = await app.handle(new Request(`http://localhost/c/${id}?lang=en`, { headers: { accept: "text/html" } }));
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("No such chat");
    expect(html).not.toMatch(/[а-яё]/i);
    // A document that is gone, in the English interface, is English too (a reviewer's case).
    const p = person(app);
    await p.get("/?lang=en");
    const gone = await p.get("/docs/999999?lang=en");
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("No such document");
  });

  it("«new chat» reuses an empty chat instead of piling up empty «Новый чат» entries", async () => {
    const { app, services } = await webApp();
    const p = person(app);
    await p.get("/");
    for (let i = 0; i < 3; i++) await p.post("/chats", undefined, false);
    const userId = services.db.query("SELECT user_id FROM chats LIMIT 1").get() as { user_id: string };
    expect(services.chats.list(userId.user_id).length).toBe(1);
  });

  it("sends scripts and styles gzipped to a browser that accepts it", async () => {
    const { app } = await webApp();
    for (const u of ["/public/vendor/chart.umd.min.js", "/public/app.css"]) {
      const res = await app.handle(new Request(`http://localhost${u}`, { headers: { "accept-encoding": "gzip, deflate, br" } }));
      expect(res.headers.get("content-encoding")).toBe("gzip");
      const plain = await (await app.handle(new Request(`http://localhost${u}`))).arrayBuffer();
      expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await res.arrayBuffer())))).toBe(new TextDecoder().decode(plain));
    }
  });
});

describe("admin pages load only what they draw", () => {
  it("the sign-in page does not load Chart.js; the dashboard does", async () => {
    const { app } = await webApp({ env: { ADMIN_PASSWORD: "correct horse battery" } });
    const login = await (await app.handle(new Request("http://localhost/admin/login"))).text();
    expect(login).toContain("<form");
    expect(login).not.toContain("chart.umd");
  });
});
