import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/config.ts";
import { createServices, type Services } from "../../src/services.ts";
import { createApp } from "../../src/app.ts";
import { createHashEmbedder } from "../../src/models/embedded/embedder.ts";
import type { ChatModel } from "../../src/models/types.ts";
import type { Face } from "../../src/faces.ts";

export const BASE = "http://localhost";

/** A chat model that streams a fixed answer word by word, like a real one (time to first token, tokens/s). */
export function scriptedModel(answer: (prompt: string) => string, delayMs = 0): ChatModel {
  return {
    id: "scripted",
    async *chat(req) {
      const words = answer(req.messages.map((m) => m.content).join("\n")).split(/(?<= )/);
      for (const w of words) {
        if (delayMs) await Bun.sleep(delayMs);
        yield { text: w, done: false };
      }
      yield { text: "", done: true, evalCount: words.length, evalDurationNs: 1e8 };
    },
  };
}

/** A face over the weight-free embedder with the given chat model (no network). */
export const fakeFace = (chat: ChatModel | null): Face => ({
  kind: chat ? "ollama" : "embedded", embedder: createHashEmbedder(), chat,
  describe: chat ? "test model" : "embedded default", degraded: null,
});

/** App and services over a fresh DATA_DIR; `chat` makes answers stream from a scripted model. */
export async function webApp(opts: { env?: Record<string, string>; chat?: ChatModel | null } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "web-"));
  const services: Services = await createServices(loadConfig({ DATA_DIR: dataDir, ...opts.env }), { face: fakeFace(opts.chat ?? null), log: () => {} });
  return { services, app: createApp(services), dataDir };
}

type App = ReturnType<typeof createApp>;

/** A browser-like person: keeps the cookies the app sets and sends them back. */
export function person(app: App, headers: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  const send = async (path: string, init: RequestInit = {}) => {
    const h = new Headers(init.headers);
    for (const [k, v] of Object.entries(headers)) h.set(k, v);
    if (jar.size) h.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await app.handle(new Request(BASE + path, { ...init, headers: h }));
    for (const c of res.headers.getSetCookie()) {
      const [kv] = c.split(";");
      const i = kv.indexOf("=");
      jar.set(kv.slice(0, i), kv.slice(i + 1));
    }
    return res;
  };
  return {
    jar,
    get: (path: string) => send(path),
    post: (path: string, body?: FormData | URLSearchParams, hx = true) =>
      send(path, { method: "POST", body, headers: hx ? { "hx-request": "true" } : {} }),
  };
}

/** The chat id the page shows (the form posts to /c/<id>/messages). */
export const chatIdOf = (html: string) => /\/c\/([0-9a-f-]{36})\/messages/.exec(html)?.[1] ?? "";

/** «Новый чат» as the browser presses it: the id of the chat it redirects to («/» shows the latest chat, and two
 * chats made within one millisecond have no latest). */
export async function newChatId(p: ReturnType<typeof person>): Promise<string> {
  const made = await p.post("/chats", undefined, false);
  return /\/c\/([0-9a-f-]{36})/.exec(made.headers.get("location") ?? "")?.[1] ?? "";
}

/** The HTML messages of an SSE body, in order. */
export function sseMessages(body: string): string[] {
  return body.split("\n\n").filter(Boolean).map((f) => f.split("\n").filter((l) => l.startsWith("data:")).map((l) => l.slice(l.startsWith("data: ") ? 6 : 5)).join("\n"));
}

export const form = (fields: Record<string, string | File>) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
};

/** A fresh app and one person's chat in the given interface language; `say` posts a message and returns its stream. */
export async function langChat(lang: "ru" | "en") {
  const w = await webApp();
  const p = person(w.app);
  const id = chatIdOf(await (await p.get(`/?lang=${lang}`)).text());
  const say = async (text: string) => sseMessages(await (await p.post(`/c/${id}/messages`, form({ text }))).text()).join("\n");
  return { ...w, p, id, say };
}
