// Diagnostic walk in Chromium as an employee and an admin; screenshots in /tmp/walk, console errors printed.
// bun scripts/browser-walk.ts "Сколько дней отпуска положено?|что у меня завтра?"
import { launch, startApp } from "../tests/e2e/harness.ts";
const app = await startApp();
const browser = await launch();
const errors: string[] = [];
const page = await browser.newPage();
page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") errors.push(`${page.url()} ${m.type()}: ${m.text()}`); });
page.on("pageerror", (e) => errors.push(`${page.url()} pageerror: ${e.message}`));
import { mkdirSync } from "node:fs";
mkdirSync("/tmp/walk", { recursive: true });
await page.goto(`${app.url}/`);
await page.keyboard.press("Tab");
console.log("first Tab focus:", await page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.getAttribute("class")} ${document.activeElement?.textContent?.slice(0, 30)}`));
for (const q of (process.argv[2] ?? "").split("|").filter(Boolean)) {
  await page.fill("#input", q); await page.keyboard.press("Enter");
  await page.waitForTimeout(1500);
}
await page.screenshot({ path: "/tmp/walk/chat.png", fullPage: true });
// admin: the first password through the operator's one-time setup link
await page.goto(`${app.url}/admin/setup?token=${await app.services.admin.auth.setupToken()}`);
await page.fill("#password", "walk admin password");
await page.fill("#confirm", "walk admin password");
await page.click("button[type=submit]");
await page.waitForURL(`${app.url}/admin`);
for (const u of ["/admin", "/admin/routing", "/admin/documents", "/admin/skills", "/admin/map", "/admin/eval", "/admin/tokens", "/admin/skills/new"]) {
  await page.goto(`${app.url}${u}`); await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/walk/${u.replaceAll("/", "_")}.png`, fullPage: true });
}
console.log(errors.join("\n"));
await browser.close(); await app.stop();
