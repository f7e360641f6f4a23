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

  // «покажи черновик» brings the one card under the newest answer, live and after a reload; no console error on the way.
  it("«покажи черновик» moves the draft's card under the new answer", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
    await page.goto(`${app.url}/`);
    await sendAndWait(page, "Напиши пост о запуске нового сервиса");
    await sendAndWait(page, "покажи черновик");
    const underLast = async () => page.locator(".msg.assistant").last().locator(".draft-card").count();
    expect(await page.locator(".draft-card").count()).toBe(1);
    expect(await underLast()).toBe(1);
    await page.reload();
    expect(await page.locator(".draft-card").count()).toBe(1);
    expect(await underLast()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
