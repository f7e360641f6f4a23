import { expect, it } from "bun:test";
import { BUDGET_BYTES, measure } from "../../scripts/page-weight.ts";
import { person, webApp } from "./helpers.ts";

it("the chat page with its scripts and CSS (Chart.js included) stays under 150 KB gzipped", async () => {
  const { app } = await webApp();
  const p = person(app);
  const { items, total } = await measure((path) => p.get(path));
  expect(items.map((i) => i.url)).toEqual(expect.arrayContaining(["/", "/public/app.css", "/public/vendor/htmx.min.js", "/public/chat.js"]));
  expect(total).toBeLessThan(BUDGET_BYTES);
});
