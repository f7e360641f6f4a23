import { describe, expect, it } from "bun:test";
import { adminApp } from "../admin/helpers.ts";

describe("switching a skill on and off from the admin table", () => {
  it("reads a post with no body at all (htmx's unticked checkbox) as «off» and answers with the row, not a 400", async () => {
    const { services, admin } = await adminApp();
    const off = await admin.post("/admin/skills/fitness/enabled", undefined, { headers: { "hx-request": "true", "content-type": "application/x-www-form-urlencoded;charset=UTF-8" } });
    expect(off.status).toBe(200);
    const row = await off.text();
    expect(row).toStartWith('<tr id="skill-fitness" class="disabled">');
    expect(services.routing.skills.get("fitness")!.enabled).toBe(false);
    const on = await admin.post("/admin/skills/fitness/enabled", new URLSearchParams({ enabled: "on" }), { headers: { "hx-request": "true" } });
    expect(await on.text()).toContain("включён");
    expect(services.routing.skills.get("fitness")!.enabled).toBe(true);
  });

  it("keeps the id pattern a valid regular expression under the v flag that HTML patterns use", async () => {
    const { admin } = await adminApp();
    const page = await (await admin.get("/admin/skills/new")).text();
    const pattern = page.match(/id="sk-id"[^>]*pattern="([^"]+)"/)![1];
    expect(() => new RegExp(`^(?:${pattern})$`, "v")).not.toThrow();
    expect(new RegExp(`^(?:${pattern})$`, "v").test("sla-report")).toBe(true);
    expect(new RegExp(`^(?:${pattern})$`, "v").test("Bad Id")).toBe(false);
  });
});
