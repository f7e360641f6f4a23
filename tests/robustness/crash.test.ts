import { describe, expect, it } from "bun:test";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { tempDataDir, testApp } from "../helpers/app.ts";

/** Reads the child's stdout until `pattern` has appeared `n` times. */
async function waitFor(stream: ReadableStream<Uint8Array>, pattern: RegExp, n: number): Promise<void> {
  const reader = stream.getReader();
  let text = "";
  while ((text.match(new RegExp(pattern, "g")) ?? []).length < n) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`child ended early: ${text}`);
    text += new TextDecoder().decode(value);
  }
  reader.releaseLock();
}

/** Seeded kill delays, so a failure names the point that broke it. */
const delays = (seed: number, n: number, max: number) => Array.from({ length: n }, (_, i) => Math.floor(((Math.sin(seed * 97 + i * 13) + 1) / 2) * max));

async function killAfter(script: string, dir: string, pattern: RegExp, n: number, delayMs: number): Promise<void> {
  const child = Bun.spawn([process.execPath, script, dir], { stdout: "pipe", stderr: "inherit" });
  await waitFor(child.stdout, pattern, n);
  await Bun.sleep(delayMs);
  child.kill("SIGKILL");
  await child.exited;
}

const integrity = (dir: string) => {
  const db = new Database(join(dir, "state/assistant.sqlite"), { readonly: true });
  try { return (db.query("PRAGMA integrity_check").get() as { integrity_check: string }).integrity_check; } finally { db.close(); }
};

describe("SIGKILL at random points of indexing", () => {
  for (const delay of delays(1, 3, 120)) {
    it(`restarts consistent after a kill ${delay} ms into an ingest`, async () => {
      const dir = tempDataDir();
      await killAfter(join(import.meta.dir, "../fixtures/ingest-forever.ts"), dir, /ingested/, 1, delay);
      expect(integrity(dir)).toBe("ok");
      const { services, logs } = await testApp({}, dir);
      const rows = services.kb.store.chunkIds().length;
      expect(rows).toBeGreaterThan(0);
      expect(services.kb.size()).toBe(rows);
      // Every document is whole: its fragment count matches what the store says it has.
      for (const d of services.kb.list()) expect(services.kb.store.chunksOf(d.id).length).toBe(d.chunks);
      expect((await services.kb.search("кто отвечает за склад", { k: 6 })).every((h) => h.text.includes("склад"))).toBe(true);
      expect(logs.join("\n")).not.toContain("Error");
    });
  }
});

describe("SIGKILL at random points of a chat exchange", () => {
  for (const delay of delays(2, 2, 1200)) {
    it(`keeps every question and the streamed part of the answer after a kill ${delay} ms into a turn`, async () => {
      const dir = tempDataDir();
      await killAfter(join(import.meta.dir, "fixtures/chat-forever.ts"), dir, /streaming/, 1, 600 + delay);
      expect(integrity(dir)).toBe("ok");
      const { services, logs } = await testApp({}, dir);
      const chat = services.chats.list("u1")[0];
      const msgs = services.chats.messages(chat.id);
      expect(msgs.filter((m) => m.role === "user").length).toBeGreaterThan(0);
      expect(msgs.every((m) => m.status !== "streaming")).toBe(true);
      const last = msgs.at(-1)!;
      if (last.role === "assistant" && last.status === "partial") {
        expect(last.content).toMatch(/^слово0 слово1/); // the checkpointed prefix survived
        expect(logs.join("\n")).toContain("kept and marked partial");
      }
      // The chat goes on after the restart.
      const again = [];
      for await (const ev of services.conversation.turn(chat, "Сколько дней отпуска?")) again.push(ev);
      expect(again.at(-1)?.type).toBe("done");
    });
  }
});
