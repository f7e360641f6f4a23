import { describe, expect, it } from "bun:test";
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { DEV_SET } from "../helpers/app.ts";
import { adminApp } from "./helpers.ts";

describe("pilot evaluation runs", () => {
  it("runs the dev pilot set in the background and stores the report with its settings", async () => {
    const { services, admin } = await adminApp();
    const fd = new FormData();
    fd.append("path", DEV_SET);
    fd.append("label", "baseline");
    const started = await admin.post("/admin/eval/runs", fd, { headers: { "hx-request": "true" } });
    expect(started.status).toBe(202);
    const html = await started.text();
    expect(html).toContain('hx-get="/admin/eval/runs/1/progress"');
    await services.admin.jobs.idle();
    const run = await (await admin.get("/api/eval/runs/1")).json();
    expect(run.status).toBe("done");
    expect(run.label).toBe("baseline");
    expect(run.progress.percent).toBe(100);
    expect(run.settings).toMatchObject({ embedder: "embedded-hash-v8-1024", headingTrick: true, chunkChars: 700 });
    expect(run.report.rag.cases.length).toBeGreaterThan(20);
    expect(run.figures["rag.passRate"]).toBe(run.report.rag.passRate);
    const progress = await (await admin.get("/admin/eval/runs/1/progress")).text();
    expect(progress).toContain('href="/admin/eval/runs/1"');
    expect(progress).not.toContain("hx-get");
    // The page's poll that sees the run end swaps the charts and the runs table in, with the new run.
    const polled = await (await admin.get("/admin/eval/runs/1/progress", { "hx-request": "true" })).text();
    expect(polled).toContain('id="open-report"');
    expect(polled).toMatch(/<table id="runs-table"[^>]*hx-swap-oob="true"/);
    expect(polled).toContain('id="run-1"');
    expect(polled).toMatch(/<div id="runs-charts"[^>]*hx-swap-oob="true"/);
    const report = await admin.get("/admin/eval/runs/1/report");
    expect(report.headers.get("content-disposition")).toContain("eval-run-1.json");
    expect((await report.json()).rag.passRate).toBe(run.report.rag.passRate);
    const page = await (await admin.get("/admin/eval/runs/1")).text();
    expect(page).toContain(run.report.rag.cases[0].question);
    expect(page).not.toContain("н/д"); // the dev set labels sections: every figure is measured
  }, 60_000); // one evaluation run of the dev set in the background (with its leave-one-out pass): over 30 s on a loaded 2-core CI

  it("keeps runs with different settings, charts each metric across them and compares two case by case", async () => {
    const { services, app, admin } = await adminApp();
    const html = await (await admin.post("/admin/tokens", new URLSearchParams({ name: "ci" }))).text();
    const token = /<pre id="new-token">([^<]+)<\/pre>/.exec(html)![1];
    const start = (body: object) => app.handle(new Request("http://localhost/api/eval/runs", { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) }));
    expect((await start({ path: DEV_SET })).status).toBe(202);
    expect((await start({ path: DEV_SET, headingTrick: false, chunkChars: 300, label: "no heading" })).status).toBe(202);
    expect((await start({ path: "/no/such/folder" })).status).toBe(400);
    await services.admin.jobs.idle();
    const runs = services.admin.runs.list();
    expect(runs.map((r) => r.status)).toEqual(["done", "done"]);
    expect(runs[0].settings).toMatchObject({ headingTrick: false, chunkChars: 300 });
    const page = await (await admin.get("/admin/eval")).text();
    expect(page).toContain("заголовок выкл · 300 симв.");
    expect((page.match(/data-chart-name="runs-/g) ?? []).length).toBe(3);
    const cmp = await (await admin.get(`/admin/eval/compare?a=${runs[1].id}&b=${runs[0].id}`)).text();
    expect(cmp).toContain("Исправлено:");
    expect(cmp).toContain("q01");
    const csv = await (await admin.get(`/admin/eval/compare/export?a=${runs[1].id}&b=${runs[0].id}`)).text();
    expect(csv.split("\r\n")[0]).toContain("part,id,text,change,a,b");
  }, 120_000); // two evaluation runs of the dev set (each with its leave-one-out pass): over 30 s on a busy 2-core machine

  it("a set without section labels shows its retrieval figures as «н/д», never as fake zeros", async () => {
    const { services, admin } = await adminApp();
    const fd = new FormData();
    fd.append("path", join(DEV_SET, "../samples"));
    expect((await admin.post("/admin/eval/runs", fd)).status).toBe(202);
    await services.admin.jobs.idle();
    const [run] = services.admin.runs.list();
    expect(run.status).toBe("done");
    // The JSON keeps what the scorer computed; the page and the runs' figures say it was not measured.
    expect(services.admin.runs.report(run.id)!.rag.retrieval.hitAt1).toBe(0);
    expect(run.figures["rag.retrieval.hitAt1"]).toBeNull();
    expect(run.figures["rag.retrieval.passRate"]).toBeNull();
    expect(run.figures["rag.passRate"]).not.toBeNull();
    const page = await (await admin.get(`/admin/eval/runs/${run.id}`)).text();
    const dd = (k: string, part: string) => new RegExp(`<dt>${k}</dt><dd>([^<]*)</dd>`, "g").exec(part)?.[1];
    const [chat, retrieval] = [page.slice(page.indexOf("<h2>Ответы"), page.indexOf("<h3>Состояния")), page.slice(page.indexOf("<h3>Поиск без чата"))];
    for (const k of ["hitAt1", "hitAt6", "mrr", "citationPrecision", "passRate"]) expect(dd(k, retrieval)).toBe("н/д");
    expect(dd("citationPrecision", chat)).toBe("н/д");
    expect(dd("factRecall", chat)).toMatch(/^\d\.\d{3}$/);
    const gap = page.slice(page.indexOf('id="rag-gap"'), page.indexOf("</table>", page.indexOf('id="rag-gap"')));
    expect(gap).toMatch(/<td>passRate<\/td><td>\d\.\d{3}<\/td><td>н\/д<\/td><td>н\/д<\/td>/);
    expect(gap).not.toContain('class="up"');
    const cases = page.slice(page.indexOf('class="data cases"'));
    expect(cases).not.toMatch(/<td>—<\/td>/);
    const list = await (await admin.get("/admin/eval")).text();
    expect(list).not.toContain("<td>0%</td>");
    const cmp = await (await admin.get(`/admin/eval/compare?a=${run.id}&b=${run.id}`)).text();
    expect(cmp).toMatch(/<td>RAG: hit@1<\/td><td>—<\/td><td>—<\/td>/);
  });

  it("takes an uploaded folder (files with relative paths) as a pilot set", async () => {
    const { services, admin } = await adminApp();
    const fd = new FormData();
    const walk = (d: string): string[] => readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)]));
    for (const f of walk(DEV_SET)) fd.append("files", new File([readFileSync(f)], `dev/${relative(DEV_SET, f)}`));
    const res = await admin.post("/admin/eval/runs", fd);
    expect(res.status).toBe(202);
    await services.admin.jobs.idle();
    const [run] = services.admin.runs.list();
    expect(run.status).toBe("done");
    expect(services.admin.runs.report(run.id)!.corpus.documents).toBe(6);
  }, 60_000); // a whole evaluation of the dev set, as the first test: 31 s on a loaded 2-core CI

  // Walk 22a: a malformed questions.jsonl was explained in English on the Russian page.
  it("explains a malformed question line in the page's language, naming the line and the fields it lacks", async () => {
    const { admin } = await adminApp();
    const upload = (lang?: string) => {
      const fd = new FormData();
      fd.append("files", new File(['{"id":"q1","question":"Сколько дней отпуска?","expect":{"answerable":true}}\n{"question":"Где парковка?"}\n'], "set/questions.jsonl"));
      fd.append("files", new File(["Отпуск — 28 дней."], "set/docs/hr.md"));
      return admin.post(`/admin/eval/runs${lang ? `?lang=${lang}` : ""}`, fd, { headers: { "hx-request": "true" } });
    };
    const ru = await upload();
    expect(ru.status).toBe(400);
    expect(await ru.text()).toContain("questions.jsonl, строка 2: у вопроса 2 нет полей id, question и expect.answerable");
    expect(await (await upload("en")).text()).toContain("questions.jsonl:2: case 2 needs id, question and expect.answerable");
  });
});
