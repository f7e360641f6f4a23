import { describe, expect, it } from "bun:test";
import { adminApp } from "./helpers.ts";

const hx = { "hx-request": "true" };

describe("replacing a document with a wrong file (the error took the table's place)", () => {
  it("keeps the documents table and says the reason in the row of that document", async () => {
    const { admin, services } = await adminApp();
    const fd = new FormData();
    fd.append("files", new File(["# Правила\n\n## Обед\n\nПерерыв на обед 45 минут."], "rules.md"));
    const doc = (await (await admin.post("/admin/documents/upload", fd)).json()).uploaded[0];
    const wrong = new FormData();
    wrong.append("file", new File(["MZ"], "setup.exe"));
    const res = await admin.send(`/admin/documents/${doc.id}`, { method: "PUT", body: wrong, headers: hx });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('id="doc-list"');
    expect(html).toMatch(new RegExp(`id="doc-${doc.id}-error"[^>]*>[^<]*должна быть того же типа`));
    expect(services.kb.store.get(doc.id)!.version).toBe(1);
    const empty = new FormData();
    empty.append("file", new File([""], "rules.md"));
    const html2 = await (await admin.send(`/admin/documents/${doc.id}`, { method: "PUT", body: empty, headers: hx })).text();
    expect(html2).toContain('id="doc-list"');
    expect(html2).toMatch(new RegExp(`id="doc-${doc.id}-error"[^>]*>[^<]*пуст`));
  });
});
