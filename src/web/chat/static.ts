import { Elysia } from "elysia";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, resolve } from "node:path";

const ROOT = resolve(import.meta.dir, "../../..");
const TYPES: Record<string, string> = { ".css": "text/css; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".svg": "image/svg+xml", ".png": "image/png", ".ico": "image/x-icon" };

/** Vendor scripts served straight from node_modules, so nothing is copied or bundled. */
export const VENDOR: Record<string, string> = {
  "htmx.min.js": "node_modules/htmx.org/dist/htmx.min.js",
  "hx-sse.min.js": "node_modules/htmx.org/dist/ext/hx-sse.min.js",
  "chart.umd.min.js": "node_modules/chart.js/dist/chart.umd.min.js",
};

/** The fixed map of URL → file: public/* and the vendor scripts; nothing outside it is ever read. */
export function assetMap(root = ROOT): Map<string, string> {
  const map = new Map<string, string>();
  const pub = join(root, "public");
  if (existsSync(pub)) for (const f of readdirSync(pub)) if (statSync(join(pub, f)).isFile()) map.set(`/public/${f}`, join(pub, f));
  for (const [name, rel] of Object.entries(VENDOR)) map.set(`/public/vendor/${name}`, join(root, rel));
  return map;
}

const COMPRESSIBLE = new Set([".css", ".js", ".svg"]);

/**
 * GET /public/…: the CSS, the small chat script and the vendor scripts, cached for an hour. Text assets
 * go gzipped to browsers that accept it (htmx and Chart.js shrink to about a third); each is compressed
 * once per file version and kept.
 */
export const staticFiles = () => {
  const map = assetMap();
  const gz = new Map<string, { mtime: number; bytes: Uint8Array }>();
  const gzipped = (file: string) => {
    const mtime = statSync(file).mtimeMs;
    let hit = gz.get(file);
    if (!hit || hit.mtime !== mtime) gz.set(file, (hit = { mtime, bytes: Bun.gzipSync(new Uint8Array(readFileSync(file))) }));
    return hit.bytes;
  };
  return new Elysia({ name: "static-files" }).get("/public/*", ({ path, set, request }) => {
    const file = map.get(path);
    if (!file || !existsSync(file)) {
      set.status = 404;
      return "Not found";
    }
    const headers: Record<string, string> = { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": "public, max-age=3600", vary: "accept-encoding" };
    if (COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "")) {
      return new Response(gzipped(file) as Uint8Array<ArrayBuffer>, { headers: { ...headers, "content-encoding": "gzip" } });
    }
    return new Response(Bun.file(file), { headers });
  });
};
