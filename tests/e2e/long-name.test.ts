import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { hasChromium, launch, startApp } from "./harness.ts";

const suite = hasChromium ? describe : describe.skip;

suite("a document with a very long file name, in a real browser", () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let browser: Awaited<ReturnType<typeof launch>>;
  beforeAll(async () => { app = await startApp(); browser = await launch(); });
  afterAll(async () => { await browser?.close(); await app?.stop(); });

  it("does not widen the admin's Documents page past the window", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${app.url}/admin/setup?token=${await app.services.admin.auth.setupToken()}`);
    await page.fill("#password", "long name admin password");
    await page.fill("#confirm", "long name admin password");
    await page.click("button[type=submit]");
    await page.waitForURL(`${app.url}/admin`);
    await page.goto(`${app.url}/admin/documents`);
    const name = `${"Положение_о_парковке_для_сотрудников_и_гостей_офиса_".repeat(4)}редакция.md`;
    await page.setInputFiles("#upload-files", [{ name, mimeType: "text/markdown", buffer: Buffer.from("# Парковка\n\n## Места\n\nЗа компанией закреплено 55 мест.\n") }]);
    await page.click("#upload-form button[type=submit]");
    await page.waitForFunction(() => Array.from(document.querySelectorAll("#uploads li")).some((l) => (l as HTMLElement).dataset.state === "done"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await page.close();
  }, 60_000);
});
