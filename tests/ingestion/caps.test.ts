import { describe, expect, it } from "bun:test";
import { filesForm, testApp } from "../helpers/app.ts";
import { bigPdf } from "./big-pdf.ts";
import { extractOffThread } from "../../src/ingestion/extract/off-thread.ts";
import { CapExceededError } from "../../src/ingestion/extract/limits.ts";

/** The app with caps from `env` and an API token on every request. */
async function capped(env: Record<string, string>) {
  const t = await testApp(env);
  const { token } = t.services.admin.tokens.create("tests");
  const call = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("authorization", `Bearer ${token}`);
    return t.app.handle(new Request(`http://localhost${path}`, { ...init, headers }));
  };
  const upload = (name: string, content: string | Uint8Array) => call("/api/documents", { method: "POST", body: filesForm([{ name, content }]) });
  return { ...t, call, upload };
}

const NO_CAPS = { maxPages: 1e9, maxChars: 1e12, extractTimeoutMs: 60_000 };

describe("bounded work per upload", () => {
  it("refuses a PDF over MAX_PAGES in plain Russian words, indexing nothing", async () => {
    const t = await capped({ MAX_PAGES: "5" });
    const res = await t.upload("handbook.pdf", bigPdf(12, 5));
    expect(res.status).toBe(422);
    const error = (await res.json()).errors[0].error as string;
    expect(error).toContain("«handbook.pdf»");
    expect(error).toContain("в нём 12 страниц, а допустимо не больше 5");
    expect(error).toContain("MAX_PAGES");
    expect(t.services.kb.list()).toEqual([]);
    expect((await t.upload("short.pdf", bigPdf(5, 5))).status).toBe(201);
  });

  it("refuses a document with more text than MAX_TEXT_CHARS", async () => {
    const t = await capped({ MAX_TEXT_CHARS: "2000" });
    const res = await t.upload("long.pdf", bigPdf(4, 20));
    expect(res.status).toBe(422);
    expect((await res.json()).errors[0].error).toMatch(/больше 2\s000 символов текста/);
    const md = await t.upload("long.md", `# Длинный\n\n${"Правило склада номер один. ".repeat(100)}`);
    expect((await md.json()).errors[0].error).toContain("MAX_TEXT_CHARS");
    expect(t.services.kb.list()).toEqual([]);
  });

  it("refuses a document that makes more fragments than MAX_FRAGMENTS, before embedding", async () => {
    const t = await capped({ MAX_FRAGMENTS: "3" });
    const sections = Array.from({ length: 10 }, (_, i) => `## Раздел ${i}\n\nПравило ${i}: склад ${i} закрывается в ${i + 10} часов.`).join("\n\n");
    const res = await t.upload("many.md", `# Регламент\n\n${sections}`);
    expect(res.status).toBe(422);
    expect((await res.json()).errors[0].error).toMatch(/разбивается на \d+ фрагментов, а допустимо не больше 3/);
    expect(t.services.kb.size()).toBe(0);
  });

  it("stops an extraction that runs past its time limit and says so", async () => {
    const err = await extractOffThread("slow.pdf", bigPdf(200), { ...NO_CAPS, extractTimeoutMs: 1 }).catch((e) => e);
    expect(err).toBeInstanceOf(CapExceededError);
    expect(err.messageIn("ru")).toContain("чтение заняло больше");
  });

  it("reads a PDF in a worker to the same text as in place, and keeps refusals' reasons", async () => {
    const doc = await extractOffThread("ok.pdf", bigPdf(3, 5), NO_CAPS);
    expect(doc.pages).toBe(3);
    expect(doc.text).toContain("Page 3 line 5");
    const bad = await extractOffThread("bad.pdf", new TextEncoder().encode("%PDF-1.4 nothing %%EOF"), NO_CAPS).catch((e) => e);
    expect(bad.messageIn("ru")).toContain("PDF повреждён");
  });

  it("keeps answering /health while a large PDF is being read", async () => {
    const t = await capped({ MAX_PAGES: "100000", MAX_TEXT_CHARS: "100000000", MAX_FRAGMENTS: "1000000" });
    let finished = false;
    const upload = t.upload("big.pdf", bigPdf(400)).then((r) => { finished = true; return r; });
    const during: number[] = [];
    while (!finished) {
      const r = await t.app.handle(new Request("http://localhost/health"));
      if (!finished) during.push(r.status);
      await Bun.sleep(20);
    }
    expect((await upload).status).toBe(201);
    // Read in place, pdf.js holds the thread between pages; in a worker /health answers all along.
    expect(during.length).toBeGreaterThan(10);
    expect(during.every((s) => s === 200)).toBe(true);
  }, 30_000);
});
