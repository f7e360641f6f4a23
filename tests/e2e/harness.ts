import { afterAll, beforeAll } from "bun:test";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { loadConfig } from "../../src/config.ts";
import { createServices, type Services } from "../../src/services.ts";
import { createApp } from "../../src/app.ts";
import { seedSamples, seedToolSamples } from "../../src/seed.ts";
import type { ChatModel } from "../../src/models/types.ts";
import { fakeFace } from "../web/helpers.ts";

export const CHROMIUM = "/usr/bin/chromium";
export const SHOTS = resolve(import.meta.dir, "../artifacts/screenshots");
export const hasChromium = existsSync(CHROMIUM);

/**
 * Starts the real app on a random port over a temp DATA_DIR with the sample documents indexed.
 * `model` swaps the embedded answerer for a scripted streaming model; `conversation` swaps the
 * conversation (a stand-in for events the real one does not emit yet).
 */
export async function startApp(opts: { model?: ChatModel; conversation?: (s: Services) => unknown; dataDir?: string } = {}) {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), "e2e-"));
  seedToolSamples(dataDir, resolve(import.meta.dir, "../../data/samples"));
  const services = await createServices(loadConfig({ DATA_DIR: dataDir }), { face: opts.model ? fakeFace(opts.model) : undefined, log: () => {} });
  await seedSamples(services, resolve(import.meta.dir, "../../data/samples/docs"));
  if (opts.conversation) (services as { conversation: unknown }).conversation = opts.conversation(services);
  const app = createApp(services).listen({ port: 0, hostname: "127.0.0.1" });
  const url = `http://127.0.0.1:${app.server!.port}`;
  return {
    url, services, dataDir,
    async stop(removeData = true) {
      await app.stop(true);
      services.db.close();
      if (removeData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Launches Debian's Chromium headless; playwright gives every launch a fresh temporary profile itself. */
export async function launch() {
  const { chromium } = await import("playwright-core");
  mkdirSync(SHOTS, { recursive: true });
  return chromium.launch({
    headless: true,
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync"],
  });
}

/** Types a message with the keyboard, sends it with Enter and waits until its answer is stored and the input is back. */
export async function sendAndWait(page: import("playwright-core").Page, text: string): Promise<void> {
  const ids = () => Array.from(document.querySelectorAll(".msg.assistant[data-message]")).map((m) => Number((m as HTMLElement).dataset.message));
  const before = Math.max(0, ...(await page.evaluate(ids)));
  await page.focus("#input");
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
  // The stored answer replaces the streaming one at the end, with its database id: wait for a newer id than before.
  await page.waitForFunction((n) => Array.from(document.querySelectorAll(".msg.assistant[data-message]")).some((m) => Number((m as HTMLElement).dataset.message) > n)
    && !document.querySelector(".msg.streaming") && !(document.querySelector("#input") as HTMLTextAreaElement).disabled, before);
}

/**
 * Starts the app and a desktop page on it before a suite's tests, and stops both after them.
 * Read `app` and `page` inside the tests (they exist once beforeAll has run).
 */
export function useChatPage(opts: Parameters<typeof startApp>[0] = {}) {
  const ctx = {} as { app: Awaited<ReturnType<typeof startApp>>; browser: import("playwright-core").Browser; page: import("playwright-core").Page };
  beforeAll(async () => {
    ctx.app = await startApp(opts);
    ctx.browser = await launch();
    ctx.page = await ctx.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await ctx.page.goto(ctx.app.url);
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.app?.stop();
  });
  return ctx;
}
