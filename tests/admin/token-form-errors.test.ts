import { describe, expect, it } from "bun:test";
import { adminApp } from "./helpers.ts";

const hx = { headers: { "hx-request": "true" } };
const noteOf = (html: string) => /id="token-name-error"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;

describe("naming an API token (walk 17b #26: «   » made a token)", () => {
  it("refuses a name of spaces next to the field and creates nothing, the token table kept", async () => {
    const { admin, services } = await adminApp();
    const res = await admin.post("/admin/tokens", new URLSearchParams({ name: "   " }), hx);
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(noteOf(html)).toBe("Назовите токен: по названию потом видно, какой скрипт им пользуется.");
    expect(html).toContain('id="token-list"');
    expect(html).not.toContain("создан");
    expect(services.admin.tokens.list()).toHaveLength(0);
  });

  it("says an over-long name in words and keeps what was typed, instead of a validator line over the table", async () => {
    const { admin, services } = await adminApp();
    const long = "выгрузка регламентов ".repeat(8);
    const html = await (await admin.post("/admin/tokens", new URLSearchParams({ name: long }), hx)).text();
    expect(html).not.toContain("Запрос не прошёл проверку");
    expect(noteOf(html)).toContain("длиннее 100 символов");
    expect(html).toContain(`value="${long}"`);
    expect(services.admin.tokens.list()).toHaveLength(0);
  });

  it("creates a token under its trimmed name and clears the form", async () => {
    const { admin, services } = await adminApp();
    const html = await (await admin.post("/admin/tokens", new URLSearchParams({ name: "  ночная выгрузка " }), hx)).text();
    expect(html).toContain("Токен «ночная выгрузка» создан");
    expect(noteOf(html)).toBeNull();
    expect(services.admin.tokens.list().map((t) => t.name)).toEqual(["ночная выгрузка"]);
  });

  it("the field refuses blanks in the browser too: a pattern that needs a letter, and the length cap", async () => {
    const { admin } = await adminApp();
    const page = await (await admin.get("/admin/tokens")).text();
    expect(page).toMatch(/name="name"[^>]*pattern="[^"]*\\S[^"]*"/);
    expect(page).toMatch(/name="name"[^>]*maxlength="100"/);
  });
});

describe("the password form's limits", () => {
  it("says an over-long new password in words in the note, not a validator line", async () => {
    const { admin } = await adminApp();
    const long = "x".repeat(1500);
    const html = await (await admin.post("/admin/password", new URLSearchParams({ current: "whatever", next: long, confirm: long }), hx)).text();
    expect(html).toContain('id="password-note"');
    expect(html).toContain("Пароль длиннее 1000 символов.");
    expect(html).not.toContain("Запрос не прошёл проверку");
  });
});
