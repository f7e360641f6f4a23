import { resolve } from "node:path";
import { loadConfig, ConfigError } from "./config.ts";
import { createServices } from "./services.ts";
import { createApp } from "./app.ts";
import { seedSamples, seedToolSamples } from "./seed.ts";

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
const repoSamples = resolve(import.meta.dir, "../data/samples");
seedToolSamples(config.dataDir, repoSamples);
const services = await createServices(config);
const seeded = await seedSamples(services, resolve(repoSamples, "docs"));
const app = createApp(services).listen({ port: config.port, maxRequestBodySize: (config.maxUploadMb + 5) * 1048576 });
console.log(`face: ${services.face.describe}`);
console.log(`documents: ${services.kb.list().length} (${services.kb.size()} fragments${seeded ? `, ${seeded} samples indexed now` : ""}); data in ${config.dataDir}`);
console.log(`listening on http://localhost:${app.server?.port}`);
