import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/config.ts";
import { createServices, type Services } from "../../src/services.ts";
import { createApp } from "../../src/app.ts";

/** A fresh data folder under the system temp dir. */
export const tempDataDir = () => mkdtempSync(join(tmpdir(), "assistant-"));

/** Services and app over a fresh DATA_DIR in the embedded face; `env` overrides config variables. */
export async function testApp(env: Record<string, string> = {}, dataDir = tempDataDir()) {
  const logs: string[] = [];
  const services: Services = await createServices(loadConfig({ DATA_DIR: dataDir, ...env }), { log: (l) => logs.push(l) });
  return { services, app: createApp(services), dataDir, logs };
}

/** Multipart body with the given files. */
export function filesForm(files: { name: string; content: string | Uint8Array; type?: string }[], field = "files"): FormData {
  const fd = new FormData();
  for (const f of files) fd.append(field, new File([f.content as BlobPart], f.name, { type: f.type ?? "application/octet-stream" }));
  return fd;
}

export const DEV_SET = join(import.meta.dir, "../fixtures/pilot/dev");

/** The Cookie header of a person as the chat issues it (POST /api/ask needs a person). */
export const PERSON_COOKIE = `assistant_id=${"p".repeat(43)}`;

/** POST /api/ask as a person with a cookie; `body` is sent as given when it is a string. */
export const askRequest = (body: unknown, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/ask", {
    method: "POST",
    headers: { "content-type": "application/json", cookie: PERSON_COOKIE, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
