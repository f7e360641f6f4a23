import { loadConfig, ConfigError } from "../config.ts";
import { createServices, type Services } from "../services.ts";

/** Loads config and services for a command-line tool; a bad environment exits with a plain message. */
export async function bootCli(): Promise<Services> {
  try {
    return await createServices(loadConfig(), { log: (l) => console.error(l) });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`configuration error: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
}
