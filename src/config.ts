import { resolve } from "node:path";

/** Everything the process reads from its environment, validated once at start. */
export interface Config {
  /** The first of `ollamaHosts` (kept for the callers that know one host). */
  ollamaHost: string | null;
  // --- model servers (OLLAMA_*, OPENAI_*): see readModelServers ---
  /** Every Ollama host of OLLAMA_HOST (comma-separated); turns go to the one with the shortest queue. */
  ollamaHosts: string[];
  /** keep_alive sent with every request and kept by the warmer: "30m", "-1" (forever), "0" (unload at once). */
  ollamaKeepAlive: string;
  /** Requests one host runs at once; Ollama runs MoE families (qwen35moe) one at a time whatever OLLAMA_NUM_PARALLEL says. */
  ollamaParallel: number;
  /** Embedding size asked for with `dimensions` (Qwen3-Embedding truncates to any size up to its own). */
  embedDims: number;
  /** An OpenAI-compatible endpoint (vLLM, llama.cpp, SGLang) answering instead of Ollama. */
  openaiBaseUrl: string | null;
  openaiApiKey: string | null;
  /** The router model's budget once it has the request (default 15 s). */
  routerTimeoutMs: number;
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
  // --- listening address, proxy trust and per-upload caps (issue 13) ---
  /** Address the server listens on (HOST); 127.0.0.1 behind a reverse proxy on the same machine. */
  host: string;
  /** Proxy addresses (TRUSTED_PROXY) whose USER_HEADER and X-Forwarded-For are believed; empty: none. */
  trustedProxies: string[];
  /** Per-document caps: pages, extracted characters, fragments; and the extraction time limit. */
  limits: IngestLimits;
}

/** Bounded work per uploaded document. */
export interface IngestLimits {
  maxPages: number;
  maxChars: number;
  maxFragments: number;
  extractTimeoutMs: number;
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

/** An address as the socket reports it: IPv4-mapped IPv6 ("::ffff:10.0.0.1") is the IPv4 one. */
export const normalizeAddress = (a: string): string => a.trim().toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");

function proxies(env: Record<string, string | undefined>): string[] {
  const list = (env.TRUSTED_PROXY ?? "").split(",").map(normalizeAddress).filter(Boolean);
  for (const a of list) if (!/^[0-9a-f.:]+$/.test(a)) throw new ConfigError(`TRUSTED_PROXY lists IP addresses separated by commas, got "${a}"`);
  if (env.USER_HEADER?.trim() && list.length === 0) {
    throw new ConfigError("USER_HEADER needs TRUSTED_PROXY: the address(es) of the single sign-on proxy, e.g. TRUSTED_PROXY=127.0.0.1");
  }
  return list;
}

function host(env: Record<string, string | undefined>): string {
  const raw = env.HOST?.trim() || "0.0.0.0";
  if (!/^[A-Za-z0-9.:_-]+$/.test(raw)) throw new ConfigError(`HOST must be an address or host name, got "${raw}"`);
  return raw;
}

/** Reads and validates the environment into a typed Config. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  return {
    ...readModelServers(env),
    chatModel: env.CHAT_MODEL?.trim() || "qwen3.6:35b-a3b",
    embedModel: env.EMBED_MODEL?.trim() || "qwen3-embedding:0.6b",
    dataDir: resolve(env.DATA_DIR?.trim() || "data"),
    port: int(env, "PORT", 3000, 0, 65535),
    maxUploadMb: int(env, "MAX_UPLOAD_MB", 50, 1, 2048),
    userHeader: env.USER_HEADER?.trim().toLowerCase() || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    searxngUrl: url(env, "SEARXNG_URL"),
    headingTrick: env.HEADING_TRICK !== "0",
    host: host(env),
    trustedProxies: proxies(env),
    limits: {
      maxPages: int(env, "MAX_PAGES", 1000, 1, 1_000_000),
      maxChars: int(env, "MAX_TEXT_CHARS", 3_000_000, 1000, 1_000_000_000),
      maxFragments: int(env, "MAX_FRAGMENTS", 5000, 1, 10_000_000),
      extractTimeoutMs: int(env, "EXTRACT_TIMEOUT_S", 120, 1, 86_400) * 1000,
    },
  };
}

/**
 * OLLAMA_HOST as Ollama itself reads it (envconfig.Host): without a scheme the port defaults to 11434,
 * with http:// to 80, with https:// to 443. A comma-separated list names several hosts.
 */
export function ollamaUrl(raw: string): string {
  const s = raw.trim();
  const explicit = s.includes("://");
  let u: URL;
  try {
    u = new URL(explicit ? s : `http://${s}`);
  } catch {
    throw new ConfigError(`OLLAMA_HOST is not a valid host: "${raw}"`);
  }
  if (!u.port && !explicit) u.port = "11434";
  return u.toString().replace(/\/$/, "");
}

/** Ollama keep_alive: a Go duration ("30m", "1h30m", "-1m"), or seconds ("600", "-1"). */
function keepAlive(env: Record<string, string | undefined>): string {
  const raw = env.OLLAMA_KEEP_ALIVE?.trim() || "30m";
  if (!/^-?\d+(\.\d+)?$/.test(raw) && !/^-?(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/.test(raw)) {
    throw new ConfigError(`OLLAMA_KEEP_ALIVE must be a duration like "30m" or seconds like "1800", got "${raw}"`);
  }
  return raw;
}

/** The model-server block of the config: Ollama hosts, keep_alive, slots, embedding size, OpenAI endpoint. */
function readModelServers(env: Record<string, string | undefined>) {
  const hosts = (env.OLLAMA_HOST ?? "").split(",").map((h) => h.trim()).filter(Boolean).map(ollamaUrl);
  return {
    ollamaHost: hosts[0] ?? null,
    ollamaHosts: hosts,
    ollamaKeepAlive: keepAlive(env),
    ollamaParallel: int(env, "OLLAMA_PARALLEL", 1, 1, 64),
    embedDims: int(env, "EMBED_DIMS", 1024, 32, 8192),
    openaiBaseUrl: url(env, "OPENAI_BASE_URL"),
    openaiApiKey: env.OPENAI_API_KEY?.trim() || null,
    routerTimeoutMs: int(env, "OLLAMA_ROUTER_TIMEOUT_MS", 15_000, 100, 600_000),
  };
}
