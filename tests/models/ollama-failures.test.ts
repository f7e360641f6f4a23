import { afterEach, describe, expect, it } from "bun:test";
import { app, cleanup, fake, CHAT, EMBED } from "./ollama-helpers.ts";
import { createApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { startFakeOllama } from "../helpers/fake-ollama.ts";
import { client, PASSWORD } from "../admin/helpers.ts";
import { createOllamaEmbedder } from "../../src/models/ollama.ts";

afterEach(cleanup);
const health = async (s: Parameters<typeof createApp>[0]) => (await createApp(s).handle(new Request("http://localhost/health"))).json();

describe("a missing model names the exact `ollama pull`", () => {
  it("at start: /health and the start line say which command fetches it", async () => {
    fake({ models: [{ name: EMBED }] });
    const { s, face } = await app({});
    expect(face.describe).toContain(`ollama pull ${CHAT}`);
    const h = await health(s);
    expect(h.pull).toEqual([`ollama pull ${CHAT}`]);
    expect(h.degraded).toContain(`ollama pull ${CHAT}`);
  });

  it("on the admin dashboard", async () => {
    fake({ models: [{ name: EMBED }] });
    const { s } = await app({ ADMIN_PASSWORD: PASSWORD });
    const admin = client(createApp(s));
    expect((await admin.signIn()).status).toBe(303);
    const page = await (await admin.get("/admin")).text();
    expect(page).toContain(`ollama pull ${CHAT}`);
  });

  it("at run time: Ollama's single-quoted `model 'X' not found` marks answers degraded with the pull command", async () => {
    const f = fake({ chat: { content: "x" } });
    const { s, turn } = await app({});
    f.stop();
    const g = startFakeOllama({ port: f.port, models: [{ name: EMBED }] });
    try {
      const r = await turn("Сколько дней отпуска положено в год?");
      expect(r.text).toContain(`нет модели «${CHAT}»`);
      expect(r.text).toContain(`ollama pull ${CHAT}`);
      const h = await health(s);
      expect(h.degraded).toContain(`ollama pull ${CHAT}`);
      expect(h.pull).toEqual([`ollama pull ${CHAT}`]);
    } finally {
      g.stop();
    }
  });
});

describe("an embedding model of another size", () => {
  it("is asked for the index's size with `dimensions`, so a 2560-dim model still indexes every document", async () => {
    const f = fake({ models: [{ name: CHAT, family: "qwen35moe" }, { name: "qwen3-embedding:4b", dims: 2560 }] });
    const { s, face } = await app({ EMBED_MODEL: "qwen3-embedding:4b" }, { hashEmbedder: false });
    expect(face.kind).toBe("ollama");
    expect(s.kb.size()).toBeGreaterThan(0);
    expect(f.requests.filter((q) => q.path === "/api/embed" && (q.body.input as unknown[]).length).every((q) => q.body.dimensions === 1024)).toBe(true);
  });

  it("keeps vectors cut to another size in an index of their own", () => {
    const id = (dims?: number) => createOllamaEmbedder({ host: "http://x:11434", model: EMBED, dims }).id;
    expect(id()).toBe(`ollama:${EMBED}`);
    expect(id(384)).not.toBe(id());
  });

  it("is refused at start in plain words when it is smaller than the index, instead of 0 fragments in silence", async () => {
    fake({ models: [{ name: CHAT, family: "qwen35moe" }, { name: "all-minilm", dims: 384 }] });
    const { s, face } = await app({ EMBED_MODEL: "all-minilm" }, { hashEmbedder: false });
    expect(face.kind).toBe("embedded");
    expect(face.degraded).toContain("384-dimensional");
    expect(face.degraded).toContain("EMBED_DIMS=384");
    expect(s.kb.size()).toBeGreaterThan(0); // the built-in embedder indexed the documents meanwhile
  });
});

describe("OLLAMA_HOST as Ollama reads it", () => {
  it("takes port 11434 when none is given, and the scheme's port when a scheme is", () => {
    expect(loadConfig({ OLLAMA_HOST: "gpu-box" }).ollamaHost).toBe("http://gpu-box:11434");
    expect(loadConfig({ OLLAMA_HOST: "10.0.0.5" }).ollamaHost).toBe("http://10.0.0.5:11434");
    expect(loadConfig({ OLLAMA_HOST: "http://gpu-box" }).ollamaHost).toBe("http://gpu-box");
    expect(loadConfig({ OLLAMA_HOST: "gpu-box:8080" }).ollamaHost).toBe("http://gpu-box:8080");
  });

  it("takes a comma-separated list of hosts", () => {
    expect(loadConfig({ OLLAMA_HOST: "gpu-a, gpu-b:11500" }).ollamaHosts).toEqual(["http://gpu-a:11434", "http://gpu-b:11500"]);
  });

  it("refuses a keep_alive Ollama would not parse", () => {
    expect(() => loadConfig({ OLLAMA_KEEP_ALIVE: "half an hour" })).toThrow(/OLLAMA_KEEP_ALIVE/);
    expect(loadConfig({ OLLAMA_KEEP_ALIVE: "-1" }).ollamaKeepAlive).toBe("-1");
    expect(loadConfig({}).ollamaKeepAlive).toBe("30m");
  });
});
