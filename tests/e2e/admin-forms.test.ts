import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import type { Browser, Page } from "playwright-core";
import type { Decision } from "../../src/routing/types.ts";
import { CHROMIUM, hasChromium, launch, SHOTS, startApp } from "./harness.ts";

const PASSWORD = "e2e admin forms password";

if (!hasChromium) console.warn(`\n  e2e SKIPPED: ${CHROMIUM} not found (apt-get install -y chromium).\n`);
const suite = hasChromium ? describe : describe.skip;

const unanswered: Decision = { outcome: "text", tools: [], webSearch: false, webSearchSource: null, rule: null, modelCalls: [], modelRaw: null, guards: [], reasons: ["test"], timings: { routeMs: 1 } };
const ctx = (message: string) => ({ chatId: null, messageId: null, face: "embedded" as const, input: { state: { skill: null, draftShown: false, uiHint: null, mode: null, attachments: [], webSearchToggle: false }, history: [], message } });

/** The note's box starts below its field's box and close to it: the error reads as that field's. */
async function underField(page: Page, field: string, note: string): Promise<boolean> {
  const f = (await page.locator(field).boundingBox())!, n = (await page.locator(note).boundingBox())!;
  return n.y >= f.y + f.height - 1 && n.y - (f.y + f.height) < 40;
}

suite("admin forms say what is wrong beside the field, in a real browser (walks 17a, 17b)", () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    app = await startApp();
    for (let i = 0; i < 23; i++) app.services.decisions.record(unanswered, ctx(`вопрос без ответа ${i}`), Date.now() - 60_000 - i * 1000);
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
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

  it("names every blank field of a new skill at once, each under its own field, in Russian", async () => {
    await page.goto(`${app.url}/admin/skills/new`);
    await page.fill("#sk-id", "vacation-plan");
    await page.fill("#sk-name", "   ");
    await page.fill("#sk-desc", "   ");
    await page.click("#skill-form button[type=submit]");
    await page.locator("#sk-procedure-error").waitFor();
    expect(await page.textContent("#sk-name-error")).toBe("Укажите название навыка.");
    expect(await page.textContent("#sk-description-error")).toBe("Укажите описание навыка в одну строку.");
    expect(await page.textContent("#sk-procedure-error")).toBe("Опишите порядок работы навыка.");
    expect(await page.textContent("#skill-form-error")).toContain("исправьте поля, отмеченные ниже");
    expect(await underField(page, "#sk-name", "#sk-name-error")).toBe(true);
    expect(await underField(page, "#sk-desc", "#sk-description-error")).toBe(true);
    expect(await underField(page, "#sk-proc", "#sk-procedure-error")).toBe(true);
    expect(await page.getAttribute("#sk-name", "aria-invalid")).toBe("true");
    expect(await page.textContent("body")).not.toMatch(/is missing|is empty/);
    await page.screenshot({ path: `${SHOTS}/admin-skill-errors.png`, fullPage: true });
  }, 30_000);

  it("cuts a pasted 9 200-character description at 500, and an over-long one that gets through comes back with the form", async () => {
    await page.goto(`${app.url}/admin/skills/new`);
    const long = "Очень подробное описание навыка. ".repeat(280);
    await page.fill("#sk-desc", long);
    expect((await page.inputValue("#sk-desc")).length).toBe(500);
    // A script or an old page can still send more: the server brings the form back, typed values kept.
    await page.fill("#sk-id", "long-one");
    await page.fill("#sk-name", "Длинный");
    await page.fill("#sk-proc", "1. Сделать.");
    await page.evaluate((v) => { const el = document.querySelector("#sk-desc") as HTMLInputElement; el.removeAttribute("maxlength"); el.value = v; }, long);
    await page.click("#skill-form button[type=submit]");
    await page.locator("#sk-description-error").waitFor();
    expect(await page.textContent("#sk-description-error")).toContain("длиннее 500 символов");
    expect(await page.inputValue("#sk-name")).toBe("Длинный");
    expect(await page.inputValue("#sk-proc")).toBe("1. Сделать.");
    expect(await page.textContent("body")).not.toContain("Запрос не прошёл проверку");
  }, 30_000);

  it("refuses a token named with spaces: the browser first, then the server beside the field, the table kept", async () => {
    await page.goto(`${app.url}/admin/tokens`);
    await page.fill("#token-name", "   ");
    expect(await page.evaluate(() => (document.querySelector("#token-name") as HTMLInputElement).validity.patternMismatch)).toBe(true);
    await page.evaluate(() => document.querySelector("#token-name")!.removeAttribute("pattern"));
    await page.click("#token-form button[type=submit]");
    await page.locator("#token-name-error").waitFor();
    expect(await page.textContent("#token-name-error")).toContain("Назовите токен");
    expect(await page.locator("#token-list table").count()).toBe(1);
    expect(app.services.admin.tokens.list()).toHaveLength(0);
    await page.screenshot({ path: `${SHOTS}/admin-token-error.png` });
    await page.fill("#token-name", "ночная выгрузка");
    await page.click("#token-form button[type=submit]");
    await page.locator("#new-token").waitFor();
    expect(await page.locator("#token-name-error").count()).toBe(0);
    expect(await page.inputValue("#token-name")).toBe("");
  }, 30_000);

  it("says a reversed «Свой» period beside the dates on the dashboard, and clears it once they are right", async () => {
    await page.goto(`${app.url}/admin`);
    await page.check("input[name=preset][value=custom]");
    await page.fill("input[name=from]", "2026-12-05T10:00");
    await page.fill("input[name=to]", "2026-12-01T10:00");
    await page.click("form.range button[type=submit]");
    await page.waitForFunction(() => !(document.querySelector("#range-error") as HTMLElement).hidden);
    expect(await page.textContent("#range-error")).toContain("Дата «по» раньше даты «с»");
    expect(await page.textContent("#charts")).toContain("Период не показан");
    expect(await page.locator("#charts .empty").count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/admin-range-error.png` });
    await page.fill("input[name=to]", "2026-12-09T10:00");
    await page.click("form.range button[type=submit]");
    await page.waitForFunction(() => (document.querySelector("#range-error") as HTMLElement).hidden);
    expect(await page.textContent("#charts")).toContain("решений:");
  }, 30_000);

  it("says a reversed period beside the dates in the routing log", async () => {
    await page.goto(`${app.url}/admin/routing`);
    await page.fill("input[name=from]", "2026-12-05T10:00");
    await page.fill("input[name=to]", "2026-12-01T10:00");
    await page.click("#filters button[type=submit]");
    await page.waitForFunction(() => !(document.querySelector("#filter-error") as HTMLElement).hidden);
    expect(await page.textContent("#filter-error")).toContain("Дата «по» раньше даты «с»");
    expect(await page.textContent("#rows")).not.toContain("Ничего не найдено");
  }, 30_000);

  it("shows the unanswered questions ten at a time with «Показать ещё»", async () => {
    await page.goto(`${app.url}/admin?preset=24h`);
    expect(await page.locator("#unanswered tbody tr").count()).toBe(10);
    await page.click("#unanswered button");
    await page.waitForFunction(() => document.querySelectorAll("#unanswered tbody tr").length === 20);
    await page.click("#unanswered button");
    await page.waitForFunction(() => document.querySelectorAll("#unanswered tbody tr").length === 23);
    expect(await page.locator("#unanswered button").count()).toBe(0);
    expect(await page.textContent("#unanswered")).toContain("Показано 23 из 23");
  }, 30_000);
});
