import { expect, it, describe } from "bun:test";
import { hasChromium, sendAndWait, SHOTS, useChatPage } from "./harness.ts";
import { fakeConversation } from "../web/fake-conversation.ts";

const suite = hasChromium ? describe : describe.skip;

const send = sendAndWait;

// The buttons of the three exits, driven in the browser against a stand-in conversation that
// emits skill, tool, draft and clarify events (see tests/web/fake-conversation.ts).
suite("skill badge, drafts and clarify options in a real browser (stand-in conversation)", () => {
  const c = useChatPage({ conversation: fakeConversation });

  it("enters a skill by a message and leaves it with ×, keyboard only", async () => {
    await send(c.page, "У меня болит живот");
    const badge = c.page.locator("#skill-badge .badge");
    expect(await badge.textContent()).toContain("Здоровье");
    await c.page.reload();
    expect(await badge.textContent()).toContain("Здоровье");
    await c.page.click("details.toggles summary");
    expect(await c.page.locator('input[value="image"]').isDisabled()).toBe(true);
    await c.page.screenshot({ path: `${SHOTS}/chat-desktop-skill.png` });
    await c.page.click("details.toggles summary");
    await c.page.focus("#skill-badge button.x");
    await c.page.keyboard.press("Enter");
    await c.page.locator("#skill-badge .badge").waitFor({ state: "detached" });
    await c.page.waitForFunction(() => document.activeElement?.id === "input");
    await c.page.reload();
    expect(await c.page.locator("#skill-badge .badge").count()).toBe(0);
  }, 60_000);

  it("shows a chart card for a metrics tool; its progress chip is gone once the answer ended", async () => {
    await send(c.page, "Сколько визитов на сайте?");
    // The chip («Смотрю Метрику…») shows only while the answer streams (tests/web/actions.test.ts sees it in the stream).
    expect(await c.page.locator(".msg.assistant").last().locator(".chip").count()).toBe(0);
    expect(await c.page.locator(".msg.assistant").last().locator(".card").count()).toBeGreaterThan(0);
    await c.page.waitForFunction(() => document.querySelector("canvas[data-chart][data-drawn]") !== null);
  }, 60_000);

  it("gets a draft and confirms it; the decision survives a reload", async () => {
    await send(c.page, "Напиши пост о запуске");
    const card = c.page.locator(".draft-card").last();
    expect(await card.locator(".body").textContent()).toBe("Мы запустили <b>новый</b> сервис!");
    await c.page.screenshot({ path: `${SHOTS}/chat-desktop-draft.png` });
    await card.getByRole("button", { name: "Подтвердить" }).click();
    await c.page.locator(".draft-card.confirmed").waitFor();
    expect(await c.page.locator(".draft-card.confirmed").textContent()).toContain("Пост опубликован");
    await c.page.reload();
    expect(await c.page.locator(".draft-card.confirmed").count()).toBe(1);
    expect(await c.page.getByRole("button", { name: "Подтвердить" }).count()).toBe(0);
  }, 60_000);

  it("gets a clarifying question and presses an option", async () => {
    await send(c.page, "Покажи статистику");
    const options = c.page.locator(".clarify").last().locator("button");
    expect(await options.count()).toBe(2);
    await options.first().click();
    await c.page.locator(".chosen-note").waitFor();
    await c.page.waitForFunction(() => !document.querySelector(".msg.streaming"));
    expect(await c.page.locator(".msg.assistant .text").last().textContent()).toContain("120 визитов");
    await c.page.reload();
    expect(await c.page.locator(".chosen-note").count()).toBe(1);
    await c.page.screenshot({ path: `${SHOTS}/chat-desktop-actions.png`, fullPage: true });
  }, 60_000);
});
