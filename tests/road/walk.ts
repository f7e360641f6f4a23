// Diagnostic walk in Chromium: an admin and an employee, console errors and screenshots collected.
import { launch, startApp } from "../e2e/harness.ts";
const app = await startApp();
process.env.X = "";
const browser = await launch();
const errors: string[] = [];
const page = await browser.newPage();
page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") errors.push(`${page.url()} ${m.type()}: ${m.text()}`); });
page.on("pageerror", (e) => errors.push(`${page.url()} pageerror: ${e.message}`));
await page.goto(`${app.url}/`);
await page.keyboard.press("Tab");
console.log("first Tab focus:", await page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.getAttribute("class")} ${document.activeElement?.textContent?.slice(0, 30)}`));
for (const q of (process.argv[2] ?? "").split("|").filter(Boolean)) {
  await page.fill("#input", q); await page.keyboard.press("Enter");
  await page.waitForTimeout(1500);
}
await page.screenshot({ path: "/tmp/walk/chat.png", fullPage: true });
// admin
const token = app.services.db.query("SELECT 1").get();
await page.goto(`${app.url}/admin`);
await page.screenshot({ path: "/tmp/walk/admin-first.png" });
console.log("admin first visit:", (await page.textContent("main"))?.slice(0, 200));
if (await page.locator("#password2, #confirm, input[name=confirm]").count()) {
  await page.fill("#password", "walk admin password");
  await page.locator("input[type=password]").nth(1).fill("walk admin password");
  await page.locator("button[type=submit]").first().click();
  await page.waitForTimeout(500);
}
for (const u of ["/admin", "/admin/routing", "/admin/documents", "/admin/skills", "/admin/map", "/admin/eval", "/admin/tokens", "/admin/skills/new"]) {
  await page.goto(`${app.url}${u}`); await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/walk/${u.replaceAll("/", "_")}.png`, fullPage: true });
}
console.log(errors.join("\n"));
await browser.close(); await app.stop();
