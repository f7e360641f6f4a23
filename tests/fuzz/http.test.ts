import { describe, expect, it } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { seedSamples } from "../../src/seed.ts";
import { testApp } from "../helpers/app.ts";
import { chatIdOf, person } from "../web/helpers.ts";
import { makeZip } from "../ingestion/builders.ts";
import { FUZZ_N, rng, rssMb, within, type Rng } from "./mutate.ts";

const SAMPLES = resolve(import.meta.dir, "../../data/samples/docs");
const TRAVERSAL = ["../../etc/passwd.md", "..\\..\\windows\\win.ini.md", "/etc/shadow.txt", "%2e%2e%2fsecret.md", "a/../../b.md", "..", ".", "\u0000evil.md", "con.md", "<script>.md", "x".repeat(600) + ".md", " .md", "нормальный файл.md"];
const WEIRD = [null, 0, -1, 1e308, true, [], {}, "", " ", "x".repeat(10_000), { $ne: 1 }, ["a"], "\u0000", "<img src=x onerror=alert(1)>", "../../", "NaN"];

/** A DOCX whose text part inflates past every limit while its header claims 1 KB. */
const zipBomb = () => makeZip([{ name: "word/document.xml", data: new Uint8Array(101 * 1024 * 1024), declaredSize: 1000 }]);

/** One random request against one of the app's routes. */
function randomRequest(r: Rng, chatId: string, bomb: Uint8Array): { label: string; req: () => Request } {
  const id = r.pick([chatId, "0", "../../etc", "%00", "x".repeat(100), crypto.randomUUID(), "'; DROP TABLE chats;--"]);
  const num = r.pick(["1", "0", "-1", "abc", "1e9", "99999999999999999999", "../1"]);
  const json = (v: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body: typeof v === "string" ? v : JSON.stringify(v) });
  const formOf = (fields: Record<string, unknown>) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(fields)) fd.append(k, v instanceof Blob ? v : typeof v === "string" ? v : JSON.stringify(v));
    return { method: "POST", body: fd };
  };
  const file = () => {
    const kind = r.int(4);
    const name = r.pick(TRAVERSAL);
    if (kind === 0) return new File([bomb as BlobPart], name.replace(/\.\w+$/, ".docx"));
    if (kind === 1) return new File([crypto.getRandomValues(new Uint8Array(r.int(4096)))], name);
    if (kind === 2) return new File(["# Заголовок\n\nтекст ".repeat(1 + r.int(50))], name);
    return new File([new Uint8Array(2 * 1048576)], name); // over MAX_UPLOAD_MB=1
  };
  const routes: [string, string, () => RequestInit][] = [
    ["ask", "/api/ask", () => json(r.int(3) === 0 ? r.pick(["{", "[]", "null", "\"x\"", "{\"question\":"]) : { question: r.pick(WEIRD), previous: r.pick(WEIRD) })],
    ["ask-form", "/api/ask", () => formOf({ question: r.pick(WEIRD) })],
    ["upload", "/api/documents", () => formOf({ [r.pick(["files", "file", "x"])]: file() })],
    ["upload-json", "/api/documents", () => json({ files: r.pick(WEIRD) })],
    ["replace", `/api/documents/${num}`, () => ({ ...formOf({ file: file() }), method: "PUT" })],
    ["delete", `/api/documents/${num}`, () => ({ method: "DELETE" })],
    ["chunks", `/api/documents/${num}/chunks`, () => ({})],
    ["message", `/c/${id}/messages`, () => formOf(r.int(2) ? { text: r.pick(WEIRD) } : { text: "", file: file() })],
    ["message-json", `/c/${id}/messages`, () => json({ text: r.pick(WEIRD) })],
    ["rename", `/c/${id}/rename`, () => formOf({ title: r.pick(WEIRD) })],
    ["state", `/c/${id}/state`, () => formOf({ webSearch: r.pick(WEIRD), mode: r.pick(WEIRD), document: r.pick(TRAVERSAL) })],
    ["option", `/c/${id}/option`, () => formOf({ value: r.pick(WEIRD), label: r.pick(WEIRD), from: r.pick(["clarify-1", "\"><script>", "x".repeat(200)]) })],
    ["draft", `/c/${id}/drafts/${r.pick(["d1", "../x", "%2e"])}/${r.pick(["confirm", "cancel", "delete"])}`, () => ({ method: "POST" })],
    ["cite", `/c/${id}/m/${num}/cite/${num}`, () => ({})],
    ["doc", `/docs/${num}?hl=${num}`, () => ({})],
    ["static", `/public/${r.pick(["../package.json", "..%2f..%2fpackage.json", "vendor/../../src/main.ts", "app.css", "%00"])}`, () => ({})],
    ["page", `/c/${id}`, () => ({})],
  ];
  const [label, path, init] = r.pick(routes);
  return { label, req: () => new Request(`http://localhost${encodeURI(path).replace(/%25/g, "%")}`, init()) };
}

describe("HTTP input fuzz over every endpoint", () => {
  it("answers every hostile request with a clear 2xx/4xx, never a 500, a hang or a file outside the data folder", async () => {
    const { app, services, dataDir, logs } = await testApp({ MAX_UPLOAD_MB: "1" });
    await seedSamples(services, SAMPLES);
    const p = person(app);
    const chatId = chatIdOf(await (await p.get("/")).text());
    const cookie = `assistant_id=${p.jar.get("assistant_id")}`;
    const token = services.admin.tokens.create("fuzz").token;
    const r = rng();
    const bomb = zipBomb();
    const n = FUZZ_N(400);
    const statuses = new Map<number, number>();
    const startMb = rssMb();
    let peak = startMb;
    for (let i = 0; i < n; i++) {
      const { label, req } = randomRequest(r, chatId, bomb);
      const request = req();
      request.headers.set("cookie", cookie);
      if (r.int(3) === 0) request.headers.set("hx-request", "true");
      // The documents API is admin-only: most fuzz requests carry a valid token so they reach the handlers.
      if (r.int(5) > 0) request.headers.set("authorization", `Bearer ${token}`);
      const res = await within(10_000, `${label} #${i}`, () => app.handle(request));
      const body = await within(10_000, `${label} body #${i}`, () => res.text());
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500) throw new Error(`${label} #${i} (${request.method} ${request.url}) → ${res.status}: ${body.slice(0, 300)}\n${logs.slice(-3).join("\n")}`);
      const clear = (body.length >= 9 && /error|role="alert"|Not found/.test(body)) || (res.status === 401 && res.headers.has("hx-redirect"));
      if (res.status >= 400) expect([label, request.method, request.url, request.headers.get("hx-request"), res.status, clear ? "clear" : body]).toEqual([label, request.method, request.url, request.headers.get("hx-request"), res.status, "clear"]);
      peak = Math.max(peak, rssMb());
    }
    console.log(`HTTP fuzz: ${n} requests tried; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; memory ${startMb.toFixed(0)} → peak ${peak.toFixed(0)} MB`);
    for (const d of services.kb.list()) expect(d.name).not.toMatch(/[/\\\u0000]|^\.\.?$/);
    expect(existsSync(join(dataDir, "..", "etc"))).toBe(false);
    expect(readdirSync(dataDir).sort()).toEqual(["state"].concat(readdirSync(dataDir).filter((f) => f !== "state")).sort());
    expect(peak - startMb).toBeLessThan(1024);
  }, 600_000);
});
