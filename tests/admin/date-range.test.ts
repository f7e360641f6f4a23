import { describe, expect, it } from "bun:test";
import { adminApp } from "./helpers.ts";

const REVERSED = "preset=custom&from=2026-12-05T10:00&to=2026-12-01T10:00";
const MESSAGE = "Дата «по» раньше даты «с»: поменяйте их местами или исправьте одну из них.";
const hx = { "hx-request": "true" };

describe("a reversed date range on the dashboard (walk 17b #18: accepted silently, «Нет данных» everywhere)", () => {
  it("says so next to the dates, keeps what was typed and draws no empty charts", async () => {
    const { admin } = await adminApp();
    const res = await admin.get(`/admin?${REVERSED}`);
    expect(res.status).toBe(422);
    const page = await res.text();
    expect(page).toMatch(new RegExp(`<form[^>]*class="range"[\\s\\S]*id="range-error"[^>]*>${MESSAGE}<[\\s\\S]*</form>`));
    expect(page).toContain('value="2026-12-05T10:00"');
    expect(page).toContain('value="2026-12-01T10:00"');
    expect(page).not.toContain("Нет данных за период");
    expect(page).not.toContain("решений: 0");
    expect(page).toContain("Период не показан: исправьте даты выше.");
  });

  it("answers the range form's request with the note beside the fields and no charts", async () => {
    const { admin } = await adminApp();
    const html = await (await admin.get(`/admin/charts?${REVERSED}`, hx)).text();
    expect(html).toMatch(new RegExp(`<hx-partial hx-target="#range-error"[^>]*>[\\s\\S]*${MESSAGE}`));
    expect(html).toContain('id="charts"');
    expect(html).not.toContain("Нет данных за период");
  });

  it("clears the note once the dates are right again", async () => {
    const { admin } = await adminApp();
    const html = await (await admin.get("/admin/charts?preset=custom&from=2026-12-01T10:00&to=2026-12-05T10:00", hx)).text();
    expect(html).toMatch(/<hx-partial hx-target="#range-error"[^>]*><p id="range-error"[^>]*><\/p>/);
    expect(html).toContain("решений: 0");
  });

  it("refuses the reversed range in the charts API with the same words", async () => {
    const { admin } = await adminApp();
    const res = await admin.get(`/api/charts?${REVERSED}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(MESSAGE);
  });
});

describe("a reversed date range in the routing log (walk 17b #18: «Ничего не найдено — ослабьте фильтры»)", () => {
  it("says so next to the dates instead of an empty log", async () => {
    const { admin } = await adminApp();
    const res = await admin.get("/admin/routing?from=2026-12-05T10:00&to=2026-12-01T10:00");
    expect(res.status).toBe(422);
    const page = await res.text();
    expect(page).toMatch(new RegExp(`<form id="filters"[\\s\\S]*id="filter-error"[^>]*>${MESSAGE}<[\\s\\S]*</form>`));
    expect(page).not.toContain("Ничего не найдено");
    expect(page).toContain("Период не показан: исправьте даты выше.");
  });

  it("answers the filter form's request with the note beside the dates", async () => {
    const { admin } = await adminApp();
    const html = await (await admin.get("/admin/routing/rows?from=2026-12-05T10:00&to=2026-12-01T10:00", hx)).text();
    expect(html).toMatch(new RegExp(`<hx-partial hx-target="#filter-error"[^>]*>[\\s\\S]*${MESSAGE}`));
    expect(html).not.toContain("Ничего не найдено");
  });

  it("refuses it in the decisions API and the CSV export", async () => {
    const { admin } = await adminApp();
    const api = await admin.get("/api/decisions?from=2026-12-05T10:00&to=2026-12-01T10:00");
    expect(api.status).toBe(400);
    expect((await api.json()).error).toBe(MESSAGE);
    expect((await admin.get("/admin/routing/export?from=2026-12-05T10:00&to=2026-12-01T10:00")).status).toBe(400);
  });
});
