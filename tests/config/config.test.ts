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
