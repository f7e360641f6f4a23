import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { CHROMIUM, hasChromium, launch, sendAndWait, SHOTS, startApp, useChatPage } from "./harness.ts";
import { scriptedModel } from "../web/helpers.ts";

const QUESTION = "Сколько дней отпуска положено в год?";
const ANSWER = "Каждому сотруднику положено 28 календарных дней оплачиваемого отпуска в год [1]. Одна из частей — не короче 14 дней [1].";

if (!hasChromium) {
  if (process.env.CI) throw new Error(`e2e: ${CHROMIUM} is missing in CI — install it: apt-get install -y chromium`);
  console.warn(`\n  e2e SKIPPED: ${CHROMIUM} not found. Install Debian's Chromium (apt-get install -y chromium) to run the browser tests.\n`);
}
const suite = hasChromium ? describe : describe.skip;

/** Sends a message with the keyboard, as a person would. */
async function send(page: Page, text: string) {
  await page.focus("#input");
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
}

suite("chat in a real browser", () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let browser: Browser;
  let page: Page;
  const model = scriptedModel(() => ANSWER, 40);

  beforeAll(async () => {
    app = await startApp({ model });
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("streams an answer token by token with a citation, then gives the input back", async () => {
    await page.goto(app.url);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("input");
    // Shift+Enter adds a line instead of sending
    await page.keyboard.type("строка");
    await page.keyboard.press("Shift+Enter");
    expect(await page.inputValue("#input")).toBe("строка\n");
    await page.fill("#input", "");
    await send(page, QUESTION);
    const streaming = page.locator(".msg.assistant.streaming [aria-live=polite]");
    await streaming.waitFor();
    await page.waitForFunction(() => (document.querySelector(".msg.assistant.streaming [aria-live]")?.textContent ?? "").length > 10);
    const early = (await streaming.textContent()) ?? "";
    expect(early.length).toBeLessThan(ANSWER.length);
    expect(await page.isDisabled("#input")).toBe(true);
    await page.locator(".msg.assistant a.cite").first().waitFor();
    expect(await page.locator(".msg.assistant .text").last().textContent()).toBe(ANSWER);
    expect(await page.locator(".msg.assistant .stats").last().textContent()).toMatch(/ток\/с · первый токен \d+ мс/);
    expect(await page.isDisabled("#input")).toBe(false);
    await page.waitForFunction(() => document.activeElement?.id === "input");
    expect(await page.textContent("#live")).toContain("Ответ готов");
  }, 60_000);

  it("opens the cited fragment in a side panel with document, section and a link to the document", async () => {
    await page.locator(".msg.assistant a.cite").first().click();
    const panel = page.locator("#panel.open");
    await panel.waitFor();
    expect(await panel.textContent()).toContain("employee-handbook.md");
    expect(await panel.textContent()).toContain("Отпуск › Ежегодный отпуск");
    expect(await panel.locator("blockquote").textContent()).toContain("28 календарных дней");
    await page.waitForFunction(() => document.activeElement?.id === "panel-title");
    await page.screenshot({ path: `${SHOTS}/chat-desktop-citation.png` });
    const href = await panel.locator("a", { hasText: "Открыть документ" }).getAttribute("href");
    expect(href).toMatch(/^\/docs\/\d+\?hl=\d+#chunk-\d+$/);
    await page.keyboard.press("Escape");
    expect(await page.locator("#panel.open").count()).toBe(0);
    const doc = await browser.newPage();
    await doc.goto(app.url + href);
    expect(await doc.locator(".fragment-block.cited").textContent()).toContain("28 календарных дней");
    await doc.close();
  }, 60_000);

  it("keeps the chat after a reload and a server restart; screenshots at desktop and phone width", async () => {
    await page.reload();
    expect(await page.locator(".chat-item.current a").textContent()).toBe(QUESTION);
    expect(await page.locator(".msg.assistant a.cite").count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/chat-desktop.png` });
    const state = await page.context().storageState();
    await app.stop(false);
    app = await startApp({ model, dataDir: app.dataDir });
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: state, isMobile: true, hasTouch: true });
    const p = await phone.newPage();
    await p.goto(app.url);
    expect(await p.locator(".msg.assistant a.cite").count()).toBeGreaterThan(0);
    expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await p.screenshot({ path: `${SHOTS}/chat-phone.png` });
    await p.locator(".msg.assistant a.cite").first().click();
    await p.locator("#panel.open").waitFor();
    await p.waitForTimeout(250);
    await p.screenshot({ path: `${SHOTS}/chat-phone-citation.png` });
    await phone.close();
  }, 60_000);
});

suite("skills, drafts and clarify with the real conversation", () => {
  const c = useChatPage();

  it("enters a skill by a message and leaves it with ×", async () => {
    await sendAndWait(c.page, "у ребёнка болит живот");
    expect(await c.page.locator("#skill-badge .badge").textContent()).toContain("Здоровье");
    expect((await c.page.locator(".msg.assistant .text").last().textContent())?.trim().endsWith("?")).toBe(true);
    await sendAndWait(c.page, "5 лет");
    expect(await c.page.locator(".msg.assistant .text").last().textContent()).toContain("возраст: 5");
    await c.page.reload();
    expect(await c.page.locator("#skill-badge .badge").textContent()).toContain("Здоровье");
    await c.page.click("#skill-badge button.x");
    await c.page.locator("#skill-badge .badge").waitFor({ state: "detached" });
    await c.page.reload();
    expect(await c.page.locator("#skill-badge .badge").count()).toBe(0);
  }, 60_000);

  it("gets a draft, edits its text and confirms it", async () => {
    await sendAndWait(c.page, "Напиши пост про наш новый офис");
    const card = c.page.locator(".draft-card").last();
    await card.locator("textarea").fill("Мы переехали в новый офис на Лесной, 5 этаж.");
    await card.getByRole("button", { name: "Подтвердить" }).click();
    await c.page.locator(".draft-card.confirmed").waitFor();
    const posts = c.app.services.db.query("SELECT body FROM posts").all() as { body: string }[];
    expect(posts.map((p) => p.body)).toEqual(["Мы переехали в новый офис на Лесной, 5 этаж."]);
    expect(await c.page.locator(".draft-card.confirmed .body").textContent()).toBe("Мы переехали в новый офис на Лесной, 5 этаж.");
    await c.page.reload();
    expect(await c.page.locator(".draft-card.confirmed").count()).toBe(1);
  }, 60_000);

  it("gets a clarifying question and presses an option", async () => {
    await sendAndWait(c.page, "Расскажи про мою статистику");
    const options = c.page.locator(".clarify").last().locator("button");
    expect(await options.count()).toBeGreaterThanOrEqual(2);
    await c.page.locator(".clarify").last().getByRole("button", { name: /сайт|Метрик|посещ/i }).first().click();
    await c.page.locator(".chosen-note").waitFor();
    await c.page.waitForFunction(() => document.querySelector("canvas[data-chart]") !== null);
    await c.page.screenshot({ path: `${SHOTS}/chat-desktop-real-actions.png`, fullPage: true });
  }, 60_000);
});
