import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { chatIdOf, form, person, scriptedModel, sseMessages, webApp } from "./helpers.ts";

const SCRIPT = "<script>alert(1)</script>";
const IMG = "<img src=x onerror=alert(1)>";
const ROOT = resolve(import.meta.dir, "../..");

/**
 * Neither payload appears as markup anywhere in the HTML. Inside a double-quoted attribute value
 * a `<` starts no tag (the renderer escapes `"` there), so attribute values are set aside first.
 */
function expectInert(raw: string) {
  const html = raw.replace(/="[^"]*"/g, '=""');
  expect(html).not.toContain("<script>alert");
  expect(html.toLowerCase()).not.toMatch(/<img[^>]*onerror/);
  expect(html).not.toMatch(/<hx-partial[^>]*>[^<]*<img/);
}

describe("text from documents, people and models is shown as text", () => {
  it("escapes a document's, a message's and a model answer's <script> and <img onerror> everywhere they are drawn", async () => {
    const { app, services } = await webApp({ chat: scriptedModel(() => `Ответ ${SCRIPT} и ${IMG} [1]`) });
    const p = person(app);
    const id = chatIdOf(await (await p.get("/")).text());
    const doc = `# Опасный ${SCRIPT}\n\n## Раздел ${IMG}\n\nОтпуск 28 дней. ${SCRIPT} ${IMG}\n`;
    // Markdown drops raw HTML at extraction; plain text keeps it verbatim, so both routes are fed.
    for (const name of [`x${IMG}.md`, "payload.txt"]) {
      expectInert(await (await p.post(`/c/${id}/messages`, form({ text: "", file: new File([doc], name) }))).text());
    }
    const streamed = await (await p.post(`/c/${id}/messages`, form({ text: `Отпуск ${SCRIPT} ${IMG}?` }))).text();
    const html = sseMessages(streamed).join("\n");
    expectInert(html);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    await p.post(`/c/${id}/rename`, form({ title: IMG }));
    const page = await (await p.get(`/c/${id}`)).text();
    expectInert(page);
    expect(page).toContain("&lt;img src=x onerror=alert(1)&gt;");
    const mid = /\/m\/(\d+)\/cite\/1/.exec(page)![1];
    const panel = await (await p.get(`/c/${id}/m/${mid}/cite/1`)).text();
    expectInert(panel);
    expect(panel).toContain("&lt;script&gt;");
    // Attachments stay in the chat; the document page shows company documents, which admins upload.
    const docId = (await services.kb.ingest("payload.txt", new TextEncoder().encode(doc))).id;
    const docPage = await (await p.get(`/docs/${docId}`)).text();
    expectInert(docPage);
    expect(docPage).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("xss-scan finds no unescaped text in the views and the chat module", () => {
    const files = ["views/**/*.tsx", "src/web/**/*.tsx"].flatMap((g) => [...new Bun.Glob(g).scanSync({ cwd: ROOT })]);
    expect(files.length).toBeGreaterThan(5);
    const r = Bun.spawnSync([resolve(ROOT, "node_modules/.bin/xss-scan"), ...files], { cwd: ROOT });
    const out = r.stdout.toString() + r.stderr.toString();
    if (r.exitCode !== 0) console.error(out);
    expect(r.exitCode).toBe(0);
  }, 60_000);
});
