import { describe, expect, it } from "bun:test";
import { resolve } from "node:path";
import { seedSamples, seedToolSamples } from "../../src/seed.ts";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { adminApp } from "./helpers.ts";

// A fresh install indexes the sample documents of a made-up company so a newcomer can ask at once. Once the
// company uploads its own, the samples must not answer for it: the admin sees which documents are samples
// and removes them all in one step.

const SAMPLES = resolve(import.meta.dir, "../../data/samples/docs");

async function installed() {
  const t = await adminApp();
  await seedSamples(t.services, SAMPLES);
  const fd = new FormData();
  fd.append("files", new File(["# Отпуск\n\nЕжегодный отпуск в КодСервисе — 31 календарный день.\n"], "otpusk-kod.md"));
  expect((await t.admin.post("/admin/documents/upload", fd)).status).toBe(201);
  return t;
}

describe("sample documents on the admin's Documents page", () => {
  it("marks each sample and offers to remove them all, while the company's own file is unmarked", async () => {
    const { admin, services } = await installed();
    const page = await (await admin.get("/admin/documents")).text();
    const samples = services.kb.list().filter((d) => d.name !== "otpusk-kod.md");
    expect(samples.length).toBeGreaterThan(0);
    for (const d of samples) expect(page).toMatch(new RegExp(`${d.name.replace(".", "\\.")}</a>\\s*<span class="badge sample"`));
    expect(page).not.toMatch(/otpusk-kod\.md<\/a>\s*<span class="badge sample"/);
    expect(page).toContain("Удалить примеры");
  });

  it("removes every sample in one step and keeps the company's document", async () => {
    const { admin, services } = await installed();
    const res = await admin.post("/admin/documents/samples/remove", undefined, { headers: { "hx-request": "true" } });
    expect(res.status).toBe(200);
    expect(services.kb.list().map((d) => d.name)).toEqual(["otpusk-kod.md"]);
    const page = await (await admin.get("/admin/documents")).text();
    expect(page).not.toContain("Удалить примеры");
  });

  it("leaves a sample the admin replaced with a version of their own", async () => {
    const { admin, services } = await installed();
    const handbook = services.kb.list().find((d) => d.name === "employee-handbook.md")!;
    const fd = new FormData();
    fd.append("file", new File(["# Handbook\n\nНаш собственный справочник.\n"], "employee-handbook.md"));
    expect((await admin.send(`/admin/documents/${handbook.id}`, { method: "PUT", body: fd })).status).toBe(200);
    await admin.post("/admin/documents/samples/remove");
    expect(services.kb.list().map((d) => d.name).sort()).toEqual(["employee-handbook.md", "otpusk-kod.md"]);
  });

  it("never takes the admin's upload for a sample, even when it gets a deleted sample's id", async () => {
    const t = await adminApp();
    await seedSamples(t.services, SAMPLES);
    const last = t.services.kb.list().sort((a, b) => b.id - a.id)[0];
    expect((await t.admin.send(`/admin/documents/${last.id}`, { method: "DELETE" })).status).toBe(200);
    const fd = new FormData();
    fd.append("files", new File(["# Пропуск\n\nПропуск восстанавливает офис-менеджер за 500 рублей.\n"], "propusk.md"));
    expect((await t.admin.post("/admin/documents/upload", fd)).status).toBe(201);
    expect(t.services.kb.list().find((d) => d.name === "propusk.md")!.id).toBe(last.id);
    await t.admin.post("/admin/documents/samples/remove");
    expect(t.services.kb.list().map((d) => d.name)).toEqual(["propusk.md"]);
  });

  // Walk 11a: after «Удалить примеры» the calendar and mailbox still showed the made-up company's meetings and
  // letters, and «напиши письмо в бухгалтерию» went to buh@severveter.ru.
  it("removes the made-up company's mailbox, calendar, catalogue and metrics with them, for good", async () => {
    const { admin, services } = await installed();
    const dir = services.config.dataDir;
    seedToolSamples(dir, resolve(import.meta.dir, "../../data/samples"));
    expect(existsSync(join(dir, "samples", "mail", "inbox.mbox"))).toBe(true);
    await admin.post("/admin/documents/samples/remove");
    for (const f of ["mail/inbox.mbox", "calendar/calendar.ics", "catalogue/products.json", "metrics/visits.csv"]) expect(existsSync(join(dir, "samples", f))).toBe(false);
    // A restart does not bring them back.
    seedToolSamples(dir, resolve(import.meta.dir, "../../data/samples"));
    expect(existsSync(join(dir, "samples", "mail", "inbox.mbox"))).toBe(false);
  });

  it("lets no one but an admin remove them", async () => {
    const { app, services } = await installed();
    const before = services.kb.list().length;
    const res = await app.handle(new Request("http://localhost/admin/documents/samples/remove", { method: "POST" }));
    expect(res.status).toBeGreaterThanOrEqual(300);
    expect(services.kb.list().length).toBe(before);
  });
});

describe("the tools' own data the company put in place of the samples", () => {
  it("stays when the samples are removed", async () => {
    const { admin, services } = await installed();
    const dir = services.config.dataDir;
    seedToolSamples(dir, resolve(import.meta.dir, "../../data/samples"));
    writeFileSync(join(dir, "samples", "catalogue", "products.json"), "[]");
    await admin.post("/admin/documents/samples/remove");
    expect(existsSync(join(dir, "samples", "catalogue", "products.json"))).toBe(true);
    expect(existsSync(join(dir, "samples", "mail", "inbox.mbox"))).toBe(false);
  });
});
