import type { Browser, BrowserContext, Locator, Page } from "playwright-core";

/**
 * One employee in their own browser context (their own cookie, so their own chats), with what the
 * page said wrong collected: console errors and uncaught page errors.
 */
export interface Person { ctx: BrowserContext; page: Page; consoleErrors: string[] }

export async function person(browser: Browser, url: string): Promise<Person> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  // A step that hangs (an answer that never arrives) fails in seconds, not at the test's timeout.
  page.setDefaultTimeout(10_000);
  const consoleErrors: string[] = [];
  page.on("console", (m) => { if (m.type() === "error") consoleErrors.push(m.text()); });
  page.on("pageerror", (e) => consoleErrors.push(`pageerror: ${e.message}`));
  await page.goto(url);
  return { ctx, page, consoleErrors };
}

/** The newest answer bubble (stored or still streaming). */
export const lastAnswer = (p: Person): Locator => p.page.locator(".msg.assistant").last();

/** What the person sees below their newest message (the answer or an error), on one line, for a failure report. */
export async function shown(p: Person): Promise<string> {
  const last = p.page.locator("#messages > :not(.msg.user)").last();
  if (!(await last.count().catch(() => 0))) return "(no answer bubble)";
  const text = (await last.innerText({ timeout: 2000 }).catch(() => "")).replace(/\s+/g, " ").trim();
  return text ? text.slice(0, 320) : "(empty bubble)";
}

/** Waits until an answer newer than `before` is stored and the input is usable again. */
export async function waitAnswer(page: Page, before: number): Promise<void> {
  await page.waitForFunction((n) => Array.from(document.querySelectorAll(".msg.assistant[data-message]")).some((m) => Number((m as HTMLElement).dataset.message) > n)
    && !document.querySelector(".msg.streaming") && !(document.querySelector("#input") as HTMLTextAreaElement).disabled, before);
}

export const newestId = (page: Page) => page.evaluate(() => Math.max(0, ...Array.from(document.querySelectorAll(".msg.assistant[data-message]")).map((m) => Number((m as HTMLElement).dataset.message))));

/**
 * Types a message into the composer and presses Enter, as a person does, and waits for the stored
 * answer or an error bubble (a failed turn shows one instead of an answer); then checks the answer.
 */
export async function say(p: Person, text: string): Promise<Locator> {
  const before = await newestId(p.page);
  const errorsBefore = await p.page.locator("#messages .error").count();
  await p.page.focus("#input");
  await p.page.keyboard.type(text);
  await p.page.keyboard.press("Enter");
  await p.page.waitForFunction(([n, e]) => document.querySelectorAll("#messages .error").length > e
    || (Array.from(document.querySelectorAll(".msg.assistant[data-message]")).some((m) => Number((m as HTMLElement).dataset.message) > n)
      && !document.querySelector(".msg.streaming") && !(document.querySelector("#input") as HTMLTextAreaElement).disabled), [before, errorsBefore]);
  const errors = await p.page.locator("#messages .error").allInnerTexts();
  must(errors.length === errorsBefore, `error bubble «${errors.at(-1)?.trim()}» instead of an answer`);
  await mustBeSane(p);
  return lastAnswer(p);
}

export function must(ok: unknown, what: string): asserts ok {
  if (!ok) throw new Error(what);
}

/** Spaces inside numbers fold («1 200» = «1200»), so a fact does not depend on the thousands separator. */
export const fold = (s: string) => s.replace(/[\u00a0\u202f]/g, " ").replace(/(\d)\s+(?=\d)/g, "$1").replace(/\s+/g, " ").toLowerCase();

/** No error bubble or card, no «partial», no empty answer, no console error since the last check. */
export async function mustBeSane(p: Person): Promise<void> {
  const m = lastAnswer(p);
  const errors = await m.locator(".error, .error-card, .partial").allInnerTexts();
  must(errors.length === 0, `error shown: ${errors.join(" | ")}`);
  const visible = (await m.innerText()).trim();
  const cards = await m.locator(".card, .clarify").count();
  must(visible.length > 0 || cards > 0, "empty assistant bubble");
  const logged = p.consoleErrors.splice(0);
  must(logged.length === 0, `console error: ${logged.join(" | ").slice(0, 300)}`);
}

/** The answer's text holds every fact, and its first [n] opens the cited fragment in the side panel. */
export async function mustCite(p: Person, facts: string[]): Promise<void> {
  const m = lastAnswer(p);
  const text = fold((await m.locator(".text").allInnerTexts()).join(" "));
  const missing = facts.filter((f) => !text.includes(fold(f)));
  must(missing.length === 0, `facts missing: ${missing.join(", ")}`);
  const cites = m.locator("a.cite");
  must(await cites.count() > 0, "no clickable [n] in the answer");
  await cites.first().click();
  await p.page.locator("#panel.open").waitFor({ timeout: 5000 });
  const quote = (await p.page.locator("#panel.open").innerText()).trim();
  must(quote.length > 0, "the [n] panel is empty");
  await p.page.keyboard.press("Escape");
  await p.page.locator("#panel.open").waitFor({ state: "detached", timeout: 5000 }).catch(() => {});
}

/** A refusal: no [n], no facts invented, and it names whom to ask (an address or a department). */
export async function mustRefuse(p: Person): Promise<void> {
  const m = lastAnswer(p);
  must(await m.locator("a.cite").count() === 0, "a refusal carries a [n] citation");
  const text = (await m.locator(".text").allInnerTexts()).join(" ");
  must(/@|отдел|поддержк|бухгалтер|руководител/i.test(text), "the refusal does not name whom to ask");
  must(!/веб-поиск|в интернете/i.test(text), "refused as a web-search question, not as «the documents do not say»");
}

let failures = 0;

/** Runs the steps of one exit, keeping each failure with what the person saw (and a screenshot in /tmp). */
export function day(p: () => Person) {
  const problems: string[] = [];
  return {
    problems,
    /** A check whose failure is reported but does not stop the step (the flow after it still gets tested). */
    soft(ok: unknown, label: string, what: string) {
      if (!ok) problems.push(`«${label}»: ${what}`);
    },
    async step(label: string, fn: () => Promise<unknown>) {
      try {
        await fn();
      } catch (e) {
        const msg = ((e as Error).message ?? String(e)).split("\n")[0]!.slice(0, 240);
        const logged = p().consoleErrors.splice(0);
        const shot = `/tmp/day-fail-${++failures}.png`;
        await p().page.screenshot({ path: shot }).catch(() => {});
        problems.push(`«${label}»: ${msg} — shown: «${await shown(p())}»${logged.length ? ` — console: ${logged.join(" | ").slice(0, 200)}` : ""} (${shot})`);
      }
    },
  };
}
