import { describe, expect, it } from "bun:test";
import { testApp } from "../helpers/app.ts";
import { bodyLimits, CSP } from "../../src/web/security.ts";

describe("a body over the upload limit", () => {
  it("gets a 413 with plain words and the security headers over a real socket, not Bun's bare 413", async () => {
    const { app, services } = await testApp({ MAX_UPLOAD_MB: "1" });
    const server = app.listen({ hostname: "127.0.0.1", port: 0, maxRequestBodySize: bodyLimits(1).server });
    try {
      const { token } = services.admin.tokens.create("t");
      const fd = new FormData();
      fd.append("files", new File([new Uint8Array(bodyLimits(1).app + 1024)], "huge.md"));
      const base = `http://127.0.0.1:${server.server!.port}`;
      const res = await fetch(`${base}/api/documents`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: fd });
      expect(res.status).toBe(413);
      expect(res.headers.get("content-security-policy")).toBe(CSP);
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect((await res.json()).error).toContain("не больше 1 МБ");
      const hx = await fetch(`${base}/admin/documents/upload`, { method: "POST", headers: { "hx-request": "true" }, body: fd });
      expect(hx.status).toBe(413);
      expect(await hx.text()).toContain('role="alert"');
    } finally {
      await server.stop(true);
    }
  });
});
