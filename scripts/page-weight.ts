/**
 * Page weight of the chat: the page plus every script and stylesheet it loads (Chart.js, loaded
 * only when a chart appears, is counted too), gzipped. Fails over the budget.
 *   bun run scripts/page-weight.ts               # builds the app in-process over a temp DATA_DIR
 *   bun run scripts/page-weight.ts http://host:3000
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const BUDGET_BYTES = 150 * 1024;
const LAZY = ["/public/vendor/chart.umd.min.js"];

export interface Weight { url: string; raw: number; gzip: number }

/** Fetches the chat page and its assets through `get` and returns each one's raw and gzipped size. */
export async function measure(get: (path: string) => Promise<Response>): Promise<{ items: Weight[]; total: number }> {
  const page = await get("/");
  const html = await page.text();
  const assets = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const items: Weight[] = [{ url: "/", raw: Buffer.byteLength(html), gzip: Bun.gzipSync(html).byteLength }];
  for (const url of [...new Set([...assets, ...LAZY])]) {
    const res = await get(url);
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    const body = new Uint8Array(await res.arrayBuffer());
    items.push({ url, raw: body.byteLength, gzip: Bun.gzipSync(body).byteLength });
  }
  return { items, total: items.reduce((s, i) => s + i.gzip, 0) };
}

if (import.meta.main) {
  const base = process.argv[2];
  let get: (p: string) => Promise<Response>;
  if (base) get = (p) => fetch(new URL(p, base));
  else {
    const { loadConfig } = await import("../src/config.ts");
    const { createServices } = await import("../src/services.ts");
    const { createApp } = await import("../src/app.ts");
    const s = await createServices(loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "weight-")) }), { log: () => {} });
    const app = createApp(s);
    get = (p) => app.handle(new Request(new URL(p, "http://localhost")));
  }
  const { items, total } = await measure(get);
  for (const i of items) console.log(`${(i.gzip / 1024).toFixed(1).padStart(7)} KB gz ${(i.raw / 1024).toFixed(1).padStart(8)} KB  ${i.url}`);
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KB gz total (budget ${BUDGET_BYTES / 1024} KB)`);
  if (total > BUDGET_BYTES) process.exit(1);
}
