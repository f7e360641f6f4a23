import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import type { Browser, Page } from "playwright-core";
import type { ChatModel, ToolCall } from "../../src/models/types.ts";
import { CHROMIUM, hasChromium, launch, SHOTS, startApp } from "./harness.ts";

const PASSWORD = "e2e admin password";
const DEV_SET = resolve(import.meta.dir, "../fixtures/pilot/dev");

/** What the stand-in router model proposes for a message (the guards then judge it, as with a real model). */
const ROUTER_CALLS: Record<string, ToolCall[]> = {
  "Где купить увлажнитель": [{ name: "product_search", arguments: { query: "увлажнитель" } }],
  "подбери винтажный проигрыватель винила": [{ name: "product_search", arguments: { query: "винтажный проигрыватель винила" } }],
  "хочу купить с рук iPhone 13 за 35 000, оформи объявление": [{ name: "sell_listing_draft", arguments: { title: "iPhone 13", price: 35000 } }],
  "Сколько визитов на сайте за неделю": [{ name: "site_metrics", arguments: { period: "week" } }],
};
const MESSAGES = [...Object.keys(ROUTER_CALLS), "курс доллара на сегодня", "Кто придумал язык программирования Python?",
  "Расскажи про мою статистику", "Сколько дней отпуска положено в год?", "Есть ли у нас корпоративный абонемент в фитнес?", "Можно ли приводить собаку в офис?", "Как оформить командировку?"];

/** A function-calling model: router calls from the table above; answers streamed word by word with speed figures. */
const model: ChatModel = {
  id: "e2e-model",
  async *chat(req) {
    const last = [...req.messages].reverse().find((m) => m.role === "user")?.content ?? "";
    if (req.tools) {
      yield { text: "", toolCalls: ROUTER_CALLS[last] ?? [], done: true };
      return;
    }
    const words = "По документам компании: ответ на вопрос [1].".split(/(?<= )/);
    for (const w of words) { await Bun.sleep(3); yield { text: w, done: false }; }
    yield { text: "", done: true, evalCount: 40 + last.length, evalDurationNs: 5e8 };
  },
};

if (!hasChromium) console.warn(`\n  e2e SKIPPED: ${CHROMIUM} not found (apt-get install -y chromium).\n`);
const suite = hasChromium ? describe : describe.skip;

