import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { CHROMIUM, hasChromium, launch, SHOTS, startApp } from "./harness.ts";

const PASSWORD = "e2e skills password";

if (!hasChromium) console.warn(`\n  e2e SKIPPED: ${CHROMIUM} not found (apt-get install -y chromium).\n`);
const suite = hasChromium ? describe : describe.skip;

suite("skills admin in a real browser", () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    app = await startApp();
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // The first admin is set through the operator's one-time setup link, as a real install does.
    await page.goto(`${app.url}/admin/setup?token=${await app.services.admin.auth.setupToken()}`);
    await page.fill("#password", PASSWORD);
    await page.fill("#confirm", PASSWORD);
    await page.click("button[type=submit]");
    await page.waitForURL(`${app.url}/admin`);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("switches a skill off and on again from the table, the row staying a row", async () => {
    await page.goto(`${app.url}/admin/skills`);
    const on = async () => Number(/включено: (\d+)/.exec((await page.textContent("#skill-counts")) ?? "")?.[1]);
    const before = await on();
    const box = "#skill-fitness input[name=enabled]";
    await page.uncheck(box);
    await page.waitForFunction(() => document.querySelector("#skill-fitness")?.textContent?.includes("выключен"));
    expect(app.services.routing.skills.get("fitness")!.enabled).toBe(false);
    // The counts above the table follow the toggle without a reload.
    await page.waitForFunction((n) => document.querySelector("#skill-counts")?.textContent?.includes(`включено: ${n}`), before - 1);
    expect(await on()).toBe(before - 1);
    expect(await page.textContent("#skill-fitness")).not.toContain("{");
    await page.check(box);
    await page.waitForFunction(() => document.querySelector("#skill-fitness")?.textContent?.includes("включён"));
    expect(app.services.routing.skills.get("fitness")!.enabled).toBe(true);
    await page.screenshot({ path: `${SHOTS}/admin-skills.png` });
  }, 30_000);

  it("checks the id pattern in Chromium, shows an unknown tool next to its field (never raw JSON) and switches a company skill off and on from its form", async () => {
    await page.goto(`${app.url}/admin/skills/new`);
    expect(await page.evaluate(() => (document.querySelector("#sk-id") as HTMLInputElement).validity.valid)).toBe(false); // required, empty
    await page.fill("#sk-id", "Bad Id");
    expect(await page.evaluate(() => (document.querySelector("#sk-id") as HTMLInputElement).validity.patternMismatch)).toBe(true);
    await page.fill("#sk-id", "sla-report");
    await page.fill("#sk-name", "Отчёт по SLA");
    await page.fill("#sk-desc", "Собрать отчёт о выполнении SLA за месяц");
    await page.fill("#sk-tools", "no_such_tool");
    await page.fill("#sk-proc", "1. Спроси месяц.");
    await page.click("#skill-form button[type=submit]");
    await page.locator("#sk-tools-error").waitFor();
    expect(await page.textContent("#sk-tools-error")).toContain("no_such_tool");
    expect(await page.textContent("body")).not.toContain('"type":"validation"');
    await page.fill("#sk-tools", "");
    await page.uncheck("#sk-enabled");
    await page.click("#skill-form button[type=submit]");
    await page.waitForURL(`${app.url}/admin/skills`);
    expect(app.services.routing.skills.get("sla-report")!.enabled).toBe(false);
    await page.goto(`${app.url}/admin/skills/sla-report/edit`);
    await page.check("#sk-enabled");
    await page.click("#skill-form button[type=submit]");
    await page.waitForURL(`${app.url}/admin/skills`);
    expect(app.services.routing.skills.get("sla-report")!.enabled).toBe(true);
  }, 30_000);
});
