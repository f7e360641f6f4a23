import { afterAll, describe, expect, it } from "bun:test";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { filesForm, testApp } from "../helpers/app.ts";
import { createDocumentsAdmin, sha256Hex } from "../../src/admin/documents-admin.ts";
import { MAX_NAME, safeName } from "../../src/web/api/documents/service.ts";
import { bigPdf } from "../ingestion/big-pdf.ts";

const bigPdfLike = () => bigPdf(2, 5);

type T = Awaited<ReturnType<typeof testApp>>;

/** The app with an API token on every request. */
async function tokenApp(env: Record<string, string> = {}, dataDir?: string) {
  const t = await testApp(env, dataDir);
  const { token } = t.services.admin.tokens.create("tests");
  const call = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("authorization", `Bearer ${token}`);
    return t.app.handle(new Request(`http://localhost${path}`, { ...init, headers }));
  };
  return { ...t, call };
}

const doc = (title: string, body: string) => `# ${title}\n\n## Раздел\n\n${body}\n`;
const upload = (t: { call: (p: string, i?: RequestInit) => Promise<Response> }, name: string, content: string | Uint8Array) =>
  t.call("/api/documents", { method: "POST", body: filesForm([{ name, content }]) });
const originals = (t: T) => readdirSync(join(t.dataDir, "originals"));

/** Waits for the reindex job to finish. */
async function reindexed(t: T) {
  const job = t.services.admin.documents.reindex();
  while (!job.finished) await Bun.sleep(5);
  return job;
}

describe("uploads that tell the truth", () => {
  it("keeps a document with a long Cyrillic name: indexed, original stored under its sha256, reindexable", async () => {
    const t = await tokenApp();
    const name = `${"Положение о порядке предоставления ежегодных отпусков ".repeat(2)}сотрудникам компании.md`;
    const content = doc("Отпуск", "Сотруднику положено 28 дней отпуска.");
    const res = await upload(t, name, content);
    expect(res.status).toBe(201);
    expect((await res.json()).uploaded[0].name).toBe(name);
    expect(originals(t)).toEqual([sha256Hex(new TextEncoder().encode(content))]);
    expect(t.services.admin.documents.hasOriginal(name)).toBe(true);
    const job = await reindexed(t);
    expect([job.skipped, job.errors]).toEqual([[], []]);
  });

  it("indexes nothing and says so when the original cannot be written; a retry starts at version 1", async () => {
    const t = await tokenApp();
    const real = t.services.admin.documents;
    t.services.admin.documents = createDocumentsAdmin({
      kb: t.services.kb, db: t.services.db, dir: join(t.dataDir, "originals"), log: () => {},
      write: async (path, bytes) => { writeFileSync(path, bytes.subarray(0, 10)); throw Object.assign(new Error("no space left on device"), { code: "ENOSPC" }); },
    });
    const res = await upload(t, "rules.md", doc("Правила", "Обед длится 45 минут."));
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors[0].error).toContain("не сохранён (ENOSPC)");
    expect(body.errors[0].error).toContain("не проиндексирован");
    expect(t.services.kb.list()).toEqual([]);
    t.services.admin.documents = real;
    const again = await upload(t, "rules.md", doc("Правила", "Обед длится 45 минут."));
    expect((await again.json()).uploaded[0].version).toBe(1);
  });

  it("drops the stored original when indexing fails, so nothing half-done stays behind", async () => {
    const t = await tokenApp();
    const res = await upload(t, "broken.pdf", "%PDF-1.4 not really");
    expect(res.status).toBe(422);
    expect(originals(t)).toEqual([]);
    expect(t.services.kb.list()).toEqual([]);
  });

  it("refuses to reindex from a truncated original and leaves the document as it was", async () => {
    const t = await tokenApp();
    const content = doc("Склад", `Кодовое слово склада — «${"малахит ".repeat(50)}».`);
    const [d] = (await (await upload(t, "sklad.md", content)).json()).uploaded;
    for (const f of originals(t)) {
      const p = join(t.dataDir, "originals", f);
      writeFileSync(p, readFileSync(p).subarray(0, 40));
    }
    const job = await reindexed(t);
    expect(job.errors.map((e) => e.doc)).toEqual(["sklad.md"]);
    expect(job.errors[0].error).toContain("контрольная сумма");
    const after = t.services.kb.store.get(d.id)!;
    expect([after.version, after.chunks]).toEqual([d.version, d.chunks]);
    expect(t.services.kb.store.chunksOf(d.id).map((c) => c.text).join(" ")).toContain("малахит малахит");
  });

  it("still reindexes from an original kept under its old URI-encoded name when its checksum matches", async () => {
    const t = await tokenApp();
    const content = doc("Старый", "Оригинал, сохранённый по-старому.");
    await upload(t, "старый.md", content);
    const [sha] = originals(t);
    renameSync(join(t.dataDir, "originals", sha), join(t.dataDir, "originals", encodeURIComponent("старый.md")));
    const job = await reindexed(t);
    expect([job.skipped, job.errors]).toEqual([[], []]);
  });

  it("removes a deleted document's original unless another document has the same content", async () => {
    const t = await tokenApp();
    const content = doc("Одинаковый", "Один и тот же текст.");
    const [a] = (await (await upload(t, "a.md", content)).json()).uploaded;
    await upload(t, "b.md", content);
    expect(originals(t).length).toBe(1);
    expect((await t.call(`/api/documents/${a.id}`, { method: "DELETE" })).status).toBe(200);
    expect(originals(t).length).toBe(1);
    const b = t.services.kb.list().find((x) => x.name === "b.md")!;
    await t.call(`/api/documents/${b.id}`, { method: "DELETE" });
    expect(originals(t)).toEqual([]);
  });
});

