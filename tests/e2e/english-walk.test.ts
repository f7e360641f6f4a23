import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { hasChromium, launch, sendAndWait, startApp } from "./harness.ts";

const suite = hasChromium ? describe : describe.skip;

/** The English interface over the embedded face: skill names, a confirmed draft's text, a chosen option. */
suite("the English interface in a real browser", () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    app = await startApp();
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("names the skill in English on its badge and in its first reply", async () => {
    await page.goto(`${app.url}/?lang=en`);
    await sendAndWait(page, "I want to eat healthier, help me plan my meals");
    expect(await page.locator("#skill-badge b").textContent()).toBe("Nutrition and diet");
    expect(await page.locator(".msg.assistant .text").last().textContent()).toContain("Using the “Nutrition and diet” skill.");
    await page.locator("#skill-badge button.x").click();
    await page.locator("#skill-badge .badge").waitFor({ state: "detached" });
  }, 60_000);

  it("a confirmed draft's answer says it was published, without a reload", async () => {
    await page.goto(`${app.url}/?lang=en`);
    await sendAndWait(page, "write a post about our launch");
    const answer = page.locator(".msg.assistant").last();
    expect(await answer.locator(".text").textContent()).toContain("check it and confirm");
    await answer.getByRole("button", { name: "Confirm" }).click();
    await page.locator(".draft-card.confirmed").waitFor();
    await page.waitForFunction(() => Array.from(document.querySelectorAll(".msg.assistant .text")).some((t) => t.textContent!.includes("Done: the post is published")));
    expect(await page.locator(".msg.assistant .text", { hasText: "check it and confirm" }).count()).toBe(0);
  }, 60_000);

  it("a pressed option stays the person's choice after a reload", async () => {
    await sendAndWait(page, "make a report");
    const options = page.locator(".clarify").last().locator("button");
    expect(await options.allTextContents()).toContain("Weekly report");
    await options.filter({ hasText: "Weekly report" }).click();
    await page.locator(".chosen-note").waitFor();
    await page.waitForFunction(() => !document.querySelector(".msg.streaming"));
    await page.reload();
    expect(await page.locator(".chosen-note").last().textContent()).toBe("Chosen: Weekly report");
  }, 60_000);
});
