import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import type { Browser } from "playwright-core";
import { hasChromium, launch, startApp } from "../e2e/harness.ts";
import { scriptedModel } from "../web/helpers.ts";

const suite = hasChromium ? describe : describe.skip;

suite("the Content-Security-Policy in a real browser", () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let browser: Browser;
  beforeAll(async () => {
    app = await startApp({ model: scriptedModel(() => "Положено 28 календарных дней [1].", 5) });
    browser = await launch();
  }, 30_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("blocks nothing the chat needs: htmx streams an answer and opens a citation with zero CSP violations", async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on("console", (m) => { if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text()); });
    await page.goto(app.url);
    await page.focus("#input");
    await page.keyboard.type("Сколько дней отпуска положено в год?");
    await page.keyboard.press("Enter");
    await page.locator(".msg.assistant a.cite").first().waitFor({ timeout: 20_000 });
    expect(await page.locator(".msg.assistant .text").last().textContent()).toContain("28");
    await page.locator(".msg.assistant a.cite").first().click();
    await page.locator("#panel.open").waitFor();
    const doc = await browser.newPage();
    doc.on("console", (m) => { if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text()); });
    await doc.goto(app.url + (await page.locator("#panel.open a", { hasText: "Открыть документ" }).getAttribute("href")));
    await doc.waitForLoadState("load");
    expect(violations).toEqual([]);
  }, 60_000);

  it("refuses an injected inline script", async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on("console", (m) => { if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text()); });
    await page.goto(app.url);
    await page.evaluate(() => { const s = document.createElement("script"); s.textContent = "window.pwned = 1"; document.body.append(s); });
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(violations.length).toBeGreaterThan(0);
  }, 30_000);
});
