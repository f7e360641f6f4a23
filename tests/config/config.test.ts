import { describe, expect, it } from "bun:test";
import { loadConfig, ConfigError } from "../../src/config.ts";

describe("config", () => {
  it("uses the seed's models, port 3000 and data/ when the environment is empty", () => {
    const c = loadConfig({});
    expect(c.chatModel).toBe("qwen3.6:35b-a3b");
    expect(c.embedModel).toBe("qwen3-embedding:0.6b");
    expect(c.port).toBe(3000);
    expect(c.dataDir.endsWith("/data")).toBe(true);
    expect(c.ollamaHost).toBeNull();
  });

  it("accepts OLLAMA_HOST without a scheme", () => {
    expect(loadConfig({ OLLAMA_HOST: "gpu-box:11434" }).ollamaHost).toBe("http://gpu-box:11434");
  });

  it("refuses a port that is not a number with a message naming the variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
  });

  it("refuses a non-positive upload limit", () => {
    expect(() => loadConfig({ MAX_UPLOAD_MB: "0" })).toThrow(/MAX_UPLOAD_MB/);
  });
});

describe("listening address and proxy trust", () => {
  it("listens on all interfaces unless HOST says otherwise, and trusts no proxy by default", () => {
    expect(loadConfig({}).host).toBe("0.0.0.0");
    expect(loadConfig({ HOST: "127.0.0.1" }).host).toBe("127.0.0.1");
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXY: "127.0.0.1, ::ffff:10.0.0.2" }).trustedProxies).toEqual(["127.0.0.1", "10.0.0.2"]);
  });

  it("refuses USER_HEADER without TRUSTED_PROXY, and a HOST or proxy that is not an address", () => {
    expect(() => loadConfig({ USER_HEADER: "X-Remote-User" })).toThrow(/TRUSTED_PROXY/);
    expect(() => loadConfig({ HOST: "a b" })).toThrow(/HOST/);
    expect(() => loadConfig({ TRUSTED_PROXY: "proxy.local/24" })).toThrow(/TRUSTED_PROXY/);
  });

  it("reads the per-document caps", () => {
    const c = loadConfig({ MAX_PAGES: "3", MAX_TEXT_CHARS: "5000", MAX_FRAGMENTS: "7", EXTRACT_TIMEOUT_S: "2" });
    expect(c.limits).toEqual({ maxPages: 3, maxChars: 5000, maxFragments: 7, extractTimeoutMs: 2000 });
    expect(() => loadConfig({ MAX_PAGES: "0" })).toThrow(/MAX_PAGES/);
  });
});
