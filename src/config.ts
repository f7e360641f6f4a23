import { resolve } from "node:path";

/** Everything the process reads from its environment, validated once at start. */
export interface Config {
  ollamaHost: string | null;
  chatModel: string;
  embedModel: string;
  dataDir: string;
  port: number;
  maxUploadMb: number;
  /** Trusted reverse-proxy header naming the signed-in person (single sign-on), if any. */
  userHeader: string | null;
  adminPassword: string | null;
  searxngUrl: string | null;
  headingTrick: boolean;
}

/** Thrown when the environment holds a value that cannot be used. */
export class ConfigError extends Error {}

function int(env: Record<string, string | undefined>, key: string, fallback: number, min: number, max: number): number {
  const raw = env[key];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${key} must be an integer between ${min} and ${max}, got "${raw}"`);
  return n;
}

function url(env: Record<string, string | undefined>, key: string): string | null {
  const raw = env[key]?.trim();
  if (!raw) return null;
  const withScheme = /^https?:\/\//.test(raw) ? raw : `http://${raw}`;
  try {
    return new URL(withScheme).toString().replace(/\/$/, "");
  } catch {
    throw new ConfigError(`${key} is not a valid URL: "${raw}"`);
  }
}

/** Reads and validates the environment into a typed Config. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return {
    ollamaHost: url(env, "OLLAMA_HOST"),
    chatModel: env.CHAT_MODEL?.trim() || "qwen3.6:35b-a3b",
    embedModel: env.EMBED_MODEL?.trim() || "qwen3-embedding:0.6b",
    dataDir: resolve(env.DATA_DIR?.trim() || "data"),
    port: int(env, "PORT", 3000, 0, 65535),
    maxUploadMb: int(env, "MAX_UPLOAD_MB", 50, 1, 2048),
    userHeader: env.USER_HEADER?.trim().toLowerCase() || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    searxngUrl: url(env, "SEARXNG_URL"),
    headingTrick: env.HEADING_TRICK !== "0",
  };
}