describe("extraction errors in the reader's language", () => {
  it("says in Russian why a file cannot be read, on upload and on replace; English with lang=en", async () => {
    const t = await tokenApp();
    const bad = await (await upload(t, "scan.pdf", "%PDF-1.4 nothing here\n%%EOF")).json();
    expect(bad.errors[0].error).toBe("Не удалось прочитать «scan.pdf»: PDF повреждён и не читается");
    const odd = await (await upload(t, "photo.xyz", "x")).json();
    expect(odd.errors[0].error).toContain("файлы «.xyz» не поддерживаются");
    const [d] = (await (await upload(t, "rules.pdf", bigPdfLike())).json()).uploaded;
    const put = (headers: Record<string, string> = {}) => t.call(`/api/documents/${d.id}`, { method: "PUT", headers, body: filesForm([{ name: "rules.pdf", content: "%PDF-1.4 broken\n%%EOF" }], "file") });
    const ru = await put();
    expect(ru.status).toBe(422);
    expect((await ru.json()).error).toContain("PDF повреждён");
    expect((await (await put({ cookie: "lang=en" })).json()).error).toContain("the PDF is damaged");
  });
});

describe("stored names", () => {
  it("keeps the extension of a name over 200 characters", () => {
    const long = safeName(`${"Очень длинное имя документа ".repeat(12)}.docx`);
    expect(long.endsWith(".docx")).toBe(true);
    expect(Array.from(long).length).toBeLessThanOrEqual(MAX_NAME);
    expect(safeName("../../etc/passwd")).toBe("passwd");
  });
});

/** A real full disk under DATA_DIR/originals: a 64 KiB tmpfs (needs root and mount; otherwise skipped). */
function tinyOriginals(): string | null {
  const dataDir = join(require("node:os").tmpdir(), `uploads-full-${process.pid}-${Date.now()}`);
  mkdirSync(join(dataDir, "originals"), { recursive: true });
  const r = Bun.spawnSync(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", join(dataDir, "originals")], { stderr: "pipe" });
  return r.exitCode === 0 ? dataDir : null;
}
const full = tinyOriginals();
afterAll(() => { if (full) Bun.spawnSync(["umount", "-l", join(full, "originals")]); });

describe.skipIf(!full)("a full disk under the originals", () => {
  it("refuses the upload, indexes nothing, and tells the truth", async () => {
    const t = await tokenApp({}, full!);
    const big = doc("Большой", Array.from({ length: 3000 }, (_, i) => `Пункт ${i}: правило номер ${i}.`).join("\n"));
    const res = await upload(t, "big.md", big);
    const body = await res.json();
    expect(res.status).toBe(422);
    expect(body.errors[0].error).toContain("не проиндексирован");
    expect(t.services.kb.list()).toEqual([]);
    expect(existsSync(join(full!, "originals", sha256Hex(new TextEncoder().encode(big))))).toBe(false);
  });
});
