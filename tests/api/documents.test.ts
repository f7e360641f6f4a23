import { describe, expect, it } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { askRequest, filesForm, testApp, DEV_SET } from "../helpers/app.ts";

const md = `# Правила\n\n## Удалённая работа\nСотрудник может работать из дома два дня в неделю.\n\n## Обед\nПерерыв на обед длится 45 минут.\n`;

type Handler = { handle(r: Request): Promise<Response> };

/** The app as a script holding an admin API token sees it: the documents API is admin-only. */
function withToken<T extends Awaited<ReturnType<typeof testApp>>>(t: T): Omit<T, "app"> & { app: Handler } {
  const { token } = t.services.admin.tokens.create("tests");
  return { ...t, app: { handle: (r: Request) => { r.headers.set("authorization", `Bearer ${token}`); return t.app.handle(r); } } };
}

const upload = (app: Handler, files: Parameters<typeof filesForm>[0]) =>
  app.handle(new Request("http://localhost/api/documents", { method: "POST", body: filesForm(files) }));

describe("documents API", () => {
  it("is admin-only: no token or a wrong one is 401, while /api/ask stays open to a person", async () => {
    const { app } = await testApp();
    expect((await app.handle(new Request("http://localhost/api/documents"))).status).toBe(401);
    const bad = await app.handle(new Request("http://localhost/api/documents", { headers: { authorization: "Bearer cat_nope" } }));
    expect(bad.status).toBe(401);
    const ask = await app.handle(askRequest({ question: "Сколько дней отпуска?" }));
    expect(ask.status).toBe(200);
  });

  it("uploads several files at once and lists them with fragment counts", async () => {
    const { app } = withToken(await testApp());
    const res = await upload(app, [
      { name: "rules.md", content: md },
      { name: "labour-rules.docx", content: readFileSync(join(DEV_SET, "docs/labour-rules.docx")) },
    ]);
    expect(res.status).toBe(201);
    const list = await (await app.handle(new Request("http://localhost/api/documents"))).json();
    expect(list.map((d: { name: string }) => d.name).sort()).toEqual(["labour-rules.docx", "rules.md"]);
    expect(list.every((d: { chunks: number }) => d.chunks > 0)).toBe(true);
  });

  it("names the bad file and its reason and keeps the good ones", async () => {
    const { app } = withToken(await testApp());
    const res = await upload(app, [
      { name: "ok.md", content: md },
      { name: "broken.pdf", content: "%PDF-1.7\n1 0 obj <<" },
      { name: "fake.docx", content: "this is not a zip" },
      { name: "empty.txt", content: "" },
      { name: "virus.exe", content: "MZ" },
    ]);
    expect(res.status).toBe(207);
    const body = await res.json();
    expect(body.uploaded.map((d: { name: string }) => d.name)).toEqual(["ok.md"]);
    expect(body.errors.map((e: { file: string }) => e.file)).toEqual(["broken.pdf", "fake.docx", "empty.txt", "virus.exe"]);
    for (const e of body.errors) expect(e.error).toContain(e.file);
  });

  it("refuses a file over the upload limit and leaves the index as it was", async () => {
    const { app, services } = withToken(await testApp({ MAX_UPLOAD_MB: "1" }));
    await upload(app, [{ name: "ok.md", content: md }]);
    const before = services.kb.size();
    const res = await upload(app, [{ name: "big.txt", content: "а".repeat(1_100_000) }]);
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].error).toMatch(/big\.txt.*1 МБ/);
    expect(services.kb.size()).toBe(before);
  });

  it("replaces a document's fragments in one step and the next question uses the new version", async () => {
    const { app } = withToken(await testApp());
    const [doc] = (await (await upload(app, [{ name: "rules.md", content: md }])).json()).uploaded;
    const fd = filesForm([{ name: "rules.md", content: md.replace("45 минут", "90 минут") }], "file");
    const res = await app.handle(new Request(`http://localhost/api/documents/${doc.id}`, { method: "PUT", body: fd }));
    expect(res.status).toBe(200);
    expect((await res.json()).version).toBe(2);
    const ask = await app.handle(new Request("http://localhost/api/ask", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ question: "Сколько длится перерыв на обед?" }) }));
    const answer = await ask.json();
    expect(answer.answer).toContain("90 минут");
    expect(answer.answer).not.toContain("45 минут");
  });

  it("deletes a document and its fragments never come back in answers", async () => {
    const { app, services } = withToken(await testApp());
    const [doc] = (await (await upload(app, [{ name: "rules.md", content: md }])).json()).uploaded;
    const del = await app.handle(new Request(`http://localhost/api/documents/${doc.id}`, { method: "DELETE" }));
    expect(del.status).toBe(200);
    expect(services.kb.size()).toBe(0);
    const again = await app.handle(new Request(`http://localhost/api/documents/${doc.id}`, { method: "DELETE" }));
    expect(again.status).toBe(404);
    expect((await again.json()).error).toContain(String(doc.id));
  });

  it("answers malformed JSON with 400 and a readable message", async () => {
    const { app } = withToken(await testApp());
    const res = await app.handle(new Request("http://localhost/api/ask", { method: "POST", headers: { "content-type": "application/json" }, body: "{question:" }));
    expect(res.status).toBe(400);
    expect(typeof (await res.json()).error).toBe("string");
  });
});
