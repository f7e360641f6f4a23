import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { hasChromium, launch, sendAndWait, startApp } from "./harness.ts";

const suite = hasChromium ? describe : describe.skip;

suite("a draft edited in a real browser", () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let browser: Awaited<ReturnType<typeof launch>>;
  beforeAll(async () => { app = await startApp(); browser = await launch(); });
  afterAll(async () => { await browser?.close(); await app?.stop(); });

  it("keeps the edits across a reload before it is confirmed", async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/`);
    await sendAndWait(page, "Напиши пост о запуске нового сервиса");
    const box = page.locator(".draft-card").last().locator("textarea");
    const saved = page.waitForResponse((r) => r.url().endsWith("/body") && r.status() === 204);
    await box.fill("Коллеги, запуск переносится на вторник.");
    await saved;
    await page.reload();
    expect(await page.locator(".draft-card").last().locator("textarea").inputValue()).toBe("Коллеги, запуск переносится на вторник.");
    await page.close();
  }, 60_000);
});
