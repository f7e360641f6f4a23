// Installs dependencies on a fresh clone so `npm start` / `npm test` are the only commands a newcomer needs.
import { existsSync, statSync } from "node:fs";
import { execSync } from "node:child_process";

const marker = "node_modules/.package-lock.json";
const stale = !existsSync(marker) || !existsSync("node_modules/.bin/bun") ||
  statSync("package-lock.json").mtimeMs > statSync(marker).mtimeMs + 1000;
if (stale) {
  console.log("Installing dependencies (npm ci)…");
  execSync("npm ci --no-audit --no-fund", { stdio: "inherit" });
}
