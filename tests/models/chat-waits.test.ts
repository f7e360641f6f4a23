import { afterEach, describe, expect, it } from "bun:test";
import { app, cleanup, fake, CHAT, EMBED } from "./ollama-helpers.ts";
import { createApp } from "../../src/app.ts";
import { HEARTBEAT, sseResponse } from "../../src/web/chat/stream.tsx";
import { chatIdOf, form, person, sseMessages } from "../web/helpers.ts";

afterEach(cleanup);

/** Posts a message as the browser does and returns the SSE body. */
async function send(s: Parameters<typeof createApp>[0], text: string, lang: "ru" | "en" = "ru") {
  const p = person(createApp(s), { cookie: `lang=${lang}` });
  const id = chatIdOf(await (await p.get(`/?lang=${lang}`)).text());
  return (await p.post(`/c/${id}/messages?lang=${lang}`, form({ text }))).text();
}

describe("the chat while the model loads or queues", () => {
  it("shows «модель загружается…» in the answer, then the answer replaces it", async () => {
    fake({ loadMs: 300, chat: (b) => (b.tools ? { content: "" } : { content: "Перерыв на обед длится 45 минут [1]." }) });
    const { s } = await app({}, { warm: false });
    const msgs = sseMessages(await send(s, "Сколько длится обед?"));
    const loading = msgs.findIndex((m) => m.includes("модель загружается…"));
    expect(loading).toBeGreaterThan(-1);
    const gone = msgs.findIndex((m, i) => i > loading && /-wait" hx-swap="delete"/.test(m));
    expect(gone).toBeGreaterThan(loading);
    expect(msgs.at(-1)).toContain("45 минут");
  });

  it("says it in English for lang=en, and shows the place in the queue", async () => {
    fake({ loadMs: 200, tokenMs: 5, chat: (b) => (b.tools ? { content: "", delayMs: 100 } : { content: "Lunch is 45 minutes [1]." }) });
    const { s } = await app({}, { warm: false });
    const [first, second] = await Promise.all([send(s, "How long is lunch?", "en"), Bun.sleep(30).then(() => send(s, "How long is lunch?", "en"))]);
    expect(first + second).toContain("the model is loading…");
    expect(first + second).toMatch(/number [12] in line/);
  });
});

describe("the chat stream while nothing happens", () => {
  it("sends a heartbeat comment so a proxy or Elysia's 30 s idle timeout does not close it", async () => {
    async function* slow() { await Bun.sleep(120); yield "<p>done</p>"; }
    const body = await sseResponse(slow(), undefined, 25).text();
    expect(body.split(HEARTBEAT).length - 1).toBeGreaterThanOrEqual(2);
    expect(sseMessages(body).filter(Boolean)).toEqual(["<p>done</p>"]);
  });
});

describe("the chat page when the model is missing", () => {
  it("says answers are degraded and names the exact `ollama pull`", async () => {
    fake({ models: [{ name: EMBED }] });
    const { s } = await app({});
    const p = person(createApp(s));
    const page = await (await p.get("/")).text();
    expect(page).toContain("Ответы упрощены:");
    expect(page).toContain(`ollama pull ${CHAT}`);
  });
});
