import { describe, expect, it } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pca2, project } from "../../src/admin/pca.ts";
import { createSkillsAdmin } from "../../src/admin/skills-admin.ts";
import { adminApp } from "./helpers.ts";

const skillForm = (o: Record<string, string> = {}) => new URLSearchParams({
  id: "sla-report", name: "Отчёт по SLA", description: "Собрать отчёт о выполнении SLA за месяц", tools: "search_documents",
  prefetch: "2", autoSwitch: "on", procedure: "1. Спроси месяц.\n2. Посчитай нарушения.", ...o,
});

describe("skills admin", () => {
  it("creates a company skill from the form as a valid skill file, and refuses an invalid one saying why next to the field", async () => {
    const { services, admin, dataDir } = await adminApp();
    expect((await admin.post("/admin/skills", skillForm())).status).toBe(303);
    const file = join(dataDir, "skills", "sla-report.md");
    expect(readFileSync(file, "utf8")).toStartWith("---\nid: sla-report\n");
    expect(services.routing.skills.get("sla-report")).toMatchObject({ source: "company", prefetch: 2, tools: ["search_documents"] });
    const bad = await admin.post("/admin/skills", skillForm({ id: "Bad Id" }));
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain("только строчные латинские буквы");
    expect((await admin.post("/admin/skills", skillForm({ id: "x", description: "две\nстроки" }))).status).toBe(422);
    expect((await admin.post("/admin/skills", skillForm({ id: "budget-review" }))).status).toBe(422);
    expect((await admin.post("/admin/skills", skillForm({ id: "y", tools: "no_such_tool" }))).status).toBe(422);
    // edit with a new id: the old file goes
    expect((await admin.post("/admin/skills", skillForm({ id: "sla-monthly", previousId: "sla-report" }))).status).toBe(303);
    expect(existsSync(file)).toBe(false);
    expect(services.routing.skills.get("sla-report")).toBeUndefined();
    expect((await admin.send("/admin/skills/sla-monthly", { method: "DELETE" })).status).toBe(200);
    expect(services.routing.skills.get("sla-monthly")).toBeUndefined();
  });

  it("switches a platform skill off and the switch survives a restart", async () => {
    const { services, admin } = await adminApp();
    const res = await admin.post("/admin/skills/budget-review/enabled", new URLSearchParams({}));
    expect(await res.text()).toContain("выключен");
    expect(services.routing.skills.get("budget-review")!.enabled).toBe(false);
    services.routing.skills.setEnabled("budget-review", true);
    createSkillsAdmin({ db: services.db, library: services.routing.skills, companyDir: join(services.config.dataDir, "skills"), knownTools: () => [] });
    expect(services.routing.skills.get("budget-review")!.enabled).toBe(false);
  });
});

describe("documents admin", () => {
  it("uploads, keeps the original, reindexes with progress, shows fragments and deletes", async () => {
    const { services, admin } = await adminApp();
    const fd = new FormData();
    fd.append("files", new File(["# Правила\n\n## Обед\n\nПерерыв на обед 45 минут.\n\n## Отпуск\n\nОтпуск 28 дней."], "rules.md"));
    const up = await admin.post("/admin/documents/upload", fd);
    expect(up.status).toBe(201);
    const doc = (await up.json()).uploaded[0];
    expect((await (await admin.get("/admin/documents")).text())).toContain("хранится");
    const first = await (await admin.post("/admin/documents/reindex", undefined, { headers: { "hx-request": "true" } })).text();
    expect(first).toContain("<progress");
    while (!services.admin.documents.job()!.finished) await Bun.sleep(10);
    const done = await (await admin.get("/admin/documents/reindex")).text();
    expect(done).toContain('data-finished="1"');
    expect(services.kb.store.get(doc.id)!.version).toBe(2);
    const frags = await (await admin.get(`/admin/documents/${doc.id}`)).text();
    expect(frags).toContain("Перерыв на обед 45 минут.");
    expect((await admin.send(`/admin/documents/${doc.id}`, { method: "DELETE" })).status).toBe(200);
    expect(services.kb.store.get(doc.id)).toBeNull();
    expect(services.admin.documents.hasOriginal("rules.md")).toBe(false);
  });
});

describe("embedding map", () => {
  it("finds the axis of largest variance by power iteration", () => {
    const pts = Array.from({ length: 50 }, (_, i) => [i, 0.5 * i + ((i * 7) % 3), (i * 13) % 5 - 2]);
    const p = pca2(pts);
    const a = p.axes[0];
    expect(Math.abs(a[0] * 1 + a[1] * 0.5) / Math.hypot(1, 0.5)).toBeGreaterThan(0.99);
    expect(Math.abs(a[0] * p.axes[1][0] + a[1] * p.axes[1][1] + a[2] * p.axes[1][2])).toBeLessThan(1e-6);
    expect(p.variance[0]).toBeGreaterThan(p.variance[1]);
    expect(project(p, p.mean)).toEqual([0, 0]);
  });

  it("projects every fragment coloured by document and the question as a star", async () => {
    const { admin } = await adminApp();
    const fd = new FormData();
    fd.append("files", new File(["# А\n\n## Обед\n\nПерерыв на обед 45 минут.\n\n## Отпуск\n\nОтпуск 28 дней."], "a.md"));
    fd.append("files", new File(["# Б\n\n## Такси\n\nТакси после 22:00 оплачивает компания."], "b.md"));
    await admin.post("/admin/documents/upload", fd);
    const m = await (await admin.get(`/api/map?q=${encodeURIComponent("сколько длится обед")}`)).json();
    expect(m.documents).toEqual(["a.md", "b.md"]);
    expect(m.points.length).toBe(m.total);
    expect(m.star.question).toBe("сколько длится обед");
    expect(Number.isFinite(m.star.x)).toBe(true);
  });
});
