import { describe, expect, it } from "bun:test";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { tempDataDir, testApp } from "../helpers/app.ts";

async function waitForLines(stream: ReadableStream<Uint8Array>, n: number): Promise<void> {
  const reader = stream.getReader();
  let text = "";
  while ((text.match(/ingested/g) ?? []).length < n) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`child ended early: ${text}`);
    text += new TextDecoder().decode(value);
  }
  reader.releaseLock();
}

describe("crash during indexing", () => {
  it("restarts after SIGKILL mid-ingest into a consistent, searchable state", async () => {
    const dir = tempDataDir();
    const child = Bun.spawn([process.execPath, join(import.meta.dir, "../fixtures/ingest-forever.ts"), dir], { stdout: "pipe", stderr: "inherit" });
    await waitForLines(child.stdout, 3);
    await Bun.sleep(Math.floor(Math.random() * 40));
    child.kill("SIGKILL");
    await child.exited;

    const { services, logs } = await testApp({}, dir);
    const db = new Database(join(dir, "state/assistant.sqlite"), { readonly: true });
    const rows = (db.query("SELECT count(*) AS n FROM chunks").get() as { n: number }).n;
    expect(rows).toBeGreaterThan(0);
    expect(services.kb.size()).toBe(rows);
    const hits = await services.kb.search("кто отвечает за склад", { k: 6 });
    expect(hits.length).toBe(6);
    expect(hits.every((h) => h.text.includes("склад"))).toBe(true);
    expect(logs.join("\n")).not.toContain("Error");
  });
});

describe("unreadable snapshot", () => {
  it("rebuilds the index from the database when the snapshot file is corrupt", async () => {
    const dir = tempDataDir();
    const first = await testApp({}, dir);
    await first.services.kb.ingest("rules.md", new TextEncoder().encode("# Правила\n\n## Обед\nПерерыв на обед длится 45 минут.\n"));
    first.services.db.close();
    const snap = (await Array.fromAsync(new Bun.Glob("state/*.usearch").scan(dir)))[0];
    await Bun.write(join(dir, snap), "not a usearch file");
    const { services, logs } = await testApp({}, dir);
    expect(logs.join("\n")).toContain("unreadable");
    expect(services.kb.size()).toBe(1);
    expect((await services.kb.search("обед", { k: 1 }))[0].text).toContain("45 минут");
  });
});
