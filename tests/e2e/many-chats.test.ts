import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { hasChromium, launch, sendAndWait, startApp } from "./harness.ts";

const suite = hasChromium ? describe : describe.skip;

// A tester with ~28 chats in the sidebar opened a new chat and saw only an empty grey area above the input:
// the sidebar made the page tall, and the focused input scrolled the header and the messages out of view.
suite("a person with many chats, in a real browser", () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let browser: Awaited<ReturnType<typeof launch>>;
  beforeAll(async () => { app = await startApp(); browser = await launch(); });
  afterAll(async () => { await browser?.close(); await app?.stop(); });

  it("sees the chat's header and its answer in a new chat, the long chat list scrolling on its own", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(app.url);
    // 30 chats with one message each, made the way the browser makes them.
    for (let i = 0; i < 30; i++) {
      await page.click(".new-chat");
      await page.waitForLoadState("networkidle");
      await sendAndWait(page, `спасибо ${i}`);
    }
    await page.goto(app.url);
    await page.click(".new-chat");
    await page.waitForLoadState("networkidle");
    await sendAndWait(page, "спасибо");
    const visible = await page.evaluate(() => {
      const inView = (el: Element | null) => { if (!el) return false; const r = el.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight; };
      return { header: inView(document.querySelector(".top h1")), answer: inView(document.querySelector(".msg.assistant:last-of-type")), chats: document.querySelectorAll(".chat-item").length };
    });
    expect(visible.chats).toBeGreaterThan(20);
    expect(visible.header).toBe(true);
    expect(visible.answer).toBe(true);
    await page.close();
  }, 90_000);
});
