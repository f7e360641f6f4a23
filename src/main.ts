import { resolve } from "node:path";
import { loadConfig, ConfigError } from "./config.ts";
import { createServices } from "./services.ts";
import { createApp } from "./app.ts";
import { seedSamples, seedToolSamples, SHIPPED_SAMPLES } from "./seed.ts";
import { publishSetupLink, SETUP_LINK_FILE } from "./admin/setup-link.ts";
import { cleanStaleTemp } from "./stale-temp.ts";
import { bodyLimits } from "./web/security.ts";

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`configuration error: ${err.message}`);
    process.exit(2);
  }
  throw err;
}
const stale = cleanStaleTemp(config.dataDir);
if (stale.length) console.log(`removed ${stale.length} temporary files left by a crash: ${stale.join(", ")}`);
seedToolSamples(config.dataDir, SHIPPED_SAMPLES);
const services = await createServices(config);
const seeded = await seedSamples(services, resolve(SHIPPED_SAMPLES, "docs"));
const app = createApp(services).listen({ hostname: config.host, port: config.port, maxRequestBodySize: bodyLimits(config.maxUploadMb).server });
const shown = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host.includes(":") ? `[${config.host}]` : config.host;
const base = `http://${shown}:${app.server?.port}`;
console.log(`face: ${services.face.describe}`);
console.log(`documents: ${services.kb.list().length} (${services.kb.size()} fragments${seeded ? `, ${seeded} samples indexed now` : ""}); data in ${config.dataDir}`);
console.log(`listening on ${config.host}:${app.server?.port} (${base})`);
const setupLink = await publishSetupLink(services.admin.auth, resolve(config.dataDir, "state"), base);
if (setupLink) {
  console.log(`no admin password yet: open this one-time link to set it (also in ${resolve(config.dataDir, "state", SETUP_LINK_FILE)}):`);
  console.log(`  ${setupLink}`);
}