suite("admin area in a real browser", () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    app = await startApp({ model });
    const s = app.services;
    const chat = s.chats.create("employee");
    for (const m of MESSAGES) for await (const _ of s.conversation.turn(s.chats.get(chat.id, "employee")!, m)) { /* drain */ }
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("keeps an employee out, sets the password through the operator's setup link, signs out and signs in", async () => {
    await page.goto(`${app.url}/`);
    const res = await page.goto(`${app.url}/admin/routing`);
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    expect(res!.status()).toBe(200);
    expect(await page.locator("#password").count()).toBe(0);
    await page.goto(`${app.url}/admin/setup?token=${await app.services.admin.auth.setupToken()}`);
    await page.fill("#password", PASSWORD);
    await page.fill("#confirm", PASSWORD);
    await page.click("button[type=submit]");
    await page.waitForURL(`${app.url}/admin`);
    await page.click(".admin-top button[type=submit]");
    await page.waitForURL(/\/admin\/login/);
    await page.fill("#password", "not the password");
    await page.click("button[type=submit]");
    await page.locator("#login-form .error").waitFor();
    expect(await page.textContent("#login-form .error")).toContain("неверный");
    await page.fill("#password", PASSWORD);
    await page.click("button[type=submit]");
    await page.waitForURL(`${app.url}/admin`);
  }, 30_000);

  it("renders every chart with data from the routed messages", async () => {
    await page.goto(`${app.url}/admin?preset=24h`);
    const names = ["outcomes", "guards", "clarify", "web", "web-patterns", "tokens", "ttft", "nothing"];
    for (const n of names) await page.locator(`canvas[data-chart-name="${n}"][data-rendered="1"]`).waitFor({ timeout: 10_000 });
    const points = await page.evaluate((ns) => Object.fromEntries(ns.map((n) => {
      const c = document.querySelector(`canvas[data-chart-name="${n}"]`) as HTMLCanvasElement;
      const chart = (window as unknown as { Chart: { getChart(c: HTMLCanvasElement): { data: { datasets: { data: unknown[] }[] } } } }).Chart.getChart(c);
      return [n, chart.data.datasets.reduce((s, d) => s + d.data.filter((v) => v != null).length, 0)];
    })), names);
    for (const n of names) expect(points[n]).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/admin-charts.png`, fullPage: true });
    // the range form swaps the charts and they are drawn again
    await page.check('input[name=preset][value="7d"]');
    await page.click("form.range button[type=submit]");
    await page.locator('canvas[data-chart-name="guards"][data-rendered="1"]').waitFor();
  }, 30_000);

  it("filters the routing log to one guard and opens the record", async () => {
    await page.goto(`${app.url}/admin/routing`);
    await page.selectOption("select[name=guard]", "product_search.niche");
    await page.waitForFunction(() => document.querySelector("#rows p")?.textContent?.includes("Найдено: 1"));
    const rows = page.locator("#rows tbody tr");
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain("винтажный проигрыватель");
    expect(page.url()).toContain("guard=product_search.niche");
    await page.screenshot({ path: `${SHOTS}/admin-routing.png`, fullPage: true });
    await rows.first().locator("td.msg-cell").click();
    await page.waitForURL(/\/admin\/routing\/\d+$/);
    expect(await page.textContent("#guards")).toContain("product_search.niche");
    expect(await page.textContent("#model-raw")).toContain("product_search");
    await page.screenshot({ path: `${SHOTS}/admin-decision.png`, fullPage: true });
  }, 30_000);

  it("draws the embedding map with the question as a star", async () => {
    await page.goto(`${app.url}/admin/map?q=${encodeURIComponent("Сколько дней отпуска положено в год?")}`);
    await page.locator('#embedding-map[data-rendered="1"]').waitFor({ timeout: 15_000 });
    expect(Number(await page.getAttribute("#embedding-map", "data-points"))).toBeGreaterThan(10);
    await page.screenshot({ path: `${SHOTS}/admin-map.png`, fullPage: true });
  }, 30_000);

  it("uploads two files with a progress bar each and opens a document's fragments", async () => {
    await page.goto(`${app.url}/admin/documents`);
    await page.setInputFiles("#upload-files", [
      { name: "rules-a.md", mimeType: "text/markdown", buffer: Buffer.from("# Правила А\n\n## Обед\n\nПерерыв на обед 45 минут.\n") },
      { name: "rules-b.md", mimeType: "text/markdown", buffer: Buffer.from("# Правила Б\n\n## Такси\n\nТакси после 22:00 оплачивает компания.\n") },
    ]);
    await page.click("#upload-form button[type=submit]");
    await page.waitForFunction(() => Array.from(document.querySelectorAll("#uploads li")).filter((l) => (l as HTMLElement).dataset.state === "done").length === 2);
    expect(await page.locator("#uploads progress").count()).toBe(2);
    // Each one-section file is one fragment, said in the right form («1 фрагмент», not «1 фрагментов»).
    expect(await page.locator("#uploads").textContent()).toContain("готово: 1 фрагмент,");
    await page.locator("#doc-list a", { hasText: "rules-b.md" }).waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-documents.png`, fullPage: true });
    await page.click("text=Переиндексировать всё");
    await page.locator('#reindex[data-finished="1"]').waitFor({ timeout: 15_000 });
    await page.click("#doc-list a:text('rules-b.md')");
    expect(await page.textContent(".fragments")).toContain("Такси после 22:00");
  }, 30_000);

  it("runs the dev pilot set from the page, watches the progress reach the report, and compares two runs", async () => {
    for (const [i, trick] of ["", "off"].entries()) {
      await page.goto(`${app.url}/admin/eval`);
      await page.fill("#ev-path", DEV_SET);
      await page.fill("input[name=label]", trick ? "без заголовка" : "как в работе");
      if (trick) await page.selectOption("select[name=headingTrick]", trick);
      await page.click("#eval-form button[type=submit]");
      await page.locator("#run-progress progress").waitFor();
      // watch the bar: every value it shows on the way, until the run is done
      const seen: string[] = [];
      for (let t = Date.now(); Date.now() - t < 60_000; await Bun.sleep(40)) {
        const v = await page.getAttribute("#run-progress progress", "value");
        if (v && seen.at(-1) !== v) seen.push(v);
        if ((await page.getAttribute("#run-progress", "data-status")) === "done") break;
      }
      const last = await page.getAttribute("#run-progress progress", "value");
      if (last && seen.at(-1) !== last) seen.push(last);
      expect(seen.at(-1)).toBe("100");
      expect(seen.map(Number)).toEqual([...seen.map(Number)].sort((a, b) => a - b));
      if (i === 0) await page.screenshot({ path: `${SHOTS}/admin-eval-progress.png` });
      // The finished run is swapped into the runs table in place, without a reload.
      await page.locator(`#runs-table tbody tr#run-${i + 1}`).waitFor();
      await page.click("#open-report");
      await page.locator("#report table.cases tbody tr").first().waitFor();
      expect(await page.locator("#report table.cases tbody tr").count()).toBeGreaterThan(20);
      if (i === 0) await page.screenshot({ path: `${SHOTS}/admin-eval-report.png`, fullPage: true });
    }
    await page.goto(`${app.url}/admin/eval`);
    for (const n of ["runs-rag", "runs-routing", "runs-skills"]) await page.locator(`canvas[data-chart-name="${n}"][data-rendered="1"]`).waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-eval-runs.png`, fullPage: true });
    await page.fill("#compare-form input[name=a]", "1");
    await page.fill("#compare-form input[name=b]", "2");
    await page.click("#compare-form button[type=submit]");
    await page.waitForURL(/\/admin\/eval\/compare\?a=1&b=2/);
    expect(await page.textContent("#compare-summary")).toMatch(/Исправлено: \d+, сломано: \d+/);
    expect(await page.locator("#compare-cases tbody tr").count()).toBeGreaterThan(50);
    await page.screenshot({ path: `${SHOTS}/admin-compare.png`, fullPage: true });
  }, 120_000);
});
