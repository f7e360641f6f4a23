import { describe, expect, it } from "bun:test";
import { adminApp } from "./helpers.ts";

const skillForm = (o: Record<string, string> = {}) => new URLSearchParams({
  id: "vacation-plan", name: "План отпуска", description: "Помочь спланировать отпуск", tools: "",
  prefetch: "0", autoSwitch: "on", procedure: "1. Спросить желаемые даты.", enabledShown: "1", enabled: "on", ...o,
});

/** The error paragraph shown under a field, or null. */
const noteOf = (page: string, field: string) => new RegExp(`id="sk-${field}-error"[^>]*>([^<]*)<`).exec(page)?.[1] ?? null;

describe("the company-skill form's errors (walk 17b: English, one at a time, the page lost)", () => {
  it("names every blank field at once, each under its field, in Russian", async () => {
    const { admin } = await adminApp();
    const res = await admin.post("/admin/skills", skillForm({ name: "   ", description: "   ", procedure: "  " }));
    expect(res.status).toBe(422);
    const page = await res.text();
    expect(noteOf(page, "name")).toBe("Укажите название навыка.");
    expect(noteOf(page, "description")).toBe("Укажите описание навыка в одну строку.");
    expect(noteOf(page, "procedure")).toBe("Опишите порядок работы навыка.");
    expect(page).not.toMatch(/is missing|is empty/);
    // Each field points at its note for screen readers.
    expect(page).toMatch(/id="sk-name"[^>]*aria-invalid="true"[^>]*aria-describedby="sk-name-error"|id="sk-name"[^>]*aria-describedby="sk-name-error"[^>]*aria-invalid="true"/);
  });

  it("gives a wrong id and an unknown tool together with the blank fields, in Russian", async () => {
    const { admin } = await adminApp();
    const page = await (await admin.post("/admin/skills", skillForm({ id: "Bad Id", name: "", tools: "no_such_tool" }))).text();
    expect(noteOf(page, "id")).toContain("строчные латинские буквы");
    expect(noteOf(page, "name")).toBe("Укажите название навыка.");
    expect(noteOf(page, "tools")).toContain("no_such_tool");
  });

  it("brings a too-long description back in the form, with what was typed and the limit next to the field", async () => {
    const { admin, services } = await adminApp();
    const long = "Очень подробное описание навыка. ".repeat(280); // ~9 200 characters, as the tester pasted
    const res = await admin.post("/admin/skills", skillForm({ description: long }));
    expect(res.status).toBe(422);
    const page = await res.text();
    expect(page).toContain('id="skill-form"');
    expect(page).not.toContain("Запрос не прошёл проверку");
    expect(page).not.toContain("Expected string length");
    expect(noteOf(page, "description")).toBe(`Описание длиннее 500 символов (сейчас ${long.trim().length}): сократите его.`);
    expect(page).toContain('value="vacation-plan"');
    expect(page).toContain("1. Спросить желаемые даты.");
    expect(services.routing.skills.get("vacation-plan")).toBeUndefined();
  });

  it("brings a procedure over 20 000 characters back with its own note, not a bare validator page", async () => {
    const { admin } = await adminApp();
    const res = await admin.post("/admin/skills", skillForm({ procedure: "Шаг. ".repeat(4100) }));
    expect(res.status).toBe(422);
    const page = await res.text();
    expect(noteOf(page, "procedure")).toContain("длиннее 20 000 символов");
    expect(page).toContain('id="skill-form"');
  });

  it("tells the browser the limits, so an over-long value cannot be typed", async () => {
    const { admin } = await adminApp();
    const page = await (await admin.get("/admin/skills/new")).text();
    expect(page).toMatch(/id="sk-id"[^>]*maxlength="100"/);
    expect(page).toMatch(/id="sk-name"[^>]*maxlength="200"/);
    expect(page).toMatch(/id="sk-desc"[^>]*maxlength="500"/);
    expect(page).toMatch(/id="sk-proc"[^>]*maxlength="20000"/);
  });

  it("still saves a good form, and a taken id is said next to the id", async () => {
    const { admin } = await adminApp();
    expect((await admin.post("/admin/skills", skillForm())).status).toBe(303);
    const page = await (await admin.post("/admin/skills", skillForm({ id: "budget-review" }))).text();
    expect(noteOf(page, "id")).toContain("budget-review");
  });
});

describe("the skills JSON API's errors", () => {
  it("names every wrong field of a PUT in words, as the form does", async () => {
    const { admin } = await adminApp();
    const res = await admin.send("/api/skills/vacation-plan", {
      method: "PUT", headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: "vacation-plan", name: " ", description: " ", procedure: "" }),
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error).toBe("Навык не сохранён: исправьте поля, отмеченные ниже.");
    expect(body.fields).toEqual({ name: "Укажите название навыка.", description: "Укажите описание навыка в одну строку.", procedure: "Опишите порядок работы навыка." });
  });
});

// Walk 19b: prefetch «-3» sent past the browser's own check got the parser's English banner «prefetch must be an
// integer ≥ 0», not a sentence beside the field.
describe("a wrong prefetch is named beside its field", () => {
  it("«-3» is said under the prefetch field in Russian, the form kept", async () => {
    const { admin } = await adminApp();
    const res = await admin.post("/admin/skills", skillForm({ prefetch: "-3" }));
    expect(res.status).toBe(422);
    const page = await res.text();
    expect(noteOf(page, "prefetch")).toBe("Предзагрузка — целое число от 0 до 20.");
    expect(page).not.toContain("must be an integer");
    expect(page).toContain('value="vacation-plan"');
  });
});
