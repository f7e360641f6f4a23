import { afterAll, beforeAll, expect, it, describe } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { hasChromium, launch, sendAndWait, SHOTS, startApp } from "./harness.ts";
import { fakeConversation } from "../web/fake-conversation.ts";

const suite = hasChromium ? describe : describe.skip;

const send = sendAndWait;

// The buttons of the three exits, driven in the browser against a stand-in conversation that
// emits skill, tool, draft and clarify events (see tests/web/fake-conversation.ts).
suite("skill badge, drafts and clarify options in a real browser (stand-in conversation)", () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    app = await startApp({ conversation: fakeConversation });
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(app.url);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("enters a skill by a message and leaves it with ×, keyboard only", async () => {
    await send(page, "У меня болит живот");
    const badge = page.locator("#skill-badge .badge");
    expect(await badge.textContent()).toContain("Здоровье");
    await page.reload();
    expect(await badge.textContent()).toContain("Здоровье");
    await page.click("details.toggles summary");
    expect(await page.locator('input[value="image"]').isDisabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/chat-desktop-skill.png` });
    await page.click("details.toggles summary");
    await page.focus("#skill-badge button.x");
    await page.keyboard.press("Enter");
    await page.locator("#skill-badge .badge").waitFor({ state: "detached" });
    await page.waitForFunction(() => document.activeElement?.id === "input");
    await page.reload();
    expect(await page.locator("#skill-badge .badge").count()).toBe(0);
  }, 60_000);

  it("shows a chip and a chart card for a metrics tool", async () => {
    await send(page, "Сколько визитов на сайте?");
    expect(await page.locator(".chip.done").last().textContent()).toContain("Смотрю Метрику");
    await page.waitForFunction(() => document.querySelector("canvas[data-chart][data-drawn]") !== null);
  }, 60_000);

  it("gets a draft and confirms it; the decision survives a reload", async () => {
    await send(page, "Напиши пост о запуске");
    const card = page.locator(".draft-card").last();
    expect(await card.locator(".body").textContent()).toBe("Мы запустили <b>новый</b> сервис!");
    await page.screenshot({ path: `${SHOTS}/chat-desktop-draft.png` });
    await card.getByRole("button", { name: "Подтвердить" }).click();
    await page.locator(".draft-card.confirmed").waitFor();
    expect(await page.locator(".draft-card.confirmed").textContent()).toContain("Пост опубликован");
    await page.reload();
    expect(await page.locator(".draft-card.confirmed").count()).toBe(1);
    expect(await page.getByRole("button", { name: "Подтвердить" }).count()).toBe(0);
  }, 60_000);

  it("gets a clarifying question and presses an option", async () => {
    await send(page, "Покажи статистику");
    const options = page.locator(".clarify").last().locator("button");
    expect(await options.count()).toBe(2);
    await options.first().click();
    await page.locator(".chosen-note").waitFor();
    await page.waitForFunction(() => !document.querySelector(".msg.streaming"));
    expect(await page.locator(".msg.assistant .text").last().textContent()).toContain("120 визитов");
    await page.reload();
    expect(await page.locator(".option.chosen").count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/chat-desktop-actions.png`, fullPage: true });
  }, 60_000);
});
