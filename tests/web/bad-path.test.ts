import { describe, expect, it } from "bun:test";
import { adminApp } from "../admin/helpers.ts";

// A guessed or mistyped address («/admin/routing/82.json») is no page: the admin reads «Такой страницы нет»,
// never Elysia's validation report (walk 10).
describe("an address whose id is no id", () => {
  it("answers 404 with a page in words, not a validation dump", async () => {
    const { admin } = await adminApp();
    for (const path of ["/admin/routing/82.json", "/admin/documents/xyz"]) {
      const res = await admin.get(path, { accept: "text/html" });
      const body = await res.text();
      expect(res.status).toBe(404);
      expect(body).toContain("Такой страницы нет");
      expect(body).not.toMatch(/"type"|validation|Expected union/);
    }
  });
});
